/* test_hex_los.c - line of sight by the Tidal Blades 2 rule: hand-made maps
 * where the centre-to-centre and corner-to-corner shortcuts disagree with the
 * rule, and random maps checked against an independent floating-point test
 * of the rule.
 *
 * "LINE-OF-SIGHT: To be able to target a figure, you must be able to draw a
 * straight line from any point of the hex that you are in to the same point
 * in the target's hex without crossing the border of an impassable hex.
 * (Using hex centers or corners is usually easiest). Other figures do not
 * block line-of-sight." */
#include "hexutil.h"

#define SQRT3 1.7320508075688772

static double fabs_(double x) { return x < 0 ? -x : x; }

/* A map drawn as text (see hexutil.h); 'a' and 't' mark the attacker's and
 * the target's hexes. */
static tab_id draw(tab_game *g, tab_hex_layout l, const char *const *rows, int nrows, tab_hex *a,
                   tab_hex *t)
{
    tab_hex marks[128];
    memset(marks, 0, sizeof marks);
    tab_id map = draw_map(g, l, rows, nrows, marks);
    *a = marks['a'];
    *t = marks['t'];
    return map;
}

/* The seven shortcut lines: centre (-1) and corners 0..5. */
static int clear_line(tab_game *g, tab_id map, tab_hex a, tab_hex t, int point)
{
    bool clear;
    assert_ok(tab_hex_line_clear(g, map, a, t, point, &clear));
    return clear;
}

static int any_corner_clear(tab_game *g, tab_id map, tab_hex a, tab_hex t)
{
    int any = 0;
    for (int k = 0; k < 6; k++)
        any |= clear_line(g, map, a, t, k);
    return any;
}

static int sees(tab_game *g, tab_id map, tab_hex a, tab_hex t, tab_hex_point *from)
{
    bool v, back;
    assert_ok(tab_hex_los(g, map, a, t, &v, from));
    assert_ok(tab_hex_los(g, map, t, a, &back, NULL));
    assert_int_equal(v, back); /* the rule is symmetric: the same segments, reversed */
    return v;
}

/* ---- An independent check, in floating point ---------------------------
 * For the segment from p to p + d, the depth it reaches inside a convex hex
 * is max over the segment of min over the edges of the signed distance to
 * the edge line (positive inside); along the segment each distance is linear,
 * so the maximum is at an end or where two of them cross. */

typedef struct seg {
    tab_hex_point p, d;
} seg;

static double signed_dist(tab_hex_point c0, tab_hex_point c1, tab_hex_point centre, tab_hex_point x)
{
    /* Edges are one unit long (the outer radius), so no division. */
    double ex = c1.x - c0.x, ey = c1.y - c0.y;
    double s = ex * (x.y - c0.y) - ey * (x.x - c0.x);
    double sc = ex * (centre.y - c0.y) - ey * (centre.x - c0.x);
    return sc > 0 ? s : -s;
}

static double depth(tab_hex_orient o, tab_hex h, seg s)
{
    tab_hex_point centre = tab_hex_center(o, h), c[6];
    for (int k = 0; k < 6; k++)
        c[k] = tab_hex_corner(o, h, k);
    double f0[6], f1[6];
    for (int k = 0; k < 6; k++) {
        tab_hex_point e = {s.p.x + s.d.x, s.p.y + s.d.y};
        f0[k] = signed_dist(c[k], c[(k + 1) % 6], centre, s.p);
        f1[k] = signed_dist(c[k], c[(k + 1) % 6], centre, e);
    }
    double ts[2 + 15];
    int nt = 0;
    ts[nt++] = 0;
    ts[nt++] = 1;
    for (int i = 0; i < 6; i++)
        for (int j = i + 1; j < 6; j++) {
            double den = (f1[i] - f0[i]) - (f1[j] - f0[j]);
            if (den != 0) {
                double t = (f0[j] - f0[i]) / den;
                if (t > 0 && t < 1)
                    ts[nt++] = t;
            }
        }
    double best = -1e300;
    for (int i = 0; i < nt; i++) {
        double m = 1e300;
        for (int k = 0; k < 6; k++) {
            double v = f0[k] + ts[i] * (f1[k] - f0[k]);
            m = v < m ? v : m;
        }
        best = m > best ? m : best;
    }
    return best;
}

