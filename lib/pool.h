/* pool.h - many variable-length lists in one relocatable array. Private.
 *
 * Each list (an entity's properties, a zone's entities) is a segment: an
 * offset, a length and a capacity within the pool's array. A segment that
 * outgrows its capacity moves to the end of the array with double the room;
 * when moved-from space exceeds half the array it is compacted. No pointers
 * anywhere, so the whole pool copies with one memcpy. */
#ifndef TABULA_POOL_H
#define TABULA_POOL_H

#include <stddef.h>
#include <stdint.h>

#include "tabula/status.h"

typedef struct tabi_seg {
    uint32_t off, len, cap;
} tabi_seg;

typedef struct tabi_pool {
    void *data;
    uint32_t len, cap; /* elements used (including dead space) and allocated */
    uint32_t live;     /* elements reserved by live segments (sum of caps) */
    uint32_t elem;     /* element size in bytes */
} tabi_pool;

struct tab_game;

/* Where the segments live, so compaction can find them all: count owner
 * structures, stride bytes apart from base, each holding a tabi_seg at
 * seg_offset. */
typedef struct tabi_owners {
    void *base;
    uint32_t count;
    size_t stride, seg_offset;
} tabi_owners;

/* Makes room in seg for need elements, moving it when it must. The segment's
 * contents are kept; its len is unchanged. */
__attribute__((visibility("hidden")))
tab_status tabi_pool_reserve(struct tab_game *g, tabi_pool *p, tabi_seg *seg,
                             uint32_t need, tabi_owners owners);

/* Gives up seg's space (its owner is gone or emptied for good). */
__attribute__((visibility("hidden")))
void tabi_pool_release(tabi_pool *p, tabi_seg *seg);

#endif
