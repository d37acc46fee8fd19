// A body's physics as the caller sets and reads it: its type, material and mass, velocity, damping, impulses and
// bullet flag; the world's gravity. The step that moves the bodies is solver.c's.
#include <math.h>
#include <string.h>

#include "world_internal.h"

bool satValidMaterial(const satMaterial* m)
{
	// The tangent speed may have either sign: its magnitude is checked.
	float v[6] = { m->density, m->friction, m->restitution, m->staticFriction, m->rollingResistance,
		fabsf(m->tangentSpeed) };
	if (v[3] == SAT_SAME_AS_FRICTION) v[3] = 0.0f;
	for (int k = 0; k < 6; ++k)
		if (!isfinite(v[k]) || v[k] < 0.0f || v[k] > SAT_MAX_COORDINATE) return false;
	return m->density > 0.0f;
}

// Mass and inverses from the shape and density; only a dynamic body has finite mass in the solver.
void satUpdateMass(satWorld* w, satBody* b)
{
	satBodyPhysics* p = satPhysicsOf(w, b);
	p->massData = satShapeMass(b->shape, p->material.density, &p->minExtent);
	bool dynamic = b->type == SAT_BODY_DYNAMIC;
	p->invMass = dynamic && p->massData.mass > 0.0f ? 1.0f / p->massData.mass : 0.0f;
	p->invInertia = dynamic && p->massData.inertia > 0.0f ? 1.0f / p->massData.inertia : 0.0f;
	if (!isfinite(p->invMass)) p->invMass = 0.0f;
	if (!isfinite(p->invInertia)) p->invInertia = 0.0f;
}

satError satWorld_SetType(satWorld* w, int id, satBodyType type)
{
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e != SAT_OK) return e;
	if (type != SAT_BODY_STATIC && type != SAT_BODY_KINEMATIC && type != SAT_BODY_DYNAMIC) return SAT_ERR_BAD_TYPE;
	if (type == SAT_BODY_DYNAMIC && b->shape->type == SAT_SHAPE_SEGMENT) return SAT_ERR_BAD_TYPE; // no area, no mass
	if (type == SAT_BODY_DYNAMIC && b->type == type) return SAT_OK; // (SetStatic(false) would make it kinematic)
	e = satWorld_SetStatic(w, id, type == SAT_BODY_STATIC);
	if (e != SAT_OK) return e;
	if (type != SAT_BODY_STATIC && b->type != type) {
		satNudge(w, (int)(b - w->bodies));
		b->type = type;
		b->changed = true;
	}
	satUpdateMass(w, b);
	return SAT_OK;
}

satError satWorld_GetType(const satWorld* w, int id, satBodyType* out)
{
	if (out == NULL) return satWorldCheck(w) != SAT_OK ? satWorldCheck(w) : SAT_ERR_NULL;
	*out = (satBodyType)0;
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e == SAT_OK) *out = b->type;
	return e;
}

satError satWorld_SetMaterial(satWorld* w, int id, const satMaterial* material)
{
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e != SAT_OK) return e;
	if (material == NULL) return SAT_ERR_NULL;
	if (!satValidMaterial(material)) return SAT_ERR_BAD_MATERIAL;
	if (memcmp(&satPhysicsOf(w, b)->material, material, sizeof *material) != 0) satNudge(w, (int)(b - w->bodies));
	satPhysicsOf(w, b)->material = *material;
	satUpdateMass(w, b);
	return SAT_OK;
}

satError satWorld_GetMaterial(const satWorld* w, int id, satMaterial* out)
{
	if (out != NULL) *out = (satMaterial){ 0, 0, 0, 0, 0, 0 };
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	*out = satPhysicsOf(w, b)->material;
	return SAT_OK;
}

satError satWorld_GetMassData(const satWorld* w, int id, satMassData* out)
{
	if (out != NULL) *out = (satMassData){ 0, 0, { 0, 0 } };
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	*out = satPhysicsOf(w, b)->massData;
	return SAT_OK;
}

satError satWorld_SetVelocity(satWorld* w, int id, float vx, float vy, float angularVelocity)
{
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e == SAT_OK) e = satCheckValue(vx);
	if (e == SAT_OK) e = satCheckValue(vy);
	if (e == SAT_OK) e = satCheckValue(angularVelocity);
	if (e != SAT_OK) return e;
	if (b->type == SAT_BODY_STATIC) return SAT_OK;
	if (vx != 0.0f || vy != 0.0f || angularVelocity != 0.0f) satWakeIsland(w, (int)(b - w->bodies));
	satBodyPhysics* p = satPhysicsOf(w, b);
	p->vx = vx;
	p->vy = vy;
	p->angularVelocity = angularVelocity;
	return SAT_OK;
}

