/* test_initiative.c - initiative: the Tidal Blades 2 leveled track (moves,
 * clamping, fixed tokens, removal, random setup ties) and orders by value. */
#include "testutil.h"

static tab_id token(tab_game *g, const char *name)
{
    tab_id e;
    assert_ok(tab_entity_new(g, A(g, "token"), &e));
    assert_ok(tab_entity_set(g, e, A(g, "name"), tab_atomv(A(g, name))));
    return e;
}

/* Asserts that level level of t holds exactly the n tokens given, left to
 * right. */
static void assert_level(tab_game *g, tab_id t, uint32_t level, const tab_id *want, uint32_t n)
{
    uint32_t found = 0;
    for (uint32_t i = 0; i < tab_initiative_count(g, t); i++) {
        tab_id e = tab_initiative_at(g, t, i);
        uint32_t lv, idx;
        assert_ok(tab_initiative_where_is(g, t, e, &lv, &idx));
        if (lv != level)
            continue;
        assert_true(found < n);
        assert_int_equal(e, want[found]);
        assert_int_equal(idx, found);
        found++;
    }
    assert_int_equal(found, n);
}

static void assert_at(tab_game *g, tab_id t, tab_id e, uint32_t level, uint32_t index)
{
    uint32_t lv, idx;
    assert_ok(tab_initiative_where_is(g, t, e, &lv, &idx));
    assert_int_equal(lv, level);
    assert_int_equal(idx, index);
}

/* Tidal Blades 2, "Resolve Initiative Changes": "When moving an Initiative
 * token to a new level, place it to the right of all non-fixed tokens on
 * that level. If a token would move past the top or bottom level, place it to
 * the left (top) or right (bottom) of all non-fixed tokens on that level."
 *
 * "Example: We start at the top left with the Mudcrabs. They move up 1 and
 * stay in the 1st position. Axl then moves up 1, hopping over the Mudcrabs
 * into the 1st position. Dust moves up 2 levels and is placed to the right of
 * Axl and the Mudcrabs. The Seahounds move down 1 level. Eko then moves up 1
 * level ending to the right of the Seahounds in the 4th level."
 *
 * The starting track that implies: Mudcrabs first at the top, so they clamp
 * in place; Axl beside them on the top level, since only a clamped move puts
 * him left of them; Dust two levels down (level 3), since from level 2 his
 * move would clamp to the left; the Seahounds after Dust on level 3, going
 * down to level 4; Eko on level 5, coming up beside them. Reveals go in that
 * starting order. */
static void tidal_blades_rulebook_example(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id track;
    assert_ok(tab_initiative_new(g, 5, &track));
    tab_id mudcrabs = token(g, "Mudcrabs"), axl = token(g, "Axl"), dust = token(g, "Dust");
    tab_id seahounds = token(g, "Seahounds"), eko = token(g, "Eko");
    assert_ok(tab_initiative_place(g, track, mudcrabs, 1, TAB_INITIATIVE_RIGHT));
    assert_ok(tab_initiative_place(g, track, axl, 1, TAB_INITIATIVE_RIGHT));
    assert_ok(tab_initiative_place(g, track, dust, 3, TAB_INITIATIVE_RIGHT));
    assert_ok(tab_initiative_place(g, track, seahounds, 3, TAB_INITIATIVE_RIGHT));
    assert_ok(tab_initiative_place(g, track, eko, 5, TAB_INITIATIVE_RIGHT));
    assert_int_equal(tab_initiative_at(g, track, 0), mudcrabs); /* "the top left" */

    assert_ok(tab_initiative_move(g, track, mudcrabs, +1));
    assert_at(g, track, mudcrabs, 1, 0); /* "stay in the 1st position" */
    assert_ok(tab_initiative_move(g, track, axl, +1));
    assert_at(g, track, axl, 1, 0); /* "hopping over the Mudcrabs into the 1st position" */
    assert_at(g, track, mudcrabs, 1, 1);
    assert_ok(tab_initiative_move(g, track, dust, +2));
    assert_at(g, track, dust, 1, 2); /* "to the right of Axl and the Mudcrabs" */
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_initiative_move(g, track, seahounds, -1));
    assert_at(g, track, seahounds, 4, 0);
    tab_event ev;
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_true(ev.seq >= mark);
    assert_int_equal(ev.kind, TAB_EV_INITIATIVE_MOVE);
    assert_int_equal(ev.subject, seahounds);
    assert_int_equal(ev.a[0], track);
    assert_int_equal(ev.a[1], 3);
    assert_int_equal(ev.a[2], 4);
    assert_int_equal(ev.a[3], 0);
    assert_ok(tab_initiative_move(g, track, eko, +1));
    /* "ending to the right of the Seahounds in the 4th level" */

    tab_id top[] = {axl, mudcrabs, dust}, fourth[] = {seahounds, eko};
    assert_level(g, track, 1, top, 3);
    assert_level(g, track, 2, NULL, 0);
    assert_level(g, track, 3, NULL, 0);
    assert_level(g, track, 4, fourth, 2);
    assert_level(g, track, 5, NULL, 0);
    tab_id order[8];
    uint32_t n;
    assert_ok(tab_initiative_order(g, track, order, 8, &n));
    tab_id want[] = {axl, mudcrabs, dust, seahounds, eko};
    assert_int_equal(n, 5);
    assert_memory_equal(order, want, sizeof want);
    assert_int_equal(tab_initiative_fastest(g, track), axl);
    assert_int_equal(tab_initiative_slowest(g, track), eko);
    tab_game_free(g);
}

