/* test_profile.c - the content profiler: samples land on the example duel's
 * own steps and functions and add up, phases are entered where the runtime
 * does that work, profiling changes nothing a game does, the samples are
 * deterministic, and misuse and out of memory are reported. */
#include "testutil.h"

#define SCENARIO "duel/classic"

static tab_game *duel(uint64_t seed)
{
    tab_game *g = new_game(seed);
    assert_int_equal(tab_game_add_root(g, TABULA_SOURCE_ROOT), TAB_OK);
    assert_int_equal(tab_game_add_root(g, TABULA_SOURCE_ROOT "/examples/new-scenario"), TAB_OK);
    assert_int_equal(tab_game_start(g, SCENARIO, 2), TAB_OK);
    return g;
}

/* Plays g to its end with bot in both seats; returns the answers given and
 * the final hash in *hash. */
static uint32_t play(tab_game *g, const char *bot, uint64_t *hash)
{
    tab_status s;
    uint32_t answers = 0;
    while ((s = tab_game_run(g)) == TAB_DECISION) {
        const tab_decision *d = tab_game_decision(g);
        int player = tab_decision_player(d, 0);
        uint32_t picks[8], n;
        assert_int_equal(tab_game_bot(g, bot, player, 42 + answers, picks, 8, &n), TAB_OK);
        assert_int_equal(tab_game_answer_as(g, player, picks, n), TAB_OK);
        answers++;
    }
    assert_int_equal(s, TAB_DONE);
    assert_int_equal(tab_game_hash(g, hash), TAB_OK);
    return answers;
}

static const tab_profile_entry *find(const tab_profile *p, tab_profile_table t, const char *name,
                                     int line, tab_profile_entry *out)
{
    for (uint32_t i = 0; i < tab_profile_count(p, t); i++) {
        assert_int_equal(tab_profile_entry_at(p, t, i, out), TAB_OK);
        if (t == TAB_PROFILE_STEPS ? strcmp(out->name, name) == 0
                                   : strstr(out->source, name) && (line < 0 || out->line == line))
            return out;
    }
    return NULL;
}

static uint64_t sum_self(const tab_profile *p, tab_profile_table t)
{
    uint64_t sum = 0;
    tab_profile_entry e;
    for (uint32_t i = 0; i < tab_profile_count(p, t); i++) {
        assert_int_equal(tab_profile_entry_at(p, t, i, &e), TAB_OK);
        assert_true(e.total >= e.self);
        sum += e.self;
    }
    return sum;
}

static void test_samples_name_the_duel(void **state)
{
    (void)state;
    tab_profile *p = tab_profile_new(test_alloc, NULL, 3);
    assert_non_null(p);
    tab_game *g = duel(7);
    assert_int_equal(tab_game_set_profile(g, p), TAB_OK);
    uint64_t hash;
    uint32_t answers = play(g, "random", &hash);
    assert_int_equal(tab_game_set_profile(g, NULL), TAB_OK);

    uint64_t samples = tab_profile_samples(p);
    assert_true(samples > 100);
    assert_int_equal(tab_profile_dropped(p), 0);
    assert_int_equal(tab_profile_interval(p), 3);
    /* Every sample is in exactly one function, one file and one step. */
    assert_int_equal(sum_self(p, TAB_PROFILE_FUNCTIONS), samples);
    assert_int_equal(sum_self(p, TAB_PROFILE_FILES), samples);
    assert_int_equal(sum_self(p, TAB_PROFILE_STEPS), samples);

    tab_profile_entry e;
    /* The duel's rounds: three per game, one decision each (resumed once
     * more to finish), and the helper hand() of rules.lua line 14. */
    assert_non_null(find(p, TAB_PROFILE_STEPS, "round", 0, &e));
    assert_true(e.self > 0);
    assert_int_equal(e.calls, 6);
    assert_true(e.self_ns > 0);
    assert_non_null(find(p, TAB_PROFILE_STEPS, "setup", 0, &e));
    assert_int_equal(e.calls, 1);
    assert_non_null(find(p, TAB_PROFILE_FUNCTIONS, "duel/rules.lua", 14, &e));
    assert_true(e.self > 0);
    assert_non_null(find(p, TAB_PROFILE_FUNCTIONS, "duel/rules.lua", 38, &e)); /* step "round" */
    assert_true(e.total > e.self); /* it calls hand() and the kernel through the prelude */
    assert_non_null(find(p, TAB_PROFILE_FILES, "duel/rules.lua", -1, &e));
    assert_true(e.total > samples / 2);

    /* The phases were entered where the runtime does that work. */
    uint64_t ns, count;
    assert_int_equal(tab_profile_phase_time(p, TAB_PROFILE_ANSWER_LOG, &ns, &count), TAB_OK);
    assert_int_equal(count, answers);
    assert_int_equal(tab_profile_phase_time(p, TAB_PROFILE_BOT, NULL, &count), TAB_OK);
    assert_int_equal(count, answers);
    assert_int_equal(tab_profile_phase_time(p, TAB_PROFILE_CHECKPOINT, NULL, &count), TAB_OK);
    assert_int_equal(count, 5); /* setup, three rounds, final */
    assert_int_equal(tab_profile_phase_time(p, TAB_PROFILE_RULES, &ns, &count), TAB_OK);
    assert_int_equal(count, 5 + 3);
    assert_true(ns > 0);
    assert_int_equal(tab_profile_phase_time(p, TAB_PROFILE_BOT_LUA, NULL, &count), TAB_OK);
    assert_int_equal(count, 0); /* random is built in */
    assert_string_equal(tab_profile_phase_name(TAB_PROFILE_CHECKPOINT), "checkpoint");

    tab_game_free(g);
    tab_profile_free(p);
}

