/* test_dice.c - die types, pools, rerolls, forced outcomes, dice notation and
 * exact distributions (each checked against brute-force enumeration). */
#include <math.h>

#include "testutil.h"

/* ---- Dice of the five games -------------------------------------------------
 * The rulebooks name the symbols but do not print every face; the face
 * layouts below are plausible choices, made up for these tests. */

static tab_die_face face0(int32_t value)
{
    tab_die_face f;
    memset(&f, 0, sizeof f);
    f.value = value;
    return f;
}

static tab_die_face face1(tab_atom a, int32_t ca)
{
    tab_die_face f = face0(0);
    f.sym[0] = a, f.count[0] = ca;
    return f;
}

static tab_die_face face2(tab_atom a, int32_t ca, tab_atom b, int32_t cb)
{
    tab_die_face f = face1(a, ca);
    f.sym[1] = b, f.count[1] = cb;
    return f;
}

typedef struct dice_set {
    tab_atom hit, focus, tide, miss, fist, shield;
    tab_atom credit, belitium, titanure, loot, success;
    tab_id hero, purple, yellow, action, raid, credit_die, loot_die;
} dice_set;

/* Tidal Blades 2 hero die: faces 0-2 have a hit (face 2 also a tide), face 3
 * two focus, face 4 one focus, face 5 a tide. */
static void define_dice(tab_game *g, dice_set *d)
{
    d->hit = A(g, "hit"), d->focus = A(g, "focus"), d->tide = A(g, "tide");
    d->miss = A(g, "miss"), d->fist = A(g, "fist"), d->shield = A(g, "shield");
    d->credit = A(g, "credit"), d->belitium = A(g, "belitium");
    d->titanure = A(g, "titanure"), d->loot = A(g, "loot"), d->success = A(g, "success");
    tab_die_face hero[6] = {
        face1(d->hit, 1), face1(d->hit, 1), face2(d->hit, 1, d->tide, 1),
        face1(d->focus, 2), face1(d->focus, 1), face1(d->tide, 1),
    };
    assert_ok(tab_dice_new(g, A(g, "hero"), hero, 6, &d->hero));
    /* Danger dice: "add the number of hits, or subtract the number of misses". */
    tab_die_face purple[6] = {
        face1(d->miss, 1), face0(0), face1(d->hit, 1),
        face1(d->hit, 1), face2(d->hit, 1, d->tide, 1), face1(d->hit, 2),
    };
    assert_ok(tab_dice_new(g, A(g, "danger.purple"), purple, 6, &d->purple));
    tab_die_face yellow[6] = {
        face0(0), face1(d->hit, 1), face1(d->hit, 2),
        face2(d->hit, 2, d->tide, 1), face1(d->hit, 3), face1(d->hit, -1),
    };
    assert_ok(tab_dice_new(g, A(g, "danger.yellow"), yellow, 6, &d->yellow));
    /* Dragon Tides action die: fists and shields. */
    tab_die_face action[6] = {
        face1(d->fist, 1), face1(d->fist, 1), face1(d->shield, 1),
        face1(d->shield, 1), face2(d->fist, 1, d->shield, 1), face0(0),
    };
    assert_ok(tab_dice_new(g, A(g, "action"), action, 6, &d->action));
    /* Long Dark Sea exploration dice. */
    tab_die_face raid[6] = {
        face1(d->success, 1), face1(d->success, 1), face1(d->success, 2),
        face1(d->miss, 1), face1(d->miss, 1), face2(d->success, 1, d->miss, 1),
    };
    assert_ok(tab_dice_new(g, A(g, "raid"), raid, 6, &d->raid));
    tab_die_face credit[6] = {
        face1(d->credit, 1), face1(d->credit, 2), face2(d->credit, 1, d->success, 1),
        face1(d->success, 1), face1(d->miss, 1), face2(d->belitium, 1, d->titanure, 1),
    };
    assert_ok(tab_dice_new(g, A(g, "credit"), credit, 6, &d->credit_die));
    tab_die_face loot[6] = {
        face1(d->loot, 1), face2(d->loot, 1, d->success, 1), face1(d->success, 1),
        face1(d->miss, 1), face1(d->miss, 1), face1(d->titanure, 2),
    };
    assert_ok(tab_dice_new(g, A(g, "loot"), loot, 6, &d->loot_die));
}

static int has(const char *haystack, const char *needle)
{
    return strstr(haystack, needle) != NULL;
}

/* The newest event of kind since seq from (there must be one). */
static tab_event last_event(tab_game *g, uint64_t from, tab_atom kind)
{
    tab_event ev;
    for (uint64_t s = tab_event_end(g); s-- > from;) {
        assert_ok(tab_event_get(g, s, &ev));
        if (ev.kind == kind)
            return ev;
    }
    fail_msg("no %s event", tab_atom_str(g, kind));
    return ev;
}

/* The faces of pool, -1 for unrolled; returns the size. */
static uint32_t faces_of(tab_game *g, tab_id pool, int32_t *faces)
{
    uint32_t n = tab_dice_pool_size(g, pool);
    for (uint32_t i = 0; i < n; i++)
        assert_ok(tab_dice_pool_die(g, pool, i, NULL, &faces[i]));
    return n;
}

static int64_t count(tab_game *g, tab_id pool, tab_atom sym)
{
    int64_t c;
    assert_ok(tab_dice_pool_count(g, pool, sym, &c));
    return c;
}

/* ---- Die types ------------------------------------------------------------- */

static void die_types_keep_their_faces(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    dice_set d;
    define_dice(g, &d);
    assert_int_equal(tab_dice_faces(g, d.hero), 6);
    assert_int_equal(tab_dice_find(g, A(g, "hero")), d.hero);
    assert_int_equal(tab_dice_find(g, A(g, "nothing")), TAB_ID_NONE);
    tab_die_face f;
    assert_ok(tab_dice_face(g, d.hero, 2, &f));
    assert_int_equal(f.sym[0], d.hit);
    assert_int_equal(f.count[0], 1);
    assert_int_equal(f.sym[1], d.tide);
    assert_int_equal(f.sym[2], TAB_ATOM_NONE);
    assert_ok(tab_dice_face(g, d.yellow, 5, &f));
    assert_int_equal(f.count[0], -1);
    assert_int_equal(tab_dice_face(g, d.hero, 6, &f), TAB_ENOTFOUND);

    /* Plain numeric dice: face f shows f + 1; asking twice gives the same die. */
    tab_id d6, again, d10;
    assert_ok(tab_dice_numeric(g, 6, &d6));
    assert_ok(tab_dice_numeric(g, 6, &again));
    assert_ok(tab_dice_numeric(g, 10, &d10));
    assert_int_equal(again, d6);
    assert_int_not_equal(d10, d6);
    assert_int_equal(tab_dice_find(g, A(g, "d10")), d10);
    assert_ok(tab_dice_face(g, d10, 9, &f));
    assert_int_equal(f.value, 10);
    assert_int_equal(f.sym[0], TAB_ATOM_NONE);
    tab_game_free(g);
}

