/* test_search.c - the search bots: a malformed spec is refused naming what
 * is wrong; mcts wins won Nim positions against a perfect player and never
 * loses tic-tac-toe to random moves; the same seed and budget give the
 * same choice and statistics; every kind of pick is answered well; and
 * ismcts is honest: in Dragon Tides, Long
 * Dark Sea and Tidal Blades it chooses the same, with the same statistics,
 * in two positions that differ only in what the deciding player cannot
 * see. */
#include <stdlib.h>

#include "testutil.h"

/* Games of many searches use the C library's allocator: cmocka's, which
 * checks for leaks, costs more than the searches (ASan checks leaks). */
static tab_game *fast_game(uint64_t seed)
{
    tab_game *g = tab_game_new(NULL, NULL, seed);
    assert_non_null(g);
    return g;
}

/* g started on a scenario of the test fixtures. */
static tab_game *fixture_in(tab_game *g, const char *scenario, const char *heaps, int players)
{
    assert_int_equal(tab_game_add_root(g, TABULA_SOURCE_ROOT "/test/fixtures"), TAB_OK);
    if (heaps)
        assert_int_equal(tab_game_set_option(g, "heaps", heaps), TAB_OK);
    assert_int_equal(tab_game_start(g, scenario, players), TAB_OK);
    return g;
}

static tab_game *fixture(const char *scenario, const char *heaps, uint64_t seed)
{
    return fixture_in(fast_game(seed), scenario, heaps, 2);
}

static tab_game *seed_game(const char *scenario, int players, uint64_t seed)
{
    tab_game *g = fast_game(seed);
    assert_int_equal(tab_game_add_root(g, TABULA_SOURCE_ROOT), TAB_OK);
    assert_int_equal(tab_game_set_answer_hashes(g, 0), TAB_OK);
    assert_int_equal(tab_game_start(g, scenario, players), TAB_OK);
    return g;
}

/* One answer of bot for the first player asked. */
static void bot_move(tab_game *g, const char *bot, uint64_t seed)
{
    const tab_decision *d = tab_game_decision(g);
    int player = tab_decision_player(d, 0);
    uint32_t picks[64], n;
    tab_status s = tab_game_bot(g, bot, player, seed, picks, 64, &n);
    if (s != TAB_OK)
        fail_msg("%s: %s", bot, tab_game_error(g));
    assert_int_equal(tab_game_answer_as(g, player, picks, n), TAB_OK);
}

/* Plays g to the end with seats[p] for player p; returns the winner (-1:
 * none). */
static int play(tab_game *g, const char *const seats[2], uint64_t seed)
{
    tab_status s;
    while ((s = tab_game_run(g)) == TAB_DECISION)
        bot_move(g, seats[tab_decision_player(tab_game_decision(g), 0)], seed++);
    assert_int_equal(s, TAB_DONE);
    return tab_game_result_won(g, 0) ? 0 : tab_game_result_won(g, 1) ? 1 : -1;
}

static void test_bad_specs(void **state)
{
    (void)state;
    tab_game *g = fixture_in(new_game(1), "nim/classic", NULL, 2);
    static const struct {
        const char *spec, *says;
    } bad[] = {
        {"mcts:iteration=5", "unknown option 'iteration'"},
        {"mcts:iterations=0", "iterations=0 is out of range"},
        {"mcts:iterations=12x", "iterations=12x is out of range"},
        {"ismcts:c=-1", "c=-1 is out of range"},
        {"mcts:rollout=smart", "rollout=smart: no such bot"},
        {"mcts:rollout=mcts", "rollout=mcts is out of range"},
        {"ismcts:depth=5", "has none"},
        {"mcts:iterations=5,iterations=6", "given twice"},
        {"mcts:", "nothing after ':'"},
        {"mcts:iterations", "not an option=value"},
        {"mctss", "no bot named 'mctss'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        tab_search *s = (tab_search *)1;
        assert_int_equal(tab_search_new(g, bad[i].spec, &s), TAB_EINVAL);
        assert_null(s);
        if (!strstr(tab_game_error(g), bad[i].says))
            fail_msg("%s: '%s' does not say '%s'", bad[i].spec, tab_game_error(g), bad[i].says);
        assert_int_equal(tab_game_bot_check(g, bad[i].spec), TAB_EINVAL);
    }
    assert_int_equal(tab_game_bot_check(g, "mcts:iterations=10,c=0.5,rollout=perfect"), TAB_OK);
    assert_int_equal(tab_game_bot_check(g, "perfect"), TAB_OK);
    /* And a bad spec given to tab_game_bot is an error of that call. */
    assert_int_equal(tab_game_run(g), TAB_DECISION);
    uint32_t picks[4], n;
    assert_int_equal(tab_game_bot(g, "ismcts:budget=3", 0, 1, picks, 4, &n), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "unknown option 'budget'"));
    tab_game_free(g);
}

