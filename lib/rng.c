/* rng.c - named random streams: xoshiro256** seeded through SplitMix64 from
 * the game seed and the stream name's hash. */
#include <string.h>

#include "atom.h"
#include "rng.h"

__extension__ typedef unsigned __int128 u128;

uint64_t tabi_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static inline uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t tabi_xoshiro256ss(uint64_t s[4])
{
    uint64_t out = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return out;
}

uint64_t tabi_xoshiro_below(uint64_t s[4], uint64_t n)
{
    /* Multiply-shift maps a 64-bit draw onto [0, n); rejecting the draws
     * whose low half falls below 2^64 mod n removes the bias. */
    u128 m = (u128)tabi_xoshiro256ss(s) * n;
    uint64_t low = (uint64_t)m;
    if (low < n) {
        uint64_t threshold = -n % n;
        while (low < threshold) {
            m = (u128)tabi_xoshiro256ss(s) * n;
            low = (uint64_t)m;
        }
    }
    return (uint64_t)(m >> 64);
}

/* A stream's first state, from the game seed and the hash of its name: the
 * same for a stream made now or remade by tab_rng_reseed. */
static void seed_stream(uint64_t s[4], uint64_t seed, uint64_t name_hash)
{
    /* SplitMix64 spreads (seed, name) over the 256-bit state and never
     * yields the all-zero state xoshiro must avoid in practice. */
    uint64_t x = seed ^ name_hash;
    for (int k = 0; k < 4; k++)
        s[k] = tabi_splitmix64(&x);
}

/* Binary search over the streams, sorted by name hash. */
static uint32_t stream_index(const tab_game *g, uint64_t h)
{
    uint32_t lo = 0, hi = g->st.stream_len;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (tabi_atom_hash(g, g->st.streams[mid].name) < h)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

uint64_t *tabi_stream_state(tab_game *g, tab_atom name)
{
    tabi_state *st = &g->st;
    uint64_t h = tabi_atom_hash(g, name);
    uint32_t i = stream_index(g, h);
    if (i < st->stream_len && st->streams[i].name == name)
        return st->streams[i].s;
    if (tabi_grow(g, (void **)&st->streams, &st->stream_cap, st->stream_len + 1,
                  sizeof *st->streams) != TAB_OK)
        return NULL;
    memmove(&st->streams[i + 1], &st->streams[i],
            (st->stream_len - i) * sizeof *st->streams);
    st->stream_len++;
    tabi_stream *s = &st->streams[i];
    s->name = name;
    seed_stream(s->s, g->seed, h);
    return s->s;
}

tab_status tab_rng_reseed(tab_game *g, uint64_t seed)
{
    TABI_CHECK_GAME(g);
    g->seed = seed;
    for (uint32_t i = 0; i < g->st.stream_len; i++)
        seed_stream(g->st.streams[i].s, seed, tabi_atom_hash(g, g->st.streams[i].name));
    return TAB_OK;
}

void tabi_shuffle(uint64_t s[4], uint32_t *ids, uint32_t n)
{
    /* Fisher-Yates, from the end: each of the n! orders equally likely. */
    for (uint32_t i = n; i > 1; i--) {
        uint32_t j = (uint32_t)tabi_xoshiro_below(s, i);
        uint32_t t = ids[i - 1];
        ids[i - 1] = ids[j];
        ids[j] = t;
    }
}

tab_status tabi_public_stream(tab_game *g, tab_atom *stream, const char *who, uint64_t **out)
{
    if (*stream == TAB_ATOM_NONE)
        *stream = TAB_ATOM_MAIN;
    if (!tabi_atom_valid(g, *stream))
        return tabi_fail(g, TAB_EINVAL, "%s: stream %u is not an atom", who, *stream);
    *out = tabi_stream_state(g, *stream);
    return *out ? TAB_OK : TAB_ENOMEM;
}

tab_status tab_rng_u64(tab_game *g, tab_atom stream, uint64_t *out)
{
    TABI_CHECK_GAME(g);
    uint64_t *s = NULL;
    tab_status st = tabi_public_stream(g, &stream, "tab_rng_u64", &s);
    if (st != TAB_OK)
        return st;
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_rng_u64: NULL out");
    *out = tabi_xoshiro256ss(s);
    tabi_emit(g, TAB_EV_RNG, TAB_ID_NONE, stream, (int64_t)*out, 0, 0);
    return TAB_OK;
}

tab_status tab_rng_below(tab_game *g, tab_atom stream, uint64_t n, uint64_t *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_rng_below: NULL out");
    if (n == 0)
        return tabi_fail(g, TAB_EINVAL, "tab_rng_below: n must be at least 1");
    uint64_t *s = NULL;
    tab_status st = tabi_public_stream(g, &stream, "tab_rng_below", &s);
    if (st != TAB_OK)
        return st;
    *out = tabi_xoshiro_below(s, n);
    tabi_emit(g, TAB_EV_RNG, TAB_ID_NONE, stream, (int64_t)*out, (int64_t)n, 0);
    return TAB_OK;
}

tab_status tab_rng_range(tab_game *g, tab_atom stream, int64_t lo, int64_t hi, int64_t *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_rng_range: NULL out");
    if (lo > hi)
        return tabi_fail(g, TAB_EINVAL, "tab_rng_range: empty range %lld..%lld",
                         (long long)lo, (long long)hi);
    uint64_t *s = NULL;
    tab_status st = tabi_public_stream(g, &stream, "tab_rng_range", &s);
    if (st != TAB_OK)
        return st;
    uint64_t span = (uint64_t)hi - (uint64_t)lo;
    uint64_t r = span == UINT64_MAX ? tabi_xoshiro256ss(s) : tabi_xoshiro_below(s, span + 1);
    *out = (int64_t)((uint64_t)lo + r);
    tabi_emit(g, TAB_EV_RNG, TAB_ID_NONE, stream, *out, 0, 0);
    return TAB_OK;
}

tab_status tab_rng_shuffle(tab_game *g, tab_atom stream, uint32_t *ids, uint32_t n)
{
    TABI_CHECK_GAME(g);
    if (!ids && n)
        return tabi_fail(g, TAB_EMISUSE, "tab_rng_shuffle: NULL array");
    uint64_t *s = NULL;
    tab_status st = tabi_public_stream(g, &stream, "tab_rng_shuffle", &s);
    if (st != TAB_OK)
        return st;
    tabi_shuffle(s, ids, n);
    return TAB_OK;
}
