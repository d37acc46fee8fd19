// Joints in the soft step: each substep warm starts them, solves them with position correction, and relaxes
// them without it, before the contacts of that pass (Erin Catto, "Solver2D" and Box2D v3's joints: soft
// constraints, a point constraint solved as one 2 x 2 block, limits speculative while apart, motors clamped by
// their largest force). One joint at a time, in slot order: the same bits on every build.
#include <math.h>

#include "world_internal.h"

#define SAT_JOINT_DAMPING_RATIO 2.0f

static float satJointWrap(float a)
{
	const float pi = 3.14159265358979323846f;
	if (a >= -pi && a <= pi) return a;
	return a - 2.0f * pi * floorf((a + pi) / (2.0f * pi));
}

static satVec2 satJRotate(float c, float s, satVec2 v) { return (satVec2){ c * v.x - s * v.y, s * v.x + c * v.y }; }
static float satJCross(satVec2 a, satVec2 b) { return a.x * b.y - a.y * b.x; }
static float satJDot(satVec2 a, satVec2 b) { return a.x * b.x + a.y * b.y; }
static satVec2 satJAdd(satVec2 a, satVec2 b) { return (satVec2){ a.x + b.x, a.y + b.y }; }
static satVec2 satJSub(satVec2 a, satVec2 b) { return (satVec2){ a.x - b.x, a.y - b.y }; }
static satVec2 satJScale(float s, satVec2 v) { return (satVec2){ s * v.x, s * v.y }; }

// Solve the symmetric 2 x 2 system [k11 k12; k12 k22] x = b (zero for a singular one).
static satVec2 satJSolve22(float k11, float k12, float k22, satVec2 b)
{
	float det = k11 * k22 - k12 * k12;
	if (det != 0.0f) det = 1.0f / det;
	return (satVec2){ det * (k22 * b.x - k12 * b.y), det * (k11 * b.y - k12 * b.x) };
}

// ---- A joint's two bodies, as a pass works on them ----

typedef struct satJBody {
	satSolverBody* s;
	satVec2 v;
	float w;
	satVec2 dc;  ///< movement of the centre of mass since the start of the step
	float c, sn; ///< rotation since the start of the step
	float dAngle;
	bool write; ///< a dynamic body: its velocity is written back
} satJBody;

static satJBody satJLoad(satWorld* w, int state)
{
	satSolverBody* s = &w->solver.bodies[state];
	bool moving = state < w->moverCount;
	return (satJBody){ s, { s->vx, s->vy }, s->w, { s->dx, s->dy }, s->dCos, s->dSin,
		moving ? w->states[state].dAngle : 0.0f, moving && w->states[state].falls };
}

static void satJStore(const satJBody* b)
{
	// A joint never makes a velocity non-finite (a body flung at extreme speeds can overflow its impulses): the
	// body keeps the velocity it had.
	if (!b->write || !isfinite(b->v.x) || !isfinite(b->v.y) || !isfinite(b->w)) return;
	b->s->vx = b->v.x;
	b->s->vy = b->v.y;
	b->s->w = b->w;
}

// Apply impulse p at rA to A (negatively) and at rB to B, with extra angular impulses.
static void satJApply(const satJoint* j, satJBody* a, satJBody* b, satVec2 p, float angularA, float angularB)
{
	a->v = satJSub(a->v, satJScale(j->mA, p));
	a->w -= j->iA * angularA;
	b->v = satJAdd(b->v, satJScale(j->mB, p));
	b->w += j->iB * angularB;
}

// ---- Prepare ----

bool satJointsReserve(satWorld* w)
{
	int capacity = w->activeJointCapacity;
	if (!satWorldGrow((void**)&w->activeJoints, &capacity, w->jointSlots + 1, sizeof(int))) return false;
	w->activeJointCapacity = capacity;
	return true;
}

// The axial mass of a direction through the anchors (with the levers a1 of A and a2 of B).
static float satJAxialMass(const satJoint* j, float a1, float a2)
{
	float k = j->mA + j->mB + j->iA * a1 * a1 + j->iB * a2 * a2;
	return k > 0.0f ? 1.0f / k : 0.0f;
}

