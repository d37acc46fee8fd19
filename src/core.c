// What every module uses: error messages, argument validators, the version.
#include <math.h>

#include "sat_internal.h"

static const char* const satErrorMessages[SAT_ERR_COUNT] = {
	[SAT_OK] = "ok",
	[SAT_ERR_NULL] = "a required pointer argument is NULL",
	[SAT_ERR_ODD_COORDS] = "odd number of coordinates: points must be x, y pairs",
	[SAT_ERR_TOO_FEW_POINTS] = "fewer than 3 distinct points",
	[SAT_ERR_TOO_MANY_POINTS] = "more points than the vertex limit (1024)",
	[SAT_ERR_NOT_FINITE] = "a coordinate or argument is NaN or infinite",
	[SAT_ERR_OUT_OF_RANGE] = "a coordinate or argument is larger in magnitude than 1e18",
	[SAT_ERR_COLLINEAR] = "all points are collinear: the polygon has zero area",
	[SAT_ERR_NOT_CONVEX] = "the polygon is concave or self-intersecting",
	[SAT_ERR_BAD_RADIUS] = "the radius must be positive and finite",
	[SAT_ERR_BAD_SIZE] = "the width and height must be positive, finite and at least twice the smallest float",
	[SAT_ERR_BAD_AXIS] = "the axis must be finite and non-zero",
	[SAT_ERR_BAD_TMAX] = "tmax must be finite and >= 0",
	[SAT_ERR_BAD_HANDLE] = "the handle was destroyed or is not one of this library's",
	[SAT_ERR_OUT_OF_MEMORY] = "out of memory",
	[SAT_ERR_BAD_ID] = "the body id is not in the world (never added, or removed)",
	[SAT_ERR_BAD_ARRAY] = "the array length does not match what the call needs",
	[SAT_ERR_BAD_TYPE] = "the body type does not exist (static, kinematic or dynamic), or is dynamic for a segment",
	[SAT_ERR_BAD_MATERIAL] = ("density must be positive and finite; friction, restitution, staticFriction and "
							  "rollingResistance >= 0 and finite (staticFriction may be -1: the same as friction); "
							  "tangentSpeed finite"),
	[SAT_ERR_BAD_STEP] = "dt must be in [0, 1] seconds; iterations and substeps in [1, 64]",
	[SAT_ERR_ZERO_LENGTH] = "a segment or capsule whose two end points coincide",
	[SAT_ERR_NOT_SIMPLE] = "a self-intersecting outline: edges cross or touch",
	[SAT_ERR_BAD_JOINT] = "a joint id not in the world, an unknown joint type, or a joint of one body to itself",
	[SAT_ERR_BAD_SNAPSHOT] = "a snapshot that is truncated, corrupted, of another format version or of other static "
							 "bodies or shapes",
};

const char* satErrorString(satError error)
{
	if ((int)error < 0 || error >= SAT_ERR_COUNT) return "unknown error";
	return satErrorMessages[error];
}

satError satCheckValue(float v)
{
	if (!isfinite(v)) return SAT_ERR_NOT_FINITE;
	if (fabsf(v) > SAT_MAX_COORDINATE) return SAT_ERR_OUT_OF_RANGE;
	return SAT_OK;
}

satError satCheckShape(const satShape* s)
{
	if (s == NULL) return SAT_ERR_NULL;
	return s->tag == SAT_SHAPE_TAG ? SAT_OK : SAT_ERR_BAD_HANDLE;
}

satError satCheckPair(const satShape* a, const satShape* b, satVec2 v)
{
	satError e = satCheckShape(a);
	if (e == SAT_OK) e = satCheckShape(b);
	if (e == SAT_OK) e = satCheckValue(v.x);
	if (e == SAT_OK) e = satCheckValue(v.y);
	return e;
}

const char* satGetVersion(void) { return SAT_VERSION_STRING; }
