// The contact solver: soft-step contacts (Box2D v3's soft constraints, warm starting, relax and restitution
// passes) solved four at a time. The contacts are coloured so that no dynamic body appears twice in a colour
// (graph colouring, after Box2D v3's constraint graph); the contacts of a colour are packed four to a row in
// structure-of-arrays form and solved lane by lane with the 4-lane vector layer (sat_math.h), whose scalar back
// end performs the same IEEE operations in the same order, so every build gives the same bits. Contacts that no
// colour can take are solved one by one with the same formulas.
#include <float.h>
#include <stdlib.h>
#include <string.h>

#include "world_internal.h"

bool satContactSolverReserveBodies(satWorld* w, int moverCount)
{
	satContactSolver* s = &w->solver;
	int capacity = s->bodyCapacity;
	if (!satWorldGrow((void**)&s->bodies, &capacity, moverCount + 1, sizeof(satSolverBody))) return false;
	s->bodyCapacity = capacity;
	int words = (moverCount + 64) / 64;
	capacity = s->colourBitsCapacity;
	if (!satWorldGrow((void**)&s->colourBits, &capacity, SAT_COLOURS * words, sizeof(uint64_t))) return false;
	s->colourBitsCapacity = capacity;
	s->colourWords = words;
	return true;
}

bool satContactSolverReserve(satWorld* w, int count)
{
	satContactSolver* s = &w->solver;
	int capacity = s->wideCapacity;
	if (!satWorldGrow((void**)&s->wide, &capacity, (count + 3) / 4 + SAT_COLOURS, sizeof(satWideContact))) return false;
	s->wideCapacity = capacity;
	capacity = s->overflowCapacity;
	if (!satWorldGrow((void**)&s->overflow, &capacity, count, sizeof(int))) return false;
	s->overflowCapacity = capacity;
	capacity = s->colourOfCapacity;
	if (!satWorldGrow((void**)&s->colourOf, &capacity, count, sizeof(int))) return false;
	s->colourOfCapacity = capacity;
	return true;
}

static int satRestingBody(const satWorld* w) { return w->moverCount; }

// The colour of each contact (-1: overflow), greedily in contact order.
static void satColourContacts(satWorld* w, int* perColour)
{
	satContactSolver* s = &w->solver;
	int words = s->colourWords;
	memset(s->colourBits, 0, (size_t)SAT_COLOURS * (size_t)words * sizeof(uint64_t));
	for (int c = 0; c < SAT_COLOURS; ++c) perColour[c] = 0;
	for (int i = 0; i < w->contactCount; ++i) {
		const satContact* c = &w->contacts[i];
		int a = c->stateA >= 0 && w->states[c->stateA].falls ? c->stateA : -1;
		int b = c->stateB >= 0 && w->states[c->stateB].falls ? c->stateB : -1;
		int colour = -1;
		for (int k = a >= 0 && b >= 0 ? 0 : 1; k < SAT_COLOURS; ++k) {
			uint64_t* bits = &s->colourBits[k * words];
			if (a >= 0 && (bits[a >> 6] >> (a & 63) & 1u)) continue;
			if (b >= 0 && (bits[b >> 6] >> (b & 63) & 1u)) continue;
			if (a >= 0) bits[a >> 6] |= (uint64_t)1 << (a & 63);
			if (b >= 0) bits[b >> 6] |= (uint64_t)1 << (b & 63);
			colour = k;
			break;
		}
		s->colourOf[i] = colour;
		if (colour >= 0) perColour[colour]++;
	}
}

