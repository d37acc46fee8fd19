// Damping, rolling resistance and tangent speed (conveyor belts), checked by their laws: damped speeds follow
// v0 (1 + h c)^-n and so exp(-c t), and reach the terminal speed that damping before gravity gives; a rolling
// circle slows at 2/3 * rollingResistance * g and stops where that puts it; a box on a belt is carried at the
// belt's speed, the other way when the sign is reversed, along the belt's underside the other way; bad input
// changes nothing.
#include <math.h>
#include <string.h>

#include "bodies.h"
#include "check.h"
#include "sat.h"

static const float DT = 1.0f / 60.0f;
static const int SUBSTEPS = 4; // satStepDef's default: h = DT / 4

static void setSurface(satWorld* w, int id, float rollingResistance, float tangentSpeed)
{
	satMaterial m = satDefaultMaterial();
	m.rollingResistance = rollingResistance;
	m.tangentSpeed = tangentSpeed;
	CHECK_INT(satWorld_SetMaterial(w, id, &m), SAT_OK);
}

// A body touching nothing, without gravity, damped by c (linear) and ca (angular): after k steps of 4 substeps of
// h, its speeds are v0 (1 + h c)^(-4k) (the discrete law; float round-off is about 1e-5 over 480 substeps, so
// within 0.1%, stricter than the 1% asked) and within 2% of v0 exp(-c t) over 2 s (the Pade factor's error
// c^2 h t / 2 is 0.4% for c = 1 and 0.9% for c = 1.5). Undamped, the velocity is kept bit for bit.
static void caseDampingLaw(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	CHECK_INT(satWorld_SetGravity(w, 0.0f, 0.0f), SAT_OK);
	CHECK_INT(satWorld_SetSleepEnabled(w, false), SAT_OK);
	int damped = addBody(w, box(1, 1), 0, 0, 0.0f, SAT_BODY_DYNAMIC);
	int plain = addBody(w, box(1, 1), 0, 100, 0.0f, SAT_BODY_DYNAMIC);
	const float c = 1.0f, ca = 1.5f, v0x = 5.0f, v0y = -3.0f, w0 = 4.0f;
	CHECK_INT(satWorld_SetDamping(w, damped, c, ca), SAT_OK);
	float lin = -1, ang = -1;
	CHECK_INT(satWorld_GetDamping(w, damped, &lin, &ang), SAT_OK);
	CHECK(lin == c && ang == ca);
	CHECK_INT(satWorld_GetDamping(w, plain, &lin, &ang), SAT_OK);
	CHECK(lin == 0.0f && ang == 0.0f); // the default
	CHECK_INT(satWorld_SetVelocity(w, damped, v0x, v0y, w0), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, plain, v0x, v0y, w0), SAT_OK);
	double h = (double)DT / SUBSTEPS, worstDiscrete = 0.0, worstExp = 0.0;
	for (int k = 1; k <= 120; ++k) {
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		satVelocity v = velocityOf(w, damped);
		double n = (double)SUBSTEPS * k, t = k * (double)DT;
		double f = pow(1.0 + h * c, -n), fa = pow(1.0 + h * ca, -n);
		double errors[3] = { fabs(v.vx / (v0x * f) - 1.0), fabs(v.vy / (v0y * f) - 1.0),
			fabs(v.angular / (w0 * fa) - 1.0) };
		double errorsExp[3] = { fabs(v.vx / (v0x * exp(-c * t)) - 1.0), fabs(v.vy / (v0y * exp(-c * t)) - 1.0),
			fabs(v.angular / (w0 * exp(-ca * t)) - 1.0) };
		for (int i = 0; i < 3; ++i) {
			worstDiscrete = fmax(worstDiscrete, errors[i]);
			worstExp = fmax(worstExp, errorsExp[i]);
		}
		satVelocity u = velocityOf(w, plain);
		CHECK_MSG(u.vx == v0x && u.vy == v0y && u.angular == w0, "undamped velocity changed at step %d: (%g, %g, %g)",
			k, u.vx, u.vy, u.angular);
	}
	CHECK_MSG(worstDiscrete <= 1e-3, "damped speeds off v0 (1 + h c)^-n by %.3g%% at worst", 100 * worstDiscrete);
	CHECK_MSG(worstExp <= 0.02, "damped speeds off v0 exp(-c t) by %.3g%% at worst", 100 * worstExp);
	satVelocity v = velocityOf(w, damped);
	CHECK_NEAR(v.vx, v0x * exp(-2.0 * c), 0.02 * v0x * exp(-2.0 * c)); // after 2 s
	satDestroyWorld(w);
}

