/* test_bag.c - bags: the Tidal Blades 2 reward bag (contents, refill, draw
 * distribution), the Long Dark Sea Nemesis bag, order independence, misuse,
 * out of memory and determinism. */
#include "testutil.h"

#include "core.h" /* to fill the property pool to the brim */

/* Tidal Blades 2 setup: "The bag should contain 4 Fruit, 4 Spirit, 4 Focus,
 * 3 Double Spirit, and 3 Double Focus." */
static const char *const reward_kinds[5] = {"fruit", "spirit", "focus", "double-spirit",
                                            "double-focus"};
static const int reward_counts[5] = {4, 4, 4, 3, 3};

typedef struct rewards {
    tab_game *g;
    tab_zone bag_zone, used, map;
    tab_id bag;
    tab_id token[18];
} rewards;

static void setup_rewards(rewards *r, tab_game *g, tab_bag_refill_policy refill)
{
    memset(r, 0, sizeof *r);
    r->g = g;
    assert_ok(tab_zone_new(g, A(g, "reward-bag"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &r->bag_zone));
    assert_ok(tab_zone_new(g, A(g, "rewards-used"), TAB_NO_PLAYER, TAB_SEE_ALL, &r->used));
    assert_ok(tab_zone_new(g, A(g, "map"), TAB_NO_PLAYER, TAB_SEE_ALL, &r->map));
    assert_ok(tab_bag_new(g, r->bag_zone, r->used, refill, &r->bag));
    int n = 0;
    for (int k = 0; k < 5; k++)
        for (int i = 0; i < reward_counts[k]; i++) {
            assert_ok(tab_entity_new(g, A(g, reward_kinds[k]), &r->token[n]));
            assert_ok(tab_bag_put(g, r->bag, r->token[n]));
            n++;
        }
}

static int count_events(tab_game *g, uint64_t mark, tab_atom kind)
{
    int n = 0;
    for (uint64_t s = mark; s < tab_event_end(g); s++) {
        tab_event e;
        assert_ok(tab_event_get(g, s, &e));
        n += e.kind == kind;
    }
    return n;
}

static tab_event last_event(tab_game *g, tab_atom kind)
{
    for (uint64_t s = tab_event_end(g); s-- > tab_event_begin(g);) {
        tab_event e;
        assert_ok(tab_event_get(g, s, &e));
        if (e.kind == kind)
            return e;
    }
    fail_msg("no event '%s'", tab_atom_str(g, kind));
    return (tab_event){0};
}

static void assert_sorted(tab_game *g, tab_zone z)
{
    for (uint32_t i = 1; i < tab_zone_size(g, z); i++)
        assert_true(tab_zone_at(g, z, i - 1) < tab_zone_at(g, z, i));
}

static void test_reward_bag(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    rewards r;
    setup_rewards(&r, g, TAB_BAG_REFILL_DISCARD);
    assert_int_equal(tab_bag_size(g, r.bag), 18);
    for (int k = 0; k < 5; k++)
        assert_int_equal(tab_bag_count(g, r.bag, A(g, reward_kinds[k])), reward_counts[k]);
    tab_zone zone, discard;
    tab_bag_refill_policy refill;
    assert_ok(tab_bag_info(g, r.bag, &zone, &discard, &refill));
    assert_int_equal(zone, r.bag_zone);
    assert_int_equal(discard, r.used);
    assert_int_equal(refill, TAB_BAG_REFILL_DISCARD);
    assert_sorted(g, r.bag_zone);
    /* Putting a token already in the bag changes nothing. */
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_bag_put(g, r.bag, r.token[3]));
    assert_int_equal(tab_event_end(g), mark);

    /* "Draw a token from the enemy reward bag to place in the hex they
     * occupied": 18 draws give 18 different tokens. */
    int seen[18] = {0};
    for (int i = 0; i < 18; i++) {
        tab_id t;
        assert_ok(tab_bag_draw(g, r.bag, TAB_ZONE_NONE, 0, &t));
        tab_event e = last_event(g, TAB_EV_BAG_DRAW);
        assert_int_equal(e.subject, t);
        assert_int_equal(e.a[0], r.bag);
        assert_int_equal(e.a[1], TAB_ZONE_NONE);
        assert_int_equal(e.a[2], 17 - i);
        assert_int_equal(tab_zone_of(g, t, NULL), TAB_ZONE_NONE);
        for (int j = 0; j < 18; j++)
            seen[j] += r.token[j] == t;
    }
    for (int j = 0; j < 18; j++)
        assert_int_equal(seen[j], 1);
    uint64_t h = hash_of(g);
    assert_int_equal(tab_bag_draw(g, r.bag, r.map, 0, NULL), TAB_EEMPTY);
    assert_non_null(strstr(tab_game_error(g), "its discard 'rewards-used' are empty"));
    assert_int_equal(hash_of(g), h);
    tab_game_free(g);
}