/* "Some Initiative tokens are denoted as fixed in the scenario rules. These
 * tokens always stay in their position (at the far right or far left) of
 * their Initiative level. Other tokens ignore them when moving." and
 * "FASTEST/SLOWEST: The highest and lowest on the Initiative track,
 * respectively (not counting fixed Initiatives)." */
static void fixed_tokens_keep_their_ends(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id t;
    assert_ok(tab_initiative_new(g, 5, &t));
    tab_id gate = token(g, "gate"), bomb = token(g, "bomb"), caravan = token(g, "caravan");
    tab_id a = token(g, "a"), b = token(g, "b"), c = token(g, "c"), d = token(g, "d");
    assert_ok(tab_initiative_place(g, t, gate, 1, TAB_INITIATIVE_FIXED_LEFT));
    assert_ok(tab_initiative_place(g, t, bomb, 2, TAB_INITIATIVE_FIXED_RIGHT));
    assert_ok(tab_initiative_place(g, t, caravan, 5, TAB_INITIATIVE_FIXED_RIGHT));
    assert_ok(tab_initiative_place(g, t, a, 1, TAB_INITIATIVE_RIGHT));
    assert_ok(tab_initiative_place(g, t, b, 2, TAB_INITIATIVE_RIGHT)); /* before bomb */
    assert_ok(tab_initiative_place(g, t, c, 3, TAB_INITIATIVE_RIGHT));
    assert_ok(tab_initiative_place(g, t, d, 4, TAB_INITIATIVE_RIGHT));
    tab_id l1[] = {gate, a}, l2[] = {b, bomb};
    assert_level(g, t, 1, l1, 2);
    assert_level(g, t, 2, l2, 2);
    assert_true(tab_initiative_is_fixed(g, t, gate));
    assert_false(tab_initiative_is_fixed(g, t, a));
    /* The fastest and slowest skip fixed tokens. */
    assert_int_equal(tab_initiative_at(g, t, 0), gate);
    assert_int_equal(tab_initiative_fastest(g, t), a);
    assert_int_equal(tab_initiative_slowest(g, t), d);

    /* Moving onto a level goes right of the non-fixed tokens, left of the
     * fixed-right ones. */
    assert_ok(tab_initiative_move(g, t, c, +1));
    tab_id l2b[] = {b, c, bomb};
    assert_level(g, t, 2, l2b, 3);
    /* Past the top: left of the non-fixed, right of the fixed-left. */
    assert_ok(tab_initiative_move(g, t, b, +3));
    tab_id l1b[] = {gate, b, a};
    assert_level(g, t, 1, l1b, 3);
    /* Past the bottom: right of the non-fixed, left of the fixed-right. */
    assert_ok(tab_initiative_move(g, t, a, -9));
    tab_id l5[] = {a, caravan};
    assert_level(g, t, 5, l5, 2);
    assert_ok(tab_initiative_move(g, t, d, -1));
    tab_id l5b[] = {a, d, caravan};
    assert_level(g, t, 5, l5b, 3);
    assert_int_equal(tab_initiative_slowest(g, t), d);
    /* Fixed tokens never move. */
    assert_int_equal(tab_initiative_move(g, t, bomb, 1), TAB_EINVAL);
    /* A second fixed-left token goes right of the first; LEFT on a level of
     * fixed-right tokens only goes before them. */
    tab_id e = token(g, "e"), f = token(g, "f");
    assert_ok(tab_initiative_place(g, t, e, 1, TAB_INITIATIVE_FIXED_LEFT));
    tab_id l1c[] = {gate, e, b};
    assert_level(g, t, 1, l1c, 3);
    assert_ok(tab_initiative_remove(g, t, c));
    assert_ok(tab_initiative_place(g, t, f, 2, TAB_INITIATIVE_LEFT));
    tab_id l2c[] = {f, bomb};
    assert_level(g, t, 2, l2c, 2);
    tab_game_free(g);
}

