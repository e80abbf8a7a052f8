/* runtime.h - the Lua runtime of a game: its state, sandbox, loader and
 * decisions. Private. */
#ifndef TABULA_LUA_RUNTIME_H
#define TABULA_LUA_RUNTIME_H

#include <lua.h>

#include "../core.h"
#include "tabula/runtime.h"

#define TABI_MAX_PLAYERS 16
#define TABI_MAX_COROUTINE_DEPTH 16

struct tab_decision {
    int active;
    /* Strings of the rules' own: the step waits suspended inside g:choose,
     * and its stack holds the spec table (and the prompt and kind as they
     * were converted), so they live as long as the decision. */
    const char *prompt, *kind;
    tab_id subject;        /* the entity it is about, or 0 (decision.subject) */
    const char **options;
    /* options, options_cap, pick_buf and pick_buf_size are kept from one
     * decision to the next (a decision per step should not allocate). */
    uint32_t noptions, options_cap;
    int per_player;        /* each player has own options (options_for) */
    uint32_t first_option[TABI_MAX_PLAYERS], option_count[TABI_MAX_PLAYERS];
    uint32_t min, max;
    int order;
    int values;            /* the options carry values (choose_values.c) */
    int players[TABI_MAX_PLAYERS]; /* in the order the rules named them */
    uint32_t nplayers;
    int answered[TABI_MAX_PLAYERS];
    uint32_t *picks[TABI_MAX_PLAYERS]; /* each up to noptions long */
    uint32_t npicks[TABI_MAX_PLAYERS];
    uint32_t *pick_buf;    /* nplayers * noptions */
    size_t pick_buf_size;
};

/* One answer of the log: a player's picks, and the hash when it was given. */
typedef struct tabi_answer {
    int32_t player;
    uint32_t off, n; /* into the runtime's picks pool */
    uint64_t hash;
} tabi_answer;

typedef struct tabi_runtime {
    lua_State *L;
    lua_State *running;       /* the thread running now, for the allocator */
    char **roots;
    uint32_t nroots;
    char **option_keys, **option_values;
    uint32_t noptions;
    uint64_t instruction_limit;
    uint64_t decision_limit;  /* answers the game takes, 0 for any (TAB_LIMIT_DECISIONS) */
    size_t memory_limit;      /* the soft cap, checked by the hook */
    size_t lua_memory;
    uint64_t instructions;    /* charged in this run step */
    int tripped;              /* a limit was hit: 1 instructions, 2 memory, 3 time,
                                 4 the host's allocator failed (TAB_ENOMEM) */
    uint32_t failures_seen;   /* the game's alloc_failures when this run began */
    uint64_t run_start_ns;    /* when this run began (the time guard) */
    char limit_where[256];    /* "file:line: " of a refused allocation */
    char limit_msg[512];      /* the limit error once made, raised again as it unwinds */
    int depth;                /* nested content coroutines */
    int started;
    char *game, *scenario;    /* "dragon-tides", "dojo" */
    int players;
    tab_id game_entity;
    tab_zone agenda;
    int co_ref;               /* the step coroutine, or LUA_NOREF */
    int spare_ref;            /* a finished step's coroutine, for the next step */
    tab_snapshot *checkpoint; /* state before the current step */
    uint32_t checkpoint_answer;
    uint32_t pushed;          /* steps pushed by the current step */
    /* The first event of the current step, when content subscribes to
     * kernel events (the prelude notes it as each step begins): g:finish
     * dispatches the events from there before it ends the step. */
    uint64_t step_events_mark; /* that event + 1; 0 when no subscriber needs it */
    struct tab_decision decision;
    tabi_answer *answers;
    uint32_t nanswers, answers_cap;
    uint32_t *picks;
    uint32_t npicks, picks_cap;
    uint64_t content_hash;    /* over each file's path relative to its root, and text */
    uint64_t content_hash_legacy; /* as before issue 20 (paths as given): old files match it */
    uint32_t atoms_mark;      /* atoms once the content loaded: a restart forgets the rest */
    int unhashed;             /* answers are logged without the state hash */
    uint32_t watched;         /* content upvalues the freeze check looks at */
    int frozen;               /* content is loaded and frozen */
    tab_snapshot *copy_buf;   /* tab_game_copy's snapshot of a game between steps */
    void (*print)(void *ud, const char *text);
    void *print_ud;
    void *infos;              /* tab_game_scenarios' answer: infos, then text */
    size_t infos_size;
    uint32_t ninfos;
    struct tab_profile *prof; /* the content profiler attached, or NULL (profile.c) */
    struct tabi_search_cache *searches; /* tab_game_bot's search bots (lib/search) */
    struct tab_search *last_search;     /* the one that answered the last bot call */
} tabi_runtime;