/* Tidal Blades 2: "(If the reward bag is empty, shuffle all discarded
 * rewards back into the bag.)" */
static void test_refill_from_discard(void **state)
{
    (void)state;
    tab_game *g = new_game(2);
    rewards r;
    setup_rewards(&r, g, TAB_BAG_REFILL_DISCARD);
    for (int i = 0; i < 18; i++) {
        tab_id t;
        assert_ok(tab_bag_draw(g, r.bag, r.map, TAB_ZONE_END, &t));
        if (i < 5)
            assert_ok(tab_bag_discard(g, r.bag, t)); /* picked up and spent */
    }
    assert_int_equal(tab_bag_size(g, r.bag), 0);
    assert_int_equal(tab_zone_size(g, r.used), 5);
    uint64_t mark = tab_event_end(g);
    tab_id t;
    assert_ok(tab_bag_draw(g, r.bag, r.map, 0, &t));
    assert_int_equal(count_events(g, mark, TAB_EV_BAG_REFILL), 1);
    tab_event e = last_event(g, TAB_EV_BAG_REFILL);
    assert_int_equal(e.subject, r.bag);
    assert_int_equal(e.a[0], r.bag_zone);
    assert_int_equal(e.a[1], r.used);
    assert_int_equal(e.a[2], 5);
    assert_int_equal(tab_bag_size(g, r.bag), 4);
    assert_int_equal(tab_zone_size(g, r.used), 0);
    assert_sorted(g, r.bag_zone);
    /* Drawing straight into the discard, with an index a refill would spoil. */
    assert_ok(tab_bag_discard(g, r.bag, t));
    for (int i = 0; i < 4; i++)
        assert_ok(tab_bag_draw(g, r.bag, r.used, TAB_ZONE_END, NULL));
    uint64_t h = hash_of(g);
    assert_int_equal(tab_bag_draw(g, r.bag, r.used, 3, NULL), TAB_EINVAL);
    assert_int_equal(hash_of(g), h);
    assert_ok(tab_bag_draw(g, r.bag, r.used, 0, NULL));
    assert_int_equal(tab_zone_size(g, r.used), 1);
    assert_int_equal(tab_bag_size(g, r.bag), 4);
    /* An explicit refill, whatever is left in the bag. */
    assert_ok(tab_bag_refill(g, r.bag));
    assert_int_equal(tab_bag_size(g, r.bag), 5);
    assert_sorted(g, r.bag_zone);
    tab_game_free(g);
}

static void test_refill_none(void **state)
{
    (void)state;
    tab_game *g = new_game(3);
    rewards r;
    setup_rewards(&r, g, TAB_BAG_REFILL_NONE);
    for (int i = 0; i < 18; i++)
        assert_ok(tab_bag_draw(g, r.bag, r.used, 0, NULL));
    assert_int_equal(tab_bag_draw(g, r.bag, r.map, 0, NULL), TAB_EEMPTY);
    assert_non_null(strstr(tab_game_error(g), "is empty and never refills"));
    assert_int_equal(tab_zone_size(g, r.used), 18);
    /* Refilling by hand still works. */
    assert_ok(tab_bag_refill(g, r.bag));
    assert_int_equal(tab_bag_size(g, r.bag), 18);
    tab_game_free(g);
}

/* Draws with replacement from the reward bag, seed fixed: each kind and each
 * token turns up in proportion (chi-square below the 0.1% critical value). */
