// The character mover: move and slide a kinematic body through the world (satWorld_Move). After the cast-and-clip
// loop of Box2D v3.1's mover (b2World_CastMover, b2ClipVector) and the options of Rapier's
// KinematicCharacterController (max slope, autostep, snap to ground): cast the body's shape along the motion,
// stop a skin short of the first hit, take the part of the motion into that surface away, and cast again.
#include <math.h>

#include "sat_internal.h"
#include "sat_math.h"

#include "world_internal.h"

// Casts of one move: the first, and one after each surface the motion was clipped against.
#define SAT_MOVE_PASSES 5
// Surfaces remembered in one move, so a motion clipped against one is not sent back into another.
#define SAT_MOVE_PLANES 4

satMoveDef satDefaultMoveDef(void) { return (satMoveDef){ { 0.0f, 1.0f }, 0.7853982f, 0.0f, 0.0f, 0.0f, false }; }

typedef struct satMover {
	satWorld* w;
	satBody* body;
	float angle;
	satVec2 p;  ///< where the body is now in the move
	satVec2 up; ///< unit
	float cosMaxSlope, skin;
	bool slideOnSlopes;
	int hitCount;
	satVec2 planes[SAT_MOVE_PLANES];
	int planeCount;
	int nearCount;   ///< the bodies any cast of the move could touch, in w->gatherSlots; -1: walk the world
	float span;      ///< how far beyond the body's box the move's casts can reach
	float pushDepth; ///< the deepest overlap of a solid static body (0: none), and its push out
	satVec2 pushNormal;
	float otherDepth; ///< the deepest overlap of any other body (moving, or one-way), and its push out
	satVec2 otherNormal;
} satMover;

// Find the bodies near the mover (its box grown by the span: every cast of the move stays within it) once, so the
// move walks the world once, not once per cast.
static void satMoverGather(satMover* m)
{
	const satBody* b = m->body;
	float span = m->span;
	satAABB near = { b->bounds.minX + m->p.x - span, b->bounds.minY + m->p.y - span, b->bounds.maxX + m->p.x + span,
		b->bounds.maxY + m->p.y + span };
	float margin = (fabsf(m->p.x) + fabsf(m->p.y) + span + b->reach) * (8.0f * FLT_EPSILON) + SAT_DENORMAL_SLACK;
	near = (satAABB){ near.minX - margin, near.minY - margin, near.maxX + margin, near.maxY + margin };
	satCastRequest filter = { b->shape, { 0.0f, 0.0f }, b->category, b->mask, true, b->id };
	m->nearCount = satWorldGather(m->w, &near, &filter);
}

static satVec2 satAddScaled(satVec2 a, satVec2 b, float s) { return (satVec2){ a.x + s * b.x, a.y + s * b.y }; }

// The part of v that does not go into a surface of normal n.
static satVec2 satClip(satVec2 v, satVec2 n)
{
	float into = satDot(v, n);
	return into < 0.0f ? satAddScaled(v, n, -into) : v;
}

// A surface the mover may stand on: its normal within the maximum slope of up (a little round-off allowed, so a
// 45 degree slope is walkable with the 45 degree default).
static bool satWalkable(const satMover* m, satVec2 n) { return satDot(n, m->up) >= m->cosMaxSlope - 1e-5f; }

// Cast the body's shape from where the mover is; it skips the body itself, bodies its filter excludes, and one-way
// bodies it is not fully above. Tile seams need no rule here: the skin keeps the shape above a floor's top, so
// sliding along it never reaches the side of the next tile.
static satCastResult satMoverCast(satMover* m, satVec2 motion)
{
	satShape* s = m->body->shape;
	satShapePlace(s, m->p.x, m->p.y, m->angle);
	satCastRequest r = { s, motion, m->body->category, m->body->mask, true, m->body->id };
	satCastResult h = m->nearCount >= 0 ? satWorldCastAmong(m->w, &r, m->w->gatherSlots, m->nearCount)
										: satWorldCast(m->w, &r);
	satShapePlace(s, 0.0f, 0.0f, m->angle);
	return h;
}

// A vector's length; in double where the float square underflows (denormal scales), so a tiny motion is not zero.
static float satMoverLength(satVec2 v)
{
	float length = sqrtf(satDot(v, v));
	if (length == 0.0f && (v.x != 0.0f || v.y != 0.0f)) length = (float)sqrt((double)v.x * v.x + (double)v.y * v.y);
	return length;
}

// The distance to move towards a hit at time t of a motion of length length and direction dir, so that the gap
// left along its normal is the skin.
static float satAdvance(const satMover* m, const satCastResult* h, float length, satVec2 dir)
{
	float approach = -satDot(dir, h->normal);
	float back = approach > 1e-6f ? m->skin / approach : length;
	return satMaxF(0.0f, h->t * length - back);
}

