// Joints as the caller adds, changes and removes them (after Box2D v3's joints); the step solves them
// (joint_solver.c). A joint lives in a slot of satWorld.joints, its id the slot and a count of the slot's reuses
// (as body ids); each body lists its joints (satBodyPhysics.jointHead, then satJoint.nextA / nextB).
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "world_internal.h"

#define SAT_JOINT_PI 3.14159265358979323846f
#define SAT_JOINT_LIMIT_ANGLE (0.99f * SAT_JOINT_PI)

satJointDef satDefaultJointDef(satJointType type)
{
	satJointDef d;
	memset(&d, 0, sizeof d);
	d.type = type;
	d.bodyA = SAT_WORLD_BODY;
	d.bodyB = -1;
	d.axis = (satVec2){ 1.0f, 0.0f };
	d.length = d.minLength = d.maxLength = -1.0f;
	if (type == SAT_JOINT_WHEEL) {
		d.axis = (satVec2){ 0.0f, 1.0f }; // a car's suspension (as Box2D's wheel joint)
		d.hertz = 4.0f;
		d.dampingRatio = 0.7f;
	}
	if (type == SAT_JOINT_MOUSE) {
		d.hertz = 5.0f;
		d.dampingRatio = 0.7f;
		d.maxForce = SAT_MAX_COORDINATE;
	}
	return d;
}

// The live joint of an id, or NULL.
static satJoint* satFindJoint(const satWorld* w, int id)
{
	if (id < 0) return NULL;
	int slot = id & SAT_SLOT_MASK;
	if (slot >= w->jointSlots || w->joints[slot].id != id) return NULL;
	return &w->joints[slot];
}

static satError satLookupJoint(const satWorld* w, int id, satJoint** out)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	*out = satFindJoint(w, id);
	return *out == NULL ? SAT_ERR_BAD_JOINT : SAT_OK;
}

// Every number of a definition finite and within SAT_MAX_COORDINATE, the ones that are amounts >= 0, limits in
// order.
static satError satCheckJointNumbers(const satJointDef* d)
{
	const float values[] = { d->anchorA.x, d->anchorA.y, d->anchorB.x, d->anchorB.y, d->axis.x, d->axis.y, d->lower,
		d->upper, d->motorSpeed, d->maxMotorTorque, d->maxMotorForce, d->hertz, d->dampingRatio, d->targetAngle,
		d->targetTranslation, d->length, d->minLength, d->maxLength, d->linearHertz, d->angularHertz, d->maxForce };
	for (size_t k = 0; k < sizeof values / sizeof values[0]; ++k) {
		satError e = satCheckValue(values[k]);
		if (e != SAT_OK) return e;
	}
	const float amounts[] = { d->maxMotorTorque, d->maxMotorForce, d->hertz, d->dampingRatio, d->linearHertz,
		d->angularHertz, d->maxForce };
	for (size_t k = 0; k < sizeof amounts / sizeof amounts[0]; ++k)
		if (amounts[k] < 0.0f) return SAT_ERR_OUT_OF_RANGE;
	if (d->enableLimit && d->lower > d->upper) return SAT_ERR_OUT_OF_RANGE;
	if (d->type == SAT_JOINT_REVOLUTE && d->enableLimit &&
		(d->lower < -SAT_JOINT_LIMIT_ANGLE || d->upper > SAT_JOINT_LIMIT_ANGLE))
		return SAT_ERR_OUT_OF_RANGE;
	return SAT_OK;
}

// A point of the world in a body's frame (from its origin).
static satVec2 satToLocal(const satBody* b, satVec2 p)
{
	float dx = p.x - b->x, dy = p.y - b->y, c = b->shape->cosAngle, s = b->shape->sinAngle;
	return (satVec2){ c * dx + s * dy, -s * dx + c * dy };
}

// A joint that keeps its bodies from colliding came or went: the broad phase, which carries over the pairs of
// bodies that did not change, finds their pairs anew (a static side is left alone: the moving side's pairs are
// found anew, with the statics too).
static void satJointChangesPairs(satWorld* w, const satJoint* j)
{
	if (j->def.collideConnected) return;
	if (j->slotA >= 0 && !w->bodies[j->slotA].isStatic) w->bodies[j->slotA].changed = true;
	if (!w->bodies[j->slotB].isStatic) w->bodies[j->slotB].changed = true;
}

// Put a joint at the head of a body's list.
static void satLinkJoint(satWorld* w, int slot, int joint, bool asA)
{
	satJoint* j = &w->joints[joint];
	int* next = asA ? &j->nextA : &j->nextB;
	*next = w->physics[slot].jointHead;
	w->physics[slot].jointHead = joint;
}

