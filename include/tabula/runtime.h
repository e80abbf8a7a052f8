/* tabula/runtime.h - games driven by Lua rules: scenarios, steps, decisions,
 * results, limits. */
#ifndef TABULA_RUNTIME_H
#define TABULA_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A game's rules are Lua scripts: scripts/<game>/ (rules, scenarios) and
 * cards/<game>/ (content), found under the root folders added with
 * tab_game_add_root (the source tree, an install's share/tabula, an author's
 * own folder). They run in a sandbox (no files, processes, network, debug,
 * bytecode) with instruction and memory limits, and keep no state of their
 * own: everything lives in the kernel, so snapshots, saves and replays hold.
 *
 * The host loop:
 *     tab_game_start(g, "dragon-tides/dojo", 2);
 *     while ((s = tab_game_run(g)) == TAB_DECISION) {
 *         const tab_decision *d = tab_game_decision(g);
 *         tab_game_answer(g, pick(d));
 *     }
 *     s is TAB_DONE (see tab_game_result_*) or an error (tab_game_error). */

/* ---- Setting up --------------------------------------------------------- */

/* Adds a root folder searched for scripts/<game>/ and cards/<game>/, after
 * those added before. The path is copied. Errors: TAB_EMISUSE (NULL, or the
 * game has started), TAB_ENOMEM. */
TAB_API tab_status tab_game_add_root(tab_game *g, const char *root);

/* Limits for scripts. Each applies from the next run on. A run is one
 * tab_game_run (up to the next decision), one bot choice or one render.
 * Besides these, a run may take one second of wall time per 10M
 * instructions of its limit (5 s by default): a guard against the few
 * operations one instruction can make slow (comparing two huge strings), and
 * the only limit that is not deterministic, so it is a last resort: it fires
 * only when the run's instructions also went by slower than 1000 per ms, so
 * a run that only executes instructions always ends on the instruction
 * limit, on any machine. Each run has its own clock and budget (a step,
 * a bot's or render's call, loading a game's content, which is one run
 * however many files it has): time outside the rules (a person thinking,
 * the host's own work) is never charged to a script. */
typedef enum tab_limit {
    TAB_LIMIT_INSTRUCTIONS = 0, /* VM instructions per run (default 50M), in every
                                   coroutine; allocated bytes are charged too, one
                                   per 16 */
    TAB_LIMIT_MEMORY = 1,       /* bytes of everything the game owns: kernel state,
                                   atoms, the runtime, its checkpoint and its Lua
                                   state (tab_game_memory), checked while scripts
                                   run (default 64 MiB) */
    TAB_LIMIT_DECISIONS = 2     /* answers the game takes (default: no limit): once
                                   it has had that many, a run that reaches the next
                                   decision returns TAB_ELIMIT instead, the game
                                   waiting there unchanged (a host whose players
                                   never end the game, such as one always passing) */
} tab_limit;
TAB_API tab_status tab_game_set_limit(tab_game *g, tab_limit which, uint64_t value);

/* Sets a scenario option (a variant, "KEY=VALUE" in the command line) before
 * the game starts; rules read it with g:option(key). Both strings are copied.
 * Errors: TAB_EMISUSE (started), TAB_EINVAL (empty key), TAB_ENOMEM. */
TAB_API tab_status tab_game_set_option(tab_game *g, const char *key, const char *value);

/* Loads the rules and content of the game named by scenario ("<game>/<name>")
 * and prepares the scenario for players seats (numbered from 0). Nothing runs
 * until tab_game_run. A script that fails to load is reported with its file
 * and line. Errors: TAB_EMISUSE, TAB_ENOTFOUND (no such game or scenario),
 * TAB_EINVAL (players out of the scenario's range), TAB_ESCRIPT, TAB_ELIMIT,
 * TAB_ENOMEM. On error the game has not started and may be started again. */
TAB_API tab_status tab_game_start(tab_game *g, const char *scenario, int players);

