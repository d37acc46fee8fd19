// The JavaScript (typed by its JSDoc) provides what web/sat.d.ts declares, with the declared types. The other
// direction, that sat.d.ts declares nothing the JavaScript lacks, is tests/node/types.test.mjs's.
import type * as Declared from '../../web/sat.js';
import type * as Loader from '../../web/loader.js';
import type * as Shapes from '../../web/shape.js';
import type * as Worlds from '../../web/world.js';

type Implements<Actual extends Expected, Expected> = [Actual, Expected];

export type Checks = [
	Implements<Loader.Sat, Declared.Sat>,
	Implements<Shapes.Shape, Declared.Shape>,
	Implements<Worlds.World, Declared.World>,
	Implements<Worlds.WorldCollisions, Declared.WorldCollisions>,
	Implements<typeof Loader.init, typeof Declared.init>,
	Implements<Loader.InitOptions, Declared.InitOptions>,
	Implements<Shapes.PolygonPoints, Declared.PolygonPoints>,
	Implements<Shapes.Manifold, Declared.Manifold>,
	Implements<Shapes.RayHit, Declared.RayHit>,
	Implements<Worlds.BodyType, Declared.BodyType>,
	Implements<Declared.BodyType, Worlds.BodyType>,
	Implements<Worlds.Material, Declared.Material>,
	Implements<Worlds.MassData, Declared.MassData>,
	Implements<Worlds.Velocity, Declared.Velocity>,
	Implements<Worlds.Damping, Declared.Damping>,
	Implements<Worlds.Transform, Declared.Transform>,
	Implements<Worlds.Vec2, Declared.Vec2>,
	Implements<Worlds.StepOptions, Declared.StepOptions>,
	Implements<Declared.StepOptions, Worlds.StepOptions>,
	Implements<Worlds.Contacts, Declared.Contacts>,
	Implements<Worlds.Events, Declared.Events>,
	Implements<Worlds.WorldRayHit, Declared.WorldRayHit>,
	Implements<Declared.WorldRayHit, Worlds.WorldRayHit>,
	Implements<Worlds.RaycastOptions, Declared.RaycastOptions>,
	Implements<Worlds.TilesOptions, Declared.TilesOptions>,
	Implements<Declared.TilesOptions, Worlds.TilesOptions>,
	Implements<Worlds.JointType, Declared.JointType>,
	Implements<Declared.JointType, Worlds.JointType>,
	Implements<Declared.JointDef, Worlds.JointDef>,
	Implements<Worlds.JointDef, Declared.JointDef>,
	Implements<Worlds.JointReaction, Declared.JointReaction>,
	Implements<Worlds.JointBodies, Declared.JointBodies>,
];
