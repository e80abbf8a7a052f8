/* atom.c - interned strings: each name is stored once and compared as an
 * integer. The table is keyed on XXH3-64 of the text, which is also what the
 * canonical encoding writes, so the state hash does not depend on the order
 * names were first seen in. */
#include <string.h>
#include <xxhash.h>

#include "atom.h"

static const char *const builtin[TAB_ATOM_BUILTIN_COUNT] = {
    [TAB_ATOM_NONE] = "",
    [TAB_ATOM_MAIN] = "main",
    [TAB_EV_ENTITY_NEW] = "entity.new",
    [TAB_EV_ENTITY_FREE] = "entity.free",
    [TAB_EV_ENTITY_SET] = "entity.set",
    [TAB_EV_ENTITY_UNSET] = "entity.unset",
    [TAB_EV_ENTITY_TAG] = "entity.tag",
    [TAB_EV_ENTITY_UNTAG] = "entity.untag",
    [TAB_EV_ZONE_NEW] = "zone.new",
    [TAB_EV_ZONE_MOVE] = "zone.move",
    [TAB_EV_ZONE_SHUFFLE] = "zone.shuffle",
    [TAB_EV_ZONE_VISIBILITY] = "zone.visibility",
    [TAB_EV_RNG] = "rng",
    /* dice */
    [TAB_EV_DICE_ROLL] = "dice.roll",
    [TAB_EV_DICE_REROLL] = "dice.reroll",
    [TAB_EV_DICE_ADD] = "dice.add",
    [TAB_EV_DICE_FORCE] = "dice.force",
    /* deck and bag */
    [TAB_EV_DECK_DRAW] = "deck.draw",
    [TAB_EV_DECK_REFILL] = "deck.refill",
    [TAB_EV_DECK_RECOVER] = "deck.recover",
    [TAB_EV_DECK_RETIRE] = "deck.retire",
    [TAB_EV_BAG_DRAW] = "bag.draw",
    [TAB_EV_BAG_REFILL] = "bag.refill",
    /* track */
    [TAB_EV_TRACK_MOVE] = "track.move",
    [TAB_EV_TRACK_CROSS] = "track.cross",
    [TAB_EV_TRACK_FILL] = "track.fill",
    [TAB_EV_TRACK_RESET] = "track.reset",
    [TAB_EV_TRACK_ACTIVATE] = "track.activate",
    [TAB_EV_TRACK_DEACTIVATE] = "track.deactivate",
    /* initiative */
    [TAB_EV_INITIATIVE_PLACE] = "initiative.place",
    [TAB_EV_INITIATIVE_MOVE] = "initiative.move",
    [TAB_EV_INITIATIVE_REMOVE] = "initiative.remove",
    /* turn */
    [TAB_EV_TURN_ROUND] = "turn.round",
    [TAB_EV_TURN_SIDE] = "turn.side",
    [TAB_EV_TURN_ACT] = "turn.act",
    [TAB_EV_TURN_DONE] = "turn.done",
    [TAB_EV_TURN_SKIP] = "turn.skip",
    [TAB_EV_TURN_PASS] = "turn.pass",
    [TAB_EV_TURN_ROUND_END] = "turn.round_end",
    [TAB_EV_TURN_GAME_END] = "turn.game_end",
    /* region maps and sector grids */
    [TAB_EV_REGION_ADD] = "region.add",
    [TAB_EV_REGION_CONNECT] = "region.connect",
    [TAB_EV_REGION_DISCONNECT] = "region.disconnect",
    [TAB_EV_SECTOR_MOVE] = "sector.move",
    [TAB_EV_SECTOR_BYPASS] = "sector.bypass",
    [TAB_EV_SECTOR_EXIT] = "sector.exit",
    /* grid */
    [TAB_EV_GRID_NEW] = "grid.new",
    [TAB_EV_GRID_TERRAIN_DEF] = "grid.terrain_def",
    [TAB_EV_GRID_TERRAIN] = "grid.terrain",
    [TAB_EV_GRID_HEIGHT] = "grid.height",
    [TAB_EV_GRID_EDGE] = "grid.edge",
    [TAB_EV_GRID_PLACE] = "grid.place",
    [TAB_EV_GRID_MOVE] = "grid.move",
    [TAB_EV_GRID_REMOVE] = "grid.remove",
    /* hex maps */
    [TAB_EV_HEX_TERRAIN] = "hex.terrain",
    [TAB_EV_HEX_PLACE] = "hex.place",
    [TAB_EV_HEX_REMOVE] = "hex.remove",
    [TAB_EV_HEX_MOVE] = "hex.move",
    [TAB_EV_HEX_ROTATE] = "hex.rotate",
};

