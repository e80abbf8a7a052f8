/* test_grid_area.c - areas (Tile Tactics reach and AOE), push and fall
 * damage on square grids. */
#include "test_grid.h"

/* The area drawn as rows of 'x' (in it) and '.' (not). */
static const char *area_str(tab_game *g, tab_id grid, int x, int y, tab_grid_area_opts o)
{
    static char buf[1024];
    int32_t w, h;
    assert_ok(tab_grid_size(g, grid, &w, &h));
    tab_grid_pos p[256];
    uint32_t n;
    assert_ok(tab_grid_area(g, grid, x, y, &o, p, 256, &n));
    memset(buf, 0, sizeof buf);
    for (int j = 0; j < h; j++) {
        memset(buf + j * (w + 1), '.', (size_t)w);
        buf[j * (w + 1) + w] = '|';
    }
    for (uint32_t i = 0; i < n; i++) {
        if (i) /* row by row */
            assert_true(p[i - 1].y < p[i].y || (p[i - 1].y == p[i].y && p[i - 1].x < p[i].x));
        buf[p[i].y * (w + 1) + p[i].x] = 'x';
    }
    buf[h * (w + 1) - 1] = 0;
    return buf;
}

/* Tile Tactics: "Reach beyond 2 uses a radius of attack, this is a rough
 * circle around the unit attacking. Reach 3 example where any orange tile is
 * a valid target." */
static void test_reach(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 9, 9, &grid));
    tab_grid_area_opts reach3 = {TAB_GRID_REACH, 3, TAB_GRID_AREA_NO_CENTRE, -1, -1};
    assert_string_equal(area_str(g, grid, 4, 4, reach3),
                        ".........|"
                        "...xxx...|"
                        "..xxxxx..|"
                        ".xxxxxxx.|"
                        ".xxx.xxx.|"
                        ".xxxxxxx.|"
                        "..xxxxx..|"
                        "...xxx...|"
                        ".........");
    tab_grid_pos p[64];
    uint32_t n;
    assert_ok(tab_grid_area(g, grid, 4, 4, &reach3, p, 64, &n));
    assert_int_equal(n, 36);
    /* Reach 1 "is considered melee. That is, adjacent, non diagonal tiles";
     * reach 2 counts orthogonal steps. */
    tab_grid_area_opts reach1 = {TAB_GRID_REACH, 1, TAB_GRID_AREA_NO_CENTRE, 1, 1};
    assert_string_equal(area_str(g, grid, 1, 1, reach1),
                        ".x.......|"
                        "x.x......|"
                        ".x.......|"
                        ".........|.........|.........|.........|.........|.........");
    tab_grid_area_opts reach2 = {TAB_GRID_REACH, 2, TAB_GRID_AREA_NO_CENTRE, -1, -1};
    assert_string_equal(area_str(g, grid, 2, 2, reach2),
                        "..x......|"
                        ".xxx.....|"
                        "xx.xx....|"
                        ".xxx.....|"
                        "..x......|.........|.........|.........|.........");
    /* Clipped at the border. */
    assert_ok(tab_grid_area(g, grid, 0, 0, &reach3, p, 64, &n));
    assert_int_equal(n, 12); /* 3 + 4 + 3 + 2 in one quadrant */
    tab_game_free(g);
}

/* "AOE behaves the same as Reach above but originates from the targeted
 * tile. AOE 1 is a + shape. AOE 3x3 is a 3 by 3 grid." */
static void test_aoe(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 5, 4, &grid));
    tab_grid_area_opts plus = {TAB_GRID_REACH, 1, 0, -1, -1};
    assert_string_equal(area_str(g, grid, 2, 1, plus), "..x..|.xxx.|..x..|.....");
    tab_grid_area_opts square = {TAB_GRID_CHEBYSHEV, 1, 0, -1, -1};
    assert_string_equal(area_str(g, grid, 2, 1, square), ".xxx.|.xxx.|.xxx.|.....");
    assert_string_equal(area_str(g, grid, 4, 3, square), ".....|.....|...xx|...xx");
    tab_grid_area_opts diamond = {TAB_GRID_MANHATTAN, 0, 0, -1, -1};
    assert_string_equal(area_str(g, grid, 1, 1, diamond), ".....|.x...|.....|.....");
    tab_game_free(g);
}

