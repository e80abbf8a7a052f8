/* event.c - the event log: a ring of the newest events, numbered without
 * gaps, so a host reads "everything since my mark" and memory stays
 * bounded; and the names of the kernel events' arguments. */
#include <string.h>

#include "atom.h"
#include "core.h"

/* Moves the kept events into a ring of size slots (size >= their count). */
static int resize(tab_game *g, uint32_t size)
{
    tabi_log *log = &g->log;
    tab_event *ring = tabi_realloc(g, NULL, 0, (size_t)size * sizeof *ring);
    if (!ring)
        return 0;
    for (uint64_t s = log->begin; s < log->end; s++)
        ring[s % size] = log->ring[s % log->size];
    tabi_free(g, log->ring, (size_t)log->size * sizeof *log->ring);
    log->ring = ring;
    log->size = size;
    return 1;
}

void tabi_emit(tab_game *g, tab_atom kind, tab_id subject,
               int64_t a0, int64_t a1, int64_t a2, int64_t a3)
{
    tabi_log *log = &g->log;
    /* A full ring below its cap doubles; if it cannot, it drops the oldest
     * event early instead of failing the change being logged. */
    if (log->end - log->begin == log->size && log->size < log->cap) {
        uint32_t size = log->size * 2 < log->cap ? log->size * 2 : log->cap;
        resize(g, size);
    }
    tab_event *e = &log->ring[log->end % log->size];
    e->seq = log->end++;
    e->kind = kind;
    e->subject = subject;
    e->a[0] = a0, e->a[1] = a1, e->a[2] = a2, e->a[3] = a3;
    if (log->end - log->begin > log->size)
        log->begin = log->end - log->size;
}

uint64_t tab_event_end(const tab_game *g)
{
    return g ? g->log.end : 0;
}

uint64_t tab_event_begin(const tab_game *g)
{
    return g ? g->log.begin : 0;
}

tab_status tab_event_get(const tab_game *g, uint64_t seq, tab_event *out)
{
    if (!g || !out)
        return TAB_EMISUSE;
    if (seq < g->log.begin || seq >= g->log.end)
        return tabi_fail((tab_game *)g, TAB_ENOTFOUND,
                         "event %llu is not in the log (it holds %llu to %llu)",
                         (unsigned long long)seq, (unsigned long long)g->log.begin,
                         (unsigned long long)g->log.end);
    *out = g->log.ring[seq % g->log.size];
    return TAB_OK;
}

tab_status tab_event_emit(tab_game *g, tab_atom kind, tab_id subject,
                          int64_t a0, int64_t a1, int64_t a2, int64_t a3)
{
    TABI_CHECK_GAME(g);
    if (!tabi_atom_valid(g, kind))
        return tabi_fail(g, TAB_EINVAL, "tab_event_emit: kind %u is not an atom", kind);
    tabi_emit(g, kind, subject, a0, a1, a2, a3);
    return TAB_OK;
}

tab_status tab_event_set_capacity(tab_game *g, size_t cap)
{
    TABI_CHECK_GAME(g);
    if (cap == 0 || cap > UINT32_MAX / 2)
        return tabi_fail(g, TAB_EINVAL, "tab_event_set_capacity: %zu is not in 1..%u", cap,
                         UINT32_MAX / 2);
    tabi_log *log = &g->log;
    uint64_t begin = log->end - log->begin > cap ? log->end - cap : log->begin;
    uint64_t kept = log->end - begin;
    uint32_t size = kept > 256 ? (uint32_t)kept : cap < 256 ? (uint32_t)cap : 256;
    uint64_t old_begin = log->begin;
    log->begin = begin;
    if (!resize(g, size)) {
        log->begin = old_begin;
        return tabi_fail(g, TAB_ENOMEM, "out of memory for an event log of %u events", size);
    }
    log->cap = (uint32_t)cap;
    return TAB_OK;
}