/* "DEFEAT AN ENEMY GROUP: ... remove their Initiative token from the
 * Initiative track" and, for a revived hero, "place your Initiative token
 * into the rightmost space of your starting Initiative level". */
static void removed_tokens_come_back_at_the_right(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id t;
    assert_ok(tab_initiative_new(g, 5, &t));
    tab_id eko = token(g, "Eko"), axl = token(g, "Axl"), crabs = token(g, "Mudcrabs");
    assert_ok(tab_initiative_place(g, t, eko, 2, TAB_INITIATIVE_RIGHT));
    assert_ok(tab_initiative_place(g, t, axl, 2, TAB_INITIATIVE_RIGHT));
    assert_ok(tab_initiative_place(g, t, crabs, 2, TAB_INITIATIVE_RIGHT));
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_initiative_remove(g, t, eko)); /* knocked out */
    tab_event ev;
    assert_ok(tab_event_get(g, mark, &ev));
    assert_int_equal(ev.kind, TAB_EV_ENTITY_SET); /* the order */
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_INITIATIVE_REMOVE);
    assert_int_equal(ev.a[1], 2);
    assert_int_equal(ev.a[2], 0);
    assert_int_equal(tab_initiative_count(g, t), 2);
    assert_int_equal(tab_initiative_where_is(g, t, eko, NULL, NULL), TAB_ENOTFOUND);
    assert_int_equal(tab_initiative_move(g, t, eko, 1), TAB_ENOTFOUND);
    assert_ok(tab_initiative_place(g, t, eko, 2, TAB_INITIATIVE_RIGHT)); /* revived */
    tab_id l2[] = {axl, crabs, eko};
    assert_level(g, t, 2, l2, 3);

    /* A token entity freed while on the track is skipped, then dropped. */
    assert_ok(tab_entity_free(g, axl));
    assert_int_equal(tab_initiative_count(g, t), 2);
    assert_at(g, t, crabs, 2, 0);
    assert_ok(tab_initiative_move(g, t, eko, 1));
    tab_id l1[] = {eko};
    assert_level(g, t, 1, l1, 1);
    tab_game_free(g);
}

/* "If multiple enemies start on the same Initiative, randomly choose the
 * order in which they are placed." Heroes go first; enemies "to the right of
 * any hero token(s)"; a hero with a + "start[s] in the leftmost space". */