// Damping acts before gravity (Box2D v3's order): v' = v / (1 + h c) + h g per substep, whose fixed point, the
// terminal speed, is g (1 + h c) / c, not the g / c of damping after gravity (0.8% apart for c = 2, h = 1/240).
// A kinematic body is not slowed.
static void caseDampingTerminalSpeed(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	CHECK_INT(satWorld_SetSleepEnabled(w, false), SAT_OK);
	int id = addBody(w, circle(0.5f), 0, 0, 0.0f, SAT_BODY_DYNAMIC);
	int kin = addBody(w, box(1, 1), 1000, 0, 0.0f, SAT_BODY_KINEMATIC);
	const float c = 2.0f;
	CHECK_INT(satWorld_SetDamping(w, id, c, 0.0f), SAT_OK);
	CHECK_INT(satWorld_SetDamping(w, kin, c, c), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, kin, 3.0f, 0.0f, 1.0f), SAT_OK);
	for (int k = 0; k < 600; ++k) CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK); // 10 s: exp(-20) of the start left
	double h = (double)DT / SUBSTEPS, terminal = 10.0 * (1.0 + h * c) / c;
	satVelocity v = velocityOf(w, id);
	CHECK_NEAR(-v.vy, terminal, 1e-4 * terminal);
	CHECK(v.vx == 0.0f && v.angular == 0.0f);
	satVelocity vk = velocityOf(w, kin);
	CHECK(vk.vx == 3.0f && vk.vy == 0.0f && vk.angular == 1.0f);
	CHECK_NEAR(transformOf(w, kin).x, 1000.0 + 3.0 * 600 * DT, 1e-3);
	satDestroyWorld(w);
}

// A circle of radius r rolling without slipping on flat ground (v = -r w), with the rolling torque at its limit
// tau = R * r * N (R the coefficient, N = m g): m dv/dt = F and I dw/dt = tau + r F (F the friction at the
// contact, tau against the spin) give dv/dt = -tau r / (I + m r^2); for a disc, I = m r^2 / 2, so it slows at
// a = 2/3 R g, whatever r and m, and stops after v0 / a having gone v0^2 / (2 a). Here R = 0.2, g = 10, v0 = 3:
// a = 4/3, it stops at 2.25 s after 3.375 units (checked within 5%). The same circle with R = 0 keeps rolling
// (above 95% of its speed after 3 s), and a box sliding on a box has no rolling resistance (no radius): its motion
// is the same bit for bit.
static double rollCircle(float resistance, float* stopTime, float* speedAt1s, float* speedAt3s)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	int ground = addBody(w, box(200, 1), 0, -0.5f, 0.0f, SAT_BODY_STATIC);
	int ball = addBody(w, circle(0.5f), -50, 0.5f, 0.0f, SAT_BODY_DYNAMIC);
	setSurface(w, ground, resistance, 0.0f);
	for (int k = 0; k < 30; ++k) CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK); // settle on the ground
	const float v0 = 3.0f;
	CHECK_INT(satWorld_SetVelocity(w, ball, v0, 0.0f, -v0 / 0.5f), SAT_OK);
	double x0 = transformOf(w, ball).x;
	*stopTime = -1.0f;
	for (int k = 1; k <= 240; ++k) {
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		satVelocity v = velocityOf(w, ball);
		if (*stopTime < 0.0f && fabsf(v.vx) < 0.01f) *stopTime = (float)k * DT;
		if (k == 60) *speedAt1s = v.vx;
		if (k == 180) *speedAt3s = v.vx;
		CHECK_MSG(v.vx >= -0.01f, "rolling backwards at step %d: %g", k, v.vx); // (a blip as it stops)
	}
	double distance = transformOf(w, ball).x - x0;
	satDestroyWorld(w);
	return distance;
}

