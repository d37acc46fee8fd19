// Joints, checked by physical laws: a pendulum's period, a rope that does not stretch, a motor that holds its
// speed under a load below its torque and stalls above it, limits that hold, a stiff weld, a prismatic body on its
// axis, a spring's frequency, joined bodies that do not collide, a long chain that keeps its length; then the
// everyday loop (sleeping together, removal with a body, ids reused) and bad definitions that change nothing.
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "alloc.h"
#include "bodies.h"
#include "check.h"

static const float DT = 1.0f / 60.0f;
static const double JPI = 3.14159265358979323846;

static satWorld* newWorld(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	return w;
}

static void step(satWorld* w) { CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK); }

static int addJoint(satWorld* w, const satJointDef* d)
{
	int id = -1;
	CHECK_INT(satWorld_AddJoint(w, d, &id), SAT_OK);
	return id;
}

static int revolute(satWorld* w, int a, int b, float x, float y)
{
	satJointDef d = satDefaultJointDef(SAT_JOINT_REVOLUTE);
	d.bodyA = a;
	d.bodyB = b;
	d.anchorA = (satVec2){ x, y };
	return addJoint(w, &d);
}

static float massOf(const satWorld* w, int id)
{
	satMassData m;
	CHECK_INT(satWorld_GetMassData(w, id, &m), SAT_OK);
	return m.mass;
}

// Times at which x crosses zero going up, by linear interpolation between steps.
static double periodOf(satWorld* w, int id, int stepsToRun, int* crossingsOut)
{
	double first = -1.0, last = -1.0, previous = transformOf(w, id).x;
	int crossings = 0;
	for (int i = 1; i <= stepsToRun; ++i) {
		step(w);
		double x = transformOf(w, id).x;
		if (previous < 0.0 && x >= 0.0) {
			double t = (i - 1 + previous / (previous - x)) * DT;
			if (first < 0.0) first = t;
			last = t;
			crossings++;
		}
		previous = x;
	}
	*crossingsOut = crossings;
	return crossings > 1 ? (last - first) / (crossings - 1) : 0.0;
}

static void casePendulumPeriod(void)
{
	// A small disc on a rod of L = 1 m (distance joint to the world) and on a revolute joint 1 m above it,
	// released at 5 degrees: T = 2 pi sqrt((L^2 + r^2 / 2) / (g L)) for the disc (a point mass but for its own
	// inertia on the revolute joint, which turns it with the swing), within 2%.
	const double L = 1.0, r = 0.05, g = 10.0, theta = 5.0 * JPI / 180.0;
	for (int kind = 0; kind < 2; ++kind) {
		checkContext("joints/pendulum-period [%s]", kind == 0 ? "distance" : "revolute");
		satWorld* w = newWorld();
		float x = (float)(L * sin(theta)), y = (float)(-L * cos(theta));
		int bob = addBody(w, circle((float)r), x, y, 0, SAT_BODY_DYNAMIC);
		satJointDef d = satDefaultJointDef(kind == 0 ? SAT_JOINT_DISTANCE : SAT_JOINT_REVOLUTE);
		d.bodyB = bob;
		d.anchorA = (satVec2){ 0.0f, 0.0f };
		d.anchorB = (satVec2){ x, y };
		addJoint(w, &d);
		int crossings = 0;
		double period = periodOf(w, bob, 600, &crossings);
		double expected = kind == 0 ? 2.0 * JPI * sqrt(L / g) : 2.0 * JPI * sqrt((L * L + r * r / 2.0) / (g * L));
		CHECK_MSG(crossings >= 4, "%d crossings in 10 s", crossings);
		CHECK_MSG(fabs(period / expected - 1.0) < 0.02, "period %.4f s, expected %.4f s", period, expected);
		satDestroyWorld(w);
	}
}

static void caseRopeDoesNotStretch(void)
{
	// A heavy disc on a 2 m rope (minLength 0) starts slack, 1 m from the anchor with a sideways speed: it falls
	// until the rope catches it, then swings. Its distance never exceeds 2 m by more than 1%; it does reach the
	// rope's length (the rope acts).
	satWorld* w = newWorld();
	int bob = addBody(w, circle(0.25f), 1.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
	satMaterial m = satDefaultMaterial();
	m.density = 10.0f;
	CHECK_INT(satWorld_SetMaterial(w, bob, &m), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, bob, 3.0f, 0.0f, 0.0f), SAT_OK);
	satJointDef d = satDefaultJointDef(SAT_JOINT_DISTANCE);
	d.bodyB = bob;
	d.anchorA = (satVec2){ 0.0f, 0.0f };
	d.anchorB = (satVec2){ 1.0f, 0.0f };
	d.length = 2.0f;
	d.minLength = 0.0f;
	addJoint(w, &d);
	double most = 0.0, least = 1e9;
	for (int i = 0; i < 300; ++i) {
		step(w);
		satTransform t = transformOf(w, bob);
		double distance = sqrt((double)t.x * t.x + (double)t.y * t.y);
		if (distance > most) most = distance;
		if (i < 10 && distance < least) least = distance;
	}
	CHECK_MSG(most <= 2.0 * 1.01, "rope stretched to %.4f m of 2 m", most);
	CHECK_MSG(most >= 2.0 * 0.99, "the rope never became taut: %.4f m", most);
	CHECK_MSG(least < 1.5, "slack at the start: %.4f m", least); // a rope, not a rod: it did not hold 1 m
	satDestroyWorld(w);
}

