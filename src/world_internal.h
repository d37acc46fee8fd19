// Private layout of a world, shared by the files of the world (world.c, bodies.c, grid.c, oneway.c, narrow.c,
// broadphase.c, pairs.c, contacts.c, physics.c, query.c, events.c, island.c, mover.c, tiles.c) and solver.c (the
// physics step); not part of the public API. Declarations are grouped by the file that defines them.
#ifndef SAT_WORLD_INTERNAL_H
#define SAT_WORLD_INTERNAL_H

#include <float.h>
#include <math.h>
#include <stdint.h>

#include "sat_internal.h"

#define SAT_WORLD_TAG 0x53415457u
#define SAT_SLOT_MASK ((1 << SAT_ID_SLOT_BITS) - 1)
#define SAT_MAX_SLOTS (1 << SAT_ID_SLOT_BITS)
#define SAT_GENERATION_MASK ((1 << (31 - SAT_ID_SLOT_BITS)) - 1)
// A body whose extent exceeds this many times the mean stays out of the grid (see satWorld_Collide), so one
// huge body does not make every cell huge.
#define SAT_LARGE_FACTOR 4.0f
// Every this many steps the shapes are copied into one block in grid-cell order (see satRepackShapes).
#define SAT_REPACK_INTERVAL 8
#define SAT_SHAPE_ALIGN 16
#define SAT_EDGE_DIRTY_MAX 64
// The physics' lengths and speeds in metres (Box2D v3's defaults), scaled by a world's length units per metre
// (satWorld.linearSlop and the others):
// Penetration the solver leaves alone, so a resting contact stays touching from step to step.
#define SAT_LINEAR_SLOP 0.005f
// A dynamic body has contacts with the bodies within 4 linear slops of it (satWorld.speculativeDistance), not only
// with those it touches (speculative contacts, after Box2D v3): nothing falls freely for a step into a surface it
// rests on, when rounding left a gap between them.
// Contact softness: stiffness in Hz, damping ratio, and the fastest push-out speed (m/s).
#define SAT_CONTACT_HERTZ 30.0f
#define SAT_CONTACT_DAMPING 10.0f
#define SAT_MAX_PUSH_SPEED 3.0f
// Approach speed (m/s) below which a contact does not bounce (so resting bodies do not jitter).
#define SAT_RESTITUTION_THRESHOLD 1.0f
// Tangential speed (m/s) below which a contact point sticks, held by static friction.
#define SAT_STICK_SPEED 0.05f
// Box2D's default sleep threshold (m/s).
#define SAT_SLEEP_SPEED 0.05f
// Default approach speed (m/s) of a hit event.
#define SAT_HIT_SPEED 1.0f
// Largest length units per metre a world accepts.
#define SAT_MAX_LENGTH_UNITS 1e6f
// Moving bodies' shapes of more bytes than this (a few times a core's L2 cache) are read a row of grid cells
// ahead in one burst (see satTouchShapes). Measured on the benchmark's uniform scene: 20% faster natively at
// 50,000 and 100,000 bodies (44 MB of shapes), 3-6% at 20,000; 4% slower natively and up to 10% in wasm at 5000
// and 10,000, whose shapes stay in the caches, hence the threshold.
#define SAT_TOUCH_BYTES (6u << 20)

typedef struct satBody {
	float x, y;      ///< position, kept here (not in the shape) so moving bodies touches one array
	satAABB bounds;  ///< the shape's rotated bounds around the position
	float reach;     ///< the shape's bounding-circle radius about its position
	satShape* shape; ///< the world's own copy; NULL for a free slot
	int id;
	int generation;
	int nextFree;
	unsigned category, mask;
	int gridAt;  ///< item in its still grid (the statics', or the resting bodies'); SAT_LOOSE; else -1
	int moverAt; ///< a moving body's place in the world's list of them; -1 for statics and free slots
	bool isStatic;
	bool resting;     ///< a moving body that did not move at the last two steps: in the resting bodies' grid
	bool calm;        ///< a moving body that did not change at the last call that found pairs
	bool changed;     ///< added, moved, turned or refiltered since the last step: its pairs are found anew
	bool listed;      ///< a static in the list of changed statics
	bool pooled;      ///< the shape lives in the world's shape pool (else in its own allocation)
	bool shared;      ///< a static's shape is one of the world's shared shapes (satShapeShare)
	bool oneWay;      ///< a one-way body (satWorld_SetOneWay): its normal is in its satBodyPhysics
	bool sensor;      ///< a sensor (satWorld_SetSensor): no contact response; its overlaps are events
	satBodyType type; ///< isStatic is type == SAT_BODY_STATIC, kept for the broad phase
} satBody;

/// A body's physics (physics.c sets it, solver.c steps it), kept apart from satBody so the broad phase's walks over
/// bodies stay small.
typedef struct satBodyPhysics {
	float vx, vy, angularVelocity; ///< velocity of the centre of mass
	satMaterial material;
	satMassData massData;      ///< from the shape and density, whatever the type
	float invMass, invInertia; ///< zero unless dynamic
	float minExtent;           ///< distance from the centre of mass to the nearest face: the continuous test's scale
	float sleepTime;           ///< seconds a dynamic body has moved slowly enough to sleep (island.c)
	int sleepNext;             ///< an asleep body's next slot in its island's ring; -1 while awake
	uint32_t nudgeStamp; ///< satWorld.stepStamp when the caller last moved or changed it: then it wakes what it touches
	bool asleep;         ///< a dynamic body of an island that fell asleep: not moved, its contacts kept
	satVec2 oneWayNormal; ///< a one-way body's open side, unit, in its own frame; zero otherwise
	int moverGround;      ///< the ground satWorld_Move last left it on (an id), or -1: it stands on a one-way body so
	float linearDamping, angularDamping; ///< per second (satWorld_SetDamping); dynamic bodies only are slowed
	bool bullet;         ///< satWorld_SetBullet: swept against dynamic bodies too, turning (acts only while dynamic)
	int jointHead;       ///< the first of its joints (a slot of satWorld.joints), or -1
	uint64_t shapePrint; ///< satShapeFingerprint of its shape (for snapshots)
} satBodyPhysics;