static void bad_faces_are_refused(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    dice_set d;
    define_dice(g, &d);
    uint64_t h = hash_of(g);
    uint32_t ents = tab_entity_count(g);
    tab_id e;
    tab_die_face f[2] = {face1(d.hit, 1), face1(d.hit, 0)};
    assert_int_equal(tab_dice_new(g, A(g, "x"), f, 2, &e), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "face 1: count 0 of 'hit'"));
    f[1] = face2(d.hit, 1, d.hit, 2);
    assert_int_equal(tab_dice_new(g, A(g, "x"), f, 2, &e), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "listed twice"));
    f[1] = face0(0);
    f[1].sym[1] = d.tide, f[1].count[1] = 1;
    assert_int_equal(tab_dice_new(g, A(g, "x"), f, 2, &e), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "follows an empty slot"));
    f[1] = face1(99999, 1);
    assert_int_equal(tab_dice_new(g, A(g, "x"), f, 2, &e), TAB_EINVAL);
    f[1] = face0(TAB_DICE_MAX_NUMBER + 1);
    assert_int_equal(tab_dice_new(g, A(g, "x"), f, 2, &e), TAB_EINVAL);
    f[1] = face0(3);
    assert_int_equal(tab_dice_new(g, A(g, "x"), f, 0, &e), TAB_EINVAL);
    assert_int_equal(tab_dice_new(g, A(g, "x"), f, TAB_DICE_MAX_FACES + 1, &e), TAB_EINVAL);
    assert_int_equal(tab_dice_new(g, A(g, "hero"), f, 2, &e), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "a die type named 'hero' exists"));
    assert_int_equal(tab_dice_new(g, TAB_ATOM_NONE, f, 2, &e), TAB_EINVAL);
    assert_int_equal(tab_dice_numeric(g, 0, &e), TAB_EINVAL);
    assert_int_equal(tab_dice_numeric(g, TAB_DICE_MAX_FACES + 1, &e), TAB_EINVAL);
    /* A die named like a numeric die that is not one is not taken for it. */
    assert_ok(tab_dice_new(g, A(g, "d2"), f, 2, &e));
    h = hash_of(g);
    ents = tab_entity_count(g);
    assert_int_equal(tab_dice_numeric(g, 2, &e), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "not a plain 2-sided die"));
    assert_int_equal(hash_of(g), h);
    assert_int_equal(tab_entity_count(g), ents);
    tab_game_free(g);
}

/* ---- Pools ------------------------------------------------------------------ */

static void rolls_are_events_and_counts_add_up(void **state)
{
    (void)state;
    tab_game *g = new_game(7);
    dice_set d;
    define_dice(g, &d);
    tab_id dice[4] = {d.hero, d.hero, d.hero, d.hero}, pool;
    assert_ok(tab_dice_pool_new(g, dice, 4, &pool));
    assert_int_equal(tab_dice_pool_size(g, pool), 4);
    assert_false(tab_dice_pool_rolled(g, pool));
    assert_int_equal(count(g, pool, d.hit), 0); /* unrolled dice count nothing */
    int32_t faces[8];
    faces_of(g, pool, faces);
    assert_int_equal(faces[0], -1);

    tab_atom attack = A(g, "attack");
    int32_t forced[4] = {2, 3, 0, 4};
    assert_ok(tab_dice_force(g, attack, forced, 4));
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_dice_pool_roll(g, pool, attack));
    assert_true(tab_dice_pool_rolled(g, pool));
    faces_of(g, pool, faces);
    assert_memory_equal(faces, forced, sizeof forced);
    /* hit+tide, 2 focus, hit, focus */
    assert_int_equal(count(g, pool, d.hit), 2);
    assert_int_equal(count(g, pool, d.focus), 3);
    assert_int_equal(count(g, pool, d.tide), 1);
    assert_int_equal(count(g, pool, d.miss), 0);
    tab_dice_term damage[2] = {{d.hit, 1}, {d.tide, 1}};
    int64_t score;
    assert_ok(tab_dice_pool_score(g, pool, damage, 2, &score));
    assert_int_equal(score, 3);

    uint32_t rolls = 0;
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        tab_event ev;
        assert_ok(tab_event_get(g, s, &ev));
        if (ev.kind != TAB_EV_DICE_ROLL)
            continue;
        assert_int_equal(ev.subject, pool);
        assert_int_equal(ev.a[0], rolls);
        assert_int_equal(ev.a[1], forced[rolls]);
        assert_int_equal(ev.a[2], d.hero);
        assert_int_equal(ev.a[3], attack);
        rolls++;
    }
    assert_int_equal(rolls, 4);
    assert_string_equal(tab_atom_str(g, TAB_EV_DICE_ROLL), "dice.roll");
    assert_ok(tab_dice_pool_free(g, pool));
    assert_false(tab_entity_exists(g, pool));
    tab_game_free(g);
}

/* Tidal Blades 2, Hero Attacks: "REROLLS: When an ability instructs you to
 * reroll, choose any number of the dice that you rolled, and roll them again.
 * There is no limit to the number of reroll abilities you may apply to a
 * single roll. ... Only your final roll result counts". */
static void rerolls_any_number_of_times_final_counts(void **state)
{
    (void)state;
    tab_game *g = new_game(3);
    dice_set d;
    define_dice(g, &d);
    tab_id dice[3] = {d.hero, d.hero, d.hero}, pool;
    assert_ok(tab_dice_pool_new(g, dice, 3, &pool));
    uint32_t two[2] = {0, 2};
    assert_int_equal(tab_dice_pool_reroll(g, pool, two, 2, 0), TAB_EMISUSE);
    int32_t first[3] = {5, 4, 5}; /* tide, focus, tide: no hit */
    assert_ok(tab_dice_force(g, 0, first, 3));
    assert_ok(tab_dice_pool_roll(g, pool, 0));
    assert_int_equal(count(g, pool, d.hit), 0);

    int32_t again[2] = {3, 0}; /* die 0 -> 2 focus, die 2 -> hit */
    assert_ok(tab_dice_force(g, 0, again, 2));
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_dice_pool_reroll(g, pool, two, 2, 0));
    tab_event ev;
    assert_ok(tab_event_get(g, mark, &ev));
    assert_int_equal(ev.kind, TAB_EV_DICE_REROLL);
    assert_int_equal(ev.a[0], 0);
    assert_int_equal(ev.a[1], 3);
    assert_int_equal(ev.a[2], 5); /* the old face */
    assert_int_equal(count(g, pool, d.hit), 1);
    assert_int_equal(count(g, pool, d.focus), 3);

    int32_t third[1] = {1};
    uint32_t just0[1] = {0};
    assert_ok(tab_dice_force(g, 0, third, 1));
    assert_ok(tab_dice_pool_reroll(g, pool, just0, 1, 0));
    int32_t faces[3];
    faces_of(g, pool, faces);
    assert_int_equal(faces[0], 1);
    assert_int_equal(faces[1], 4);
    assert_int_equal(faces[2], 0);
    assert_int_equal(count(g, pool, d.hit), 2);
    assert_int_equal(count(g, pool, d.focus), 1);

    /* Unforced rerolls draw from the stream, many times over. */
    for (int i = 0; i < 50; i++)
        assert_ok(tab_dice_pool_reroll(g, pool, two, 2, A(g, "reroll")));
    faces_of(g, pool, faces);
    assert_int_equal(faces[1], 4);

    uint64_t h = hash_of(g);
    uint32_t bad[2] = {1, 1};
    assert_int_equal(tab_dice_pool_reroll(g, pool, bad, 2, 0), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "die 1 is listed twice"));
    bad[1] = 3;
    assert_int_equal(tab_dice_pool_reroll(g, pool, bad, 2, 0), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "die 3 is beyond"));
    assert_int_equal(tab_dice_pool_reroll(g, pool, NULL, 1, 0), TAB_EMISUSE);
    assert_ok(tab_dice_pool_reroll(g, pool, NULL, 0, 0));
    assert_int_equal(hash_of(g), h);
    tab_game_free(g);
}