static void test_area_heights_and_sight(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    const char *rows[] = {".....", ".....", ".....", ".....", ".....", NULL};
    const char *hts[] = {"00300", "00200", "43100", "00000", "00000", NULL};
    tab_id grid = draw_grid(g, rows, hts);
    /* Melee: "level or +1/-1 vertical": the +1 north, the -1 south; not the
     * +2 west. */
    tab_grid_area_opts melee = {TAB_GRID_REACH, 1, TAB_GRID_AREA_NO_CENTRE, 1, 1};
    assert_string_equal(area_str(g, grid, 2, 2, melee), ".....|..x..|...x.|..x..|.....");
    /* "Upward Attack has maximum reach of 2"; "Downward Attack has no vertical
     * restriction." */
    tab_grid_area_opts up2 = {TAB_GRID_CHEBYSHEV, 2, TAB_GRID_AREA_NO_CENTRE, 2, -1};
    assert_string_equal(area_str(g, grid, 2, 3, up2),
                        ".....|xxxxx|..xxx|xx.xx|xxxxx");
    /* Only cells in sight of the centre. */
    tab_game_free(g);
    g = new_game(1);
    tab_id flat;
    assert_ok(tab_grid_new(g, 5, 3, &flat));
    assert_ok(tab_grid_set_edge(g, flat, 2, 1, TAB_GRID_E, TAB_GRID_WALL));
    /* The wall east of (2,1) hides (3,1) only: the lines to (3,0) and (3,2)
     * leave row 1 before they reach it. */
    tab_grid_area_opts seen = {TAB_GRID_CHEBYSHEV, 2, TAB_GRID_AREA_LOS, -1, -1};
    assert_string_equal(area_str(g, flat, 1, 1, seen), "xxxx.|xxx..|xxxx.");
    seen.flags |= TAB_GRID_LOS_HEIGHTS;
    assert_string_equal(area_str(g, flat, 1, 1, seen), "xxxx.|xxx..|xxxx.");
    /* Errors. */
    tab_grid_pos p[4];
    uint32_t n;
    tab_grid_area_opts bad = seen;
    bad.metric = (tab_grid_metric)7;
    assert_int_equal(tab_grid_area(g, flat, 1, 1, &bad, p, 4, &n), TAB_EINVAL);
    bad = seen;
    bad.radius = -1;
    assert_int_equal(tab_grid_area(g, flat, 1, 1, &bad, p, 4, &n), TAB_EINVAL);
    bad = seen;
    bad.flags = 0x40;
    assert_int_equal(tab_grid_area(g, flat, 1, 1, &bad, p, 4, &n), TAB_EINVAL);
    assert_int_equal(tab_grid_area(g, flat, 1, 1, NULL, p, 4, &n), TAB_EMISUSE);
    assert_int_equal(tab_grid_area(g, flat, 1, 1, &seen, NULL, 4, &n), TAB_EMISUSE);
    assert_int_equal(tab_grid_area(g, flat, 5, 1, &seen, p, 4, &n), TAB_EINVAL);
    /* A huge radius is the whole grid; a small buffer gets the count. */
    seen = (tab_grid_area_opts){TAB_GRID_CIRCLE, INT32_MAX, 0, -1, -1};
    assert_ok(tab_grid_area(g, flat, 1, 1, &seen, p, 4, &n));
    assert_int_equal(n, 15);
    assert_int_equal(p[3].x, 3);
    tab_game_free(g);
}

/* ---- Push ------------------------------------------------------------- */

static tab_grid_push_result plan(tab_game *g, tab_id grid, tab_id a, tab_id t,
                                 tab_grid_push_dir dir, int count)
{
    tab_grid_push_result r;
    uint64_t before = hash_of(g);
    assert_ok(tab_grid_push_plan(g, grid, a, t, dir, count, team_relation, NULL, &r));
    assert_int_equal(hash_of(g), before); /* a plan changes nothing */
    return r;
}

/* Tile Tactics: "Push is defined on cards by things like: B2, R1 ... B =
 * Back, R = Right, L = Left, F = Forward (Attacker & Target swap tiles).
 * Direction is in relation to the attacker's position. Push example showing
 * B2 (Blue square) and L2 (Green square) target positions." */
