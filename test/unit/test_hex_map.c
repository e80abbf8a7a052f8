/* test_hex_map.c - hex map state: terrain, figures, flanking (giants too),
 * misuse, out-of-memory, determinism, snapshots and saves. Rulebook quotes
 * are Tidal Blades 2. */
#include "hexutil.h"

/* ---- Map state ------------------------------------------------------------ */

static void test_map_new_and_terrain(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    uint64_t mark = tab_event_end(g);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_EVEN_Q, 5, 4, &map));
    assert_int_equal(tab_entity_kind(g, map), A(g, "hexmap"));
    tab_hex_layout l;
    int32_t cols, rows;
    assert_ok(tab_hex_map_info(g, map, &l, &cols, &rows));
    assert_int_equal(l, TAB_HEX_EVEN_Q);
    assert_int_equal(cols, 5);
    assert_int_equal(rows, 4);
    tab_event ev;
    assert_ok(tab_event_get(g, mark, &ev));
    assert_int_equal(ev.kind, TAB_EV_ENTITY_NEW);

    /* Every hex of the rectangle starts normal; outside is void. */
    tab_hex_terrain t;
    for (int c = 0; c < 5; c++)
        for (int r = 0; r < 4; r++) {
            assert_ok(tab_hex_terrain_at(g, map, at(l, c, r), &t));
            assert_int_equal(t, TAB_HEX_NORMAL);
            assert_true(tab_hex_on_map(g, map, at(l, c, r)));
        }
    assert_ok(tab_hex_terrain_at(g, map, at(l, 5, 0), &t));
    assert_int_equal(t, TAB_HEX_VOID);
    assert_false(tab_hex_on_map(g, map, at(l, -1, 2)));
    assert_false(tab_hex_on_map(g, map, tab_hex_at(INT32_MAX, INT32_MIN)));

    /* Setting terrain emits hex.terrain with the packed hex, new and old. */
    tab_hex h = at(l, 2, 3);
    mark = tab_event_end(g);
    assert_ok(tab_hex_set_terrain(g, map, h, TAB_HEX_GAP));
    int found = 0;
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        assert_ok(tab_event_get(g, s, &ev));
        if (ev.kind == TAB_EV_HEX_TERRAIN) {
            found = 1;
            assert_int_equal(ev.subject, map);
            assert_true(tab_hex_eq(tab_hex_unpack(ev.a[0]), h));
            assert_int_equal(ev.a[1], TAB_HEX_GAP);
            assert_int_equal(ev.a[2], TAB_HEX_NORMAL);
        }
    }
    assert_true(found);
    mark = tab_event_end(g);
    assert_ok(tab_hex_set_terrain(g, map, h, TAB_HEX_GAP)); /* no change, no event */
    assert_int_equal(tab_event_end(g), mark);
    assert_ok(tab_hex_set_terrain(g, map, h, TAB_HEX_VOID));
    assert_false(tab_hex_on_map(g, map, h));

    /* All at once, in offset order. */
    int32_t all[20] = {0};
    all[0] = TAB_HEX_IMPASSABLE;
    all[19] = TAB_HEX_GAP;
    assert_ok(tab_hex_set_terrain_all(g, map, all, 20));
    assert_ok(tab_hex_terrain_at(g, map, at(l, 0, 0), &t));
    assert_int_equal(t, TAB_HEX_IMPASSABLE);
    assert_ok(tab_hex_terrain_at(g, map, at(l, 4, 3), &t));
    assert_int_equal(t, TAB_HEX_GAP);
    assert_ok(tab_hex_terrain_at(g, map, h, &t));
    assert_int_equal(t, TAB_HEX_NORMAL);
    tab_game_free(g);
}