/* From a won Nim position (heaps XOR to non-zero), a modest search wins
 * every game against the perfect player, who wins whenever given the
 * chance. */
static void test_nim_wins(void **state)
{
    (void)state;
    static const char *const heaps[] = {"2,3", "1,2,4", "1,1,3"};
    static const char *const bots[] = {"mcts:iterations=800", "ismcts:iterations=800"};
    for (int b = 0; b < 2; b++) {
        for (int h = 0; h < 3; h++) {
            for (uint64_t seed = 1; seed <= 4; seed++) {
                tab_game *g = fixture("nim/classic", heaps[h], seed);
                const char *seats[2] = {bots[b], "perfect"};
                if (play(g, seats, seed * 100) != 0)
                    fail_msg("%s lost Nim %s (seed %llu)", bots[b], heaps[h],
                             (unsigned long long)seed);
                tab_game_free(g);
            }
        }
    }
}

/* Three of six, any number of five, two of four in order: the search
 * answers each kind validly (an answer a rule refuses would fail the game)
 * and far better than chance. */
static void test_every_pick_kind(void **state)
{
    (void)state;
    static const char *const bots[] = {"mcts:iterations=300", "ismcts:iterations=300,c=0.5"};
    for (int b = 0; b < 2; b++) {
        int64_t total = 0;
        for (uint64_t seed = 1; seed <= 6; seed++) {
            tab_game *g = fixture_in(fast_game(seed), "picks/all", NULL, 1);
            tab_status s;
            while ((s = tab_game_run(g)) == TAB_DECISION)
                bot_move(g, bots[b], seed);
            assert_int_equal(s, TAB_DONE);
            total += tab_game_result_score(g, 0);
            tab_game_free(g);
        }
        if (total < 6 * 15) /* random picks score about 9 a game, the best 29 */
            fail_msg("%s scored %lld in 6 games", bots[b], (long long)total);
    }
}

/* How many tic-tac-toe games: 200 when run with "long" (suite search),
 * 20 in the unit suite, which also runs under the sanitizers. */
static uint64_t tictactoe_games = 20;

/* Tic-tac-toe is a draw with perfect play: a search must never lose, in
 * either seat, over 200 games against random moves. */
static void test_tictactoe_never_loses(void **state)
{
    (void)state;
    int wins = 0;
    for (uint64_t game = 0; game < tictactoe_games; game++) {
        int seat = (int)(game % 2);
        tab_game *g = fixture("tic-tac-toe/classic", NULL, game + 1);
        const char *seats[2];
        seats[seat] = "mcts:iterations=1000";
        seats[1 - seat] = "random";
        int winner = play(g, seats, game * 1000);
        if (winner == 1 - seat)
            fail_msg("mcts lost tic-tac-toe game %llu in seat %d", (unsigned long long)game, seat);
        wins += winner == seat;
        tab_game_free(g);
    }
    assert_true(wins > (int)tictactoe_games * 3 / 4); /* random moves give many chances */
}

/* The choice and statistics of a search on g's decision. */
typedef struct choice {
    uint32_t picks[16], n, iterations, count;
    uint32_t visits[64];
    double mean[64];
} choice;