static void setup_ties_are_drawn_from_a_stream(void **state)
{
    (void)state;
    int seen[6] = {0};
    for (uint64_t seed = 1; seed <= 300; seed++) {
        tab_game *g = new_game(seed);
        tab_id t;
        assert_ok(tab_initiative_new(g, 5, &t));
        tab_id hero = token(g, "Caiman"), plus = token(g, "Dust");
        tab_id en[3] = {token(g, "Seahounds"), token(g, "Coralbugs"), token(g, "Mudcrabs")};
        assert_ok(tab_initiative_place(g, t, hero, 3, TAB_INITIATIVE_RIGHT));
        assert_ok(tab_initiative_place(g, t, plus, 3, TAB_INITIATIVE_LEFT));
        assert_ok(tab_initiative_place_random(g, t, en, 3, 3, A(g, "setup")));
        assert_at(g, t, plus, 3, 0);
        assert_at(g, t, hero, 3, 1);
        uint32_t idx[3];
        for (int i = 0; i < 3; i++) {
            uint32_t lv;
            assert_ok(tab_initiative_where_is(g, t, en[i], &lv, &idx[i]));
            assert_int_equal(lv, 3);
            assert_true(idx[i] >= 2);
        }
        /* Which of the six orders came up. */
        int perm = (int)(idx[0] - 2) * 2 + (idx[1] < idx[2] ? 0 : 1);
        seen[perm]++;
        tab_game_free(g);
    }
    for (int i = 0; i < 6; i++)
        assert_true(seen[i] > 20); /* each order about 50 times in 300 */
}

/* Value order, highest first, ties by a fixed list: listed tokens in list
 * order, the unlisted after them in the order they were placed. */
static void value_order_with_a_tie_list(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id a = token(g, "a"), b = token(g, "b"), c = token(g, "c"), d = token(g, "d");
    tab_id e = token(g, "e");
    tab_id list[] = {c, a};
    tab_initiative_value_def def = {.descending = true, .ties = TAB_INITIATIVE_TIE_LIST,
                                    .list = list, .nlist = 2};
    tab_id t;
    assert_ok(tab_initiative_new_by_value(g, &def, &t));
    assert_ok(tab_initiative_set_value(g, t, b, 5));
    assert_ok(tab_initiative_set_value(g, t, a, 5));
    assert_ok(tab_initiative_set_value(g, t, d, 7));
    assert_ok(tab_initiative_set_value(g, t, c, 5));
    assert_ok(tab_initiative_set_value(g, t, e, 5));
    tab_id order[5];
    uint32_t n;
    assert_ok(tab_initiative_order(g, t, order, 5, &n));
    tab_id want[] = {d, c, a, b, e};
    assert_memory_equal(order, want, sizeof want);
    /* A changed value moves the token; the same value changes nothing. */
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_initiative_set_value(g, t, c, 5));
    assert_int_equal(tab_event_end(g), mark);
    assert_ok(tab_initiative_set_value(g, t, b, 9));
    assert_int_equal(tab_initiative_at(g, t, 0), b);
    int32_t v;
    assert_ok(tab_initiative_value(g, t, b, &v));
    assert_int_equal(v, 9);
    assert_int_equal(tab_initiative_levels(g, t), 1);
    assert_ok(tab_initiative_remove(g, t, b));
    assert_int_equal(tab_initiative_value(g, t, b, &v), TAB_ENOTFOUND);
    assert_int_equal(tab_initiative_at(g, t, 0), d);

    /* Lowest first. */
    tab_initiative_value_def asc = {.descending = false, .ties = TAB_INITIATIVE_TIE_LIST};
    tab_id u;
    assert_ok(tab_initiative_new_by_value(g, &asc, &u));
    assert_ok(tab_initiative_set_value(g, u, b, 30));
    assert_ok(tab_initiative_set_value(g, u, token(g, "f"), 10));
    assert_int_equal(tab_initiative_slowest(g, u), b);
    tab_game_free(g);
}

/* Value order with random ties: every order of three tied tokens comes up,
 * and a token without a tie draws nothing. */
