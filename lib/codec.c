/* codec.c - the state's byte encoding: little-endian, fixed widths, in a
 * canonical order, so equal games encode to equal bytes. */
#include <string.h>

#include "atom.h"
#include "codec.h"

/* Flags in a zone's visibility byte, each saying what follows it: the top
 * bit a u32 set of players, the next the pool's atom. A zone with neither
 * encodes as zones did before either existed. */
enum { SHARED_FLAG = 0x80, POOL_FLAG = 0x40 };

/* ---- Encoding --------------------------------------------------------- */

void tabi_put_slow(tabi_sink *k, const void *p, size_t n)
{
    k->flush(k, k->buf, k->used);
    k->used = 0;
    if (n > sizeof k->buf) {
        k->flush(k, p, n);
        return;
    }
    memcpy(k->buf, p, n);
    k->used = n;
}

void tabi_sink_finish(tabi_sink *k)
{
    if (k->used)
        k->flush(k, k->buf, k->used);
    k->used = 0;
}

static void put_atom(tab_game *g, tabi_sink *k, tab_atom a)
{
    if (k->canonical)
        tabi_put_u64(k, tabi_atom_hash(g, a));
    else
        tabi_put_u32(k, a);
}

static void put_record(tab_game *g, tabi_sink *k, const tabi_prop *p)
{
    uint8_t type = p->type;
    put_atom(g, k, p->key);
    tabi_put(k, &type, 1);
    switch (type) {
    case TAB_VINT: tabi_put_u64(k, (uint64_t)p->value); break;
    case TAB_VATOM: put_atom(g, k, (tab_atom)p->value); break;
    case TAB_VREF: tabi_put_u32(k, (uint32_t)p->value); break;
    case TAB_VBOOL: { uint8_t b = p->value != 0; tabi_put(k, &b, 1); } break;
    case TAB_VARRAY: {
        const tabi_array *arr = &g->st.arrays[p->value];
        const int32_t *v = tabi_array_values(g, (uint32_t)p->value);
        tabi_put(k, &arr->elem, 1);
        tabi_put_u32(k, arr->seg.len);
        for (uint32_t i = 0; i < arr->seg.len; i++) {
            if (arr->elem == TAB_VATOM)
                put_atom(g, k, (tab_atom)v[i]);
            else
                tabi_put_u32(k, (uint32_t)v[i]);
        }
    } break;
    default: break; /* a tag has no value */
    }
}

void tabi_encode_entity(tab_game *g, tabi_sink *k, tab_id e)
{
    const tabi_entity *ent = &g->st.ents[e];
    tabi_put_u32(k, e);
    put_atom(g, k, ent->kind);
    tabi_put_u32(k, ent->props.len);
    const tabi_prop *p = tabi_props_of(g, e);
    for (uint32_t i = 0; i < ent->props.len; i++)
        put_record(g, k, &p[i]);
}

void tabi_encode_state(tab_game *g, tabi_sink *k)
{
    const tabi_state *st = &g->st;
    tabi_put_u32(k, st->ent_len);
    tabi_put_u32(k, st->ent_live);
    for (tab_id e = 1; e < st->ent_len; e++)
        if (st->ents[e].kind != TAB_ATOM_NONE)
            tabi_encode_entity(g, k, e);
    tabi_put_u32(k, st->zone_len - 1);
    for (tab_zone z = 1; z < st->zone_len; z++) {
        const tabi_zone *zn = &st->zones[z];
        /* A shared zone sets the visibility byte's top bit and adds the set,
         * a pooled one the next bit and its pool, so zones with neither
         * encode as they always have. */
        uint8_t vis = zn->vis | (zn->shared ? SHARED_FLAG : 0) | (zn->pool ? POOL_FLAG : 0);
        put_atom(g, k, zn->name);
        tabi_put_u32(k, (uint32_t)zn->owner);
        tabi_put(k, &vis, 1);
        if (zn->shared)
            tabi_put_u32(k, zn->shared);
        if (zn->pool)
            put_atom(g, k, zn->pool);
        tabi_put_u32(k, zn->items.len);
        const tab_id *items = tabi_items_of(g, z);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        tabi_put(k, items, (size_t)zn->items.len * sizeof *items);
#else
        for (uint32_t i = 0; i < zn->items.len; i++)
            tabi_put_u32(k, items[i]);
#endif
    }
    tabi_put_u32(k, st->stream_len);
    for (uint32_t i = 0; i < st->stream_len; i++) {
        put_atom(g, k, st->streams[i].name);
        for (int w = 0; w < 4; w++)
            tabi_put_u64(k, st->streams[i].s[w]);
    }
}

