/* fuzz_dice.c - dice notation (tab_dice_pool_notation) on any text; a pool
 * that parses is rolled. Seeds: the notations the games' content writes. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        abort();
    memcpy(text, data, size);
    text[size] = '\0';
    tab_game *g = tab_game_new(NULL, NULL, 1);
    tab_id pool;
    if (tab_dice_pool_notation(g, text, &pool) == TAB_OK)
        tab_dice_pool_roll(g, pool, TAB_ATOM_NONE);
    tab_game_free(g);
    free(text);
    return 0;
}