static double dist2_to_segment(tab_hex_point x, seg s)
{
    double dd = s.d.x * s.d.x + s.d.y * s.d.y;
    double t = ((x.x - s.p.x) * s.d.x + (x.y - s.p.y) * s.d.y) / dd;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    double dx = s.p.x + t * s.d.x - x.x, dy = s.p.y + t * s.d.y - x.y;
    return dx * dx + dy * dy;
}

static int same_point(tab_hex_point a, tab_hex_point b)
{
    return fabs_(a.x - b.x) < 1e-9 && fabs_(a.y - b.y) < 1e-9;
}

#define MAX_IMP 128

typedef struct scene {
    tab_game *g;
    tab_id map;
    tab_hex_orient o;
    tab_hex a, t;
    int cols, rows;
    tab_hex_layout l;
    /* Filled by find_blockers for the current a and t: */
    tab_hex imp[MAX_IMP];            /* the impassable hexes (a and t left out) */
    tab_hex_point corner[6 * MAX_IMP]; /* corners three of them share */
    tab_hex_point edge[6 * MAX_IMP][2]; /* edges two of them share */
    int nimp, ncorner, nedge;
} scene;

static int blocks(const scene *sc, tab_hex h)
{
    if (tab_hex_eq(h, sc->a) || tab_hex_eq(h, sc->t))
        return 0;
    tab_hex_terrain tt;
    assert_ok(tab_hex_terrain_at(sc->g, sc->map, h, &tt));
    return tt == TAB_HEX_IMPASSABLE;
}

/* Lists the impassable hexes, and the corners and edges they share, found
 * geometrically (corners that coincide), independently of the library's
 * numbering. */
static void find_blockers(scene *sc)
{
    sc->nimp = sc->ncorner = sc->nedge = 0;
    for (int c = 0; c < sc->cols; c++)
        for (int r = 0; r < sc->rows; r++) {
            tab_hex h;
            assert_true(tab_hex_from_offset(sc->l, (tab_hex_offset){c, r}, &h));
            if (!blocks(sc, h))
                continue;
            assert_true(sc->nimp < MAX_IMP);
            sc->imp[sc->nimp++] = h;
            for (int k = 0; k < 6; k++) {
                tab_hex_point v = tab_hex_corner(sc->o, h, k), v2 = tab_hex_corner(sc->o, h, k + 1);
                int sharing = 0, edge_shared = 0;
                for (int d = 0; d < 6; d++) {
                    tab_hex n = tab_hex_neighbor(sc->o, h, d);
                    if (!blocks(sc, n))
                        continue;
                    int has_v = 0, has_v2 = 0;
                    for (int j = 0; j < 6; j++) {
                        has_v |= same_point(tab_hex_corner(sc->o, n, j), v);
                        has_v2 |= same_point(tab_hex_corner(sc->o, n, j), v2);
                    }
                    sharing += has_v;
                    edge_shared |= has_v && has_v2;
                }
                if (sharing >= 2)
                    sc->corner[sc->ncorner++] = v;
                if (edge_shared) {
                    sc->edge[sc->nedge][0] = v;
                    sc->edge[sc->nedge++][1] = v2;
                }
            }
        }
}

/* The largest depth the segment reaches inside an impassable hex, and
 * whether it runs along an edge two share or through a corner three share
 * (to within rounding). */