/* Starts the same scenario over with seed, keeping the scripts loaded: the
 * kernel state is emptied (entities, zones, streams, the event log) and the
 * answers forgotten, so the game is as a new one started with seed. Rules
 * keep no state of their own, which is what makes this safe; playtests use
 * it to load scripts once per worker instead of once per game. The names
 * (atoms) made since the content loaded are forgotten, so that a worker's
 * memory stays flat over any number of games: a tab_atom the host got
 * after tab_game_start is not valid after a restart, and a snapshot taken
 * before it that names such atoms is refused by tab_game_restore. Errors:
 * TAB_EMISUSE (not started), TAB_ENOMEM (the game has then not started). */
TAB_API tab_status tab_game_restart(tab_game *g, uint64_t seed);

/* ---- Running ------------------------------------------------------------ */

/* Runs the rules until they need a decision (TAB_DECISION), the game ends
 * (TAB_DONE) or a script fails (TAB_ESCRIPT, TAB_ELIMIT): then the state is
 * back where it was before the failing step, the message (file, line,
 * traceback) is in tab_game_error, and the host can go on (save, inspect,
 * retry). Errors: also TAB_EMISUSE (not started), TAB_ENOMEM. */
TAB_API tab_status tab_game_run(tab_game *g);

/* The decision the rules wait for, or NULL when none - also once every
 * player has answered it (tab_game_run then goes on). Valid until the next
 * tab_game_run, tab_game_answer* or restore on g. */
typedef struct tab_decision tab_decision;
TAB_API const tab_decision *tab_game_decision(tab_game *g);

/* The prompt, e.g. "Choose a Signature Move". */
TAB_API const char *tab_decision_prompt(const tab_decision *d);
/* A short name of the kind of decision, for bots' policies, e.g. "move". */
TAB_API const char *tab_decision_kind(const tab_decision *d);
/* Options, in order; their labels are stable across runs. */
TAB_API uint32_t tab_decision_option_count(const tab_decision *d);
TAB_API const char *tab_decision_option(const tab_decision *d, uint32_t i);
/* How many options each answering player picks (1..1 for a plain choice;
 * 0..n for "any number"; k..k for "choose k"). order != 0 when the picks'
 * order matters (an ordering). */
TAB_API void tab_decision_picks(const tab_decision *d, uint32_t *min, uint32_t *max,
                                int *order);
/* The players who still have to answer: several for a simultaneous secret
 * choice, whose answers are revealed together. */
TAB_API uint32_t tab_decision_player_count(const tab_decision *d);
TAB_API int tab_decision_player(const tab_decision *d, uint32_t i);

/* Answers for the only (or first) player still to answer, picking option i.
 * Errors: TAB_EMISUSE (no decision), TAB_EINVAL (i out of range, or the
 * decision needs another number of picks). */
TAB_API tab_status tab_game_answer(tab_game *g, uint32_t option);

/* Answers for player with n picks (indices into the options). Errors: as
 * tab_game_answer, and TAB_EINVAL when player need not answer or a pick
 * repeats. */
TAB_API tab_status tab_game_answer_as(tab_game *g, int player, const uint32_t *picks,
                                      uint32_t n);

/* ---- Bots ----------------------------------------------------------------- */

/* Lets a bot pick for player on the pending decision, writing up to room
 * picks (indices into the options) into picks and their number into *n; the
 * host then gives them with tab_game_answer_as. "first" (the first options)
 * and "random" (uniform, from seed) are built in; any other name is a bot
 * definition of the game's scripts or of scripts/std/bots:
 *     bot { id = "name", choose = function(view, decision) ... end }
 * which sees only player's observation (view) and returns an option number
 * or a list of them; decision.random(n) gives 1..n from seed. Errors:
 * TAB_EMISUSE (no decision, or player need not answer), TAB_EINVAL (room),
 * TAB_ESCRIPT (no such bot, or it failed), TAB_ELIMIT. */
TAB_API tab_status tab_game_bot(tab_game *g, const char *bot, int player, uint64_t seed,
                                uint32_t *picks, uint32_t room, uint32_t *n);