static choice search(tab_game *g, const char *spec, int player, uint64_t seed)
{
    choice c;
    memset(&c, 0, sizeof c);
    tab_status s = tab_game_bot(g, spec, player, seed, c.picks, 16, &c.n);
    if (s != TAB_OK)
        fail_msg("%s: %s", spec, tab_game_error(g));
    const tab_search_stat *st;
    c.count = tab_game_bot_stats(g, &st, &c.iterations);
    for (uint32_t i = 0; i < c.count && i < 64; i++) {
        assert_int_equal(st[i].option, i);
        c.visits[i] = st[i].visits;
        c.mean[i] = st[i].mean;
    }
    return c;
}

static void assert_same_choice(const choice *a, const choice *b, const char *what)
{
    if (a->n != b->n || memcmp(a->picks, b->picks, a->n * sizeof *a->picks) != 0 ||
        a->count != b->count || a->iterations != b->iterations ||
        memcmp(a->visits, b->visits, sizeof a->visits) != 0 ||
        memcmp(a->mean, b->mean, sizeof a->mean) != 0)
        fail_msg("%s: the choices or their statistics differ", what);
}

/* Each iteration of a one-pick decision tries exactly one option of the
 * deciding player at the root; the same seed and budget give the same
 * search, and the statistics say what was chosen. */
static void test_deterministic_and_counted(void **state)
{
    (void)state;
    tab_game *a = fixture("tic-tac-toe/classic", NULL, 5), *b = fixture("tic-tac-toe/classic", NULL, 5);
    assert_int_equal(tab_game_run(a), TAB_DECISION);
    assert_int_equal(tab_game_run(b), TAB_DECISION);
    choice x = search(a, "mcts:iterations=300", 0, 77), y = search(b, "mcts:iterations=300", 0, 77);
    assert_same_choice(&x, &y, "two games, one seed");
    choice z = search(a, "mcts:iterations=300", 0, 77);
    assert_same_choice(&x, &z, "the same game asked again");
    assert_int_equal(x.iterations, 300);
    assert_int_equal(x.count, 9);
    uint32_t sum = 0, most = 0;
    for (uint32_t i = 0; i < x.count; i++) {
        sum += x.visits[i];
        most = x.visits[i] > x.visits[most] ? i : most;
    }
    assert_int_equal(sum, 300);
    assert_int_equal(x.picks[0], most);
    /* Another bot's answer leaves no statistics behind. */
    uint32_t picks[4], n;
    assert_int_equal(tab_game_bot(a, "random", 0, 1, picks, 4, &n), TAB_OK);
    assert_int_equal(tab_game_bot_stats(a, NULL, NULL), 0);
    tab_game_free(a);
    tab_game_free(b);
}

/* Whether a and b show the same (kind and back) and differ in a face. */
static int faces_differ(tab_game *g, tab_id a, tab_id b, const tab_atom *keys, uint32_t n,
                        tab_atom back)
{
    tab_value x, y;
    if (tab_entity_kind(g, a) != tab_entity_kind(g, b))
        return 0;
    if (back != TAB_ATOM_NONE) {
        assert_int_equal(tab_entity_get(g, a, back, &x), TAB_OK);
        assert_int_equal(tab_entity_get(g, b, back, &y), TAB_OK);
        if (x.type != y.type || memcmp(&x.as, &y.as, sizeof x.as) != 0)
            return 0;
    }
    for (uint32_t k = 0; k < n; k++) {
        assert_int_equal(tab_entity_get(g, a, keys[k], &x), TAB_OK);
        assert_int_equal(tab_entity_get(g, b, keys[k], &y), TAB_OK);
        if (x.type != y.type || memcmp(&x.as, &y.as, sizeof x.as) != 0)
            return 1;
    }
    return 0;
}

/* In a pool that trades faces (tab_pool_set_faces): two entities player
 * cannot see, of one kind and back, swap faces (which face-down card lies
 * where); returns whether it found two. */