// Lane k of row r from contact i.
static void satFillLane(
	satWorld* w, satWideContact* r, int k, int i, const satSoftness* soft, const satSoftness* staticSoft)
{
	const satContact* c = &w->contacts[i];
	const satBodyState* sa = c->stateA >= 0 ? &w->states[c->stateA] : NULL;
	const satBodyState* sb = c->stateB >= 0 ? &w->states[c->stateB] : NULL;
	r->a[k] = c->stateA >= 0 ? c->stateA : satRestingBody(w);
	r->b[k] = c->stateB >= 0 ? c->stateB : satRestingBody(w);
	r->contact[k] = i;
	if (sa != NULL && sa->falls) r->writeA |= 1 << k;
	if (sb != NULL && sb->falls) r->writeB |= 1 << k;
	r->invMassA[k] = sa != NULL ? sa->invMass : 0.0f;
	r->invInertiaA[k] = sa != NULL ? sa->invInertia : 0.0f;
	r->invMassB[k] = sb != NULL ? sb->invMass : 0.0f;
	r->invInertiaB[k] = sb != NULL ? sb->invInertia : 0.0f;
	const satSoftness* sf = r->invMassA[k] == 0.0f || r->invMassB[k] == 0.0f ? staticSoft : soft;
	r->biasRate[k] = sf->biasRate;
	r->massScale[k] = sf->massScale;
	r->impulseScale[k] = sf->impulseScale;
	r->nx[k] = c->normal.x;
	r->ny[k] = c->normal.y;
	r->tangentSpeed[k] = c->tangentSpeed;
	r->rollingResistance[k] = c->rollingResistance;
	r->rollingMass[k] = c->rollingMass;
	r->rollingImpulse[k] = c->rollingImpulse;
	if (c->rollingResistance > 0.0f) r->rolling = 1;
	for (int j = 0; j < c->pointCount; ++j) {
		const satContactPoint* p = &c->points[j];
		satWidePoint* q = &r->p[j];
		q->ax[k] = p->anchorA.x;
		q->ay[k] = p->anchorA.y;
		q->bx[k] = p->anchorB.x;
		q->by[k] = p->anchorB.y;
		q->baseSeparation[k] = p->baseSeparation;
		q->normalMass[k] = p->normalMass;
		q->tangentMass[k] = p->tangentMass;
		q->friction[k] = p->friction;
		q->normalImpulse[k] = p->normalImpulse;
		q->tangentImpulse[k] = p->tangentImpulse;
		q->maxNormalImpulse[k] = 0.0f;
		q->totalNormalImpulse[k] = 0.0f;
	}
}

static void satEmptyRow(satWideContact* r, int resting)
{
	memset(r, 0, sizeof *r);
	for (int k = 0; k < 4; ++k) {
		r->a[k] = r->b[k] = resting;
		r->contact[k] = -1;
	}
}

void satContactSolverPrepare(satWorld* w, const satSoftness* soft, const satSoftness* staticSoft)
{
	satContactSolver* s = &w->solver;
	// The solver bodies: every awake mover's velocity, no movement yet; a resting body for static sides.
	for (int j = 0; j < w->awakeCount; ++j) {
		int k = w->awakeMovers[j];
		const satBodyState* st = &w->states[k];
		s->bodies[k] = (satSolverBody){ st->vx, st->vy, st->w, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f };
	}
	s->bodies[satRestingBody(w)] = (satSolverBody){ 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f };
	int perColour[SAT_COLOURS], first[SAT_COLOURS], fill[SAT_COLOURS];
	satColourContacts(w, perColour);
	int rows = 0;
	for (int c = 0; c < SAT_COLOURS; ++c) {
		first[c] = rows;
		fill[c] = 0;
		rows += (perColour[c] + 3) / 4;
	}
	s->wideCount = rows;
	for (int r = 0; r < rows; ++r) satEmptyRow(&s->wide[r], satRestingBody(w));
	s->overflowCount = 0;
	for (int i = 0; i < w->contactCount; ++i) {
		int c = s->colourOf[i];
		if (c < 0) {
			s->overflow[s->overflowCount++] = i;
			continue;
		}
		int n = fill[c]++;
		satFillLane(w, &s->wide[first[c] + n / 4], n % 4, i, soft, staticSoft);
	}
	// Overflow contacts keep their impulses in the contacts; their totals start at zero there.
	for (int k = 0; k < s->overflowCount; ++k) {
		satContact* c = &w->contacts[s->overflow[k]];
		for (int j = 0; j < c->pointCount; ++j) c->points[j].maxNormalImpulse = c->points[j].totalNormalImpulse = 0.0f;
	}
}

// Four bodies' velocities and movements, as lanes.
typedef struct satLanes {
	satV4 vx, vy, w, unused, dx, dy, dCos, dSin;
} satLanes;

