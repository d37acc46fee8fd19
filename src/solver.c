// The physics step on the world: it solves contacts with sequential impulses as soft constraints over substeps
// (Erin Catto, "Iterative Dynamics with Temporal Coherence", GDC 2005; the soft step of Box2D v3), then stops fast
// bodies at their first time of impact. What the caller sets of a body (type, material, velocity) is physics.c's.
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "world_internal.h"

#define SAT_PI 3.14159265358979323846f
#define SAT_DEFAULT_ITERATIONS 8
#define SAT_DEFAULT_SUBSTEPS 4

// The static friction coefficient a material holds with.
static float satStaticFrictionOf(const satMaterial* m)
{
	return m->staticFriction == SAT_SAME_AS_FRICTION ? m->friction : m->staticFriction;
}

// ---- The step ----

static float satCross(satVec2 a, satVec2 b) { return a.x * b.y - a.y * b.x; }

// Relative velocity of B's point rB against A's point rA.
static satVec2 satRelativeVelocity(const satBodyState* a, satVec2 rA, const satBodyState* b, satVec2 rB)
{
	return (satVec2){ (b->vx - b->w * rB.y) - (a->vx - a->w * rA.y), (b->vy + b->w * rB.x) - (a->vy + a->w * rA.x) };
}

// The table of this step's contacts, the kept ones of asleep bodies included (reserved by
// satReserveNextContacts), becomes the one the next step reads.
void satIndexContacts(satWorld* w)
{
	w->contactTable ^= 1;
	satContactTable* t = &w->contactTables[w->contactTable];
	memset(t->keys, 0xff, (size_t)t->capacity * sizeof(uint64_t));
	for (int i = 0; i < w->contactCount + w->keptContactCount; ++i) {
		const satContact* c = &w->contacts[i];
		uint64_t key = satPairKey(w->bodies[c->slotA].id, w->bodies[c->slotB].id);
		uint32_t h = satWorldContactHash(key, t->capacity);
		while (t->keys[h] != UINT64_MAX) h = (h + 1) & (t->capacity - 1);
		t->keys[h] = key;
		t->index[h] = i;
	}
}

// A contact the last step did not have: a hit event when a point approaches at least at the world's hit speed
// (the fastest point's).
static void satRecordHit(satWorld* w, const satContact* c, const satManifold* m, const int* ids, const float* data)
{
	int best = -1;
	float speed = 0.0f;
	for (int j = 0; j < c->pointCount; ++j) {
		float approach = -c->points[j].relativeVelocity; // the normal points from A to B: closing is negative
		if (approach >= w->hitSpeed && approach > speed) {
			speed = approach;
			best = j;
		}
	}
	if (best < 0) return;
	int k = w->hitCount++;
	w->hitIds[2 * k] = ids[0];
	w->hitIds[2 * k + 1] = ids[1];
	float* hit = &w->hitData[SAT_HIT_FLOATS * k];
	hit[0] = data[2 + 3 * best];
	hit[1] = data[3 + 3 * best];
	hit[2] = m->normal.x;
	hit[3] = m->normal.y;
	hit[4] = speed;
}

