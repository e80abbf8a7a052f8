/* test_determinize_games.c - determinization on every seed game: at a
 * sample of decisions of random-bot games, a copy determinized for the
 * deciding player keeps that player's view hash, sometimes changes the
 * state, lands on the same state as the plain copy determinized with the
 * same seed (the result depends only on the player's view), refuses to be
 * copied or saved mid-step, and plays on to the end. A pending decision
 * others answered is waited on again; the player's own answer stays. A
 * hidden entity that a visible one names by id must be in a pool that
 * trades faces (else a search would know it by where it lies), and two
 * positions that differ only in which hidden face lies where determinize
 * to the same state. */
#include <stdio.h>
#include <stdlib.h>

#include "testutil.h"

#define MAX_DECISIONS 4000 /* a game longer than this is cut (none is, at the seeds) */

static const struct seed_game {
    const char *scenario;
    int players;
    int hidden; /* hidden zones: determinizing must shuffle some */
    int pooled; /* pools: determinizing must deal some entity to another zone */
    int faced;  /* pools that trade faces: some positions must differ only in faces */
} games[] = {
    {"dragon-tides/dojo", 2, 1, 1, 0},
    {"long-dark-sea/act1", 2, 1, 1, 1}, /* face-down Raid cards on the line */
    {"spirit-island/standard", 2, 1, 1, 1}, /* the Invader Deck, by Stage */
    {"tidal-blades/first-fight", 2, 1, 1, 0},
    {"tile-tactics/skirmish", 2, 1, 0, 0},
};

static tab_game *start(const char *scenario, int players, uint64_t seed)
{
    tab_game *g = tab_game_new(NULL, NULL, seed);
    assert_non_null(g);
    assert_ok(tab_game_add_root(g, TABULA_SOURCE_ROOT));
    assert_ok(tab_game_set_answer_hashes(g, 0));
    if (tab_game_start(g, scenario, players) != TAB_OK)
        fail_msg("%s: %s", scenario, tab_game_error(g));
    return g;
}

static uint64_t view_of(tab_game *g, int player)
{
    uint64_t h;
    assert_ok(tab_view_hash(g, player, &h));
    return h;
}

/* One random answer for player; fails the test on an error. */
static void answer(tab_game *g, int player, uint64_t seed)
{
    uint32_t picks[64], n;
    if (tab_game_bot(g, "random", player, seed, picks, 64, &n) != TAB_OK ||
        tab_game_answer_as(g, player, picks, n) != TAB_OK)
        fail_msg("random bot: %s", tab_game_error(g));
}

/* Plays g to its end with random bots; returns the status it ends with. */
static tab_status play_out(tab_game *g, uint64_t seed)
{
    tab_status s;
    for (uint32_t i = 0; (s = tab_game_run(g)) == TAB_DECISION && i < MAX_DECISIONS; i++)
        answer(g, tab_decision_player(tab_game_decision(g), 0), seed + i);
    if (TAB_IS_ERROR(s))
        fail_msg("playing on: %s", tab_game_error(g));
    return s;
}

/* Visible entities whose properties name an entity player cannot see:
 * reported once per (kind, key) pair, and a failure unless that entity is
 * in a pool that trades faces. */