static double worst(const scene *sc, seg s, int *squeezed)
{
    double w = -1e300;
    *squeezed = 0;
    for (int i = 0; i < sc->nimp; i++) {
        double dpt = depth(sc->o, sc->imp[i], s);
        w = dpt > w ? dpt : w;
    }
    for (int i = 0; i < sc->ncorner; i++)
        if (dist2_to_segment(sc->corner[i], s) < 1e-18)
            *squeezed = 1;
    for (int i = 0; i < sc->nedge; i++) {
        tab_hex_point v = sc->edge[i][0], v2 = sc->edge[i][1];
        tab_hex_point mid = {(v.x + v2.x) / 2, (v.y + v2.y) / 2};
        double ex = v2.x - v.x, ey = v2.y - v.y;
        double cross = fabs_(ex * s.d.y - ey * s.d.x);
        /* Along the edge: parallel, on its line, overlapping it. */
        double off = fabs_(ex * (s.p.y - v.y) - ey * (s.p.x - v.x));
        if (cross < 1e-9 && off < 1e-9) {
            double t0 = (s.p.x - mid.x) * ex + (s.p.y - mid.y) * ey;
            double t1 = t0 + s.d.x * ex + s.d.y * ey;
            double half = (ex * ex + ey * ey) / 2;
            double lo = t0 < t1 ? t0 : t1, hi = t0 < t1 ? t1 : t0;
            if (hi > -half + 1e-9 && lo < half - 1e-9)
                *squeezed = 1;
        }
    }
    return w;
}

/* Checks tab_hex_los on a scene against the floating-point test: a witness
 * must see (its segment stays out of the impassable area), and when nothing
 * is seen, random points of a must all be blocked. Returns visibility. */
static int check_scene(scene *sc, unsigned *rng)
{
    find_blockers(sc);
    tab_hex_point from = {99, 99};
    int v = sees(sc->g, sc->map, sc->a, sc->t, &from);
    tab_hex_point ca = tab_hex_center(sc->o, sc->a), ct = tab_hex_center(sc->o, sc->t);
    tab_hex_point d = {ct.x - ca.x, ct.y - ca.y};
    int squeezed;
    if (v) {
        seg s = {{ca.x + from.x, ca.y + from.y}, d};
        if (!tab_hex_eq(sc->a, sc->t)) {
            assert_true(depth(sc->o, sc->a, (seg){s.p, {0, 0}}) > -1e-9); /* from is in a */
            double w = worst(sc, s, &squeezed);
            if (w > 1e-9 || squeezed)
                fail_msg("witness (%g, %g) of (%d,%d)->(%d,%d) enters the impassable area (%g, %d)",
                         from.x, from.y, sc->a.q, sc->a.r, sc->t.q, sc->t.r, w, squeezed);
        }
    } else {
        for (int i = 0; i < 100; i++) { /* points of a: a corner, an edge point, inside */
            *rng = *rng * 1103515245u + 12345u;
            double u = (double)((*rng >> 8) % 10001) / 10000;
            *rng = *rng * 1103515245u + 12345u;
            double w2 = (double)((*rng >> 8) % 10001) / 10000;
            int k = (int)((*rng >> 4) % 6);
            tab_hex_point c0 = tab_hex_corner(sc->o, sc->a, k), c1 = tab_hex_corner(sc->o, sc->a, k + 1);
            tab_hex_point p = {ca.x + u * (c0.x - ca.x + w2 * (c1.x - c0.x)),
                               ca.y + u * (c0.y - ca.y + w2 * (c1.y - c0.y))};
            double w = worst(sc, (seg){p, d}, &squeezed);
            if (w < -1e-6)
                fail_msg("(%d,%d)->(%d,%d) has no sight, but the point (%g, %g) sees", sc->a.q,
                         sc->a.r, sc->t.q, sc->t.r, p.x - ca.x, p.y - ca.y);
        }
    }
    /* The shortcuts are sufficient, never necessary. */
    for (int point = -1; point < 6; point++)
        if (clear_line(sc->g, sc->map, sc->a, sc->t, point))
            assert_true(v);
    return v;
}

static scene make_scene(tab_game *g, tab_hex_layout l, const char *const *rows, int nrows)
{
    scene sc;
    memset(&sc, 0, sizeof sc);
    sc.g = g;
    sc.o = tab_hex_layout_orient(l);
    sc.rows = nrows;
    sc.l = l;
    for (const char *p = rows[0]; *p; p++)
        sc.cols += *p != ' ';
    sc.map = draw(g, l, rows, nrows, &sc.a, &sc.t);
    return sc;
}

/* ---- Hand-made maps (pointy-top, odd rows shoved right) ------------------ */

/* A pillar straight between: the centre line hits it; the line from the top
 * corner of a to the top corner of t only touches the pillar's top corner,
 * which is not crossing its border. With the two hexes over the pillar also
 * impassable the top line is cut as well, but the bottom line still sees;
 * with both pairs, nothing does. */