/* A step takes up to this many arguments, kept in its entity under these
 * keys (rules.c). */
#define TABI_MAX_STEP_ARGS 16
TABI_HIDDEN extern const char *const tabi_step_arg_keys[TABI_MAX_STEP_ARGS];

/* The runtime's part of a save (replay.c), reached by the kernel through
 * g->ext (core.h): the state saved (the checkpoint while a rule waits), a
 * section after it (a byte saying whether the game is scripted, then what
 * brings the rules back to the same point), its check and its load. */
TABI_HIDDEN const tabi_state *tabi_runtime_saved_state(tab_game *g, tabi_state *view);
TABI_HIDDEN void tabi_runtime_save_section(tab_game *g, struct tabi_sink *k);
TABI_HIDDEN tab_status tabi_runtime_check_section(tab_game *g, const uint8_t *p, size_t len,
                                                  int *scripted);
TABI_HIDDEN tab_status tabi_runtime_load_section(tab_game *g, const uint8_t *p, size_t len);
/* Frees g's runtime (g->ext->free). */
TABI_HIDDEN void tabi_runtime_free(tab_game *g);

/* The runtime of g, created on first use. NULL on ENOMEM (message set). */
TABI_HIDDEN tabi_runtime *tabi_runtime_of(tab_game *g);

/* The sandbox: opens the safe libraries into a new environment table, left
 * on the stack, and installs the string metatable guard. */
TABI_HIDDEN void tabi_sandbox_open(lua_State *L, tabi_runtime *rt);

/* Charges n instructions to the budget (pcall, deep calls), raising the
 * limit error when it runs out. */
TABI_HIDDEN void tabi_sandbox_charge(lua_State *L, tabi_runtime *rt, uint64_t n);

/* Starts a run on thread L: a fresh budget (tabi_sandbox_begin_run) and
 * the instruction hook installed. The memory limit bounds the whole game,
 * not the run's growth. */
TABI_HIDDEN void tabi_sandbox_hook(lua_State *L);

/* The runtime that owns L (kept in the registry). */
TABI_HIDDEN tabi_runtime *tabi_runtime_from(lua_State *L);

/* Freezing: after loading, every table reachable from the value on the top
 * of the stack becomes read-only and every scalar upvalue is recorded; a
 * write raises an error naming file and line. tabi_freeze_verify raises an
 * error if a recorded upvalue changed (content kept state in a local). */
TABI_HIDDEN void tabi_freeze(lua_State *L);
/* Makes the libraries of the environment at env read-only before any
 * content runs: each library table is frozen, and the names env has (the
 * libraries, the prelude's API) cannot be assigned while content loads,
 * though new globals can; a write names file and line. tabi_freeze of env
 * puts the names back as plain fields. tabi_protect_add sets env[name] to
 * the value on the top (popped) as one more protected name;
 * tabi_protected_name says whether t[k] is one (for rawset). */
TABI_HIDDEN void tabi_protect_libraries(lua_State *L, int env);
TABI_HIDDEN void tabi_protect_add(lua_State *L, int env, const char *name);
TABI_HIDDEN int tabi_protected_name(lua_State *L, int t, int k);
/* Notes the C closure at idx as one that changes its own upvalues (an
 * iterator), so that the freeze watches it if content keeps it from
 * loading. Every such C closure must call this when it is made. */
TABI_HIDDEN void tabi_freeze_note_stateful(lua_State *L, int idx);
/* Pushes the weak-keyed table kept in the registry at key, made on first use. */
TABI_HIDDEN void tabi_push_weak_registry(lua_State *L, const void *key);
TABI_HIDDEN int tabi_freeze_verify(lua_State *L);
/* Sets written[i] for each upvalue i + 1 (of n) of the function at idx that
 * its code, or code nested in it, can assign; all of them for a C function
 * or bytecode that does not read as expected. Returns whether it could
 * tell. */
