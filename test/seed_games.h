/* seed_games.h - the scenarios the whole-game tests, seeds and benchmarks
 * play: the five games' seed scenarios (issue 18's table, at the player
 * counts measured there) and the duel of examples/new-scenario, the small
 * game every root-relative test also finds. */
#ifndef TABULA_TEST_SEED_GAMES_H
#define TABULA_TEST_SEED_GAMES_H

typedef struct seed_game {
    const char *scenario;
    int players;
} seed_game;

static const seed_game seed_games[] = {
    {"dragon-tides/dojo", 2},        {"long-dark-sea/act1", 1}, {"spirit-island/standard", 1},
    {"tidal-blades/first-fight", 2}, {"tile-tactics/skirmish", 2}, {"duel/classic", 2},
};
#define SEED_GAMES (sizeof seed_games / sizeof seed_games[0])

#endif