void satJointsPrepare(satWorld* w, float h, float contactHertz)
{
	int resting = w->moverCount;
	w->activeJointCount = 0;
	for (int slot = 0; slot < w->jointSlots; ++slot) {
		satJoint* j = &w->joints[slot];
		if (j->id < 0) continue;
		const satBody* a = j->slotA >= 0 ? &w->bodies[j->slotA] : NULL;
		const satBody* b = &w->bodies[j->slotB];
		bool dynamicA = a != NULL && a->type == SAT_BODY_DYNAMIC, dynamicB = b->type == SAT_BODY_DYNAMIC;
		// Joints of asleep bodies keep their impulses (and reactions) for when they wake; joints of no dynamic body
		// do nothing.
		if ((a != NULL && w->physics[j->slotA].asleep) || w->physics[j->slotB].asleep) continue;
		if (!dynamicA && !dynamicB) {
			j->reaction = (satJointReaction){ 0.0f, 0.0f, 0.0f };
			continue;
		}
		w->activeJoints[w->activeJointCount++] = slot;
		j->stateA = a != NULL && a->moverAt >= 0 ? a->moverAt : resting;
		j->stateB = b->moverAt >= 0 ? b->moverAt : resting;
		j->mA = j->stateA != resting ? w->states[j->stateA].invMass : 0.0f;
		j->iA = j->stateA != resting ? w->states[j->stateA].invInertia : 0.0f;
		j->mB = j->stateB != resting ? w->states[j->stateB].invMass : 0.0f;
		j->iB = j->stateB != resting ? w->states[j->stateB].invInertia : 0.0f;
		float cosA = 1.0f, sinA = 0.0f, angleA = 0.0f;
		satVec2 cA = { 0.0f, 0.0f }, lcA = { 0.0f, 0.0f };
		if (a != NULL) {
			cosA = a->shape->cosAngle;
			sinA = a->shape->sinAngle;
			angleA = a->shape->xf.angle;
			cA = satCenterOf(w, a);
			lcA = w->physics[j->slotA].massData.center;
		}
		satVec2 cB = satCenterOf(w, b), lcB = w->physics[j->slotB].massData.center;
		float cosB = b->shape->cosAngle, sinB = b->shape->sinAngle;
		j->anchorA = satJRotate(cosA, sinA, satJSub(j->localA, lcA));
		j->anchorB = satJRotate(cosB, sinB, satJSub(j->localB, lcB));
		j->deltaCenter = satJSub(cB, cA);
		j->deltaAngle = satJointWrap(b->shape->xf.angle - angleA - j->referenceAngle);
		j->axis = satJRotate(cosA, sinA, j->localAxis);
		float k = j->iA + j->iB;
		j->angularMass = k > 0.0f ? 1.0f / k : 0.0f;
		j->spring = satMakeSoft(j->def.hertz, j->def.dampingRatio, h);
		j->linearSoft = j->angularSoft = satMakeSoft(2.0f * contactHertz, SAT_JOINT_DAMPING_RATIO, h);
		satVec2 d = satJAdd(j->deltaCenter, satJSub(j->anchorB, j->anchorA));
		switch (j->def.type) {
		case SAT_JOINT_DISTANCE: {
			float length = sqrtf(satJDot(d, d));
			satVec2 axis = length > 0.0f ? satJScale(1.0f / length, d) : (satVec2){ 0.0f, 0.0f };
			j->axialMass = satJAxialMass(j, satJCross(j->anchorA, axis), satJCross(j->anchorB, axis));
			break;
		}
		case SAT_JOINT_WELD:
			if (j->def.linearHertz > 0.0f) j->linearSoft = satMakeSoft(j->def.linearHertz, j->def.dampingRatio, h);
			if (j->def.angularHertz > 0.0f) j->angularSoft = satMakeSoft(j->def.angularHertz, j->def.dampingRatio, h);
			break;
		case SAT_JOINT_PRISMATIC:
		case SAT_JOINT_WHEEL: {
			satVec2 perp = { -j->axis.y, j->axis.x };
			satVec2 dA = satJAdd(d, j->anchorA);
			j->axialMass = satJAxialMass(j, satJCross(dA, j->axis), satJCross(j->anchorB, j->axis));
			j->perpMass = satJAxialMass(j, satJCross(dA, perp), satJCross(j->anchorB, perp));
			break;
		}
		case SAT_JOINT_MOUSE:
			// Pulls B's point to the target (in the world, whatever body A is), its spin damped.
			j->deltaCenter = satJSub(cB, j->def.anchorA);
			j->mA = j->iA = 0.0f;
			j->stateA = resting;
			j->linearSoft = j->spring;
			j->angularMass = j->iB > 0.0f ? 1.0f / j->iB : 0.0f;
			break;
		default:
			break;
		}
		if (!j->def.enableMotor) j->motorImpulse = 0.0f;
		if (!j->def.enableLimit && j->def.type != SAT_JOINT_DISTANCE) j->lowerImpulse = j->upperImpulse = 0.0f;
		if (j->def.hertz == 0.0f) j->springImpulse = 0.0f;
	}
}