static void test_pillar(void **state)
{
    (void)state;
    unsigned rng = 1;
    static const char *const one[] = {
        ". . . . .",
        " . . . . .",
        ". a # t .",
        " . . . . .",
        ". . . . .",
    };
    tab_game *g = new_game(1);
    scene sc = make_scene(g, TAB_HEX_ODD_R, one, 5);
    assert_false(clear_line(g, sc.map, sc.a, sc.t, -1)); /* centre to centre: blocked */
    assert_true(clear_line(g, sc.map, sc.a, sc.t, 0));   /* top corners: clear */
    assert_true(clear_line(g, sc.map, sc.a, sc.t, 3));   /* bottom corners: clear */
    assert_false(clear_line(g, sc.map, sc.a, sc.t, 1));
    assert_true(check_scene(&sc, &rng));
    tab_game_free(g);

    static const char *const roofed[] = {
        ". . . . .",
        " . # # . .",
        ". a # t .",
        " . . . . .",
        ". . . . .",
    };
    g = new_game(1);
    sc = make_scene(g, TAB_HEX_ODD_R, roofed, 5);
    assert_false(clear_line(g, sc.map, sc.a, sc.t, 0));
    assert_true(clear_line(g, sc.map, sc.a, sc.t, 3));
    assert_true(check_scene(&sc, &rng));
    tab_game_free(g);

    static const char *const walled[] = {
        ". . . . .",
        " . # # . .",
        ". a # t .",
        " . # # . .",
        ". . . . .",
    };
    g = new_game(1);
    sc = make_scene(g, TAB_HEX_ODD_R, walled, 5);
    assert_false(check_scene(&sc, &rng));
    tab_game_free(g);
}

/* The centre line slips between two impassable hexes while every
 * corner-to-corner line clips one of them: sight, which corners alone would
 * deny. */
static void test_centre_sees_corners_do_not(void **state)
{
    (void)state;
    unsigned rng = 2;
    static const char *const rows[] = {
        ". . . . . .",
        " . . . . . .",
        ". . . . . .",
        " . # . . . a",
        "t . . . # .",
    };
    tab_game *g = new_game(1);
    scene sc = make_scene(g, TAB_HEX_ODD_R, rows, 5);
    assert_true(clear_line(g, sc.map, sc.a, sc.t, -1));
    assert_false(any_corner_clear(g, sc.map, sc.a, sc.t));
    tab_hex_point from;
    assert_true(sees(g, sc.map, sc.a, sc.t, &from));
    assert_true(fabs_(from.x) < 1e-12 && fabs_(from.y) < 1e-12); /* the centre, tried first */
    assert_true(check_scene(&sc, &rng));
    tab_game_free(g);
}

/* Every one of the seven shortcut lines is blocked, yet a point on a's west
 * edge, between its corners 4 and 5, sees t: the rule says "any point of the
 * hex", and only an exact search finds it. */
static void test_only_an_edge_point_sees(void **state)
{
    (void)state;
    unsigned rng = 3;
    static const char *const rows[] = {
        "t . . . . .",
        " . . . . . .",
        ". # . # . .",
        " . . . . . .",
        ". . . . . a",
    };
    tab_game *g = new_game(1);
    scene sc = make_scene(g, TAB_HEX_ODD_R, rows, 5);
    assert_false(clear_line(g, sc.map, sc.a, sc.t, -1));
    assert_false(any_corner_clear(g, sc.map, sc.a, sc.t));
    tab_hex_point from;
    assert_true(sees(g, sc.map, sc.a, sc.t, &from));
    /* On the west edge (x = -sqrt(3)/2), strictly between the corners. */
    assert_true(fabs_(from.x + SQRT3 / 2) < 1e-9);
    assert_true(from.y > -0.5 && from.y < 0.5);
    assert_true(check_scene(&sc, &rng));
    /* Close the gap between the pillars and nothing sees. */
    assert_ok(tab_hex_set_terrain(g, sc.map, tab_hex_at(1, 2), TAB_HEX_IMPASSABLE));
    assert_false(check_scene(&sc, &rng));
    tab_game_free(g);
}