static void value_order_with_random_ties(void **state)
{
    (void)state;
    int seen[6] = {0};
    for (uint64_t seed = 1; seed <= 300; seed++) {
        tab_game *g = new_game(seed);
        tab_initiative_value_def def = {.descending = true, .stream = A(g, "ties")};
        tab_id t;
        assert_ok(tab_initiative_new_by_value(g, &def, &t));
        tab_id x = token(g, "x"), y = token(g, "y"), z = token(g, "z");
        assert_ok(tab_initiative_set_value(g, t, x, 4));
        assert_ok(tab_initiative_set_value(g, t, y, 4));
        assert_ok(tab_initiative_set_value(g, t, z, 4));
        tab_id order[3];
        uint32_t n;
        assert_ok(tab_initiative_order(g, t, order, 3, &n));
        int pos[3];
        for (int i = 0; i < 3; i++)
            pos[order[i] == x ? 0 : order[i] == y ? 1 : 2] = i;
        seen[pos[0] * 2 + (pos[1] < pos[2] ? 0 : 1)]++;
        tab_game_free(g);
    }
    for (int i = 0; i < 6; i++)
        assert_true(seen[i] > 20);

    /* No tie, no draw: the stream stays where it was. */
    tab_game *g1 = new_game(9), *g2 = new_game(9);
    tab_initiative_value_def def = {.descending = true, .stream = A(g1, "ties")};
    tab_id t;
    assert_ok(tab_initiative_new_by_value(g1, &def, &t));
    assert_ok(tab_initiative_set_value(g1, t, token(g1, "p"), 1));
    assert_ok(tab_initiative_set_value(g1, t, token(g1, "q"), 2));
    uint64_t r1, r2;
    assert_ok(tab_rng_u64(g1, A(g1, "ties"), &r1));
    assert_ok(tab_rng_u64(g2, A(g2, "ties"), &r2));
    assert_int_equal(r1, r2);
    tab_game_free(g1);
    tab_game_free(g2);
}