static void test_figures(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_hex m[128];
    static const char *const rows[] = {
        "a b # .",
        " . ~ . x",
    };
    tab_id map = draw_map(g, TAB_HEX_ODD_R, rows, 2, m);
    tab_id f = figure(g);
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_hex_place(g, map, f, m['a'], ENEMIES));
    tab_event ev;
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_HEX_PLACE);
    assert_int_equal(ev.subject, f);
    assert_int_equal(ev.a[0], map);
    assert_true(tab_hex_eq(tab_hex_unpack(ev.a[1]), m['a']));
    assert_int_equal(ev.a[2], 1);
    assert_int_equal(ev.a[3], ENEMIES);
    assert_true(tab_event_end(g) > mark);

    tab_id who;
    assert_ok(tab_hex_figure_at(g, map, m['a'], &who));
    assert_int_equal(who, f);
    assert_ok(tab_hex_figure_at(g, map, m['b'], &who));
    assert_int_equal(who, TAB_ID_NONE);
    assert_ok(tab_hex_figure_at(g, map, tab_hex_at(50, 50), &who));
    assert_int_equal(who, TAB_ID_NONE);
    tab_hex cells[4];
    uint32_t n;
    int32_t side = -7;
    assert_ok(tab_hex_figure_cells(g, map, f, cells, 4, &n, &side));
    assert_int_equal(n, 1);
    assert_true(tab_hex_eq(cells[0], m['a']));
    assert_int_equal(side, ENEMIES);

    /* Refusals leave the state as it was. */
    uint64_t h0 = hash_of(g);
    tab_id f2 = figure(g);
    h0 = hash_of(g);
    assert_int_equal(tab_hex_place(g, map, f2, m['a'], 0), TAB_EINVAL); /* occupied */
    assert_error_mentions(g, "holds figure");
    assert_int_equal(tab_hex_place(g, map, f2, at(TAB_HEX_ODD_R, 2, 0), 0), TAB_EINVAL);
    assert_error_mentions(g, "impassable");
    assert_int_equal(tab_hex_place(g, map, f2, at(TAB_HEX_ODD_R, 3, 1), 0), TAB_EINVAL);
    assert_error_mentions(g, "not on the map");
    assert_int_equal(tab_hex_place(g, map, f, m['b'], 0), TAB_EINVAL); /* already on it */
    assert_error_mentions(g, "already");
    tab_hex apart[2] = {m['a'], at(TAB_HEX_ODD_R, 3, 0)};
    assert_int_equal(tab_hex_place_shape(g, map, f2, apart, 2, 0), TAB_EINVAL);
    tab_hex twice[2] = {m['b'], m['b']};
    assert_int_equal(tab_hex_place_shape(g, map, f2, twice, 2, 0), TAB_EINVAL);
    assert_int_equal(tab_hex_set_terrain(g, map, m['a'], TAB_HEX_VOID), TAB_EINVAL);
    int32_t voids[8] = {TAB_HEX_VOID, 0, 0, 0, 0, 0, 0, 0};
    assert_int_equal(tab_hex_set_terrain_all(g, map, voids, 8), TAB_EINVAL);
    assert_int_equal(hash_of(g), h0);

    /* A figure may stand on a gap (a flyer hovering). */
    assert_ok(tab_hex_place(g, map, f2, at(TAB_HEX_ODD_R, 1, 1), HEROES));

    /* Removing, and freeing the entity, both free the hex. */
    assert_ok(tab_hex_remove(g, map, f));
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_HEX_REMOVE);
    assert_true(tab_hex_eq(tab_hex_unpack(ev.a[1]), m['a']));
    assert_ok(tab_hex_figure_cells(g, map, f, cells, 4, &n, NULL));
    assert_int_equal(n, 0);
    assert_int_equal(tab_hex_remove(g, map, f), TAB_EINVAL);
    assert_ok(tab_entity_free(g, f2));
    assert_ok(tab_hex_figure_at(g, map, at(TAB_HEX_ODD_R, 1, 1), &who));
    assert_int_equal(who, TAB_ID_NONE);
    /* A save still loads: occupants are not references that can dangle. */
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    assert_ok(tab_game_load_buffer(g, buf, len));
    tab_game_free_buffer(g, buf, len);
    tab_game_free(g);
}

/* ---- Flanking -------------------------------------------------------------- */

/* "If a pair of allied figures are adjacent to a target on directly
 * opposite sides, they are flanking." */