SAT_FORCE_INLINE static satLanes satGather(const satSolverBody* bodies, const int* index)
{
	satLanes l;
	const float* b0 = &bodies[index[0]].vx;
	const float* b1 = &bodies[index[1]].vx;
	const float* b2 = &bodies[index[2]].vx;
	const float* b3 = &bodies[index[3]].vx;
	l.vx = satV4Load(b0);
	l.vy = satV4Load(b1);
	l.w = satV4Load(b2);
	l.unused = satV4Load(b3);
	satV4Transpose(&l.vx, &l.vy, &l.w, &l.unused);
	l.dx = satV4Load(b0 + 4);
	l.dy = satV4Load(b1 + 4);
	l.dCos = satV4Load(b2 + 4);
	l.dSin = satV4Load(b3 + 4);
	satV4Transpose(&l.dx, &l.dy, &l.dCos, &l.dSin);
	return l;
}

// The velocities back, for the lanes in mask (the others are static, kinematic or empty: never changed).
SAT_FORCE_INLINE static void satScatter(satSolverBody* bodies, const int* index, int mask, const satLanes* l)
{
	satV4 r0 = l->vx, r1 = l->vy, r2 = l->w, r3 = l->unused;
	satV4Transpose(&r0, &r1, &r2, &r3);
	if (mask & 1) satV4Store(&bodies[index[0]].vx, r0);
	if (mask & 2) satV4Store(&bodies[index[1]].vx, r1);
	if (mask & 4) satV4Store(&bodies[index[2]].vx, r2);
	if (mask & 8) satV4Store(&bodies[index[3]].vx, r3);
}

#define V4(name) satV4Load(name)

// A row's inverse masses, and the lanes where each is not zero: a body with a zero inverse is left alone (at huge
// scales an impulse overflows, and 0 * inf would make a NaN of a static or kinematic body's velocity).
typedef struct satRowMass {
	satV4 ma, ia, mb, ib, onMa, onIa, onMb, onIb;
} satRowMass;

SAT_FORCE_INLINE static satRowMass satRowMassOf(const satWideContact* r)
{
	satRowMass m;
	satV4 zero = satV4Splat(0.0f);
	m.ma = V4(r->invMassA);
	m.ia = V4(r->invInertiaA);
	m.mb = V4(r->invMassB);
	m.ib = V4(r->invInertiaB);
	m.onMa = satV4Less(zero, m.ma);
	m.onIa = satV4Less(zero, m.ia);
	m.onMb = satV4Less(zero, m.mb);
	m.onIb = satV4Less(zero, m.ib);
	return m;
}

// v -= invMass * P and w -= invInertia * (r x P) on A; += on B.
SAT_FORCE_INLINE static void satApplyLanes(
	satLanes* a, satLanes* b, const satRowMass* m, satV4 rax, satV4 ray, satV4 rbx, satV4 rby, satV4 px, satV4 py)
{
	a->vx = satV4Sub(a->vx, satV4And(m->onMa, satV4Mul(m->ma, px)));
	a->vy = satV4Sub(a->vy, satV4And(m->onMa, satV4Mul(m->ma, py)));
	a->w = satV4Sub(a->w, satV4And(m->onIa, satV4Mul(m->ia, satV4Sub(satV4Mul(rax, py), satV4Mul(ray, px)))));
	b->vx = satV4Add(b->vx, satV4And(m->onMb, satV4Mul(m->mb, px)));
	b->vy = satV4Add(b->vy, satV4And(m->onMb, satV4Mul(m->mb, py)));
	b->w = satV4Add(b->w, satV4And(m->onIb, satV4Mul(m->ib, satV4Sub(satV4Mul(rbx, py), satV4Mul(rby, px)))));
}

// The relative velocity of B's point rB against A's point rA.
SAT_FORCE_INLINE static void satRelativeLanes(
	const satLanes* a, const satLanes* b, satV4 rax, satV4 ray, satV4 rbx, satV4 rby, satV4* dvx, satV4* dvy)
{
	*dvx = satV4Sub(satV4Sub(b->vx, satV4Mul(b->w, rby)), satV4Sub(a->vx, satV4Mul(a->w, ray)));
	*dvy = satV4Sub(satV4Add(b->vy, satV4Mul(b->w, rbx)), satV4Add(a->vy, satV4Mul(a->w, rax)));
}