static int swap_faces(tab_game *g, int player)
{
    tab_id hidden[512];
    uint32_t n = 0;
    for (tab_zone z = 1; z <= tab_zone_count(g); z++) {
        tab_view_level level;
        assert_int_equal(tab_view_zone_level(g, z, player, &level), TAB_OK);
        tab_atom keys[TAB_POOL_MAX_FACES], back;
        uint32_t nkeys = tab_pool_faces(g, tab_zone_pool(g, z), keys, TAB_POOL_MAX_FACES, &back);
        if (level != TAB_VIEW_SIZE || nkeys == 0)
            continue;
        for (uint32_t i = 0; i < tab_zone_size(g, z) && n < 512; i++) {
            tab_id b = tab_zone_at(g, z, i);
            for (uint32_t j = 0; j < n; j++) {
                tab_id a = hidden[j];
                if (tab_zone_pool(g, tab_zone_of(g, a, NULL)) != tab_zone_pool(g, z) ||
                    !faces_differ(g, a, b, keys, nkeys, back))
                    continue;
                for (uint32_t k = 0; k < nkeys; k++) {
                    tab_value x, y;
                    assert_int_equal(tab_entity_get(g, a, keys[k], &x), TAB_OK);
                    assert_int_equal(tab_entity_get(g, b, keys[k], &y), TAB_OK);
                    assert_int_equal(tab_entity_set(g, a, keys[k], y), TAB_OK);
                    assert_int_equal(tab_entity_set(g, b, keys[k], x), TAB_OK);
                }
                return 1;
            }
            hidden[n++] = b;
        }
    }
    return 0;
}

/* Swaps the faces of two hidden entities of a pool that trades faces (a
 * face-down card on a sector and one in the deck), else the first two
 * entities of the first zone player knows only the size of that holds two
 * (a face-down deck's order, another's hand), or, across two such zones of
 * one pool, their top entities (which card is in which); returns whether
 * it found any. */
static int hide_differently(tab_game *g, int player)
{
    if (swap_faces(g, player))
        return 1;
    for (tab_zone z = 1; z <= tab_zone_count(g); z++) {
        tab_view_level level;
        assert_int_equal(tab_view_zone_level(g, z, player, &level), TAB_OK);
        if (level != TAB_VIEW_SIZE || tab_zone_size(g, z) == 0)
            continue;
        for (tab_zone y = z + 1; y <= tab_zone_count(g); y++) {
            tab_view_level other;
            assert_int_equal(tab_view_zone_level(g, y, player, &other), TAB_OK);
            if (other == TAB_VIEW_SIZE && tab_zone_size(g, y) > 0 &&
                tab_zone_pool(g, z) != TAB_ATOM_NONE && tab_zone_pool(g, y) == tab_zone_pool(g, z) &&
                tab_entity_kind(g, tab_zone_at(g, z, 0)) == tab_entity_kind(g, tab_zone_at(g, y, 0))) {
                tab_id a = tab_zone_at(g, z, 0), b = tab_zone_at(g, y, 0);
                assert_int_equal(tab_zone_insert(g, y, a, 0), TAB_OK);
                assert_int_equal(tab_zone_insert(g, z, b, 0), TAB_OK);
                return 1;
            }
        }
        if (tab_zone_size(g, z) >= 2 && tab_zone_at(g, z, 0) != tab_zone_at(g, z, 1)) {
            assert_int_equal(tab_zone_insert(g, z, tab_zone_at(g, z, 1), 0), TAB_OK);
            return 1;
        }
    }
    return 0;
}

/* Whether g and other wait on the same decision for the same player with
 * the same number of options. */
static int same_decision(tab_game *g, tab_game *other)
{
    const tab_decision *a = tab_game_decision(g), *b = tab_game_decision(other);
    return a && b && tab_decision_player(a, 0) == tab_decision_player(b, 0) &&
           tab_decision_option_count(a) == tab_decision_option_count(b) &&
           strcmp(tab_decision_prompt(a), tab_decision_prompt(b)) == 0;
}