/// A contact point as the solver keeps it between steps (for warm starting).
typedef struct satContactPoint {
	satVec2 anchorA, anchorB; ///< from each body's centre of mass to the point
	float baseSeparation;     ///< separation at the start of the step, less the anchors' part
	float normalMass, tangentMass;
	float normalImpulse, tangentImpulse, maxNormalImpulse;
	float relativeVelocity;   ///< normal velocity at the start of the step (for restitution)
	float friction;           ///< the coefficient in use: static while the point sticks, else sliding
	float totalNormalImpulse; ///< the normal impulse applied over the step (every substep's, and the bounce's)
	bool slipping; ///< the point slides (its friction reached the static limit; until it slows below the stick speed)
	unsigned id;
} satContactPoint;

/// A contact between two bodies, at least one dynamic; the normal points from A to B (Box2D's convention,
/// the opposite of the manifold's).
typedef struct satContact {
	int slotA, slotB;
	int stateA, stateB; ///< indices into the solver's body states; -1 for a body that does not move
	satVec2 normal;
	float friction, staticFriction, restitution;
	int pointCount;
	satContactPoint points[2];
	float rollingResistance; ///< mixed coefficient times the larger radius: the spin impulse's limit per normal impulse
	float rollingMass;       ///< 1 / (invInertiaA + invInertiaB), or 0
	float rollingImpulse;    ///< accumulated spin impulse of rolling resistance (warm started)
	float tangentSpeed;      ///< the target relative tangential speed of the friction (conveyor belts)
} satContact;

/// What a contact of asleep bodies reports while they sleep: its manifold where they fell asleep.
typedef struct satKeptReport {
	float data[SAT_CONTACT_FLOATS];
	int pointCount;
} satKeptReport;

/// What the solver changes of a moving body during a step.
typedef struct satBodyState {
	float vx, vy, w;           ///< velocity
	float dx, dy, dAngle;      ///< movement of the centre of mass since the start of the step
	float dCos, dSin;          ///< rotation by dAngle
	float invMass, invInertia; ///< zero for kinematic bodies
	bool falls;                ///< dynamic: gravity acts (even when its mass is too small for a finite inverse)
	/// Damping: the velocity factors of a substep, 1 / (1 + h * damping).
	float linearScale, angularScale;
} satBodyState;

/// A moving body as the contact solver works on it: two rows of four floats, so that four bodies gather into
/// lanes with two 4 x 4 transposes (Box2D v3's 32-byte body state).
typedef struct satSolverBody {
	float vx, vy, w, unused;  ///< velocity
	float dx, dy, dCos, dSin; ///< movement of the centre of mass and rotation since the start of the step
} satSolverBody;

/// Colours of the constraint graph: a contact takes the first colour in which neither of its dynamic bodies has a
/// contact yet (contacts with a static or kinematic body skip colour 0, as Box2D v3), so the contacts of a colour
/// can be solved four at a time; contacts no colour can take are solved one by one.
#define SAT_COLOURS 12

/// One point of four contacts side by side (structure of arrays: lane k is contact k).
typedef struct satWidePoint {
	float ax[4], ay[4], bx[4], by[4]; ///< anchors from the centres of mass
	float baseSeparation[4], normalMass[4], tangentMass[4], friction[4];
	float normalImpulse[4], tangentImpulse[4], maxNormalImpulse[4], totalNormalImpulse[4];
} satWidePoint;

/// Four contacts of one colour (no dynamic body twice), solved together; an empty lane names no contact.
typedef struct satWideContact {
	int a[4], b[4];     ///< indices into the solver bodies (a static body: the resting one at the end)
	int contact[4];     ///< index into contacts, -1 for an empty lane
	int writeA, writeB; ///< lanes (bits) whose body A or B is dynamic: only their velocities are written back
	int rolling;        ///< some lane has rolling resistance
	float invMassA[4], invInertiaA[4], invMassB[4], invInertiaB[4];
	float nx[4], ny[4];
	float biasRate[4], massScale[4], impulseScale[4]; ///< the soft contact of the lane (static or dynamic pair)
	float tangentSpeed[4], rollingResistance[4], rollingMass[4], rollingImpulse[4];
	satWidePoint p[2];
} satWideContact;

/// A soft constraint's coefficients for a substep (Box2D v3's b2Softness).
typedef struct satSoftness {
	float biasRate, massScale, impulseScale;
} satSoftness;

/// A soft constraint of the given stiffness and damping over a substep h (Box2D v3's b2MakeSoft); hertz 0 is
/// rigid with no bias (no pull).
static inline satSoftness satMakeSoft(float hertz, float zeta, float h)
{
	if (hertz == 0.0f) return (satSoftness){ 0.0f, 1.0f, 0.0f };
	float omega = 2.0f * 3.14159265358979323846f * hertz;
	float a1 = 2.0f * zeta + h * omega, a2 = h * omega * a1, a3 = 1.0f / (1.0f + a2);
	return (satSoftness){ omega / a1, a2 * a3, a3 };
}

/// A joint (joint.c adds and removes them; joint_solver.c solves them in the step).
typedef struct satJoint {
	satJointDef def;        ///< as added (motor and target as last set)
	int id;                 ///< -1 while the slot is free
	int generation;         ///< how often the slot was used (the id's high bits)
	int nextFree;           ///< the next free slot while free, or -1
	int slotA, slotB;       ///< body slots; slotA is -1 for the world
	int nextA, nextB;       ///< the next joint of body A's and of body B's list, or -1
	satVec2 localA, localB; ///< the anchors in the bodies' frames (from the body's origin; A's in the world for -1)
	satVec2 localAxis;      ///< prismatic, wheel: unit, in A's frame
	float referenceAngle;   ///< B's angle less A's when added
	float minLength, maxLength, length; ///< distance, resolved
	// Impulses of the last substep (kept between steps: warm starting).
	satVec2 linearImpulse; ///< the point (revolute, weld, mouse); prismatic: perpendicular and angular
	float angularImpulse, axialImpulse, springImpulse, motorImpulse, lowerImpulse, upperImpulse;
	// Prepared for a step (joint_solver.c).
	int stateA, stateB;       ///< solver bodies
	satVec2 anchorA, anchorB; ///< from the centres of mass, in world orientation at the start of the step
	satVec2 deltaCenter;      ///< B's centre of mass less A's (the mouse's target for A)
	satVec2 axis;             ///< prismatic, wheel: in world orientation at the start of the step
	float deltaAngle;         ///< B's angle less A's less the reference angle, at the start of the step
	float mA, mB, iA, iB;
	float axialMass, perpMass, angularMass;
	satSoftness spring, linearSoft, angularSoft;
	satJointReaction reaction;
} satJoint;

