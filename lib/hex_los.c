/* hex_los.c - line of sight on hex maps by the Tidal Blades 2 rule, decided
 * exactly in integer arithmetic.
 *
 * The rule: sight from hex A to hex T when, for d = centre(T) - centre(A),
 * some point p of A (border included) gives a segment S(p) = [p, p + d]
 * that crosses no impassable hex border. We read "crosses" as "enters the
 * inside of the impassable area" (the interior of the union U of the closed
 * impassable hexes, the two end hexes left out): grazing a corner or running
 * along an outer edge is allowed; running along the edge two impassable hexes
 * share, or through a corner three of them share, is not.
 *
 * Coordinates. Everything is computed in a lattice where pointy-top hex
 * (q, r) has its centre at (2q + r, 3r) and its corners at the centre plus
 * (0,-2), (1,-1), (1,1), (0,2), (-1,1), (-1,-1). That is the true picture
 * scaled by 2/sqrt(3) across and 2 down: an affine map, which keeps segments,
 * insides, "same point" (translation) and every answer. Flat-top maps are the
 * mirror image of pointy ones with q and r swapped, so they are swapped in.
 * Points are kept relative to A's centre.
 *
 * The blocked set. B = { p : S(p) meets int U } is an open set: int U swept
 * back along -d. There is sight iff A is not inside B. B is bounded by
 * pieces of three kinds of lines, for each impassable hex X near the corridor
 * swept by A: the lines of X's edges, the same lines moved by -d, and the
 * lines parallel to d through X's corners (shared edges and triple corners
 * add only pieces of these lines, ending at these lines' crossings).
 *
 * The search. Together with A's own edge lines these lines cut the plane
 * into cells (faces, edge pieces, points) on each of which "blocked" is
 * constant. A \ B is closed, and bounded, so if it is not empty it holds a
 * corner of some cell: a point where two of the lines cross. So it is enough
 * to test every crossing of two non-parallel lines that lies in A. Each test
 * of a point p (a rational number with a common denominator) against each
 * impassable hex is a separating-axis test of the segment S(p) against the
 * open hexagon, on the three edge directions and on d: exact and cheap. The
 * centre and the six corners of A are tried first, as they usually decide.
 *
 * Sizes. Maps are at most 4096 hexes a side, so lattice coordinates stay
 * under 2^15 and every product below stays under 2^50: int64 is enough. */
#include <stdlib.h>

#include "hex.h"

typedef struct lpt {
    int64_t x, y;
} lpt;

/* A pointy-top hex's corners in lattice units, clockwise from the top; the
 * corner k is shared with the neighbours in directions k - 1 and k, and the
 * edge from corner k to corner k + 1 with the neighbour in direction k. */
static const lpt corner_off[TAB_HEX_DIRS] = {
    {0, -2}, {1, -1}, {1, 1}, {0, 2}, {-1, 1}, {-1, -1},
};

/* The three edge directions' functionals, constant along edges of class j
 * (edge k has class k % 3): y - x, x, x + y; a hex spans +-width[j] of its
 * centre's value. */
static const int64_t width[3] = {2, 1, 2};

static int64_t fj(int j, lpt p) { return j == 0 ? p.y - p.x : j == 1 ? p.x : p.x + p.y; }

/* A functional that grows along edges of class j. */
static int64_t along(int j, lpt p) { return j == 0 ? p.x : p.y; }

typedef struct blocker {
    lpt c;           /* centre, relative to A's centre */
    uint8_t edges;   /* bit k: the edge towards direction k is shared with an impassable hex */
    uint8_t corners; /* bit k: corner k is shared with two impassable hexes */
} blocker;

typedef struct line {
    int64_t a, b, c; /* a x + b y = c, with (a, b) reduced, a > 0 or a == 0 < b */
} line;

#define SMALL 32

typedef struct los {
    tab_game *g;
    tabi_hexmap m;
    lpt d;
    int64_t fd[3], hd;  /* the functionals of d; d . d */
    int64_t gmin, gmax; /* cross(d, corner) over A's corners */
    int par;            /* the edge class parallel to d, or -1 */
    blocker *b;
    uint32_t n, cap;
    blocker small[SMALL];
} los;

static int64_t cross_d(const los *L, lpt p) { return L->d.x * p.y - L->d.y * p.x; }

static int64_t dot_d(const los *L, lpt p) { return L->d.x * p.x + L->d.y * p.y; }

static lpt add(lpt a, lpt b) { return (lpt){a.x + b.x, a.y + b.y}; }

static lpt sub(lpt a, lpt b) { return (lpt){a.x - b.x, a.y - b.y}; }

