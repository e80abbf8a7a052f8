/* make_seeds.c - the seed corpora of the save, game and replay harnesses,
 * made from the tree's games as they are now: a save or replay records the
 * hash of the rules it was made with, and one made with other rules is
 * refused before the decoder reads far, so committed seeds went stale with
 * every change of content (twice so far). scripts/fuzz runs this before
 * those targets; test/fuzz/<target>/ keeps only what must not change (the
 * regressions fuzzing found, an old replay format).
 *
 * Usage: make_seeds DIR   writes DIR/save, DIR/game and DIR/replay */
#include "fuzz.h"

#include <errno.h>

#include "../seed_games.h"


/* Plays on to the n-th decision of the game, spreading the picks over the
 * options (the first option alone ends some games at once); whether the
 * game waits on a decision there. */
static int play_to(tab_game *g, int *made, int n)
{
    for (; *made < n; ++*made) {
        if (tab_game_run(g) != TAB_DECISION)
            return 0;
        const tab_decision *d = tab_game_decision(g);
        uint32_t min, max, count = tab_decision_option_count(d), picks[64];
        tab_decision_picks(d, &min, &max, NULL);
        if (!count || min > 64)
            return 0;
        for (uint32_t k = 0; k < min; k++)
            picks[k] = k;
        if (min == 1)
            picks[0] = (uint32_t)(*made * 7) % count;
        if (tab_game_answer_as(g, tab_decision_player(d, 0), picks, min) != TAB_OK)
            return 0;
    }
    return tab_game_run(g) == TAB_DECISION;
}

static void save(tab_game *g, const char *dir, const char *target, const char *name,
                 const char *what)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/%s-%s.save", dir, target, name, what);
    if (tab_game_save(g, path) != TAB_OK) {
        fprintf(stderr, "make_seeds: %s: %s\n", path, tab_game_error(g));
        exit(1);
    }
}

static void make_dir(const char *dir, const char *sub)
{
    char path[4096];
    snprintf(path, sizeof path, "%s%s%s", dir, sub ? "/" : "", sub ? sub : "");
    if (mkdir(path, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "make_seeds: cannot make %s\n", path);
        exit(1);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fputs("usage: make_seeds DIR\n", stderr);
        return 2;
    }
    const char *dir = argv[1];
    make_dir(dir, NULL);
    make_dir(dir, "save");
    make_dir(dir, "game");
    make_dir(dir, "replay");
    for (size_t i = 0; i < SEED_GAMES; i++) {
        char name[128], *c;
        snprintf(name, sizeof name, "%s", seed_games[i].scenario);
        for (c = name; *c; c++)
            if (*c == '/')
                *c = '-';
        /* Saves: before the first step ran, and in the middle of the 3rd
         * and the 12th decision (the running-game target's too). */
        tab_game *g = fuzz_game(1);
        if (tab_game_start(g, seed_games[i].scenario, seed_games[i].players) != TAB_OK) {
            fprintf(stderr, "make_seeds: %s: %s\n", seed_games[i].scenario, tab_game_error(g));
            return 1;
        }
        save(g, dir, "save", name, "start");
        int made = 0;
        for (int at = 3; at <= 12; at += 9)
            if (play_to(g, &made, at)) {
                char what[8];
                snprintf(what, sizeof what, "%d", at);
                save(g, dir, "save", name, what);
                save(g, dir, "game", name, what);
            }
        tab_game_free(g);
        /* Replays of 25 decisions, from two seeds. */
        for (uint64_t seed = 1; seed <= 2; seed++) {
            g = fuzz_game(seed);
            made = 0;
            char path[4096];
            snprintf(path, sizeof path, "%s/replay/%s-25%s.replay", dir, name, seed == 1 ? "" : "b");
            tab_status st = tab_game_start(g, seed_games[i].scenario, seed_games[i].players);
            if (st == TAB_OK) {
                play_to(g, &made, 25); /* a game over sooner is a shorter replay */
                st = tab_game_write_replay(g, path);
            }
            if (st != TAB_OK) {
                fprintf(stderr, "make_seeds: %s: %s\n", path, tab_game_error(g));
                return 1;
            }
            tab_game_free(g);
        }
    }
    return 0;
}