static void satWarmStartRow(satSolverBody* bodies, satWideContact* r)
{
	satLanes a = satGather(bodies, r->a), b = satGather(bodies, r->b);
	satRowMass m = satRowMassOf(r);
	satV4 nx = V4(r->nx), ny = V4(r->ny), tx = ny, ty = satV4Neg(nx);
	for (int j = 0; j < 2; ++j) {
		satWidePoint* p = &r->p[j];
		satV4 ni = V4(p->normalImpulse), ti = V4(p->tangentImpulse);
		satV4 px = satV4Add(satV4Mul(ni, nx), satV4Mul(ti, tx)), py = satV4Add(satV4Mul(ni, ny), satV4Mul(ti, ty));
		satApplyLanes(&a, &b, &m, V4(p->ax), V4(p->ay), V4(p->bx), V4(p->by), px, py);
	}
	if (r->rolling) {
		satV4 ri = V4(r->rollingImpulse);
		a.w = satV4Sub(a.w, satV4And(m.onIa, satV4Mul(m.ia, ri)));
		b.w = satV4Add(b.w, satV4And(m.onIb, satV4Mul(m.ib, ri)));
	}
	satScatter(bodies, r->a, r->writeA, &a);
	satScatter(bodies, r->b, r->writeB, &b);
}

static void satSolveRow(
	satSolverBody* bodies, satWideContact* r, float inverseH, float slop, float pushSpeed, bool useBias)
{
	satLanes a = satGather(bodies, r->a), b = satGather(bodies, r->b);
	satRowMass m = satRowMassOf(r);
	satV4 nx = V4(r->nx), ny = V4(r->ny), tx = ny, ty = satV4Neg(nx);
	satV4 zero = satV4Splat(0.0f), one = satV4Splat(1.0f);
	for (int j = 0; j < 2; ++j) {
		satWidePoint* p = &r->p[j];
		satV4 rax = V4(p->ax), ray = V4(p->ay), rbx = V4(p->bx), rby = V4(p->by);
		// Separation now: the anchors moved and turned with their bodies since the start of the step.
		satV4 prax = satV4Sub(satV4Mul(a.dCos, rax), satV4Mul(a.dSin, ray));
		satV4 pray = satV4Add(satV4Mul(a.dSin, rax), satV4Mul(a.dCos, ray));
		satV4 prbx = satV4Sub(satV4Mul(b.dCos, rbx), satV4Mul(b.dSin, rby));
		satV4 prby = satV4Add(satV4Mul(b.dSin, rbx), satV4Mul(b.dCos, rby));
		satV4 dx = satV4Add(satV4Sub(b.dx, a.dx), satV4Sub(prbx, prax));
		satV4 dy = satV4Add(satV4Sub(b.dy, a.dy), satV4Sub(prby, pray));
		satV4 separation = satV4Add(satV4Add(satV4Mul(dx, nx), satV4Mul(dy, ny)), V4(p->baseSeparation));
		// Apart: close the gap this substep, no more. Deeper than the slop (with bias): a soft push back out.
		// Within it: a rigid contact that only stops the approach.
		satV4 apart = satV4Less(zero, separation);
		satV4 bias = satV4And(apart, satV4Mul(separation, satV4Splat(inverseH)));
		satV4 massScale = one, impulseScale = zero;
		if (useBias) {
			satV4 deep = satV4And(satV4Not(apart), satV4Less(separation, satV4Splat(-slop)));
			satV4 push = satV4Max(
				satV4Mul(V4(r->biasRate), satV4Add(separation, satV4Splat(slop))), satV4Splat(-pushSpeed));
			bias = satV4Select(deep, push, bias);
			massScale = satV4Select(deep, V4(r->massScale), one);
			impulseScale = satV4Select(deep, V4(r->impulseScale), zero);
		}
		satV4 dvx, dvy;
		satRelativeLanes(&a, &b, rax, ray, rbx, rby, &dvx, &dvy);
		satV4 vn = satV4Add(satV4Mul(dvx, nx), satV4Mul(dvy, ny));
		satV4 old = V4(p->normalImpulse);
		satV4 impulse = satV4Sub(satV4Mul(satV4Mul(satV4Neg(V4(p->normalMass)), massScale), satV4Add(vn, bias)),
			satV4Mul(impulseScale, old));
		satV4 total = satV4Max(zero, satV4Add(old, impulse)); // a NaN becomes 0
		impulse = satV4Sub(total, old);
		satV4Store(p->normalImpulse, total);
		satV4Store(p->maxNormalImpulse, satV4Max(V4(p->maxNormalImpulse), impulse));
		satApplyLanes(&a, &b, &m, rax, ray, rbx, rby, satV4Mul(impulse, nx), satV4Mul(impulse, ny));
	}
	satV4 tangentSpeed = V4(r->tangentSpeed);
	for (int j = 0; j < 2; ++j) {
		satWidePoint* p = &r->p[j];
		satV4 rax = V4(p->ax), ray = V4(p->ay), rbx = V4(p->bx), rby = V4(p->by);
		satV4 dvx, dvy;
		satRelativeLanes(&a, &b, rax, ray, rbx, rby, &dvx, &dvy);
		// Towards the tangent speed (a conveyor belt's), zero for most contacts.
		satV4 vt = satV4Sub(satV4Add(satV4Mul(dvx, tx), satV4Mul(dvy, ty)), tangentSpeed);
		satV4 limit = satV4Mul(V4(p->friction), V4(p->normalImpulse));
		satV4 old = V4(p->tangentImpulse);
		satV4 total = satV4Max(satV4Neg(limit), satV4Min(satV4Sub(old, satV4Mul(V4(p->tangentMass), vt)), limit));
		satV4 impulse = satV4Sub(total, old);
		satV4Store(p->tangentImpulse, total);
		satApplyLanes(&a, &b, &m, rax, ray, rbx, rby, satV4Mul(impulse, tx), satV4Mul(impulse, ty));
	}
	if (r->rolling) {
		// Rolling resistance (Box2D v3): a spin impulse against the relative spin, limited by the coefficient times
		// the contact's normal impulse; lanes without it take none.
		satV4 on = satV4Less(zero, V4(r->rollingResistance));
		satV4 limit = satV4Mul(
			V4(r->rollingResistance), satV4Add(V4(r->p[0].normalImpulse), V4(r->p[1].normalImpulse)));
		satV4 old = V4(r->rollingImpulse);
		satV4 total = satV4Max(
			satV4Neg(limit), satV4Min(satV4Sub(old, satV4Mul(V4(r->rollingMass), satV4Sub(b.w, a.w))), limit));
		satV4 impulse = satV4And(on, satV4Sub(total, old));
		satV4Store(r->rollingImpulse, satV4Select(on, total, old));
		a.w = satV4Sub(a.w, satV4And(m.onIa, satV4Mul(m.ia, impulse)));
		b.w = satV4Add(b.w, satV4And(m.onIb, satV4Mul(m.ib, impulse)));
	}
	satScatter(bodies, r->a, r->writeA, &a);
	satScatter(bodies, r->b, r->writeB, &b);
}

