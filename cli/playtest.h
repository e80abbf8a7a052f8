/* playtest.h - what tabula playtest and sweep share with the programs that
 * spread their games (tabula-mpi, cli/mpi.c) and with tabula merge
 * (cli/cmd_merge.c): one game played into its record, the runner that
 * plays a run of games (threads here, ranks under MPI), shards, and the
 * outputs, written by one piece of code whoever played the games. */
#ifndef TABULA_CLI_PLAYTEST_H
#define TABULA_CLI_PLAYTEST_H

#include <stdint.h>

#include "cli.h"
#include "record.h"

typedef struct playtest_config {
    cli_series series; /* scenario, games, seed, players, seats, variants */
    int jobs;
    const char *replays; /* folder for each game's replay, or NULL */
    int html;            /* --html: each replay's viewer page beside it */
    uint32_t explain;    /* search decisions of game 1 to explain, or 0 */
    const char *explain_file;
} playtest_config;

/* Plays game index of cfg into r (r's old contents are not freed). *gp is
 * the caller's game: started on its first game, restarted with the next
 * seed after that, so the scripts load once per worker; free it with
 * tab_game_free when done. The same index gives the same record on any
 * worker, thread or process. */
void playtest_play_game(const playtest_config *cfg, uint32_t index, game_record *r, tab_game **gp);

/* How a run's games get played. The default (NULL where a runner is asked
 * for) is cfg->jobs threads in this process; tabula-mpi's spreads them over
 * MPI ranks. Every process of the job runs the same command with the same
 * arguments, so they all call begin and run in the same order. */
typedef struct playtest_runner {
    /* Called once, after the command checked its arguments, with whether
     * they were good here (ok) and the --jsonl file (or NULL). Returns 1
     * when every process may go on, 0 when the command is to stop (with
     * EXIT_USAGE; the message was printed by whoever found the fault). */
    int (*begin)(void *ctx, int ok, const char *jsonl);
    /* Plays games first .. first + count - 1 of cfg (the run named label:
     * NULL for a playtest's base run, --compare's KEY=VALUE, a sweep's
     * point); game first + i into records[i] on the reporting process.
     * Returns when every game is gathered: a job that cannot (a rank died)
     * ends inside, leaving what it gathered as its runner says. */
    void (*run)(void *ctx, const playtest_config *cfg, const char *label, uint32_t first,
                uint32_t count, game_record *records, double *seconds);
    void *ctx;
    int reporting; /* whether this process writes the outputs (MPI: rank 0) */
    const char *name; /* for the time line: "jobs" or "ranks" */
    int workers;      /* how many play at once */
} playtest_runner;

int playtest_main(int argc, char **argv, const playtest_runner *runner);
int sweep_main(int argc, char **argv, const playtest_runner *runner);

/* ---- Shards (--shard K/N) and their merge -------------------------------- */

/* A run's description as a shard's --jsonl records it in its first line,
 * so that tabula merge can check its shards belong together and write
 * what the whole run would. */
#define SHARD_MAX_DIMS 4
typedef struct shard_run {
    const char *command;   /* "playtest" or "sweep" */
    const cli_series *series;
    const char *compare;   /* playtest --compare KEY=VALUE, or NULL */
    const char *over[SHARD_MAX_DIMS]; /* sweep: each dimension as KEY=A,B,C */
    int ndims;
} shard_run;

/* Shard k of n (1-based) of games: its first game and how many. */
void shard_slice(uint32_t games, uint32_t k, uint32_t n, uint32_t *first, uint32_t *count);

/* The first line of a shard's --jsonl: {"shard":K,"of":N,"first":F,
 * "count":C,"run":{...}}, where run is the same bytes for every shard of
 * one run. */
void shard_write_header(FILE *out, uint32_t k, uint32_t n, uint32_t first, uint32_t count,
                        const shard_run *run);

/* The summary's title: "SCENARIO, N games from seed S". */
void playtest_title(char *buf, size_t size, const char *scenario, uint32_t games, uint64_t seed);

/* Where a playtest's outputs go, and what they say. */
typedef struct playtest_outputs {
    const char *title;      /* the summary's and the report's */
    const char *label;      /* --compare's KEY=VALUE, or NULL */
    const char *json, *html; /* --jsonl and --report files, or NULL */
    const shard_run *shard; /* a shard's run: its line heads the --jsonl */
    uint32_t shard_k, shard_n, first, count;
} playtest_outputs;

/* What follows the summary, from the records (n of them, in index order;
 * other: --compare's nother, or NULL): the comparison on stdout, the
 * --jsonl file and the --report page. Returns 0, or 1
 * when a file could not be written (said on stderr). */
int playtest_write_outputs(const playtest_outputs *o, const game_record *r, uint32_t n,
                           const game_record *other, uint32_t nother);

/* A line that says a file of records is not a whole run's:
 * {"incomplete":"why"} (the first of a journal, journal.h). */
void playtest_mark_incomplete(FILE *out, const char *why);

/* The time now in seconds (monotonic), and a progress line on stderr. */
double playtest_now(void);
void playtest_progress(double t0, uint32_t done, uint32_t total);

/* The sweep's table: its heading, then one point's row (sweep_point_count
 * makes a point from its records); and its --html page into f (path names
 * it in the message when it cannot be written: returns 1, else 0). */
void sweep_print_heading(const char *scenario, uint32_t games, uint64_t seed, int seats);
void sweep_print_row(const sweep_point *pt, int seats);
int sweep_write_html(FILE *f, const char *path, const char *scenario, uint32_t games,
                     const sweep_point *pts, int points, int seats);

/* Reads one line of report_json back into r (which the caller frees with
 * record_free) and the variant it names (copied into variant, "" if none).
 * Returns 0, or -1 with what is wrong in err. */
int record_read_json(const char *line, game_record *r, char *variant, size_t variant_size,
                     char *err, size_t err_size);

int cmd_merge(int argc, char **argv);

#endif
