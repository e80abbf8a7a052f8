/* codec.h - the state's byte encoding, shared by the hash and save files.
 * Private. */
#ifndef TABULA_CODEC_H
#define TABULA_CODEC_H

#include <string.h>

#include "core.h"

/* Where encoded bytes go. Buffered: put() appends to buf and calls flush()
 * when it is full. flush() may set failed (out of memory). */
typedef struct tabi_sink {
    uint8_t buf[4096];
    size_t used;
    int canonical; /* atoms as the hash of their text, not as numbers */
    int failed;
    void (*flush)(struct tabi_sink *, const uint8_t *, size_t);
} tabi_sink;

TABI_HIDDEN void tabi_put_slow(tabi_sink *k, const void *p, size_t n);
static inline void tabi_put(tabi_sink *k, const void *p, size_t n)
{
    if (k->used + n <= sizeof k->buf) {
        memcpy(k->buf + k->used, p, n);
        k->used += n;
    } else {
        tabi_put_slow(k, p, n);
    }
}
static inline void tabi_put_u32(tabi_sink *k, uint32_t v)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    tabi_put(k, &v, 4);
#else
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    tabi_put(k, b, 4);
#endif
}
static inline void tabi_put_u64(tabi_sink *k, uint64_t v)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    tabi_put(k, &v, 8);
#else
    tabi_put_u32(k, (uint32_t)v);
    tabi_put_u32(k, (uint32_t)(v >> 32));
#endif
}
TABI_HIDDEN void tabi_sink_finish(tabi_sink *k);

/* Encodes the state of g: entities in id order with their records, zones in
 * id order with their contents, streams in name-hash order. Canonical mode
 * writes each atom as the hash of its text (order-free, for the state hash);
 * otherwise as its number (for saves, which carry the atom table). */
TABI_HIDDEN void tabi_encode_state(tab_game *g, tabi_sink *k);

/* Encodes live entity e as the state does: id, kind, records. For the view
 * hash, which encodes the entities a player sees. */
TABI_HIDDEN void tabi_encode_entity(tab_game *g, tabi_sink *k, tab_id e);

/* Decodes what tabi_encode_state wrote (non-canonical) from len bytes at p
 * into st, mapping atom numbers through remap (n_atoms entries). Checks every
 * invariant; on failure returns TAB_EFORMAT (or TAB_ENOMEM) with a message
 * naming the problem and its byte offset, and st is released. */
TABI_HIDDEN tab_status tabi_decode_state(tab_game *g, tabi_state *st, const uint8_t *p,
                                         size_t len, const tab_atom *remap,
                                         uint32_t n_atoms);

#endif