/* Tidal Blades 2: "QUANTUM BLADE: Add one die to an attack roll ... before they
 * roll." Long Dark Sea FAQ: "If additional dice are rolled by an effect, note
 * their results ..." */
static void dice_join_before_or_after_the_roll(void **state)
{
    (void)state;
    tab_game *g = new_game(11);
    dice_set d;
    define_dice(g, &d);
    tab_id pool;
    tab_id two[2] = {d.hero, d.hero};
    assert_ok(tab_dice_pool_new(g, two, 2, &pool));
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_dice_pool_add(g, pool, &d.hero, 1, 0));
    tab_event ev;
    assert_ok(tab_event_get(g, tab_event_end(g) - 1, &ev));
    assert_int_equal(ev.kind, TAB_EV_DICE_ADD);
    assert_int_equal(ev.a[0], 2);
    assert_int_equal(ev.a[1], d.hero);
    assert_true(tab_event_end(g) > mark);
    int32_t faces[8];
    assert_int_equal(faces_of(g, pool, faces), 3);
    assert_int_equal(faces[2], -1); /* waits for the pool's roll */
    assert_ok(tab_dice_pool_roll(g, pool, 0));

    tab_id ldsd[2] = {d.loot_die, d.raid};
    int32_t forced[2] = {1, 2};
    assert_ok(tab_dice_force(g, A(g, "explore"), forced, 2));
    mark = tab_event_end(g);
    assert_ok(tab_dice_pool_add(g, pool, ldsd, 2, A(g, "explore")));
    assert_int_equal(faces_of(g, pool, faces), 5);
    assert_int_equal(faces[3], 1);
    assert_int_equal(faces[4], 2);
    assert_int_equal(count(g, pool, d.success), 3);
    assert_int_equal(count(g, pool, d.loot), 1);
    ev = last_event(g, mark, TAB_EV_DICE_ROLL);
    assert_int_equal(ev.a[0], 4);
    assert_int_equal(ev.a[1], 2);
    assert_int_equal(ev.a[2], d.raid);
    ev = last_event(g, mark, TAB_EV_DICE_ADD);
    assert_int_equal(ev.a[0], 4);

    uint64_t h = hash_of(g);
    tab_id not_die = pool;
    assert_int_equal(tab_dice_pool_add(g, pool, &not_die, 1, 0), TAB_EINVAL);
    assert_int_equal(tab_dice_pool_add(g, pool, NULL, 1, 0), TAB_EMISUSE);
    int32_t seven = 7;
    assert_ok(tab_dice_force(g, 0, &seven, 1));
    h = hash_of(g);
    assert_int_equal(tab_dice_pool_add(g, pool, &d.hero, 1, 0), TAB_EINVAL);
    assert_int_equal(hash_of(g), h);
    assert_int_equal(tab_dice_pool_size(g, pool), 5);
    tab_game_free(g);
}

/* Tidal Blades 2, Enemy attacks: "The Coralbug has a base attack strength of
 * 3. They roll 1 hit on the Danger die giving them a total attack strength of
 * 4." */
static void coralbug_rolls_one_hit_on_the_danger_die(void **state)
{
    (void)state;
    tab_game *g = new_game(5);
    dice_set d;
    define_dice(g, &d);
    tab_id pool;
    assert_ok(tab_dice_pool_new(g, &d.purple, 1, &pool));
    int32_t one_hit = 2;
    assert_ok(tab_dice_force(g, A(g, "enemy"), &one_hit, 1));
    assert_ok(tab_dice_pool_roll(g, pool, A(g, "enemy")));
    tab_dice_term net[2] = {{d.hit, 1}, {d.miss, -1}};
    int64_t delta;
    assert_ok(tab_dice_pool_score(g, pool, net, 2, &delta));
    assert_int_equal(3 + delta, 4);
    /* "... or subtract the number of misses" */
    int32_t miss = 0;
    assert_ok(tab_dice_force(g, A(g, "enemy"), &miss, 1));
    assert_ok(tab_dice_pool_roll(g, pool, A(g, "enemy")));
    assert_ok(tab_dice_pool_score(g, pool, net, 2, &delta));
    assert_int_equal(3 + delta, 2);
    tab_game_free(g);
}

/* Dragon Tides: "Subtract the number of shields rolled by the defender from the
 * number of fists rolled by the attacker. The number of remaining fists is the
 * attack's Advantage." */
static void dragon_tides_advantage(void **state)
{
    (void)state;
    tab_game *g = new_game(5);
    dice_set d;
    define_dice(g, &d);
    tab_id four[4] = {d.action, d.action, d.action, d.action}, attacker, defender;
    assert_ok(tab_dice_pool_new(g, four, 4, &attacker));
    assert_ok(tab_dice_pool_new(g, four, 3, &defender));
    int32_t a[4] = {0, 1, 4, 2}, b[3] = {2, 5, 0}; /* 3 fists; 1 shield */
    assert_ok(tab_dice_force(g, 0, a, 4));
    assert_ok(tab_dice_force(g, 0, b, 3));
    assert_ok(tab_dice_pool_roll(g, attacker, 0));
    assert_ok(tab_dice_pool_roll(g, defender, 0));
    assert_int_equal(count(g, attacker, d.fist) - count(g, defender, d.shield), 2);
    tab_game_free(g);
}

/* Long Dark Sea, Gameplay Example: "rolling the four indicated Exploration
 * Dice. She applies the results, drawing 1 Loot card ... She then advances both
 * tracks: first the Mission Track by 2 spaces, then the Threat Track by 1." */
static void long_dark_sea_exploration(void **state)
{
    (void)state;
    tab_game *g = new_game(5);
    dice_set d;
    define_dice(g, &d);
    tab_id four[4] = {d.raid, d.raid, d.loot_die, d.credit_die}, pool;
    assert_ok(tab_dice_pool_new(g, four, 4, &pool));
    int32_t f[4] = {0, 3, 0, 3}; /* success, miss, loot, success */
    assert_ok(tab_dice_force(g, 0, f, 4));
    assert_ok(tab_dice_pool_roll(g, pool, 0));
    assert_int_equal(count(g, pool, d.loot), 1);
    assert_int_equal(count(g, pool, d.success), 2);
    assert_int_equal(count(g, pool, d.miss), 1);
    assert_int_equal(count(g, pool, d.credit), 0);
    tab_game_free(g);
}

/* ---- Forced outcomes --------------------------------------------------------- */