/* The kernel's events, from atom.h's comments: the names of a0..a3. */
static const char *const kernel_fields[TAB_ATOM_BUILTIN_COUNT][4] = {
    [TAB_EV_ENTITY_NEW] = {"@entity_kind"},
    [TAB_EV_ENTITY_FREE] = {"@entity_kind"},
    [TAB_EV_ENTITY_SET] = {"@key", "type", "value", "old"},
    [TAB_EV_ENTITY_UNSET] = {"@key"},
    [TAB_EV_ENTITY_TAG] = {"@tag"},
    [TAB_EV_ENTITY_UNTAG] = {"@tag"},
    [TAB_EV_ZONE_NEW] = {"zone", "@name"},
    [TAB_EV_ZONE_MOVE] = {"from", "to", "index"},
    [TAB_EV_ZONE_SHUFFLE] = {"zone", "@stream"},
    [TAB_EV_ZONE_VISIBILITY] = {"zone", "visibility", "owner", "shared"},
    [TAB_EV_RNG] = {"@stream", "drawn", "bound"},
    [TAB_EV_DICE_ROLL] = {"die", "face", "die_type", "@stream"},
    [TAB_EV_DICE_REROLL] = {"die", "face", "old", "@stream"},
    [TAB_EV_DICE_ADD] = {"die", "die_type"},
    [TAB_EV_DICE_FORCE] = {"@stream", "face", "queued"},
    [TAB_EV_DECK_DRAW] = {"deck", "bottom", "to"},
    [TAB_EV_DECK_REFILL] = {"draw", "discard", "moved", "@stream"},
    [TAB_EV_DECK_RECOVER] = {"deck", "index"},
    [TAB_EV_DECK_RETIRE] = {"from", "to"},
    [TAB_EV_BAG_DRAW] = {"bag", "to", "left"},
    [TAB_EV_BAG_REFILL] = {"bag", "discard", "moved"},
    [TAB_EV_TRACK_MOVE] = {"old", "value", "delta", "lost"},
    [TAB_EV_TRACK_CROSS] = {"@threshold", "value", "direction", "first"},
    [TAB_EV_TRACK_FILL] = {"times", "excess"},
    [TAB_EV_TRACK_RESET] = {"old", "value"},
    [TAB_EV_TRACK_ACTIVATE] = {"value"},
    [TAB_EV_TRACK_DEACTIVATE] = {"old", "value"},
    [TAB_EV_INITIATIVE_PLACE] = {"initiative", "level", "index", "side"},
    [TAB_EV_INITIATIVE_MOVE] = {"initiative", "from", "to", "index"},
    [TAB_EV_INITIATIVE_REMOVE] = {"initiative", "level", "index"},
    [TAB_EV_TURN_ROUND] = {"round", "side"},
    [TAB_EV_TURN_SIDE] = {"side", "@name", "round"},
    [TAB_EV_TURN_ACT] = {"turn", "side", "round"},
    [TAB_EV_TURN_DONE] = {"turn", "side", "round"},
    [TAB_EV_TURN_SKIP] = {"turn", "side", "round"},
    [TAB_EV_TURN_PASS] = {"side", "activations"},
    [TAB_EV_TURN_ROUND_END] = {"round", "side", "last"},
    [TAB_EV_TURN_GAME_END] = {"rounds"},
    [TAB_EV_REGION_ADD] = {"map", "@name"},
    [TAB_EV_REGION_CONNECT] = {"other"},
    [TAB_EV_REGION_DISCONNECT] = {"other"},
    [TAB_EV_SECTOR_MOVE] = {"grid", "from", "to"},
    [TAB_EV_SECTOR_BYPASS] = {"grid", "passed", "sector"},
    [TAB_EV_SECTOR_EXIT] = {"grid", "from"},
    [TAB_EV_GRID_NEW] = {"width", "height"},
    [TAB_EV_GRID_TERRAIN_DEF] = {"terrain", "cost", "flags"},
    [TAB_EV_GRID_TERRAIN] = {"cell", "columns", "rows", "terrain"},
    [TAB_EV_GRID_HEIGHT] = {"cell", "columns", "rows", "height"},
    [TAB_EV_GRID_EDGE] = {"cell", "side", "feature"},
    [TAB_EV_GRID_PLACE] = {"grid", "cell", "sight"},
    [TAB_EV_GRID_MOVE] = {"grid", "from", "to", "fallen"},
    [TAB_EV_GRID_REMOVE] = {"grid", "cell"},
    [TAB_EV_HEX_TERRAIN] = {"hex", "terrain", "old"},
    [TAB_EV_HEX_PLACE] = {"map", "hex", "hexes", "side"},
    [TAB_EV_HEX_REMOVE] = {"map", "hex"},
    [TAB_EV_HEX_MOVE] = {"map", "from", "to", "cost"},
    [TAB_EV_HEX_ROTATE] = {"map", "pivot", "sixths", "anchor"},
};

const char *tab_event_field(tab_atom kind, int i)
{
    return kind > 0 && kind < TAB_ATOM_BUILTIN_COUNT && i >= 0 && i < 4 ? kernel_fields[kind][i]
                                                                       : NULL;
}