// ---- Warm start ----

// The separation of the anchors now (B's less A's) and the anchors turned with their bodies.
static satVec2 satJSeparation(const satJoint* j, const satJBody* a, const satJBody* b, satVec2* rA, satVec2* rB)
{
	*rA = satJRotate(a->c, a->sn, j->anchorA);
	*rB = satJRotate(b->c, b->sn, j->anchorB);
	return satJAdd(satJAdd(satJSub(b->dc, a->dc), j->deltaCenter), satJSub(*rB, *rA));
}

static void satJointWarmStart(satWorld* w, satJoint* j)
{
	satJBody a = satJLoad(w, j->stateA), b = satJLoad(w, j->stateB);
	satVec2 rA, rB, d = satJSeparation(j, &a, &b, &rA, &rB);
	switch (j->def.type) {
	case SAT_JOINT_REVOLUTE:
	case SAT_JOINT_WELD: {
		float axial = j->def.type == SAT_JOINT_WELD
			? j->angularImpulse
			: j->springImpulse + j->motorImpulse + j->lowerImpulse - j->upperImpulse;
		satVec2 p = j->linearImpulse;
		satJApply(j, &a, &b, p, satJCross(rA, p) + axial, satJCross(rB, p) + axial);
		break;
	}
	case SAT_JOINT_DISTANCE: {
		float length = sqrtf(satJDot(d, d));
		satVec2 axis = length > 0.0f ? satJScale(1.0f / length, d) : (satVec2){ 0.0f, 0.0f };
		satVec2 p = satJScale(j->axialImpulse + j->springImpulse + j->lowerImpulse - j->upperImpulse, axis);
		satJApply(j, &a, &b, p, satJCross(rA, p), satJCross(rB, p));
		break;
	}
	case SAT_JOINT_PRISMATIC:
	case SAT_JOINT_WHEEL: {
		satVec2 axis = satJRotate(a.c, a.sn, j->axis), perp = { -axis.y, axis.x };
		satVec2 dA = satJAdd(d, rA);
		float a1 = satJCross(dA, axis), a2 = satJCross(rB, axis), s1 = satJCross(dA, perp), s2 = satJCross(rB, perp);
		bool prismatic = j->def.type == SAT_JOINT_PRISMATIC;
		float axial = j->springImpulse + (prismatic ? j->motorImpulse : 0.0f) + j->lowerImpulse - j->upperImpulse;
		float perpImpulse = j->linearImpulse.x;
		float spin = prismatic ? j->linearImpulse.y : j->motorImpulse;
		satVec2 p = satJAdd(satJScale(axial, axis), satJScale(perpImpulse, perp));
		satJApply(j, &a, &b, p, axial * a1 + perpImpulse * s1 + spin, axial * a2 + perpImpulse * s2 + spin);
		break;
	}
	case SAT_JOINT_MOUSE: {
		satVec2 p = j->linearImpulse;
		satJApply(j, &a, &b, p, 0.0f, satJCross(rB, p) + j->angularImpulse);
		break;
	}
	default:
		break;
	}
	satJStore(&a);
	satJStore(&b);
}

void satJointsWarmStart(satWorld* w)
{
	for (int k = 0; k < w->activeJointCount; ++k) satJointWarmStart(w, &w->joints[w->activeJoints[k]]);
}

// ---- Solve ----

// A soft constraint's terms: with position correction (useBias) or a spring, the softness's; else rigid with no
// bias (the relax pass).
typedef struct satJTerms {
	float bias, massScale, impulseScale;
} satJTerms;

static satJTerms satJSoft(const satSoftness* s, float c, bool useBias)
{
	if (!useBias) return (satJTerms){ 0.0f, 1.0f, 0.0f };
	return (satJTerms){ s->biasRate * c, s->massScale, s->impulseScale };
}