// One contact from the manifold of bodies a and b (a's slot first), with the last step's impulses for points of
// the same feature id.
static void satAddContact(satWorld* w, satBody* a, satBody* b, const satManifold* mp)
{
	const satManifold m = *mp;
	int index = w->contactCount++;
	satContact* c = &w->contacts[index];
	c->slotA = (int)(a - w->bodies);
	c->slotB = (int)(b - w->bodies);
	c->stateA = a->moverAt;
	c->stateB = b->moverAt;
	c->normal = (satVec2){ -m.normal.x, -m.normal.y };
	const satMaterial* ma = &satPhysicsOf(w, a)->material;
	const satMaterial* mb = &satPhysicsOf(w, b)->material;
	c->friction = sqrtf(ma->friction * mb->friction);
	c->staticFriction = sqrtf(satStaticFrictionOf(ma) * satStaticFrictionOf(mb));
	c->restitution = satMaxF(ma->restitution, mb->restitution);
	// Rolling resistance and tangent speed mix as in Box2D v3: the larger coefficient times the larger radius
	// (of a circle or capsule; 0 for other shapes), and the sum of the two surfaces' speeds.
	c->rollingResistance = 0.0f;
	if (ma->rollingResistance > 0.0f || mb->rollingResistance > 0.0f)
		c->rollingResistance = satMaxF(ma->rollingResistance, mb->rollingResistance) *
			satMaxF(a->shape->radius, b->shape->radius);
	c->tangentSpeed = ma->tangentSpeed + mb->tangentSpeed;
	c->rollingImpulse = 0.0f;
	c->pointCount = m.pointCount;
	int* ids = &w->contactIds[SAT_CONTACT_INTS * index];
	float* data = &w->contactData[SAT_CONTACT_FLOATS * index];
	ids[0] = a->id;
	ids[1] = b->id;
	ids[2] = m.pointCount;
	memset(data, 0, SAT_CONTACT_FLOATS * sizeof(float));
	data[0] = m.normal.x;
	data[1] = m.normal.y;
	// The last step's contact of this pair, for warm starting.
	const satContact* old = satWorldLastContact(w, satPairKey(a->id, b->id));
	if (old != NULL && (old->slotA != c->slotA || old->slotB != c->slotB)) old = NULL;
	satVec2 cA = satCenterOf(w, a), cB = satCenterOf(w, b);
	satVec2 n = c->normal, t = { n.y, -n.x };
	satBodyState rest = { 0 };
	const satBodyState* sA = c->stateA >= 0 ? &w->states[c->stateA] : &rest;
	const satBodyState* sB = c->stateB >= 0 ? &w->states[c->stateB] : &rest;
	float kRolling = sA->invInertia + sB->invInertia;
	c->rollingMass = kRolling > 0.0f ? 1.0f / kRolling : 0.0f;
	if (old != NULL && c->rollingResistance > 0.0f) c->rollingImpulse = old->rollingImpulse;
	for (int j = 0; j < m.pointCount; ++j) {
		satContactPoint* p = &c->points[j];
		data[2 + 3 * j] = a->x + m.points[j].x;
		data[3 + 3 * j] = a->y + m.points[j].y;
		data[4 + 3 * j] = m.depths[j];
		// Anchors from the centres of mass, formed relative to A's position to keep round-off small.
		p->anchorA = (satVec2){ m.points[j].x - (cA.x - a->x), m.points[j].y - (cA.y - a->y) };
		p->anchorB = (satVec2){ m.points[j].x - (cB.x - a->x), m.points[j].y - (cB.y - a->y) };
		p->baseSeparation = -m.depths[j] -
			satDot((satVec2){ p->anchorB.x - p->anchorA.x, p->anchorB.y - p->anchorA.y }, n);
		float rnA = satCross(p->anchorA, n), rnB = satCross(p->anchorB, n);
		float rtA = satCross(p->anchorA, t), rtB = satCross(p->anchorB, t);
		float kNormal = sA->invMass + sB->invMass + sA->invInertia * rnA * rnA + sB->invInertia * rnB * rnB;
		float kTangent = sA->invMass + sB->invMass + sA->invInertia * rtA * rtA + sB->invInertia * rtB * rtB;
		p->normalMass = kNormal > 0.0f ? 1.0f / kNormal : 0.0f;
		p->tangentMass = kTangent > 0.0f ? 1.0f / kTangent : 0.0f;
		satVec2 dv = satRelativeVelocity(sA, p->anchorA, sB, p->anchorB);
		p->relativeVelocity = satDot(dv, n);
		p->id = m.ids[j];
		p->normalImpulse = p->tangentImpulse = p->maxNormalImpulse = p->totalNormalImpulse = 0.0f;
		p->slipping = false; // a new point sticks (a landing): static friction holds it if the impact allows
		for (int i = 0; old != NULL && i < old->pointCount; ++i)
			if (old->points[i].id == p->id) {
				p->normalImpulse = old->points[i].normalImpulse;
				p->tangentImpulse = old->points[i].tangentImpulse;
				p->slipping = old->points[i].slipping;
			}
		// Stick and slip: a point sticks (static friction) until its friction reaches the static limit; then it
		// slides (sliding friction) until it slows below the stick speed.
		if (p->slipping && fabsf(satDot(dv, t) - c->tangentSpeed) < w->stickSpeed) p->slipping = false;
		p->friction = p->slipping ? c->friction : c->staticFriction;
	}
	if (old == NULL) satRecordHit(w, c, &m, ids, data);
}