static void forced_faces_come_before_the_generator(void **state)
{
    (void)state;
    tab_game *g = new_game(99), *plain = new_game(99);
    tab_id d6, pg, pp;
    assert_ok(tab_dice_numeric(g, 6, &d6));
    tab_id six[6] = {d6, d6, d6, d6, d6, d6};
    assert_ok(tab_dice_pool_new(g, six, 6, &pg));
    tab_id pd6;
    assert_ok(tab_dice_numeric(plain, 6, &pd6));
    tab_id psix[3] = {pd6, pd6, pd6};
    assert_ok(tab_dice_pool_new(plain, psix, 3, &pp));

    /* Five faces queued; six dice take them and one draw. */
    int32_t forced[5] = {5, 5, 5, 0, 1};
    assert_ok(tab_dice_force(g, 0, forced, 3));
    assert_ok(tab_dice_force(g, 0, forced + 3, 2));
    assert_int_equal(tab_dice_forced(g, 0), 5);
    assert_int_equal(tab_dice_forced(g, TAB_ATOM_MAIN), 5);
    assert_int_equal(tab_dice_forced(g, A(g, "other")), 0);
    assert_ok(tab_dice_pool_roll(g, pg, 0));
    assert_int_equal(tab_dice_forced(g, 0), 0);
    int32_t faces[6], pfaces[3];
    faces_of(g, pg, faces);
    assert_memory_equal(faces, forced, sizeof forced);
    assert_int_equal(count(g, pg, TAB_DICE_VALUE), 6 + 6 + 6 + 1 + 2 + faces[5] + 1);
    /* The generator was not drawn for the forced faces: the sixth die shows
     * what the first unforced die of the same stream shows. */
    assert_ok(tab_dice_pool_roll(plain, pp, 0));
    faces_of(plain, pp, pfaces);
    assert_int_equal(faces[5], pfaces[0]);

    /* A queue is per stream, and may be used in part. */
    tab_atom s2 = A(g, "enemy");
    assert_ok(tab_dice_force(g, s2, forced, 5));
    tab_id three[3] = {d6, d6, d6}, p3;
    assert_ok(tab_dice_pool_new(g, three, 3, &p3));
    assert_ok(tab_dice_pool_roll(g, p3, 0));
    assert_int_equal(tab_dice_forced(g, s2), 5);
    assert_ok(tab_dice_pool_roll(g, p3, s2));
    faces_of(g, p3, faces);
    assert_memory_equal(faces, forced, 3 * sizeof *faces);
    assert_int_equal(tab_dice_forced(g, s2), 2);
    assert_ok(tab_dice_force(g, s2, forced, 1));
    assert_int_equal(tab_dice_forced(g, s2), 3);
    assert_ok(tab_dice_pool_roll(g, p3, s2));
    faces_of(g, p3, faces);
    assert_int_equal(faces[0], 0);
    assert_int_equal(faces[1], 1);
    assert_int_equal(faces[2], 5);

    /* A queue survives snapshot and restore, as game state. */
    assert_ok(tab_dice_force(g, s2, forced, 2));
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(g, &snap));
    assert_ok(tab_dice_force_clear(g, s2));
    assert_int_equal(tab_dice_forced(g, s2), 0);
    assert_ok(tab_game_restore(g, snap));
    assert_int_equal(tab_dice_forced(g, s2), 2);
    tab_snapshot_free(snap);

    uint64_t mark = tab_event_end(g);
    int32_t one = 3;
    assert_ok(tab_dice_force(g, s2, &one, 1));
    tab_event ev = last_event(g, mark, TAB_EV_DICE_FORCE);
    assert_int_equal(ev.a[0], s2);
    assert_int_equal(ev.a[1], 3);
    assert_int_equal(ev.a[2], 3);
    tab_game_free(g);
    tab_game_free(plain);
}

static void a_forced_face_the_die_lacks_is_an_error(void **state)
{
    (void)state;
    tab_game *g = new_game(4);
    dice_set d;
    define_dice(g, &d);
    tab_id d10, pool;
    assert_ok(tab_dice_numeric(g, 10, &d10));
    tab_id mixed[2] = {d10, d.hero};
    assert_ok(tab_dice_pool_new(g, mixed, 2, &pool));
    int32_t forced[2] = {8, 8}; /* fine for the d10, not for the hero die */
    assert_ok(tab_dice_force(g, 0, forced, 2));
    uint64_t h = hash_of(g);
    uint64_t end = tab_event_end(g);
    assert_int_equal(tab_dice_pool_roll(g, pool, 0), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "forced face 8 of stream 'main' is not a face of die "
                                       "type 'hero' (faces 0 to 5)"));
    assert_int_equal(hash_of(g), h);
    assert_int_equal(tab_event_end(g), end);
    assert_int_equal(tab_dice_forced(g, 0), 2);
    assert_false(tab_dice_pool_rolled(g, pool));

    int32_t neg = -1;
    assert_int_equal(tab_dice_force(g, 0, &neg, 1), TAB_EINVAL);
    assert_int_equal(tab_dice_force(g, 0, NULL, 1), TAB_EMISUSE);
    assert_int_equal(tab_dice_force(g, 12345, forced, 1), TAB_EINVAL);
    assert_ok(tab_dice_force(g, 0, NULL, 0));
    assert_ok(tab_dice_force_clear(g, 0));
    assert_ok(tab_dice_force_clear(g, 0));
    assert_ok(tab_dice_pool_roll(g, pool, 0));
    tab_game_free(g);
}

/* ---- Dice notation ------------------------------------------------------------- */

static void notation_makes_numeric_pools(void **state)
{
    (void)state;
    tab_game *g = new_game(8);
    tab_id pool, die;
    int32_t face;
    assert_ok(tab_dice_pool_notation(g, "3d6+2", &pool));
    assert_int_equal(tab_dice_pool_size(g, pool), 3);
    assert_int_equal(tab_dice_pool_modifier(g, pool), 2);
    assert_ok(tab_dice_pool_die(g, pool, 2, &die, &face));
    assert_int_equal(die, tab_dice_find(g, A(g, "d6")));
    assert_int_equal(face, -1);
    int32_t forced[3] = {0, 3, 5};
    assert_ok(tab_dice_force(g, 0, forced, 3));
    assert_ok(tab_dice_pool_roll(g, pool, 0));
    assert_int_equal(count(g, pool, TAB_DICE_VALUE), 1 + 4 + 6 + 2);
    tab_dice_term twice = {TAB_DICE_VALUE, 2};
    int64_t s;
    assert_ok(tab_dice_pool_score(g, pool, &twice, 1, &s));
    assert_int_equal(s, 2 * 13);

    uint32_t ents = tab_entity_count(g);
    assert_ok(tab_dice_pool_notation(g, "2d10", &pool));
    assert_int_equal(tab_dice_pool_size(g, pool), 2);
    assert_int_equal(tab_dice_pool_modifier(g, pool), 0);
    assert_int_equal(tab_entity_count(g), ents + 2); /* a d10 and the pool */
    assert_ok(tab_dice_pool_notation(g, "d6", &pool));
    assert_int_equal(tab_dice_pool_size(g, pool), 1);
    assert_ok(tab_dice_pool_notation(g, " 1d8 + 1D4 - 1 +2d6", &pool));
    assert_int_equal(tab_dice_pool_size(g, pool), 4);
    assert_int_equal(tab_dice_pool_modifier(g, pool), -1);
    assert_ok(tab_dice_pool_die(g, pool, 1, &die, NULL));
    assert_int_equal(tab_dice_faces(g, die), 4);
    assert_ok(tab_dice_pool_notation(g, "5", &pool));
    assert_int_equal(tab_dice_pool_size(g, pool), 0);
    tab_game_free(g);
}