/* t two rows due north of a: the centre line runs exactly along the edge
 * between the two hexes in between. One impassable hex beside the line only
 * touches it (sight); two, sharing that edge, make a wall (no sight). */
static void test_line_along_an_edge(void **state)
{
    (void)state;
    unsigned rng = 4;
    static const char *const one[] = {
        ". . . . .",
        " . . t . .",
        ". . # . .",
        " . . a . .",
        ". . . . .",
    };
    tab_game *g = new_game(1);
    scene sc = make_scene(g, TAB_HEX_ODD_R, one, 5);
    assert_true(tab_hex_eq(tab_hex_sub(sc.t, sc.a), tab_hex_at(1, -2))); /* due north */
    assert_true(clear_line(g, sc.map, sc.a, sc.t, -1));
    tab_hex_point from;
    assert_true(sees(g, sc.map, sc.a, sc.t, &from));
    assert_true(check_scene(&sc, &rng));
    tab_game_free(g);

    static const char *const two[] = {
        ". . . . .",
        " . . t . .",
        ". . # # .",
        " . . a . .",
        ". . . . .",
    };
    g = new_game(1);
    sc = make_scene(g, TAB_HEX_ODD_R, two, 5);
    assert_false(clear_line(g, sc.map, sc.a, sc.t, -1));
    assert_false(sees(g, sc.map, sc.a, sc.t, NULL));
    assert_false(check_scene(&sc, &rng));
    tab_game_free(g);
}

/* "Other figures do not block line-of-sight"; gaps "do not block
 * line-of-sight for ranged attacks"; neither does the map's edge; and
 * neighbours always see each other. */
static void test_what_does_not_block(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "x x x x x",
        " a ~ ~ ~ t",
        "# # # # #",
    };
    tab_game *g = new_game(1);
    tab_hex a, t;
    tab_id map = draw(g, TAB_HEX_ODD_R, rows, 3, &a, &t);
    tab_id fig;
    assert_ok(tab_entity_new(g, A(g, "figure"), &fig));
    assert_ok(tab_hex_place(g, map, fig, tab_hex_add(a, tab_hex_at(2, 0)), 1));
    tab_hex_point from;
    assert_true(sees(g, map, a, t, &from));
    assert_true(clear_line(g, map, a, t, -1));
    tab_game_free(g);

    static const char *const boxed[] = {
        "# # #",
        " # a #",
        "# # #",
    };
    g = new_game(1);
    map = draw(g, TAB_HEX_ODD_R, boxed, 3, &a, &t);
    for (int d = 0; d < 6; d++) {
        tab_hex n = tab_hex_neighbor(TAB_HEX_POINTY, a, d);
        assert_true(sees(g, map, a, n, NULL)); /* the end hexes never block */
    }
    assert_true(sees(g, map, a, a, &from));
    tab_game_free(g);
}

/* Flat-top maps: the same pictures mirrored across the diagonal. Flat hex
 * (q, r) sits where pointy hex (r, q) does with x and y swapped, and odd-r
 * rows become odd-q columns, so every answer must carry over, with the
 * witness mirrored too. */
static tab_id mirror_into_flat(tab_game *g, const scene *sc)
{
    tab_id flat;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_Q, sc->rows, sc->cols, &flat));
    for (int c = 0; c < sc->cols; c++)
        for (int r = 0; r < sc->rows; r++) {
            tab_hex h;
            assert_true(tab_hex_from_offset(TAB_HEX_ODD_R, (tab_hex_offset){c, r}, &h));
            tab_hex m = tab_hex_at(h.r, h.q);
            assert_true(tab_hex_on_map(g, flat, m));
            tab_hex_terrain tt;
            assert_ok(tab_hex_terrain_at(g, sc->map, h, &tt));
            assert_ok(tab_hex_set_terrain(g, flat, m, tt));
        }
    return flat;
}

