/* fuzz_replay.c - the replay parser and player (tab_game_replay with
 * --verify) on any text. Seeds: replays of the five games' playtests and of
 * the example duel. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char path[128];
    snprintf(path, sizeof path, "%s/input.replay", fuzz_scratch());
    fuzz_write(path, data, size);
    tab_game *g = fuzz_game(0);
    tab_game_replay(g, path, 1);
    tab_game_free(g);
    return 0;
}
