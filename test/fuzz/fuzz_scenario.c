/* fuzz_scenario.c - the content loader on a game's rules file: the input
 * is scripts/fuzz/rules.lua, its first scenario is started and played for
 * a few decisions. Seeds: rules and scenario files of the five games
 * and the example duel. */
#include "fuzz_content.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_content(data, size, "scripts/fuzz/rules.lua", NULL, NULL);
    return 0;
}