// One contact on its own (the overflow), with the formulas of the rows; a body with a zero inverse is left alone.
typedef struct satOne {
	satSolverBody* body;
	float invMass, invInertia;
} satOne;

static satOne satOneOf(satWorld* w, int state)
{
	if (state < 0) return (satOne){ &w->solver.bodies[satRestingBody(w)], 0.0f, 0.0f };
	const satBodyState* s = &w->states[state];
	return (satOne){ &w->solver.bodies[state], s->invMass, s->invInertia };
}

static void satApplyOne(satOne* a, satVec2 rA, satOne* b, satVec2 rB, satVec2 p)
{
	if (a->invMass != 0.0f) {
		a->body->vx -= a->invMass * p.x;
		a->body->vy -= a->invMass * p.y;
	}
	if (a->invInertia != 0.0f) a->body->w -= a->invInertia * (rA.x * p.y - rA.y * p.x);
	if (b->invMass != 0.0f) {
		b->body->vx += b->invMass * p.x;
		b->body->vy += b->invMass * p.y;
	}
	if (b->invInertia != 0.0f) b->body->w += b->invInertia * (rB.x * p.y - rB.y * p.x);
}

static void satSpinOne(satOne* a, satOne* b, float impulse)
{
	if (a->invInertia != 0.0f) a->body->w -= a->invInertia * impulse;
	if (b->invInertia != 0.0f) b->body->w += b->invInertia * impulse;
}

static satVec2 satRelativeOne(const satSolverBody* a, satVec2 rA, const satSolverBody* b, satVec2 rB)
{
	return (satVec2){ (b->vx - b->w * rB.y) - (a->vx - a->w * rA.y), (b->vy + b->w * rB.x) - (a->vy + a->w * rA.x) };
}