// A one-sided limit on a position c >= 0 whose rate is cdot: speculative while apart (c > 0), soft when past it.
// Returns the change of the accumulated impulse (kept >= 0).
static float satJLimit(
	const satJoint* j, float* accumulated, float mass, float c, float cdot, float inverseH, bool useBias)
{
	satJTerms t = { 0.0f, 1.0f, 0.0f };
	if (c > 0.0f)
		t.bias = c * inverseH;
	else if (useBias)
		t = satJSoft(&j->linearSoft, c, true);
	float impulse = -mass * t.massScale * (cdot + t.bias) - t.impulseScale * *accumulated;
	float total = satMaxF(*accumulated + impulse, 0.0f);
	impulse = total - *accumulated;
	*accumulated = total;
	return impulse;
}

// The relative angle of B to A less the reference angle, now.
static float satJAngle(const satJoint* j, const satJBody* a, const satJBody* b)
{
	return j->deltaAngle + (b->dAngle - a->dAngle);
}

// The point constraint: B's anchor held on A's (softly, or a spring for the mouse joint).
static void satJPoint(satJoint* j, satJBody* a, satJBody* b, satVec2 rA, satVec2 rB, satVec2 d, satJTerms t)
{
	satVec2 cdot = satJSub(
		satJAdd(b->v, (satVec2){ -b->w * rB.y, b->w * rB.x }), satJAdd(a->v, (satVec2){ -a->w * rA.y, a->w * rA.x }));
	float k11 = j->mA + j->mB + j->iA * rA.y * rA.y + j->iB * rB.y * rB.y;
	float k12 = -j->iA * rA.x * rA.y - j->iB * rB.x * rB.y;
	float k22 = j->mA + j->mB + j->iA * rA.x * rA.x + j->iB * rB.x * rB.x;
	satVec2 bias = satJScale(t.bias, d);
	satVec2 x = satJSolve22(k11, k12, k22, satJAdd(cdot, bias));
	satVec2 impulse = { -t.massScale * x.x - t.impulseScale * j->linearImpulse.x,
		-t.massScale * x.y - t.impulseScale * j->linearImpulse.y };
	j->linearImpulse = satJAdd(j->linearImpulse, impulse);
	satJApply(j, a, b, impulse, satJCross(rA, impulse), satJCross(rB, impulse));
}

static void satSolveRevolute(satJoint* j, satJBody* a, satJBody* b, float h, float inverseH, bool useBias)
{
	bool turns = j->iA + j->iB > 0.0f;
	float angle = satJAngle(j, a, b);
	if (turns && j->def.hertz > 0.0f) {
		satJTerms t = satJSoft(&j->spring, angle - j->def.targetAngle, true);
		float impulse = -t.massScale * j->angularMass * (b->w - a->w + t.bias) - t.impulseScale * j->springImpulse;
		j->springImpulse += impulse;
		a->w -= j->iA * impulse;
		b->w += j->iB * impulse;
	}
	if (turns && j->def.enableMotor) {
		float impulse = -j->angularMass * (b->w - a->w - j->def.motorSpeed);
		float most = h * j->def.maxMotorTorque, old = j->motorImpulse;
		j->motorImpulse = satMaxF(-most, satMinF(old + impulse, most));
		impulse = j->motorImpulse - old;
		a->w -= j->iA * impulse;
		b->w += j->iB * impulse;
	}
	if (turns && j->def.enableLimit) {
		float impulse = satJLimit(
			j, &j->lowerImpulse, j->angularMass, angle - j->def.lower, b->w - a->w, inverseH, useBias);
		a->w -= j->iA * impulse;
		b->w += j->iB * impulse;
		impulse = satJLimit(j, &j->upperImpulse, j->angularMass, j->def.upper - angle, a->w - b->w, inverseH, useBias);
		a->w += j->iA * impulse;
		b->w -= j->iB * impulse;
	}
	satVec2 rA, rB, d = satJSeparation(j, a, b, &rA, &rB);
	satJPoint(j, a, b, rA, rB, d, satJSoft(&j->linearSoft, 1.0f, useBias));
}

static void satSolveWeld(satJoint* j, satJBody* a, satJBody* b, bool useBias)
{
	{
		bool soft = useBias || j->def.angularHertz > 0.0f;
		satJTerms t = satJSoft(&j->angularSoft, satJAngle(j, a, b), soft);
		float impulse = -j->angularMass * t.massScale * (b->w - a->w + t.bias) - t.impulseScale * j->angularImpulse;
		j->angularImpulse += impulse;
		a->w -= j->iA * impulse;
		b->w += j->iB * impulse;
	}
	satVec2 rA, rB, d = satJSeparation(j, a, b, &rA, &rB);
	satJPoint(j, a, b, rA, rB, d, satJSoft(&j->linearSoft, 1.0f, useBias || j->def.linearHertz > 0.0f));
}