TABI_HIDDEN int tabi_upvalue_writes(lua_State *L, int idx, unsigned char *written, int n);
TABI_HIDDEN int tabi_frozen_backing(lua_State *L, int idx); /* pushes backing or nothing */

/* The loader: loads every script of game into the environment at env_idx,
 * in a defined order, and sets rt->content_hash. Returns a Lua status; the
 * error message is on the stack. */
TABI_HIDDEN int tabi_load_game(lua_State *L, tabi_runtime *rt, int env_idx);

/* Loads and runs one script file as content (in L's protected context),
 * leaving its first result (or true) on the stack. */
TABI_HIDDEN void tabi_load_script(lua_State *L, tabi_runtime *rt, int env, const char *path);

/* The prelude (prelude.lua, compiled into the library). */
TABI_HIDDEN extern const char tabi_prelude_lua[];

/* Frees the search bots tab_game_bot kept for g (bot.c). */
TABI_HIDDEN void tabi_bots_free(tab_game *g, tabi_runtime *rt);

/* choose_values.c: options with values. has_value says whether the
 * option table at idx has a value;
 * yield_values suspends g:choose (spec at 2) so that its answer comes back
 * as values (several: a table per player); set_values gives the bot's
 * decision table at index decision its "values" (what a bot may see of the
 * pending decision's values: plain data, a copy), made on the first read;
 * none when the decision has no values. */
TABI_HIDDEN int tabi_choose_option_has_value(lua_State *L, int idx);
TABI_HIDDEN int tabi_choose_yield_values(lua_State *L, int several);
TABI_HIDDEN void tabi_choose_set_values(lua_State *L, tab_game *g, int decision);

/* Checks the options g was given against those its scenario declares
 * (scenario_options.c); on the main thread, protected. TAB_EINVAL with the
 * message naming the option and the known ones. */
TABI_HIDDEN tab_status tabi_scenario_check_options(lua_State *L, tab_game *g);

/* Forgets the pending decision (its Lua references and buffers). */
TABI_HIDDEN void tabi_decision_clear(tab_game *g, tabi_runtime *rt);

/* Forgets the step in progress, if any (its coroutine is not reused: it
 * may have stopped anywhere). The checkpoint's memory is kept for the next. */
TABI_HIDDEN void tabi_runtime_drop_step(tab_game *g, tabi_runtime *rt);

/* rules.c: the metatable of the game as rules see it ("tabula.rules"), left
 * on the stack; and the table of primitives the prelude gets. */
TABI_HIDDEN void tabi_rules_metatable(lua_State *L);
TABI_HIDDEN void tabi_rules_primitives(lua_State *L);

/* Runtime pieces the host helpers (host.c, replay.c) share. */
TABI_HIDDEN tab_status tabi_runtime_open_lua(tab_game *g, tabi_runtime *rt);
TABI_HIDDEN void tabi_runtime_close_lua(tab_game *g, tabi_runtime *rt);
TABI_HIDDEN tab_status tabi_runtime_parse_scenario(tab_game *g, tabi_runtime *rt, const char *id);
TABI_HIDDEN int tabi_runtime_protected(tab_game *g, lua_CFunction f, lua_State *extra);
/* Calls f(g, arg) (a protected C function taking both as light userdata)
 * on the main thread with a fresh instruction budget: how bots, render and
 * other read-only calls into content run. Errors: as a step's. */
TABI_HIDDEN tab_status tabi_runtime_call(tab_game *g, lua_CFunction f, void *arg);
TABI_HIDDEN tab_status tabi_runtime_resume(tab_game *g, tabi_runtime *rt, lua_State *co, int nargs);
TABI_HIDDEN void tabi_runtime_push_internal(lua_State *L, const char *name);
TABI_HIDDEN extern const char tabi_rules_game_key;

/* Converts the error value on the top of L into the game's message. */
TABI_HIDDEN tab_status tabi_runtime_error(tab_game *g, lua_State *L, int status);

#endif