static void bad_notation_names_the_character(void **state)
{
    (void)state;
    static const struct {
        const char *text, *message;
    } cases[] = {
        {"", "nothing to roll at character 1 (the end)"},
        {"   ", "nothing to roll at character 4 (the end)"},
        {"3d", "expected the number of sides at character 3 (the end)"},
        {"3d6+", "expected a number or 'd' at character 5 (the end)"},
        {"3x6", "expected '+', '-' or the end at character 2 ('x')"},
        {"3d6+x", "expected a number or 'd' at character 5 ('x')"},
        {"-1d6", "expected a number or 'd' at character 1 ('-')"},
        {"2d6-1d4", "dice cannot be subtracted at character 5 ('1')"},
        {"0d6", "a dice term needs at least 1 die at character 1 ('0')"},
        {"3d0", "a die has 1 to 1024 sides at character 3 ('0')"},
        {"d2000", "a die has 1 to 1024 sides at character 2 ('2')"},
        {"3d6 2", "expected '+', '-' or the end at character 5 ('2')"},
        {"3d6++2", "expected a number or 'd' at character 5 ('+')"},
        {"99999999d6", "a number is larger than 1000000 at character 1 ('9')"},
        {"1000d6+25d6", "more than 1024 dice in all at character 8 ('2')"},
        {"3d6.5", "expected '+', '-' or the end at character 4 ('.')"},
        {"d-6", "expected the number of sides at character 2 ('-')"},
    };
    tab_game *g = new_game(8);
    tab_id pool = 12345;
    assert_ok(tab_dice_pool_notation(g, "d4", &pool));
    uint64_t h = hash_of(g);
    uint32_t ents = tab_entity_count(g);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tab_id out = 777;
        tab_status s = tab_dice_pool_notation(g, cases[i].text, &out);
        if (s != TAB_EINVAL || !has(tab_game_error(g), cases[i].message))
            fail_msg("\"%s\": got %s \"%s\", wanted \"%s\"", cases[i].text, tab_status_str(s),
                     tab_game_error(g), cases[i].message);
        assert_true(has(tab_game_error(g), "tab_dice_pool_notation: bad dice notation"));
        assert_int_equal(out, 777);
        assert_int_equal(hash_of(g), h);
        assert_int_equal(tab_entity_count(g), ents);
    }
    assert_int_equal(tab_dice_pool_notation(g, NULL, &pool), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_notation(g, "d6", NULL), TAB_EMISUSE);
    tab_game_free(g);
}

/* ---- Exact distributions against brute force ----------------------------------- */

/* Counts, for every combination of faces, the score it gives, using only
 * tab_dice_face: an independent check of the convolution. */
static void brute_force(tab_game *g, const tab_id *dice, uint32_t n, const tab_dice_term *score,
                        uint32_t nterms, int64_t *min, uint32_t *len, uint64_t *counts,
                        uint32_t cap, uint64_t *total)
{
    int64_t val[8][64];
    uint32_t nf[8], at[8] = {0};
    assert_true(n <= 8);
    int64_t lo = 0, hi = 0;
    *total = 1;
    for (uint32_t i = 0; i < n; i++) {
        nf[i] = tab_dice_faces(g, dice[i]);
        assert_true(nf[i] >= 1 && nf[i] <= 64);
        *total *= nf[i];
        int64_t dlo = INT64_MAX, dhi = INT64_MIN;
        for (uint32_t f = 0; f < nf[i]; f++) {
            tab_die_face fc;
            assert_ok(tab_dice_face(g, dice[i], f, &fc));
            int64_t s = 0;
            for (uint32_t t = 0; t < nterms; t++) {
                int64_t c = 0;
                if (score[t].sym == TAB_DICE_VALUE)
                    c = fc.value;
                for (int k = 0; k < TAB_DICE_FACE_SYMBOLS; k++)
                    if (score[t].sym != TAB_DICE_VALUE && fc.sym[k] == score[t].sym)
                        c = fc.count[k];
                s += score[t].weight * c;
            }
            val[i][f] = s;
            dlo = s < dlo ? s : dlo;
            dhi = s > dhi ? s : dhi;
        }
        lo += dlo;
        hi += dhi;
    }
    *min = lo;
    *len = (uint32_t)(hi - lo + 1);
    assert_true(*len <= cap);
    memset(counts, 0, *len * sizeof *counts);
    for (;;) {
        int64_t s = 0;
        for (uint32_t i = 0; i < n; i++)
            s += val[i][at[i]];
        counts[s - lo]++;
        uint32_t i = 0;
        while (i < n && ++at[i] == nf[i])
            at[i++] = 0;
        if (i == n)
            break;
    }
}

static void check_against_brute_force(tab_game *g, const tab_id *dice, uint32_t n,
                                      const tab_dice_term *score, uint32_t nterms)
{
    uint64_t want[512], got[512], total, got_total;
    int64_t min, got_min;
    uint32_t len, got_len;
    brute_force(g, dice, n, score, nterms, &min, &len, want, 512, &total);
    assert_ok(tab_dice_dist_exact(g, dice, n, score, nterms, got, 512, &got_min, &got_len,
                                  &got_total));
    assert_int_equal(got_min, min);
    assert_int_equal(got_len, len);
    assert_int_equal(got_total, total);
    assert_memory_equal(got, want, len * sizeof *want);

    double p[512];
    assert_ok(tab_dice_dist(g, dice, n, score, nterms, p, 512, &got_min, &got_len));
    assert_int_equal(got_min, min);
    assert_int_equal(got_len, len);
    double tail = 0;
    for (uint32_t k = len; k-- > 0;) {
        double exact = (double)want[k] / (double)total;
        assert_true(fabs(p[k] - exact) < 1e-12);
        tail += exact;
        double at_least;
        assert_ok(tab_dice_at_least(g, dice, n, score, nterms, min + k, &at_least));
        assert_true(fabs(at_least - tail) < 1e-12);
    }
    double below, above;
    assert_ok(tab_dice_at_least(g, dice, n, score, nterms, min - 5, &below));
    assert_ok(tab_dice_at_least(g, dice, n, score, nterms, min + len, &above));
    assert_true(fabs(below - 1.0) < 1e-12);
    assert_true(above == 0.0);
}

static void distributions_match_brute_force(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    dice_set d;
    define_dice(g, &d);
    tab_id d6, d10, d4;
    assert_ok(tab_dice_numeric(g, 6, &d6));
    assert_ok(tab_dice_numeric(g, 10, &d10));
    assert_ok(tab_dice_numeric(g, 4, &d4));
    tab_dice_term hits = {d.hit, 1}, value = {TAB_DICE_VALUE, 1};
    tab_dice_term net[2] = {{d.hit, 1}, {d.miss, -1}};
    tab_dice_term boost[3] = {{d.hit, 1}, {d.focus, 1}, {d.tide, 2}};
    tab_dice_term lds[4] = {{d.success, 3}, {d.miss, -2}, {d.loot, 1}, {d.credit, 1}};
    tab_dice_term vs[2] = {{d.fist, 1}, {d.shield, -1}};

    tab_id hero4[4] = {d.hero, d.hero, d.hero, d.hero};
    check_against_brute_force(g, hero4, 4, &hits, 1);
    check_against_brute_force(g, hero4, 4, boost, 3);
    tab_id danger[3] = {d.purple, d.yellow, d.purple};
    check_against_brute_force(g, danger, 3, net, 2);
    check_against_brute_force(g, danger, 3, &hits, 1); /* the yellow's -1 hit */
    tab_id mixed[5] = {d.hero, d.purple, d.hero, d.yellow, d.hero};
    check_against_brute_force(g, mixed, 5, net, 2);
    tab_id explore[6] = {d.raid, d.credit_die, d.loot_die, d.raid, d.loot_die, d.credit_die};
    check_against_brute_force(g, explore, 6, lds, 4);
    tab_id action[5] = {d.action, d.action, d.action, d.action, d.action};
    check_against_brute_force(g, action, 5, vs, 2);
    tab_id numeric[4] = {d6, d10, d6, d4};
    check_against_brute_force(g, numeric, 4, &value, 1);
    tab_id three_d6[3] = {d6, d6, d6};
    check_against_brute_force(g, three_d6, 3, &value, 1);
    check_against_brute_force(g, three_d6, 0, &value, 1); /* no dice: score 0 surely */
    tab_game_free(g);
}