static void satSolveDistance(satJoint* j, satJBody* a, satJBody* b, float inverseH, bool useBias)
{
	satVec2 rA, rB, d = satJSeparation(j, a, b, &rA, &rB);
	float length = sqrtf(satJDot(d, d));
	if (!(length > 0.0f)) return; // the anchors coincide: no direction to act along
	satVec2 axis = satJScale(1.0f / length, d);
	float crA = satJCross(rA, axis), crB = satJCross(rB, axis);
#define SAT_DISTANCE_CDOT                                                                                              \
	satJDot(axis,                                                                                                      \
		satJSub(satJAdd(b->v, (satVec2){ -b->w * rB.y, b->w * rB.x }),                                                 \
			satJAdd(a->v, (satVec2){ -a->w * rA.y, a->w * rA.x })))
	if (j->minLength == j->maxLength) { // a rod
		satJTerms t = satJSoft(&j->linearSoft, length - j->minLength, useBias);
		float impulse = -t.massScale * j->axialMass * (SAT_DISTANCE_CDOT + t.bias) - t.impulseScale * j->axialImpulse;
		j->axialImpulse += impulse;
		satJApply(j, a, b, satJScale(impulse, axis), impulse * crA, impulse * crB);
		return;
	}
	j->axialImpulse = 0.0f;
	if (j->def.hertz > 0.0f) {
		satJTerms t = satJSoft(&j->spring, length - j->length, true);
		float impulse = -t.massScale * j->axialMass * (SAT_DISTANCE_CDOT + t.bias) - t.impulseScale * j->springImpulse;
		j->springImpulse += impulse;
		satJApply(j, a, b, satJScale(impulse, axis), impulse * crA, impulse * crB);
	}
	float impulse = satJLimit(
		j, &j->lowerImpulse, j->axialMass, length - j->minLength, SAT_DISTANCE_CDOT, inverseH, useBias);
	satJApply(j, a, b, satJScale(impulse, axis), impulse * crA, impulse * crB);
	if (j->maxLength < SAT_MAX_COORDINATE) {
		impulse = satJLimit(
			j, &j->upperImpulse, j->axialMass, j->maxLength - length, -SAT_DISTANCE_CDOT, inverseH, useBias);
		satJApply(j, a, b, satJScale(-impulse, axis), -impulse * crA, -impulse * crB);
	}
#undef SAT_DISTANCE_CDOT
}