static void test_distribution(void **state)
{
    (void)state;
    tab_game *g = new_game(4);
    rewards r;
    setup_rewards(&r, g, TAB_BAG_REFILL_NONE);
    enum { DRAWS = 36000 };
    long by_kind[5] = {0}, by_token[18] = {0};
    for (int i = 0; i < DRAWS; i++) {
        tab_id t;
        assert_ok(tab_bag_draw(g, r.bag, r.map, 0, &t));
        for (int j = 0; j < 18; j++)
            by_token[j] += r.token[j] == t;
        for (int k = 0; k < 5; k++)
            by_kind[k] += tab_entity_kind(g, t) == A(g, reward_kinds[k]);
        assert_ok(tab_bag_put(g, r.bag, t));
    }
    double chi_kind = 0, chi_token = 0;
    for (int k = 0; k < 5; k++) {
        double want = DRAWS * reward_counts[k] / 18.0, d = (double)by_kind[k] - want;
        chi_kind += d * d / want;
    }
    for (int j = 0; j < 18; j++) {
        double want = DRAWS / 18.0, d = (double)by_token[j] - want;
        chi_token += d * d / want;
    }
    assert_true(chi_kind < 18.47);  /* 4 degrees of freedom */
    assert_true(chi_token < 40.79); /* 17 degrees of freedom */
    /* And not suspiciously perfect either: a draw that cycled through the
     * tokens would give 0. */
    assert_true(chi_token > 1.0);
    tab_game_free(g);
}

/* Long Dark Sea, Pirate Turn: "place all Character tokens into the Nemesis
 * bag. Then draw tokens at random, one by one. When a player's token is
 * revealed, that player chooses to take their turn or pass; if they pass,
 * remove their token. Once all tokens have been revealed, reshuffle only the
 * tokens that were not removed to begin a new round." */
static void test_nemesis_bag(void **state)
{
    (void)state;
    tab_game *g = new_game(5);
    tab_zone bz, revealed;
    tab_id bag, tok[4];
    assert_ok(tab_zone_new(g, A(g, "nemesis"), TAB_NO_PLAYER, TAB_SEE_UNORDERED, &bz));
    assert_ok(tab_zone_new(g, A(g, "revealed"), TAB_NO_PLAYER, TAB_SEE_ALL, &revealed));
    assert_ok(tab_bag_new(g, bz, revealed, TAB_BAG_REFILL_DISCARD, &bag));
    for (int p = 0; p < 4; p++) {
        assert_ok(tab_entity_new(g, A(g, "character-token"), &tok[p]));
        assert_ok(tab_entity_set(g, tok[p], A(g, "player"), tab_int(p)));
        assert_ok(tab_bag_put(g, bag, tok[p]));
    }
    /* Round 1: everyone revealed; the player of the second token revealed
     * passes and their token is removed. */
    tab_id passed = TAB_ID_NONE;
    for (int i = 0; i < 4; i++) {
        tab_id t;
        assert_ok(tab_bag_draw(g, bag, revealed, TAB_ZONE_END, &t));
        if (i == 1) {
            passed = t;
            assert_ok(tab_deck_retire(g, t));
        }
    }
    assert_int_equal(tab_bag_size(g, bag), 0);
    assert_int_equal(tab_zone_size(g, revealed), 3);
    /* Round 2 begins with the three left. */
    for (int i = 0; i < 3; i++) {
        tab_id t;
        assert_ok(tab_bag_draw(g, bag, revealed, TAB_ZONE_END, &t));
        assert_int_not_equal(t, passed);
    }
    assert_int_equal(tab_zone_of(g, passed, NULL), tab_deck_retired_zone(g));
    tab_game_free(g);
}

/* A bag has no order: the same tokens put in a different order, or found in
 * the zone unsorted when the bag is made, are the same state. */