static void note_references(tab_game *g, int player, const char *scenario, char *seen,
                            size_t seen_size)
{
    for (tab_id e = tab_entity_next(g, 0, TAB_ATOM_NONE); e; e = tab_entity_next(g, e, TAB_ATOM_NONE)) {
        if (!tab_view_can_see(g, e, player))
            continue;
        uint32_t n = 0;
        tab_entity_prop_count(g, e, &n);
        for (uint32_t i = 0; i < n; i++) {
            tab_atom key;
            tab_value v;
            if (tab_entity_prop_at(g, e, i, &key, &v) != TAB_OK)
                continue;
            tab_id hidden = TAB_ID_NONE;
            if (v.type == TAB_VREF && tab_entity_exists(g, v.as.ref) &&
                !tab_view_can_see(g, v.as.ref, player))
                hidden = v.as.ref;
            if (v.type == TAB_VARRAY) {
                tab_vtype elem;
                const int32_t *vals;
                uint32_t len;
                if (tab_entity_get_array(g, e, key, &elem, &vals, &len) == TAB_OK && elem == TAB_VREF)
                    for (uint32_t j = 0; j < len && !hidden; j++)
                        if (tab_entity_exists(g, (tab_id)vals[j]) &&
                            !tab_view_can_see(g, (tab_id)vals[j], player))
                            hidden = (tab_id)vals[j];
            }
            if (!hidden)
                continue;
            char line[256];
            tab_atom name;
            tab_zone z = tab_zone_of(g, hidden, NULL);
            tab_zone_info(g, z, &name, NULL, NULL);
            snprintf(line, sizeof line, "%s: visible %s.%s names a hidden %s (in %s)\n", scenario,
                     tab_atom_str(g, tab_entity_kind(g, e)), tab_atom_str(g, key),
                     tab_atom_str(g, tab_entity_kind(g, hidden)), tab_atom_str(g, name));
            if (!strstr(seen, line) && strlen(seen) + strlen(line) < seen_size) {
                strcat(seen, line);
                printf("note: %s", line);
            }
            if (!tab_pool_faces(g, tab_zone_pool(g, z), NULL, 0, NULL))
                fail_msg("%s, which no pool with faces deals again: a search would know it "
                         "by where it lies", line);
        }
    }
}

typedef struct tally {
    int samples, changed, shuffled, dealt, faces, played_on, waited_again;
} tally;

/* How the zones of a differ from g's: *shuffled when some zone holds the
 * same entities in another order, *dealt when some entity changed zone. */
static void compare_zones(tab_game *g, tab_game *a, int *shuffled, int *dealt)
{
    for (tab_zone z = 1; z <= tab_zone_count(g); z++) {
        uint32_t n = tab_zone_size(g, z);
        for (uint32_t i = 0; i < n; i++) {
            tab_id e = tab_zone_at(a, z, i);
            if (e != tab_zone_at(g, z, i))
                *shuffled = 1;
            if (tab_zone_of(g, e, NULL) != z)
                *dealt = 1;
        }
    }
}

/* At the pending decision of g, for its deciding player p: the checks of
 * the file's comment, with copies a and b (games started on the scenario). */
static void check_position(tab_game *g, tab_game *a, tab_game *b, tab_game *c, uint64_t seed,
                           int play_on, tally *t)
{
    const tab_decision *d = tab_game_decision(g);
    int p = tab_decision_player(d, tab_decision_player_count(d) - 1);
    uint32_t pending = tab_decision_player_count(d), answers = tab_game_answer_count(g);
    uint64_t view = view_of(g, p), state = hash_of(g);

    assert_ok(tab_game_copy(a, g));
    assert_int_equal(hash_of(a), state);
    if (tab_game_determinize(a, p, seed) != TAB_OK)
        fail_msg("determinize: %s", tab_game_error(a));
    assert_int_equal(view_of(a, p), view);
    t->changed += hash_of(a) != state;
    t->samples++;
    int shuffled = 0, dealt = 0;
    compare_zones(g, a, &shuffled, &dealt);
    t->shuffled += shuffled;
    t->dealt += dealt;
    /* Others' answers are forgotten; the decision waits on them again. */
    const tab_decision *da = tab_game_decision(a);
    assert_non_null(da);
    if (tab_game_answer_count(a) < answers) {
        assert_true(tab_decision_player_count(da) > pending);
        t->waited_again++;
    }
    /* The copy's checkpoint is not its position: no copy, no save. */
    assert_int_equal(tab_game_copy(c, a), TAB_EMISUSE);
    assert_non_null(strstr(tab_game_error(c), "tab_game_determinize"));
    void *buf;
    size_t len;
    assert_int_equal(tab_game_save_buffer(a, &buf, &len), TAB_EMISUSE);

    /* The plain copy and the determinized one, determinized again with one
     * seed: the same state, since they look the same to p. */
    assert_ok(tab_game_copy(b, g));
    assert_ok(tab_game_determinize(b, p, seed ^ 0x5eed));
    assert_ok(tab_game_determinize(a, p, seed ^ 0x5eed));
    assert_int_equal(hash_of(a), hash_of(b));
    assert_int_equal(view_of(b, p), view);

    /* Which face-down face lies where: another position p cannot tell
     * apart, so the same state once determinized with one seed. */
    assert_ok(tab_game_copy(a, g));
    assert_ok(tab_game_copy(b, g));
    if (swap_hidden_faces(b, p)) {
        assert_int_equal(view_of(b, p), view);
        assert_int_not_equal(hash_of(a), hash_of(b));
        assert_ok(tab_game_determinize(a, p, seed));
        assert_ok(tab_game_determinize(b, p, seed));
        assert_int_equal(hash_of(a), hash_of(b));
        t->faces++;
    }

    if (play_on) {
        play_out(a, seed * 31);
        t->played_on++;
    }
}