/// The contact solver's working memory (contact_solver.c), kept between steps.
typedef struct satContactSolver {
	satSolverBody* bodies; ///< per mover, then one resting body for the static side of a contact
	int bodyCapacity;
	uint64_t* colourBits; ///< SAT_COLOURS bit sets over the movers
	int colourWords, colourBitsCapacity;
	satWideContact* wide;
	int wideCount, wideCapacity;
	int* overflow; ///< contacts solved one by one
	int overflowCount, overflowCapacity;
	int* colourOf; ///< per contact
	int colourOfCapacity;
} satContactSolver;

/// The set of pairs of one call: an open-addressing table from pair key to pair index.
typedef struct satPairSet {
	uint64_t* tableKeys;
	int* tableIndex;
	int tableCapacity; ///< a power of two, or 0
	uint64_t* keys;    ///< key of pair k
	int count, capacity;
} satPairSet;

/// The contacts of one step by pair key (for warm starting the next): open addressing, linear probing.
typedef struct satContactTable {
	uint64_t* keys; ///< UINT64_MAX for an empty entry
	int* index;
	int capacity; ///< a power of two, or 0
} satContactTable;

#define SAT_LOOSE (-2)

/// Where a body was when the last call found pairs (satWorld_Collide, each iteration of satWorld_Separate, the
/// start of satWorld_Step), saved as it first moves since: where it came from, for the one-way rule.
typedef struct satOneWayStart {
	float x, y, angle;
	uint32_t epoch; ///< satWorld.oneWayEpoch when saved; any other value: the body has not moved since
} satOneWayStart;

/// What the narrow phase found of a touching pair, kept beside its ids so that its contact manifold follows from it
/// (the SAT kernel then runs once per pair and step).
typedef enum satPairKind {
	SAT_PAIR_CONVEX,  ///< the manifold is satManifoldFromOverlap's with this normal and depth
	SAT_PAIR_NO_PUSH, ///< the tile-seam or one-way rule leaves the pair no push: no contact points
	SAT_PAIR_CONCAVE, ///< the manifold is found part by part (the pair's MTV is not any part pair's)
} satPairKind;

typedef struct satPairOverlap {
	satVec2 normal; ///< from B towards A, unit
	float depth;
	satPairKind kind;
} satPairOverlap;

/// A pair's place in the canonical order (satSortPairs): its slots' key, and its index before sorting.
typedef struct satSortItem {
	uint64_t key;
	int index;
} satSortItem;

typedef struct satCellRange {
	int x0, y0, x1, y1;
} satCellRange;

// What the pair test needs of a body, copied into cell order each step; the box is also copied out into
// the structure-of-arrays form the SIMD box test reads.
typedef struct satGridBody {
	satAABB box;
	const satShape* shape;
	float x, y, reach;
	int id;
	unsigned category, mask;
} satGridBody;

// Boxes in structure-of-arrays form (padded by 4) with their bodies: what the SIMD box test walks.
typedef struct satBoxArrays {
	const float *minX, *minY, *maxX, *maxY;
	const satGridBody* body;
} satBoxArrays;

/// A candidate pair of the broad phase (their boxes touch): the two bodies' records, in the grids' arrays or in
/// satWorld.extraBodies, which stay as they are until the narrow phase has tested the pair.
typedef struct satCandidate {
	const satGridBody *a, *b;
} satCandidate;

/// Before candidate `at`, the narrow phase reads ahead the shapes of the moving grid's items [begin, end): those of
/// the next row of cells, which the pairs of this row with the south cells are about to read (satTouchShapes).
typedef struct satTouchMark {
	int at, begin, end;
} satTouchMark;

// Bodies that stay where they are: the statics, and (in a second grid) moving bodies that did not move at the
// last step. Listed once, by the cell of their box's min corner (CSR), with cells as large as the largest
// ordinary member; rebuilt only when many members changed. Members added since (and members far larger than
// the rest) wait in a short loose list tested box by box; removed ones leave an empty box.
typedef struct satStillGrid {
	double originX, originY, inverseCell, cell;
	float boundMaxX, boundMaxY; ///< where the listed boxes end, so a mover beyond them skips the grid
	int gx, gy;
	int* cellStart;
	float *minX, *minY, *maxX, *maxY;
	satGridBody* body;
	int itemCount, itemCapacity, cellCapacity, dead;
	float *looseMinX, *looseMinY, *looseMaxX, *looseMaxY; ///< the loose list, as the grid's items (padded by 4)
	satGridBody* looseBody;
	int looseCount, looseCapacity, looseAfterBuild;
	int count; ///< members
	bool dirty;
	/// Rebuilt by a query since the last step: then any change makes the next step rebuild it, so the step sees
	/// the grid it would have built had no query run (queries leave no trace in later results).
	bool queryBuilt;
} satStillGrid;

/// Statics whose shapes are byte for byte the same (a tilemap's tiles: same outline, same angle) share one
/// copy, so the narrow phase reads a level's few distinct shapes from cache rather than one per tile. An
/// open-addressing table (linear probing) of those copies with their reference counts.
typedef struct satShapeShare {
	satShape* shape; ///< NULL for an empty entry
	uint32_t hash;
	int refs;
} satShapeShare;