static void caseRollingResistance(void)
{
	const double R = 0.2, g = 10.0, v0 = 3.0, a = 2.0 / 3.0 * R * g;
	float stop, at1, at3;
	double distance = rollCircle((float)R, &stop, &at1, &at3);
	CHECK_NEAR(stop, v0 / a, 0.05 * v0 / a);
	CHECK_NEAR(distance, v0 * v0 / (2 * a), 0.05 * v0 * v0 / (2 * a));
	CHECK_NEAR(at1, v0 - a, 0.05 * (v0 - a));
	CHECK_MSG(fabsf(at3) < 1e-3f, "still rolling at %g after 3 s", at3);
	distance = rollCircle(0.0f, &stop, &at1, &at3);
	CHECK_MSG(at3 > 0.95f * v0, "without rolling resistance: %g after 3 s", at3);
	CHECK_MSG(stop < 0.0f, "without rolling resistance it stopped at %g s", stop);
	CHECK(distance > 0.95 * 4.0 * v0);
	// No radius, no rolling resistance: a box sliding on a box moves as with a coefficient of 0.
	satTransform end[2];
	for (int run = 0; run < 2; ++run) {
		satWorld* w = NULL;
		CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
		int ground = addBody(w, box(200, 1), 0, -0.5f, 0.0f, SAT_BODY_STATIC);
		int id = addBody(w, box(1, 1), 0, 0.5f, 0.0f, SAT_BODY_DYNAMIC);
		setSurface(w, ground, run == 0 ? 0.0f : 1.0f, 0.0f);
		setSurface(w, id, run == 0 ? 0.0f : 1.0f, 0.0f);
		CHECK_INT(satWorld_SetVelocity(w, id, 4.0f, 0.0f, 0.5f), SAT_OK);
		for (int k = 0; k < 90; ++k) CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		end[run] = transformOf(w, id);
		satDestroyWorld(w);
	}
	CHECK(memcmp(&end[0], &end[1], sizeof end[0]) == 0);
}

// A 1 x 1 box dropped on a static belt (a box) of tangent speed s: friction (0.6) brings it to s in about
// s / (0.6 g) = 0.33 s for s = 2; from 1 s on it moves at s within 2% and keeps it; its position goes as s t.
// Positive moves it along +x on the belt's top, negative along -x, and under the belt (gravity up) the other way.
// A box whose own tangent speed is s on a belt of s goes at 2 s (the speeds add).
static void conveyor(float beltSpeed, float boxSpeed, float gravityY, double expected)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	CHECK_INT(satWorld_SetGravity(w, 0.0f, gravityY), SAT_OK);
	int belt = addBody(w, box(400, 1), 0, 0, 0.0f, SAT_BODY_STATIC);
	float y = gravityY < 0.0f ? 1.05f : -1.05f; // 0.05 above (or below) the belt
	int id = addBody(w, box(1, 1), 0, y, 0.0f, SAT_BODY_DYNAMIC);
	setSurface(w, belt, 0.0f, beltSpeed);
	setSurface(w, id, 0.0f, boxSpeed);
	double worst = 0.0, x1 = 0.0;
	for (int k = 1; k <= 180; ++k) {
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		if (k == 60) x1 = transformOf(w, id).x;
		if (k >= 60) worst = fmax(worst, fabs(velocityOf(w, id).vx - expected));
	}
	checkContext("materials/conveyor: belt %g, box %g, gravity %g", beltSpeed, boxSpeed, gravityY);
	CHECK_MSG(worst <= 0.02 * fabs(expected), "speed off %g by up to %g from 1 s to 3 s", expected, worst);
	CHECK_NEAR(transformOf(w, id).x - x1, 2.0 * expected, 0.02 * fabs(expected));
	satTransform t = transformOf(w, id);
	CHECK_NEAR(t.angle, 0.0, 1e-3); // carried, not tipped over
	CHECK_NEAR(fabs(t.y), 1.0, 0.02);
	satDestroyWorld(w);
}