static void test_flat_maps_mirror_pointy(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "t . . . . .",
        " . . . . . .",
        ". # . # . .",
        " . . . . . .",
        ". . . . . a",
    };
    tab_game *g = new_game(1);
    scene sc = make_scene(g, TAB_HEX_ODD_R, rows, 5);
    tab_id flat = mirror_into_flat(g, &sc);
    tab_hex fa = tab_hex_at(sc.a.r, sc.a.q), ft = tab_hex_at(sc.t.r, sc.t.q);
    tab_hex_point p1, p2;
    assert_true(sees(g, sc.map, sc.a, sc.t, &p1));
    assert_true(sees(g, flat, fa, ft, &p2));
    assert_true(fabs_(p1.x - p2.y) < 1e-9 && fabs_(p1.y - p2.x) < 1e-9);
    for (int k = -1; k < 6; k++)
        assert_false(clear_line(g, flat, fa, ft, k));
    unsigned rng = 5;
    static scene fs;
    fs = (scene){.g = g, .map = flat, .o = TAB_HEX_FLAT, .a = fa, .t = ft, .cols = 5, .rows = 6,
                 .l = TAB_HEX_ODD_Q};
    assert_true(check_scene(&fs, &rng));
    tab_game_free(g);

    /* The pillar, mirrored: the pointy top and bottom corners (0 and 3)
     * become the flat west and east corners (4 and 1), numbered clockwise
     * from north in the flat map's own orientation. */
    static const char *const pillar[] = {
        ". . . . .",
        " . . . . .",
        ". a # t .",
        " . . . . .",
        ". . . . .",
    };
    g = new_game(1);
    sc = make_scene(g, TAB_HEX_ODD_R, pillar, 5);
    flat = mirror_into_flat(g, &sc);
    fa = tab_hex_at(sc.a.r, sc.a.q);
    ft = tab_hex_at(sc.t.r, sc.t.q);
    for (int k = -1; k < 6; k++)
        assert_int_equal(clear_line(g, flat, fa, ft, k), k == 1 || k == 4);
    tab_hex_point corner = tab_hex_corner(TAB_HEX_FLAT, fa, 4), centre = tab_hex_center(TAB_HEX_FLAT, fa);
    assert_true(corner.x < centre.x - 0.99 && fabs_(corner.y - centre.y) < 1e-9); /* west */
    tab_game_free(g);
}

/* Random maps in every layout, checked against the floating-point test. */
static void test_random_maps(void **state)
{
    (void)state;
    unsigned rng = 12345;
    int seen = 0, unseen = 0;
    for (int iter = 0; iter < 150; iter++) {
        tab_game *g = new_game(1);
        rng = rng * 1103515245u + 12345u;
        tab_hex_layout l = (tab_hex_layout)((rng >> 16) % 4);
        int cols = 5 + (int)((rng >> 8) % 4), rows = 5 + (int)((rng >> 12) % 4);
        static scene sc;
        sc = (scene){.g = g, .o = tab_hex_layout_orient(l), .cols = cols, .rows = rows, .l = l};
        assert_ok(tab_hex_map_new(g, l, cols, rows, &sc.map));
        int density = 10 + iter % 40;
        for (int c = 0; c < cols; c++)
            for (int r = 0; r < rows; r++) {
                rng = rng * 1103515245u + 12345u;
                tab_hex h;
                assert_true(tab_hex_from_offset(l, (tab_hex_offset){c, r}, &h));
                if ((int)((rng >> 16) % 100) < density)
                    assert_ok(tab_hex_set_terrain(g, sc.map, h, TAB_HEX_IMPASSABLE));
            }
        for (int pair = 0; pair < 4; pair++) {
            rng = rng * 1103515245u + 12345u;
            assert_true(tab_hex_from_offset(l, (tab_hex_offset){(int)((rng >> 8) % (unsigned)cols), (int)((rng >> 16) % (unsigned)rows)}, &sc.a));
            rng = rng * 1103515245u + 12345u;
            assert_true(tab_hex_from_offset(l, (tab_hex_offset){(int)((rng >> 8) % (unsigned)cols), (int)((rng >> 16) % (unsigned)rows)}, &sc.t));
            if (check_scene(&sc, &rng))
                seen++;
            else
                unseen++;
        }
        tab_game_free(g);
    }
    assert_true(seen > 50 && unseen > 50); /* both answers were exercised */
}

/* ---- Misuse and out of memory -------------------------------------------- */

