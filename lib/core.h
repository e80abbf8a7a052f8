/* core.h - the game structure and the helpers every kernel module shares.
 * Private: not installed, not API. */
#ifndef TABULA_CORE_H
#define TABULA_CORE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "tabula/kernel.h" /* the kernel sees no layer above it */
#include "pool.h"

#define TABI_HIDDEN __attribute__((visibility("hidden")))

/* A property or a tag of an entity. Each entity's records sit in one segment
 * of the property pool, sorted by the hash of their key's text (the atom
 * table's hash), so the canonical encoding is a straight walk. */
#define TABI_VTAG 255 /* a tag: a property with no value */
typedef struct tabi_prop {
    tab_atom key;
    uint8_t type;  /* tab_vtype, or TABI_VTAG */
    int64_t value; /* the integer, atom, entity id, 0/1, or array slot */
} tabi_prop;

/* An array property's values: a segment of the int pool. A free slot has
 * elem 0 and links the next free slot through seg.off. */
typedef struct tabi_array {
    uint8_t elem; /* TAB_VINT, TAB_VATOM or TAB_VREF; 0 when the slot is free */
    tabi_seg seg;
} tabi_array;

typedef struct tabi_entity {
    tab_atom kind; /* TAB_ATOM_NONE: a destroyed (or never used) id */
    tab_zone zone;
    tabi_seg props;
} tabi_entity;

typedef struct tabi_zone {
    tab_atom name;
    int32_t owner;
    uint8_t vis;
    uint32_t shared; /* players (bit p for player p) who see it as its owner does */
    tab_atom pool;   /* zones whose hidden entities are exchangeable (determinize.c) */
    tabi_seg items; /* entity ids, index 0 the top */
} tabi_zone;

typedef struct tabi_stream {
    tab_atom name;
    uint64_t s[4];
} tabi_stream;

/* Everything a snapshot copies, hash covers and save stores: plain arrays of
 * plain structs, indices only, so a copy is a memcpy. */
typedef struct tabi_state {
    tabi_entity *ents; /* indexed by id; [0] unused */
    uint32_t ent_len, ent_cap, ent_live;
    tabi_zone *zones; /* indexed by zone id; [0] unused */
    uint32_t zone_len, zone_cap;
    tabi_pool props; /* of tabi_prop, one segment per entity */
    tabi_pool items; /* of tab_id, one segment per zone */
    tabi_stream *streams; /* sorted by the hash of the name's text */
    uint32_t stream_len, stream_cap;
    tabi_array *arrays; /* slots for array properties; [0] unused */
    uint32_t array_len, array_cap, array_free;
    tabi_pool ints; /* of int32_t, one segment per array */
} tabi_state;

/* Interned strings. Not part of the state. Atoms are removed only by
 * tabi_atoms_truncate (a restart forgets the names the last game made, so
 * that a worker's memory stays flat over thousands of games); epoch counts
 * truncations and floor is the shortest length truncated to, so that a
 * snapshot naming atoms past it from an earlier epoch is refused. */
typedef struct tabi_atoms {
    struct tabi_atom_entry {
        char *str;     /* its own allocation, so pointers stay valid */
        uint64_t hash; /* XXH3-64 of the text */
    } *at;             /* indexed by atom */
    uint32_t len, cap;
    uint32_t *slots; /* open addressing on hash: atom or 0 */
    uint32_t slot_cap;
    uint32_t epoch, floor;
    /* Modules' key names, remembered by the address of their string literal
     * (see tabi_atom_literal): a lookup without hashing the text. */
    struct tabi_literal_entry {
        const char *text;
        tab_atom atom;
    } literals[256];
    /* Names looked up by callers' strings (tab_atom_find, tab_atom_of):
     * remembered by address, and trusted only after comparing the text, as
     * an address may hold another text later (a Lua string collected and
     * its memory reused). */
    struct tabi_literal_entry names[256];
} tabi_atoms;

/* The newest events, at ring[seq % size]. The ring starts small and doubles
 * up to cap, so a fresh game costs little. */
typedef struct tabi_log {
    tab_event *ring;
    uint32_t size, cap;
    uint64_t begin, end;
} tabi_log;

struct tabi_runtime;
struct tabi_sink;