struct satWorld {
	uint32_t tag;
	float fixedCellSize;
	satBody* bodies;
	int slotCount, slotCapacity, bodyCount;
	int freeHead, freeTail; // FIFO of free slots, so a freed slot waits as long as possible before reuse
	// Per-step scratch, kept between steps and grown only when the world grows.
	satAABB* boxes;
	satCellRange* ranges;
	int* live;
	int* large;
	int* cellStart;
	// The grid's entries in cell order, as structure of arrays (padded by 4) so the pair loop tests four
	// boxes per SIMD compare and walks memory in order.
	float *itemMinX, *itemMinY, *itemMaxX, *itemMaxY;
	satGridBody* itemBody; ///< the bodies in cell order: the pair test reads neighbours in memory
	int cellCapacity, itemCapacity, itemCount;
	double moveOriginX, moveOriginY, moveInverseCell; ///< the moving bodies' grid of this step: gx x gy cells
	int moveGx, moveGy;
	// The shapes, copied every SAT_REPACK_INTERVAL steps into one block in cell order, so the narrow phase
	// reads neighbouring shapes from neighbouring memory; two blocks alternate, so steps do not allocate.
	char *pool, *spare;
	size_t poolBytes, spareBytes;
	size_t moverShapeBytes; ///< the moving bodies' shapes, each rounded up to SAT_SHAPE_ALIGN: the pool's size
	int steps;
	unsigned touchSink; ///< see satTouchShapes
	/// The candidate pairs of a call, in the order the broad phase met them (the narrow phase tests them in it), with
	/// the records of the bodies that are in no grid's arrays (the large moving bodies, then the changed statics)
	/// and the read-ahead points of the moving grid's rows; kept between calls, so a step allocates nothing.
	satCandidate* candidates;
	int candidateCount, candidateCapacity;
	satGridBody* extraBodies;
	int extraCapacity;
	satTouchMark* touchMarks;
	int touchMarkCount, touchMarkCapacity;
	double broadPhaseEnd; ///< the clock when the last call's broad phase ended (read by a step while profiling is on)
	satScratch scratch;   ///< for concave pairs' MTVs: a step allocates nothing once it has grown
	satStillGrid statics, resting;
	satShapeShare* shares; ///< the statics' shared shapes: shareCapacity entries (a power of two, or 0)
	int shareCapacity, shareCount;
	int* movers; ///< slots of the bodies that are not static, so a step never walks the statics
	/// The categories of the bodies that are not static, or more (satWorldMoverCategories): a query whose mask
	/// shares no bit with them skips the walk over the moving bodies.
	unsigned moverCategories;
	bool moverCategoriesStale; ///< a moving body was refiltered or left the list since moverCategories was found
	int moverCount;
	int* changedStatics; ///< slots of statics changed since the last step (each listed once)
	int changedStaticCount;
	/// Where statics were added, moved or removed since their internal edges were last found: the statics there
	/// find theirs again at the next step. Past SAT_EDGE_DIRTY_MAX places, every static does.
	satAABB edgeDirty[SAT_EDGE_DIRTY_MAX];
	/// Per slot: a static polygon's edges that lie on another static's (satCoveredEdges), else 0. Apart from the
	/// bodies' records, so the narrow phase reads 4 bytes per body, not a cache line.
	satEdgeMask* edgeMasks;
	bool anyDynamic; ///< a moving body is dynamic (found by each step's first pass): only then are there near pairs
	int edgeDirtyCount;
	bool edgesAllDirty;
	bool pairsValid; ///< the last step completed, so its pairs between unchanged bodies still hold
	// Results of the last step.
	int *pairA, *pairB;
	float *mtvX, *mtvY;
	satPairOverlap* pairOverlaps; ///< per pair: what its contact manifold is built from
	int pairCount, pairCapacity;
	/// Pairs with a dynamic body that do not touch but may be within SAT_SPECULATIVE_DISTANCE (their bounding
	/// circles are): the physics step's speculative contacts. Ids, lower slot first; never reported as pairs.
	int *nearA, *nearB;
	int nearCount, nearCapacity;
	/// Scratch of satSortPairs: keys with their indices (two buffers), and room to permute one array through.
	satSortItem* sortItems;
	int sortCapacity;
	void* sortScratch;
	size_t sortScratchBytes;
	// Physics and events.
	float* transforms;       ///< x, y, angle per slot
	satBodyPhysics* physics; ///< per slot
	satVec2 gravity;
	satPairSet pairSets[2]; ///< the last call's pairs and the one's before, for events and warm starting
	int currentSet;
	bool trackPairs; ///< pair sets are kept (for events and warm starting) from the first step or event query on
	int *beginPairs, *endPairs;
	int beginCount, beginCapacity, endCount, endCapacity;
	satContact *contacts, *previousContacts;
	int contactCount, contactCapacity, previousContactCount, previousContactCapacity;
	satContactTable contactTables[2]; ///< [contactTable] finds the last step's contacts; the other is the next's
	int contactTable;
	int* contactIds;    ///< SAT_CONTACT_INTS per contact, for the caller
	float* contactData; ///< SAT_CONTACT_FLOATS per contact, for the caller
	int contactOutCapacity;
	satBodyState* states;
	int stateCapacity;
	int* kinematicMovers; ///< a step's kinematic bodies (indices into movers), for the continuous test
	int kinematicCount, kinematicCapacity;
	satContactSolver solver;
	satProfile profile;   ///< of the last step
	bool profiling;       ///< the step reads the clock
	satVec2* separations; ///< satWorld_Separate's pushes per slot
	int* queryIds;        ///< the ids a box or point query found, sorted before they are copied out
	int queryCapacity;
	satShape* queryShape; ///< a copy of the caller's shape placed for a shape query (satWorldQueryShape)
	size_t queryShapeBytes;
	int* gatherSlots; ///< the bodies near a move (satWorldGather)
	int gatherCapacity;
	// Sleeping (island.c).
	int* islandParent;  ///< per slot: the union-find forest of a step's islands
	float* islandSleep; ///< per slot: the least sleep time of the island a root slot heads
	int* awakeMovers;   ///< per slot: indices into movers of the bodies a step moves (all but the asleep)
	int awakeCount;
	int asleepCount;      ///< dynamic bodies asleep
	int keptContactCount; ///< contacts of asleep bodies, kept after the solved ones (contacts[contactCount ...])
	satKeptReport *kept, *previousKept; ///< per contact: what a kept contact reports
	int keptCapacity, previousKeptCapacity;
	uint32_t stepStamp; ///< counts the physics steps: a body nudged since the last one has nudgeStamp == stepStamp
	bool sleepDisabled;
	// One-way bodies (satWorld_SetOneWay). A world without any does none of this work but count them.
	int oneWayCount; ///< live one-way bodies
	/// [oneWayCurrent]: the pairs with a one-way body that the last call finding pairs kept (touching or near):
	/// admitted, they stay so at the next call. The other set is the next call's. Queries leave both alone.
	satPairSet oneWayKept[2];
	int oneWayCurrent;
	satOneWayStart* oneWayStarts; ///< per slot, saved only while the world has a one-way body
	uint32_t oneWayEpoch;         ///< counts the calls that found pairs
	// Units and contact tuning (satWorldDef.lengthUnitsPerMeter, satWorld_SetContactTuning).
	float lengthUnits;         ///< length units per metre
	float linearSlop;          ///< penetration the solver leaves alone: 0.005 m
	float speculativeDistance; ///< near pairs get speculative contacts within this: 4 linear slops
	float stickSpeed;          ///< a contact point sticks below this sliding speed: 0.05 m/s
	float restitutionSpeed;    ///< slower approaches do not bounce: 1 m/s
	float sleepSpeed;          ///< an island may sleep below this speed at every point: 0.05 m/s
	float maxSpeed;            ///< the speed cap: SAT_MAX_SPEED per metre
	float hitSpeed;            ///< hit events for contacts that begin at least this fast
	satContactTuning tuning;
	float* contactImpulses; ///< 2 per contact, for the caller (satWorld_GetContactImpulses)
	// Sensors (satWorld_SetSensor): their overlaps of the last step, and its events.
	int* sensors; ///< slots of the sensor bodies, each once
	int sensorCount, sensorCapacity;
	uint64_t *sensorKeys, *nextSensorKeys; ///< (sensor id << 32 | visitor id), ascending
	int sensorKeyCount, sensorKeyCapacity, nextSensorKeyCount, nextSensorKeyCapacity;
	int *sensorBegin, *sensorEnd; ///< 2 ints per event: sensor id, visitor id
	int sensorBeginCount, sensorBeginCapacity, sensorEndCount, sensorEndCapacity;
	// Hit events of the last step: 2 ids and SAT_HIT_FLOATS floats per event.
	int* hitIds;
	float* hitData;
	int hitCount, hitCapacity;
	// Joints (joint.c).
	satJoint* joints;
	int jointSlots, jointCapacity; ///< slots used (live or free), allocated
	int jointCount;                ///< live joints
	int jointFreeHead, jointFreeTail;
	int* activeJoints; ///< a step's joints between awake bodies (slots), in slot order
	int activeJointCount, activeJointCapacity;
	// Snapshots (snapshot.c).
	int contactReports;        ///< contacts the getters report: the last step's, 0 after a restore until the next step
	unsigned char* hashBuffer; ///< satWorld_Hash writes the state here to hash it
	size_t hashBufferBytes;
	void* restoreScratch[12]; ///< a dynamic snapshot is decoded into these arrays, kept for the next restore
	size_t restoreScratchBytes[12];
};