// Contacts for this step's pairs with a dynamic body, touching (satManifoldAt) or near (speculative: within
// the world's speculative distance, with negative depths), and the last step's impulses for points with the same feature
// id. The arrays were reserved by the step's satWorldCollide.
static void satBuildContacts(satWorld* w)
{
	w->contactCount = 0;
	for (int k = 0; k < w->pairCount; ++k) {
		satBody* a = satWorldFindBody(w, w->pairA[k]);
		satBody* b = satWorldFindBody(w, w->pairB[k]);
		if ((a->type != SAT_BODY_DYNAMIC && b->type != SAT_BODY_DYNAMIC) || a->sensor || b->sensor) continue;
		if (satPhysicsOf(w, a)->asleep || satPhysicsOf(w, b)->asleep) continue; // kept: satKeepAsleepContacts
		satManifold m;
		satWorldFoundPairManifold(w, k, &m);
		if (m.pointCount > 0) satAddContact(w, a, b, &m);
	}
	for (int k = 0; k < w->nearCount; ++k) {
		satBody* a = satWorldFindBody(w, w->nearA[k]);
		satBody* b = satWorldFindBody(w, w->nearB[k]);
		if ((a->type != SAT_BODY_DYNAMIC && b->type != SAT_BODY_DYNAMIC) || a->sensor || b->sensor) continue;
		if (satPhysicsOf(w, a)->asleep || satPhysicsOf(w, b)->asleep) continue; // not simulated while asleep
		satManifold m;
		satWorldNearManifold(w, a, b, &m);
		if (m.pointCount > 0) satAddContact(w, a, b, &m);
	}
}

// The solved contacts' impulses for the caller (the kept ones' are written by satKeepAsleepContacts).
static void satReportImpulses(satWorld* w)
{
	for (int i = 0; i < w->contactCount; ++i) {
		const satContact* c = &w->contacts[i];
		for (int j = 0; j < 2; ++j)
			w->contactImpulses[2 * i + j] = j < c->pointCount ? c->points[j].totalNormalImpulse : 0.0f;
	}
}

// A sticking point whose friction impulse reached the static limit this step slides from the next.
static void satUpdateSlip(satWorld* w)
{
	for (int i = 0; i < w->contactCount; ++i) {
		satContact* c = &w->contacts[i];
		for (int j = 0; j < c->pointCount; ++j) {
			satContactPoint* p = &c->points[j];
			if (!p->slipping && p->normalImpulse > 0.0f &&
				fabsf(p->tangentImpulse) >= (1.0f - 1e-3f) * p->friction * p->normalImpulse)
				p->slipping = true;
		}
	}
}

// Speeds beyond SAT_MAX_SPEED are scaled down to it (the length in double: the float square could overflow).
static float satWrapAngle(float a)
{
	if (a >= -SAT_PI && a <= SAT_PI) return a;
	return a - 2.0f * SAT_PI * floorf((a + SAT_PI) / (2.0f * SAT_PI));
}

static float satClampCoordinate(float v) { return satMaxF(-SAT_MAX_COORDINATE, satMinF(v, SAT_MAX_COORDINATE)); }

typedef struct satSweepQuery {
	satWorld* w;
	satBody* mover;
	satVec2 start, motion;
	float t;
	satVec2 hitMotion; ///< the motion over the step of the body hit first (zero for a static)
} satSweepQuery;

// First time of impact of the mover (placed at start) with one static or kinematic body, if earlier. Kinematic
// bodies are still where the step started (they move after every dynamic body): the sweep is of the motion
// relative to theirs, so the result does not depend on the order the bodies were created in.
static void satSweepAgainst(void* ctx, int slot)
{
	satSweepQuery* q = ctx;
	satBody* other = &q->w->bodies[slot];
	if (other == q->mover || other->type == SAT_BODY_DYNAMIC || other->shape == NULL || other->sensor) return;
	if ((other->category & q->mover->mask) == 0 || (q->mover->category & other->mask) == 0) return;
	if (satJointsForbid(q->w, (int)(q->mover - q->w->bodies), slot)) return;        // joined, not colliding
	if (q->w->oneWayCount > 0 && !satOneWayAdmitted(q->w, q->mover, other)) return; // it passes through
	satVec2 motion = { 0.0f, 0.0f };
	if (other->type == SAT_BODY_KINEMATIC) {
		const satBodyState* s = &q->w->states[other->moverAt];
		motion = (satVec2){ s->dx, s->dy };
	}
	satShapePlace(other->shape, other->x, other->y, other->shape->xf.angle);
	satVec2 d = { other->x - q->start.x, other->y - q->start.y }; // as satOverlapShapes forms it
	if (!satTouchAt(q->mover->shape, other->shape, d)) {          // already touching: the contact handles it
		satVec2 relative = { q->motion.x - motion.x, q->motion.y - motion.y };
		satSweepResult r = satSweepShapes(q->mover->shape, other->shape, relative, 1.0f);
		if (r.hit && r.t < q->t) {
			q->t = r.t;
			q->hitMotion = motion;
		}
	}
	satShapePlace(other->shape, 0.0f, 0.0f, other->shape->xf.angle);
}