/* Bot names may also be search specs ("mcts", "ismcts:iterations=800,...",
 * tabula/search.h): g keeps one search per spec, made on first use, so the
 * rules of its copies are loaded once per game. */

/* Whether bot names a bot g can run: a built-in, a search spec whose
 * options are valid for g's rules, or a bot definition of the game (g must
 * have started). For hosts that check their seats before playing. Errors:
 * TAB_EINVAL (the message names what is wrong), TAB_EMISUSE. */
TAB_API tab_status tab_game_bot_check(tab_game *g, const char *bot);

/* After tab_game_bot with a search spec: the statistics of that choice
 * (see tab_search_stats); 0 after any other bot. */
struct tab_search_stat;
TAB_API uint32_t tab_game_bot_stats(tab_game *g, const struct tab_search_stat **stats,
                                    uint32_t *iterations);

/* The game's own evaluation of the position: each player's value, 0 (lost)
 * to 1 (won), into values[0..n) for n players, from the rules' policy
 *     policy { id = "evaluate", value = function(view) return v end }
 * called with each player's observation in turn. Search bots score
 * rollouts cut short with it. With values NULL, only says whether the game
 * has one. Errors: TAB_ENOTFOUND (no evaluation), TAB_EINVAL (n is not the
 * number of players), TAB_ESCRIPT (it failed, or gave something other
 * than a number from 0 to 1), TAB_ELIMIT, TAB_EMISUSE (not started). */
TAB_API tab_status tab_game_evaluate(tab_game *g, double *values, uint32_t n);

/* Asks the rules a derived value, as player sees the game (TAB_NO_PLAYER:
 * what lies open to all): the rules' query of that id,
 *     query { id = "move", value = function(view, fighter) return n end }
 * called with player's view and the nargs integers of args (entity ids,
 * numbers), its answer (an integer, or a boolean as 1 or 0) in *out. For
 * a UI's "Move 3 (4 - 1 Grapple token)" without parsing a prompt. Changes
 * nothing. Errors: TAB_EMISUSE (NULL id, out or args, not started),
 * TAB_EINVAL (player, more than 16 arguments), TAB_ESCRIPT (no such query:
 * the message lists the game's; it failed, changed the game, or answered
 * something else), TAB_ELIMIT. */
TAB_API tab_status tab_game_query(tab_game *g, int player, const char *id, const int64_t *args,
                                  uint32_t nargs, int64_t *out);

/* ---- Results ------------------------------------------------------------ */

/* After TAB_DONE: why the game ended (e.g. "knockout"), whether player p won
 * (several may; none on a loss for all), and p's score (0 if none). */
TAB_API const char *tab_game_result_reason(tab_game *g);
TAB_API int tab_game_result_won(tab_game *g, int player);
TAB_API int64_t tab_game_result_score(tab_game *g, int player);

/* The number of players, and the round the rules report (0 if they don't). */
TAB_API int tab_game_players(tab_game *g);

/* ---- Replays ------------------------------------------------------------ */

/* The answers given so far (the seed plus these replay the game): count, and
 * the i-th as player and picks (valid until the next call on g). */
TAB_API uint32_t tab_game_answer_count(tab_game *g);
TAB_API tab_status tab_game_answer_at(tab_game *g, uint32_t i, int *player,
                                      const uint32_t **picks, uint32_t *n);

/* Copies src's whole position into dst, which has started the same
 * scenario for the same players with the same content (tab_game_start or
 * tab_game_load: the scripts are not loaded again) and the same allocator:
 * the kernel state, the answers given, and, when a rule waits on a
 * decision, that rule: the state at the last checkpoint is copied and the
 * answers since are replayed in dst, at most one step of rules, so dst
 * waits on the same decision with the same hash. Either game may then go
 * on alone; copying back works the same way. Search bots copy a position
 * per iteration; it costs the state's size plus that step.
 * As with a save, what a host changed in the state while a rule waits is
 * not part of the position (the rules' own changes are: they are replayed).
 * dst's event log is not copied: it holds the events from the copy on
 * (numbered as src's are). Names (atoms) mean in dst what they mean in
 * src. dst keeps its own limits, print hook and tab_game_set_answer_hashes
 * setting.
 * Errors: TAB_EMISUSE (a game not started, dst == src, other allocators),
 * TAB_EINVAL (other content, scenario or players: dst unchanged),
 * TAB_ENOMEM, and what replaying the step can give (TAB_ESCRIPT,
 * TAB_ELIMIT). After TAB_ENOMEM or an error replaying, dst does not hold
 * the copy: copy into it again or free it. */