/* What a layer above the kernel (the Lua runtime, lib/lua/) adds to a
 * game, reached through these operations rather than by name: the kernel
 * builds, links and is tested without it. The layer sets g->ext when it
 * attaches itself to a game; a game without one is the kernel's alone.
 * See lib/lua/replay.c for the save section's format. */
typedef struct tabi_extension {
    /* Frees what the layer keeps for g (tab_game_free). */
    void (*free)(tab_game *g);
    /* The state a save holds (another than g's own while a rule waits: the
     * last checkpoint, with the answers since in the section). */
    const tabi_state *(*saved_state)(tab_game *g, tabi_state *view);
    /* Writes the layer's section of a save, after the state. */
    void (*save_section)(tab_game *g, struct tabi_sink *k);
    /* Validates a section; *scripted tells whether the layer must load it. */
    tab_status (*check_section)(tab_game *g, const uint8_t *p, size_t len, int *scripted);
    /* After the saved state is installed: brings the layer back to the
     * saved point. The caller rolls back on failure. */
    tab_status (*load_section)(tab_game *g, const uint8_t *p, size_t len);
} tabi_extension;

struct tab_game {
    tab_alloc_fn alloc;
    void *alloc_ud;
    size_t mem_used;
    uint32_t alloc_failures; /* times the allocator failed: a run that saw one is out
                                of memory, whatever error the failing call raised */
    uint64_t seed;
    tabi_state st;
    tabi_atoms atoms;
    tabi_log log;
    const tabi_extension *ext; /* the layer above, if one attached itself */
    struct tabi_runtime *rt;   /* that layer's data (the Lua runtime, lib/lua/) */
    int mid_step;            /* a rule waits on a decision (set by the runtime): the
                                state alone is not the position, so no restore */
    int determinized;        /* tab_game_determinize changed the state mid-step: the
                                checkpoint is not this position, so no copy or save
                                until the next checkpoint */
    /* Where each of a grid's own properties sat in the last grid read
     * (tabi_grid_view): every grid keeps them at the same places, so a
     * query checks eight slots instead of searching. A hint only, not
     * state: a wrong one costs a search. */
    uint8_t grid_prop_hint[8];
    /* The first live entity of a kind, as tab_entity_next(g, 0, kind) last
     * found it (singletons ask that on every read): valid while it lives
     * and has that kind, ids only grow, and the state is not replaced
     * (state_epoch counts replacements: restores, loads, restarts). A hint
     * only, not state. */
    uint32_t state_epoch;
    struct tabi_first_of_kind {
        tab_atom kind;
        tab_id first;
        uint32_t epoch;
    } first_of_kind[64];
    /* Pools whose hidden entities trade faces, not places, when the game
     * is determinized (tab_pool_set_faces): content's declaration, not
     * state, so snapshots, saves and restarts leave it alone. */
    struct tabi_faces {
        tab_atom pool, back;
        uint32_t nkeys;
        tab_atom keys[TAB_POOL_MAX_FACES];
    } faces[TAB_POOL_MAX_FACED];
    uint32_t nfaced;
    char err[1024];
};

/* Writes len bytes to path atomically (temporary file, fsync, rename, fsync
 * of the directory); on error path is untouched. */
TABI_HIDDEN tab_status tabi_write_file_atomic(tab_game *g, const char *path, const void *data,
                                              size_t len);

/* stale.c: the temporary beside path an atomic write uses (its pid in
 * its name, for mkstemp: buf of tabi_temp_size bytes), and the removal of
 * path's stale temporaries (their writer is gone) that a save or a load
 * of path does first. Never fails: what cannot be removed stays. */
TABI_HIDDEN size_t tabi_temp_size(const char *path);
TABI_HIDDEN void tabi_temp_name(char *buf, size_t size, const char *path);
TABI_HIDDEN void tabi_sweep_temps(const char *path);

/* Tells the hints kept beside the state (tab_game.first_of_kind) that the
 * state was replaced wholesale. */
static inline void tabi_state_replaced(tab_game *g)
{
    g->state_epoch++;
}

/* entity.c: property records written without checks or events, for the
 * determinizer's deal of faces. tabi_entity_reserve makes room for extra
 * more records on e (it may fail: TAB_ENOMEM); a put within that room, and
 * a drop, cannot fail. */