static void misuse_is_refused(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id t, v, x = token(g, "x"), y = token(g, "y");
    assert_int_equal(tab_initiative_new(NULL, 5, &t), TAB_EMISUSE);
    assert_int_equal(tab_initiative_new(g, 5, NULL), TAB_EMISUSE);
    assert_int_equal(tab_initiative_new(g, 0, &t), TAB_EINVAL);
    assert_int_equal(tab_initiative_new(g, TAB_INITIATIVE_MAX_LEVELS + 1, &t), TAB_EINVAL);
    assert_int_equal(tab_initiative_new_by_value(g, NULL, &t), TAB_EMISUSE);
    tab_initiative_value_def bad = {.ties = (tab_initiative_ties)5};
    assert_int_equal(tab_initiative_new_by_value(g, &bad, &t), TAB_EINVAL);
    tab_id twice[] = {x, x};
    tab_initiative_value_def dup = {.ties = TAB_INITIATIVE_TIE_LIST, .list = twice, .nlist = 2};
    assert_int_equal(tab_initiative_new_by_value(g, &dup, &t), TAB_EINVAL);
    tab_initiative_value_def badstream = {.stream = 99999};
    assert_int_equal(tab_initiative_new_by_value(g, &badstream, &t), TAB_EINVAL);
    assert_int_equal(tab_entity_count(g), 2);

    assert_ok(tab_initiative_new(g, 5, &t));
    tab_initiative_value_def def = {.descending = true};
    assert_ok(tab_initiative_new_by_value(g, &def, &v));
    assert_int_equal(tab_initiative_place(NULL, t, x, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_initiative_place(g, x, y, 1, 0), TAB_ENOTFOUND);
    assert_non_null(strstr(tab_game_error(g), "not an initiative"));
    assert_int_equal(tab_initiative_place(g, t, x, 0, 0), TAB_EINVAL);
    assert_int_equal(tab_initiative_place(g, t, x, 6, 0), TAB_EINVAL);
    assert_int_equal(tab_initiative_place(g, t, x, 1, (tab_initiative_where)9), TAB_EINVAL);
    assert_int_equal(tab_initiative_place(g, t, 4242, 1, 0), TAB_ENOTFOUND);
    assert_int_equal(tab_initiative_place(g, v, x, 1, 0), TAB_EINVAL); /* by value */
    assert_ok(tab_initiative_place(g, t, x, 1, 0));
    assert_int_equal(tab_initiative_place(g, t, x, 2, 0), TAB_EINVAL); /* placed */
    assert_int_equal(tab_initiative_set_value(g, v, x, 3), TAB_EINVAL); /* on t */
    assert_int_equal(tab_initiative_set_value(g, t, y, 3), TAB_EINVAL); /* leveled */
    assert_int_equal(tab_initiative_move(g, v, x, 1), TAB_EINVAL);
    assert_int_equal(tab_initiative_move(g, t, y, 1), TAB_ENOTFOUND);
    assert_int_equal(tab_initiative_move(g, t, 0, 1), TAB_ENOTFOUND);
    assert_int_equal(tab_initiative_remove(g, t, y), TAB_ENOTFOUND);
    int32_t val;
    assert_int_equal(tab_initiative_value(g, t, x, &val), TAB_EINVAL);
    assert_int_equal(tab_initiative_value(g, v, x, NULL), TAB_EMISUSE);
    tab_id pair[] = {y, y};
    assert_int_equal(tab_initiative_place_random(g, t, pair, 2, 1, 0), TAB_EINVAL);
    assert_int_equal(tab_initiative_place_random(g, t, NULL, 2, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_initiative_place_random(g, t, &x, 1, 1, 0), TAB_EINVAL);
    assert_ok(tab_initiative_place(g, t, y, 1, 0));
    tab_id out[1];
    uint32_t n = 0;
    assert_int_equal(tab_initiative_order(g, t, out, 1, &n), TAB_EINVAL);
    assert_int_equal(n, 2);
    assert_int_equal(tab_initiative_order(g, t, NULL, 0, NULL), TAB_EMISUSE);
    assert_int_equal(tab_initiative_at(g, t, 2), TAB_ID_NONE);
    assert_int_equal(tab_initiative_at(NULL, t, 0), TAB_ID_NONE);
    assert_int_equal(tab_initiative_count(g, x), 0);
    assert_int_equal(tab_initiative_levels(g, x), 0);
    assert_int_equal(tab_initiative_fastest(NULL, t), TAB_ID_NONE);
    assert_false(tab_initiative_is_fixed(g, t, 0));
    /* A move by 0 does nothing at all. */
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_initiative_move(g, t, x, 0));
    assert_int_equal(tab_event_end(g), mark);
    tab_game_free(g);
}

/* Runs op with allocation number 1, 2, ... failing until it succeeds;
 * each failure must be TAB_ENOMEM and leave the game's hash as it was. */
static long sweep_failures;

#define SWEEP(al, g, op)                                                                  \
    do {                                                                                  \
        for (long fail_ = 1;; fail_++) {                                                  \
            uint64_t before_ = hash_of(g);                                                \
            (al).count = 0, (al).fail_at = fail_;                                         \
            tab_status s_ = (op);                                                         \
            (al).fail_at = 0;                                                             \
            if (s_ == TAB_OK)                                                             \
                break;                                                                    \
            assert_int_equal(s_, TAB_ENOMEM);                                             \
            assert_int_equal(hash_of(g), before_);                                        \
            sweep_failures++;                                                             \
        }                                                                                 \
    } while (0)

static void out_of_memory_changes_nothing(void **state)
{
    (void)state;
    test_allocator al = {0};
    tab_game *g = tab_game_new(test_alloc, &al, 3);
    assert_non_null(g);
    tab_id tok[150];
    for (int i = 0; i < 150; i++)
        assert_ok(tab_entity_new(g, A(g, "token"), &tok[i]));
    uint64_t r;
    assert_ok(tab_rng_u64(g, A(g, "setup"), &r)); /* the stream exists */
    assert_ok(tab_rng_u64(g, TAB_ATOM_MAIN, &r));
    A(g, "x"); /* and the atoms the sweep would intern */
    tab_id t = 0, v = 0;
    SWEEP(al, g, tab_initiative_new(g, 5, &t));
    assert_true(sweep_failures > 0);
    tab_initiative_value_def def = {.descending = true};
    SWEEP(al, g, tab_initiative_new_by_value(g, &def, &v));
    long made = sweep_failures;
    SWEEP(al, g, tab_initiative_place(g, t, tok[0], 2, TAB_INITIATIVE_FIXED_RIGHT));
    for (int i = 1; i < 130; i++)
        SWEEP(al, g, tab_initiative_place(g, t, tok[i], (uint32_t)(i % 5) + 1,
                                          TAB_INITIATIVE_RIGHT));
    SWEEP(al, g, tab_initiative_place_random(g, t, &tok[130], 4, 3, A(g, "setup")));
    for (int i = 1; i < 60; i++)
        SWEEP(al, g, tab_initiative_move(g, t, tok[i], i % 2 ? 2 : -3));
    SWEEP(al, g, tab_initiative_remove(g, t, tok[5]));
    for (int i = 140; i < 150; i++)
        SWEEP(al, g, tab_initiative_set_value(g, v, tok[i], i % 3));
    SWEEP(al, g, tab_initiative_set_value(g, v, tok[140], 7));
    assert_true(sweep_failures > made + 100); /* most changes allocate */
    assert_int_equal(tab_initiative_count(g, t), 133);
    assert_int_equal(tab_initiative_count(g, v), 10);
    assert_int_equal(tab_initiative_at(g, v, 0), tok[140]);
    tab_game_free(g);
}

/* The rulebook's track set up with random ties and a few rounds of moves:
 * the same seed gives the same state, and a save restores the order. */
static uint64_t scripted(uint64_t seed, tab_game **keep)
{
    tab_game *g = new_game(seed);
    tab_id t;
    assert_ok(tab_initiative_new(g, 5, &t));
    tab_id tokens[8];
    for (int i = 0; i < 8; i++)
        tokens[i] = token(g, "t");
    assert_ok(tab_initiative_place_random(g, t, tokens, 4, 2, TAB_ATOM_NONE));
    assert_ok(tab_initiative_place_random(g, t, tokens + 4, 4, 4, TAB_ATOM_NONE));
    for (int i = 0; i < 40; i++) {
        int64_t who, up;
        assert_ok(tab_rng_range(g, A(g, "moves"), 0, 7, &who));
        assert_ok(tab_rng_range(g, A(g, "moves"), -2, 2, &up));
        assert_ok(tab_initiative_move(g, t, tokens[who], (int32_t)up));
    }
    uint64_t h = hash_of(g);
    if (keep)
        *keep = g;
    else
        tab_game_free(g);
    return h;
}

static void deterministic_and_saved(void **state)
{
    (void)state;
    tab_game *g;
    uint64_t h = scripted(11, &g);
    assert_int_equal(scripted(11, NULL), h);
    assert_int_not_equal(scripted(12, NULL), h);
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    tab_game *copy = new_game(1);
    A(copy, "something else"); /* atoms numbered differently */
    assert_ok(tab_game_load_buffer(copy, buf, len));
    tab_game_free_buffer(g, buf, len);
    assert_int_equal(hash_of(copy), h);
    tab_id t = tab_entity_next(g, 0, A(g, "initiative"));
    tab_id o1[8], o2[8];
    uint32_t n1, n2;
    assert_ok(tab_initiative_order(g, t, o1, 8, &n1));
    assert_ok(tab_initiative_order(copy, t, o2, 8, &n2));
    assert_int_equal(n1, 8);
    assert_int_equal(n2, 8);
    assert_memory_equal(o1, o2, sizeof o1);
    tab_game_free(copy);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tidal_blades_rulebook_example),
        cmocka_unit_test(fixed_tokens_keep_their_ends),
        cmocka_unit_test(removed_tokens_come_back_at_the_right),
        cmocka_unit_test(setup_ties_are_drawn_from_a_stream),
        cmocka_unit_test(value_order_with_a_tie_list),
        cmocka_unit_test(value_order_with_random_ties),
        cmocka_unit_test(misuse_is_refused),
        cmocka_unit_test(out_of_memory_changes_nothing),
        cmocka_unit_test(deterministic_and_saved),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