// A dynamic body that moved more than half its smallest extent this step is swept from where it started
// (at its new angle) and stopped at its first time of impact with a static or kinematic body; after a kinematic
// body's, it is carried along by that body's motion for the rest of the step (it ends touching it, not inside).
static void satContinuous(satWorld* w, satBody* b, float* x, float* y, float angle, satVec2 motion)
{
	float distance2 = motion.x * motion.x + motion.y * motion.y, half = 0.5f * satPhysicsOf(w, b)->minExtent;
	if (distance2 <= half * half) return;
	satVec2 start = { *x - motion.x, *y - motion.y };
	satShapePlace(b->shape, start.x, start.y, angle);
	satSweepQuery q = { w, b, start, motion, 1.0f, { 0.0f, 0.0f } };
	const satShape* s = b->shape;
	satAABB box = { s->rotBounds.minX + satMinF(start.x, *x), s->rotBounds.minY + satMinF(start.y, *y),
		s->rotBounds.maxX + satMaxF(start.x, *x), s->rotBounds.maxY + satMaxF(start.y, *y) };
	if (w->statics.count > 0) satWorldStillQuery(&w->statics, &box, satSweepAgainst, &q);
	for (int i = 0; i < w->kinematicCount; ++i) {
		int k = w->kinematicMovers[i];
		const satBody* o = &w->bodies[w->movers[k]];
		// The kinematic body's box over the whole step: where it starts and where it ends.
		const satBodyState* st = &w->states[k];
		satAABB ob = { o->bounds.minX + o->x + satMinF(st->dx, 0.0f), o->bounds.minY + o->y + satMinF(st->dy, 0.0f),
			o->bounds.maxX + o->x + satMaxF(st->dx, 0.0f), o->bounds.maxY + o->y + satMaxF(st->dy, 0.0f) };
		if (ob.minX <= box.maxX && box.minX <= ob.maxX && ob.minY <= box.maxY && box.minY <= ob.maxY)
			satSweepAgainst(&q, w->movers[k]);
	}
	satShapePlace(b->shape, 0.0f, 0.0f, angle);
	if (q.t < 1.0f) {
		// Half the slop past the first touch: rounding the stopped position must not leave a gap (no contact
		// would form, and the body would hover there while gravity builds up its speed).
		satVec2 relative = { motion.x - q.hitMotion.x, motion.y - q.hitMotion.y };
		float length = sqrtf(relative.x * relative.x + relative.y * relative.y);
		float t = satMinF(1.0f, q.t + (length > 0.0f ? 0.5f * w->linearSlop / length : 0.0f));
		*x = start.x + t * relative.x + q.hitMotion.x;
		*y = start.y + t * relative.y + q.hitMotion.y;
	}
}

typedef struct satBulletQuery {
	satWorld* w;
	satBody* bullet;
	satSweepMotion motion; ///< the bullet's over the step
	float target;          ///< the gap to stop within
	float t;
	int hitSlot;       ///< the body it stops at first, or -1
	satVec2 hitMotion; ///< that body's motion over the step (a kinematic body's; zero for the others)
} satBulletQuery;

// Time of impact of a bullet with one body, if earlier: a static body, a kinematic one (it moves after the dynamic
// bodies: from where it is, by its motion over the step, without turning, as satSweepAgainst sees it) or a dynamic
// one that is not a bullet (finished before the bullets: where it ends the step). A stop at t = 0 (they touch or
// are within the target at the start) is left to the contacts, as Box2D v3 leaves it.
static void satBulletAgainst(void* ctx, int slot)
{
	satBulletQuery* q = ctx;
	satWorld* w = q->w;
	satBody* other = &w->bodies[slot];
	if (other == q->bullet || other->shape == NULL || other->sensor) return; // a sensor is passed through
	if (other->type == SAT_BODY_DYNAMIC && satPhysicsOf(w, other)->bullet) return;
	if ((other->category & q->bullet->mask) == 0 || (q->bullet->category & other->mask) == 0) return;
	if (satJointsForbid(w, (int)(q->bullet - w->bodies), slot)) return;        // joined, not colliding
	if (w->oneWayCount > 0 && !satOneWayAdmitted(w, q->bullet, other)) return; // it passes through
	satVec2 motion = { 0.0f, 0.0f };
	if (other->type == SAT_BODY_KINEMATIC) {
		const satBodyState* s = &w->states[other->moverAt];
		motion = (satVec2){ s->dx, s->dy };
	}
	float angle = other->shape->xf.angle;
	satSweepMotion m = { { 0.0f, 0.0f }, { other->x, other->y }, { other->x + motion.x, other->y + motion.y }, angle,
		angle };
	satToiResult r = satTimeOfImpact(q->bullet->shape, &q->motion, other->shape, &m, q->target);
	if (r.hit && r.t > 0.0f && r.t < q->t) {
		q->t = r.t;
		q->hitSlot = slot;
		q->hitMotion = motion;
	}
}