static void caseConveyor(void)
{
	conveyor(2.0f, 0.0f, -10.0f, 2.0);
	conveyor(-2.0f, 0.0f, -10.0f, -2.0);
	conveyor(2.0f, 0.0f, 10.0f, -2.0); // the underside of a belt moves the other way (clockwise)
	conveyor(0.0f, 2.0f, -10.0f, 2.0); // a box whose own surface runs clockwise drives itself like a tread
	conveyor(2.0f, 2.0f, -10.0f, 4.0);
}

// A belt inclined at 20 degrees (tan 20 = 0.364) whose top runs up the slope at 1 m/s, and a box sent up it at 3 m/s
// with friction 0.1: it slides, slowed by gravity and sliding friction, until it moves with the belt; from there
// static friction holds it when its coefficient is above tan 20 (0.5: carried up at 1 m/s, within 2%, from 1.5 s
// to 3 s) and it slides back down when it is not (0.1).
static double inclinedBelt(float staticFriction, double* worst)
{
	const double theta = 20.0 * 3.14159265358979323846 / 180.0;
	const float cs = (float)cos(theta), sn = (float)sin(theta);
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	int belt = -1, id = -1;
	satShape* s = box(400, 1);
	CHECK_INT(satWorld_AddBody(w, s, 0.0f, 0.0f, (float)theta, &belt), SAT_OK);
	CHECK_INT(satWorld_SetType(w, belt, SAT_BODY_STATIC), SAT_OK);
	satDestroyShape(s);
	s = box(1, 1);
	CHECK_INT(satWorld_AddBody(w, s, -1.0f * sn, 1.0f * cs, (float)theta, &id), SAT_OK); // resting on its top
	CHECK_INT(satWorld_SetType(w, id, SAT_BODY_DYNAMIC), SAT_OK);
	satDestroyShape(s);
	satMaterial m = satDefaultMaterial();
	m.friction = 0.1f;
	m.staticFriction = staticFriction;
	CHECK_INT(satWorld_SetMaterial(w, id, &m), SAT_OK);
	m.tangentSpeed = 1.0f;
	CHECK_INT(satWorld_SetMaterial(w, belt, &m), SAT_OK);
	CHECK_INT(satWorld_SetVelocity(w, id, 3.0f * cs, 3.0f * sn, 0.0f), SAT_OK);
	*worst = 0.0;
	double along = 0.0;
	for (int k = 1; k <= 180; ++k) {
		CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
		satVelocity v = velocityOf(w, id);
		along = v.vx * cs + v.vy * sn;
		if (k >= 90) *worst = fmax(*worst, fabs(along - 1.0));
	}
	satDestroyWorld(w);
	return along;
}

static void caseConveyorIncline(void)
{
	double worst;
	inclinedBelt(0.5f, &worst);
	CHECK_MSG(worst <= 0.02, "held by static friction: speed up the slope off 1 m/s by up to %g", worst);
	double along = inclinedBelt(0.1f, &worst);
	CHECK_MSG(along < -1.0, "with static friction 0.1 it should slide down: %g m/s up the slope after 3 s", along);
}