static void test_flanking(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_Q, 7, 7, &map));
    tab_hex t = at(TAB_HEX_ODD_Q, 3, 3);
    tab_id target = put(g, map, t, ENEMIES);
    tab_id a = put(g, map, tab_hex_neighbor(TAB_HEX_FLAT, t, 1), HEROES);
    tab_id b = put(g, map, tab_hex_neighbor(TAB_HEX_FLAT, t, 4), HEROES);
    put(g, map, tab_hex_neighbor(TAB_HEX_FLAT, t, 3), HEROES);
    put(g, map, tab_hex_neighbor(TAB_HEX_FLAT, t, 0), ENEMIES);
    tab_id p;
    assert_ok(tab_hex_flank_partner(g, map, target, tab_hex_neighbor(TAB_HEX_FLAT, t, 1), HEROES, &p));
    assert_int_equal(p, b);
    assert_ok(tab_hex_flank_partner(g, map, target, tab_hex_neighbor(TAB_HEX_FLAT, t, 4), HEROES, &p));
    assert_int_equal(p, a);
    /* North is an enemy of the heroes: the hero south has no partner. */
    assert_ok(tab_hex_flank_partner(g, map, target, tab_hex_neighbor(TAB_HEX_FLAT, t, 3), HEROES, &p));
    assert_int_equal(p, TAB_ID_NONE);
    /* An AI asks before moving: an empty hex opposite the hero at 4. */
    assert_ok(tab_hex_remove(g, map, a));
    assert_ok(tab_hex_flank_partner(g, map, target, tab_hex_neighbor(TAB_HEX_FLAT, t, 1), HEROES, &p));
    assert_int_equal(p, b);
    /* Not adjacent: nobody. */
    assert_ok(tab_hex_flank_partner(g, map, target, tab_hex_add(t, tab_hex_at(3, 0)), HEROES, &p));
    assert_int_equal(p, TAB_ID_NONE);
    assert_int_equal(tab_hex_opposite(1), 4);
    assert_int_equal(tab_hex_opposite(5), 2);
    tab_game_free(g);
}

/* ---- Giants ------------------------------------------------------------------ */

/* A giant boss on a three-hex base: (3,2), (4,2), (3,3) on a pointy map. */
static tab_id giant(tab_game *g, tab_id map)
{
    tab_hex base[3] = {tab_hex_at(4, 2), tab_hex_at(3, 3), tab_hex_at(3, 2)};
    tab_id boss = figure(g);
    assert_ok(tab_hex_place_shape(g, map, boss, base, 3, ENEMIES));
    return boss;
}

/* "FLANKING: Heroes are able to flank a giant boss (3 hex base) if they are
 * on opposite sides of one hexagonal section of the boss." */
static void test_giant_flanking(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_R, 8, 6, &map));
    tab_id boss = giant(g, map);
    tab_hex cells[4];
    uint32_t n;
    assert_ok(tab_hex_figure_cells(g, map, boss, cells, 4, &n, NULL));
    assert_int_equal(n, 3);
    assert_true(tab_hex_eq(cells[0], tab_hex_at(3, 2))); /* the anchor: first in offset order */
    /* Section (3,2): north-east (4,1) and south-west (2,3) are opposite. */
    tab_id h1 = put(g, map, tab_hex_at(4, 1), HEROES);
    tab_id h2 = put(g, map, tab_hex_at(2, 3), HEROES);
    tab_id p;
    assert_ok(tab_hex_flank_partner(g, map, boss, tab_hex_at(4, 1), HEROES, &p));
    assert_int_equal(p, h2);
    assert_ok(tab_hex_flank_partner(g, map, boss, tab_hex_at(2, 3), HEROES, &p));
    assert_int_equal(p, h1);
    /* West of (3,2) faces the boss's own hex (4,2): no pair there. */
    put(g, map, tab_hex_at(2, 2), HEROES);
    assert_ok(tab_hex_flank_partner(g, map, boss, tab_hex_at(2, 2), HEROES, &p));
    assert_int_equal(p, TAB_ID_NONE);
    assert_ok(tab_hex_flank_partner(g, map, boss, tab_hex_at(3, 2), HEROES, &p));
    assert_int_equal(p, TAB_ID_NONE);
    tab_game_free(g);
}

/* ---- Misuse ---------------------------------------------------------------- */

