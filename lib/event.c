/* event.c - the event log: a ring of the newest events, numbered without
 * gaps, so a host reads "everything since my mark" and memory stays bounded. */
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
