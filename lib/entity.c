/* entity.c - entities with a kind, typed properties and tags. Ids are direct
 * indices into one array and are never reused, so a stale id is detected
 * instead of naming some newer entity. */
#include <stddef.h>
#include <string.h>

#include "atom.h"
#include "core.h"

static tabi_owners prop_owners(tab_game *g)
{
    return (tabi_owners){g->st.ents, g->st.ent_len, sizeof(tabi_entity),
                         offsetof(tabi_entity, props)};
}

/* The index of key among e's records, or where it would be inserted (*found
 * tells which). Records are sorted by the hash of the key's text. */
static uint32_t prop_find(const tab_game *g, tab_id e, tab_atom key, int *found)
{
    const tabi_prop *p = tabi_props_of(g, e);
    uint32_t lo = 0, hi = g->st.ents[e].props.len;
    uint64_t h = tabi_atom_hash(g, key);
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (tabi_atom_hash(g, p[mid].key) < h)
            lo = mid + 1;
        else
            hi = mid;
    }
    *found = lo < g->st.ents[e].props.len && p[lo].key == key;
    return lo;
}

static tab_status check_entity(tab_game *g, tab_id e, const char *who)
{
    if (!tabi_live(g, e))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no entity %u", who, e);
    return TAB_OK;
}

tab_status tab_entity_new(tab_game *g, tab_atom kind, tab_id *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_entity_new: NULL out");
    if (!tabi_atom_valid(g, kind))
        return tabi_fail(g, TAB_EINVAL, "tab_entity_new: kind %u is not an atom", kind);
    tabi_state *st = &g->st;
    if (st->ent_len == UINT32_MAX)
        return tabi_fail(g, TAB_ENOMEM, "tab_entity_new: all entity ids are used");
    tab_status s = tabi_grow(g, (void **)&st->ents, &st->ent_cap, st->ent_len + 1,
                             sizeof *st->ents);
    if (s != TAB_OK)
        return s;
    tab_id e = st->ent_len++;
    st->ents[e] = (tabi_entity){.kind = kind};
    st->ent_live++;
    *out = e;
    tabi_emit(g, TAB_EV_ENTITY_NEW, e, kind, 0, 0, 0);
    return TAB_OK;
}

tab_status tab_entity_free(tab_game *g, tab_id e)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_entity(g, e, "tab_entity_free");
    if (s != TAB_OK)
        return s;
    tab_zone_remove(g, e);
    tabi_entity *ent = &g->st.ents[e];
    tab_atom kind = ent->kind;
    const tabi_prop *p = tabi_props_of(g, e);
    for (uint32_t i = 0; i < ent->props.len; i++)
        if (p[i].type == TAB_VARRAY)
            tabi_array_release(g, (uint32_t)p[i].value);
    tabi_pool_release(&g->st.props, &ent->props);
    ent->kind = TAB_ATOM_NONE;
    g->st.ent_live--;
    tabi_emit(g, TAB_EV_ENTITY_FREE, e, kind, 0, 0, 0);
    return TAB_OK;
}

void tabi_entity_unmake(tab_game *g, tab_id e)
{
    tab_entity_free(g, e);
    if (e + 1 == g->st.ent_len)
        g->st.ent_len--;
}

bool tab_entity_exists(const tab_game *g, tab_id e)
{
    return g && tabi_live(g, e);
}

tab_atom tab_entity_kind(const tab_game *g, tab_id e)
{
    return g && tabi_live(g, e) ? g->st.ents[e].kind : TAB_ATOM_NONE;
}

static tab_id scan_next(const tab_game *g, tab_id after, tab_atom kind)
{
    for (tab_id e = after + 1; e > after && e < g->st.ent_len; e++) {
        tab_atom k = g->st.ents[e].kind;
        if (k != TAB_ATOM_NONE && (kind == TAB_ATOM_NONE || k == kind))
            return e;
    }
    return TAB_ID_NONE;
}

tab_id tab_entity_next(const tab_game *g, tab_id after, tab_atom kind)
{
    if (!g)
        return TAB_ID_NONE;
    if (after != 0 || kind == TAB_ATOM_NONE)
        return scan_next(g, after, kind);
    /* The first of a kind, from the hint when it still holds: an entity
     * made since has a higher id, so only the hinted one's death moves the
     * answer on, and the scan then starts past it. */
    struct tabi_first_of_kind *h = &((tab_game *)g)->first_of_kind[kind & 63];
    tab_id from = 0;
    if (h->kind == kind && h->epoch == g->state_epoch) {
        if (h->first < g->st.ent_len && g->st.ents[h->first].kind == kind)
            return h->first;
        from = h->first;
    }
    tab_id e = scan_next(g, from, kind);
    if (e != TAB_ID_NONE)
        *h = (struct tabi_first_of_kind){kind, e, g->state_epoch};
    return e;
}

