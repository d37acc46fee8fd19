// A model of the world's internal-edge rule, written apart from the library, for the tests: which edges of the
// static polygons are shared with another static polygon, and whether a pair's MTV keeps the rule.
#ifndef SEAMS_H
#define SEAMS_H

#include <stdbool.h>

#include "sat.h"

/// Bit i is set when edge i of static polygon s (world vertices i -> i + 1, from its local vertices and transform
/// in double) has both ends within `relative` times its length of an edge of one of the other static polygons in
/// statics[0, count) (NULL entries skipped), the two edges facing opposite ways; the distance is widened by
/// `roundOff` times the two shapes' bound on the round-off of turning their vertices in float (-1 narrows it, down
/// to 0). Circles, segments, capsules and concave shapes have none. Brute force.
unsigned seamMaskWithin(const satShape* s, satShape* const* statics, int count, double relative, double roundOff);

/// The world's rule has 1e-4 (to 1.5e-4 with its round-off allowance), on its vertices turned in float: the mask
/// when it is sure (the same with 0.5e-4 less that round-off and 2e-4 plus it), else *uncertain is set (an edge
/// too near the tolerance to call, or a shape whose float position rounds by more than 1e-4 of its size; the
/// caller checks nothing of the pair).
unsigned seamMask(const satShape* s, satShape* const* statics, int count, bool* uncertain);

/// Whether push p on a mover against a static with internal edges `mask` keeps the world's rule: p is not along
/// an internal edge's outward normal; moving the mover by p leaves the two touching, not overlapping; and p is no
/// shorter than satCollide's MTV (the least push over every axis). A zero push is right when no exposed edge of
/// fixed offers a way out the short way along its normal. Prints what failed.
bool seamPushKeepsRule(const satShape* mover, const satShape* fixed, unsigned mask, satVec2 p);

#endif