/* The pointy-top frame: flat-top maps are mirrored by swapping q and r. */
static tab_hex frame(const tabi_hexmap *m, tab_hex h)
{
    return m->orient == TAB_HEX_FLAT ? tab_hex_at(h.r, h.q) : h;
}

static lpt lattice(tab_hex t) { return (lpt){2 * (int64_t)t.q + t.r, 3 * (int64_t)t.r}; }

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

/* Whether closed intervals [a0, a1] and [b0, b1] are apart (open ones may
 * touch: sharing an end point is apart too). */
static int apart(int64_t a0, int64_t a1, int64_t b0, int64_t b1) { return a1 <= b0 || b1 <= a0; }

/* ---- Which impassable hexes matter --------------------------------------- */

static int impassable(const los *L, tab_hex t, tab_hex ta, tab_hex tt)
{
    if (tab_hex_eq(t, ta) || tab_hex_eq(t, tt))
        return 0;
    int64_t i = tabi_hexmap_index(&L->m, frame(&L->m, t)); /* the swap is its own inverse */
    return i >= 0 && tabi_hexmap_terrain(&L->m, (uint32_t)i) == TAB_HEX_IMPASSABLE;
}

/* Whether the closed hex centred at c meets the closed corridor A + [0, d]:
 * separating axes on the edge directions and on d. */
static int in_corridor(const los *L, lpt c)
{
    for (int j = 0; j < 3; j++) {
        int64_t lo = -width[j] + min64(0, L->fd[j]), hi = width[j] + max64(0, L->fd[j]);
        int64_t v = fj(j, c);
        if (v + width[j] < lo || v - width[j] > hi)
            return 0;
    }
    int64_t g = cross_d(L, c);
    return !(g + L->gmax < L->gmin || g + L->gmin > L->gmax);
}

static tab_status collect(los *L, tab_hex ta, tab_hex tt)
{
    int32_t q0 = (ta.q < tt.q ? ta.q : tt.q) - 2, q1 = (ta.q > tt.q ? ta.q : tt.q) + 2;
    int32_t r0 = (ta.r < tt.r ? ta.r : tt.r) - 2, r1 = (ta.r > tt.r ? ta.r : tt.r) + 2;
    lpt a = lattice(ta);
    for (int32_t r = r0; r <= r1; r++)
        for (int32_t q = q0; q <= q1; q++) {
            tab_hex t = tab_hex_at(q, r);
            if (!impassable(L, t, ta, tt))
                continue;
            lpt c = sub(lattice(t), a);
            if (!in_corridor(L, c))
                continue;
            int imp[TAB_HEX_DIRS];
            for (int k = 0; k < TAB_HEX_DIRS; k++)
                imp[k] = impassable(L, tab_hex_add(t, tabi_hex_pointy_dirs[k]), ta, tt);
            blocker bl = {c, 0, 0};
            for (int k = 0; k < TAB_HEX_DIRS; k++) {
                bl.edges |= (uint8_t)(imp[k] << k);
                bl.corners |= (uint8_t)((imp[(k + 5) % 6] && imp[k]) << k);
            }
            if (L->n == L->cap) {
                uint32_t cap = L->cap * 2;
                blocker *nb = tabi_realloc(L->g, L->b == L->small ? NULL : L->b,
                                           L->b == L->small ? 0 : L->cap * sizeof *nb,
                                           cap * sizeof *nb);
                if (!nb)
                    return tabi_fail(L->g, TAB_ENOMEM, "tab_hex_los: out of memory");
                if (L->b == L->small)
                    for (uint32_t i = 0; i < L->n; i++)
                        nb[i] = L->small[i];
                L->b = nb;
                L->cap = cap;
            }
            L->b[L->n++] = bl;
        }
    return TAB_OK;
}

/* ---- Testing one point --------------------------------------------------- */

/* Whether the segment from p to p + d, p = P / D (D > 0), enters the
 * impassable area. */