static void test_push_directions(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 7, 7, &grid));
    tab_id att = piece(g, grid, 1, ROLE_UNIT, 3, 5, 1);
    tab_id tgt = piece(g, grid, 2, ROLE_UNIT, 3, 4, 1);
    /* The attacker, south of the target, faces north. */
    tab_grid_push_result r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 2);
    assert_int_equal(r.from.x, 3);
    assert_int_equal(r.from.y, 4);
    assert_int_equal(r.to.x, 3);
    assert_int_equal(r.to.y, 2);
    assert_int_equal(r.moved, 2);
    assert_false(r.stopped);
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_LEFT, 2);
    assert_int_equal(r.to.x, 1);
    assert_int_equal(r.to.y, 4);
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_RIGHT, 1);
    assert_int_equal(r.to.x, 4);
    assert_int_equal(r.to.y, 4);
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_FORWARD, 1);
    assert_int_equal(r.to.x, 3);
    assert_int_equal(r.to.y, 5);
    assert_int_equal(r.moved, 1);
    /* Applying B2 moves the target and says so. */
    uint64_t ev = tab_event_end(g);
    assert_ok(tab_grid_push(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 2, team_relation, NULL, &r));
    tab_grid_pos p;
    assert_ok(tab_grid_locate(g, grid, tgt, &p));
    assert_int_equal(p.x, 3);
    assert_int_equal(p.y, 2);
    tab_event e;
    bool found = false;
    for (uint64_t s = ev; s < tab_event_end(g); s++) {
        assert_ok(tab_event_get(g, s, &e));
        if (e.kind == TAB_EV_GRID_MOVE) {
            assert_int_equal(e.subject, tgt);
            assert_int_equal(e.a[1], 3 + 4 * 7);
            assert_int_equal(e.a[2], 3 + 2 * 7);
            assert_int_equal(e.a[3], 0);
            found = true;
        }
    }
    assert_true(found);
    /* Forward swaps the two. */
    assert_ok(tab_grid_push(g, grid, att, tgt, TAB_GRID_PUSH_FORWARD, 1, NULL, NULL, NULL));
    assert_ok(tab_grid_locate(g, grid, tgt, &p));
    assert_int_equal(p.y, 5);
    assert_ok(tab_grid_locate(g, grid, att, &p));
    assert_int_equal(p.y, 2);
    /* Now north of the target, the attacker faces south: left is east. */
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_LEFT, 2);
    assert_int_equal(r.to.x, 5);
    assert_int_equal(r.to.y, 5);
    /* Facing along the longer axis; diagonally on a tie. */
    assert_ok(tab_grid_move(g, grid, att, 0, 4));
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 1); /* (0,4) to (3,5): east */
    assert_int_equal(r.to.x, 4);
    assert_int_equal(r.to.y, 5);
    assert_ok(tab_grid_move(g, grid, att, 1, 3));
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 1); /* (1,3) to (3,5): south-east */
    assert_int_equal(r.to.x, 4);
    assert_int_equal(r.to.y, 6);
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_LEFT, 1); /* north-east */
    assert_int_equal(r.to.x, 4);
    assert_int_equal(r.to.y, 4);
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_RIGHT, 1); /* south-west */
    assert_int_equal(r.to.x, 2);
    assert_int_equal(r.to.y, 6);
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 0);
    assert_int_equal(r.to.x, 3);
    assert_int_equal(r.moved, 0);
    tab_game_free(g);
}

/* A push stops at obstacles. */
static void test_push_stops(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    const char *rows[] = {".......", ".......", "...T...", NULL};
    const char *hts[] = {"0000000", "0000000", "0000001", NULL};
    tab_id grid = draw_grid(g, rows, hts);
    tab_id att = piece(g, grid, 1, ROLE_UNIT, 0, 0, 1);
    tab_id tgt = piece(g, grid, 2, ROLE_UNIT, 1, 0, 1);
    /* The map's edge. */
    tab_grid_push_result r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 9);
    assert_int_equal(r.to.x, 6);
    assert_int_equal(r.moved, 5);
    assert_true(r.stopped);
    assert_int_equal(r.blocker, TAB_ID_NONE);
    /* A wall. */
    assert_ok(tab_grid_set_edge(g, grid, 3, 0, TAB_GRID_E, TAB_GRID_WALL));
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 5);
    assert_int_equal(r.to.x, 3);
    assert_true(r.stopped);
    /* Another piece: the one with the lowest id in the cell is named. */
    tab_id other = piece(g, grid, 1, ROLE_UNIT, 2, 0, 1);
    piece(g, grid, 2, ROLE_UNIT, 2, 0, 1);
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 5);
    assert_int_equal(r.to.x, 1);
    assert_int_equal(r.moved, 0);
    assert_int_equal(r.blocker, other);
    /* An item may be pushed onto. */
    assert_ok(tab_grid_remove(g, grid, other));
    assert_ok(tab_grid_remove(g, grid, other + 1));
    piece(g, grid, 0, ROLE_ITEM, 2, 0, 0);
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 5);
    assert_int_equal(r.to.x, 3);
    /* Without a relation every occupant stops it. */
    assert_ok(tab_grid_push_plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 5, NULL, NULL, &r));
    assert_int_equal(r.to.x, 1);
    /* A tree, and a higher cell. */
    assert_ok(tab_grid_move(g, grid, att, 3, 0));
    assert_ok(tab_grid_move(g, grid, tgt, 3, 1));
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 3);
    assert_int_equal(r.to.y, 1);
    assert_true(r.stopped);
    assert_ok(tab_grid_move(g, grid, att, 4, 2));
    assert_ok(tab_grid_move(g, grid, tgt, 5, 2));
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 3);
    assert_int_equal(r.to.x, 5);
    assert_true(r.stopped);
    tab_game_free(g);
}

