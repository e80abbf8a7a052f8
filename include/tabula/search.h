/* tabula/search.h - bots that search: Monte Carlo tree search (UCT) over
 * copies of a running game, for every game tabula can load, with no
 * per-game code. */
#ifndef TABULA_SEARCH_H
#define TABULA_SEARCH_H

#include <stdint.h>

#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A search bot is named by a spec, a bot name with options after a colon:
 *
 *     mcts
 *     ismcts:iterations=800,c=1.4,rollout=heuristic,depth=40
 *
 * mcts     UCT over the game's decisions on copies of the real position.
 *          It sees everything, hidden cards too: for games of perfect
 *          information, or as a cheating bound on what search can do.
 * ismcts   information-set MCTS for one observer: every iteration starts
 *          from the position determinized for the deciding player
 *          (tab_game_determinize), so it never reads what that player
 *          cannot see, and two positions that look the same to the player
 *          give the same choice and statistics.
 *
 * Options (each at most once):
 *   iterations=N  the budget, 1 to 10,000,000 (default 400): iterations
 *                 are deterministic, so the same seed and budget give the
 *                 same choice on any machine and job count.
 *   c=X           the exploration constant of UCB1, 0 to 100 (default 1.4).
 *   rollout=BOT   the bot that plays the rest of each iteration: random
 *                 (default), first, heuristic, or any bot the game defines.
 *   prior=BOT     the bot whose picks guide the tree (below), or none.
 *   depth=N       cuts rollouts after N decisions, once the player to
 *                 decide changes (a turn of several decisions is judged
 *                 whole; at the latest after 4N), and scores the position
 *                 with the game's evaluation (tab_game_evaluate); needs
 *                 one. 0 (default) plays rollouts to the end.
 *   time=S        also stops after S seconds (0.001 to 3600). A time budget
 *                 depends on the machine: for people playing, never for
 *                 results that are recorded (tabula playtest refuses it).
 *
 * Each iteration copies the position (tab_game_copy), determinizes it
 * (ismcts) or draws new random streams (mcts: chance is open loop, so a
 * die is rolled anew each time), walks the tree picking options by UCB1,
 * adds one node, plays the rest with the rollout bot, and backs up each
 * player's result: 1 for a player who won, 0 for one who did not, and 1/2
 * for everyone when the game ends with reason "draw" or a rollout runs
 * past 20,000 decisions. Cooperative games score the team's result, since
 * the team wins or loses together. Every decision kind is searched: single
 * picks; k-of-n and "any number" picks as a sequence of single picks (in
 * increasing option order unless the order matters) closed by a "stop"
 * move; and simultaneous secret decisions by decoupled UCT (each player's
 * pick from its own statistics, never seeing the others'). Options are
 * known to the tree by their labels, which the rules keep stable, since
 * one node stands for positions that differ in chance and hidden cards.
 * The tree is guided by a prior bot (option prior=BOT; by default the
 * rollout bot unless it is random; prior=none for none): its pick for a
 * node is tried first and favoured by a progressive bias, 1/(visits + 1)
 * added to its score, so a budget too small to tell moves apart keeps to
 * the bot's judgement and a larger one overrules it where results say so.
 * Wide decisions are widened progressively: a node weighs the prior's pick
 * and, of the other moves, 2 plus the square root of its visits, in an
 * order fixed per node, so a budget of hundreds tries good moves many
 * times over instead of each of a hundred moves once. */
typedef struct tab_search tab_search;

/* A new search bot for games of g's content (g must have started: the
 * rollout bot and the evaluation are checked against its rules). The spec
 * is copied. The search makes its own game to copy positions into (the
 * rules loaded once, with g's roots, options and limits) the first time it
 * chooses. Errors: TAB_EINVAL (a malformed spec: unknown bot or option, a
 * value out of range, a rollout bot the game lacks, depth without an
 * evaluation; the message names it), TAB_EMISUSE, TAB_ENOMEM. */
TAB_API tab_status tab_search_new(tab_game *g, const char *spec, tab_search **out);
TAB_API void tab_search_free(tab_search *s);

/* Chooses for player on g's pending decision as tab_game_bot does (picks,
 * room, n), searching from seed. g is only read: copies are searched.
 * Errors: those of tab_game_bot, and what copying or playing a copy gives
 * (a script error inside the search is one of the rules). */
TAB_API tab_status tab_search_choose(tab_search *s, tab_game *g, int player, uint64_t seed,
                                     uint32_t *picks, uint32_t room, uint32_t *n);

/* What the last choice rests on, per option of the decision for its
 * player (the first pick of several): how often the search tried it and
 * its mean result for that player (0 to 1). */
typedef struct tab_search_stat {
    uint32_t option;   /* index into the decision's options */
    const char *label; /* the option's label */
    uint32_t visits;
    double mean;
} tab_search_stat;

/* The statistics of the last tab_search_choose, in option order, and the
 * iterations it ran, in *iterations (either may be NULL). Valid until the
 * next choice or free. Returns their number (0 before any choice). */
TAB_API uint32_t tab_search_stats(const tab_search *s, const tab_search_stat **stats,
                                  uint32_t *iterations);

#ifdef __cplusplus
}
#endif
#endif