TABI_HIDDEN tab_status tabi_entity_reserve(tab_game *g, tab_id e, uint32_t extra);
TABI_HIDDEN const tabi_prop *tabi_entity_record(const tab_game *g, tab_id e, tab_atom key);
TABI_HIDDEN void tabi_entity_put_record(tab_game *g, tab_id e, tabi_prop rec);
TABI_HIDDEN void tabi_entity_drop_record(tab_game *g, tab_id e, tab_atom key);

/* A snapshot a game keeps for itself (its checkpoint, a copy's buffer),
 * taken of game `of` into *snap: its bytes count in owner's memory, so the
 * memory limit bounds it (a host's own snapshots are the host's). Freed with
 * tabi_snapshot_owned_free, which gives the bytes back. */
TABI_HIDDEN tab_status tabi_snapshot_owned(tab_game *owner, tab_game *of, tab_snapshot **snap);
TABI_HIDDEN void tabi_snapshot_owned_free(tab_game *owner, tab_snapshot **snap);

/* A read-only view of the state a snapshot holds, for encoding it: its
 * arrays point into the snapshot. */
TABI_HIDDEN void tabi_snapshot_view(const tab_snapshot *snap, tabi_state *view);

/* tab_game_restore without its check that no rule waits: for the runtime,
 * which puts the checkpoint back when a step fails mid-way. */
TABI_HIDDEN tab_status tabi_game_restore(tab_game *g, const tab_snapshot *snap);

/* Memory through the game's allocator, counted in mem_used. */
TABI_HIDDEN void *tabi_realloc(tab_game *g, void *p, size_t osize, size_t nsize);
TABI_HIDDEN void tabi_free(tab_game *g, void *p, size_t size);

/* Makes room for need elements of elem bytes in *data (capacity *cap, grown
 * by doubling). Errors: TAB_ENOMEM with the message set. */
TABI_HIDDEN tab_status tabi_grow(tab_game *g, void **data, uint32_t *cap,
                                 uint32_t need, size_t elem);

/* Sets the game's error message and returns s. */
TABI_HIDDEN tab_status tabi_fail(tab_game *g, tab_status s, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Appends an event; never fails (the ring drops the oldest). */
TABI_HIDDEN void tabi_emit(tab_game *g, tab_atom kind, tab_id subject,
                           int64_t a0, int64_t a1, int64_t a2, int64_t a3);

/* The first argument check of every public call. */
#define TABI_CHECK_GAME(g) \
    do { if (!(g)) return TAB_EMISUSE; } while (0)

/* Whether e is a live entity id. */
static inline int tabi_live(const tab_game *g, tab_id e)
{
    return e != 0 && e < g->st.ent_len && g->st.ents[e].kind != TAB_ATOM_NONE;
}

static inline tabi_prop *tabi_props_of(const tab_game *g, tab_id e)
{
    return (tabi_prop *)g->st.props.data + g->st.ents[e].props.off;
}

static inline tab_id *tabi_items_of(const tab_game *g, tab_zone z)
{
    return (tab_id *)g->st.items.data + g->st.zones[z].items.off;
}

static inline int32_t *tabi_array_values(const tab_game *g, uint32_t slot)
{
    return (int32_t *)g->st.ints.data + g->st.arrays[slot].seg.off;
}

/* A new array slot in st (g's state, or one being loaded) holding n values
 * of type elem (copied from vals when not NULL, else zero), stored in *slot.
 * Errors: TAB_ENOMEM. */
TABI_HIDDEN tab_status tabi_array_new(tab_game *g, tabi_state *st, uint8_t elem,
                                      const int32_t *vals, uint32_t n, uint32_t *slot);
TABI_HIDDEN void tabi_array_release(tab_game *g, uint32_t slot);

/* Takes back entity e that a failed creation just made: frees it and, when
 * it is the newest id, gives the id back, so the state (which counts the
 * ids handed out) is as before the call. Its events stay in the log. */
TABI_HIDDEN void tabi_entity_unmake(tab_game *g, tab_id e);

/* State lifetime, used by the game, snapshots and loads. */
TABI_HIDDEN void tabi_state_init(tabi_state *st);
TABI_HIDDEN void tabi_state_release(tab_game *g, tabi_state *st);
/* Empties a state in place, keeping its memory; cannot fail. */
TABI_HIDDEN void tabi_state_clear(tabi_state *st);

#endif
