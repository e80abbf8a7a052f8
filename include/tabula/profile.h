/* tabula/profile.h - a sampling profiler for content: where a game's time
 * goes by rule step, content file and Lua function, and how much of it is
 * the runtime's own work (checkpoints, freeze checks, answer hashing...). */
#ifndef TABULA_PROFILE_H
#define TABULA_PROFILE_H

#include <stdint.h>

#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A profile gathers what one or more games did while attached to it:
 *
 *     tab_profile *p = tab_profile_new(NULL, NULL, 0);
 *     tab_game_start(g, "dragon-tides/dojo", 2);
 *     tab_game_set_profile(g, p);
 *     ... the host loop (tab_game_run, tab_game_bot, tab_game_answer_as) ...
 *     tab_game_set_profile(g, NULL);
 *     read it with tab_profile_phase and tab_profile_entry_at
 *
 * Two kinds of figures:
 * - Samples. Every `interval` VM instructions the instruction hook looks
 *   at the Lua stack and counts one sample for the running function, its
 *   file and the rule step being run (and, as "total", for every function
 *   and file on the stack). The first sample of each run falls at a
 *   pseudo-random point of the interval, so short steps are counted in
 *   proportion to their length. Samples are deterministic: the same games
 *   give the same counts. A sample stands for about `interval` instructions.
 * - Times. The monotonic clock is read where the runtime's work changes
 *   hands (a step resumed, a checkpoint taken, a bot's view built...), so
 *   every nanosecond the library spends inside tab_game_run, tab_game_bot
 *   and the answer log falls in exactly one phase. The Lua phases include
 *   the kernel calls Lua makes (g:zone_list, grid queries): the clock is
 *   not read for those. The time between two samples is also given to the
 *   function sampled at its end, which shows functions whose few
 *   instructions call slow kernel operations. The profiler's own work is
 *   measured and left out of every phase (tab_profile_cost_ns). Phase
 *   times are the thread's CPU time: the monotonic clock is read at every
 *   phase change and the thread's CPU clock (a system call) only around the
 *   outermost calls, whose phases are scaled down by the share of their
 *   wall time the thread did not run. Steps' and functions' times are wall
 *   time; read them as shares.
 *
 * A profile is attached to one game at a time and is not thread-safe: one
 * profile per thread. Profiling changes
 * nothing a game does: the same seeds give the same games and hashes. */
typedef struct tab_profile tab_profile;

#define TAB_PROFILE_DEFAULT_INTERVAL 1000u

/* A new, empty profile sampling every interval VM instructions (0 for
 * TAB_PROFILE_DEFAULT_INTERVAL). alloc and ud as for tab_game_new (NULL
 * for realloc/free). Returns NULL when memory runs out. Free with
 * tab_profile_free. */
TAB_API tab_profile *tab_profile_new(tab_alloc_fn alloc, void *ud, uint32_t interval);

/* Frees p and its entries. NULL is harmless. Detach it from its game first. */
TAB_API void tab_profile_free(tab_profile *p);

/* Empties p (entries, samples, times), keeping its interval. Entry strings
 * given out before are freed. */
TAB_API void tab_profile_reset(tab_profile *p);

/* Attaches p to g, or detaches g's profile when p is NULL; a profile stays
 * attached (across tab_game_restart too) until detached or g is freed, and
 * must outlive its attachment; never attach one profile to two games at
 * once. Attach between calls, not from inside a script or a print
 * callback. Errors: TAB_EMISUSE (NULL g), TAB_ENOMEM. */
TAB_API tab_status tab_game_set_profile(tab_game *g, tab_profile *p);

/* ---- Phases: where the library's time goes ------------------------------- */

/* Each nanosecond inside tab_game_run, tab_game_bot and the answer log is
 * in one phase. Append-only. */
typedef enum tab_profile_phase {
    TAB_PROFILE_RULES = 0,       /* the rules' Lua (steps resumed), with the kernel calls it makes */
    TAB_PROFILE_BOT_LUA = 1,     /* bots' Lua (bot{} choose functions), likewise */
    TAB_PROFILE_CHECKPOINT = 2,  /* the snapshot taken before each step */
    TAB_PROFILE_STEP_SETUP = 3,  /* a step's coroutine and arguments */
    TAB_PROFILE_ANSWER_PASS = 4, /* answers turned into choose's results */
    TAB_PROFILE_FREEZE = 5,      /* checking content kept no state, after steps and bots */
    TAB_PROFILE_ANSWER_LOG = 6,  /* logging each answer, and hashing the state for it
                                    unless tab_game_set_answer_hashes turned that off */
    TAB_PROFILE_VIEW = 7,        /* building the view and decision a bot sees */
    TAB_PROFILE_RUN = 8,         /* the rest of tab_game_run: the step loop */
    TAB_PROFILE_BOT = 9,         /* the rest of tab_game_bot (built-in bots run here) */
    TAB_PROFILE_PHASE_COUNT = 10
} tab_profile_phase;

/* A short static name ("rules", "checkpoint"...), "?" when out of range. */
TAB_API const char *tab_profile_phase_name(tab_profile_phase phase);

/* Nanoseconds spent in phase (its own, without the phases inside it or
 * the profiler's cost) and how often it was entered, into *ns and *count
 * (either may be NULL). Errors: TAB_EMISUSE (NULL p), TAB_EINVAL (phase). */
TAB_API tab_status tab_profile_phase_time(const tab_profile *p, tab_profile_phase phase,
                                          uint64_t *ns, uint64_t *count);

/* ---- Entries: functions, files, steps ------------------------------------ */

typedef enum tab_profile_table {
    TAB_PROFILE_FUNCTIONS = 0, /* one per Lua function (its file and first line) */
    TAB_PROFILE_FILES = 1,     /* one per chunk: a card's or rule's file, "prelude" */
    TAB_PROFILE_STEPS = 2      /* one per rule step name, and "bot:NAME" per bot */
} tab_profile_table;

typedef struct tab_profile_entry {
    const char *name;   /* functions: the name Lua called it by, or NULL; steps: the
                           step; files: NULL */
    const char *source; /* functions and files: the chunk, a path for files
                           ("/.../cards/dust/surge.lua") or "prelude"; steps: NULL */
    int line;           /* functions: the line it is defined at */
    uint64_t self;      /* samples in it: the function running, the file of the
                           function running, the step being run */
    uint64_t total;     /* samples with it on the stack (functions, files; steps: self) */
    uint64_t self_ns;   /* functions, files: wall time of the sample windows ending in
                           it; steps: the wall time of the step's Lua phase, measured */
    uint64_t total_ns;  /* functions, files: windows with it on the stack; steps: self_ns */
    uint64_t calls;     /* steps: times resumed (a step waiting on decisions is resumed
                           once per decision); others 0 */
} tab_profile_entry;

/* The number of entries of table t (0 for a NULL p or a bad t). */
TAB_API uint32_t tab_profile_count(const tab_profile *p, tab_profile_table t);

/* Entry i (0-based, in the order first seen) of table t into *out. Its
 * strings belong to p and stay valid until tab_profile_reset or
 * tab_profile_free. Errors: TAB_EMISUSE (NULL), TAB_ENOTFOUND (i or t out
 * of range). */
TAB_API tab_status tab_profile_entry_at(const tab_profile *p, tab_profile_table t, uint32_t i,
                                        tab_profile_entry *out);

/* ---- Totals -------------------------------------------------------------- */

/* Samples taken (each about interval instructions), and samples that could
 * not be counted (memory ran out). */
TAB_API uint64_t tab_profile_samples(const tab_profile *p);
TAB_API uint64_t tab_profile_dropped(const tab_profile *p);
TAB_API uint32_t tab_profile_interval(const tab_profile *p);

/* Nanoseconds the profiler spent sampling, left out of the phases. */
TAB_API uint64_t tab_profile_cost_ns(const tab_profile *p);

#ifdef __cplusplus
}
#endif
#endif