uint32_t tab_entity_count(const tab_game *g)
{
    return g ? g->st.ent_live : 0;
}

static tab_status check_value(tab_game *g, tab_value v)
{
    switch (v.type) {
    case TAB_VNONE:
    case TAB_VINT:
        return TAB_OK;
    case TAB_VBOOL:
        return TAB_OK;
    case TAB_VATOM:
        if (!tabi_atom_valid(g, v.as.atom))
            return tabi_fail(g, TAB_EINVAL, "tab_entity_set: value %u is not an atom", v.as.atom);
        return TAB_OK;
    case TAB_VREF:
        if (v.as.ref != TAB_ID_NONE && !tabi_live(g, v.as.ref))
            return tabi_fail(g, TAB_EINVAL, "tab_entity_set: value refers to no entity %u",
                             v.as.ref);
        return TAB_OK;
    case TAB_VARRAY:
        return tabi_fail(g, TAB_EINVAL, "tab_entity_set: set arrays with tab_entity_set_array");
    }
    return tabi_fail(g, TAB_EINVAL, "tab_entity_set: unknown value type %d", (int)v.type);
}

static int64_t raw_value(tab_value v)
{
    switch (v.type) {
    case TAB_VINT: return v.as.i;
    case TAB_VATOM: return v.as.atom;
    case TAB_VREF: return v.as.ref;
    case TAB_VBOOL: return v.as.b ? 1 : 0;
    default: return 0;
    }
}

static tab_value cooked_value(const tab_game *g, const tabi_prop *p)
{
    switch (p->type) {
    case TAB_VARRAY: {
        tab_value v = {TAB_VARRAY, {.i = g->st.arrays[p->value].seg.len}};
        return v;
    }
    case TAB_VINT: return tab_int(p->value);
    case TAB_VATOM: return tab_atomv((tab_atom)p->value);
    case TAB_VREF: return tab_ref((tab_id)p->value);
    case TAB_VBOOL: return tab_bool(p->value != 0);
    default: return (tab_value){TAB_VNONE, {0}};
    }
}

/* Removes the record at index i of e's properties. */
static void prop_delete(tab_game *g, tab_id e, uint32_t i)
{
    tabi_prop *p = tabi_props_of(g, e);
    tabi_seg *seg = &g->st.ents[e].props;
    memmove(&p[i], &p[i + 1], (seg->len - i - 1) * sizeof *p);
    seg->len--;
}

/* Inserts or overwrites the record for key (type, value). */
static tab_status prop_put(tab_game *g, tab_id e, tab_atom key, uint8_t type, int64_t value)
{
    int found;
    uint32_t i = prop_find(g, e, key, &found);
    if (!found) {
        tabi_seg *seg = &g->st.ents[e].props;
        tab_status s = tabi_pool_reserve(g, &g->st.props, seg, seg->len + 1, prop_owners(g));
        if (s != TAB_OK)
            return s;
        tabi_prop *p = tabi_props_of(g, e);
        memmove(&p[i + 1], &p[i], (seg->len - i) * sizeof *p);
        seg->len++;
    }
    tabi_props_of(g, e)[i] = (tabi_prop){.key = key, .type = type, .value = value};
    return TAB_OK;
}

tab_status tabi_entity_reserve(tab_game *g, tab_id e, uint32_t extra)
{
    tabi_seg *seg = &g->st.ents[e].props;
    return tabi_pool_reserve(g, &g->st.props, seg, seg->len + extra, prop_owners(g));
}

const tabi_prop *tabi_entity_record(const tab_game *g, tab_id e, tab_atom key)
{
    int found;
    uint32_t i = prop_find(g, e, key, &found);
    return found ? &tabi_props_of(g, e)[i] : NULL;
}

void tabi_entity_put_record(tab_game *g, tab_id e, tabi_prop rec)
{
    prop_put(g, e, rec.key, rec.type, rec.value); /* within the room reserved */
}

void tabi_entity_drop_record(tab_game *g, tab_id e, tab_atom key)
{
    int found;
    uint32_t i = prop_find(g, e, key, &found);
    if (found)
        prop_delete(g, e, i);
}