// Take a joint out of a body's list.
static void satUnlinkJoint(satWorld* w, int slot, int joint)
{
	int* at = &w->physics[slot].jointHead;
	while (*at >= 0 && *at != joint) {
		satJoint* t = &w->joints[*at];
		at = t->slotA == slot ? &t->nextA : &t->nextB;
	}
	if (*at != joint) return;
	const satJoint* j = &w->joints[joint];
	*at = j->slotA == slot ? j->nextA : j->nextB;
}

satError satWorld_AddJoint(satWorld* w, const satJointDef* def, int* outId)
{
	if (outId != NULL) *outId = -1;
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (def == NULL || outId == NULL) return SAT_ERR_NULL;
	satJointDef d = *def;
	if ((int)d.type < SAT_JOINT_REVOLUTE || (int)d.type >= SAT_JOINT_TYPE_COUNT) return SAT_ERR_BAD_JOINT;
	if (d.bodyA == d.bodyB) return SAT_ERR_BAD_JOINT;
	satBody* a = NULL;
	satBody* b = satWorldFindBody(w, d.bodyB);
	if (b == NULL) return SAT_ERR_BAD_ID;
	if (d.bodyA != SAT_WORLD_BODY && (a = satWorldFindBody(w, d.bodyA)) == NULL) return SAT_ERR_BAD_ID;
	e = satCheckJointNumbers(&d);
	if (e != SAT_OK) return e;
	satVec2 axis = d.axis;
	if (d.type == SAT_JOINT_PRISMATIC || d.type == SAT_JOINT_WHEEL) {
		double length = sqrt((double)axis.x * axis.x + (double)axis.y * axis.y);
		if (!(length > 0.0)) return SAT_ERR_BAD_AXIS;
		axis = (satVec2){ (float)(axis.x / length), (float)(axis.y / length) };
		if (axis.x == 0.0f && axis.y == 0.0f) return SAT_ERR_BAD_AXIS; // (denormal parts)
	}
	float length = d.length, minLength = d.minLength, maxLength = d.maxLength;
	if (d.type == SAT_JOINT_DISTANCE) {
		if (length < 0.0f) {
			double dx = (double)d.anchorB.x - d.anchorA.x, dy = (double)d.anchorB.y - d.anchorA.y;
			double measured = sqrt(dx * dx + dy * dy);
			if (measured > SAT_MAX_COORDINATE) return SAT_ERR_OUT_OF_RANGE;
			length = (float)measured;
		}
		if (minLength < 0.0f) minLength = d.hertz > 0.0f ? 0.0f : length;
		if (maxLength < 0.0f) maxLength = d.hertz > 0.0f ? SAT_MAX_COORDINATE : length;
		if (minLength > maxLength) return SAT_ERR_OUT_OF_RANGE;
	}
	// A free slot: the head of the free list, or a new one.
	int slot = w->jointFreeHead;
	if (slot < 0) {
		if (w->jointSlots >= SAT_MAX_SLOTS) return SAT_ERR_OUT_OF_MEMORY;
		int capacity = w->jointCapacity;
		if (!satWorldGrow((void**)&w->joints, &capacity, w->jointSlots + 1, sizeof(satJoint)))
			return SAT_ERR_OUT_OF_MEMORY;
		w->jointCapacity = capacity;
		slot = w->jointSlots++;
		w->joints[slot].generation = 0;
	} else {
		w->jointFreeHead = w->joints[slot].nextFree;
		if (w->jointFreeHead < 0) w->jointFreeTail = -1;
	}
	satJoint* j = &w->joints[slot];
	int generation = j->generation;
	memset(j, 0, sizeof *j);
	j->generation = generation;
	j->def = d;
	j->def.axis = axis;
	j->id = slot | generation << SAT_ID_SLOT_BITS;
	j->nextFree = -1;
	j->slotA = a != NULL ? (int)(a - w->bodies) : -1;
	j->slotB = (int)(b - w->bodies);
	j->nextA = j->nextB = -1;
	j->localA = a != NULL ? satToLocal(a, d.anchorA) : d.anchorA;
	j->localB = satToLocal(b, d.type == SAT_JOINT_DISTANCE ? d.anchorB : d.anchorA);
	if (a != NULL) {
		float c = a->shape->cosAngle, s = a->shape->sinAngle;
		j->localAxis = (satVec2){ c * axis.x + s * axis.y, -s * axis.x + c * axis.y };
	} else {
		j->localAxis = axis;
	}
	float angleA = a != NULL ? a->shape->xf.angle : 0.0f;
	j->referenceAngle = b->shape->xf.angle - angleA;
	j->length = length;
	j->minLength = minLength;
	j->maxLength = maxLength;
	if (a != NULL) satLinkJoint(w, j->slotA, slot, true);
	satLinkJoint(w, j->slotB, slot, false);
	if (a != NULL) satWakeIsland(w, j->slotA);
	satWakeIsland(w, j->slotB);
	satJointChangesPairs(w, j);
	w->jointCount++;
	*outId = j->id;
	return SAT_OK;
}

