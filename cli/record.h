/* record.h - what a playtest keeps of each game, and the reports made from
 * those records (report.c: summary table, JSON lines, HTML page). */
#ifndef TABULA_CLI_RECORD_H
#define TABULA_CLI_RECORD_H

#include <stdint.h>
#include <stdio.h>

#define RECORD_MAX_PLAYERS 16

/* A named integer: a metric the rules reported (g:metric) or a tally
 * (g:tally, e.g. how often a card was used). */
typedef struct named_value {
    char *name;
    int64_t value;
} named_value;

typedef struct game_record {
    uint32_t index;             /* game number from 0 */
    uint64_t seed;              /* the game's own seed */
    int players;
    char seats[RECORD_MAX_PLAYERS][32]; /* the bot in each seat */
    int finished;               /* reached TAB_DONE */
    int capped;                 /* stopped by the safety cap on decisions */
    char *error;                /* the error that stopped it, or NULL */
    char reason[64];            /* the rules' reason for the end ("" if none) */
    int won[RECORD_MAX_PLAYERS];
    int64_t score[RECORD_MAX_PLAYERS];
    uint32_t decisions;         /* answers given */
    int64_t rounds;             /* the "rounds" metric if reported, else decisions */
    uint64_t hash;              /* final state hash */
    named_value *metrics;       /* sorted by name */
    uint32_t nmetrics;
    named_value *tallies;       /* sorted by name */
    uint32_t ntallies;
} game_record;

/* Frees what a record owns (not the record itself). */
void record_free(game_record *r);

/* The summary table on out: outcome rates per seat with 95% Wilson
 * intervals, game length (mean, median, p10, p90, max), each metric's mean
 * and range, tallies per game, errors and capped games (never hidden). */
void report_summary(FILE *out, const char *title, const game_record *r, uint32_t n);

/* One JSON object per game, one per line, in index order. */
void report_json(FILE *out, const game_record *r, uint32_t n);

/* A self-contained HTML page (inline SVG, no network, no external files):
 * outcome rates with intervals, histograms of game length and of each
 * metric, tally bars. Returns 0, or -1 on a write error. */
int report_html(FILE *out, const char *title, const game_record *r, uint32_t n);

/* --compare: for each seat's win rate, the difference variant - base over
 * the same seeds, with a 95% interval (paired, so luck cancels out). */
void report_compare(FILE *out, const char *label, const game_record *base,
                    const game_record *variant, uint32_t n);

/* The 95% Wilson score interval of k successes in n trials. */
void wilson_interval(uint32_t k, uint32_t n, double *lo, double *hi);

#endif