/* "P(at least 3 hits on 4 hero dice)": three of the six faces of these hero
 * dice show a hit, so it is (C(4,3) + C(4,4)) / 2^4 = 5/16. */
static void at_least_three_hits_on_four_hero_dice(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    dice_set d;
    define_dice(g, &d);
    tab_id hero4[4] = {d.hero, d.hero, d.hero, d.hero};
    tab_dice_term hits = {d.hit, 1};
    double p;
    assert_ok(tab_dice_at_least(g, hero4, 4, &hits, 1, 3, &p));
    assert_true(fabs(p - 5.0 / 16.0) < 1e-15);
    uint64_t counts[5], total;
    int64_t min;
    uint32_t len;
    assert_ok(tab_dice_dist_exact(g, hero4, 4, &hits, 1, counts, 5, &min, &len, &total));
    assert_int_equal(total, 1296);
    assert_int_equal(counts[3] + counts[4], 1296 * 5 / 16);
    /* Long Dark Sea: "A dice roll is successful if it shows at least 1 Success
     * symbol." Raid die: 4 of 6 faces show one, so 1 - (1/3)^2 on two. */
    tab_id two_raid[2] = {d.raid, d.raid};
    tab_dice_term success = {d.success, 1};
    assert_ok(tab_dice_at_least(g, two_raid, 2, &success, 1, 1, &p));
    assert_true(fabs(p - 8.0 / 9.0) < 1e-15);
    tab_game_free(g);
}

static void distribution_buffers_and_limits(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_id d6;
    assert_ok(tab_dice_numeric(g, 6, &d6));
    tab_id dice[30];
    for (int i = 0; i < 30; i++)
        dice[i] = d6;
    tab_dice_term value = {TAB_DICE_VALUE, 1};
    int64_t min;
    uint32_t len;
    /* Sizing, then a buffer too small, then the allocated form. */
    assert_ok(tab_dice_dist(g, dice, 10, &value, 1, NULL, 0, &min, &len));
    assert_int_equal(min, 10);
    assert_int_equal(len, 51);
    double small[50];
    assert_int_equal(tab_dice_dist(g, dice, 10, &value, 1, small, 50, &min, &len), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "a buffer of 50 is too small for 51 values"));
    assert_int_equal(len, 51);
    double *p;
    assert_ok(tab_dice_dist_new(g, dice, 10, &value, 1, &p, &min, &len));
    double sum = 0;
    for (uint32_t k = 0; k < len; k++)
        sum += p[k];
    assert_true(fabs(sum - 1.0) < 1e-12);
    assert_true(fabs(p[25] - 4395456.0 / 60466176.0) < 1e-15); /* P(35) on 10d6 */
    tab_dice_dist_free(g, p, len);
    tab_dice_dist_free(g, NULL, 0);

    /* 6^24 outcomes fit in 64 bits; 6^25 do not. */
    uint64_t total;
    assert_ok(tab_dice_dist_exact(g, dice, 24, &value, 1, NULL, 0, &min, &len, &total));
    assert_int_equal(total, 4738381338321616896u);
    assert_int_equal(tab_dice_dist_exact(g, dice, 25, &value, 1, NULL, 0, &min, &len, &total),
                     TAB_EINVAL);
    assert_true(has(tab_game_error(g), "more than 2^64 - 1 outcomes"));
    assert_ok(tab_dice_dist_new(g, dice, 30, &value, 1, &p, &min, &len));
    tab_dice_dist_free(g, p, len);

    tab_die_face wide[2] = {face0(-TAB_DICE_MAX_NUMBER), face0(TAB_DICE_MAX_NUMBER)};
    tab_id w;
    assert_ok(tab_dice_new(g, A(g, "wide"), wide, 2, &w));
    tab_id wides[3] = {w, w, w};
    assert_int_equal(tab_dice_dist(g, wides, 3, &value, 1, NULL, 0, &min, &len), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "spans more than"));

    tab_dice_term bad = {12345, 1};
    assert_int_equal(tab_dice_dist(g, dice, 2, &bad, 1, NULL, 0, &min, &len), TAB_EINVAL);
    bad = (tab_dice_term){TAB_DICE_VALUE, TAB_DICE_MAX_NUMBER + 1};
    assert_int_equal(tab_dice_dist(g, dice, 2, &bad, 1, NULL, 0, &min, &len), TAB_EINVAL);
    assert_int_equal(tab_dice_dist(g, dice, 2, &value, 0, NULL, 0, &min, &len), TAB_EINVAL);
    assert_int_equal(tab_dice_dist(g, dice, 2, NULL, 1, NULL, 0, &min, &len), TAB_EMISUSE);
    assert_int_equal(tab_dice_dist(g, NULL, 2, &value, 1, NULL, 0, &min, &len), TAB_EMISUSE);
    assert_int_equal(tab_dice_dist(g, dice, 2, &value, 1, NULL, 5, &min, &len), TAB_EMISUSE);
    tab_id not_dice[2] = {d6, 999};
    assert_int_equal(tab_dice_dist(g, not_dice, 2, &value, 1, NULL, 0, &min, &len), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "999 is not a die type"));
    assert_int_equal(tab_dice_at_least(g, dice, 2, &value, 1, 3, NULL), TAB_EMISUSE);
    assert_int_equal(tab_dice_dist_new(g, dice, 2, &value, 1, NULL, &min, &len), TAB_EMISUSE);
    tab_game_free(g);
}

/* ---- Randomness -------------------------------------------------------------------- */

/* 10^6 rolls of a d6 (1000 rolls of a pool of 1000) on a fixed seed. With 5
 * degrees of freedom, chi-square exceeds 20.515 with probability 0.001 for a
 * fair die; the seed is fixed, so this either always passes or always fails. */
static void a_d6_is_fair(void **state)
{
    (void)state;
    tab_game *g = new_game(20240601);
    tab_id pool;
    assert_ok(tab_dice_pool_notation(g, "1000d6", &pool));
    uint64_t seen[6] = {0};
    for (int r = 0; r < 1000; r++) {
        assert_ok(tab_dice_pool_roll(g, pool, A(g, "fair")));
        for (uint32_t i = 0; i < 1000; i++) {
            int32_t face;
            assert_ok(tab_dice_pool_die(g, pool, i, NULL, &face));
            assert_true(face >= 0 && face < 6);
            seen[face]++;
        }
    }
    double chi2 = 0, expect = 1e6 / 6;
    for (int f = 0; f < 6; f++)
        chi2 += (seen[f] - expect) * (seen[f] - expect) / expect;
    if (chi2 >= 20.515)
        fail_msg("chi-square %.3f over 10^6 d6 rolls", chi2);
    tab_game_free(g);
}

