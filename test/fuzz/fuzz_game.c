/* fuzz_game.c - the running game's save and load path: a save of a game in
 * progress (checksum made to fit) loads, replays its answers, and then
 * plays on for a few decisions with picks taken from the input's last
 * bytes, saving and loading again at the end. Whatever the bytes, each
 * call ends in a status and the game stays usable. Seeds: saves of the
 * five games in the middle of a decision. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint8_t *fixed = fuzz_fixed_save(data, size);
    if (!fixed)
        return 0;
    tab_game *g = fuzz_game(1);
    if (tab_game_load_buffer(g, fixed, size) == TAB_OK) {
        for (int i = 0; i < 8 && tab_game_run(g) == TAB_DECISION; i++) {
            const tab_decision *d = tab_game_decision(g);
            uint32_t n = tab_decision_option_count(d);
            uint8_t pick = data[(size_t)i % size];
            if (n && tab_game_answer(g, pick % n) != TAB_OK)
                break;
        }
        fuzz_round_trip(g);
    }
    tab_game_free(g);
    free(fixed);
    return 0;
}