static void test_los_misuse(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_R, 4, 4, &map));
    tab_hex a = tab_hex_at(0, 0), b = tab_hex_at(2, 1), off = tab_hex_at(-5, 0);
    bool v;
    assert_int_equal(tab_hex_los(NULL, map, a, b, &v, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_los(g, map, a, b, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_los(g, 77, a, b, &v, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_los(g, map, off, b, &v, NULL), TAB_EINVAL);
    assert_int_equal(tab_hex_los(g, map, a, tab_hex_at(INT32_MAX, INT32_MAX), &v, NULL), TAB_EINVAL);
    assert_ok(tab_hex_set_terrain(g, map, b, TAB_HEX_VOID));
    assert_int_equal(tab_hex_los(g, map, a, b, &v, NULL), TAB_EINVAL);
    assert_int_equal(tab_hex_line_clear(NULL, map, a, a, 0, &v), TAB_EMISUSE);
    assert_int_equal(tab_hex_line_clear(g, map, a, a, 0, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_line_clear(g, map, a, a, 6, &v), TAB_EINVAL);
    assert_int_equal(tab_hex_line_clear(g, map, a, a, -2, &v), TAB_EINVAL);
    assert_int_equal(tab_hex_line_clear(g, map, a, off, 0, &v), TAB_EINVAL);
    tab_game_free(g);
}

/* Many impassable hexes near the line need scratch beyond the stack: each
 * allocation failing must be a clean TAB_ENOMEM. First a slit through solid
 * rock (sight along it), then solid rock (no sight: the full search). */
static tab_status los_of(tab_game *g, tab_id map, tab_hex a, tab_hex t, bool *v)
{
    return tab_hex_los(g, map, a, t, v, NULL);
}

static void test_los_out_of_memory(void **state)
{
    (void)state;
    for (int slit = 1; slit >= 0; slit--) {
        test_allocator ta = {0, 0, 0};
        tab_game *g = tab_game_new(test_alloc, &ta, 1);
        assert_non_null(g);
        tab_id map;
        assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_R, 30, 12, &map));
        tab_hex a, t, line[64];
        assert_true(tab_hex_from_offset(TAB_HEX_ODD_R, (tab_hex_offset){1, 8}, &a));
        assert_true(tab_hex_from_offset(TAB_HEX_ODD_R, (tab_hex_offset){28, 3}, &t));
        for (int c = 0; c < 30; c++)
            for (int r = 0; r < 12; r++) {
                tab_hex h;
                assert_true(tab_hex_from_offset(TAB_HEX_ODD_R, (tab_hex_offset){c, r}, &h));
                if (!tab_hex_eq(h, a) && !tab_hex_eq(h, t))
                    assert_ok(tab_hex_set_terrain(g, map, h, TAB_HEX_IMPASSABLE));
            }
        uint32_t n = tab_hex_line(a, t, line, 64);
        for (uint32_t i = 0; slit && i < n; i++)
            assert_ok(tab_hex_set_terrain(g, map, line[i], TAB_HEX_NORMAL));
        bool want, v = !slit;
        assert_ok(los_of(g, map, a, t, &want));
        long failures = 0;
        for (long k = 1;; k++) {
            ta.fail_at = ta.count + k;
            tab_status s = los_of(g, map, a, t, &v);
            ta.fail_at = 0;
            if (s == TAB_OK)
                break;
            assert_int_equal(s, TAB_ENOMEM);
            assert_string_not_equal(tab_game_error(g), "");
            failures++;
            assert_true(k < 100);
        }
        assert_true(failures >= (slit ? 1 : 2)); /* the blockers; and the lines */
        assert_int_equal(v, want);
        if (!slit)
            assert_false(want);
        tab_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pillar),
        cmocka_unit_test(test_centre_sees_corners_do_not),
        cmocka_unit_test(test_only_an_edge_point_sees),
        cmocka_unit_test(test_line_along_an_edge),
        cmocka_unit_test(test_what_does_not_block),
        cmocka_unit_test(test_flat_maps_mirror_pointy),
        cmocka_unit_test(test_random_maps),
        cmocka_unit_test(test_los_misuse),
        cmocka_unit_test(test_los_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
