/* hash.c - the state hash: XXH3-64 over the canonical encoding. */
#define XXH_STATIC_LINKING_ONLY /* XXH3_state_t on the stack, no malloc */
#include <xxhash.h>

#include "codec.h"

typedef struct hash_sink {
    tabi_sink sink; /* first, so a tabi_sink * is a hash_sink * */
    XXH3_state_t xxh;
} hash_sink;

static void feed(tabi_sink *k, const uint8_t *p, size_t n)
{
    XXH3_64bits_update(&((hash_sink *)k)->xxh, p, n);
}

tab_status tab_game_hash(tab_game *g, uint64_t *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_hash: NULL out");
    hash_sink h;
    h.sink.used = 0;
    h.sink.canonical = 1;
    h.sink.failed = 0;
    h.sink.flush = feed;
    XXH3_64bits_reset(&h.xxh);
    tabi_encode_state(g, &h.sink);
    tabi_sink_finish(&h.sink);
    *out = XXH3_64bits_digest(&h.xxh);
    return TAB_OK;
}