// Prismatic (no turning) and wheel (free turning, a suspension spring and an angular motor).
static void satSolveSlider(satJoint* j, satJBody* a, satJBody* b, float h, float inverseH, bool useBias)
{
	bool prismatic = j->def.type == SAT_JOINT_PRISMATIC;
	satVec2 rA, rB, d = satJSeparation(j, a, b, &rA, &rB);
	satVec2 axis = satJRotate(a->c, a->sn, j->axis), perp = { -axis.y, axis.x };
	satVec2 dA = satJAdd(d, rA);
	float a1 = satJCross(dA, axis), a2 = satJCross(rB, axis);
	float translation = satJDot(axis, d);
#define SAT_AXIAL_CDOT (satJDot(axis, satJSub(b->v, a->v)) + a2 * b->w - a1 * a->w)
#define SAT_AXIAL_APPLY(impulse) satJApply(j, a, b, satJScale((impulse), axis), (impulse)*a1, (impulse)*a2)
	if (!prismatic && j->def.enableMotor && j->iA + j->iB > 0.0f) { // the wheel's motor turns it
		float impulse = -j->angularMass * (b->w - a->w - j->def.motorSpeed);
		float most = h * j->def.maxMotorTorque, old = j->motorImpulse;
		j->motorImpulse = satMaxF(-most, satMinF(old + impulse, most));
		impulse = j->motorImpulse - old;
		a->w -= j->iA * impulse;
		b->w += j->iB * impulse;
	}
	if (j->def.hertz > 0.0f) {
		float rest = prismatic ? j->def.targetTranslation : 0.0f;
		satJTerms t = satJSoft(&j->spring, translation - rest, true);
		float impulse = -t.massScale * j->axialMass * (SAT_AXIAL_CDOT + t.bias) - t.impulseScale * j->springImpulse;
		j->springImpulse += impulse;
		SAT_AXIAL_APPLY(impulse);
	}
	if (prismatic && j->def.enableMotor) {
		float impulse = j->axialMass * (j->def.motorSpeed - SAT_AXIAL_CDOT);
		float most = h * j->def.maxMotorForce, old = j->motorImpulse;
		j->motorImpulse = satMaxF(-most, satMinF(old + impulse, most));
		impulse = j->motorImpulse - old;
		SAT_AXIAL_APPLY(impulse);
	}
	if (j->def.enableLimit) {
		float impulse = satJLimit(
			j, &j->lowerImpulse, j->axialMass, translation - j->def.lower, SAT_AXIAL_CDOT, inverseH, useBias);
		SAT_AXIAL_APPLY(impulse);
		impulse = satJLimit(
			j, &j->upperImpulse, j->axialMass, j->def.upper - translation, -SAT_AXIAL_CDOT, inverseH, useBias);
		SAT_AXIAL_APPLY(-impulse);
	}
#undef SAT_AXIAL_CDOT
#undef SAT_AXIAL_APPLY
	float s1 = satJCross(dA, perp), s2 = satJCross(rB, perp);
	float perpCdot = satJDot(perp, satJSub(b->v, a->v)) + s2 * b->w - s1 * a->w;
	if (prismatic) { // off the axis and turning, as one 2 x 2 block
		satVec2 cdot = { perpCdot, b->w - a->w };
		satVec2 c = { satJDot(perp, d), satJAngle(j, a, b) };
		satJTerms t = satJSoft(&j->linearSoft, 1.0f, useBias);
		float k11 = j->mA + j->mB + j->iA * s1 * s1 + j->iB * s2 * s2, k12 = j->iA * s1 + j->iB * s2;
		float k22 = j->iA + j->iB;
		if (k22 == 0.0f) k22 = 1.0f; // neither turns: the angular row is idle
		satVec2 x = satJSolve22(k11, k12, k22, satJAdd(cdot, satJScale(t.bias, c)));
		satVec2 impulse = { -t.massScale * x.x - t.impulseScale * j->linearImpulse.x,
			-t.massScale * x.y - t.impulseScale * j->linearImpulse.y };
		j->linearImpulse = satJAdd(j->linearImpulse, impulse);
		satJApply(j, a, b, satJScale(impulse.x, perp), impulse.x * s1 + impulse.y, impulse.x * s2 + impulse.y);
	} else { // off the axis only
		satJTerms t = satJSoft(&j->linearSoft, satJDot(perp, d), useBias);
		float impulse = -t.massScale * j->perpMass * (perpCdot + t.bias) - t.impulseScale * j->linearImpulse.x;
		j->linearImpulse.x += impulse;
		satJApply(j, a, b, satJScale(impulse, perp), impulse * s1, impulse * s2);
	}
}

static void satSolveMouse(satJoint* j, satJBody* b, float h)
{
	{ // the spin damped (no bias)
		satJTerms t = satJSoft(&j->angularSoft, 0.0f, true);
		float impulse = -j->angularMass * t.massScale * b->w - t.impulseScale * j->angularImpulse;
		j->angularImpulse += impulse;
		b->w += j->iB * impulse;
	}
	satVec2 rB = satJRotate(b->c, b->sn, j->anchorB);
	satVec2 cdot = satJAdd(b->v, (satVec2){ -b->w * rB.y, b->w * rB.x });
	satVec2 d = satJAdd(satJAdd(b->dc, rB), j->deltaCenter);
	float k11 = j->mB + j->iB * rB.y * rB.y, k12 = -j->iB * rB.x * rB.y, k22 = j->mB + j->iB * rB.x * rB.x;
	satJTerms t = satJSoft(&j->linearSoft, 1.0f, true);
	satVec2 x = satJSolve22(k11, k12, k22, satJAdd(cdot, satJScale(t.bias, d)));
	satVec2 old = j->linearImpulse;
	satVec2 total = { old.x - t.massScale * x.x - t.impulseScale * old.x,
		old.y - t.massScale * x.y - t.impulseScale * old.y };
	float most = h * j->def.maxForce, size = sqrtf(satJDot(total, total));
	if (size > most && size > 0.0f) total = satJScale(most / size, total);
	j->linearImpulse = total;
	satVec2 impulse = satJSub(total, old);
	b->v = satJAdd(b->v, satJScale(j->mB, impulse));
	b->w += j->iB * satJCross(rB, impulse);
}

