/* version.c - the version of the library actually linked. */
#include "tabula/game.h"
#include "tabula/version.h"

#define STR_(x) #x
#define STR(x) STR_(x)

int tab_version_num(void)
{
    return TAB_VERSION_NUM;
}

const char *tab_version_str(void)
{
    return TAB_VERSION_STRING;
}

const char *tab_version_describe(void)
{
    return "tabula " TAB_VERSION_STRING ": C11 kernel; RNG xoshiro256** in named "
           "streams seeded by SplitMix64; state hash XXH3-64 over a canonical encoding; "
           "save format " STR(TAB_SAVE_VERSION);
}