// ---- Helpers the world's files inline ----

/// Pair key of two body ids, lower id first; never UINT64_MAX.
static inline uint64_t satPairKey(int idA, int idB)
{
	uint32_t lo = (uint32_t)(idA < idB ? idA : idB), hi = (uint32_t)(idA < idB ? idB : idA);
	return (uint64_t)lo << 32 | hi;
}

/// Index of a pair key in a pair set, or -1.
static inline int satPairSetFind(const satPairSet* set, uint64_t key)
{
	if (set->tableCapacity == 0) return -1;
	uint32_t mask = (uint32_t)set->tableCapacity - 1, h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 32) & mask;
	while (set->tableKeys[h] != UINT64_MAX) {
		if (set->tableKeys[h] == key) return set->tableIndex[h];
		h = (h + 1) & mask;
	}
	return -1;
}

/// The physics of a body.
static inline satBodyPhysics* satPhysicsOf(const satWorld* w, const satBody* b) { return &w->physics[b - w->bodies]; }

// Round-off below FLT_MIN is a step of FLT_TRUE_MIN, not a fraction of the value: the broad phase's margins add
// a few such steps, which vanish beside their relative part at ordinary scales.
#define SAT_DENORMAL_SLACK (16.0f * FLT_TRUE_MIN)

/// A body's world box for the broad phase, widened by a few float ulps of its coordinates: the narrow phase
/// measures positions relative to each other, and a box rounded in absolute coordinates must not drop a pair
/// that touches there. A dynamic body's is widened by the speculative distance too, for its near pairs.
static inline satAABB satWorldBodyBox(const satWorld* w, const satBody* b)
{
	float m = (fabsf(b->x) + fabsf(b->y) + b->reach) * (4.0f * FLT_EPSILON) + SAT_DENORMAL_SLACK +
		(b->type == SAT_BODY_DYNAMIC ? w->speculativeDistance : 0.0f);
	return (satAABB){ (b->bounds.minX + b->x) - m, (b->bounds.minY + b->y) - m, (b->bounds.maxX + b->x) + m,
		(b->bounds.maxY + b->y) + m };
}

/// What the pair test needs of a body, with its box (satGridBody).
static inline satGridBody satGridBodyOf(const satWorld* w, const satBody* b, const satAABB* box)
{
	// A dynamic body reaches further: its bounding circle must meet those of the bodies it may have near pairs with.
	float reach = b->reach + (b->type == SAT_BODY_DYNAMIC ? w->speculativeDistance : 0.0f);
	return (satGridBody){ *box, b->shape, b->x, b->y, reach, b->id, b->category, b->mask };
}

/// Bytes a shape takes in the world's shape pool (rounded up to SAT_SHAPE_ALIGN).
static inline size_t satPooledSize(const satShape* s)
{
	return (satShapeSize(s) + SAT_SHAPE_ALIGN - 1) & ~(size_t)(SAT_SHAPE_ALIGN - 1);
}

/// A box's larger side.
static inline float satExtent(const satAABB* b)
{
	float w = b->maxX - b->minX, h = b->maxY - b->minY;
	return w > h ? w : h;
}

/// Cell of a coordinate, in double so that a difference of one cell size never rounds into two cells.
/// Clamped before the conversion: a box far beyond the grid (more cells away than an int counts) takes the last
/// cell, not whatever an out-of-range conversion gives.
static inline int satCellCoord(double v, double origin, double inverseCell, int limit)
{
	double c = (v - origin) * inverseCell;
	return !(c >= 0.0) ? 0 : c >= (double)limit ? limit : (int)c;
}

static inline uint32_t satWorldContactHash(uint64_t key, int capacity)
{
	return (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 32) & (uint32_t)(capacity - 1);
}

// The last step's contact of a pair (in previousContacts, once the step swapped them), or NULL.
static inline const satContact* satWorldLastContact(const satWorld* w, uint64_t key)
{
	const satContactTable* t = &w->contactTables[w->contactTable];
	if (t->capacity == 0) return NULL;
	for (uint32_t h = satWorldContactHash(key, t->capacity); t->keys[h] != UINT64_MAX; h = (h + 1) & (t->capacity - 1))
		if (t->keys[h] == key) return &w->previousContacts[t->index[h]];
	return NULL;
}