static void test_no_order(void **state)
{
    (void)state;
    uint64_t h[3];
    tab_id first[3];
    for (int run = 0; run < 3; run++) {
        tab_game *g = new_game(6);
        tab_zone z;
        tab_id tok[6], bag;
        assert_ok(tab_zone_new(g, A(g, "bag"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &z));
        for (int i = 0; i < 6; i++)
            assert_ok(tab_entity_new(g, A(g, "token"), &tok[i]));
        if (run == 2) {
            const int order[6] = {4, 1, 5, 0, 3, 2};
            for (int i = 0; i < 6; i++)
                assert_ok(tab_zone_insert(g, z, tok[order[i]], TAB_ZONE_END));
        }
        assert_ok(tab_bag_new(g, z, TAB_ZONE_NONE, TAB_BAG_REFILL_NONE, &bag));
        if (run == 0)
            for (int i = 0; i < 6; i++)
                assert_ok(tab_bag_put(g, bag, tok[i]));
        if (run == 1)
            for (int i = 5; i >= 0; i--)
                assert_ok(tab_bag_put(g, bag, tok[i]));
        assert_sorted(g, z);
        assert_int_equal(tab_zone_size(g, z), 6);
        h[run] = hash_of(g);
        assert_ok(tab_bag_draw(g, bag, TAB_ZONE_NONE, 0, &first[run]));
        tab_game_free(g);
    }
    assert_int_equal(h[0], h[1]);
    assert_int_equal(h[0], h[2]);
    assert_int_equal(first[0], first[1]);
    assert_int_equal(first[0], first[2]);
}

static void test_streams(void **state)
{
    (void)state;
    tab_id seq[3][6];
    for (int run = 0; run < 3; run++) {
        tab_game *g = new_game(7);
        rewards r;
        setup_rewards(&r, g, TAB_BAG_REFILL_NONE);
        if (run == 1) {
            uint64_t v;
            assert_ok(tab_rng_u64(g, TAB_ATOM_NONE, &v)); /* a die rolled elsewhere */
        }
        if (run == 2)
            assert_ok(tab_bag_set_stream(g, r.bag, A(g, "other")));
        for (int i = 0; i < 6; i++)
            assert_ok(tab_bag_draw(g, r.bag, r.map, TAB_ZONE_END, &seq[run][i]));
        tab_game_free(g);
    }
    assert_memory_equal(seq[0], seq[1], sizeof seq[0]);
    assert_memory_not_equal(seq[0], seq[2], sizeof seq[0]);
}

static void test_misuse(void **state)
{
    (void)state;
    tab_id id;
    assert_int_equal(tab_bag_new(NULL, 1, 0, TAB_BAG_REFILL_NONE, &id), TAB_EMISUSE);
    assert_int_equal(tab_bag_info(NULL, 1, NULL, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_bag_set_stream(NULL, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_bag_put(NULL, 1, 2), TAB_EMISUSE);
    assert_int_equal(tab_bag_discard(NULL, 1, 2), TAB_EMISUSE);
    assert_int_equal(tab_bag_draw(NULL, 1, 0, 0, &id), TAB_EMISUSE);
    assert_int_equal(tab_bag_refill(NULL, 1), TAB_EMISUSE);
    assert_int_equal(tab_bag_size(NULL, 1), 0);
    assert_int_equal(tab_bag_count(NULL, 1, 1), 0);

    tab_game *g = new_game(8);
    rewards r;
    setup_rewards(&r, g, TAB_BAG_REFILL_DISCARD);
    tab_zone other, solo;
    assert_ok(tab_zone_new(g, A(g, "other"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &other));
    assert_ok(tab_zone_new(g, A(g, "solo"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &solo));
    assert_int_equal(tab_bag_new(g, other, 0, TAB_BAG_REFILL_NONE, NULL), TAB_EMISUSE);
    assert_int_equal(tab_bag_new(g, 99, 0, TAB_BAG_REFILL_NONE, &id), TAB_ENOTFOUND);
    assert_int_equal(tab_bag_new(g, other, 99, TAB_BAG_REFILL_NONE, &id), TAB_ENOTFOUND);
    assert_int_equal(tab_bag_new(g, other, other, TAB_BAG_REFILL_NONE, &id), TAB_EINVAL);
    assert_int_equal(tab_bag_new(g, other, 0, (tab_bag_refill_policy)3, &id), TAB_EINVAL);
    assert_int_equal(tab_bag_new(g, other, 0, TAB_BAG_REFILL_DISCARD, &id), TAB_EINVAL);
    assert_int_equal(tab_bag_new(g, r.bag_zone, 0, TAB_BAG_REFILL_NONE, &id), TAB_EINVAL);
    assert_int_equal(tab_bag_new(g, other, r.used, TAB_BAG_REFILL_NONE, &id), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "already belongs"));
    tab_id solo_bag;
    assert_ok(tab_bag_new(g, solo, 0, TAB_BAG_REFILL_NONE, &solo_bag));
    assert_int_equal(tab_bag_discard(g, solo_bag, r.token[0]), TAB_EINVAL);
    assert_int_equal(tab_bag_refill(g, solo_bag), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "no discard zone"));

    const tab_id bad[] = {0, 9999, r.token[0]};
    const tab_status want[] = {TAB_ENOTFOUND, TAB_ENOTFOUND, TAB_EINVAL};
    for (int i = 0; i < 3; i++) {
        assert_int_equal(tab_bag_info(g, bad[i], NULL, NULL, NULL), want[i]);
        assert_int_equal(tab_bag_put(g, bad[i], r.token[1]), want[i]);
        assert_int_equal(tab_bag_discard(g, bad[i], r.token[1]), want[i]);
        assert_int_equal(tab_bag_draw(g, bad[i], r.map, 0, &id), want[i]);
        assert_int_equal(tab_bag_refill(g, bad[i]), want[i]);
        assert_int_equal(tab_bag_set_stream(g, bad[i], 0), want[i]);
        assert_int_equal(tab_bag_size(g, bad[i]), 0);
    }
    assert_non_null(strstr(tab_game_error(g), "not a bag"));
    assert_int_equal(tab_bag_put(g, r.bag, 9999), TAB_ENOTFOUND);
    assert_int_equal(tab_bag_put(g, r.bag, solo_bag), TAB_EINVAL);
    assert_int_equal(tab_bag_draw(g, r.bag, r.bag_zone, 0, &id), TAB_EINVAL);
    assert_int_equal(tab_bag_draw(g, r.bag, 99, 0, &id), TAB_ENOTFOUND);
    assert_int_equal(tab_bag_draw(g, r.bag, r.map, 5, &id), TAB_EINVAL);
    assert_int_equal(tab_bag_set_stream(g, r.bag, 9999), TAB_EINVAL);
    assert_ok(tab_entity_set(g, r.bag, A(g, "bag.stream"), tab_int(3)));
    assert_int_equal(tab_bag_draw(g, r.bag, r.map, 0, &id), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "bad bag.* properties"));
    tab_game_free(g);
}

typedef tab_status (*op_fn)(rewards *r);

static tab_status op_new(rewards *r)
{
    tab_id b;
    tab_status s = tab_bag_new(r->g, tab_zone_find(r->g, tab_atom_find(r->g, "spare")),
                               TAB_ZONE_NONE, TAB_BAG_REFILL_NONE, &b);
    if (s == TAB_OK) /* a whole bag, not one missing properties */
        assert_ok(tab_bag_info(r->g, b, NULL, NULL, NULL));
    return s;
}

static tab_status op_put(rewards *r)
{
    return tab_bag_put(r->g, r->bag, r->token[0]);
}

static tab_status op_discard(rewards *r)
{
    return tab_bag_discard(r->g, r->bag, r->token[1]);
}

static tab_status op_draw_refill(rewards *r)
{
    return tab_bag_draw(r->g, r->bag, r->map, 0, NULL);
}

static tab_status op_refill(rewards *r)
{
    return tab_bag_refill(r->g, r->bag);
}

/* Fills the property pool (and the entity-list pool when items) with little
 * entities and zones until a new list no longer fits in them, so the next
 * list that grows must allocate. */
static void fill_pools(tab_game *g, int items)
{
    tab_atom k = A(g, "filler");
    char name[32];
    for (int i = 0; g->st.props.cap - g->st.props.len >= 4 ||
                    (items && g->st.items.cap - g->st.items.len >= 4); i++) {
        tab_id e;
        tab_zone z;
        assert_ok(tab_entity_new(g, k, &e));
        assert_ok(tab_entity_set(g, e, k, tab_int(1)));
        if (items && g->st.items.cap - g->st.items.len >= 4) {
            snprintf(name, sizeof name, "filler.%d", i);
            assert_ok(tab_zone_new(g, A(g, name), TAB_NO_PLAYER, TAB_SEE_ALL, &z));
            assert_ok(tab_zone_insert(g, z, e, 0));
        }
    }
}

enum layout {
    PLAIN,     /* room to spare */
    FULL_POOL, /* the property pool full */
    TIGHT      /* the bag's list holds 4 at most, 8 wait in the discard, pools full */
};

static tab_status op_reveal_refill(rewards *r)
{
    return tab_bag_draw(r->g, r->bag, TAB_ZONE_NONE, 0, NULL);
}

/* Runs op with the k-th next allocation failing, k = 1, 2, ... until it
 * succeeds; each failure must be a clean TAB_ENOMEM that changes nothing.
 * Returns how many failures there were. */
static long oom_sweep(op_fn op, enum layout layout)
{
    test_allocator a = {0};
    tab_game *g = tab_game_new(test_alloc, &a, 9);
    assert_non_null(g);
    rewards r;
    if (layout != TIGHT) {
        setup_rewards(&r, g, TAB_BAG_REFILL_DISCARD);
        /* Everything out of the bag: three spent, the rest on the map. */
        for (int i = 0; i < 18; i++)
            assert_ok(i < 3 ? tab_bag_discard(g, r.bag, r.token[i])
                            : tab_zone_insert(g, r.map, r.token[i], 0));
    } else {
        memset(&r, 0, sizeof r);
        r.g = g;
        assert_ok(tab_zone_new(g, A(g, "small-bag"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &r.bag_zone));
        assert_ok(tab_zone_new(g, A(g, "used"), TAB_NO_PLAYER, TAB_SEE_ALL, &r.used));
        assert_ok(tab_zone_new(g, A(g, "map"), TAB_NO_PLAYER, TAB_SEE_ALL, &r.map));
        assert_ok(tab_bag_new(g, r.bag_zone, r.used, TAB_BAG_REFILL_DISCARD, &r.bag));
        for (int i = 0; i < 12; i++) {
            assert_ok(tab_entity_new(g, A(g, "token"), &r.token[i]));
            if (i < 4)
                assert_ok(tab_bag_put(g, r.bag, r.token[i]));
            assert_ok(tab_zone_insert(g, i < 4 ? r.map : r.used, r.token[i], TAB_ZONE_END));
        }
    }
    tab_zone spare;
    assert_ok(tab_zone_new(g, A(g, "spare"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &spare));
    if (layout != PLAIN)
        fill_pools(g, layout == TIGHT);
    tab_status s = TAB_ENOMEM;
    long k;
    for (k = 1; k < 500 && s == TAB_ENOMEM; k++) {
        uint64_t h = hash_of(g), mark = tab_event_end(g);
        a.fail_at = a.count + k;
        s = op(&r);
        a.fail_at = 0;
        if (s == TAB_ENOMEM) {
            assert_int_equal(hash_of(g), h);
            assert_int_equal(tab_event_end(g), mark);
        }
    }
    assert_ok(s);
    tab_game_free(g);
    return k - 2;
}

static void test_oom(void **state)
{
    (void)state;
    const op_fn ops[] = {op_new, op_put, op_discard, op_draw_refill, op_reveal_refill,
                         op_refill};
    long tight_failures = 0;
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
        oom_sweep(ops[i], PLAIN);
        tight_failures += oom_sweep(ops[i], TIGHT);
    }
    assert_true(tight_failures >= 4);
    /* A bag made when its properties need a bigger pool: whole or not at all. */
    assert_true(oom_sweep(op_new, FULL_POOL) >= 1);
}

static uint64_t play(uint64_t seed, tab_id seq[30])
{
    tab_game *g = new_game(seed);
    rewards r;
    setup_rewards(&r, g, TAB_BAG_REFILL_DISCARD);
    for (int i = 0; i < 30; i++) {
        assert_ok(tab_bag_draw(g, r.bag, r.map, 0, &seq[i]));
        if (i % 3)
            assert_ok(tab_bag_discard(g, r.bag, seq[i]));
    }
    uint64_t h = hash_of(g);
    tab_game_free(g);
    return h;
}

static void test_determinism(void **state)
{
    (void)state;
    tab_id a[30], b[30], c[30];
    uint64_t ha = play(10, a), hb = play(10, b), hc = play(11, c);
    assert_int_equal(ha, hb);
    assert_memory_equal(a, b, sizeof a);
    assert_int_not_equal(ha, hc);
    assert_memory_not_equal(a, c, sizeof a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reward_bag),
        cmocka_unit_test(test_refill_from_discard),
        cmocka_unit_test(test_refill_none),
        cmocka_unit_test(test_distribution),
        cmocka_unit_test(test_nemesis_bag),
        cmocka_unit_test(test_no_order),
        cmocka_unit_test(test_streams),
        cmocka_unit_test(test_misuse),
        cmocka_unit_test(test_oom),
        cmocka_unit_test(test_determinism),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
