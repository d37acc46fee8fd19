#include "bodies.h"

#include "check.h"

int addBody(satWorld* w, satShape* shape, float x, float y, float angle, satBodyType type)
{
	int id = -1;
	CHECK_INT(satWorld_AddBody(w, shape, x, y, angle, &id), SAT_OK);
	CHECK_INT(satWorld_SetType(w, id, type), SAT_OK);
	satDestroyShape(shape);
	return id;
}

satShape* box(float w, float h)
{
	satShape* s = NULL;
	CHECK_INT(satCreateBox(w, h, &s), SAT_OK);
	return s;
}

satShape* circle(float r)
{
	satShape* s = NULL;
	CHECK_INT(satCreateCircle(r, &s), SAT_OK);
	return s;
}

satTransform transformOf(const satWorld* w, int id)
{
	satTransform t = { 0, 0, 0 };
	CHECK_INT(satWorld_GetTransform(w, id, &t), SAT_OK);
	return t;
}

satVelocity velocityOf(const satWorld* w, int id)
{
	satVelocity v = { 0, 0, 0 };
	CHECK_INT(satWorld_GetVelocity(w, id, &v), SAT_OK);
	return v;
}