static void test_profiling_changes_nothing(void **state)
{
    (void)state;
    uint64_t plain, profiled, again;
    tab_game *g = duel(11);
    play(g, "random", &plain);
    tab_game_free(g);

    tab_profile *p = tab_profile_new(test_alloc, NULL, 1), *q = tab_profile_new(test_alloc, NULL, 1);
    g = duel(11);
    tab_game_set_profile(g, p);
    play(g, "random", &profiled);
    tab_game_free(g); /* freeing the game detaches */
    g = duel(11);
    tab_game_set_profile(g, q);
    play(g, "random", &again);
    tab_game_free(g);
    assert_int_equal(plain, profiled);
    assert_int_equal(plain, again);
    /* Samples are deterministic; times are not. */
    assert_int_equal(tab_profile_samples(p), tab_profile_samples(q));
    assert_int_equal(tab_profile_count(p, TAB_PROFILE_FUNCTIONS),
                     tab_profile_count(q, TAB_PROFILE_FUNCTIONS));
    tab_profile_reset(p);
    assert_int_equal(tab_profile_samples(p), 0);
    assert_int_equal(tab_profile_count(p, TAB_PROFILE_FUNCTIONS), 0);
    tab_profile_free(p);
    tab_profile_free(q);
}

static void test_misuse(void **state)
{
    (void)state;
    tab_profile_free(NULL);
    tab_profile_reset(NULL);
    assert_int_equal(tab_game_set_profile(NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_profile_samples(NULL), 0);
    assert_int_equal(tab_profile_count(NULL, TAB_PROFILE_STEPS), 0);
    tab_profile *p = tab_profile_new(test_alloc, NULL, 0);
    assert_int_equal(tab_profile_interval(p), TAB_PROFILE_DEFAULT_INTERVAL);
    tab_profile_entry e;
    assert_int_equal(tab_profile_entry_at(p, TAB_PROFILE_FUNCTIONS, 0, &e), TAB_ENOTFOUND);
    assert_int_equal(tab_profile_entry_at(p, (tab_profile_table)7, 0, &e), TAB_ENOTFOUND);
    assert_int_equal(tab_profile_entry_at(NULL, TAB_PROFILE_FUNCTIONS, 0, &e), TAB_EMISUSE);
    assert_int_equal(tab_profile_phase_time(p, TAB_PROFILE_PHASE_COUNT, NULL, NULL), TAB_EINVAL);
    assert_int_equal(tab_profile_phase_time(NULL, TAB_PROFILE_RULES, NULL, NULL), TAB_EMISUSE);
    assert_string_equal(tab_profile_phase_name((tab_profile_phase)99), "?");
    tab_profile_free(p);
}

/* Out of memory in the profile drops samples, never fails the game. */
static void test_out_of_memory(void **state)
{
    (void)state;
    test_allocator a = {0, 0, 0};
    tab_profile *p = tab_profile_new(test_alloc, &a, 1);
    assert_non_null(p);
    a.fail_at = a.count + 4; /* the first tables grow, then no more */
    tab_game *g = duel(3);
    tab_game_set_profile(g, p);
    uint64_t hash;
    play(g, "random", &hash);
    tab_game_free(g);
    assert_true(tab_profile_dropped(p) > 0);
    a.fail_at = 0;
    tab_profile_free(p);
    a.count = 0;
    a.fail_at = 1;
    assert_null(tab_profile_new(test_alloc, &a, 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_samples_name_the_duel),
        cmocka_unit_test(test_profiling_changes_nothing),
        cmocka_unit_test(test_misuse),
        cmocka_unit_test(test_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