// A bullet (satWorld_SetBullet) one of whose points moved farther than half its smallest extent this step is stopped
// a little short of its first time of impact (satTimeOfImpact, its centre of mass going from c1 to c2 while it turns
// from a1 by turn) with a static or kinematic body or a dynamic body that is not a bullet; after a kinematic body's,
// it is carried along by that body's motion for the rest of the step, as satContinuous carries. An asleep body it
// stops at wakes, so that the next step's contact acts. *x, *y, *angle: where the step put it, the stop on return.
static void satContinuousBullet(
	satWorld* w, satBody* b, satVec2 c1, satVec2 c2, float a1, float turn, float* x, float* y, float* angle)
{
	const satBodyPhysics* p = satPhysicsOf(w, b);
	satVec2 lc = p->massData.center;
	double reach = satReachAbout(b->shape, lc), dx = (double)c2.x - c1.x, dy = (double)c2.y - c1.y;
	if (sqrt(dx * dx + dy * dy) + fabs((double)turn) * reach <= 0.5 * p->minExtent) return;
	satBulletQuery q = { w, b, { lc, c1, c2, a1, a1 + turn }, 0.25f * w->linearSlop, 1.0f, -1, { 0.0f, 0.0f } };
	// Every point stays within reach of the centre's path; widened by the target and the coordinates' round-off.
	float m = (float)reach + q.target + (fabsf(c1.x) + fabsf(c1.y) + fabsf(c2.x) + fabsf(c2.y)) * (4.0f * FLT_EPSILON);
	satAABB box = { satMinF(c1.x, c2.x) - m, satMinF(c1.y, c2.y) - m, satMaxF(c1.x, c2.x) + m,
		satMaxF(c1.y, c2.y) + m };
	if (w->statics.count > 0) satWorldStillQuery(&w->statics, &box, satBulletAgainst, &q);
	for (int k = 0; k < w->moverCount; ++k) {
		const satBody* o = &w->bodies[w->movers[k]];
		if (o == b || (o->type == SAT_BODY_DYNAMIC && satPhysicsOf(w, o)->bullet)) continue;
		satAABB ob = { o->bounds.minX + o->x, o->bounds.minY + o->y, o->bounds.maxX + o->x, o->bounds.maxY + o->y };
		if (o->type == SAT_BODY_KINEMATIC) { // its box over the whole step
			const satBodyState* st = &w->states[k];
			ob = (satAABB){ ob.minX + satMinF(st->dx, 0.0f), ob.minY + satMinF(st->dy, 0.0f),
				ob.maxX + satMaxF(st->dx, 0.0f), ob.maxY + satMaxF(st->dy, 0.0f) };
		}
		if (ob.minX <= box.maxX && box.minX <= ob.maxX && ob.minY <= box.maxY && box.minY <= ob.maxY)
			satBulletAgainst(&q, w->movers[k]);
	}
	if (q.hitSlot < 0) return;
	if (w->physics[q.hitSlot].asleep) satWakeIsland(w, q.hitSlot);
	float t = q.t, stop = satWrapAngle(a1 + t * turn), sn, cs;
	satSinCos(stop, &sn, &cs);
	satVec2 carry = q.hitMotion;
	float cx = c1.x + t * ((c2.x - c1.x) - carry.x) + carry.x, cy = c1.y + t * ((c2.y - c1.y) - carry.y) + carry.y;
	*x = cx - (cs * lc.x - sn * lc.y);
	*y = cy - (sn * lc.x + cs * lc.y);
	*angle = stop;
}

// Gravity and damping on the dynamic bodies' velocities for a substep (damping first, as Box2D v3:
// v <- v / (1 + h * damping); a factor of 1 changes nothing).
static void satIntegrateVelocities(satWorld* w, float h)
{
	satVec2 g = w->gravity;
	for (int j = 0; j < w->awakeCount; ++j) {
		int k = w->awakeMovers[j];
		const satBodyState* st = &w->states[k];
		if (!st->falls) continue;
		satSolverBody* b = &w->solver.bodies[k];
		if (st->linearScale != 1.0f) {
			b->vx *= st->linearScale;
			b->vy *= st->linearScale;
		}
		if (st->angularScale != 1.0f) b->w *= st->angularScale;
		b->vx += h * g.x;
		b->vy += h * g.y;
	}
}