static uint64_t scripted_game(uint64_t seed, int32_t *faces)
{
    tab_game *g = new_game(seed);
    dice_set d;
    define_dice(g, &d);
    tab_id dice[5] = {d.hero, d.purple, d.raid, d.loot_die, d.action}, pool;
    assert_ok(tab_dice_pool_new(g, dice, 5, &pool));
    int32_t forced[2] = {1, 1};
    assert_ok(tab_dice_force(g, A(g, "s"), forced, 2));
    assert_ok(tab_dice_pool_roll(g, pool, 0));
    uint32_t idx[2] = {4, 1};
    assert_ok(tab_dice_pool_reroll(g, pool, idx, 2, A(g, "s")));
    assert_ok(tab_dice_pool_add(g, pool, dice, 3, A(g, "t")));
    assert_ok(tab_dice_pool_reroll(g, pool, idx, 2, 0));
    faces_of(g, pool, faces);
    uint64_t h = hash_of(g);
    /* Save and load keep it all. */
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    tab_game *copy = new_game(0);
    assert_ok(tab_game_load_buffer(copy, buf, len));
    tab_game_free_buffer(g, buf, len);
    assert_int_equal(hash_of(copy), h);
    assert_int_equal(tab_dice_pool_size(copy, pool), 8);
    tab_game_free(copy);
    tab_game_free(g);
    return h;
}

static void same_seed_same_state(void **state)
{
    (void)state;
    int32_t a[8], b[8], c[8];
    uint64_t ha = scripted_game(42, a), hb = scripted_game(42, b), hc = scripted_game(43, c);
    assert_int_equal(ha, hb);
    assert_memory_equal(a, b, sizeof a);
    assert_int_not_equal(ha, hc);

    /* Restoring a snapshot restores the stream: the same roll again. */
    tab_game *g = new_game(5);
    tab_id pool;
    assert_ok(tab_dice_pool_notation(g, "8d10", &pool));
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(g, &snap));
    assert_ok(tab_dice_pool_roll(g, pool, 0));
    int32_t first[8], second[8];
    faces_of(g, pool, first);
    assert_ok(tab_game_restore(g, snap));
    assert_ok(tab_dice_pool_roll(g, pool, 0));
    faces_of(g, pool, second);
    assert_memory_equal(first, second, sizeof first);
    tab_snapshot_free(snap);
    tab_game_free(g);
}

/* ---- Misuse and out of memory ---------------------------------------------------------- */

static void misuse_is_an_error_not_a_crash(void **state)
{
    (void)state;
    tab_id id;
    int64_t v;
    int32_t f = 0;
    double p;
    uint32_t len;
    uint64_t total;
    tab_die_face face = face0(1);
    tab_dice_term t = {TAB_DICE_VALUE, 1};
    assert_int_equal(tab_dice_new(NULL, 1, &face, 1, &id), TAB_EMISUSE);
    assert_int_equal(tab_dice_numeric(NULL, 6, &id), TAB_EMISUSE);
    assert_int_equal(tab_dice_find(NULL, 1), TAB_ID_NONE);
    assert_int_equal(tab_dice_faces(NULL, 1), 0);
    assert_int_equal(tab_dice_face(NULL, 1, 0, &face), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_new(NULL, NULL, 0, &id), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_notation(NULL, "d6", &id), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_free(NULL, 1), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_roll(NULL, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_reroll(NULL, 1, NULL, 0, 0), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_add(NULL, 1, NULL, 0, 0), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_size(NULL, 1), 0);
    assert_false(tab_dice_pool_rolled(NULL, 1));
    assert_int_equal(tab_dice_pool_modifier(NULL, 1), 0);
    assert_int_equal(tab_dice_pool_die(NULL, 1, 0, &id, &f), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_count(NULL, 1, 0, &v), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_score(NULL, 1, &t, 1, &v), TAB_EMISUSE);
    assert_int_equal(tab_dice_force(NULL, 0, &f, 1), TAB_EMISUSE);
    assert_int_equal(tab_dice_forced(NULL, 0), 0);
    assert_int_equal(tab_dice_force_clear(NULL, 0), TAB_EMISUSE);
    assert_int_equal(tab_dice_dist(NULL, NULL, 0, &t, 1, NULL, 0, &v, &len), TAB_EMISUSE);
    assert_int_equal(tab_dice_dist_new(NULL, NULL, 0, &t, 1, NULL, &v, &len), TAB_EMISUSE);
    assert_int_equal(tab_dice_dist_exact(NULL, NULL, 0, &t, 1, NULL, 0, &v, &len, &total),
                     TAB_EMISUSE);
    assert_int_equal(tab_dice_at_least(NULL, NULL, 0, &t, 1, 0, &p), TAB_EMISUSE);
    tab_dice_dist_free(NULL, NULL, 0);

    tab_game *g = new_game(1);
    dice_set d;
    define_dice(g, &d);
    tab_id pool;
    assert_ok(tab_dice_pool_new(g, &d.hero, 1, &pool));
    uint64_t h = hash_of(g);
    /* Ids of the wrong kind, or of nothing. */
    assert_int_equal(tab_dice_pool_roll(g, d.hero, 0), TAB_ENOTFOUND);
    assert_true(has(tab_game_error(g), "is not a dice pool"));
    assert_int_equal(tab_dice_pool_roll(g, 9999, 0), TAB_ENOTFOUND);
    assert_int_equal(tab_dice_pool_free(g, d.hero), TAB_ENOTFOUND);
    assert_int_equal(tab_dice_pool_count(g, 9999, d.hit, &v), TAB_ENOTFOUND);
    assert_int_equal(tab_dice_pool_count(g, pool, 54321, &v), TAB_EINVAL);
    assert_int_equal(tab_dice_pool_count(g, pool, d.hit, NULL), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_score(g, pool, NULL, 1, &v), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_die(g, pool, 1, &id, &f), TAB_ENOTFOUND);
    assert_int_equal(tab_dice_faces(g, pool), 0);
    assert_int_equal(tab_dice_face(g, pool, 0, &face), TAB_ENOTFOUND);
    assert_int_equal(tab_dice_face(g, d.hero, 0, NULL), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_size(g, d.hero), 0);
    assert_int_equal(tab_dice_pool_new(g, &pool, 1, &id), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "is not a die type"));
    assert_int_equal(tab_dice_pool_new(g, NULL, 1, &id), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_new(g, &d.hero, 1, NULL), TAB_EMISUSE);
    assert_int_equal(tab_dice_pool_new(g, &d.hero, TAB_DICE_MAX_POOL + 1, &id), TAB_EINVAL);
    assert_int_equal(tab_dice_pool_roll(g, pool, 77777), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "stream 77777 is not an atom"));
    assert_int_equal(tab_dice_new(g, A(g, "z"), NULL, 1, &id), TAB_EMISUSE);
    assert_int_equal(tab_dice_numeric(g, 6, NULL), TAB_EMISUSE);
    assert_int_equal(hash_of(g), h);

    /* A die type freed under a pool: the pool refuses, cleanly. */
    tab_id doomed;
    tab_die_face one = face1(d.hit, 1);
    assert_ok(tab_dice_new(g, A(g, "doomed"), &one, 1, &doomed));
    assert_ok(tab_dice_pool_add(g, pool, &doomed, 1, 0));
    assert_ok(tab_dice_pool_roll(g, pool, 0));
    assert_ok(tab_entity_free(g, doomed));
    assert_int_equal(tab_dice_pool_roll(g, pool, 0), TAB_EINVAL);
    assert_int_equal(tab_dice_pool_count(g, pool, d.hit, &v), TAB_EINVAL);

    /* A script that rewrites a die's arrays gets errors, never a bad read. */
    int32_t garbage[7] = {0, 5, 99, -3, 2, 2, 2};
    assert_ok(tab_entity_set_array(g, d.hero, A(g, "dice.start"), TAB_VINT, garbage, 7));
    tab_id hp;
    assert_ok(tab_dice_pool_new(g, &d.hero, 1, &hp));
    int32_t zero = 0;
    assert_ok(tab_dice_force(g, 0, &zero, 1));
    assert_ok(tab_dice_pool_roll(g, hp, 0));
    assert_int_equal(tab_dice_pool_count(g, hp, d.hit, &v), TAB_EINVAL);
    assert_true(has(tab_game_error(g), "malformed"));
    tab_id h1 = d.hero;
    assert_int_equal(tab_dice_dist(g, &h1, 1, &t, 1, NULL, 0, &v, &len), TAB_EINVAL);
    assert_int_equal(tab_dice_face(g, d.hero, 0, &face), TAB_EINVAL);
    assert_ok(tab_entity_set_array(g, hp, A(g, "dice.pool.dice"), TAB_VINT, garbage, 3));
    assert_int_equal(tab_dice_pool_roll(g, hp, 0), TAB_EINVAL);
    assert_int_equal(tab_dice_pool_size(g, hp), 0);
    tab_game_free(g);
}