/* "This will cause an enemy to fall if pushed into open air." "Fall damage
 * is 1 damage per 1 vertical tile." "Each tile measures roughly 30mm cubed.
 * If measurement is necessary, always round down. 105mm height would be
 * rounded down to 90mm or 3 damage." "Water prevents fall damage." */
static void test_push_falls(void **state)
{
    (void)state;
    assert_int_equal(tab_grid_tiles(105, 30), 3);
    assert_int_equal(tab_grid_tiles(90, 30), 3);
    assert_int_equal(tab_grid_tiles(89, 30), 2);
    assert_int_equal(tab_grid_tiles(0, 30), 0);
    assert_int_equal(tab_grid_tiles(-1, 30), -1);
    assert_int_equal(tab_grid_tiles(10, 0), -1);
    assert_int_equal(tab_grid_fall_damage(tab_grid_tiles(105, 30), 0, false), 3);
    /* "Voluntarily falling only causes Fall Damage after the equivalent of
     * your Jump height." */
    assert_int_equal(tab_grid_fall_damage(3, 1, false), 2);
    assert_int_equal(tab_grid_fall_damage(3, 5, false), 0);
    assert_int_equal(tab_grid_fall_damage(3, 0, true), 0);
    assert_int_equal(tab_grid_fall_damage(-2, 0, false), 0);

    tab_game *g = new_game(1);
    const char *rows[] = {"....~.", "....._", NULL};
    const char *hts[] = {"333000", "333333", NULL};
    tab_id grid = draw_grid(g, rows, hts);
    tab_id att = piece(g, grid, 1, ROLE_UNIT, 1, 0, 1);
    tab_id tgt = piece(g, grid, 2, ROLE_UNIT, 2, 0, 1);
    /* Off the ledge: one cell, then the fall ends the push. */
    tab_grid_push_result r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 3);
    assert_int_equal(r.to.x, 3);
    assert_int_equal(r.moved, 1);
    assert_int_equal(r.fall, 3);
    assert_int_equal(r.damage, 3);
    assert_false(r.stopped);
    assert_ok(tab_grid_push(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 3, NULL, NULL, &r));
    tab_event e;
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &e));
    assert_int_equal(e.kind, TAB_EV_GRID_MOVE);
    assert_int_equal(e.a[3], 3);
    /* Into water: no damage. */
    assert_ok(tab_grid_move(g, grid, att, 2, 0));
    assert_ok(tab_grid_move(g, grid, tgt, 3, 0));
    assert_ok(tab_grid_set_height(g, grid, 3, 0, 1, 1, 3));
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 2);
    assert_int_equal(r.to.x, 4);
    assert_int_equal(r.fall, 3);
    assert_int_equal(r.damage, 0);
    /* Into a gap, even level with the ledge. */
    assert_ok(tab_grid_move(g, grid, att, 3, 1));
    assert_ok(tab_grid_move(g, grid, tgt, 4, 1));
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_BACK, 3);
    assert_int_equal(r.to.x, 5);
    assert_int_equal(r.moved, 1);
    assert_int_equal(r.fall, 0);
    /* Forward onto a lower cell: the target falls, the attacker climbs. */
    assert_ok(tab_grid_move(g, grid, att, 4, 0));
    assert_ok(tab_grid_move(g, grid, tgt, 3, 0));
    r = plan(g, grid, att, tgt, TAB_GRID_PUSH_FORWARD, 1);
    assert_int_equal(r.to.x, 4);
    assert_int_equal(r.fall, 3);
    assert_int_equal(r.damage, 0); /* water */
    tab_game_free(g);
}