/// A one-way body's open side in world coordinates (its normal turned by its angle).
static inline satVec2 satOneWayWorldNormal(const satWorld* w, const satBody* p)
{
	satVec2 n = satPhysicsOf(w, p)->oneWayNormal;
	float c = p->shape->cosAngle, s = p->shape->sinAngle;
	return (satVec2){ c * n.x - s * n.y, s * n.x + c * n.y };
}

/// Before a body moves: save where it was when the last call found pairs (only while the world has a one-way body).
static inline void satOneWayRemember(satWorld* w, int slot)
{
	satOneWayStart* s = &w->oneWayStarts[slot];
	if (w->oneWayCount == 0 || s->epoch == w->oneWayEpoch) return;
	const satBody* b = &w->bodies[slot];
	*s = (satOneWayStart){ b->x, b->y, b->shape->xf.angle, w->oneWayEpoch };
}

/// The categories of the bodies that are not static (found again after one was refiltered or left them).
static inline unsigned satWorldMoverCategories(satWorld* w)
{
	if (w->moverCategoriesStale) {
		unsigned c = 0u;
		for (int k = 0; k < w->moverCount; ++k) c |= w->bodies[w->movers[k]].category;
		w->moverCategories = c;
		w->moverCategoriesStale = false;
	}
	return w->moverCategories;
}

/// A NaN becomes 0 and an infinite component keeps its direction at the cap (the world's maxSpeed).
static inline void satCapVelocity(float* vx, float* vy, float* w, float cap)
{
	*w = isnan(*w) ? 0.0f : satMaxF(-SAT_MAX_SPEED, satMinF(*w, SAT_MAX_SPEED));
	// Both components within half the cap: the speed is below it (a NaN fails the test), nothing to change.
	if (fabsf(*vx) < 0.5f * cap && fabsf(*vy) < 0.5f * cap) return;
	double x = isnan(*vx) ? 0.0 : *vx, y = isnan(*vy) ? 0.0 : *vy;
	if (isinf(x) || isinf(y)) {
		x = isinf(x) ? copysign(2.0 * cap, x) : 0.0; // past the cap: scaled down to it below
		y = isinf(y) ? copysign(2.0 * cap, y) : 0.0;
	}
	double speed = sqrt(x * x + y * y);
	if (speed > cap) {
		x *= cap / speed;
		y *= cap / speed;
	}
	*vx = (float)x;
	*vy = (float)y;
}

/// World position of a body's centre of mass.
static inline satVec2 satCenterOf(const satWorld* w, const satBody* b)
{
	const satShape* s = b->shape;
	satVec2 c = satPhysicsOf(w, b)->massData.center;
	return (satVec2){ b->x + (s->cosAngle * c.x - s->sinAngle * c.y), b->y + (s->sinAngle * c.x + s->cosAngle * c.y) };
}

// ---- The world's life cycle (world.c) ----

/// A live world or SAT_ERR_NULL / SAT_ERR_BAD_HANDLE.
satError satWorldCheck(const satWorld* w);

/// The body of an id, or NULL.
satBody* satWorldFindBody(const satWorld* w, int id);

/// The live body of an id in a live world: SAT_OK, or SAT_ERR_NULL / SAT_ERR_BAD_HANDLE / SAT_ERR_BAD_ID.
static inline satError satWorldLookup(const satWorld* w, int id, satBody** out)
{
	satError e = satWorldCheck(w);
	if (e != SAT_OK) return e;
	*out = satWorldFindBody(w, id);
	return *out != NULL ? SAT_OK : SAT_ERR_BAD_ID;
}

/// Grow an array to hold `needed` elements (doubling); false when out of memory, the array unchanged.
bool satWorldGrow(void** p, int* capacity, int needed, size_t elementSize);

/// Grow every per-slot array to hold `needed` slots together, so a failed allocation leaves the world as it was.
bool satReserveSlots(satWorld* w, int needed);

// ---- Bodies (bodies.c) ----

/// Move a body to values already checked (a static is re-indexed; returns SAT_ERR_OUT_OF_MEMORY only then).
satError satWorldPlace(satWorld* w, satBody* b, float x, float y, float angle);

/// A static changed: its pairs with resting bodies are found anew at the next step.
void satStaticChanged(satWorld* w, satBody* b);

/// A sensor body leaves the list of sensors (removed, or no longer a sensor).
void satWorldSensorForget(satWorld* w, satBody* b);

/// A static became a sensor or stopped being one: the statics around it find their internal edges again (a sensor
/// covers none of them).
void satWorldSensorChanged(satWorld* w, const satBody* b);

// ---- The still grids (grid.c) ----

/// Room for count boxes (and their bodies) in a box list's arrays; all or nothing.
bool satReserveBoxes(
	float** minX, float** minY, float** maxX, float** maxY, satGridBody** body, int* capacity, int count);

/// Copy the boxes of bodies [0, count) into the structure-of-arrays form, then 4 empty boxes of padding.
void satFillBoxArrays(float* minX, float* minY, float* maxX, float* maxY, const satGridBody* body, int count);

/// Grid size for `count` boxes spanning width x height with cells of at least `cell`: cells grow when there
/// would be more than 2 per box (plus 16), which bounds memory and the walk over empty cells whatever the spread.
double satGridCell(double cell, double width, double height, int count, int* gx, int* gy);

/// Room in a loose list for `more` members, reserved before a call changes anything (so it cannot fail half way).
bool satStillReserve(satStillGrid* g, int more);

/// A body joins a still grid's loose list (room reserved); once the list holds more than a small share of the
/// members, the next step rebuilds that grid.
void satStillInsert(const satWorld* w, satStillGrid* g, satBody* b);

/// A body leaves a still grid: its item becomes an empty box (never touching), or it leaves the loose list.
void satStillErase(satStillGrid* g, satBody* b);

/// Rebuild a still grid from all its members (the statics, or the resting bodies); false when out of memory, the
/// grid then as it was (still dirty, still correct).
bool satStillRebuild(satWorld* w, satStillGrid* g);

/// Before a query: rebuild the statics' grid when it is due for a rebuild anyway and many statics wait in its
/// loose list (before the first step, all of them). False when out of memory; the grid is then as it was.
bool satWorldStillRefresh(satWorld* w);