/* A seed game played with random moves; now and then a copy of it whose
 * hidden part is arranged otherwise goes along with the same answers. A
 * change a host makes while a rule waits is not part of the position (a
 * copy replays from the last checkpoint), so the two are compared at a
 * later decision, once a copy of the changed game keeps the change: there,
 * where the deciding player cannot tell them apart, ismcts must choose the
 * same with the same statistics. */
static void honest_in(const char *scenario, int players, const char *spec, int positions)
{
    tab_game *g = seed_game(scenario, players, 3), *other = seed_game(scenario, players, 99),
             *probe = seed_game(scenario, players, 98);
    int checked = 0, along = 0;
    for (uint32_t k = 0; checked < positions && k < 2000; k++) {
        tab_status s = tab_game_run(g);
        if (s == TAB_DONE)
            break;
        assert_int_equal(s, TAB_DECISION);
        if (along && (tab_game_run(other) != TAB_DECISION || !same_decision(g, other)))
            along = 0; /* the change showed and the games went apart */
        int player = tab_decision_player(tab_game_decision(g), 0);
        uint64_t seen, seen_other, state, state_other, copied;
        if (along && tab_decision_option_count(tab_game_decision(g)) > 1) {
            assert_int_equal(tab_view_hash(g, player, &seen), TAB_OK);
            assert_int_equal(tab_view_hash(other, player, &seen_other), TAB_OK);
            assert_int_equal(tab_game_hash(g, &state), TAB_OK);
            assert_int_equal(tab_game_hash(other, &state_other), TAB_OK);
            assert_int_equal(tab_game_copy(probe, other), TAB_OK);
            assert_int_equal(tab_game_hash(probe, &copied), TAB_OK);
            if (seen == seen_other && state != state_other && copied == state_other) {
                choice a = search(g, spec, player, 1000 + k), b = search(other, spec, player, 1000 + k);
                char what[128];
                snprintf(what, sizeof what, "%s, decision %u of player %d", scenario, k, player);
                assert_same_choice(&a, &b, what);
                checked++;
                along = 0;
            }
        }
        if (!along && k % 5 == 2) {
            assert_int_equal(tab_game_copy(other, g), TAB_OK);
            along = hide_differently(other, player);
        }
        uint32_t picks[64], n;
        assert_int_equal(tab_game_bot(g, "random", player, k, picks, 64, &n), TAB_OK);
        if (along)
            assert_int_equal(tab_game_answer_as(other, player, picks, n), TAB_OK);
        assert_int_equal(tab_game_answer_as(g, player, picks, n), TAB_OK);
    }
    if (checked < positions)
        fail_msg("%s: only %d positions with hidden information were checked", scenario, checked);
    tab_game_free(g);
    tab_game_free(other);
    tab_game_free(probe);
}

static void test_ismcts_honest_dragon_tides(void **state)
{
    (void)state;
    honest_in("dragon-tides/dojo", 2, "ismcts:iterations=6,rollout=heuristic,depth=6", 4);
}

static void test_ismcts_honest_long_dark_sea(void **state)
{
    (void)state;
    honest_in("long-dark-sea/act1", 2, "ismcts:iterations=6,rollout=random,depth=8", 3);
}

static void test_ismcts_honest_tidal_blades(void **state)
{
    (void)state;
    honest_in("tidal-blades/first-fight", 2, "ismcts:iterations=6,rollout=random,depth=8", 3);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "long") == 0)
        tictactoe_games = 200;
    if (getenv("TEST_FILTER"))
        cmocka_set_test_filter(getenv("TEST_FILTER"));
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_specs),
        cmocka_unit_test(test_nim_wins),
        cmocka_unit_test(test_tictactoe_never_loses),
        cmocka_unit_test(test_every_pick_kind),
        cmocka_unit_test(test_deterministic_and_counted),
        cmocka_unit_test(test_ismcts_honest_dragon_tides),
        cmocka_unit_test(test_ismcts_honest_long_dark_sea),
        cmocka_unit_test(test_ismcts_honest_tidal_blades),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