// Every awake mover moves by its velocity for a substep (capped); its rotation is integrated as a normalised
// cos/sin pair (Box2D v3's b2IntegrateRotation: no sin or cos, the same bits on every build), its angle summed.
static void satIntegratePositions(satWorld* w, float h)
{
	for (int j = 0; j < w->awakeCount; ++j) {
		int k = w->awakeMovers[j];
		satSolverBody* b = &w->solver.bodies[k];
		satCapVelocity(&b->vx, &b->vy, &b->w, w->maxSpeed);
		b->dx += h * b->vx;
		b->dy += h * b->vy;
		float turn = h * b->w;
		w->states[k].dAngle += turn;
		float c = b->dCos - turn * b->dSin, s = b->dSin + turn * b->dCos;
		float length = sqrtf(c * c + s * s), inverse = length > 0.0f ? 1.0f / length : 0.0f;
		b->dCos = c * inverse;
		b->dSin = s * inverse;
	}
}

static satError satCheckStep(float dt, const satStepDef* def, int* iterations, int* substeps)
{
	if (!isfinite(dt) || dt < 0.0f || dt > 1.0f) return SAT_ERR_BAD_STEP;
	*iterations = def != NULL && def->iterations != 0 ? def->iterations : SAT_DEFAULT_ITERATIONS;
	*substeps = def != NULL && def->substeps != 0 ? def->substeps : SAT_DEFAULT_SUBSTEPS;
	if (*iterations < 1 || *iterations > SAT_MAX_STEP_PASSES || *substeps < 1 || *substeps > SAT_MAX_STEP_PASSES)
		return SAT_ERR_BAD_STEP;
	return SAT_OK;
}

// Write back a moving body's velocity (dynamic) and move it by what the step did to it.
static void satFinishBody(satWorld* w, satBody* b, const satBodyState* s)
{
	if (b->type == SAT_BODY_DYNAMIC) {
		satBodyPhysics* p = satPhysicsOf(w, b);
		p->vx = s->vx;
		p->vy = s->vy;
		p->angularVelocity = s->w;
		satCapVelocity(
			&p->vx, &p->vy, &p->angularVelocity, w->maxSpeed); // the last passes may have pushed past the cap
	}
	if (s->dx == 0.0f && s->dy == 0.0f && s->dAngle == 0.0f) return;
	satVec2 c0 = satCenterOf(w, b), lc = satPhysicsOf(w, b)->massData.center;
	float angle = satWrapAngle(b->shape->xf.angle + s->dAngle), sn, cs;
	satSinCos(angle, &sn, &cs);
	float x = satClampCoordinate((c0.x + s->dx) - (cs * lc.x - sn * lc.y));
	float y = satClampCoordinate((c0.y + s->dy) - (sn * lc.x + cs * lc.y));
	if (b->type == SAT_BODY_DYNAMIC && !b->sensor && satPhysicsOf(w, b)->bullet) {
		satVec2 end = { c0.x + s->dx, c0.y + s->dy };
		satContinuousBullet(w, b, c0, end, b->shape->xf.angle, s->dAngle, &x, &y, &angle);
	} else if (b->type == SAT_BODY_DYNAMIC && !b->sensor) { // a sensor passes through everything
		float x0 = (c0.x - (cs * lc.x - sn * lc.y)), y0 = (c0.y - (sn * lc.x + cs * lc.y));
		satContinuous(w, b, &x, &y, angle, (satVec2){ x - x0, y - y0 });
	}
	// (again: a stop part way starts from the old origin, which a turn may have left past the limit)
	satWorldPlace(w, b, satClampCoordinate(x), satClampCoordinate(y), angle);
	b->changed = true; // the continuous test may already have turned the shape: its pairs are found anew
}

// Stage "contacts": the last step's contacts become the previous ones (warm starting reads them); the islands the
// step's pairs touch wake; the moving bodies' states; this step's contacts.
static void satStepContacts(satWorld* w, float h)
{
	satContact* swap = w->contacts;
	w->contacts = w->previousContacts;
	w->previousContacts = swap;
	int swapCapacity = w->contactCapacity;
	w->contactCapacity = w->previousContactCapacity;
	w->previousContactCapacity = swapCapacity;
	w->previousContactCount = w->contactCount + w->keptContactCount;
	w->contactCount = 0;
	satIslandsBegin(w); // wakes islands the step's pairs touch; lists the bodies to move
	for (int j = 0; j < w->awakeCount; ++j) {
		int k = w->awakeMovers[j];
		const satBody* b = &w->bodies[w->movers[k]];
		const satBodyPhysics* p = satPhysicsOf(w, b);
		w->states[k] = (satBodyState){ p->vx, p->vy, p->angularVelocity, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f, p->invMass,
			p->invInertia, b->type == SAT_BODY_DYNAMIC, 1.0f / (1.0f + h * p->linearDamping),
			1.0f / (1.0f + h * p->angularDamping) };
	}
	satBuildContacts(w);
	satKeepAsleepContacts(w);
	satIndexContacts(w);
}

