/* profile.h - the hooks the runtime calls for the content profiler
 * (profile.c). Each costs one NULL check when no profile is attached.
 * Private. */
#ifndef TABULA_LUA_PROFILE_H
#define TABULA_LUA_PROFILE_H

#include <lua.h>

#include "runtime.h"
#include "tabula/profile.h"

TABI_HIDDEN void tabi_profile_enter_(tabi_runtime *rt, tab_profile_phase phase, const char *label);
TABI_HIDDEN void tabi_profile_leave_(tab_profile *p, tab_profile_phase phase);

/* A phase of the runtime's work begins: its time, until the matching
 * leave, is the phase's own except for phases entered inside it. label
 * names the bot for TAB_PROFILE_BOT (NULL otherwise); TAB_PROFILE_RULES
 * reads the step's name off rt->running. A leave also closes the phases
 * inside it that a Lua error jumped out of. */
static inline void tabi_profile_enter(tabi_runtime *rt, tab_profile_phase phase, const char *label)
{
    if (rt->prof)
        tabi_profile_enter_(rt, phase, label);
}

static inline void tabi_profile_leave(tabi_runtime *rt, tab_profile_phase phase)
{
    if (rt->prof)
        tabi_profile_leave_(rt->prof, phase);
}

/* From the sandbox's instruction hook: one sample of L's stack. Never
 * raises an error and never allocates Lua memory. */
TABI_HIDDEN void tabi_profile_sample(tab_profile *p, lua_State *L);

/* The hook count to use while p is attached, and the first count of a new
 * run: pseudo-random in 1..interval, so that a run shorter than the
 * interval is sampled with a chance proportional to its length. */
TABI_HIDDEN uint32_t tabi_profile_interval_of(const tab_profile *p);
TABI_HIDDEN uint32_t tabi_profile_first_count(tab_profile *p);

#endif
