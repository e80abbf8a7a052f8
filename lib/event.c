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

/* The kernel's events, from atom.h's comments: the name and the kind of
 * value of a0..a3. */
static const struct field {
    const char *name;
    tab_event_arg type;
} kernel_fields[TAB_ATOM_BUILTIN_COUNT][4] = {
    [TAB_EV_ENTITY_NEW] = {{"entity_kind", TAB_EVARG_ATOM}},
    [TAB_EV_ENTITY_FREE] = {{"entity_kind", TAB_EVARG_ATOM}},
    [TAB_EV_ENTITY_SET] = {{"key", TAB_EVARG_ATOM}, {"type", TAB_EVARG_INT}, {"value", TAB_EVARG_INT}, {"old", TAB_EVARG_INT}},
    [TAB_EV_ENTITY_UNSET] = {{"key", TAB_EVARG_ATOM}},
    [TAB_EV_ENTITY_TAG] = {{"tag", TAB_EVARG_ATOM}},
    [TAB_EV_ENTITY_UNTAG] = {{"tag", TAB_EVARG_ATOM}},
    [TAB_EV_ZONE_NEW] = {{"zone", TAB_EVARG_ZONE}, {"name", TAB_EVARG_ATOM}},
    [TAB_EV_ZONE_MOVE] = {{"from", TAB_EVARG_ZONE}, {"to", TAB_EVARG_ZONE}, {"index", TAB_EVARG_INT}},
    [TAB_EV_ZONE_SHUFFLE] = {{"zone", TAB_EVARG_ZONE}, {"stream", TAB_EVARG_ATOM}},
    [TAB_EV_ZONE_VISIBILITY] = {{"zone", TAB_EVARG_ZONE}, {"visibility", TAB_EVARG_INT}, {"owner", TAB_EVARG_INT}, {"shared", TAB_EVARG_INT}},
    [TAB_EV_RNG] = {{"stream", TAB_EVARG_ATOM}, {"drawn", TAB_EVARG_INT}, {"bound", TAB_EVARG_INT}},
    [TAB_EV_DICE_ROLL] = {{"die", TAB_EVARG_INT}, {"face", TAB_EVARG_INT}, {"die_type", TAB_EVARG_ENTITY}, {"stream", TAB_EVARG_ATOM}},
    [TAB_EV_DICE_REROLL] = {{"die", TAB_EVARG_INT}, {"face", TAB_EVARG_INT}, {"old", TAB_EVARG_INT}, {"stream", TAB_EVARG_ATOM}},
    [TAB_EV_DICE_ADD] = {{"die", TAB_EVARG_INT}, {"die_type", TAB_EVARG_ENTITY}},
    [TAB_EV_DICE_FORCE] = {{"stream", TAB_EVARG_ATOM}, {"face", TAB_EVARG_INT}, {"queued", TAB_EVARG_INT}},
    [TAB_EV_DECK_DRAW] = {{"deck", TAB_EVARG_ZONE}, {"bottom", TAB_EVARG_INT}, {"to", TAB_EVARG_ZONE}},
    [TAB_EV_DECK_REFILL] = {{"draw", TAB_EVARG_ZONE}, {"discard", TAB_EVARG_ZONE}, {"moved", TAB_EVARG_INT}, {"stream", TAB_EVARG_ATOM}},
    [TAB_EV_DECK_RECOVER] = {{"deck", TAB_EVARG_ZONE}, {"index", TAB_EVARG_INT}},
    [TAB_EV_DECK_RETIRE] = {{"from", TAB_EVARG_ZONE}, {"to", TAB_EVARG_ZONE}},
    [TAB_EV_BAG_DRAW] = {{"bag", TAB_EVARG_ZONE}, {"to", TAB_EVARG_ZONE}, {"left", TAB_EVARG_INT}},
    [TAB_EV_BAG_REFILL] = {{"bag", TAB_EVARG_ZONE}, {"discard", TAB_EVARG_ZONE}, {"moved", TAB_EVARG_INT}},
    [TAB_EV_TRACK_MOVE] = {{"old", TAB_EVARG_INT}, {"value", TAB_EVARG_INT}, {"delta", TAB_EVARG_INT}, {"lost", TAB_EVARG_INT}},
    [TAB_EV_TRACK_CROSS] = {{"threshold", TAB_EVARG_ATOM}, {"value", TAB_EVARG_INT}, {"direction", TAB_EVARG_INT}, {"first", TAB_EVARG_INT}},
    [TAB_EV_TRACK_FILL] = {{"times", TAB_EVARG_INT}, {"excess", TAB_EVARG_INT}},
    [TAB_EV_TRACK_RESET] = {{"old", TAB_EVARG_INT}, {"value", TAB_EVARG_INT}},
    [TAB_EV_TRACK_ACTIVATE] = {{"value", TAB_EVARG_INT}},
    [TAB_EV_TRACK_DEACTIVATE] = {{"old", TAB_EVARG_INT}, {"value", TAB_EVARG_INT}},
    [TAB_EV_INITIATIVE_PLACE] = {{"initiative", TAB_EVARG_ENTITY}, {"level", TAB_EVARG_INT}, {"index", TAB_EVARG_INT}, {"side", TAB_EVARG_INT}},
    [TAB_EV_INITIATIVE_MOVE] = {{"initiative", TAB_EVARG_ENTITY}, {"from", TAB_EVARG_INT}, {"to", TAB_EVARG_INT}, {"index", TAB_EVARG_INT}},
    [TAB_EV_INITIATIVE_REMOVE] = {{"initiative", TAB_EVARG_ENTITY}, {"level", TAB_EVARG_INT}, {"index", TAB_EVARG_INT}},
    [TAB_EV_TURN_ROUND] = {{"round", TAB_EVARG_INT}, {"side", TAB_EVARG_INT}},
    [TAB_EV_TURN_SIDE] = {{"side", TAB_EVARG_INT}, {"name", TAB_EVARG_ATOM}, {"round", TAB_EVARG_INT}},
    [TAB_EV_TURN_ACT] = {{"turn", TAB_EVARG_ENTITY}, {"side", TAB_EVARG_INT}, {"round", TAB_EVARG_INT}},
    [TAB_EV_TURN_DONE] = {{"turn", TAB_EVARG_ENTITY}, {"side", TAB_EVARG_INT}, {"round", TAB_EVARG_INT}},
    [TAB_EV_TURN_SKIP] = {{"turn", TAB_EVARG_ENTITY}, {"side", TAB_EVARG_INT}, {"round", TAB_EVARG_INT}},
    [TAB_EV_TURN_PASS] = {{"side", TAB_EVARG_INT}, {"activations", TAB_EVARG_INT}},
    [TAB_EV_TURN_ROUND_END] = {{"round", TAB_EVARG_INT}, {"side", TAB_EVARG_INT}, {"last", TAB_EVARG_INT}},
    [TAB_EV_TURN_GAME_END] = {{"rounds", TAB_EVARG_INT}},
    [TAB_EV_REGION_ADD] = {{"map", TAB_EVARG_ENTITY}, {"name", TAB_EVARG_ATOM}},
    [TAB_EV_REGION_CONNECT] = {{"other", TAB_EVARG_ENTITY}},
    [TAB_EV_REGION_DISCONNECT] = {{"other", TAB_EVARG_ENTITY}},
    [TAB_EV_SECTOR_MOVE] = {{"grid", TAB_EVARG_ENTITY}, {"from", TAB_EVARG_INT}, {"to", TAB_EVARG_INT}},
    [TAB_EV_SECTOR_BYPASS] = {{"grid", TAB_EVARG_ENTITY}, {"passed", TAB_EVARG_ENTITY}, {"sector", TAB_EVARG_INT}},
    [TAB_EV_SECTOR_EXIT] = {{"grid", TAB_EVARG_ENTITY}, {"from", TAB_EVARG_INT}},
    [TAB_EV_GRID_NEW] = {{"width", TAB_EVARG_INT}, {"height", TAB_EVARG_INT}},
    [TAB_EV_GRID_TERRAIN_DEF] = {{"terrain", TAB_EVARG_ATOM}, {"cost", TAB_EVARG_INT}, {"flags", TAB_EVARG_INT}},
    [TAB_EV_GRID_TERRAIN] = {{"cell", TAB_EVARG_INT}, {"columns", TAB_EVARG_INT}, {"rows", TAB_EVARG_INT}, {"terrain", TAB_EVARG_ATOM}},
    [TAB_EV_GRID_HEIGHT] = {{"cell", TAB_EVARG_INT}, {"columns", TAB_EVARG_INT}, {"rows", TAB_EVARG_INT}, {"height", TAB_EVARG_INT}},
    [TAB_EV_GRID_EDGE] = {{"cell", TAB_EVARG_INT}, {"side", TAB_EVARG_INT}, {"feature", TAB_EVARG_INT}},
    [TAB_EV_GRID_PLACE] = {{"grid", TAB_EVARG_ENTITY}, {"cell", TAB_EVARG_INT}, {"sight", TAB_EVARG_INT}},
    [TAB_EV_GRID_MOVE] = {{"grid", TAB_EVARG_ENTITY}, {"from", TAB_EVARG_INT}, {"to", TAB_EVARG_INT}, {"fallen", TAB_EVARG_INT}},
    [TAB_EV_GRID_REMOVE] = {{"grid", TAB_EVARG_ENTITY}, {"cell", TAB_EVARG_INT}},
    [TAB_EV_HEX_TERRAIN] = {{"hex", TAB_EVARG_HEX}, {"terrain", TAB_EVARG_INT}, {"old", TAB_EVARG_INT}},
    [TAB_EV_HEX_PLACE] = {{"map", TAB_EVARG_ENTITY}, {"hex", TAB_EVARG_HEX}, {"hexes", TAB_EVARG_INT}, {"side", TAB_EVARG_INT}},
    [TAB_EV_HEX_REMOVE] = {{"map", TAB_EVARG_ENTITY}, {"hex", TAB_EVARG_HEX}},
    [TAB_EV_HEX_MOVE] = {{"map", TAB_EVARG_ENTITY}, {"from", TAB_EVARG_HEX}, {"to", TAB_EVARG_HEX}, {"cost", TAB_EVARG_INT}},
    [TAB_EV_HEX_ROTATE] = {{"map", TAB_EVARG_ENTITY}, {"pivot", TAB_EVARG_HEX}, {"sixths", TAB_EVARG_INT}, {"anchor", TAB_EVARG_HEX}},
};

const char *tab_event_field(tab_atom kind, int i, tab_event_arg *type)
{
    const struct field *f = kind > 0 && kind < TAB_ATOM_BUILTIN_COUNT && i >= 0 && i < 4
                                ? &kernel_fields[kind][i] : NULL;
    if (type)
        *type = f && f->name ? f->type : TAB_EVARG_INT;
    return f ? f->name : NULL;
}
