/* snapshot.c - snapshot and restore: the state is a handful of flat arrays,
 * so a snapshot is one block holding a copy of each. */
#include <string.h>

#include "core.h"

struct tab_snapshot {
    tab_alloc_fn alloc;
    void *alloc_ud;
    size_t size;      /* bytes of the whole block in use */
    size_t cap;       /* bytes allocated, for snapshots taken again into it */
    int mid_step;     /* taken while a rule waited on a decision */
    uint32_t atoms, atom_epoch; /* the game's atom count and truncations when taken */
    tabi_state st;    /* lengths and scalars; its pointers are unused */
    uint64_t seed, event_end;
    unsigned char data[]; /* each state array, 8-aligned (see layout) */
};

enum { NPARTS = 7 };

typedef struct part {
    size_t offset, bytes;
} part;

static size_t align8(size_t n)
{
    return (n + 7) & ~(size_t)7;
}

/* Where each array goes in the block, and the block's data size. */
static size_t layout(const tabi_state *st, part parts[NPARTS])
{
    size_t bytes[NPARTS] = {
        (size_t)st->ent_len * sizeof *st->ents,
        (size_t)st->zone_len * sizeof *st->zones,
        (size_t)st->props.len * st->props.elem,
        (size_t)st->items.len * st->items.elem,
        (size_t)st->stream_len * sizeof *st->streams,
        (size_t)st->array_len * sizeof *st->arrays,
        (size_t)st->ints.len * st->ints.elem,
    };
    size_t at = 0;
    for (int i = 0; i < NPARTS; i++) {
        parts[i] = (part){at, bytes[i]};
        at += align8(bytes[i]);
    }
    return at;
}

static void *const *arrays(const tabi_state *st, void *out[NPARTS])
{
    out[0] = st->ents, out[1] = st->zones, out[2] = st->props.data;
    out[3] = st->items.data, out[4] = st->streams;
    out[5] = st->arrays, out[6] = st->ints.data;
    return out;
}

tab_status tab_game_snapshot_into(tab_game *g, tab_snapshot **snap)
{
    TABI_CHECK_GAME(g);
    if (!snap)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_snapshot_into: NULL snapshot");
    part parts[NPARTS];
    size_t data = layout(&g->st, parts);
    size_t size = sizeof(tab_snapshot) + data;
    tab_snapshot *into = *snap;
    if (!into || into->cap < size) {
        /* Grown with room to spare: a game's state grows a little most
         * steps, and a checkpoint per step should not allocate per step. */
        size_t cap = size + size / 4;
        tab_snapshot *grown = into ? into->alloc(into->alloc_ud, into, into->cap, cap)
                                   : g->alloc(g->alloc_ud, NULL, 0, cap);
        if (!grown)
            return tabi_fail(g, TAB_ENOMEM, "out of memory for a snapshot of %zu bytes", size);
        if (!into) {
            grown->alloc = g->alloc;
            grown->alloc_ud = g->alloc_ud;
        }
        grown->cap = cap;
        *snap = into = grown;
    }
    into->size = size;
    into->st = g->st;
    into->seed = g->seed;
    into->event_end = g->log.end;
    into->mid_step = g->mid_step;
    into->atoms = g->atoms.len;
    into->atom_epoch = g->atoms.epoch;
    void *src[NPARTS];
    arrays(&g->st, src);
    for (int i = 0; i < NPARTS; i++)
        if (parts[i].bytes)
            memcpy(into->data + parts[i].offset, src[i], parts[i].bytes);
    return TAB_OK;
}

tab_status tab_game_snapshot(tab_game *g, tab_snapshot **out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_snapshot: NULL out");
    *out = NULL;
    return tab_game_snapshot_into(g, out);
}

/* A copy of bytes from the snapshot in a fresh array of at least one element,
 * with *cap set to its element count. */
static tab_status copy_array(tab_game *g, const tab_snapshot *snap, part p, size_t elem,
                             void **array, uint32_t *cap)
{
    uint32_t n = (uint32_t)(p.bytes / elem);
    *array = NULL;
    *cap = 0;
    tab_status s = tabi_grow(g, array, cap, n ? n : 1, elem);
    if (s == TAB_OK && p.bytes)
        memcpy(*array, snap->data + p.offset, p.bytes);
    return s;
}

/* The lengths and counts of src into st, whose arrays hold src's data. */
static void set_lengths(tabi_state *st, const tabi_state *src)
{
    st->ent_len = src->ent_len, st->ent_live = src->ent_live;
    st->zone_len = src->zone_len;
    st->props.len = src->props.len, st->props.live = src->props.live;
    st->items.len = src->items.len, st->items.live = src->items.live;
    st->stream_len = src->stream_len;
    st->array_len = src->array_len, st->array_free = src->array_free;
    st->ints.len = src->ints.len, st->ints.live = src->ints.live;
}

/* What a restore sets besides the state: the seed, and the log's end. */
static void restore_scalars(tab_game *g, const tab_snapshot *snap)
{
    tabi_state_replaced(g);
    g->seed = snap->seed;
    /* Events after the snapshot did not happen in the restored game. */
    tabi_log *log = &g->log;
    if (snap->event_end <= log->end) {
        log->end = snap->event_end;
        if (log->begin > log->end)
            log->begin = log->end;
    } else {
        log->begin = log->end = snap->event_end;
    }
}

