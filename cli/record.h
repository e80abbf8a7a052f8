/* record.h - what a playtest keeps of each game, and the reports made from
 * those records (report.c: summary table and --compare; report_json.c: JSON
 * lines; report_html.c: HTML page; stats.c: the statistics behind them). */
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
    int replay_failed;          /* its --replays file could not be written */
    char reason[64];            /* the rules' reason for the end ("" if none) */
    int won[RECORD_MAX_PLAYERS];
    int64_t score[RECORD_MAX_PLAYERS];
    uint32_t decisions;         /* answers given */
    int64_t rounds;             /* the game's length: its "rounds" metric, else its
                                   "turns" metric, else decisions */
    char length_unit[16];       /* what rounds counts: "rounds", "turns" or
                                   "decisions" */
    uint64_t hash;              /* final state hash */
    named_value *metrics;       /* sorted by name */
    uint32_t nmetrics;
    named_value *tallies;       /* sorted by name */
    uint32_t ntallies;
} game_record;

/* Frees what a record owns (not the record itself). */
void record_free(game_record *r);

/* The summary table on out: outcome rates per seat with 95% Wilson
 * intervals (and "nobody": a draw, or a loss of a cooperative game), game length (mean, median, p10, p90, max), how the finished
 * games ended (the rules' reasons), each metric's mean
 * and range, tallies per game, errors and capped games (never hidden).
 * Rates and lengths are over finished games; an error outranks the other
 * outcomes, and a game neither finished nor failed counts as capped. Seats
 * are numbered from 0 as in the kernel. Same records, same bytes. */
void report_summary(FILE *out, const char *title, const game_record *r, uint32_t n);

/* One point of a sweep (tabula sweep): its options ("level=2,spirits=1")
 * and what its finished games came to: each seat's wins, nobody's (wins
 * [seats]), and their lengths' sum and sum of squares. */
typedef struct sweep_point {
    char name[256];
    uint32_t games, finished;
    uint32_t wins[RECORD_MAX_PLAYERS + 1];
    double length, length_sq;
    char length_unit[16];
} sweep_point;

/* Counts n records into pt (named name), for seats seats. */
void sweep_point_count(sweep_point *pt, const char *name, const game_record *r, uint32_t n,
                       int seats);

/* A sweep as one self-contained HTML page: the table of points, and one
 * chart per outcome (each seat's win rate, nobody's, the mean length) over
 * the points in order, with 95% intervals. Returns 0, or -1 on a write
 * error. */
int report_sweep_html(FILE *out, const char *title, const sweep_point *pts, int npoints,
                      int seats);

/* One JSON object per game, one per line, in index order; with variant
 * (--compare's "key=value"), each names it ("variant" after "index"). */
void report_json(FILE *out, const game_record *r, uint32_t n, const char *variant);

/* A self-contained HTML page (inline SVG, no network, no external files):
 * outcome rates with intervals, histograms of game length and of each
 * metric, tally bars, and compare (report_compare's text, or NULL) under its
 * own heading. Returns 0, or -1 on a write error. */
int report_html(FILE *out, const char *title, const game_record *r, uint32_t n,
                const char *compare);

/* --compare: for each seat's win rate, the difference variant - base over
 * the same seeds, with a 95% interval (paired, so luck cancels out). base[i]
 * and variant[i] are a pair; pairs where either game did not finish are
 * left out (and counted). */
void report_compare(FILE *out, const char *label, const game_record *base,
                    const game_record *variant, uint32_t n);

/* The 95% Wilson score interval of k successes in n trials. */
void wilson_interval(uint32_t k, uint32_t n, double *lo, double *hi);

/* ---- Statistics behind the reports (stats.c) ---- */

/* The p-quantile (0 <= p <= 1) of n sorted values, interpolating linearly
 * between the two nearest ranks (numpy's default); 0 when n is 0. */
double stats_quantile(const int64_t *sorted, uint32_t n, double p);

/* The difference of two paired proportions over n pairs, of which
 * only_b had a success only in b and only_a only in a: *diff = (only_b -
 * only_a) / n with its 95% interval in [*lo, *hi]. 0 in [-1, 1] when n is 0. */
void stats_paired_difference(uint32_t only_a, uint32_t only_b, uint32_t n,
                             double *diff, double *lo, double *hi);

/* The difference of two independent proportions, k1 of n1 and k0 of n0:
 * *diff = k1/n1 - k0/n0 with its 95% interval (Newcombe's, from the two
 * Wilson intervals). 0 in [-1, 1] when either n is 0. */
void stats_difference_interval(uint32_t k1, uint32_t n1, uint32_t k0, uint32_t n0,
                               double *diff, double *lo, double *hi);

/* The mean of n paired differences with its 95% interval, from their sum and
 * sum of squares. 0 in [0, 0] when n is 0. */
void stats_mean_interval(double sum, double sumsq, uint32_t n,
                         double *mean, double *lo, double *hi);

/* ---- What the reports share (report.c) ---- */

/* One metric or tally over all games: the games that reported it, their
 * sum, range, and (metrics only) the values sorted. */
typedef struct report_stat {
    const char *name;           /* borrowed from the records */
    uint32_t games;
    double sum;
    int64_t min, max;
    int64_t *values;            /* sorted; NULL for tallies */
} report_stat;

/* Whether a metric took 0 and 1 and nothing else (win.<character>): reports
 * show it as a rate with its Wilson interval, not as a mean and a histogram. */
int report_metric_is_rate(const report_stat *m);

/* The records summed up once, for the text and the HTML summary. */
typedef struct report_digest {
    uint32_t games, finished, errors, capped;
    int seats;                  /* the most players of any game */
    uint32_t wins[RECORD_MAX_PLAYERS], draws;       /* over finished games; draws:
                                                       nobody won (a co-op loss too) */
    const char *bot[RECORD_MAX_PLAYERS];    /* NULL if games differ */
    int64_t *lengths;           /* lengths of finished games, sorted */
    const char *length_unit;    /* their unit ("rounds", "turns", "decisions"),
                                   "rounds or turns" when games differ */
    report_stat *metrics;       /* sorted by name */
    uint32_t nmetrics;
    report_stat *tallies;       /* sorted by name */
    uint32_t ntallies;
    report_stat *reasons;       /* finished games by the rules' end reason
                                   (games = how many), most frequent first */
    uint32_t nreasons;
} report_digest;

/* A tally's effect: of the finished games, those where it happened (n1,
 * k1 of them won by some seat) against those where it did not (n0, k0),
 * and the difference of the rates with its 95% interval. */
typedef struct tally_effect {
    const char *name;
    uint32_t k1, n1, k0, n0;
    double diff, lo, hi;
} tally_effect;

/* The effect of every tally that happened in some finished games and not in
 * others, biggest difference first (malloc'd; NULL when out of memory). */
tally_effect *report_tally_effects(const report_digest *d, const game_record *r, uint32_t n,
                                   uint32_t *count);

/* Whether the effect's interval leaves 0 out. */
int tally_effect_clear(const tally_effect *e);

/* Fills d from n records; returns 0, or -1 when out of memory (d is then
 * empty). Borrows names from the records, which must outlive d. */
int report_digest_make(report_digest *d, const game_record *r, uint32_t n);
void report_digest_free(report_digest *d);

/* The length of the valid UTF-8 sequence at s (1 to 4), or 0 if s does not
 * start one (a stray byte, an overlong form, a surrogate). s is
 * NUL-terminated. */
int report_utf8_length(const char *s);

#endif
