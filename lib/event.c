/* event.c - the event log: a ring of the newest events, numbered without
 * gaps, so a host reads "everything since my mark" and memory stays bounded. */
#include <string.h>

#include "atom.h"
#include "core.h"

void tabi_emit(tab_game *g, tab_atom kind, tab_id subject,
               int64_t a0, int64_t a1, int64_t a2, int64_t a3)
{
    tabi_log *log = &g->log;
    tab_event *e = &log->ring[log->end % log->cap];
    e->seq = log->end++;
    e->kind = kind;
    e->subject = subject;
    e->a[0] = a0, e->a[1] = a1, e->a[2] = a2, e->a[3] = a3;
    if (log->end - log->begin > log->cap)
        log->begin = log->end - log->cap;
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
    *out = g->log.ring[seq % g->log.cap];
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
    tab_event *ring = tabi_realloc(g, NULL, 0, cap * sizeof *ring);
    if (!ring)
        return tabi_fail(g, TAB_ENOMEM, "out of memory for an event log of %zu events", cap);
    uint64_t begin = log->end - log->begin > cap ? log->end - cap : log->begin;
    for (uint64_t s = begin; s < log->end; s++)
        ring[s % cap] = log->ring[s % log->cap];
    tabi_free(g, log->ring, (size_t)log->cap * sizeof *log->ring);
    log->ring = ring;
    log->cap = (uint32_t)cap;
    log->begin = begin;
    return TAB_OK;
}
