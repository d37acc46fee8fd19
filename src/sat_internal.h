// Private layout shared by the core's .c files; not part of the public API.
#ifndef SAT_INTERNAL_H
#define SAT_INTERNAL_H

#include <stdint.h>

#include "sat.h"

/// Tag of a live shape; cleared on destroy so a stale handle is rejected while its memory is not reused.
#define SAT_SHAPE_TAG 0x53415431u

/// A shape owns one allocation: the header, then its vertex arrays. Vertex arrays are SoA and padded to a
/// multiple of 4 by repeating vertex 0, so a SIMD lane group never reads past the end and the padding
/// cannot change a min or max.
struct satShape {
	uint32_t tag;
	satShapeType type;
	int count;      ///< vertices (0 for a circle)
	int padded;     ///< count rounded up to a multiple of 4
	float radius;   ///< circle radius, 0 otherwise
	satVec2 centroid;
	satTransform xf;
	float cosAngle, sinAngle;
	satVec2 center; ///< world position of the local origin (the circle's centre)
	satAABB aabb;
	float *localX, *localY;   ///< padded
	float *worldX, *worldY;   ///< padded
	float *normalX, *normalY; ///< local unit edge normals, count
	float *worldNX, *worldNY; ///< world unit edge normals, count
	float storage[];
};

/// Result of the static overlap test: the push direction for A and its length.
typedef struct satOverlap {
	bool hit;
	float depth;
	satVec2 normal; ///< unit, points from B towards A
} satOverlap;

/// Static SAT of A translated by offset against B (offset = 0 for the shapes where they are).
satOverlap satOverlapShapes(const satShape* a, const satShape* b, satVec2 offset);

/// Validate a shape handle: SAT_ERR_NULL or SAT_ERR_BAD_HANDLE or SAT_OK.
satError satCheckShape(const satShape* s);

/// Validate a finite, in-range value.
satError satCheckValue(float v);

/// Swept test without argument checks (used by satCollide for willIntersect).
satSweepResult satSweepShapes(const satShape* a, const satShape* b, satVec2 v, float tmax);

#endif