satError satWorld_GetVelocity(const satWorld* w, int id, satVelocity* out)
{
	if (out != NULL) *out = (satVelocity){ 0, 0, 0 };
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	const satBodyPhysics* p = satPhysicsOf(w, b);
	*out = (satVelocity){ p->vx, p->vy, p->angularVelocity };
	return SAT_OK;
}

// A damping is finite, >= 0 and at most SAT_MAX_COORDINATE.
static satError satCheckDamping(float v)
{
	satError e = satCheckValue(v);
	return e == SAT_OK && v < 0.0f ? SAT_ERR_OUT_OF_RANGE : e;
}

satError satWorld_SetDamping(satWorld* w, int id, float linear, float angular)
{
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e == SAT_OK) e = satCheckDamping(linear);
	if (e == SAT_OK) e = satCheckDamping(angular);
	if (e != SAT_OK) return e;
	satBodyPhysics* p = satPhysicsOf(w, b);
	p->linearDamping = linear;
	p->angularDamping = angular;
	return SAT_OK;
}

satError satWorld_GetDamping(const satWorld* w, int id, float* linear, float* angular)
{
	if (linear != NULL) *linear = 0.0f;
	if (angular != NULL) *angular = 0.0f;
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e != SAT_OK) return e;
	if (linear == NULL || angular == NULL) return SAT_ERR_NULL;
	*linear = satPhysicsOf(w, b)->linearDamping;
	*angular = satPhysicsOf(w, b)->angularDamping;
	return SAT_OK;
}

satError satWorld_ApplyImpulse(satWorld* w, int id, float ix, float iy, const satVec2* point)
{
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e == SAT_OK) e = satCheckValue(ix);
	if (e == SAT_OK) e = satCheckValue(iy);
	if (e == SAT_OK && point != NULL) e = satCheckValue(point->x);
	if (e == SAT_OK && point != NULL) e = satCheckValue(point->y);
	if (e != SAT_OK || b->type != SAT_BODY_DYNAMIC) return e;
	if (ix != 0.0f || iy != 0.0f) satWakeIsland(w, (int)(b - w->bodies));
	satBodyPhysics* p = satPhysicsOf(w, b);
	p->vx += p->invMass * ix;
	p->vy += p->invMass * iy;
	if (point != NULL) {
		satVec2 c = satCenterOf(w, b);
		float rx = point->x - c.x, ry = point->y - c.y;
		p->angularVelocity += p->invInertia * (rx * iy - ry * ix);
	}
	float spin = p->angularVelocity;                    // capped only when the impulse changed it (off the centre)
	satCapVelocity(&p->vx, &p->vy, &spin, w->maxSpeed); // a huge impulse on a tiny body must not overflow
	if (point != NULL) p->angularVelocity = spin;
	return SAT_OK;
}

satError satWorld_SetBullet(satWorld* w, int id, bool isBullet)
{
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e == SAT_OK) satPhysicsOf(w, b)->bullet = isBullet;
	return e;
}

satError satWorld_IsBullet(const satWorld* w, int id, bool* out)
{
	if (out == NULL) return satWorldCheck(w) != SAT_OK ? satWorldCheck(w) : SAT_ERR_NULL;
	*out = false;
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e == SAT_OK) *out = satPhysicsOf(w, b)->bullet;
	return e;
}

satError satWorld_SetGravity(satWorld* w, float gx, float gy)
{
	satError e = satWorldCheck(w);
	if (e == SAT_OK) e = satCheckValue(gx);
	if (e == SAT_OK) e = satCheckValue(gy);
	if (e == SAT_OK && (gx != w->gravity.x || gy != w->gravity.y)) satWakeAll(w);
	if (e == SAT_OK) w->gravity = (satVec2){ gx, gy };
	return e;
}

satVec2 satWorld_GetGravity(const satWorld* w)
{
	return satWorldCheck(w) == SAT_OK ? w->gravity : (satVec2){ 0.0f, 0.0f };
}

satError satWorld_GetTransform(const satWorld* w, int id, satTransform* out)
{
	if (out != NULL) *out = (satTransform){ 0, 0, 0 };
	satBody* b;
	satError e = satWorldLookup(w, id, &b);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	*out = (satTransform){ b->x, b->y, b->shape->xf.angle };
	return SAT_OK;
}