/* The slot where hash h sits, or the empty slot where it would go. */
static uint32_t *slot_for(const tabi_atoms *t, uint64_t h)
{
    uint32_t mask = t->slot_cap - 1;
    for (uint32_t i = (uint32_t)h & mask;; i = (i + 1) & mask)
        if (t->slots[i] == 0 || t->at[t->slots[i]].hash == h)
            return &t->slots[i];
}

static tab_status rehash(tab_game *g, uint32_t new_cap)
{
    tabi_atoms *t = &g->atoms;
    uint32_t *slots = tabi_realloc(g, NULL, 0, (size_t)new_cap * sizeof *slots);
    if (!slots)
        return tabi_fail(g, TAB_ENOMEM, "out of memory growing the atom table");
    memset(slots, 0, (size_t)new_cap * sizeof *slots);
    tabi_free(g, t->slots, (size_t)t->slot_cap * sizeof *t->slots);
    t->slots = slots;
    t->slot_cap = new_cap;
    for (tab_atom a = 1; a < t->len; a++)
        *slot_for(t, t->at[a].hash) = a;
    return TAB_OK;
}

tab_atom tabi_atom_intern(tab_game *g, const char *s, size_t len)
{
    tabi_atoms *t = &g->atoms;
    uint64_t h = XXH3_64bits(s, len);
    if (t->slot_cap) {
        tab_atom a = *slot_for(t, h);
        if (a) {
            if (strlen(t->at[a].str) == len && memcmp(t->at[a].str, s, len) == 0)
                return a;
            tabi_fail(g, TAB_EINVAL, "atom '%.*s' has the same hash as '%s'", (int)len, s,
                      t->at[a].str);
            return TAB_ATOM_NONE;
        }
    }
    if ((t->len + 1) * 2 > t->slot_cap &&
        rehash(g, t->slot_cap ? t->slot_cap * 2 : 64) != TAB_OK)
        return TAB_ATOM_NONE;
    if (tabi_grow(g, (void **)&t->at, &t->cap, t->len + 1, sizeof *t->at) != TAB_OK)
        return TAB_ATOM_NONE;
    char *copy = tabi_realloc(g, NULL, 0, len + 1);
    if (!copy) {
        tabi_fail(g, TAB_ENOMEM, "out of memory interning an atom");
        return TAB_ATOM_NONE;
    }
    memcpy(copy, s, len);
    copy[len] = '\0';
    tab_atom a = t->len++;
    t->at[a].str = copy;
    t->at[a].hash = h;
    if (a != TAB_ATOM_NONE)
        *slot_for(t, h) = a;
    return a;
}

tab_status tabi_atoms_init(tab_game *g)
{
    for (int i = 0; i < TAB_ATOM_BUILTIN_COUNT; i++) {
        const char *s = builtin[i];
        /* Atom 0 is the empty name; it is stored but never looked up. */
        if (tabi_atom_intern(g, s, strlen(s)) == TAB_ATOM_NONE && i != TAB_ATOM_NONE)
            return TAB_ENOMEM;
    }
    return TAB_OK;
}

void tabi_atoms_release(tab_game *g)
{
    tabi_atoms *t = &g->atoms;
    for (uint32_t a = 0; a < t->len; a++)
        tabi_free(g, t->at[a].str, strlen(t->at[a].str) + 1);
    tabi_free(g, t->at, (size_t)t->cap * sizeof *t->at);
    tabi_free(g, t->slots, (size_t)t->slot_cap * sizeof *t->slots);
    memset(t, 0, sizeof *t);
}

void tabi_atoms_truncate(tab_game *g, uint32_t len)
{
    tabi_atoms *t = &g->atoms;
    if (len >= t->len)
        return;
    for (uint32_t a = len; a < t->len; a++)
        tabi_free(g, t->at[a].str, strlen(t->at[a].str) + 1);
    t->len = len;
    /* The slots are rebuilt in place (same capacity: no allocation, so
     * this cannot fail). */
    memset(t->slots, 0, (size_t)t->slot_cap * sizeof *t->slots);
    for (tab_atom a = 1; a < t->len; a++)
        *slot_for(t, t->at[a].hash) = a;
    for (int i = 0; i < 256; i++) {
        if (t->literals[i].atom >= len)
            t->literals[i] = (struct tabi_literal_entry){NULL, TAB_ATOM_NONE};
        if (t->names[i].atom >= len)
            t->names[i] = (struct tabi_literal_entry){NULL, TAB_ATOM_NONE};
    }
    t->epoch++;
    if (t->epoch == 1 || len < t->floor)
        t->floor = len;
}

/* The remembered entry for text at address s (see names in core.h). */
static struct tabi_literal_entry *name_slot(const tab_game *g, const char *s)
{
    tabi_atoms *t = (tabi_atoms *)&g->atoms;
    uint64_t h = (uint64_t)(uintptr_t)s * 0x9E3779B97F4A7C15u;
    return &t->names[h >> 56];
}