// Impulses that overflowed start again from zero (warm starting from them would spread NaN).
static void satJSanitize(satJoint* j)
{
	float sum = j->linearImpulse.x + j->linearImpulse.y + j->angularImpulse + j->axialImpulse + j->springImpulse +
		j->motorImpulse + j->lowerImpulse + j->upperImpulse;
	if (isfinite(sum)) return;
	j->linearImpulse = (satVec2){ 0.0f, 0.0f };
	j->angularImpulse = j->axialImpulse = j->springImpulse = j->motorImpulse = j->lowerImpulse = j->upperImpulse = 0.0f;
}

void satJointsSolve(satWorld* w, float h, bool useBias)
{
	float inverseH = h > 0.0f ? 1.0f / h : 0.0f;
	for (int k = 0; k < w->activeJointCount; ++k) {
		satJoint* j = &w->joints[w->activeJoints[k]];
		satJBody a = satJLoad(w, j->stateA), b = satJLoad(w, j->stateB);
		switch (j->def.type) {
		case SAT_JOINT_REVOLUTE:
			satSolveRevolute(j, &a, &b, h, inverseH, useBias);
			break;
		case SAT_JOINT_WELD:
			satSolveWeld(j, &a, &b, useBias);
			break;
		case SAT_JOINT_DISTANCE:
			satSolveDistance(j, &a, &b, inverseH, useBias);
			break;
		case SAT_JOINT_PRISMATIC:
		case SAT_JOINT_WHEEL:
			satSolveSlider(j, &a, &b, h, inverseH, useBias);
			break;
		case SAT_JOINT_MOUSE:
			satSolveMouse(j, &b, h);
			break;
		default:
			break;
		}
		satJStore(&a);
		satJStore(&b);
		satJSanitize(j);
	}
}

// ---- Reactions ----

void satJointsStore(satWorld* w, float h)
{
	float inverseH = h > 0.0f ? 1.0f / h : 0.0f;
	for (int k = 0; k < w->activeJointCount; ++k) {
		satJoint* j = &w->joints[w->activeJoints[k]];
		satJBody a = satJLoad(w, j->stateA), b = satJLoad(w, j->stateB);
		satVec2 rA, rB, d = satJSeparation(j, &a, &b, &rA, &rB), force = { 0.0f, 0.0f };
		float torque = 0.0f;
		switch (j->def.type) {
		case SAT_JOINT_REVOLUTE:
			force = j->linearImpulse;
			torque = j->springImpulse + j->motorImpulse + j->lowerImpulse - j->upperImpulse;
			break;
		case SAT_JOINT_WELD:
			force = j->linearImpulse;
			torque = j->angularImpulse;
			break;
		case SAT_JOINT_DISTANCE: {
			float length = sqrtf(satJDot(d, d));
			if (length > 0.0f)
				force = satJScale((j->axialImpulse + j->springImpulse + j->lowerImpulse - j->upperImpulse) / length, d);
			break;
		}
		case SAT_JOINT_PRISMATIC:
		case SAT_JOINT_WHEEL: {
			satVec2 axis = satJRotate(a.c, a.sn, j->axis), perp = { -axis.y, axis.x };
			bool prismatic = j->def.type == SAT_JOINT_PRISMATIC;
			float axial = j->springImpulse + (prismatic ? j->motorImpulse : 0.0f) + j->lowerImpulse - j->upperImpulse;
			force = satJAdd(satJScale(axial, axis), satJScale(j->linearImpulse.x, perp));
			torque = prismatic ? j->linearImpulse.y : j->motorImpulse;
			break;
		}
		case SAT_JOINT_MOUSE:
			force = j->linearImpulse;
			torque = j->angularImpulse;
			break;
		default:
			break;
		}
		j->reaction = (satJointReaction){ inverseH * force.x, inverseH * force.y, inverseH * torque };
		if (!isfinite(j->reaction.fx) || !isfinite(j->reaction.fy) || !isfinite(j->reaction.torque))
			j->reaction = (satJointReaction){ 0.0f, 0.0f, 0.0f }; // (overflowed: reported as none)
	}
}