// Free a joint's slot (its bodies wake); after 2^(31 - SAT_ID_SLOT_BITS) uses a slot is retired, as a body's.
static void satFreeJoint(satWorld* w, int slot)
{
	satJoint* j = &w->joints[slot];
	satJointChangesPairs(w, j);
	if (j->slotA >= 0) {
		satUnlinkJoint(w, j->slotA, slot);
		satWakeIsland(w, j->slotA);
	}
	satUnlinkJoint(w, j->slotB, slot);
	satWakeIsland(w, j->slotB);
	j->generation = (j->generation + 1) & SAT_GENERATION_MASK;
	j->id = -1;
	j->slotA = j->slotB = -1;
	j->nextFree = -1;
	w->jointCount--;
	if (j->generation == 0) return; // every id of this slot was used: retired, never on the free list again
	if (w->jointFreeTail >= 0)
		w->joints[w->jointFreeTail].nextFree = slot;
	else
		w->jointFreeHead = slot;
	w->jointFreeTail = slot;
}

satError satWorld_RemoveJoint(satWorld* w, int jointId)
{
	satJoint* j;
	satError e = satLookupJoint(w, jointId, &j);
	if (e != SAT_OK) return e;
	satFreeJoint(w, (int)(j - w->joints));
	return SAT_OK;
}

void satJointsForgetBody(satWorld* w, int slot)
{
	while (w->physics[slot].jointHead >= 0) satFreeJoint(w, w->physics[slot].jointHead);
}

int satWorld_GetJointCount(const satWorld* w) { return satWorldCheck(w) == SAT_OK ? w->jointCount : 0; }

satError satWorld_GetJointBodies(const satWorld* w, int jointId, satJointType* type, int* bodyA, int* bodyB)
{
	if (type != NULL) *type = (satJointType)0;
	if (bodyA != NULL) *bodyA = -1;
	if (bodyB != NULL) *bodyB = -1;
	satJoint* j;
	satError e = satLookupJoint(w, jointId, &j);
	if (e != SAT_OK) return e;
	if (type == NULL || bodyA == NULL || bodyB == NULL) return SAT_ERR_NULL;
	*type = j->def.type;
	*bodyA = j->slotA >= 0 ? w->bodies[j->slotA].id : SAT_WORLD_BODY;
	*bodyB = w->bodies[j->slotB].id;
	return SAT_OK;
}

satError satWorld_SetJointMotor(satWorld* w, int jointId, float speed, float maxTorqueOrForce)
{
	satJoint* j;
	satError e = satLookupJoint(w, jointId, &j);
	if (e != SAT_OK) return e;
	satJointType t = j->def.type;
	if (t != SAT_JOINT_REVOLUTE && t != SAT_JOINT_PRISMATIC && t != SAT_JOINT_WHEEL) return SAT_ERR_BAD_JOINT;
	e = satCheckValue(speed);
	if (e == SAT_OK) e = satCheckValue(maxTorqueOrForce);
	if (e == SAT_OK && maxTorqueOrForce < 0.0f) e = SAT_ERR_OUT_OF_RANGE;
	if (e != SAT_OK) return e;
	j->def.enableMotor = maxTorqueOrForce > 0.0f;
	j->def.motorSpeed = speed;
	if (t == SAT_JOINT_PRISMATIC)
		j->def.maxMotorForce = maxTorqueOrForce;
	else
		j->def.maxMotorTorque = maxTorqueOrForce;
	if (!j->def.enableMotor) j->motorImpulse = 0.0f;
	if (j->slotA >= 0) satWakeIsland(w, j->slotA);
	satWakeIsland(w, j->slotB);
	return SAT_OK;
}

satError satWorld_SetJointTarget(satWorld* w, int jointId, float x, float y)
{
	satJoint* j;
	satError e = satLookupJoint(w, jointId, &j);
	if (e != SAT_OK) return e;
	if (j->def.type != SAT_JOINT_MOUSE) return SAT_ERR_BAD_JOINT;
	e = satCheckValue(x);
	if (e == SAT_OK) e = satCheckValue(y);
	if (e != SAT_OK) return e;
	j->def.anchorA = (satVec2){ x, y };
	if (j->slotA < 0) j->localA = j->def.anchorA;
	satWakeIsland(w, j->slotB);
	return SAT_OK;
}

satError satWorld_GetJointReaction(const satWorld* w, int jointId, satJointReaction* out)
{
	if (out != NULL) *out = (satJointReaction){ 0.0f, 0.0f, 0.0f };
	satJoint* j;
	satError e = satLookupJoint(w, jointId, &j);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	*out = j->reaction;
	return SAT_OK;
}