/// Visit the members of a still grid whose boxes touch a box, each once, by slot (a grid rebuilt since its last
/// change: call after satWorld_Collide).
void satWorldStillQuery(const satStillGrid* g, const satAABB* box, void (*visit)(void* ctx, int slot), void* ctx);

// ---- One-way bodies (oneway.c) ----

/// Whether one-way body p lets `other` (a shape at the world's rotation of it, placed at (ox, oy)) collide with it:
/// `other` lies fully on p's open side, its least extent along p's world normal at least p's greatest, less
/// SAT_LINEAR_SLOP (a body resting on a platform sinks that far) and the round-off of the coordinates. Always true
/// for a body that is not one-way.
bool satOneWayAdmits(const satWorld* w, const satBody* p, const satShape* other, float ox, float oy);

/// The gap along one-way body p's world normal from p's far extent to other's near one (other at (ox, oy); < 0:
/// they overlap that deep along it); *centre (if not NULL) receives the distance of other's position beyond
/// p's far extent.
double satOneWayGap(const satWorld* w, const satBody* p, const satShape* other, float ox, float oy, double* centre);

/// Whether a pair with a one-way body may collide: kept at the last call that found pairs, or each one-way body of
/// the two admits the other (satOneWayAdmits) where both are, or where both were at that call (satOneWayStart).
/// True for other pairs.
bool satOneWayAdmitted(const satWorld* w, const satBody* a, const satBody* b);

/// The push on a (unit *normal, from b towards a, times the depth returned) of a pair with a one-way body, b at d
/// from a: out through the one-way body's open side along its normal, never sideways (satOneWayDepth). When both are
/// one-way, the shorter of the two. The convex pieces that need it most go to *pieceA, *pieceB.
double satOneWayPush(const satWorld* w, const satBody* a, const satBody* b, satVec2 d, satVec2* normal,
	const satShape** pieceA, const satShape** pieceB);

/// The pairs with a one-way body that this call kept (touching, or near) go to the spare kept set, which the caller
/// makes the current one once the call cannot fail. False when out of memory (the current set unchanged).
bool satOneWayKeep(satWorld* w);

// ---- The narrow phase (narrow.c) ----

/// The narrow phase of a call: each candidate pair of the broad phase (satWorld.candidates, in their order) becomes
/// a pair with its MTV (lower slot first, appended to pairA / pairB / mtvX / mtvY) when the shapes intersect, or a
/// near pair. SAT_ERR_OUT_OF_MEMORY when a list could not grow.
satError satWorldNarrowPhase(satWorld* w);

/// The contact manifold of two bodies that touch (as satManifoldAt, points relative to a's position), with the
/// normal of the tile-seam rule when it applies (pointCount 0 when it leaves the pair no push).
void satWorldPairManifold(const satWorld* w, const satBody* a, const satBody* b, satManifold* out);

/// satWorldPairManifold of pair k of the last call that found pairs, its bodies not moved since: built from what the
/// narrow phase found (satPairOverlap), so the SAT kernel does not run again (but for concave pairs).
void satWorldFoundPairManifold(const satWorld* w, int k, satManifold* out);

/// The contact manifold of a near pair (one of satWorld.nearA / nearB, with a dynamic body, not touching): a
/// speculative one (negative depths) when they are within SAT_SPECULATIVE_DISTANCE, along the axis of the tile-seam
/// rule or of the one-way rule when one applies; else pointCount 0.
void satWorldNearManifold(const satWorld* w, const satBody* a, const satBody* b, satManifold* out);

// ---- The broad phase (broadphase.c) ----

/// The broad and narrow phase of a call (satWorldCollide): the broad phase lists the candidate pairs (boxes touching)
/// in satWorld.candidates, then satWorldNarrowPhase tests them; the pairs in pairA / pairB / mtvX / mtvY, the near
/// pairs in nearA / nearB. SAT_ERR_OUT_OF_MEMORY leaves the pair lists to be found anew.
satError satWorldFindPairs(satWorld* w);

/// Sort the pairs and the near pairs of a call by their slots (lower slot, then higher): the order does not depend on
/// how the broad phase met them (its grids' history), so the contacts built from them, and the solver's results,
/// depend only on the world's state (what a snapshot restores). False when out of memory (nothing changed).
bool satSortPairs(satWorld* w);

// ---- The pairs of a call and their events (pairs.c) ----

/// Start keeping pair sets, from the last call's pairs (no events for them); false when out of memory.
bool satWorldTrackPairs(satWorld* w);

/// satWorld_Collide without the argument check; with reserveContacts (the physics step) it also makes room for
/// the step's contacts (satReserveNextContacts), before the pairs are recorded. On failure nothing was recorded:
/// the pair list is empty, and the next call finds every pair anew.
satError satWorldCollide(satWorld* w, bool reserveContacts);

// ---- Physics (physics.c, solver.c) ----

/// Whether a material is valid (satWorld_SetMaterial's check).
bool satValidMaterial(const satMaterial* m);
/// A body's mass and inverses from its shape, density and type.
void satUpdateMass(satWorld* w, satBody* b);
/// Index the contacts of the step (w->contacts, solved and kept) by pair key for the next step's warm starting.
void satIndexContacts(satWorld* w);

// ---- Contact storage (contacts.c) ----

/// Room for count contacts in the contact array the next step fills, and in the caller's contact arrays.
bool satReserveNextContacts(satWorld* w, int count);

/// Room for count kept contacts in the array the next step fills (with satReserveNextContacts).
bool satReserveKeptContacts(satWorld* w, int count);

// ---- Queries (query.c) ----

/// The first body a shape (placed where it starts) touches while it moves by t * motion, t in [0, 1], each body
/// decided as satSweep decides it; of equal times the lowest id. Only bodies whose category shares a bit with
/// mask and (with mutual) whose mask shares one with category; not the body ignore (an id, or -1); one-way
/// bodies that do not admit the shape where it starts are not seen. Walks the grids along the motion.
typedef struct satCastRequest {
	const satShape* shape; ///< placed at its start (its xf)
	satVec2 motion;
	unsigned category, mask;
	bool mutual;
	int ignore;
} satCastRequest;

typedef struct satCastResult {
	bool hit;
	int id, slot;
	float t;
	satVec2 normal; ///< from the body towards the shape (the MTV's direction when t = 0 and they overlap)
	satVec2 mtv;    ///< when t = 0 because they overlap: the MTV, as satSweep gives it
} satCastResult;

