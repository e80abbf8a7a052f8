/* lua/pattern.h - Lua 5.4 pattern matching for the sandbox: string.find,
 * match, gmatch and gsub with the stock semantics, but every step of the
 * matcher counted against a budget, so an untrusted pattern cannot keep a
 * script inside C (where no instruction hook fires) for hours.
 * Private: not installed, not API. */
#ifndef TABULA_LUA_PATTERN_H
#define TABULA_LUA_PATTERN_H

#include <stdint.h>

#include <lua.h>

/* Longest subject any of the four functions accepts, in bytes. A longer one
 * is refused with "bad argument #1 to 'find' (subject too long: ...)". */
#define TABI_PATTERN_MAX_SUBJECT ((size_t)1 << 20)

/* Longest pattern, in bytes (string.find with plain = true is exempt: its
 * second argument is a plain string, not a pattern). Refused like a subject,
 * as bad argument #2. */
#define TABI_PATTERN_MAX_PATTERN ((size_t)4096)

/* Longest result gsub builds, in bytes ("gsub result too long"). */
#define TABI_PATTERN_MAX_RESULT ((size_t)8 << 20)

/* Captures in one pattern ("too many captures"), as in stock Lua. */
#define TABI_PATTERN_MAX_CAPTURES 32

/* Nested matcher frames ("pattern too complex"), as stock Lua's MAXCCALLS. */
#define TABI_PATTERN_MAX_DEPTH 200

/* A budget that lets typical patterns scan the longest subject several
 * times over, and stops a backtracking bomb in under a tenth of a second
 * (bench_pattern measures it). */
#define TABI_PATTERN_DEFAULT_BUDGET ((lua_Integer)10 * 1000 * 1000)

/* Pushes a new table holding the closures find, match, gmatch and gsub, which
 * take the same arguments and return the same results as the stock
 * string.find/match/gmatch/gsub of Lua 5.4 (patterns per manual 6.4.1, in the
 * "C" locale whatever the process locale is), with these limits:
 *
 * - one call (for gmatch: one call of the iterator) may take step_budget
 *   steps, a step being about one unit of matcher work: one pattern item
 *   tried at one subject position, one subject byte scanned by a repetition
 *   or %b, four bytes of a [set] scanned, sixteen bytes of a plain search or
 *   back-reference compare, one escape in a gsub replacement. Past the
 *   budget the call raises "pattern too complex (step budget N exceeded)".
 *   step_budget below 1 counts as 1. Calls into Lua made by gsub (a
 *   function replacement, an __index) are not counted: the state's own hook
 *   watches them;
 * - the subject, pattern and gsub result limits above.
 *
 * Every error is raised with luaL_error or luaL_argerror, so it names the
 * calling script's file and line. Returns 1 (the table). Raises only on
 * memory errors. */
__attribute__((visibility("hidden")))
int tabi_lua_patterns_open(lua_State *L, lua_Integer step_budget);

/* The same, and every step any of the closures takes is also added to
 * *meter as it is taken (so a call that ends in an error has counted its
 * steps too). The sandbox points it at its instruction counter: the budget
 * bounds one call, the meter lets the caller bound a loop of calls. meter
 * must outlive the closures; NULL means none. */
__attribute__((visibility("hidden")))
int tabi_lua_patterns_open_metered(lua_State *L, lua_Integer step_budget, uint64_t *meter);

#endif