// Bad values are refused with the documented errors, and nothing changes; good ones read back.
static void caseBadInput(void)
{
	satWorld* w = NULL;
	CHECK_INT(satCreateWorld(NULL, &w), SAT_OK);
	int id = addBody(w, box(1, 1), 0, 0, 0.0f, SAT_BODY_DYNAMIC);
	CHECK_INT(satWorld_SetDamping(w, id, 0.5f, 0.25f), SAT_OK);
	const float bad[] = { NAN, INFINITY, -INFINITY, -1.0f, -1e-30f, 2e18f };
	const satError want[] = { SAT_ERR_NOT_FINITE, SAT_ERR_NOT_FINITE, SAT_ERR_NOT_FINITE, SAT_ERR_OUT_OF_RANGE,
		SAT_ERR_OUT_OF_RANGE, SAT_ERR_OUT_OF_RANGE };
	for (int k = 0; k < 6; ++k) {
		CHECK_INT(satWorld_SetDamping(w, id, bad[k], 0.0f), want[k]);
		CHECK_INT(satWorld_SetDamping(w, id, 0.0f, bad[k]), want[k]);
	}
	float lin = -1, ang = -1;
	CHECK_INT(satWorld_GetDamping(w, id, &lin, &ang), SAT_OK);
	CHECK(lin == 0.5f && ang == 0.25f);
	CHECK_INT(satWorld_SetDamping(w, id, SAT_MAX_COORDINATE, 0.0f), SAT_OK); // the largest allowed
	CHECK_INT(satWorld_SetDamping(w, id + 1, 0.0f, 0.0f), SAT_ERR_BAD_ID);
	CHECK_INT(satWorld_SetDamping(NULL, id, 0.0f, 0.0f), SAT_ERR_NULL);
	CHECK_INT(satWorld_GetDamping(w, id + 1, &lin, &ang), SAT_ERR_BAD_ID);
	CHECK(lin == 0.0f && ang == 0.0f);
	CHECK_INT(satWorld_GetDamping(w, id, NULL, &ang), SAT_ERR_NULL);
	CHECK_INT(satWorld_GetDamping(w, id, &lin, NULL), SAT_ERR_NULL);
	// Huge damping stops a body without a NaN.
	CHECK_INT(satWorld_SetVelocity(w, id, 1e6f, 0.0f, 1e6f), SAT_OK);
	CHECK_INT(satWorld_SetDamping(w, id, SAT_MAX_COORDINATE, SAT_MAX_COORDINATE), SAT_OK);
	CHECK_INT(satWorld_Step(w, DT, NULL), SAT_OK);
	satVelocity v = velocityOf(w, id);
	CHECK_MSG(isfinite(v.vx) && isfinite(v.vy) && fabsf(v.vx) < 1e-3f && fabsf(v.angular) < 1e-3f,
		"velocity (%g, %g, %g)", v.vx, v.vy, v.angular);

	satMaterial m = satDefaultMaterial();
	CHECK(m.rollingResistance == 0.0f && m.tangentSpeed == 0.0f);
	const float badRolling[] = { NAN, INFINITY, -1.0f, -1e-30f, 2e18f };
	for (int k = 0; k < 5; ++k) {
		satMaterial x = m;
		x.rollingResistance = badRolling[k];
		CHECK_MSG(
			satWorld_SetMaterial(w, id, &x) == SAT_ERR_BAD_MATERIAL, "rollingResistance %g accepted", badRolling[k]);
	}
	const float badSpeed[] = { NAN, INFINITY, -INFINITY, 2e18f, -2e18f };
	for (int k = 0; k < 5; ++k) {
		satMaterial x = m;
		x.tangentSpeed = badSpeed[k];
		CHECK_MSG(satWorld_SetMaterial(w, id, &x) == SAT_ERR_BAD_MATERIAL, "tangentSpeed %g accepted", badSpeed[k]);
	}
	satMaterial now;
	CHECK_INT(satWorld_GetMaterial(w, id, &now), SAT_OK);
	CHECK(memcmp(&now, &m, sizeof m) == 0);
	m.rollingResistance = 0.3f;
	m.tangentSpeed = -SAT_MAX_COORDINATE; // any sign
	CHECK_INT(satWorld_SetMaterial(w, id, &m), SAT_OK);
	CHECK_INT(satWorld_GetMaterial(w, id, &now), SAT_OK);
	CHECK(now.rollingResistance == 0.3f && now.tangentSpeed == -SAT_MAX_COORDINATE);
	CHECK_INT(satWorld_GetMaterial(w, id + 1, &now), SAT_ERR_BAD_ID);
	CHECK(now.rollingResistance == 0.0f && now.tangentSpeed == 0.0f);
	satDestroyWorld(w);
}

const TestCase materialsTests[] = {
	{ "damping-law", caseDampingLaw },
	{ "damping-terminal-speed", caseDampingTerminalSpeed },
	{ "rolling-resistance", caseRollingResistance },
	{ "conveyor", caseConveyor },
	{ "conveyor-incline", caseConveyorIncline },
	{ "bad-input", caseBadInput },
};
const int materialsTestCount = (int)(sizeof materialsTests / sizeof materialsTests[0]);