satCastResult satWorldCast(satWorld* w, const satCastRequest* request);

/// The bodies whose boxes touch box and that pass a cast's filter (its mask, with mutual its category, not its
/// ignore; the shape is not read), as slots in w->gatherSlots: their number, or -1 when out of memory.
int satWorldGather(satWorld* w, const satAABB* box, const satCastRequest* filter);

/// satWorldCast over the given slots only: the same answer when they hold every body the cast could touch.
satCastResult satWorldCastAmong(satWorld* w, const satCastRequest* r, const int* slots, int count);

/// The bodies a placed shape overlaps (touching counts; category and mask as satWorld_OverlapShape), in
/// w->queryIds, unsorted when the list could not grow (then those found so far): their number.
int satWorldOverlapIds(satWorld* w, const satShape* placed, unsigned mask);
/// The bodies a body's shape overlaps where it is (itself included when its category passes the mask), as
/// satWorldOverlapIds, sorted in w->queryIds: their number, or -1 when out of memory.
int satWorldOverlapBody(satWorld* w, const satBody* b, unsigned mask);

// ---- Sensors (events.c) ----

/// Around satWorld_Step: before its pairs are found, each sensor's visitors where the bodies
/// are (SAT_ERR_OUT_OF_MEMORY: nothing changed, nothing kept); once the step can no longer fail, its events.
satError satWorldSensorsFind(satWorld* w);
void satWorldSensorsCommit(satWorld* w);

// ---- Joints (joint.c, joint_solver.c) ----

/// Whether a joint ties the bodies of slots a and b and does not let them collide.
static inline bool satJointsForbid(const satWorld* w, int a, int b)
{
	if (w->physics[b].jointHead < 0) return false;
	for (int j = w->physics[a].jointHead; j >= 0;) {
		const satJoint* t = &w->joints[j];
		if ((t->slotA == a ? t->slotB : t->slotA) == b && !t->def.collideConnected) return true;
		j = t->slotA == a ? t->nextA : t->nextB;
	}
	return false;
}

/// A body is removed: its joints go (joint.c).
void satJointsForgetBody(satWorld* w, int slot);

/// Room for the step's active joints (before anything of the step changes).
bool satJointsReserve(satWorld* w);
/// The joints between bodies the step moves, prepared for its substeps of length h (joint_solver.c); jointSoft is
/// the stiffness of rigid joints.
void satJointsPrepare(satWorld* w, float h, float contactHertz);
void satJointsWarmStart(satWorld* w);
void satJointsSolve(satWorld* w, float h, bool useBias);
/// The reactions of the step from the last substep's impulses.
void satJointsStore(satWorld* w, float h);

// ---- Sleeping (island.c; the wake rules of the calls that change a body are these inline helpers) ----

/// Wake the island of a body if it is asleep (every body of it, their sleep timers restarted); restart the
/// body's timer if it is awake.
static inline void satWakeIsland(satWorld* w, int slot)
{
	w->physics[slot].sleepTime = 0.0f;
	while (w->physics[slot].asleep) { // round the ring back to the body it started from, now awake
		satBodyPhysics* p = &w->physics[slot];
		slot = p->sleepNext;
		p->asleep = false;
		p->sleepNext = -1;
		p->sleepTime = 0.0f;
		w->asleepCount--;
	}
}

/// The caller moved or changed a body: its island wakes now, and the asleep bodies it touches at the next step.
static inline void satNudge(satWorld* w, int slot)
{
	w->physics[slot].nudgeStamp = w->stepStamp;
	satWakeIsland(w, slot);
}

/// Wake every island (a change of gravity, sleeping disabled).
static inline void satWakeAll(satWorld* w)
{
	for (int k = 0; k < w->moverCount && w->asleepCount > 0; ++k) satWakeIsland(w, w->movers[k]);
}

/// A body is about to go: wake its island and the islands of the bodies in contact with it at the last step.
static inline void satWakeTouching(satWorld* w, int slot)
{
	int total = w->contactCount + w->keptContactCount;
	for (int i = 0; i < total && w->asleepCount > 0; ++i) {
		const satContact* c = &w->contacts[i];
		if (c->slotA == slot || c->slotB == slot) satWakeIsland(w, c->slotA == slot ? c->slotB : c->slotA);
	}
	satWakeIsland(w, slot);
}

/// The contact solver (contact_solver.c): room for the solver bodies of moverCount movers and their colour sets
/// (before the step's pairs) and room for count contacts' rows (with satReserveNextContacts); satDestroyWorld frees it.
bool satContactSolverReserveBodies(satWorld* w, int moverCount);
/// Milliseconds from a fixed start (clock.c), for the step's profile only.
double satClockMs(void);
bool satContactSolverReserve(satWorld* w, int count);
/// The step's stages on the contacts: prepare (solver bodies from the states, colours, rows), warm start, one
/// pass (with position correction when useBias: else the relax pass), add the substep's normal impulses to the
/// step's totals, and store (impulses back into the contacts).
void satContactSolverPrepare(satWorld* w, const satSoftness* soft, const satSoftness* staticSoft);
void satContactSolverWarmStart(satWorld* w);
void satContactSolverSolve(
	satWorld* w, float inverseH, const satSoftness* soft, const satSoftness* staticSoft, bool useBias);
void satContactSolverAddImpulses(satWorld* w);
void satContactSolverStore(satWorld* w);
/// After the substeps (Box2D v3's restitution pass): points that approached faster than the restitution speed get
/// the normal velocity -restitution * approach speed; then the solver bodies' velocities and movements go back
/// into the states.
void satContactSolverRestitution(satWorld* w);
void satContactSolverFinish(satWorld* w);

/// After the step's pairs: the wake rules that need them (an asleep island touched by an awake dynamic body, a
/// moving kinematic body or a body nudged since the last step wakes), then the list of the bodies to move.
void satIslandsBegin(satWorld* w);

/// After satBuildContacts (which skips pairs with an asleep body): those pairs keep their last contacts.
void satKeepAsleepContacts(satWorld* w);

/// After the bodies moved: sleep timers, the islands (bodies linked by contacts between dynamic bodies), and
/// islands whose every body was slow for long enough fall asleep.
void satIslandsEnd(satWorld* w, float dt);

#endif