static void satWarmStartOne(satWorld* w, satContact* c)
{
	satOne a = satOneOf(w, c->stateA), b = satOneOf(w, c->stateB);
	satVec2 n = c->normal, t = { n.y, -n.x };
	for (int j = 0; j < c->pointCount; ++j) {
		const satContactPoint* p = &c->points[j];
		satVec2 impulse = { p->normalImpulse * n.x + p->tangentImpulse * t.x,
			p->normalImpulse * n.y + p->tangentImpulse * t.y };
		satApplyOne(&a, p->anchorA, &b, p->anchorB, impulse);
	}
	if (c->rollingImpulse != 0.0f) satSpinOne(&a, &b, c->rollingImpulse);
}

static void satSolveOne(
	satWorld* w, satContact* c, float inverseH, const satSoftness* soft, const satSoftness* staticSoft, bool useBias)
{
	satOne a = satOneOf(w, c->stateA), b = satOneOf(w, c->stateB);
	const satSoftness* s = a.invMass == 0.0f || b.invMass == 0.0f ? staticSoft : soft;
	satVec2 n = c->normal, t = { n.y, -n.x };
	for (int j = 0; j < c->pointCount; ++j) {
		satContactPoint* p = &c->points[j];
		satVec2 rA = p->anchorA, rB = p->anchorB;
		const satSolverBody *A = a.body, *B = b.body;
		satVec2 prA = { A->dCos * rA.x - A->dSin * rA.y, A->dSin * rA.x + A->dCos * rA.y };
		satVec2 prB = { B->dCos * rB.x - B->dSin * rB.y, B->dSin * rB.x + B->dCos * rB.y };
		satVec2 d = { (B->dx - A->dx) + (prB.x - prA.x), (B->dy - A->dy) + (prB.y - prA.y) };
		float separation = satDot(d, n) + p->baseSeparation;
		float bias = 0.0f, massScale = 1.0f, impulseScale = 0.0f;
		if (separation > 0.0f) {
			bias = separation * inverseH;
		} else if (useBias && separation < -w->linearSlop) {
			bias = satMaxF(s->biasRate * (separation + w->linearSlop), -w->tuning.pushSpeed);
			massScale = s->massScale;
			impulseScale = s->impulseScale;
		}
		float vn = satDot(satRelativeOne(A, rA, B, rB), n);
		float impulse = -p->normalMass * massScale * (vn + bias) - impulseScale * p->normalImpulse;
		float total = satMaxF(0.0f, p->normalImpulse + impulse);
		impulse = total - p->normalImpulse;
		p->normalImpulse = total;
		p->maxNormalImpulse = satMaxF(p->maxNormalImpulse, impulse);
		satApplyOne(&a, rA, &b, rB, (satVec2){ impulse * n.x, impulse * n.y });
	}
	for (int j = 0; j < c->pointCount; ++j) {
		satContactPoint* p = &c->points[j];
		float vt = satDot(satRelativeOne(a.body, p->anchorA, b.body, p->anchorB), t) - c->tangentSpeed;
		float limit = p->friction * p->normalImpulse;
		float total = satMaxF(-limit, satMinF(p->tangentImpulse - p->tangentMass * vt, limit));
		float impulse = total - p->tangentImpulse;
		p->tangentImpulse = total;
		satApplyOne(&a, p->anchorA, &b, p->anchorB, (satVec2){ impulse * t.x, impulse * t.y });
	}
	if (c->rollingResistance > 0.0f) {
		float normal = 0.0f;
		for (int j = 0; j < c->pointCount; ++j) normal += c->points[j].normalImpulse;
		float limit = c->rollingResistance * normal;
		float total = satMaxF(-limit, satMinF(c->rollingImpulse - c->rollingMass * (b.body->w - a.body->w), limit));
		float impulse = total - c->rollingImpulse;
		c->rollingImpulse = total;
		satSpinOne(&a, &b, impulse);
	}
}

void satContactSolverWarmStart(satWorld* w)
{
	satContactSolver* s = &w->solver;
	for (int k = 0; k < s->overflowCount; ++k) satWarmStartOne(w, &w->contacts[s->overflow[k]]);
	for (int r = 0; r < s->wideCount; ++r) satWarmStartRow(s->bodies, &s->wide[r]);
}

void satContactSolverSolve(
	satWorld* w, float inverseH, const satSoftness* soft, const satSoftness* staticSoft, bool useBias)
{
	satContactSolver* s = &w->solver;
	for (int k = 0; k < s->overflowCount; ++k)
		satSolveOne(w, &w->contacts[s->overflow[k]], inverseH, soft, staticSoft, useBias);
	for (int r = 0; r < s->wideCount; ++r)
		satSolveRow(s->bodies, &s->wide[r], inverseH, w->linearSlop, w->tuning.pushSpeed, useBias);
}