// A walkable surface within twice the skin below: the ground, or a miss.
static satCastResult satMoverGround(satMover* m)
{
	satCastResult h = satMoverCast(m, (satVec2){ -2.0f * m->skin * m->up.x, -2.0f * m->skin * m->up.y });
	if (h.hit && !satWalkable(m, h.normal)) h.hit = false;
	return h;
}

// The deepest push out of the given bodies (slots) where the mover is: out of solid static bodies in m->pushDepth
// and m->pushNormal, out of the others (moving bodies, one-way bodies) in m->otherDepth and m->otherNormal.
static void satMoverPush(satMover* m, const int* slots, int count)
{
	satWorld* w = m->w;
	satShape* s = m->body->shape;
	m->pushDepth = m->otherDepth = 0.0f;
	m->pushNormal = m->otherNormal = (satVec2){ 0.0f, 0.0f };
	const satBody* b = m->body;
	float margin = (fabsf(m->p.x) + fabsf(m->p.y) + b->reach) * (8.0f * FLT_EPSILON) + SAT_DENORMAL_SLACK;
	satAABB box = { b->bounds.minX + m->p.x - margin, b->bounds.minY + m->p.y - margin,
		b->bounds.maxX + m->p.x + margin, b->bounds.maxY + m->p.y + margin };
	for (int k = 0; k < count; ++k) {
		const satBody* o = &w->bodies[slots[k]];
		if (o == b || o->sensor || (b->category & o->mask) == 0 || (o->category & b->mask) == 0) continue;
		satAABB ob = satWorldBodyBox(w, o);
		if (ob.minX > box.maxX || box.minX > ob.maxX || ob.minY > box.maxY || box.minY > ob.maxY) continue;
		satVec2 d = { o->x - m->p.x, o->y - m->p.y };
		satOverlap v = satOverlapWith(s, o->shape, d, &w->scratch);
		if (!v.hit) continue;
		bool solid = o->isStatic && !o->oneWay;
		if (o->oneWay) {
			if (o->id != satPhysicsOf(w, m->body)->moverGround) continue;
			v = (satOverlap){ true, (float)-satOneWayGap(w, o, s, m->p.x, m->p.y, NULL), satOneWayWorldNormal(w, o) };
		} else if (o->isStatic && w->edgeMasks != NULL) {
			v = satSeamOverlap(s, 0u, o->shape, w->edgeMasks[o - w->bodies], d, v);
		}
		float* depth = solid ? &m->pushDepth : &m->otherDepth;
		if (v.depth > *depth) {
			*depth = v.depth;
			*(solid ? &m->pushNormal : &m->otherNormal) = v.normal;
		}
	}
}

// satMoverPush where the mover is: over the near bodies, or, when there was no room for their list, over what the
// world finds there.
static void satMoverPushHere(satMover* m)
{
	if (m->nearCount >= 0) {
		satMoverPush(m, m->w->gatherSlots, m->nearCount);
		return;
	}
	satWorld* w = m->w;
	satShape* s = m->body->shape;
	satShapePlace(s, m->p.x, m->p.y, m->angle);
	int count = satWorldOverlapIds(w, s, m->body->mask);
	satShapePlace(s, 0.0f, 0.0f, m->angle);
	for (int k = 0; k < count; ++k) w->queryIds[k] = (int)(satWorldFindBody(w, w->queryIds[k]) - w->bodies);
	satMoverPush(m, w->queryIds, count);
}

// Push the body out of what it overlaps (a moving platform rose into it, or the caller placed it there): a few
// times the deepest overlap, as the world would push it (tile seams included), out to the skin. Solid static bodies
// come first; a push out of anything else that would put the body into a static body is not made (the body is
// crushed between them: it stays, as Box2D v3's mover leaves it to the solver). A one-way body pushes only along
// its normal, and only the body the last move left standing on it (a platform that rose into it); one jumping up
// through it is let through.
static void satMoverRecover(satMover* m)
{
	for (int pass = 0; pass < 4; ++pass) {
		satMoverPushHere(m);
		if (m->pushDepth > 0.0f) {
			m->p = satAddScaled(m->p, m->pushNormal, m->pushDepth + m->skin);
		} else if (m->otherDepth > 0.0f) {
			satVec2 from = m->p;
			m->p = satAddScaled(m->p, m->otherNormal, m->otherDepth + m->skin);
			satMoverGather(m);
			satMoverPushHere(m);
			if (m->pushDepth > 0.0f) { // into a static body: stay
				m->p = from;
				satMoverGather(m);
				return;
			}
			continue;
		} else {
			return;
		}
		satMoverGather(m); // the near bodies of where it is now
	}
}