TAB_API tab_status tab_game_copy(tab_game *dst, tab_game *src);

/* A new game ready to take copies of g's positions (tab_game_copy): the
 * same allocator, roots, options and limits, started on g's scenario for
 * g's players with seed (the scripts are loaded again, once). Prints from
 * its rules are dropped. Errors: TAB_EMISUSE (g has not started), and
 * those of tab_game_start. */
TAB_API tab_status tab_game_new_like(tab_game *g, uint64_t seed, tab_game **out);

/* Determinizes g for player, in place: g becomes one of the positions
 * player cannot tell from it, sampled from seed. For search bots, on a
 * copy (tab_game_copy), before each iteration: what player cannot know is
 * replaced by a sample consistent with what player sees, so a bot that
 * searches the copies is honest by construction. What changes:
 *   - zones player knows the order of are kept; zones player knows the
 *     contents of are shuffled; zones player knows only the size of are
 *     shuffled, and those of one pool (tab_zone_set_pool) dealt again
 *     among themselves, each keeping its size; a pool that declares
 *     faces (tab_pool_set_faces) instead deals its hidden entities' faces
 *     again among those of the same kind and back, every entity keeping
 *     its id and place (a face-down card other entities name by id);
 *   - every random stream starts over from a seed drawn from seed
 *     (tab_rng_reseed), so the dice and draws to come are unknown;
 *   - when a decision is pending and other players have already answered
 *     it (a simultaneous secret choice answered one by one), their answers
 *     are forgotten (taken out of the answer log and the decision, which
 *     waits on them again); player's own answer stays.
 * The result depends only on seed and what player may know: tab_view_hash
 * for player is unchanged, and two games player cannot tell apart give
 * the same state. Emits no event. Works on a game without rules too (the
 * kernel part only).
 * Limits: what a suspended rule holds in its own Lua locals (an entity id
 * it drew before asking) is not resampled, so rules should keep hidden
 * things in the kernel; and a game determinized while a rule waits is not
 * its checkpoint plus answers any more, so until that step ends (the next
 * checkpoint), tab_game_copy from it and saving it fail with TAB_EMISUSE,
 * and if the step fails, the game goes back to the real checkpoint. Its
 * replay (the seed and answers) does not replay it.
 * Errors: TAB_EMISUSE (NULL g, player below TAB_NO_PLAYER or not a seat
 * of the game), TAB_EINVAL (a pool whose hidden entities are of different
 * kinds: the message names the pool and the zones of each kind),
 * TAB_ENOMEM; on error g is unchanged. */
TAB_API tab_status tab_game_determinize(tab_game *g, int player, uint64_t seed);

/* The state hash recorded with answer i (0 when answers are not hashed). */
TAB_API uint64_t tab_game_answer_hash(tab_game *g, uint32_t i);

/* Whether each answer is logged with the hash of the whole state (on by
 * default). The hash costs time that grows with the state, on every answer;
 * it is what lets a replay or a save's replayed answers be checked, so a
 * host that keeps neither (a playtest without replays, a search) may turn it
 * off. Answers given while it is off have hash 0: a save skips checking
 * them, and tab_game_write_replay refuses the game (TAB_EMISUSE). Loading a
 * save and tab_game_replay always hash. Errors: TAB_ENOMEM. */
TAB_API tab_status tab_game_set_answer_hashes(tab_game *g, int on);

/* XXH3-64 over the text of every script loaded, in load order: a replay made
 * with other rules is detected. */
TAB_API uint64_t tab_game_content_hash(tab_game *g);

/* ---- Hosting helpers ------------------------------------------------------- */