/* A pending decision several players answer: all but one answer (the
 * position is then checked for the last, whose copy must wait on all of
 * them again). Returns one who answered, and how many did in *n. */
static int answer_all_but_one(tab_game *g, uint64_t seed, uint32_t *n)
{
    const tab_decision *d = tab_game_decision(g);
    int first = tab_decision_player(d, 0);
    for (*n = 0; tab_decision_player_count(d) > 1; (*n)++) {
        answer(g, tab_decision_player(d, 0), seed++);
        d = tab_game_decision(g);
    }
    return first;
}

/* Determinized for q, who has answered the pending decision with n-1
 * others: q's own answer stays, the others' are forgotten. */
static void own_answer_stays(tab_game *g, tab_game *b, int q, uint32_t n, uint64_t seed)
{
    uint32_t answers = tab_game_answer_count(g);
    uint32_t pending = tab_decision_player_count(tab_game_decision(g));
    assert_ok(tab_game_copy(b, g));
    assert_ok(tab_game_determinize(b, q, seed));
    assert_int_equal(tab_game_answer_count(b), answers - (n - 1));
    assert_int_equal(tab_decision_player_count(tab_game_decision(b)), pending + (n - 1));
    int player;
    assert_ok(tab_game_answer_at(b, tab_game_answer_count(b) - 1, &player, NULL, NULL));
    assert_int_equal(player, q);
    for (uint32_t i = 0; i < tab_decision_player_count(tab_game_decision(b)); i++)
        assert_int_not_equal(tab_decision_player(tab_game_decision(b), i), q);
}

static void every_seed_game(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof games / sizeof *games; i++) {
        const struct seed_game *sg = &games[i];
        tally t = {0, 0, 0, 0, 0, 0, 0};
        char seen[4096] = "";
        tab_game *a = start(sg->scenario, sg->players, 1);
        tab_game *b = start(sg->scenario, sg->players, 2);
        tab_game *c = start(sg->scenario, sg->players, 3);
        for (uint64_t game = 1; game <= 2; game++) {
            tab_game *g = start(sg->scenario, sg->players, 100 + game);
            tab_status s;
            uint32_t k = 0;
            while ((s = tab_game_run(g)) == TAB_DECISION && k < MAX_DECISIONS) {
                const tab_decision *d = tab_game_decision(g);
                int multi = tab_decision_player_count(d) > 1;
                /* Every 13th decision, and every one several answer. */
                if (k % 13 == 5 || multi) {
                    if (multi) {
                        uint32_t n;
                        int q = answer_all_but_one(g, 7000 + k, &n);
                        own_answer_stays(g, b, q, n, k);
                    }
                    note_references(g, tab_decision_player(tab_game_decision(g), 0),
                                    sg->scenario, seen, sizeof seen);
                    check_position(g, a, b, c, game * 1000 + k, t.played_on < 2, &t);
                }
                d = tab_game_decision(g);
                answer(g, tab_decision_player(d, 0), game * 100000 + k++);
            }
            if (TAB_IS_ERROR(s))
                fail_msg("%s: %s", sg->scenario, tab_game_error(g));
            tab_game_free(g);
        }
        printf("%s: %d positions: %d changed, %d with a zone shuffled, %d with an entity "
               "dealt to another zone, %d with hidden faces swapped; %d played on; %d waited "
               "again on answers\n", sg->scenario, t.samples, t.changed, t.shuffled, t.dealt,
               t.faces, t.played_on, t.waited_again);
        assert_true(t.samples > 0);
        assert_int_equal(t.changed, t.samples); /* the streams, at least */
        if (sg->hidden)
            assert_true(t.shuffled > 0);
        if (sg->pooled)
            assert_true(t.dealt > 0);
        if (sg->faced)
            assert_true(t.faces > 0);
        tab_game_free(a);
        tab_game_free(b);
        tab_game_free(c);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_seed_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
