// Test helpers for the world's physics tests: a body added and typed in one call, shapes made in one call, and a
// body's transform and velocity read in one call (each call checked).
#ifndef BODIES_H
#define BODIES_H

#include "sat.h"

/// A body of the given type and shape at (x, y, angle); the shape is copied by the world and destroyed here.
int addBody(satWorld* w, satShape* shape, float x, float y, float angle, satBodyType type);
satShape* box(float w, float h);
satShape* circle(float r);
satTransform transformOf(const satWorld* w, int id);
satVelocity velocityOf(const satWorld* w, int id);

#endif