tab_status tab_entity_set(tab_game *g, tab_id e, tab_atom key, tab_value v)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_entity(g, e, "tab_entity_set");
    if (s != TAB_OK)
        return s;
    if (!tabi_atom_valid(g, key))
        return tabi_fail(g, TAB_EINVAL, "tab_entity_set: key %u is not an atom", key);
    if ((s = check_value(g, v)) != TAB_OK)
        return s;
    int found;
    uint32_t i = prop_find(g, e, key, &found);
    tabi_prop old = found ? tabi_props_of(g, e)[i] : (tabi_prop){0};
    if (found && old.type == TABI_VTAG)
        return tabi_fail(g, TAB_EINVAL, "tab_entity_set: '%s' is a tag of entity %u",
                         tab_atom_str(g, key), e);
    if (v.type == TAB_VNONE) {
        if (found) {
            prop_delete(g, e, i);
            tabi_emit(g, TAB_EV_ENTITY_UNSET, e, key, 0, 0, 0);
        }
    } else {
        int64_t raw = raw_value(v);
        if ((s = prop_put(g, e, key, (uint8_t)v.type, raw)) != TAB_OK)
            return s;
        tabi_emit(g, TAB_EV_ENTITY_SET, e, key, v.type, raw,
                  old.type == TAB_VARRAY ? 0 : old.value);
    }
    if (found && old.type == TAB_VARRAY)
        tabi_array_release(g, (uint32_t)old.value);
    return TAB_OK;
}

tab_status tab_entity_get(tab_game *g, tab_id e, tab_atom key, tab_value *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_entity_get: NULL out");
    tab_status s = check_entity(g, e, "tab_entity_get");
    if (s != TAB_OK)
        return s;
    *out = (tab_value){TAB_VNONE, {0}};
    if (!tabi_atom_valid(g, key))
        return TAB_OK;
    int found;
    uint32_t i = prop_find(g, e, key, &found);
    if (found)
        *out = cooked_value(g, &tabi_props_of(g, e)[i]);
    return TAB_OK;
}

int64_t tab_entity_get_int(const tab_game *g, tab_id e, tab_atom key, int64_t dflt)
{
    if (!g || !tabi_live(g, e) || !tabi_atom_valid(g, key))
        return dflt;
    int found;
    uint32_t i = prop_find(g, e, key, &found);
    if (!found)
        return dflt;
    const tabi_prop *p = &tabi_props_of(g, e)[i];
    return p->type == TAB_VINT ? p->value : dflt;
}

/* Tags share the property records; these walk only the non-tag ones. */
tab_status tab_entity_prop_count(tab_game *g, tab_id e, uint32_t *out)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_entity(g, e, "tab_entity_prop_count");
    if (s != TAB_OK)
        return s;
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_entity_prop_count: NULL out");
    const tabi_prop *p = tabi_props_of(g, e);
    uint32_t n = 0;
    for (uint32_t i = 0; i < g->st.ents[e].props.len; i++)
        n += p[i].type != TABI_VTAG;
    *out = n;
    return TAB_OK;
}

tab_status tab_entity_prop_at(tab_game *g, tab_id e, uint32_t i, tab_atom *key,
                              tab_value *value)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_entity(g, e, "tab_entity_prop_at");
    if (s != TAB_OK)
        return s;
    const tabi_prop *p = tabi_props_of(g, e);
    for (uint32_t k = 0; k < g->st.ents[e].props.len; k++) {
        if (p[k].type == TABI_VTAG || i-- != 0)
            continue;
        if (key)
            *key = p[k].key;
        if (value)
            *value = cooked_value(g, &p[k]);
        return TAB_OK;
    }
    return tabi_fail(g, TAB_ENOTFOUND, "tab_entity_prop_at: entity %u has fewer properties", e);
}

static tab_status check_tag(tab_game *g, tab_id e, tab_atom tag, const char *who)
{
    tab_status s = check_entity(g, e, who);
    if (s == TAB_OK && !tabi_atom_valid(g, tag))
        s = tabi_fail(g, TAB_EINVAL, "%s: tag %u is not an atom", who, tag);
    return s;
}

tab_status tab_entity_tag(tab_game *g, tab_id e, tab_atom tag)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_tag(g, e, tag, "tab_entity_tag");
    if (s != TAB_OK)
        return s;
    int found;
    uint32_t i = prop_find(g, e, tag, &found);
    if (found) {
        if (tabi_props_of(g, e)[i].type == TABI_VTAG)
            return TAB_OK;
        return tabi_fail(g, TAB_EINVAL, "tab_entity_tag: '%s' is a property of entity %u",
                         tab_atom_str(g, tag), e);
    }
    if ((s = prop_put(g, e, tag, TABI_VTAG, 0)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_ENTITY_TAG, e, tag, 0, 0, 0);
    return TAB_OK;
}

tab_status tab_entity_untag(tab_game *g, tab_id e, tab_atom tag)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_tag(g, e, tag, "tab_entity_untag");
    if (s != TAB_OK)
        return s;
    int found;
    uint32_t i = prop_find(g, e, tag, &found);
    if (found && tabi_props_of(g, e)[i].type == TABI_VTAG) {
        prop_delete(g, e, i);
        tabi_emit(g, TAB_EV_ENTITY_UNTAG, e, tag, 0, 0, 0);
    }
    return TAB_OK;
}