static uint32_t mutating_relation(void *ud, tab_game *g, tab_id mover, tab_id occ)
{
    (void)ud;
    (void)mover;
    (void)occ;
    tab_event_emit(g, A(g, "oops"), 0, 0, 0, 0, 0);
    return TAB_GRID_SHARE;
}

static void test_push_misuse(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id grid;
    assert_ok(tab_grid_new(g, 5, 5, &grid));
    tab_id a = piece(g, grid, 1, ROLE_UNIT, 1, 1, 1);
    tab_id t = piece(g, grid, 2, ROLE_UNIT, 2, 1, 1);
    tab_id off;
    assert_ok(tab_entity_new(g, A(g, "piece"), &off));
    tab_grid_push_result r;
    uint64_t before = hash_of(g);
    assert_int_equal(tab_grid_push(g, grid, a, t, (tab_grid_push_dir)4, 1, NULL, NULL, &r),
                     TAB_EINVAL);
    assert_int_equal(tab_grid_push(g, grid, a, t, TAB_GRID_PUSH_BACK, -1, NULL, NULL, &r),
                     TAB_EINVAL);
    assert_int_equal(tab_grid_push(g, grid, a, off, TAB_GRID_PUSH_BACK, 1, NULL, NULL, &r),
                     TAB_ENOTFOUND);
    assert_int_equal(tab_grid_push(g, grid, off, t, TAB_GRID_PUSH_BACK, 1, NULL, NULL, &r),
                     TAB_ENOTFOUND);
    assert_int_equal(tab_grid_push_plan(g, grid, a, t, TAB_GRID_PUSH_BACK, 1, NULL, NULL, NULL),
                     TAB_EMISUSE);
    piece(g, grid, 0, ROLE_ITEM, 3, 1, 0);
    before = hash_of(g);
    assert_int_equal(tab_grid_push(g, grid, a, t, TAB_GRID_PUSH_BACK, 2, mutating_relation, NULL,
                                   &r), TAB_EMISUSE);
    assert_ok(tab_grid_move(g, grid, a, 2, 1));
    assert_int_equal(tab_grid_push(g, grid, a, t, TAB_GRID_PUSH_BACK, 1, NULL, NULL, &r),
                     TAB_EINVAL); /* one cell: no direction */
    (void)before;
    tab_game_free(g);
}

static void test_push_oom(void **state)
{
    (void)state;
    test_allocator al;
    tab_game *g = counted_game(&al, 5);
    tab_id grid;
    assert_ok(tab_grid_new(g, 5, 5, &grid));
    tab_id a = piece(g, grid, 1, ROLE_UNIT, 1, 1, 1);
    tab_id t = piece(g, grid, 2, ROLE_UNIT, 2, 1, 1);
    for (int dir = TAB_GRID_PUSH_BACK; dir <= TAB_GRID_PUSH_FORWARD; dir++) {
        for (long k = 1;; k++) {
            uint64_t before = hash_of(g);
            al.count = 0;
            al.fail_at = k;
            tab_grid_push_result r;
            tab_status s = tab_grid_push(g, grid, a, t, (tab_grid_push_dir)dir, 1, NULL, NULL, &r);
            al.fail_at = 0;
            if (s == TAB_OK)
                break;
            assert_int_equal(s, TAB_ENOMEM);
            assert_int_equal(hash_of(g), before);
        }
    }
    tab_grid_pos p;
    assert_ok(tab_grid_locate(g, grid, t, &p));
    /* B1: (3,1); L1 (facing east, left is north): (3,0); R1 (from (1,1) to
     * (3,0), facing east, right is south): (3,1); F: swap with (1,1). */
    assert_int_equal(p.x, 1);
    assert_int_equal(p.y, 1);
    assert_ok(tab_grid_locate(g, grid, a, &p));
    assert_int_equal(p.x, 3);
    assert_int_equal(p.y, 1);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reach),           cmocka_unit_test(test_aoe),
        cmocka_unit_test(test_area_heights_and_sight),
        cmocka_unit_test(test_push_directions), cmocka_unit_test(test_push_stops),
        cmocka_unit_test(test_push_falls),      cmocka_unit_test(test_push_misuse),
        cmocka_unit_test(test_push_oom),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