// Try to step up onto a ledge in the way of a lateral motion: lift by up to stepHeight (the room above allowing),
// move on, and come down onto walkable ground no higher than stepHeight. True (and the mover moved) on success.
static bool satMoverStep(satMover* m, satVec2 lateral, float stepHeight)
{
	satVec2 start = m->p;
	satCastResult h = satMoverCast(m, (satVec2){ stepHeight * m->up.x, stepHeight * m->up.y });
	float lift = h.hit ? h.t * stepHeight - m->skin : stepHeight;
	if (lift <= m->skin) return false;
	m->p = satAddScaled(start, m->up, lift);
	float length = sqrtf(satDot(lateral, lateral));
	satVec2 dir = { lateral.x / length, lateral.y / length };
	h = satMoverCast(m, lateral);
	float forward = h.hit ? satAdvance(m, &h, length, dir) : length;
	if (forward <= m->skin) {
		m->p = start;
		return false;
	}
	m->p = satAddScaled(m->p, dir, forward);
	float drop = lift + m->skin;
	h = satMoverCast(m, (satVec2){ -drop * m->up.x, -drop * m->up.y });
	if (!h.hit || h.t <= 0.0f || !satWalkable(m, h.normal)) {
		m->p = start;
		return false;
	}
	m->p = satAddScaled(m->p, m->up, -satAdvance(m, &h, drop, (satVec2){ -m->up.x, -m->up.y }));
	++m->hitCount;
	return true;
}

// The motion left after a hit on a surface of normal n: the ground holds the mover (no sliding down a walkable
// slope unless asked: the motion into it along up is dropped, the rest follows the surface); a surface too steep
// to walk is a wall, so sliding along it never lifts the mover more than the motion asked; others clip plainly.
static satVec2 satMoverClip(satMover* m, satVec2 rest, satVec2 n)
{
	float along = satDot(n, m->up), rise = satDot(rest, m->up);
	satVec2 plane = n, out;
	if (satWalkable(m, n) && !m->slideOnSlopes) {
		if (rise < 0.0f) rest = satAddScaled(rest, m->up, -rise);
		out = satClip(rest, n);
	} else {
		out = satClip(rest, n);
		if (along > 0.0f && satDot(out, m->up) > satMaxF(0.0f, rise) + 1e-7f) {
			satVec2 flat = satAddScaled(n, m->up, -along);
			float length = sqrtf(satDot(flat, flat));
			if (length > 1e-6f) {
				plane = (satVec2){ flat.x / length, flat.y / length };
				out = satClip(rest, plane);
			}
		}
	}
	// A motion sent into a surface met earlier in this move: along the new surface only, or not at all (a corner).
	for (int k = 0; k < m->planeCount; ++k) {
		if (satDot(out, m->planes[k]) >= -1e-7f) continue;
		satVec2 tangent = { -plane.y, plane.x };
		out = (satVec2){ tangent.x * satDot(out, tangent), tangent.y * satDot(out, tangent) };
		for (int j = 0; j < m->planeCount; ++j)
			if (satDot(out, m->planes[j]) < -1e-7f) return (satVec2){ 0.0f, 0.0f };
		break;
	}
	if (m->planeCount < SAT_MOVE_PLANES) m->planes[m->planeCount++] = plane;
	return out;
}

static satError satCheckMoveDef(const satMoveDef* d)
{
	const float values[] = { d->up.x, d->up.y, d->maxSlope, d->stepHeight, d->snapDown, d->skin };
	for (int k = 0; k < 6; ++k) {
		satError e = satCheckValue(values[k]);
		if (e != SAT_OK) return e;
	}
	if (d->up.x == 0.0f && d->up.y == 0.0f) return SAT_ERR_BAD_AXIS;
	if (!(d->maxSlope >= 0.0f && d->maxSlope <= 1.5707964f)) return SAT_ERR_OUT_OF_RANGE;
	if (d->stepHeight < 0.0f || d->snapDown < 0.0f || d->skin < 0.0f) return SAT_ERR_BAD_SIZE;
	return SAT_OK;
}