tab_status tab_game_restore(tab_game *g, const tab_snapshot *snap)
{
    TABI_CHECK_GAME(g);
    if (!snap)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_restore: NULL snapshot");
    /* A rule waiting on a decision is a suspended coroutine, which the
     * kernel state does not hold: restoring into or out of the middle of a
     * step would go on with a different question, and say nothing. */
    if (snap->mid_step || g->mid_step)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_restore: %s while a rule waits on a decision; "
                         "a running game's whole position is copied with tab_game_copy (or "
                         "tab_game_save and tab_game_load)", snap->mid_step ? "the snapshot was taken" : "the game is");
    /* A restart forgets the names the last game made: a snapshot taken
     * before it that may use them would restore other names. */
    if (snap->atom_epoch != g->atoms.epoch && snap->atoms > g->atoms.floor)
        return tabi_fail(g, TAB_EINVAL, "tab_game_restore: the snapshot was taken before a "
                         "restart, and names atoms the restart forgot");
    return tabi_game_restore(g, snap);
}

tab_status tabi_game_restore(tab_game *g, const tab_snapshot *snap)
{
    part parts[NPARTS];
    layout(&snap->st, parts);
    /* When every array of g has room, copy in place: nothing to allocate,
     * so nothing can fail, and the allocator is left alone (a restore per
     * search step should cost a copy, not a malloc and free per array). */
    tabi_state *cur = &g->st;
    size_t room[NPARTS] = {
        (size_t)cur->ent_cap * sizeof *cur->ents, (size_t)cur->zone_cap * sizeof *cur->zones,
        (size_t)cur->props.cap * cur->props.elem, (size_t)cur->items.cap * cur->items.elem,
        (size_t)cur->stream_cap * sizeof *cur->streams,
        (size_t)cur->array_cap * sizeof *cur->arrays, (size_t)cur->ints.cap * cur->ints.elem,
    };
    int fits = 1;
    for (int i = 0; i < NPARTS; i++)
        fits &= parts[i].bytes <= room[i];
    if (fits) {
        void *dst[NPARTS];
        arrays(cur, dst);
        for (int i = 0; i < NPARTS; i++)
            if (parts[i].bytes)
                memcpy(dst[i], snap->data + parts[i].offset, parts[i].bytes);
        set_lengths(cur, &snap->st);
        restore_scalars(g, snap);
        return TAB_OK;
    }
    /* Build the whole new state first, so failure leaves g as it was. */
    tabi_state st;
    tabi_state_init(&st);
    tab_status s = copy_array(g, snap, parts[0], sizeof *st.ents, (void **)&st.ents, &st.ent_cap);
    if (s == TAB_OK)
        s = copy_array(g, snap, parts[1], sizeof *st.zones, (void **)&st.zones, &st.zone_cap);
    if (s == TAB_OK)
        s = copy_array(g, snap, parts[2], st.props.elem, &st.props.data, &st.props.cap);
    if (s == TAB_OK)
        s = copy_array(g, snap, parts[3], st.items.elem, &st.items.data, &st.items.cap);
    if (s == TAB_OK)
        s = copy_array(g, snap, parts[4], sizeof *st.streams, (void **)&st.streams,
                       &st.stream_cap);
    if (s == TAB_OK)
        s = copy_array(g, snap, parts[5], sizeof *st.arrays, (void **)&st.arrays, &st.array_cap);
    if (s == TAB_OK)
        s = copy_array(g, snap, parts[6], st.ints.elem, &st.ints.data, &st.ints.cap);
    if (s != TAB_OK) {
        tabi_state_release(g, &st);
        return s;
    }
    set_lengths(&st, &snap->st);
    tabi_state_release(g, &g->st);
    g->st = st;
    restore_scalars(g, snap);
    return TAB_OK;
}

size_t tab_snapshot_size(const tab_snapshot *snap)
{
    return snap ? snap->size : 0;
}

void tab_snapshot_free(tab_snapshot *snap)
{
    if (snap)
        snap->alloc(snap->alloc_ud, snap, snap->cap, 0);
}

tab_status tabi_snapshot_owned(tab_game *owner, tab_game *of, tab_snapshot **snap)
{
    size_t before = *snap ? (*snap)->cap : 0;
    tab_status s = tab_game_snapshot_into(of, snap);
    if (*snap)
        owner->mem_used = owner->mem_used - before + (*snap)->cap;
    return s;
}

void tabi_snapshot_owned_free(tab_game *owner, tab_snapshot **snap)
{
    if (!*snap)
        return;
    owner->mem_used -= (*snap)->cap;
    tab_snapshot_free(*snap);
    *snap = NULL;
}

void tabi_snapshot_view(const tab_snapshot *snap, tabi_state *view)
{
    part parts[NPARTS];
    layout(&snap->st, parts);
    *view = snap->st;
    unsigned char *data = (unsigned char *)snap->data;
    view->ents = (tabi_entity *)(data + parts[0].offset);
    view->zones = (tabi_zone *)(data + parts[1].offset);
    view->props.data = data + parts[2].offset;
    view->items.data = data + parts[3].offset;
    view->streams = (tabi_stream *)(data + parts[4].offset);
    view->arrays = (tabi_array *)(data + parts[5].offset);
    view->ints.data = data + parts[6].offset;
}