bool tab_entity_has_tag(const tab_game *g, tab_id e, tab_atom tag)
{
    if (!g || !tabi_live(g, e) || !tabi_atom_valid(g, tag))
        return false;
    int found;
    uint32_t i = prop_find(g, e, tag, &found);
    return found && tabi_props_of(g, e)[i].type == TABI_VTAG;
}

/* ---- Array properties ------------------------------------------------- */

static tab_status check_element(tab_game *g, tab_vtype elem, int32_t v, const char *who)
{
    if (elem == TAB_VATOM && !tabi_atom_valid(g, (tab_atom)v))
        return tabi_fail(g, TAB_EINVAL, "%s: element %d is not an atom", who, v);
    if (elem == TAB_VREF && v != 0 && !tabi_live(g, (tab_id)v))
        return tabi_fail(g, TAB_EINVAL, "%s: element refers to no entity %d", who, v);
    return TAB_OK;
}

tab_status tab_entity_set_array(tab_game *g, tab_id e, tab_atom key, tab_vtype elem,
                                const int32_t *vals, uint32_t n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_entity_set_array";
    tab_status s = check_entity(g, e, who);
    if (s != TAB_OK)
        return s;
    if (!tabi_atom_valid(g, key))
        return tabi_fail(g, TAB_EINVAL, "%s: key %u is not an atom", who, key);
    if (elem != TAB_VINT && elem != TAB_VATOM && elem != TAB_VREF)
        return tabi_fail(g, TAB_EINVAL, "%s: element type %d is not int, atom or ref", who,
                         (int)elem);
    if (!vals && n)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL values", who);
    for (uint32_t i = 0; i < n; i++)
        if ((s = check_element(g, elem, vals[i], who)) != TAB_OK)
            return s;
    int found;
    uint32_t i = prop_find(g, e, key, &found);
    tabi_prop old = found ? tabi_props_of(g, e)[i] : (tabi_prop){0};
    if (found && old.type == TABI_VTAG)
        return tabi_fail(g, TAB_EINVAL, "%s: '%s' is a tag of entity %u", who,
                         tab_atom_str(g, key), e);
    uint32_t slot;
    if ((s = tabi_array_new(g, &g->st, (uint8_t)elem, vals, n, &slot)) != TAB_OK)
        return s;
    if ((s = prop_put(g, e, key, TAB_VARRAY, slot)) != TAB_OK) {
        tabi_array_release(g, slot);
        return s;
    }
    if (found && old.type == TAB_VARRAY)
        tabi_array_release(g, (uint32_t)old.value);
    tabi_emit(g, TAB_EV_ENTITY_SET, e, key, TAB_VARRAY, n, 0);
    return TAB_OK;
}

/* The slot of array property key of e, or 0 with the message set. */
static uint32_t array_slot(tab_game *g, tab_id e, tab_atom key, const char *who)
{
    if (check_entity(g, e, who) != TAB_OK)
        return 0;
    int found = 0;
    uint32_t i = tabi_atom_valid(g, key) ? prop_find(g, e, key, &found) : 0;
    if (!found || tabi_props_of(g, e)[i].type != TAB_VARRAY) {
        tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u has no array '%s'", who, e,
                  tabi_atom_valid(g, key) ? tab_atom_str(g, key) : "?");
        return 0;
    }
    return (uint32_t)tabi_props_of(g, e)[i].value;
}

tab_status tab_entity_get_array(tab_game *g, tab_id e, tab_atom key, tab_vtype *elem,
                                const int32_t **vals, uint32_t *n)
{
    TABI_CHECK_GAME(g);
    uint32_t slot = array_slot(g, e, key, "tab_entity_get_array");
    if (!slot)
        return TAB_ENOTFOUND;
    if (elem)
        *elem = (tab_vtype)g->st.arrays[slot].elem;
    if (vals)
        *vals = tabi_array_values(g, slot);
    if (n)
        *n = g->st.arrays[slot].seg.len;
    return TAB_OK;
}

tab_status tab_entity_array_put(tab_game *g, tab_id e, tab_atom key, uint32_t i, int32_t v)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_entity_array_put";
    uint32_t slot = array_slot(g, e, key, who);
    if (!slot)
        return TAB_ENOTFOUND;
    const tabi_array *arr = &g->st.arrays[slot];
    if (i >= arr->seg.len)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: index %u is past the end (%u) of '%s'", who, i,
                         arr->seg.len, tab_atom_str(g, key));
    tab_status s = check_element(g, (tab_vtype)arr->elem, v, who);
    if (s != TAB_OK)
        return s;
    tabi_array_values(g, slot)[i] = v;
    tabi_emit(g, TAB_EV_ENTITY_SET, e, key, TAB_VARRAY, i, v);
    return TAB_OK;
}