/* Drives op on a game whose allocator fails at the 1st, 2nd, ... allocation
 * until op succeeds; each failure must be a clean TAB_ENOMEM that leaves the
 * state as it was. cmocka's allocator catches any leak. */
typedef tab_status (*oom_op)(tab_game *g, const dice_set *d, tab_id *out);

static void oom_sweep(oom_op setup, oom_op op)
{
    test_allocator a = {0};
    tab_game *g = tab_game_new(test_alloc, &a, 77);
    assert_non_null(g);
    dice_set d;
    define_dice(g, &d);
    tab_id pool = 0;
    if (setup)
        assert_ok(setup(g, &d, &pool));
    uint64_t h = hash_of(g);
    uint32_t ents = tab_entity_count(g), zones = tab_zone_count(g);
    uint64_t end = tab_event_end(g);
    int failures = 0;
    for (long at = 1;; at++) {
        a.count = 0;
        a.fail_at = at;
        tab_id out = pool;
        tab_status s = op(g, &d, &out);
        a.fail_at = 0;
        if (s == TAB_OK)
            break;
        assert_int_equal(s, TAB_ENOMEM);
        assert_int_equal(hash_of(g), h);
        assert_int_equal(tab_entity_count(g), ents);
        assert_int_equal(tab_zone_count(g), zones);
        assert_int_equal(tab_event_end(g), end);
        failures++;
        assert_true(at < 1000);
    }
    assert_true(failures > 0);
    assert_int_not_equal(hash_of(g), h);
    tab_game_free(g);
}

static tab_status op_pool_new(tab_game *g, const dice_set *d, tab_id *out)
{
    tab_id dice[5] = {d->hero, d->hero, d->purple, d->raid, d->action};
    tab_status s = tab_dice_pool_new(g, dice, 5, out);
    if (s == TAB_OK)
        assert_int_equal(tab_dice_pool_size(g, *out), 5);
    return s;
}

static tab_status op_notation(tab_game *g, const dice_set *d, tab_id *out)
{
    (void)d;
    tab_status s = tab_dice_pool_notation(g, "2d6+1d8+1d12-3", out);
    if (s == TAB_OK)
        assert_int_equal(tab_dice_pool_size(g, *out), 4);
    return s;
}

static tab_status op_die_new(tab_game *g, const dice_set *d, tab_id *out)
{
    tab_die_face f[3] = {face1(d->hit, 1), face2(d->hit, 2, d->tide, 1), face0(0)};
    return tab_dice_new(g, tab_atom_find(g, "fresh"), f, 3, out);
}

/* Names are interned before the sweep: atoms are not state, and a failed
 * interning would be an error of another kind. */
static tab_status setup_names(tab_game *g, const dice_set *d, tab_id *out)
{
    (void)d, (void)out;
    return tab_atom_of(g, "fresh") && tab_atom_of(g, "forced") ? TAB_OK : TAB_ENOMEM;
}

static tab_status op_force(tab_game *g, const dice_set *d, tab_id *out)
{
    (void)d, (void)out;
    int32_t faces[3] = {1, 2, 3};
    return tab_dice_force(g, tab_atom_find(g, "forced"), faces, 3);
}

static tab_status op_add(tab_game *g, const dice_set *d, tab_id *out)
{
    /* Enough dice that the pool's array must grow. */
    tab_id more[300];
    for (int i = 0; i < 300; i++)
        more[i] = i % 2 ? d->yellow : d->hero;
    return tab_dice_pool_add(g, *out, more, 300, 0);
}

static tab_status setup_rolled(tab_game *g, const dice_set *d, tab_id *out)
{
    tab_status s = tab_dice_pool_new(g, &d->hero, 1, out);
    int32_t f = 1;
    if (s == TAB_OK)
        s = tab_dice_pool_roll(g, *out, 0);
    /* A queue already there, so forcing more grows its array. */
    if (s == TAB_OK)
        s = tab_dice_force(g, tab_atom_of(g, "forced"), &f, 1);
    return s;
}

/* The first roll on a stream creates it: the one allocation a roll makes,
 * when the streams' array is full (32 streams: a power of two). */
static tab_status setup_unrolled(tab_game *g, const dice_set *d, tab_id *out)
{
    tab_id dice[3] = {d->hero, d->action, d->raid};
    tab_status s = tab_dice_pool_new(g, dice, 3, out);
    for (int i = 0; s == TAB_OK && i < 32; i++) {
        char name[16];
        snprintf(name, sizeof name, "stream%d", i);
        s = tab_dice_pool_roll(g, *out, tab_atom_of(g, name));
    }
    return s == TAB_OK && tab_atom_of(g, "new stream") ? s : TAB_ENOMEM;
}

static tab_status op_roll(tab_game *g, const dice_set *d, tab_id *out)
{
    (void)d;
    return tab_dice_pool_roll(g, *out, tab_atom_find(g, "new stream"));
}

static void out_of_memory_leaves_the_state_alone(void **state)
{
    (void)state;
    oom_sweep(NULL, op_pool_new);
    oom_sweep(NULL, op_notation);
    oom_sweep(setup_names, op_die_new);
    oom_sweep(setup_names, op_force);
    oom_sweep(setup_rolled, op_force);
    oom_sweep(setup_rolled, op_add);
    oom_sweep(setup_unrolled, op_roll);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(die_types_keep_their_faces),
        cmocka_unit_test(bad_faces_are_refused),
        cmocka_unit_test(rolls_are_events_and_counts_add_up),
        cmocka_unit_test(rerolls_any_number_of_times_final_counts),
        cmocka_unit_test(dice_join_before_or_after_the_roll),
        cmocka_unit_test(coralbug_rolls_one_hit_on_the_danger_die),
        cmocka_unit_test(dragon_tides_advantage),
        cmocka_unit_test(long_dark_sea_exploration),
        cmocka_unit_test(forced_faces_come_before_the_generator),
        cmocka_unit_test(a_forced_face_the_die_lacks_is_an_error),
        cmocka_unit_test(notation_makes_numeric_pools),
        cmocka_unit_test(bad_notation_names_the_character),
        cmocka_unit_test(distributions_match_brute_force),
        cmocka_unit_test(at_least_three_hits_on_four_hero_dice),
        cmocka_unit_test(distribution_buffers_and_limits),
        cmocka_unit_test(a_d6_is_fair),
        cmocka_unit_test(same_seed_same_state),
        cmocka_unit_test(misuse_is_an_error_not_a_crash),
        cmocka_unit_test(out_of_memory_leaves_the_state_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