/* Where print() from scripts goes: fn(ud, text) per call; NULL drops it. */
typedef void (*tab_print_fn)(void *ud, const char *text);
TAB_API tab_status tab_game_set_print(tab_game *g, tab_print_fn fn, void *ud);

/* Runs the Lua file at path in a fresh content sandbox of g (prelude and
 * limits, no game's scripts): the file loads as content, the content is
 * frozen, and if the file returned a function it is then called once as a
 * step would be, with the game as argument. What it finally returns is
 * written with tostring into out (out_size bytes, truncated). For authors
 * trying snippets and for the hostile-script corpus. Errors: TAB_ESCRIPT,
 * TAB_ELIMIT (message names file and line), TAB_EIO, TAB_EMISUSE (the game
 * has started), TAB_ENOMEM. */
TAB_API tab_status tab_game_eval(tab_game *g, const char *path, char *out, size_t out_size);

/* The scenarios of game (a folder name) found under g's roots: n ids
 * "game/scenario" in *ids (sorted; valid until the next call on g) with their
 * names, player counts and descriptions from the scenario definitions.
 * Errors: TAB_ENOTFOUND (no such game), TAB_ESCRIPT (its scripts fail to
 * load), TAB_EMISUSE, TAB_ENOMEM. */
typedef struct tab_scenario_info {
    const char *id, *name, *description;
    int min_players, max_players;
} tab_scenario_info;
TAB_API tab_status tab_game_scenarios(tab_game *g, const char *game,
                                      const tab_scenario_info **out, uint32_t *n);
/* The options scenario i (from 0) of g's last tab_game_scenarios answer
 * declares (scenario{ options = {...} }), as one line of text:
 * "level=0..6 (default 2); map=thematic". NULL when it declares none (it
 * then accepts any option), or i is out of range. Valid as long as that
 * answer's strings. */
TAB_API const char *tab_game_scenario_options(tab_game *g, uint32_t i);

/* The rules' own text picture of the game as player sees it, written into
 * out (out_size bytes, truncated): the rules give it as
 *     rules { render = function(view) return "..." end }
 * seeing only player's observation. Errors: TAB_ENOTFOUND (the rules give
 * none), TAB_EMISUSE (not started), TAB_ESCRIPT, TAB_ELIMIT. */
TAB_API tab_status tab_game_render(tab_game *g, int player, char *out, size_t out_size);

/* The i-th (from 0) of the content's viewer{} declarations, in name order:
 * how a UI may show the pieces of a kind (or of a "type" or "name"
 * property's value), key "viewer.glyph.<kind>" with a glyph of a few
 * characters or "viewer.name.<kind>" with a name, and its text. The
 * strings stay valid while the game lives. Content, not state: nothing
 * of it is in snapshots, hashes or saves. Errors: TAB_ENOTFOUND (past the
 * last: the way to stop), TAB_EMISUSE (NULL key or text, not started). */
TAB_API tab_status tab_game_viewer_hint(tab_game *g, uint32_t i, const char **key,
                                        const char **text);

/* ---- Replay files ---------------------------------------------------------- */

/* Writes g's replay to path (atomically): scenario, players, seed, options,
 * content hash, and every answer with the state hash after it. Text, one
 * item per line, so it diffs well. Errors: TAB_EMISUSE (not started),
 * TAB_EIO, TAB_ENOMEM. */
TAB_API tab_status tab_game_write_replay(tab_game *g, const char *path);

/* Re-runs the replay at path in g, which must be new (not started) and have
 * its roots added: g takes the replay's seed, scenario, players and
 * options, and every answer is given again. With verify, the state hash is
 * checked after every answer, and the first one that differs is reported
 * (TAB_EFORMAT with its number). g ends where the replay ends (at a decision
 * or done). Errors: also TAB_EIO, TAB_EFORMAT (malformed file, other rules:
 * content hash differs), any error of tab_game_start or tab_game_run. */
TAB_API tab_status tab_game_replay(tab_game *g, const char *path, int verify);

#ifdef __cplusplus
}
#endif
#endif