static int blocked(const los *L, lpt P, int64_t D)
{
    int64_t fp[3] = {fj(0, P), fj(1, P), fj(2, P)}, gp = cross_d(L, P);
    for (uint32_t i = 0; i < L->n; i++) {
        const blocker *bl = &L->b[i];
        int sep = 0;
        for (int j = 0; j < 3 && !sep; j++) {
            int64_t s0 = fp[j], s1 = fp[j] + D * L->fd[j], v = fj(j, bl->c);
            sep = apart(min64(s0, s1), max64(s0, s1), D * (v - width[j]), D * (v + width[j]));
        }
        if (!sep) {
            int64_t g = cross_d(L, bl->c);
            sep = apart(gp, gp, D * (g + L->gmin), D * (g + L->gmax));
        }
        if (!sep)
            return 1; /* into the hex's inside */
        /* Along an edge shared by two impassable hexes: only possible when d
         * runs parallel to it. */
        for (int k = L->par; k >= 0 && k < TAB_HEX_DIRS; k += 3) {
            if (!(bl->edges & (1u << k)))
                continue;
            lpt v1 = add(bl->c, corner_off[k]), v2 = add(bl->c, corner_off[(k + 1) % 6]);
            if (fp[k % 3] != D * fj(k % 3, v1))
                continue; /* not on that edge's line */
            int j = k % 3;
            int64_t s0 = along(j, P), s1 = s0 + D * along(j, L->d);
            int64_t e0 = D * along(j, v1), e1 = D * along(j, v2);
            if (max64(s0, s1) > min64(e0, e1) && min64(s0, s1) < max64(e0, e1))
                return 1;
        }
        /* Through a corner three impassable hexes share. */
        for (int k = 0; k < TAB_HEX_DIRS; k++) {
            if (!(bl->corners & (1u << k)))
                continue;
            lpt v = add(bl->c, corner_off[k]);
            if (D * cross_d(L, v) != gp)
                continue;
            int64_t hv = D * dot_d(L, v), hp = dot_d(L, P);
            if (hp <= hv && hv <= hp + D * L->hd)
                return 1;
        }
    }
    return 0;
}

/* ---- The lines and their crossings --------------------------------------- */