/* ---- Decoding --------------------------------------------------------- */

/* Entity ids a save may use: a bound so a forged count cannot make the
 * loader allocate without limit. */
#define MAX_ENTITY_IDS (1u << 22)

typedef struct reader {
    tab_game *g;
    const uint8_t *base, *p, *end;
    const tab_atom *remap;
    uint32_t n_atoms;
    tab_status status;
} reader;

static int bad(reader *r, const char *fmt, const char *what, uint64_t value)
{
    if (r->status == TAB_OK)
        r->status = tabi_fail(r->g, TAB_EFORMAT, "save state, byte %zu: %s %s %llu",
                              (size_t)(r->p - r->base), fmt, what, (unsigned long long)value);
    return 0;
}

static int need(reader *r, size_t n, const char *what)
{
    if ((size_t)(r->end - r->p) >= n)
        return 1;
    return bad(r, "truncated in", what, (uint64_t)n);
}

static uint32_t get_u32(reader *r, const char *what)
{
    if (r->status != TAB_OK || !need(r, 4, what))
        return 0;
    const uint8_t *b = r->p;
    r->p += 4;
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static uint64_t get_u64(reader *r, const char *what)
{
    uint64_t lo = get_u32(r, what);
    return lo | (uint64_t)get_u32(r, what) << 32;
}

static uint8_t get_u8(reader *r, const char *what)
{
    if (r->status != TAB_OK || !need(r, 1, what))
        return 0;
    return *r->p++;
}

static tab_atom get_atom(reader *r, const char *what)
{
    uint32_t a = get_u32(r, what);
    if (r->status != TAB_OK)
        return TAB_ATOM_NONE;
    if (a == 0 || a >= r->n_atoms) {
        bad(r, "bad atom number for", what, a);
        return TAB_ATOM_NONE;
    }
    return r->remap[a];
}

/* An array property's element type, length and values, into a new slot. */
static int64_t get_array(reader *r, tabi_state *st)
{
    uint8_t elem = get_u8(r, "array element type");
    uint32_t n = get_u32(r, "array length");
    if (r->status != TAB_OK)
        return 0;
    if (elem != TAB_VINT && elem != TAB_VATOM && elem != TAB_VREF)
        return bad(r, "unknown array element type", "", elem);
    if (n > (size_t)(r->end - r->p) / 4)
        return bad(r, "impossible array length", "", n);
    uint32_t slot;
    if ((r->status = tabi_array_new(r->g, st, elem, NULL, n, &slot)) != TAB_OK)
        return 0;
    int32_t *v = (int32_t *)st->ints.data + st->arrays[slot].seg.off;
    for (uint32_t i = 0; i < n && r->status == TAB_OK; i++)
        v[i] = elem == TAB_VATOM ? (int32_t)get_atom(r, "array atom") : (int32_t)get_u32(r, "array value");
    return slot;
}

static tab_status grow_to(tab_game *g, void **data, uint32_t *cap, uint32_t n, size_t elem)
{
    return tabi_grow(g, data, cap, n ? n : 1, elem);
}

static void decode_entities(reader *r, tabi_state *st)
{
    tab_game *g = r->g;
    uint32_t ent_len = get_u32(r, "entity count");
    uint32_t live = get_u32(r, "live entity count");
    if (r->status != TAB_OK)
        return;
    if (ent_len == 0 || ent_len > MAX_ENTITY_IDS || live >= ent_len) {
        bad(r, "impossible entity count", "", ent_len);
        return;
    }
    if ((r->status = grow_to(g, (void **)&st->ents, &st->ent_cap, ent_len, sizeof *st->ents)))
        return;
    memset(st->ents, 0, (size_t)ent_len * sizeof *st->ents);
    st->ent_len = ent_len;
    st->ent_live = live;
    tab_id prev = 0;
    for (uint32_t n = 0; n < live && r->status == TAB_OK; n++) {
        tab_id e = get_u32(r, "entity id");
        if (r->status == TAB_OK && (e <= prev || e >= ent_len)) {
            bad(r, "entity ids out of order or range:", "", e);
            return;
        }
        prev = e;
        tabi_entity *ent = &st->ents[e];
        ent->kind = get_atom(r, "entity kind");
        uint32_t nrec = get_u32(r, "property count");
        if (r->status != TAB_OK)
            return;
        if (nrec > (size_t)(r->end - r->p) / 6) { /* the smallest record is 6 bytes */
            bad(r, "impossible property count", "", nrec);
            return;
        }
        ent->props = (tabi_seg){st->props.len, nrec, nrec};
        if ((r->status = grow_to(g, &st->props.data, &st->props.cap, st->props.len + nrec,
                                 st->props.elem)))
            return;
        st->props.len += nrec;
        st->props.live += nrec;
        tabi_prop *p = (tabi_prop *)st->props.data + ent->props.off;
        for (uint32_t i = 0; i < nrec && r->status == TAB_OK; i++) {
            p[i].key = get_atom(r, "property key");
            p[i].type = get_u8(r, "property type");
            switch (p[i].type) {
            case TAB_VINT: p[i].value = (int64_t)get_u64(r, "integer"); break;
            case TAB_VATOM: p[i].value = get_atom(r, "atom value"); break;
            case TAB_VREF: p[i].value = get_u32(r, "entity reference"); break;
            case TAB_VBOOL:
                p[i].value = get_u8(r, "boolean");
                if (p[i].value > 1)
                    bad(r, "boolean is not 0 or 1:", "", (uint64_t)p[i].value);
                break;
            case TABI_VTAG: p[i].value = 0; break;
            case TAB_VARRAY: {
                int64_t slot = get_array(r, st);
                /* The pool may have moved while the array was read. */
                p = (tabi_prop *)st->props.data + ent->props.off;
                p[i].value = slot;
            } break;
            default: bad(r, "unknown property type", "", p[i].type);
            }
            if (r->status == TAB_OK && i > 0 &&
                tabi_atom_hash(g, p[i - 1].key) >= tabi_atom_hash(g, p[i].key))
                bad(r, "properties not in canonical order at entity", "", e);
        }
    }
}

/* References may point forward, so they are checked once all entities are in. */
/* A reference past the last id ever given is corrupt. One to a freed
 * entity is not: ids are never reused, so a stale reference stays
 * recognisable, and games keep them (a card that named a defeated enemy). */
static int dangling(const tabi_state *st, tab_id ref)
{
    return ref >= st->ent_len;
}

static void check_refs(reader *r, tabi_state *st)
{
    const tabi_prop *all = st->props.data;
    for (uint32_t i = 0; i < st->props.len && r->status == TAB_OK; i++)
        if (all[i].type == TAB_VREF && dangling(st, (tab_id)all[i].value))
            bad(r, "a property refers to", "missing entity", (uint64_t)all[i].value);
    for (uint32_t a = 1; a < st->array_len && r->status == TAB_OK; a++) {
        if (st->arrays[a].elem != TAB_VREF)
            continue;
        const int32_t *v = (const int32_t *)st->ints.data + st->arrays[a].seg.off;
        for (uint32_t i = 0; i < st->arrays[a].seg.len; i++)
            if (dangling(st, (tab_id)v[i]))
                bad(r, "an array refers to", "missing entity", (uint32_t)v[i]);
    }
}

static void decode_zones(reader *r, tabi_state *st)
{
    tab_game *g = r->g;
    uint32_t count = get_u32(r, "zone count");
    if (r->status != TAB_OK)
        return;
    if (count > (size_t)(r->end - r->p) / 13) { /* the smallest zone is 13 bytes */
        bad(r, "impossible zone count", "", count);
        return;
    }
    if ((r->status = grow_to(g, (void **)&st->zones, &st->zone_cap, count + 1,
                             sizeof *st->zones)))
        return;
    memset(st->zones, 0, (size_t)(count + 1) * sizeof *st->zones);
    st->zone_len = count + 1;
    for (tab_zone z = 1; z <= count && r->status == TAB_OK; z++) {
        tabi_zone *zn = &st->zones[z];
        zn->name = get_atom(r, "zone name");
        zn->owner = (int32_t)get_u32(r, "zone owner");
        zn->vis = get_u8(r, "zone visibility");
        if (zn->vis & SHARED_FLAG) {
            zn->vis &= (uint8_t)~SHARED_FLAG;
            zn->shared = get_u32(r, "zone sharing");
            if (r->status == TAB_OK && zn->shared == 0)
                bad(r, "empty sharing in zone", "", z);
        }
        if (zn->vis & POOL_FLAG) {
            zn->vis &= (uint8_t)~POOL_FLAG;
            zn->pool = get_atom(r, "zone pool"); /* never NONE: get_atom refuses 0 */
        }
        uint32_t len = get_u32(r, "zone size");
        if (r->status != TAB_OK)
            return;
        for (tab_zone y = 1; y < z; y++)
            if (st->zones[y].name == zn->name)
                bad(r, "two zones share a name, zone", "", z);
        if (zn->owner < TAB_NO_PLAYER || zn->vis > TAB_SEE_UNORDERED)
            bad(r, "bad owner or visibility in zone", "", z);
        if (len > (size_t)(r->end - r->p) / 4)
            bad(r, "impossible size of zone", "", z);
        if (r->status != TAB_OK)
            return;
        zn->items = (tabi_seg){st->items.len, len, len};
        if ((r->status = grow_to(g, &st->items.data, &st->items.cap, st->items.len + len,
                                 st->items.elem)))
            return;
        st->items.len += len;
        st->items.live += len;
        tab_id *items = (tab_id *)st->items.data + zn->items.off;
        for (uint32_t i = 0; i < len && r->status == TAB_OK; i++) {
            tab_id e = items[i] = get_u32(r, "zone entry");
            if (r->status != TAB_OK)
                return;
            if (e == 0 || e >= st->ent_len || st->ents[e].kind == TAB_ATOM_NONE)
                bad(r, "a zone holds", "missing entity", e);
            else if (st->ents[e].zone != TAB_ZONE_NONE)
                bad(r, "entity is in two zones:", "", e);
            else
                st->ents[e].zone = z;
        }
    }
}

static void decode_streams(reader *r, tabi_state *st)
{
    uint32_t count = get_u32(r, "stream count");
    if (r->status != TAB_OK)
        return;
    if (count > (size_t)(r->end - r->p) / 36) {
        bad(r, "impossible stream count", "", count);
        return;
    }
    if ((r->status = grow_to(r->g, (void **)&st->streams, &st->stream_cap, count,
                             sizeof *st->streams)))
        return;
    st->stream_len = count;
    for (uint32_t i = 0; i < count && r->status == TAB_OK; i++) {
        tabi_stream *s = &st->streams[i];
        s->name = get_atom(r, "stream name");
        for (int w = 0; w < 4; w++)
            s->s[w] = get_u64(r, "stream state");
        if (r->status != TAB_OK)
            return;
        if ((s->s[0] | s->s[1] | s->s[2] | s->s[3]) == 0)
            bad(r, "stream state is all zero, stream", "", i);
        if (i > 0 && tabi_atom_hash(r->g, st->streams[i - 1].name) >=
                         tabi_atom_hash(r->g, s->name))
            bad(r, "streams not in canonical order at stream", "", i);
    }
}

tab_status tabi_decode_state(tab_game *g, tabi_state *st, const uint8_t *p, size_t len,
                             const tab_atom *remap, uint32_t n_atoms)
{
    reader r = {g, p, p, p + len, remap, n_atoms, TAB_OK};
    tabi_state_init(st);
    /* The pools always hold an array (see game.c). */
    r.status = grow_to(g, &st->props.data, &st->props.cap, 1, st->props.elem);
    if (r.status == TAB_OK)
        r.status = grow_to(g, &st->items.data, &st->items.cap, 1, st->items.elem);
    if (r.status == TAB_OK)
        r.status = grow_to(g, &st->ints.data, &st->ints.cap, 1, st->ints.elem);
    if (r.status == TAB_OK)
        r.status = grow_to(g, (void **)&st->arrays, &st->array_cap, 1, sizeof *st->arrays);
    if (r.status == TAB_OK) {
        memset(&st->arrays[0], 0, sizeof st->arrays[0]);
        st->array_len = 1;
        decode_entities(&r, st);
    }
    if (r.status == TAB_OK)
        check_refs(&r, st);
    if (r.status == TAB_OK)
        decode_zones(&r, st);
    if (r.status == TAB_OK)
        decode_streams(&r, st);
    if (r.status == TAB_OK && r.p != r.end)
        bad(&r, "unexpected bytes after the state:", "", (uint64_t)(r.end - r.p));
    if (r.status != TAB_OK)
        tabi_state_release(g, st);
    return r.status;
}
