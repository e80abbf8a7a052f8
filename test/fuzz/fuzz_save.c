/* fuzz_save.c - the save loader (tab_game_load_buffer) on any bytes, with
 * the length and checksum made to fit so that the atom table, state and
 * runtime section decoders see the mutations. A state that loads must save
 * and load again to the same hash. Seeds: saves of the five games. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tab_game *g = fuzz_game(1);
    /* The bytes as they are (magic, version, checksum checks)... */
    tab_game_load_buffer(g, data, size);
    tab_game_free(g);
    /* ...and with the checksum forged, as a flipped byte whose checksum was
     * recomputed would come. */
    uint8_t *fixed = fuzz_fixed_save(data, size);
    if (fixed) {
        g = fuzz_game(1);
        if (tab_game_load_buffer(g, fixed, size) == TAB_OK) {
            uint64_t h;
            tab_game_hash(g, &h);
            fuzz_round_trip(g);
        }
        tab_game_free(g);
        free(fixed);
    }
    return 0;
}
