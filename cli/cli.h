/* cli.h - what the tabula command's subcommands share. */
#ifndef TABULA_CLI_H
#define TABULA_CLI_H

#include <stdio.h>

#include "tabula.h"

/* Exit codes: 0 success, 1 the work failed (a test, a script), 2 bad usage. */
enum { EXIT_USAGE = 2 };

/* The root folder holding scripts/ and cards/: --root, else $TABULA_ROOT,
 * else the source tree tabula was built from, else the installed data. */
const char *cli_root(void);
void cli_set_root(const char *root);

/* A new game on the default allocator with the root (and extra roots from
 * $TABULA_PATH, colon-separated) added; exits on out of memory. */
tab_game *cli_new_game(unsigned long long seed);
/* Whether the root folder and every $TABULA_PATH folder exist (a message
 * on stderr for the first that does not). */
int cli_check_roots(void);

/* The player counts scenario takes; 0 (with the message printed) when it
 * does not exist or its game's scripts fail to load. */
int cli_scenario_players(const char *scenario, int *min, int *max);

/* Prints "tabula: <message>" to stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Option values: a decimal number up to max into *out; KEY=VALUE split in
 * place into key and value (pointing into s). Both print a message naming
 * flag and return 0 when the value is malformed. */
int cli_parse_u64(const char *flag, const char *s, uint64_t max, uint64_t *out);
int cli_split_pair(const char *flag, char *s, char **key, char **value);

/* SplitMix64 step, and game i's seed in a series from base (a function of
 * base and i alone, so results do not depend on which worker plays it). */
uint64_t cli_splitmix(uint64_t *x);
uint64_t cli_game_seed(uint64_t base, uint32_t i);

/* What the commands that play a series of seeded games with bots share
 * (playtest, profile): the scenario and --games N --seed S --players P
 * --seat N=BOT --variant KEY=VALUE. */
#define CLI_MAX_SEATS 16
#define CLI_MAX_VARIANTS 32
typedef struct cli_series {
    const char *scenario;
    uint32_t games;           /* 0 until --games */
    uint64_t seed;
    int players;              /* 0: the scenario's smallest count */
    const char *seats[CLI_MAX_SEATS]; /* NULL: random */
    const char *variant_keys[CLI_MAX_VARIANTS + 1], *variant_values[CLI_MAX_VARIANTS + 1];
    int nvariants;
    uint32_t max_decisions;   /* a safety cap per game */
    int answer_hashes;        /* keep each answer's state hash (only a replay file needs it) */
    FILE *explain;            /* where cli_series_play writes search bots' statistics */
    uint32_t explain_max;    /* how many decisions to write there at most */
} cli_series;

/* Writes what the last search bot's choice on g rests on (each option's
 * visits and mean result) to f; returns 0 when the last bot was no search. */
int cli_print_search_stats(FILE *f, tab_game *g);

/* The defaults: seed 1, 100000 decisions at most. */
void cli_series_init(cli_series *s);

/* Takes option flag with its value (modified in place for pairs) into s:
 * 1 when taken, 0 when flag is not one of these, -1 on a bad value
 * (message printed: exit with EXIT_USAGE). */
int cli_series_option(cli_series *s, const char *flag, char *value);

/* After parsing: the scenario must exist and take s->players (defaulting
 * to its smallest count). Returns 0, or EXIT_USAGE with the message printed. */
int cli_series_check(cli_series *s);
/* Whether the scenario takes s's options (variants), checked on one game
 * started as the series' would be; prints the refusal, prefixed with flag. */
int cli_series_check_options(const cli_series *s, const char *flag);

/* Game seed of s in *gp: a game started fresh (options set) when *gp is
 * NULL, otherwise *gp restarted with seed (scripts load once per worker; a
 * game that fails to restart is started afresh). The start's status. */
tab_status cli_series_start(const cli_series *s, uint64_t seed, tab_game **gp);

/* Plays started game g to its end with the seats' bots (bot seeds drawn
 * from the game's seed), counting answers in *decisions; stops at
 * s->max_decisions with *capped set. Returns TAB_DONE, or the status that
 * stopped it (TAB_DECISION when capped). */
tab_status cli_series_play(const cli_series *s, tab_game *g, uint64_t seed, uint32_t *decisions,
                           int *capped);

/* Draws every grid, hex map, track and initiative of g as text (draw.c). */
void cli_draw_board(tab_game *g);

/* Subcommands: each gets argc/argv after the subcommand name. */
int cmd_list(int argc, char **argv);
int cmd_eval(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_test(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_playtest(int argc, char **argv);
int cmd_sweep(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_profile(int argc, char **argv);

#endif