// Stage "solve": prepare (colours and rows), then each substep integrates velocities, warm starts, solves with
// position correction, integrates positions and relaxes; then the impulses are stored, the bounce applied and the
// impulses reported.
static void satStepSolve(satWorld* w, float h, int iterations, int substeps)
{
	float inverseH = h > 0.0f ? 1.0f / h : 0.0f;
	float hertz = satMinF(w->tuning.hertz, 0.25f * inverseH);
	satSoftness soft = satMakeSoft(hertz, w->tuning.dampingRatio, h);
	satSoftness staticSoft = satMakeSoft(2.0f * hertz, w->tuning.dampingRatio, h);
	int passes = iterations / substeps - 1;
	if (passes < 1) passes = 1;
	satContactSolverPrepare(w, &soft, &staticSoft);
	satJointsPrepare(w, h, hertz);
	for (int sub = 0; sub < substeps; ++sub) {
		satIntegrateVelocities(w, h);
		satJointsWarmStart(w);
		satContactSolverWarmStart(w);
		for (int pass = 0; pass < passes; ++pass) {
			satJointsSolve(w, h, true);
			satContactSolverSolve(w, inverseH, &soft, &staticSoft, true);
		}
		satIntegratePositions(w, h);
		satJointsSolve(w, h, false); // relax: no position correction
		satContactSolverSolve(w, inverseH, &soft, &staticSoft, false);
		satContactSolverAddImpulses(w);
	}
	satJointsStore(w, h);
	satContactSolverStore(w);
	satContactSolverRestitution(w);
	satContactSolverFinish(w);
	satReportImpulses(w);
	satUpdateSlip(w);
}

// Stage "continuous": the bodies move. Dynamic bodies first, then kinematic ones: the continuous test sees every
// kinematic body where the step started, with its motion over the step, whatever the order of the bodies. Bullets
// after the other dynamic bodies, whose ends they are swept against (after Box2D v3's bullets).
static void satStepContinuous(satWorld* w)
{
	w->kinematicCount = 0; // the kinematic bodies, in mover order, for every dynamic body's continuous test
	for (int k = 0; k < w->moverCount; ++k)
		if (w->bodies[w->movers[k]].type == SAT_BODY_KINEMATIC) w->kinematicMovers[w->kinematicCount++] = k;
	bool anyBullet = false;
	for (int pass = 0; pass < 3; ++pass) {
		if (pass == 1 && !anyBullet) continue;
		for (int j = 0; j < w->awakeCount; ++j) {
			int k = w->awakeMovers[j];
			satBody* b = &w->bodies[w->movers[k]];
			int kind = b->type != SAT_BODY_DYNAMIC ? 2 : satPhysicsOf(w, b)->bullet ? 1 : 0;
			anyBullet |= kind == 1;
			if (kind == pass) satFinishBody(w, b, &w->states[k]);
		}
	}
}

// The clock, while profiling is on.
static double satStepClock(const satWorld* w) { return w->profiling ? satClockMs() : 0.0; }