static void test_misuse(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id map, f, none = 999;
    tab_hex h = tab_hex_at(0, 0), path[4];
    tab_hex_step r[4];
    uint32_t n;
    int32_t cost;
    bool b;
    tab_id who;
    tab_hex_terrain t;
    assert_int_equal(tab_hex_map_new(NULL, TAB_HEX_ODD_R, 3, 3, &map), TAB_EMISUSE);
    assert_int_equal(tab_hex_map_new(g, TAB_HEX_ODD_R, 3, 3, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_map_new(g, TAB_HEX_DOUBLED_R, 3, 3, &map), TAB_EINVAL);
    assert_int_equal(tab_hex_map_new(g, (tab_hex_layout)-1, 3, 3, &map), TAB_EINVAL);
    assert_int_equal(tab_hex_map_new(g, TAB_HEX_ODD_R, 0, 3, &map), TAB_EINVAL);
    assert_int_equal(tab_hex_map_new(g, TAB_HEX_ODD_R, 3, TAB_HEX_MAP_MAX_SIDE + 1, &map),
                     TAB_EINVAL);
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_R, 3, 3, &map));
    f = put(g, map, h, 0);
    tab_id other = figure(g);

    /* Not a map. */
    assert_int_equal(tab_hex_map_info(g, f, NULL, NULL, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_map_info(g, none, NULL, NULL, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_terrain_at(g, f, h, &t), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_set_terrain(g, 0, h, TAB_HEX_GAP), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_place(g, none, other, h, 0), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_reachable(g, f, f, NULL, 1, r, 4, &n), TAB_ENOTFOUND);
    assert_false(tab_hex_on_map(g, f, h));
    assert_false(tab_hex_on_map(NULL, map, h));

    /* NULL game, NULL outputs. */
    assert_int_equal(tab_hex_map_info(NULL, map, NULL, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_terrain_at(NULL, map, h, &t), TAB_EMISUSE);
    assert_int_equal(tab_hex_terrain_at(g, map, h, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_set_terrain(NULL, map, h, TAB_HEX_GAP), TAB_EMISUSE);
    assert_int_equal(tab_hex_set_terrain_all(NULL, map, NULL, 0), TAB_EMISUSE);
    assert_int_equal(tab_hex_set_terrain_all(g, map, NULL, 9), TAB_EMISUSE);
    assert_int_equal(tab_hex_place(NULL, map, f, h, 0), TAB_EMISUSE);
    assert_int_equal(tab_hex_place_shape(g, map, other, NULL, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_hex_remove(NULL, map, f), TAB_EMISUSE);
    assert_int_equal(tab_hex_figure_at(NULL, map, h, &who), TAB_EMISUSE);
    assert_int_equal(tab_hex_figure_at(g, map, h, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_figure_cells(NULL, map, f, path, 4, &n, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_figure_cells(g, map, f, NULL, 4, &n, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_figure_cells(g, map, f, path, 4, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_reachable(NULL, map, f, NULL, 1, r, 4, &n), TAB_EMISUSE);
    assert_int_equal(tab_hex_reachable(g, map, f, NULL, 1, NULL, 4, &n), TAB_EMISUSE);
    assert_int_equal(tab_hex_reachable(g, map, f, NULL, 1, r, 4, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_path(NULL, map, f, NULL, h, path, 4, &n, &cost), TAB_EMISUSE);
    assert_int_equal(tab_hex_path(g, map, f, NULL, h, path, 4, &n, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_move(NULL, map, f, NULL, h, 1, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_open_path(NULL, map, f, NULL, f, &b, &cost, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_open_path(g, map, f, NULL, f, NULL, &cost, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_flank_partner(NULL, map, f, h, 0, &who), TAB_EMISUSE);
    assert_int_equal(tab_hex_flank_partner(g, map, f, h, 0, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_can_rotate(NULL, map, f, h, 1, NULL, &b), TAB_EMISUSE);
    assert_int_equal(tab_hex_can_rotate(g, map, f, h, 1, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_hex_rotate_figure(NULL, map, f, h, 1, NULL), TAB_EMISUSE);

    /* Bad figures, values and movers. */
    assert_int_equal(tab_hex_place(g, map, none, tab_hex_at(1, 1), 0), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_place(g, map, map, tab_hex_at(1, 1), 0), TAB_EINVAL);
    assert_int_equal(tab_hex_place_shape(g, map, other, path, 0, 0), TAB_EINVAL);
    assert_int_equal(tab_hex_place_shape(g, map, other, path, TAB_HEX_SHAPE_MAX + 1, 0),
                     TAB_EINVAL);
    assert_int_equal(tab_hex_remove(g, map, none), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_remove(g, map, other), TAB_EINVAL);
    assert_int_equal(tab_hex_figure_cells(g, map, none, path, 4, &n, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_hex_set_terrain(g, map, h, (tab_hex_terrain)9), TAB_EINVAL);
    assert_int_equal(tab_hex_set_terrain(g, map, tab_hex_at(-40, 0), TAB_HEX_GAP), TAB_EINVAL);
    assert_int_equal(tab_hex_set_terrain(g, map, tab_hex_at(INT32_MIN, INT32_MAX), TAB_HEX_GAP),
                     TAB_EINVAL);
    int32_t bad[9] = {0, 0, 0, 0, 7, 0, 0, 0, 0};
    assert_int_equal(tab_hex_set_terrain_all(g, map, bad, 9), TAB_EINVAL);
    assert_int_equal(tab_hex_set_terrain_all(g, map, bad, 8), TAB_EINVAL);
    assert_int_equal(tab_hex_reachable(g, map, other, NULL, 1, r, 4, &n), TAB_EINVAL);
    assert_int_equal(tab_hex_reachable(g, map, none, NULL, 1, r, 4, &n), TAB_ENOTFOUND);
    tab_hex_mover mv = {0x100, 0, NULL, NULL};
    assert_int_equal(tab_hex_reachable(g, map, f, &mv, 1, r, 4, &n), TAB_EINVAL);
    mv = (tab_hex_mover){0, -1, NULL, NULL};
    assert_int_equal(tab_hex_move(g, map, f, &mv, h, 1, NULL), TAB_EINVAL);
    assert_int_equal(tab_hex_move(g, map, f, NULL, tab_hex_at(INT32_MAX, 0), 1, NULL), TAB_EINVAL);
    assert_int_equal(tab_hex_open_path(g, map, f, NULL, other, &b, &cost, NULL), TAB_EINVAL);
    assert_int_equal(tab_hex_flank_partner(g, map, other, h, 0, &who), TAB_EINVAL);
    assert_int_equal(tab_hex_can_rotate(g, map, f, tab_hex_at(1, 1), 1, NULL, &b), TAB_EINVAL);
    assert_int_equal(tab_hex_can_rotate(g, map, f, h, 0, NULL, &b), TAB_EINVAL);
    assert_int_equal(tab_hex_can_rotate(g, map, f, h, 6, NULL, &b), TAB_EINVAL);
    assert_int_equal(tab_hex_rotate_figure(g, map, other, h, 1, NULL), TAB_EINVAL);
    /* A one-hex figure rotating about itself goes nowhere: allowed. */
    assert_ok(tab_hex_can_rotate(g, map, f, h, 2, NULL, &b));
    assert_true(b);
    /* Paths to places a figure may not end on are simply none. */
    assert_ok(tab_hex_path(g, map, f, NULL, tab_hex_at(50, 50), path, 4, &n, &cost));
    assert_int_equal(n, 0);
    assert_int_equal(cost, -1);
    assert_string_not_equal(tab_game_error(g), "");
    tab_game_free(g);
}

/* ---- Out of memory ------------------------------------------------------------ */

typedef tab_status (*op_fn)(tab_game *g, void *ud);

/* Runs op with allocation k failing, for k = 1, 2, ... until it succeeds:
 * each failure must be a clean TAB_ENOMEM that leaves the state alone. */
static void fail_each_allocation(tab_game *g, test_allocator *ta, op_fn op, void *ud)
{
    uint64_t h0 = hash_of(g);
    for (long k = 1;; k++) {
        ta->fail_at = ta->count + k;
        tab_status s = op(g, ud);
        ta->fail_at = 0;
        if (s == TAB_OK)
            break;
        assert_int_equal(s, TAB_ENOMEM);
        assert_int_equal(hash_of(g), h0);
        assert_true(k < 1000);
    }
}

typedef struct oom_ctx {
    tab_id map, fig, target;
    tab_hex to;
} oom_ctx;

static tab_status op_map_new(tab_game *g, void *ud)
{
    return tab_hex_map_new(g, TAB_HEX_EVEN_R, 30, 20, &((oom_ctx *)ud)->map);
}

static tab_status op_reachable(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    tab_hex_step r[8];
    uint32_t n;
    return tab_hex_reachable(g, c->map, c->fig, &flight, -1, r, 8, &n);
}

static tab_status op_path(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    tab_hex p[64];
    uint32_t n;
    int32_t cost;
    return tab_hex_path(g, c->map, c->fig, NULL, c->to, p, 64, &n, &cost);
}

static tab_status op_open(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    bool open;
    int32_t cost;
    return tab_hex_open_path(g, c->map, c->fig, NULL, c->target, &open, &cost, NULL);
}

static tab_status op_move(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    return tab_hex_move(g, c->map, c->fig, NULL, c->to, -1, NULL);
}

static tab_status op_rotate(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    return tab_hex_rotate_figure(g, c->map, c->target, tab_hex_at(20, 10), 1, NULL);
}

static tab_status op_terrain_all(tab_game *g, void *ud)
{
    oom_ctx *c = ud;
    static int32_t t[600];
    t[17] = TAB_HEX_GAP;
    return tab_hex_set_terrain_all(g, c->map, t, 600);
}

static void test_out_of_memory(void **state)
{
    (void)state;
    test_allocator ta = {0, 0, 0};
    tab_game *g = tab_game_new(test_alloc, &ta, 5);
    assert_non_null(g);
    oom_ctx c = {0, 0, 0, {0, 0}};
    fail_each_allocation(g, &ta, op_map_new, &c);
    assert_true(tab_entity_exists(g, c.map));
    c.fig = put(g, c.map, tab_hex_at(2, 2), HEROES);
    tab_hex base[3] = {tab_hex_at(20, 10), tab_hex_at(21, 10), tab_hex_at(20, 11)};
    c.target = figure(g);
    assert_ok(tab_hex_place_shape(g, c.map, c.target, base, 3, ENEMIES));
    c.to = tab_hex_at(9, 14);
    fail_each_allocation(g, &ta, op_reachable, &c);
    fail_each_allocation(g, &ta, op_path, &c);
    fail_each_allocation(g, &ta, op_open, &c);
    fail_each_allocation(g, &ta, op_terrain_all, &c);
    fail_each_allocation(g, &ta, op_rotate, &c);
    fail_each_allocation(g, &ta, op_move, &c);
    assert_true(tab_hex_eq(where(g, c.map, c.fig), c.to));
    assert_true(ta.failures > 0);
    tab_game_free(g);
}

/* ---- Determinism and whole-state operations ----------------------------------- */

static uint64_t scripted_game(uint64_t seed)
{
    tab_game *g = new_game(seed);
    tab_hex m[128];
    static const char *const rows[] = {
        ". . # . . ~ .",
        " . # . . ~ . .",
        "a . . # . . b",
        " . . ~ . . # .",
    };
    tab_id map = draw_map(g, TAB_HEX_ODD_R, rows, 4, m);
    tab_id x = put(g, map, m['a'], HEROES), y = put(g, map, m['b'], ENEMIES);
    tab_hex_step r[64];
    uint32_t n;
    assert_ok(tab_hex_reachable(g, map, y, &flight, 3, r, 64, &n));
    assert_ok(tab_hex_move(g, map, y, &flight, r[n - 1].hex, 3, NULL));
    assert_ok(tab_hex_reachable(g, map, x, NULL, 4, r, 64, &n));
    assert_ok(tab_hex_move(g, map, x, NULL, r[n - 1].hex, 4, NULL));
    uint64_t h = hash_of(g);
    tab_game_free(g);
    return h;
}

static void test_determinism_snapshot_save(void **state)
{
    (void)state;
    assert_int_equal(scripted_game(7), scripted_game(7));

    tab_game *g = new_game(3);
    tab_id map;
    assert_ok(tab_hex_map_new(g, TAB_HEX_ODD_Q, 6, 6, &map));
    tab_id f = put(g, map, tab_hex_at(1, 1), HEROES);
    uint64_t h0 = hash_of(g);
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(g, &snap));
    assert_ok(tab_hex_move(g, map, f, NULL, tab_hex_at(3, 1), -1, NULL));
    assert_ok(tab_hex_set_terrain(g, map, tab_hex_at(2, 2), TAB_HEX_IMPASSABLE));
    assert_int_not_equal(hash_of(g), h0);
    uint64_t h1 = hash_of(g);
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    assert_ok(tab_game_restore(g, snap));
    assert_int_equal(hash_of(g), h0);
    assert_true(tab_hex_eq(where(g, map, f), tab_hex_at(1, 1)));
    assert_ok(tab_game_load_buffer(g, buf, len));
    assert_int_equal(hash_of(g), h1);
    assert_true(tab_hex_eq(where(g, map, f), tab_hex_at(3, 1)));
    tab_hex_terrain t;
    assert_ok(tab_hex_terrain_at(g, map, tab_hex_at(2, 2), &t));
    assert_int_equal(t, TAB_HEX_IMPASSABLE);
    tab_game_free_buffer(g, buf, len);
    tab_snapshot_free(snap);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_map_new_and_terrain),
        cmocka_unit_test(test_figures),
        cmocka_unit_test(test_flanking),
        cmocka_unit_test(test_giant_flanking),
        cmocka_unit_test(test_misuse),
        cmocka_unit_test(test_out_of_memory),
        cmocka_unit_test(test_determinism_snapshot_save),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