/* The atom remembered for s, checked against its text, or TAB_ATOM_NONE. */
static tab_atom name_cached(const tab_game *g, const char *s)
{
    const struct tabi_literal_entry *e = name_slot(g, s);
    return e->text == s && strcmp(g->atoms.at[e->atom].str, s) == 0 ? e->atom : TAB_ATOM_NONE;
}

tab_atom tab_atom_of(tab_game *g, const char *s)
{
    if (g && s) {
        tab_atom a = name_cached(g, s);
        if (a)
            return a;
    }
    if (!g || !s) {
        if (g)
            tabi_fail(g, TAB_EMISUSE, "tab_atom_of: NULL string");
        return TAB_ATOM_NONE;
    }
    size_t len = strlen(s);
    if (len == 0 || len > TAB_ATOM_MAX_LEN) {
        tabi_fail(g, TAB_EINVAL, "tab_atom_of: a name must have 1 to %d bytes, not %zu",
                  TAB_ATOM_MAX_LEN, len);
        return TAB_ATOM_NONE;
    }
    tab_atom a = tabi_atom_intern(g, s, len);
    if (a) /* truncation clears the cache: only the address can go stale */
        *name_slot(g, s) = (struct tabi_literal_entry){s, a};
    return a;
}

tab_atom tab_atom_find(const tab_game *g, const char *s)
{
    if (!g || !s || !*s)
        return TAB_ATOM_NONE;
    tab_atom a = name_cached(g, s);
    if (a)
        return a;
    size_t len = strlen(s);
    a = *slot_for(&g->atoms, XXH3_64bits(s, len));
    if (!a || strcmp(g->atoms.at[a].str, s) != 0)
        return TAB_ATOM_NONE;
    *name_slot(g, s) = (struct tabi_literal_entry){s, a};
    return a;
}

const char *tab_atom_str(const tab_game *g, tab_atom a)
{
    return g && a < g->atoms.len ? g->atoms.at[a].str : NULL;
}

static struct tabi_literal_entry *literal_slot(const tab_game *g, const char *text)
{
    tabi_atoms *t = (tabi_atoms *)&g->atoms;
    uint64_t h = (uint64_t)(uintptr_t)text * 0x9E3779B97F4A7C15u;
    return &t->literals[h >> 56]; /* the top 8 bits: 256 slots */
}

tab_atom tabi_atom_literal(tab_game *g, const char *text)
{
    struct tabi_literal_entry *e = literal_slot(g, text);
    if (e->text == text)
        return e->atom;
    tab_atom a = tab_atom_of(g, text);
    if (a)
        *e = (struct tabi_literal_entry){text, a};
    return a;
}

tab_atom tabi_atom_literal_find(const tab_game *g, const char *text)
{
    struct tabi_literal_entry *e = literal_slot(g, text);
    if (e->text == text)
        return e->atom;
    tab_atom a = tab_atom_find(g, text);
    if (a) /* truncation clears the cache: a found atom stays right */
        *e = (struct tabi_literal_entry){text, a};
    return a;
}

tab_status tabi_atoms_adopt(tab_game *dst, const tab_game *src)
{
    tabi_atoms *d = &dst->atoms;
    const tabi_atoms *s = &src->atoms;
    /* Atoms are only ever added, so the games agree on a prefix: the
     * names both loaded, in the order they loaded them. */
    uint32_t same = 0, n = d->len < s->len ? d->len : s->len;
    while (same < n && d->at[same].hash == s->at[same].hash)
        same++;
    if (same == s->len)
        return TAB_OK; /* src's names all mean the same in dst (it may have more) */
    if (same == d->len) {
        /* dst knows fewer names: the rest are added in src's order (on
         * failure the ones added stay, which no state minds). */
        for (uint32_t a = same; a < s->len; a++)
            if (tabi_atom_intern(dst, s->at[a].str, strlen(s->at[a].str)) != a)
                return tabi_fail(dst, TAB_ENOMEM, "out of memory copying the atom table");
        return TAB_OK;
    }
    /* Both made names of their own since: dst takes src's table whole (and
     * forgets what it cached by atom number), built aside so that a
     * failure leaves dst's own. */
    tabi_atoms old = *d;
    memset(d, 0, sizeof *d);
    for (uint32_t a = 0; a < s->len; a++) {
        tab_atom got = tabi_atom_intern(dst, s->at[a].str, strlen(s->at[a].str));
        if (got != a) {
            tabi_atoms_release(dst);
            *d = old;
            return tabi_fail(dst, TAB_ENOMEM, "out of memory copying the atom table");
        }
    }
    tabi_atoms fresh = *d;
    *d = old;
    tabi_atoms_release(dst);
    *d = fresh;
    return TAB_OK;
}