// A substep applies each point's accumulated normal impulse (the warm start, then the passes' increments): the
// step's total is their sum, kept finite for the caller (at huge masses and speeds the impulse overflows float:
// the sum then stays at FLT_MAX). Every term is at least 0.
void satContactSolverAddImpulses(satWorld* w)
{
	satContactSolver* s = &w->solver;
	satV4 most = satV4Splat(FLT_MAX);
	for (int r = 0; r < s->wideCount; ++r)
		for (int j = 0; j < 2; ++j) {
			satWidePoint* p = &s->wide[r].p[j];
			satV4Store(
				p->totalNormalImpulse, satV4Min(satV4Add(V4(p->totalNormalImpulse), V4(p->normalImpulse)), most));
		}
	for (int k = 0; k < s->overflowCount; ++k) {
		satContact* c = &w->contacts[s->overflow[k]];
		for (int j = 0; j < c->pointCount; ++j)
			c->points[j].totalNormalImpulse = satMinF(
				c->points[j].totalNormalImpulse + c->points[j].normalImpulse, FLT_MAX);
	}
}

void satContactSolverStore(satWorld* w)
{
	satContactSolver* s = &w->solver;
	for (int r = 0; r < s->wideCount; ++r) {
		const satWideContact* row = &s->wide[r];
		for (int k = 0; k < 4; ++k) {
			if (row->contact[k] < 0) continue;
			satContact* c = &w->contacts[row->contact[k]];
			c->rollingImpulse = row->rollingImpulse[k];
			for (int j = 0; j < c->pointCount; ++j) {
				satContactPoint* p = &c->points[j];
				const satWidePoint* q = &row->p[j];
				p->normalImpulse = q->normalImpulse[k];
				p->tangentImpulse = q->tangentImpulse[k];
				p->maxNormalImpulse = q->maxNormalImpulse[k];
				p->totalNormalImpulse = q->totalNormalImpulse[k];
			}
		}
	}
}

// A point's normal impulse over the step so far plus one more, kept finite for the caller: at huge masses and speeds
// the solver's impulse overflows float (the velocities it makes are capped), and the total then stays at FLT_MAX.
static float satAddImpulse(float total, float impulse)
{
	float sum = total + impulse;
	if (sum >= 0.0f && sum <= FLT_MAX) return sum;
	return sum < 0.0f && sum >= -FLT_MAX ? 0.0f : FLT_MAX; // an infinity or NaN (inf - inf) came from an overflow
}

void satContactSolverRestitution(satWorld* w)
{
	for (int i = 0; i < w->contactCount; ++i) {
		satContact* c = &w->contacts[i];
		if (c->restitution == 0.0f) continue;
		satOne a = satOneOf(w, c->stateA), b = satOneOf(w, c->stateB);
		satVec2 n = c->normal;
		for (int j = 0; j < c->pointCount; ++j) {
			satContactPoint* p = &c->points[j];
			if (p->relativeVelocity > -w->restitutionSpeed || p->maxNormalImpulse == 0.0f) continue;
			float vn = satDot(satRelativeOne(a.body, p->anchorA, b.body, p->anchorB), n);
			float impulse = -p->normalMass * (vn + c->restitution * p->relativeVelocity);
			float total = satMaxF(0.0f, p->normalImpulse + impulse); // a NaN becomes 0
			impulse = total - p->normalImpulse;
			p->normalImpulse = total;
			p->totalNormalImpulse = satAddImpulse(p->totalNormalImpulse, impulse);
			satApplyOne(&a, p->anchorA, &b, p->anchorB, (satVec2){ impulse * n.x, impulse * n.y });
		}
	}
}

void satContactSolverFinish(satWorld* w)
{
	satContactSolver* s = &w->solver;
	for (int j = 0; j < w->awakeCount; ++j) {
		int k = w->awakeMovers[j];
		const satSolverBody* b = &s->bodies[k];
		satBodyState* st = &w->states[k];
		st->vx = b->vx;
		st->vy = b->vy;
		st->w = b->w;
		st->dx = b->dx;
		st->dy = b->dy;
		st->dCos = b->dCos;
		st->dSin = b->dSin;
	}
}