satError satWorld_Step(satWorld* w, float dt, const satStepDef* def)
{
	int iterations, substeps;
	satError e = satWorldCheck(w);
	if (e == SAT_OK) e = satCheckStep(dt, def, &iterations, &substeps);
	if (e != SAT_OK) return e;
	double start = satStepClock(w);
	int stateCapacity = w->stateCapacity;
	int kinematicCapacity = w->kinematicCapacity;
	if (!satWorldGrow((void**)&w->states, &stateCapacity, w->moverCount + 1, sizeof(satBodyState)) ||
		!satWorldGrow((void**)&w->kinematicMovers, &kinematicCapacity, w->moverCount + 1, sizeof(int)) ||
		!satContactSolverReserveBodies(w, w->moverCount) || !satJointsReserve(w))
		return SAT_ERR_OUT_OF_MEMORY;
	w->stateCapacity = stateCapacity;
	w->kinematicCapacity = kinematicCapacity;
	if (!satWorldTrackPairs(w)) return SAT_ERR_OUT_OF_MEMORY; // warm starting and events need the pair sets
	// The sensors' visitors where the bodies are as the step begins (kept aside until the step cannot fail).
	if (w->sensorCount > 0 || w->sensorKeyCount > 0) {
		e = satWorldSensorsFind(w);
		if (e != SAT_OK) return e;
	}
	// Pairs, with room for their contacts: the last allocation that can fail the step, so a failure changes nothing.
	e = satWorldCollide(w, true);
	if (e != SAT_OK) return e;
	satWorldSensorsCommit(w);
	w->hitCount = 0;
	double pairs = satStepClock(w); // the pairs are found: the end of the narrow phase
	float h = dt / (float)substeps;
	satStepContacts(w, h);
	double contacts = satStepClock(w), solve = contacts, continuous = contacts;
	if (dt == 0.0f) {
		for (int k = 0; k < w->moverCount; ++k) {
			satBody* b = &w->bodies[w->movers[k]];
			satBodyPhysics* p = satPhysicsOf(w, b);
			if (b->type == SAT_BODY_DYNAMIC) satCapVelocity(&p->vx, &p->vy, &p->angularVelocity, w->maxSpeed);
		}
		satReportImpulses(w); // none applied
	} else {
		satStepSolve(w, h, iterations, substeps);
		solve = satStepClock(w);
		satStepContinuous(w);
		continuous = satStepClock(w);
		satIslandsEnd(w, dt); // stage "finalize"
	}
	w->contactReports = w->contactCount + w->keptContactCount;
	double end = satStepClock(w);
	if (dt == 0.0f) solve = continuous = end; // the speed cap counts as solving; nothing moved or slept
	// Where the broad phase ended (satWorldFindPairs stamps it, between the broad and the narrow phase).
	double broad = w->profiling ? w->broadPhaseEnd : 0.0;
	w->profile = (satProfile){ (float)(end - start), (float)(broad - start), (float)(pairs - broad),
		(float)(contacts - pairs), (float)(solve - contacts), (float)(continuous - solve), (float)(end - continuous) };
	return SAT_OK;
}

satError satWorld_SetProfiling(satWorld* w, bool enabled)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	w->profiling = enabled;
	if (!enabled) w->profile = (satProfile){ 0 };
	return SAT_OK;
}

satError satWorld_GetProfile(const satWorld* w, satProfile* out)
{
	if (w == NULL || out == NULL) return SAT_ERR_NULL;
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	*out = w->profile;
	return SAT_OK;
}

satError satWorld_Separate(satWorld* w, int iterations)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (iterations < 1 || iterations > SAT_MAX_STEP_PASSES) return SAT_ERR_BAD_STEP;
	for (int it = 0; it < iterations; ++it) {
		e = satWorld_Collide(w, NULL);
		if (e != SAT_OK) return e;
		for (int k = 0; k < w->pairCount; ++k) {
			w->separations[w->pairA[k] & ((1 << SAT_ID_SLOT_BITS) - 1)] = (satVec2){ 0.0f, 0.0f };
			w->separations[w->pairB[k] & ((1 << SAT_ID_SLOT_BITS) - 1)] = (satVec2){ 0.0f, 0.0f };
		}
		for (int k = 0; k < w->pairCount; ++k) {
			satBody* a = satWorldFindBody(w, w->pairA[k]);
			satBody* b = satWorldFindBody(w, w->pairB[k]);
			if (a->sensor || b->sensor) continue;   // no push
			float mx = w->mtvX[k], my = w->mtvY[k]; // moves a away from b
			float shareA = b->isStatic ? 1.0f : a->isStatic ? 0.0f : 0.5f;
			satVec2* pa = &w->separations[a - w->bodies];
			satVec2* pb = &w->separations[b - w->bodies];
			pa->x += shareA * mx;
			pa->y += shareA * my;
			pb->x -= (1.0f - shareA) * mx;
			pb->y -= (1.0f - shareA) * my;
		}
		bool moved = false;
		for (int k = 0; k < w->pairCount; ++k) {
			int slots[2] = { w->pairA[k] & ((1 << SAT_ID_SLOT_BITS) - 1), w->pairB[k] & ((1 << SAT_ID_SLOT_BITS) - 1) };
			for (int j = 0; j < 2; ++j) {
				satBody* b = &w->bodies[slots[j]];
				satVec2* p = &w->separations[slots[j]];
				if (b->isStatic || (p->x == 0.0f && p->y == 0.0f)) continue;
				float x = satClampCoordinate(b->x + p->x), y = satClampCoordinate(b->y + p->y);
				if (x != b->x || y != b->y) satNudge(w, slots[j]);
				satWorldPlace(w, b, x, y, b->shape->xf.angle);
				*p = (satVec2){ 0.0f, 0.0f }; // a body in several pairs moves once, by the sum
				moved = true;
			}
		}
		if (!moved) break;
	}
	return SAT_OK;
}