satError satWorld_Move(satWorld* w, int id, satVec2 motion, const satMoveDef* def, satMoveResult* out)
{
	if (out != NULL) *out = (satMoveResult){ { 0.0f, 0.0f }, false, -1, { 0.0f, 0.0f }, 0 };
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	if (out == NULL) return SAT_ERR_NULL;
	satBody* b = satWorldFindBody(w, id);
	if (b == NULL) return SAT_ERR_BAD_ID;
	if (b->type != SAT_BODY_KINEMATIC) return SAT_ERR_BAD_TYPE;
	satMoveDef d = def != NULL ? *def : satDefaultMoveDef();
	e = satCheckValue(motion.x);
	if (e == SAT_OK) e = satCheckValue(motion.y);
	if (e == SAT_OK) e = satCheckMoveDef(&d);
	if (e != SAT_OK) return e;
	double farX = (double)b->x + motion.x, farY = (double)b->y + motion.y;
	double reach = (double)b->reach + d.stepHeight + d.snapDown + 4.0 * d.skin;
	if (fabs(farX) + reach > SAT_MAX_COORDINATE || fabs(farY) + reach > SAT_MAX_COORDINATE) return SAT_ERR_OUT_OF_RANGE;

	double upLength = hypot(d.up.x, d.up.y);
	satMover m = { .w = w, .body = b, .angle = b->shape->xf.angle, .p = { b->x, b->y }, .nearCount = -1 };
	m.up = (satVec2){ (float)(d.up.x / upLength), (float)(d.up.y / upLength) };
	float sinSlope;
	satSinCos(d.maxSlope, &sinSlope, &m.cosMaxSlope);
	// The default skin is 1% of the shape's reach; never below the round-off of the coordinates.
	float skin = d.skin > 0.0f ? d.skin : 0.01f * b->reach;
	float ulps = 16.0f * FLT_EPSILON * (fabsf(b->x) + fabsf(b->y) + fabsf(motion.x) + fabsf(motion.y) + b->reach);
	m.skin = satMaxF(skin, ulps + SAT_DENORMAL_SLACK);
	m.slideOnSlopes = d.slideOnSlopes;

	// The push out counts towards the motion in its direction: a platform that rose into the body carried it, and
	// the platform's motion the game adds to the body's is not made twice.
	m.span = sqrtf(satDot(motion, motion)) + d.stepHeight + d.snapDown + 4.0f * m.skin;
	satMoverGather(&m);
	satVec2 before = m.p;
	satMoverRecover(&m);
	satVec2 push = { m.p.x - before.x, m.p.y - before.y };
	float pushLength = satMoverLength(push);
	if (pushLength > 0.0f) {
		satVec2 dir = { push.x / pushLength, push.y / pushLength };
		float along = satDot(motion, dir);
		if (along > 0.0f) motion = satAddScaled(motion, dir, -satMinF(along, pushLength));
	}
	bool wasGrounded = (d.stepHeight > 0.0f || d.snapDown > 0.0f) && satMoverGround(&m).hit;

	satVec2 rest = motion;
	for (int pass = 0; pass < SAT_MOVE_PASSES; ++pass) {
		float length = satMoverLength(rest);
		if (!(length > 1e-3f * m.skin)) break;
		satVec2 dir = { rest.x / length, rest.y / length };
		satCastResult h = satMoverCast(&m, rest);
		if (!h.hit) {
			m.p = satAddScaled(m.p, rest, 1.0f);
			break;
		}
		++m.hitCount;
		float advance = satAdvance(&m, &h, length, dir);
		m.p = satAddScaled(m.p, dir, advance);
		rest = satAddScaled(rest, dir, -advance);
		float rise = satDot(rest, m.up);
		satVec2 lateral = satAddScaled(rest, m.up, -rise);
		if (d.stepHeight > 0.0f && wasGrounded && !satWalkable(&m, h.normal) && satDot(h.normal, m.up) > -0.5f &&
			satDot(lateral, lateral) > 0.0f && satMoverStep(&m, lateral, d.stepHeight)) {
			rest = (satVec2){ 0.0f, 0.0f };
			break;
		}
		rest = satMoverClip(&m, rest, h.normal);
	}

	satCastResult ground = satMoverGround(&m);
	if (!ground.hit && wasGrounded && d.snapDown > 0.0f && satDot(motion, m.up) <= 0.0f) {
		float reachDown = d.snapDown + m.skin;
		satVec2 down = { -m.up.x, -m.up.y };
		satCastResult h = satMoverCast(&m, (satVec2){ reachDown * down.x, reachDown * down.y });
		if (h.hit && satWalkable(&m, h.normal)) {
			m.p = satAddScaled(m.p, down, satAdvance(&m, &h, reachDown, down));
			ground = satMoverGround(&m);
		}
	}
	e = satWorld_SetTransform(w, id, m.p.x, m.p.y, m.angle);
	if (e != SAT_OK) return e;
	satPhysicsOf(w, b)->moverGround = ground.hit ? ground.id : -1;
	*out = (satMoveResult){ m.p, ground.hit, ground.hit ? ground.id : -1,
		ground.hit ? ground.normal : (satVec2){ 0.0f, 0.0f }, m.hitCount };
	return SAT_OK;
}
