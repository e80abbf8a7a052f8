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

/* The player counts scenario takes; 0 (with the message printed) when it
 * does not exist or its game's scripts fail to load. */
int cli_scenario_players(const char *scenario, int *min, int *max);

/* Prints "tabula: <message>" to stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

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
int cmd_replay(int argc, char **argv);

#endif