static int64_t gcd64(int64_t a, int64_t b)
{
    a = a < 0 ? -a : a;
    b = b < 0 ? -b : b;
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* Appends line a x + b y = c (reduced, with a canonical sign) when it meets
 * A, the only place crossings are looked for. */
static void add_line(line *ls, uint32_t *n, int64_t a, int64_t b, int64_t c)
{
    int64_t g = gcd64(a, b);
    a /= g, b /= g, c /= g;
    if (a < 0 || (a == 0 && b < 0))
        a = -a, b = -b, c = -c;
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (int k = 0; k < TAB_HEX_DIRS; k++) {
        int64_t v = a * corner_off[k].x + b * corner_off[k].y;
        lo = min64(lo, v);
        hi = max64(hi, v);
    }
    if (c >= lo && c <= hi)
        ls[(*n)++] = (line){a, b, c};
}

/* The line f_j = v, as a x + b y = c. */
static void add_class_line(line *ls, uint32_t *n, int j, int64_t v)
{
    static const int64_t ca[3] = {-1, 1, 1}, cb[3] = {1, 0, 1};
    add_line(ls, n, ca[j], cb[j], v);
}

static int line_order(const void *pa, const void *pb)
{
    const line *a = pa, *b = pb;
    if (a->a != b->a)
        return a->a < b->a ? -1 : 1;
    if (a->b != b->b)
        return a->b < b->b ? -1 : 1;
    return (a->c > b->c) - (a->c < b->c);
}

/* Finds a point of A that sees, into *P / *D; 0 when there is none. */
static int search(const los *L, line *ls, lpt *P, int64_t *D)
{
    uint32_t n = 0;
    for (int j = 0; j < 3; j++) {
        add_class_line(ls, &n, j, -width[j]);
        add_class_line(ls, &n, j, width[j]);
    }
    for (uint32_t i = 0; i < L->n; i++) {
        lpt c = L->b[i].c, back = sub(c, L->d);
        for (int j = 0; j < 3; j++)
            for (int s = -1; s <= 1; s += 2) {
                add_class_line(ls, &n, j, fj(j, c) + s * width[j]);
                add_class_line(ls, &n, j, fj(j, back) + s * width[j]);
            }
        for (int k = 0; k < TAB_HEX_DIRS; k++)
            add_line(ls, &n, -L->d.y, L->d.x, cross_d(L, add(c, corner_off[k])));
    }
    qsort(ls, n, sizeof *ls, line_order);
    uint32_t u = 0;
    for (uint32_t i = 0; i < n; i++)
        if (u == 0 || line_order(&ls[u - 1], &ls[i]) != 0)
            ls[u++] = ls[i];
    for (uint32_t i = 0; i < u; i++)
        for (uint32_t j = i + 1; j < u; j++) {
            int64_t det = ls[i].a * ls[j].b - ls[j].a * ls[i].b;
            if (det == 0)
                continue;
            int64_t x = ls[i].c * ls[j].b - ls[j].c * ls[i].b;
            int64_t y = ls[i].a * ls[j].c - ls[j].a * ls[i].c;
            if (det < 0)
                det = -det, x = -x, y = -y;
            /* Inside A (border included): |x| <= 1, |y - x| <= 2, |x + y| <= 2. */
            if (x > det || -x > det || y - x > 2 * det || x - y > 2 * det || x + y > 2 * det ||
                -(x + y) > 2 * det)
                continue;
            if (!blocked(L, (lpt){x, y}, det)) {
                *P = (lpt){x, y};
                *D = det;
                return 1;
            }
        }
    return 0;
}

/* ---- The calls ----------------------------------------------------------- */

/* Reads the map and the two hexes and gathers the impassable hexes that
 * matter. */
static tab_status prepare(los *L, tab_game *g, tab_id map, tab_hex a, tab_hex b, const char *who)
{
    L->g = g;
    L->b = L->small;
    L->n = 0;
    L->cap = SMALL;
    tab_status s = tabi_hexmap_load(g, map, &L->m, who);
    if (s != TAB_OK)
        return s;
    tab_hex ends[2] = {a, b};
    for (int e = 0; e < 2; e++) {
        int64_t i = tabi_hexmap_index(&L->m, ends[e]);
        if (i < 0 || tabi_hexmap_terrain(&L->m, (uint32_t)i) == TAB_HEX_VOID)
            return tabi_fail(g, TAB_EINVAL, "%s: hex (%d, %d) is not on hex map %u", who,
                             ends[e].q, ends[e].r, map);
    }
    tab_hex ta = frame(&L->m, a), tt = frame(&L->m, b);
    L->d = sub(lattice(tt), lattice(ta));
    for (int j = 0; j < 3; j++)
        L->fd[j] = fj(j, L->d);
    L->hd = dot_d(L, L->d);
    L->par = -1;
    for (int j = 0; j < 3; j++)
        if (L->fd[j] == 0 && L->hd != 0)
            L->par = j;
    L->gmin = INT64_MAX;
    L->gmax = INT64_MIN;
    for (int k = 0; k < TAB_HEX_DIRS; k++) {
        L->gmin = min64(L->gmin, cross_d(L, corner_off[k]));
        L->gmax = max64(L->gmax, cross_d(L, corner_off[k]));
    }
    return L->hd == 0 ? TAB_OK : collect(L, ta, tt);
}

static void finish(los *L)
{
    if (L->b != L->small)
        tabi_free(L->g, L->b, L->cap * sizeof *L->b);
}

/* The lattice offset of corner point (0..5, as tab_hex_corner numbers them)
 * in the pointy frame; -1 is the centre. */
static lpt point_offset(const los *L, int point)
{
    if (point < 0)
        return (lpt){0, 0};
    return corner_off[L->m.orient == TAB_HEX_FLAT ? (4 - point + 6) % 6 : point];
}

/* A lattice offset back on the table, in the map's orientation. */
static tab_hex_point to_point(const los *L, lpt P, int64_t D)
{
    double x = (double)P.x / (double)D * (1.7320508075688772 / 2), y = (double)P.y / (double)D / 2;
    tab_hex_point p = {x, y};
    if (L->m.orient == TAB_HEX_FLAT)
        p = (tab_hex_point){y, x};
    return p;
}

tab_status tab_hex_los(tab_game *g, tab_id map, tab_hex a, tab_hex b, bool *visible,
                       tab_hex_point *from)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_los";
    if (!visible)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL visible", who);
    los L;
    tab_status s = prepare(&L, g, map, a, b, who);
    if (s != TAB_OK) {
        finish(&L);
        return s;
    }
    lpt P = {0, 0};
    int64_t D = 1;
    int seen = 0;
    for (int point = -1; point < TAB_HEX_DIRS && !seen; point++) {
        P = point_offset(&L, point);
        seen = !blocked(&L, P, 1);
    }
    if (!seen) {
        line small[6 + 18 * SMALL], *ls = small;
        size_t need = 6 + 18 * (size_t)L.n;
        if (need > sizeof small / sizeof *small &&
            !(ls = tabi_realloc(g, NULL, 0, need * sizeof *ls))) {
            finish(&L);
            return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
        }
        seen = search(&L, ls, &P, &D);
        if (ls != small)
            tabi_free(g, ls, need * sizeof *ls);
    }
    *visible = seen;
    if (seen && from)
        *from = to_point(&L, P, D);
    finish(&L);
    return TAB_OK;
}

tab_status tab_hex_line_clear(tab_game *g, tab_id map, tab_hex a, tab_hex b, int point,
                              bool *clear)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_hex_line_clear";
    if (!clear)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL clear", who);
    if (point < -1 || point >= TAB_HEX_DIRS)
        return tabi_fail(g, TAB_EINVAL, "%s: point %d is not -1 (centre) or a corner 0..5", who,
                         point);
    los L;
    tab_status s = prepare(&L, g, map, a, b, who);
    if (s == TAB_OK)
        *clear = !blocked(&L, point_offset(&L, point), 1);
    finish(&L);
    return s;
}