// A disc of radius 1 pinned at its centre with a motor, gravity off, with a load torque applied as an impulse
// each step (a tangential impulse at the rim); its spin after `seconds`.
static float spinUnderLoad(float motorSpeed, float maxTorque, float loadTorque, float seconds, float* inertiaOut)
{
	satWorld* w = newWorld();
	CHECK_INT(satWorld_SetGravity(w, 0.0f, 0.0f), SAT_OK);
	int disc = addBody(w, circle(1.0f), 0.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
	satMassData md;
	CHECK_INT(satWorld_GetMassData(w, disc, &md), SAT_OK);
	*inertiaOut = md.inertia;
	satJointDef d = satDefaultJointDef(SAT_JOINT_REVOLUTE);
	d.bodyB = disc;
	d.enableMotor = true;
	d.motorSpeed = motorSpeed;
	d.maxMotorTorque = maxTorque;
	addJoint(w, &d);
	int count = (int)lroundf(seconds / DT);
	for (int i = 0; i < count; ++i) {
		// A force F to -x at (0, 1): torque r x F = (0,1) x (-F,0) = F (counter-clockwise), against a clockwise motor.
		satVec2 rim = { 0.0f, 1.0f };
		satTransform t = transformOf(w, disc);
		rim.x += t.x;
		rim.y += t.y;
		CHECK_INT(satWorld_ApplyImpulse(w, disc, -loadTorque * DT, 0.0f, &rim), SAT_OK);
		step(w);
	}
	float spin = velocityOf(w, disc).angular;
	satDestroyWorld(w);
	return spin;
}

static void caseMotorHoldsAndStalls(void)
{
	// Motor speed -2 rad/s (clockwise), largest torque 10; a load of +5 (below): it holds -2 within 1%. A load of
	// +20 (above): it stalls and turns back, its spin growing at (20 - 10) / I.
	float inertia = 0.0f;
	float spin = spinUnderLoad(-2.0f, 10.0f, 5.0f, 2.0f, &inertia);
	CHECK_MSG(fabsf(spin + 2.0f) < 0.02f, "spin %.4f under a load below its torque", spin);
	float seconds = 1.0f, stalled = spinUnderLoad(-2.0f, 10.0f, 20.0f, seconds, &inertia);
	double expected = (20.0 - 10.0) / inertia * seconds;
	CHECK_MSG(stalled > 0.0f, "spin %.4f: the motor did not stall", stalled);
	CHECK_MSG(fabs(stalled / expected - 1.0) < 0.05, "stalled spin %.4f, expected %.4f", stalled, expected);
	// Unloaded it reaches its speed, from rest, in a fraction of a second.
	float unloaded = spinUnderLoad(3.0f, 10.0f, 0.0f, 0.5f, &inertia);
	CHECK_MSG(fabsf(unloaded - 3.0f) < 1e-3f, "unloaded spin %.5f", unloaded);
}

static void caseRevoluteLimitsHold(void)
{
	// An arm 2 x 0.2 m pinned at its left end, horizontal, with a 20 kg disc welded... (a heavy box at its tip):
	// limits [-30, 20] degrees; gravity pulls it to -30 and it stays within 0.5 degree of it; turned over
	// (gravity up), to +20. Without limits it hangs at -90 (the limit is what holds it).
	for (int variant = 0; variant < 3; ++variant) {
		checkContext("joints/revolute-limits-hold [%d]", variant);
		satWorld* w = newWorld();
		if (variant == 1) CHECK_INT(satWorld_SetGravity(w, 0.0f, 10.0f), SAT_OK);
		int arm = addBody(w, box(2.0f, 0.2f), 1.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
		satMaterial m = satDefaultMaterial();
		m.density = 20.0f;
		CHECK_INT(satWorld_SetMaterial(w, arm, &m), SAT_OK);
		satJointDef d = satDefaultJointDef(SAT_JOINT_REVOLUTE);
		d.bodyB = arm;
		d.enableLimit = variant < 2;
		d.lower = (float)(-30.0 * JPI / 180.0);
		d.upper = (float)(20.0 * JPI / 180.0);
		addJoint(w, &d);
		double lowest = 0.0;
		for (int i = 0; i < 180; ++i) {
			step(w);
			lowest = fmin(lowest, transformOf(w, arm).angle * 180.0 / JPI);
		}
		double angle = transformOf(w, arm).angle * 180.0 / JPI;
		double expected = variant == 0 ? -30.0 : 20.0;
		if (variant == 2) // unlimited, it swings down past -90
			CHECK_MSG(lowest < -90.0, "unlimited arm swung only to %.3f degrees", lowest);
		else
			CHECK_MSG(fabs(angle - expected) <= 0.5, "arm at %.3f degrees, limit %.1f", angle, expected);
		satDestroyWorld(w);
	}
}

static void caseWeldCantilever(void)
{
	// Four 1 x 0.5 m boxes welded end to end, the first welded to a static wall: the tip sags less than 6 cm.
	satWorld* w = newWorld();
	int wall = addBody(w, box(0.5f, 4.0f), -0.25f, 0.0f, 0, SAT_BODY_STATIC);
	int previous = wall;
	int boxes[4];
	for (int k = 0; k < 4; ++k) {
		boxes[k] = addBody(w, box(1.0f, 0.5f), 0.5f + (float)k, 0.0f, 0, SAT_BODY_DYNAMIC);
		satJointDef d = satDefaultJointDef(SAT_JOINT_WELD);
		d.bodyA = previous;
		d.bodyB = boxes[k];
		d.anchorA = (satVec2){ (float)k, 0.0f };
		addJoint(w, &d);
		previous = boxes[k];
	}
	double sag = 0.0, most = 0.0;
	for (int i = 0; i < 180; ++i) {
		step(w);
		satTransform t = transformOf(w, boxes[3]);
		sag = -(t.y + 0.5 * sin(t.angle)); // the tip's centre line, 0.5 beyond the last box's centre
		most = fmax(most, sag);
	}
	printf("  weld cantilever: most %.2f cm\n", most * 100.0);
	CHECK_MSG(sag < 0.06, "tip sag %.4f m", sag);
	CHECK_MSG(sag > 0.0, "tip sag %.6f m: the cantilever did not bend at all", sag);
	printf("  weld cantilever: tip sag %.2f cm\n", sag * 100.0);
	satDestroyWorld(w);
}

static void casePrismaticOnAxis(void)
{
	// A box on a prismatic joint to the world along (1, 1) / sqrt 2: gravity slides it down the axis (as a bead
	// on a wire: a = g sin 45 degrees), sideways impulses move it off the axis by less than 1 mm and do not turn
	// it; limits at [-1, 0.5] stop it at -1.
	satWorld* w = newWorld();
	int body = addBody(w, box(0.5f, 0.5f), 0.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
	satJointDef d = satDefaultJointDef(SAT_JOINT_PRISMATIC);
	d.bodyB = body;
	d.axis = (satVec2){ 1.0f, 1.0f };
	d.enableLimit = true;
	d.lower = -1.0f;
	d.upper = 0.5f;
	addJoint(w, &d);
	double worst = 0.0, turn = 0.0;
	float mass = massOf(w, body);
	for (int i = 0; i < 120; ++i) {
		satVec2 corner = transformOf(w, body).x > -100.0f ? (satVec2){ 0.25f, 0.25f } : (satVec2){ 0, 0 };
		satTransform t0 = transformOf(w, body);
		corner.x += t0.x;
		corner.y += t0.y;
		if (i % 10 == 0) CHECK_INT(satWorld_ApplyImpulse(w, body, mass * 2.0f, -mass * 1.0f, &corner), SAT_OK);
		step(w);
		satTransform t = transformOf(w, body);
		double off = fabs(((double)t.x - t.y) / sqrt(2.0)); // distance from the line y = x
		if (off > worst) worst = off;
		if (fabs(t.angle) > turn) turn = fabs(t.angle);
		if (i == 14) { // before the limit: along the axis, 1/2 g sin(45) t^2 down it
			double along = ((double)t.x + t.y) / sqrt(2.0), time = 15 * DT;
			(void)along;
			(void)time;
		}
	}
	satTransform t = transformOf(w, body);
	double along = ((double)t.x + t.y) / sqrt(2.0);
	CHECK_MSG(worst < 1e-3, "off the axis by %.6f m", worst);
	CHECK_MSG(turn < 0.5 * JPI / 180.0, "turned by %.5f rad", turn);
	CHECK_MSG(fabs(along + 1.0) < 0.01, "at %.4f along the axis, lower limit -1", along);
	satDestroyWorld(w);
	// The free slide: after 0.5 s from rest, 1/2 g sin 45 t^2 along the axis (within 2%).
	w = newWorld();
	body = addBody(w, box(0.5f, 0.5f), 0.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
	d.bodyB = body;
	d.enableLimit = false;
	addJoint(w, &d);
	for (int i = 0; i < 30; ++i) step(w);
	t = transformOf(w, body);
	along = ((double)t.x + t.y) / sqrt(2.0);
	double expected = -0.5 * 10.0 * sin(JPI / 4.0) * 0.25;
	CHECK_MSG(fabs(along / expected - 1.0) < 0.02, "slid %.4f m, expected %.4f m", along, expected);
	satDestroyWorld(w);
}

static void caseDistanceSpringFrequency(void)
{
	// A disc on a 2 Hz undamped spring (distance joint, rest length 1), gravity off, stretched to 1.2 m: it
	// oscillates at 2 Hz within 5%.
	satWorld* w = newWorld();
	CHECK_INT(satWorld_SetGravity(w, 0.0f, 0.0f), SAT_OK);
	int bob = addBody(w, circle(0.1f), -1.2f, 0.0f, 0, SAT_BODY_DYNAMIC);
	satJointDef d = satDefaultJointDef(SAT_JOINT_DISTANCE);
	d.bodyB = bob;
	d.anchorA = (satVec2){ 0.0f, 0.0f };
	d.anchorB = (satVec2){ -1.2f, 0.0f };
	d.length = 1.0f;
	d.hertz = 2.0f;
	addJoint(w, &d);
	// x oscillates about -1: shift so the crossings are of x + 1.
	double first = -1.0, last = -1.0, previous = transformOf(w, bob).x + 1.0;
	int crossings = 0;
	for (int i = 1; i <= 300; ++i) {
		step(w);
		double x = transformOf(w, bob).x + 1.0;
		if (previous < 0.0 && x >= 0.0) {
			double t = (i - 1 + previous / (previous - x)) * DT;
			if (first < 0.0) first = t;
			last = t;
			crossings++;
		}
		previous = x;
	}
	double frequency = crossings > 1 ? (crossings - 1) / (last - first) : 0.0;
	CHECK_MSG(fabs(frequency / 2.0 - 1.0) < 0.05, "%.4f Hz (%d crossings), expected 2 Hz", frequency, crossings);
	satDestroyWorld(w);
}

static void caseJoinedDoNotCollide(void)
{
	// Two overlapping boxes joined by a revolute joint: no pair, no contact, they stay overlapped. With
	// collideConnected they are pushed apart.
	for (int collide = 0; collide < 2; ++collide) {
		checkContext("joints/joined-do-not-collide [collideConnected %d]", collide);
		satWorld* w = newWorld();
		CHECK_INT(satWorld_SetGravity(w, 0.0f, 0.0f), SAT_OK);
		int a = addBody(w, box(1.0f, 1.0f), 0.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
		int b = addBody(w, box(1.0f, 1.0f), 0.5f, 0.0f, 0, SAT_BODY_DYNAMIC);
		satJointDef d = satDefaultJointDef(SAT_JOINT_DISTANCE);
		d.bodyA = a;
		d.bodyB = b;
		d.anchorA = (satVec2){ 0.0f, 0.0f };
		d.anchorB = (satVec2){ 0.5f, 0.0f };
		d.minLength = 0.0f;
		d.maxLength = 5.0f;
		d.collideConnected = collide == 1;
		addJoint(w, &d);
		for (int i = 0; i < 30; ++i) step(w);
		int pairs = -1;
		CHECK_INT(satWorld_Collide(w, &pairs), SAT_OK);
		double gap = transformOf(w, b).x - transformOf(w, a).x;
		if (collide == 0) {
			CHECK_INT(pairs, 0);
			CHECK_INT(satWorld_GetContactCount(w), 0);
			CHECK_MSG(fabs(gap - 0.5) < 1e-6, "gap %.6f: joined bodies were pushed apart", gap);
		} else {
			CHECK_MSG(gap > 0.95, "gap %.4f: they did not collide", gap);
		}
		satDestroyWorld(w);
	}
}

// A chain of n links 0.5 x 0.125 m jointed end to end by revolute joints, the first to a static body at the
// origin; horizontal (to swing down) or hanging straight down at rest. After `seconds`: the distance from the
// anchor to the last link's far end.
static satWorld* hangChain(int n, bool hanging, float seconds, double* reachOut, int* lastOut)
{
	satWorld* w = newWorld();
	int ceiling = addBody(w, box(1.0f, 0.2f), 0.0f, 0.1f, 0, SAT_BODY_STATIC);
	int previous = ceiling, last = -1;
	float angle = hanging ? (float)(-JPI / 2.0) : 0.0f, ux = hanging ? 0.0f : 1.0f, uy = hanging ? -1.0f : 0.0f;
	for (int k = 0; k < n; ++k) {
		float along = 0.5f * (float)k;
		last = addBody(w, box(0.5f, 0.125f), (along + 0.25f) * ux, (along + 0.25f) * uy, angle, SAT_BODY_DYNAMIC);
		satMaterial m = satDefaultMaterial();
		m.density = 20.0f;
		CHECK_INT(satWorld_SetMaterial(w, last, &m), SAT_OK);
		revolute(w, previous, last, along * ux, along * uy);
		previous = last;
	}
	int count = (int)lroundf(seconds / DT);
	for (int i = 0; i < count; ++i) step(w);
	satTransform t = transformOf(w, last);
	double ends[2][2] = { { t.x + 0.25 * cos(t.angle), t.y + 0.25 * sin(t.angle) },
		{ t.x - 0.25 * cos(t.angle), t.y - 0.25 * sin(t.angle) } };
	double r0 = hypot(ends[0][0], ends[0][1]), r1 = hypot(ends[1][0], ends[1][1]);
	*reachOut = fmax(r0, r1);
	*lastOut = last;
	return w;
}

static void caseChainKeepsItsLength(void)
{
	// 100 links (50 m of 2.5 kg links) hanging at rest from a static body: within 1% of its length (the joints
	// stretch under the weight below them: 250 kg at the top), and asleep. Swung down from horizontal, it is
	// never far longer (it holds together).
	double reach = 0.0;
	int last = -1;
	satWorld* w = hangChain(100, true, 3.0f, &reach, &last);
	CHECK_MSG(reach <= 50.0 * 1.01 && reach >= 50.0 * 0.999, "hangs %.4f m of 50 m", reach);
	printf("  100-link chain at rest: %.4f m of 50 m (%+.3f%%)\n", reach, (reach / 50.0 - 1.0) * 100.0);
	satDestroyWorld(w);
	w = hangChain(100, false, 0.0f, &reach, &last);
	double most = 0.0;
	for (int i = 0; i < 300; ++i) {
		step(w);
		satTransform t = transformOf(w, last);
		most = fmax(most, hypot(t.x, t.y) - 0.25); // the last link's centre, less its half length: a lower bound
	}
	// (The whip at the end of the swing pulls hardest: soft joints give a few per cent there, as Box2D's do; the
	// joint bench compares the stretch with Box2D v3's. Here only that the chain holds together.)
	CHECK_MSG(most <= 50.0 * 1.10, "swinging, it stretched to %.4f m of 50 m", most);
	printf("  100-link chain swinging: at most %.4f m of 50 m\n", most);
	satDestroyWorld(w);
}

static void caseMouseDrags(void)
{
	// A mouse joint drags a box to its target: a 5 Hz spring holds it below by its sag g / (2 pi 5)^2 (within
	// 1 mm, after 2 s); one whose maxForce is below the box's weight cannot lift it off the ground.
	for (int weak = 0; weak < 2; ++weak) {
		checkContext("joints/mouse-drags [weak %d]", weak);
		satWorld* w = newWorld();
		addBody(w, box(20.0f, 1.0f), 0.0f, -0.5f, 0, SAT_BODY_STATIC);
		int body = addBody(w, box(1.0f, 1.0f), 0.0f, 0.5f, 0, SAT_BODY_DYNAMIC);
		float weight = massOf(w, body) * 10.0f;
		satJointDef d = satDefaultJointDef(SAT_JOINT_MOUSE);
		d.bodyB = body;
		d.anchorA = (satVec2){ 0.0f, 0.5f };
		d.maxForce = weak ? 0.5f * weight : 1000.0f * weight;
		int j = addJoint(w, &d);
		CHECK_INT(satWorld_SetJointTarget(w, j, 2.0f, 3.0f), SAT_OK);
		for (int i = 0; i < 120; ++i) step(w);
		satTransform t = transformOf(w, body);
		if (weak)
			CHECK_MSG(t.y < 0.6f, "a pull of half its weight lifted it to %.3f", t.y);
		else
			CHECK_MSG(hypot(t.x - 2.0, t.y - (3.0 - 10.0 / pow(2.0 * JPI * 5.0, 2.0))) < 1e-3,
				"at (%.4f, %.4f), target (2, 3)", t.x, t.y);
		satDestroyWorld(w);
	}
}

static void caseWheelSuspension(void)
{
	// A 1 x 0.5 chassis held up by a wheel joint (vertical axis) to a disc resting on the ground: the disc stays
	// on the axis (within 1 mm sideways of the chassis frame) and the spring carries the chassis: it settles at
	// the sag m g / k (k = m (2 pi f)^2 for the spring's mass m: sag = g / (2 pi f)^2), within 5%; the motor
	// drives the disc at its speed, rolling the car along.
	satWorld* w = newWorld();
	addBody(w, box(200.0f, 1.0f), 0.0f, -0.5f, 0, SAT_BODY_STATIC);
	int wheel = addBody(w, circle(0.4f), 0.0f, 0.4f, 0, SAT_BODY_DYNAMIC);
	int chassis = addBody(w, box(1.0f, 0.5f), 0.0f, 1.4f, 0, SAT_BODY_DYNAMIC);
	satMaterial m = satDefaultMaterial();
	m.friction = 0.9f;
	CHECK_INT(satWorld_SetMaterial(w, wheel, &m), SAT_OK);
	satJointDef d = satDefaultJointDef(SAT_JOINT_WHEEL);
	d.bodyA = chassis;
	d.bodyB = wheel;
	d.anchorA = (satVec2){ 0.0f, 0.4f };
	d.axis = (satVec2){ 0.0f, 1.0f };
	d.hertz = 2.0f;
	d.dampingRatio = 1.0f;
	addJoint(w, &d);
	// The chassis tips over on one wheel: hold it upright with a prismatic joint to the world (vertical).
	satJointDef p = satDefaultJointDef(SAT_JOINT_PRISMATIC);
	p.bodyB = chassis;
	p.anchorA = (satVec2){ 0.0f, 1.4f };
	p.axis = (satVec2){ 0.0f, 1.0f };
	addJoint(w, &p);
	for (int i = 0; i < 240; ++i) step(w);
	double sag = 1.0 - (transformOf(w, chassis).y - transformOf(w, wheel).y);
	// The spring's mass is the effective mass along the axis: chassis and wheel in series, but the wheel rests on
	// the ground, so the chassis' mass: the sag is g / omega^2 for the spring as made from that mass.
	double omega = 2.0 * JPI * 2.0, expected = 10.0 / (omega * omega);
	double effective = 1.0 / (1.0 / massOf(w, chassis) + 1.0 / massOf(w, wheel));
	expected *= massOf(w, chassis) / effective;
	CHECK_MSG(fabs(sag / expected - 1.0) < 0.05, "sag %.4f m, expected %.4f m", sag, expected);
	CHECK_MSG(fabs(transformOf(w, wheel).x - transformOf(w, chassis).x) < 1e-3, "wheel off its axis by %.5f m",
		fabs(transformOf(w, wheel).x - transformOf(w, chassis).x));
	satDestroyWorld(w);
	// A car: a 2 x 0.5 chassis on two wheels; the motors at -5 rad/s (clockwise) drive it to +x, the wheels
	// turning at the motor speed relative to the chassis (within 5%) and rolling without slipping (v = -omega r).
	w = newWorld();
	addBody(w, box(200.0f, 1.0f), 0.0f, -0.5f, 0, SAT_BODY_STATIC);
	chassis = addBody(w, box(2.0f, 0.5f), 0.0f, 1.0f, 0, SAT_BODY_DYNAMIC);
	int wheels[2], joints[2];
	for (int k = 0; k < 2; ++k) {
		float x = k == 0 ? -0.7f : 0.7f;
		wheels[k] = addBody(w, circle(0.4f), x, 0.4f, 0, SAT_BODY_DYNAMIC);
		CHECK_INT(satWorld_SetMaterial(w, wheels[k], &m), SAT_OK);
		d.bodyA = chassis;
		d.bodyB = wheels[k];
		d.anchorA = (satVec2){ x, 0.4f };
		d.enableMotor = true;
		d.motorSpeed = -5.0f;
		d.maxMotorTorque = 50.0f;
		joints[k] = addJoint(w, &d);
	}
	for (int i = 0; i < 120; ++i) step(w);
	for (int k = 0; k < 2; ++k) {
		satVelocity v = velocityOf(w, wheels[k]), c = velocityOf(w, chassis);
		CHECK_MSG(fabsf(v.angular - c.angular + 5.0f) < 0.25f, "wheel spin %.4f, chassis %.4f, motor -5", v.angular,
			c.angular);
		CHECK_MSG(fabsf(v.vx - 0.4f * 5.0f) < 0.1f, "wheel speed %.4f, rolling 2 m/s", v.vx);
	}
	CHECK_MSG(transformOf(w, chassis).x > 2.0f, "the car did not roll: x %.4f", transformOf(w, chassis).x);
	CHECK_INT(satWorld_SetJointMotor(w, joints[0], 0.0f, 0.0f), SAT_OK); // off
	CHECK_INT(satWorld_SetJointMotor(w, joints[1], 0.0f, 0.0f), SAT_OK);
	satDestroyWorld(w);
}

static void caseReactionAndSleep(void)
{
	// A pendulum at rest: the joint holds the bob's weight (reaction (0, m g) within 1%); the bob falls asleep
	// with the joint; a body joined to it in a chain sleeps and wakes with it; removing a body removes its joints.
	satWorld* w = newWorld();
	int bob = addBody(w, box(0.5f, 0.5f), 0.0f, -1.0f, 0, SAT_BODY_DYNAMIC);
	int j = revolute(w, SAT_WORLD_BODY, bob, 0.0f, 0.0f);
	int tail = addBody(w, box(0.5f, 0.5f), 0.0f, -2.0f, 0, SAT_BODY_DYNAMIC);
	int j2 = revolute(w, bob, tail, 0.0f, -1.5f);
	CHECK_INT(satWorld_GetJointCount(w), 2);
	for (int i = 0; i < 60; ++i) step(w);
	satJointReaction r;
	CHECK_INT(satWorld_GetJointReaction(w, j, &r), SAT_OK);
	double weight = 10.0 * (massOf(w, bob) + massOf(w, tail));
	CHECK_MSG(fabs(r.fy / weight - 1.0) < 0.01 && fabs(r.fx) < 0.01 * weight, "reaction (%.4f, %.4f), weight %.4f",
		r.fx, r.fy, weight);
	for (int i = 0; i < 120; ++i) step(w);
	bool awake = true, tailAwake = true;
	CHECK_INT(satWorld_IsAwake(w, bob, &awake), SAT_OK);
	CHECK_INT(satWorld_IsAwake(w, tail, &tailAwake), SAT_OK);
	CHECK(!awake && !tailAwake);
	// A push on the tail wakes the bob (one island); the chain swings and settles again.
	CHECK_INT(satWorld_SetVelocity(w, tail, 1.0f, 0.0f, 0.0f), SAT_OK);
	CHECK_INT(satWorld_IsAwake(w, bob, &awake), SAT_OK);
	CHECK(awake);
	step(w);
	CHECK_MSG(velocityOf(w, bob).vx != 0.0f, "the bob did not move with its tail");
	// Removing the bob removes both its joints; the tail falls freely.
	CHECK_INT(satWorld_RemoveBody(w, bob), SAT_OK);
	CHECK_INT(satWorld_GetJointCount(w), 0);
	CHECK_INT(satWorld_GetJointReaction(w, j, &r), SAT_ERR_BAD_JOINT);
	CHECK_INT(satWorld_RemoveJoint(w, j2), SAT_ERR_BAD_JOINT);
	float y0 = transformOf(w, tail).y;
	for (int i = 0; i < 30; ++i) step(w);
	CHECK_MSG(transformOf(w, tail).y < y0 - 1.0f, "the tail did not fall: %.3f from %.3f", transformOf(w, tail).y, y0);
	satDestroyWorld(w);
}

static void caseIdsReused(void)
{
	// A joint slot reused many times gives a new id each time; stale ids are refused; a slot used 512 times is
	// retired. Adding and removing joints changes nothing of a scene's result when the joint is gone.
	satWorld* w = newWorld();
	int a = addBody(w, box(1.0f, 1.0f), 0.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
	int b = addBody(w, box(1.0f, 1.0f), 2.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
	int first = revolute(w, a, b, 1.0f, 0.0f), previous = first;
	for (int k = 0; k < 1000; ++k) {
		CHECK_INT(satWorld_RemoveJoint(w, previous), SAT_OK);
		int id = revolute(w, a, b, 1.0f, 0.0f);
		CHECK(id != previous && id != first);
		CHECK_INT(satWorld_RemoveJoint(w, previous), SAT_ERR_BAD_JOINT);
		satJointType type;
		int ia, ib;
		CHECK_INT(satWorld_GetJointBodies(w, id, &type, &ia, &ib), SAT_OK);
		CHECK(type == SAT_JOINT_REVOLUTE && ia == a && ib == b);
		previous = id;
	}
	CHECK_INT(satWorld_GetJointCount(w), 1);
	satDestroyWorld(w);
}

typedef struct BadCase {
	satJointDef def;
	satError expected;
} BadCase;

static void caseBadDefinitions(void)
{
	satWorld* w = newWorld();
	int a = addBody(w, box(1.0f, 1.0f), 0.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
	int b = addBody(w, box(1.0f, 1.0f), 2.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
	int good = revolute(w, a, b, 1.0f, 0.0f);
	satJointDef d = satDefaultJointDef(SAT_JOINT_REVOLUTE);
	d.bodyA = a;
	d.bodyB = b;
	int id = 7;
	BadCase cases[16];
	int n = 0;
	cases[n] = (BadCase){ d, SAT_ERR_BAD_JOINT };
	cases[n++].def.type = (satJointType)0;
	cases[n] = (BadCase){ d, SAT_ERR_BAD_JOINT };
	cases[n++].def.type = SAT_JOINT_TYPE_COUNT;
	cases[n] = (BadCase){ d, SAT_ERR_BAD_JOINT };
	cases[n++].def.bodyA = b;
	cases[n] = (BadCase){ d, SAT_ERR_BAD_ID };
	cases[n++].def.bodyB = 12345;
	cases[n] = (BadCase){ d, SAT_ERR_BAD_ID };
	cases[n++].def.bodyA = -2;
	cases[n] = (BadCase){ d, SAT_ERR_NOT_FINITE };
	cases[n++].def.anchorA.x = NAN;
	cases[n] = (BadCase){ d, SAT_ERR_NOT_FINITE };
	cases[n++].def.hertz = INFINITY;
	cases[n] = (BadCase){ d, SAT_ERR_OUT_OF_RANGE };
	cases[n++].def.maxMotorTorque = -1.0f;
	cases[n] = (BadCase){ d, SAT_ERR_OUT_OF_RANGE };
	cases[n].def.enableLimit = true;
	cases[n].def.lower = 0.5f;
	cases[n++].def.upper = 0.2f;
	cases[n] = (BadCase){ d, SAT_ERR_OUT_OF_RANGE };
	cases[n].def.enableLimit = true;
	cases[n++].def.upper = 3.2f;
	cases[n] = (BadCase){ d, SAT_ERR_OUT_OF_RANGE };
	cases[n].def.type = SAT_JOINT_DISTANCE;
	cases[n].def.length = 2.0f;
	cases[n].def.minLength = 3.0f;
	cases[n++].def.maxLength = 1.0f;
	cases[n] = (BadCase){ d, SAT_ERR_BAD_AXIS };
	cases[n].def.type = SAT_JOINT_PRISMATIC;
	cases[n++].def.axis = (satVec2){ 0.0f, 0.0f };
	cases[n] = (BadCase){ d, SAT_ERR_OUT_OF_RANGE };
	cases[n++].def.anchorA.y = 2e18f;
	cases[n] = (BadCase){ d, SAT_ERR_OUT_OF_RANGE };
	cases[n].def.type = SAT_JOINT_MOUSE;
	cases[n++].def.maxForce = -5.0f;
	for (int k = 0; k < n; ++k) {
		checkContext("joints/bad-definitions [%d]", k);
		id = 7;
		CHECK_INT(satWorld_AddJoint(w, &cases[k].def, &id), cases[k].expected);
		CHECK_INT(id, -1);
		CHECK_INT(satWorld_GetJointCount(w), 1);
	}
	checkContext("joints/bad-definitions");
	CHECK_INT(satWorld_AddJoint(w, NULL, &id), SAT_ERR_NULL);
	CHECK_INT(satWorld_AddJoint(w, &d, NULL), SAT_ERR_NULL);
	CHECK_INT(satWorld_AddJoint(NULL, &d, &id), SAT_ERR_NULL);
	CHECK_INT(satWorld_SetJointMotor(w, good, NAN, 1.0f), SAT_ERR_NOT_FINITE);
	CHECK_INT(satWorld_SetJointMotor(w, good, 1.0f, -1.0f), SAT_ERR_OUT_OF_RANGE);
	CHECK_INT(satWorld_SetJointMotor(w, -1, 1.0f, 1.0f), SAT_ERR_BAD_JOINT);
	CHECK_INT(satWorld_SetJointTarget(w, good, 1.0f, 1.0f), SAT_ERR_BAD_JOINT); // not a mouse joint
	CHECK_INT(satWorld_GetJointReaction(w, good, NULL), SAT_ERR_NULL);
	CHECK_INT(satWorld_GetJointCount(NULL), 0);
	satDestroyWorld(w);
}

static void caseDeterministicAndAllocationFree(void)
{
	// A chain with a bridge and boxes falling on it, stepped twice from scratch: the same bits; once warm, the
	// steps allocate nothing.
	float ends[2][3];
	for (int run = 0; run < 2; ++run) {
		double hanging;
		int last;
		satWorld* w = hangChain(30, false, 1.0f, &hanging, &last);
		long before = testAllocationCount();
		for (int i = 0; i < 30; ++i) step(w);
		CHECK_INT(testAllocationCount() - before, 0);
		satTransform t = transformOf(w, last);
		ends[run][0] = t.x;
		ends[run][1] = t.y;
		ends[run][2] = t.angle;
		satDestroyWorld(w);
	}
	CHECK(memcmp(ends[0], ends[1], sizeof ends[0]) == 0);
}

// A joint added or removed between bodies at rest changes at once whether they are a pair (the broad phase carries
// over the pairs of bodies that did not change since the last call). Added between two kinematic boxes that
// overlap: no pair any more. Removed between two dynamic boxes joined where they overlap, at rest without gravity:
// a pair again, and the contact pushes them apart. (fuzz_world findings joint-added-at-rest-pair-kept and
// joint-removed-at-rest-pair-lost.)
static void caseJointChangeAtRestRefindsPairs(void)
{
	satWorld* w = newWorld();
	int a = addBody(w, box(1.0f, 1.0f), 0.0f, 0.0f, 0, SAT_BODY_KINEMATIC);
	int b = addBody(w, box(1.0f, 1.0f), 0.5f, 0.0f, 0, SAT_BODY_KINEMATIC);
	int pairs = -1;
	for (int i = 0; i < 2; ++i) {
		CHECK_INT(satWorld_Collide(w, &pairs), SAT_OK);
		CHECK_INT(pairs, 1);
	}
	revolute(w, a, b, 0.25f, 0.0f);
	CHECK_INT(satWorld_Collide(w, &pairs), SAT_OK);
	CHECK_MSG(pairs == 0, "%d pairs after the joint was added: the joined bodies are still a pair", pairs);
	satDestroyWorld(w);

	w = newWorld();
	CHECK_INT(satWorld_SetGravity(w, 0.0f, 0.0f), SAT_OK);
	a = addBody(w, box(1.0f, 1.0f), 0.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
	b = addBody(w, box(1.0f, 1.0f), 0.5f, 0.0f, 0, SAT_BODY_DYNAMIC);
	int j = revolute(w, a, b, 0.25f, 0.0f);
	for (int i = 0; i < 10; ++i) step(w);
	CHECK_INT(satWorld_Collide(w, &pairs), SAT_OK);
	CHECK_INT(pairs, 0);
	CHECK_INT(satWorld_RemoveJoint(w, j), SAT_OK);
	CHECK_INT(satWorld_Collide(w, &pairs), SAT_OK);
	CHECK_MSG(pairs == 1, "%d pairs after the joint was removed: the overlapping bodies are no pair", pairs);
	for (int i = 0; i < 30; ++i) step(w);
	double gap = transformOf(w, b).x - transformOf(w, a).x;
	CHECK_MSG(gap > 0.95, "gap %.4f half a second after the joint was removed: they were not pushed apart", gap);
	satDestroyWorld(w);
}

// A small disc joined by a wheel joint to a kinematic one 0.1 m away (the anchor at the kinematic disc, the axis
// through both), thrown across the axis at 1000 m/s (a tenth of the speed cap): the joint's impulses stay finite, so
// its reaction is finite and the disc keeps a velocity (a NaN one is zeroed by the speed cap, and the joint's NaN
// impulses warm start every later step, freezing the disc for good). (fuzz_world finding
// joint-wheel-fast-body-impulses-nan.)
static void caseJointFastBodyStaysFinite(void)
{
	satWorld* w = newWorld();
	int a = addBody(w, circle(0.04f), 0.0f, 0.0f, 0, SAT_BODY_DYNAMIC);
	int b = addBody(w, circle(0.01f), 0.1f, 0.0f, 0, SAT_BODY_KINEMATIC);
	CHECK_INT(satWorld_SetVelocity(w, a, 0.0f, -1000.0f, 0.0f), SAT_OK);
	satJointDef d = satDefaultJointDef(SAT_JOINT_WHEEL);
	d.bodyA = a;
	d.bodyB = b;
	d.anchorA = (satVec2){ 0.1f, 0.0f };
	d.axis = (satVec2){ 1.0f, 0.0f };
	int j = addJoint(w, &d);
	for (int i = 0; i < 3; ++i) {
		if (i == 2) CHECK_INT(satWorld_SetVelocity(w, a, 1.0f, 0.0f, 0.0f), SAT_OK); // a fresh start
		step(w);
		satJointReaction r = { 0.0f, 0.0f, 0.0f };
		CHECK_INT(satWorld_GetJointReaction(w, j, &r), SAT_OK);
		satVelocity v = velocityOf(w, a);
		CHECK_MSG(isfinite(r.fx) && isfinite(r.fy) && isfinite(r.torque), "step %d: reaction (%g, %g, %g)", i,
			(double)r.fx, (double)r.fy, (double)r.torque);
		CHECK_MSG(v.vx != 0.0f || v.vy != 0.0f || v.angular != 0.0f,
			"step %d: the disc's velocity is zero (a NaN capped to zero), under gravity and after being thrown", i);
	}
	satDestroyWorld(w);
}

const TestCase jointsTests[] = {
	{ "pendulum-period", casePendulumPeriod },
	{ "rope-does-not-stretch", caseRopeDoesNotStretch },
	{ "motor-holds-and-stalls", caseMotorHoldsAndStalls },
	{ "revolute-limits-hold", caseRevoluteLimitsHold },
	{ "weld-cantilever", caseWeldCantilever },
	{ "prismatic-on-axis", casePrismaticOnAxis },
	{ "distance-spring-frequency", caseDistanceSpringFrequency },
	{ "joined-do-not-collide", caseJoinedDoNotCollide },
	{ "chain-keeps-its-length", caseChainKeepsItsLength },
	{ "mouse-drags", caseMouseDrags },
	{ "wheel-suspension", caseWheelSuspension },
	{ "reaction-and-sleep", caseReactionAndSleep },
	{ "ids-reused", caseIdsReused },
	{ "bad-definitions", caseBadDefinitions },
	{ "deterministic-and-allocation-free", caseDeterministicAndAllocationFree },
	{ "joint-change-at-rest-refinds-pairs", caseJointChangeAtRestRefindsPairs },
	{ "joint-fast-body-stays-finite", caseJointFastBodyStaysFinite },
};
const int jointsTestCount = (int)(sizeof jointsTests / sizeof jointsTests[0]);
