/* cmd_playtest.c - tabula playtest: many seeded headless games with bots,
 * on several threads, summarised as outcome rates, lengths, metrics and
 * usage; and tabula sweep: the same games for each combination of options
 * over a grid. Game i's seed depends only on the base seed and i, and
 * records are kept by index, so results are the same for any number of
 * jobs, and every point of a sweep plays the same seeds. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/resource.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "record.h"
#include "viewer.h"

typedef struct config {
    cli_series series; /* scenario, games, seed, players, seats, variants */
    int jobs;
    const char *replays; /* folder for each game's replay, or NULL */
    int html;            /* --html: each replay's viewer page beside it */
    uint32_t explain;    /* search decisions of game 1 to explain, or 0 */
    const char *explain_file;
} config;

typedef struct batch {
    const config *cfg;
    game_record *records;
    atomic_uint next, done;
} batch;

static char *copy(const char *s)
{
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    memcpy(c, s, n);
    return c;
}

/* Properties come in hash order; reports want names in order. */
static int by_name(const void *a, const void *b)
{
    return strcmp(((const named_value *)a)->name, ((const named_value *)b)->name);
}

/* Reads metric.* and tally.* off the game entity into the record. */
static void collect_values(tab_game *g, game_record *r)
{
    tab_atom kind = tab_atom_find(g, "tabula.game");
    tab_id e = kind ? tab_entity_next(g, 0, kind) : TAB_ID_NONE;
    uint32_t n = 0;
    if (!e || tab_entity_prop_count(g, e, &n) != TAB_OK)
        return;
    r->metrics = calloc(n ? n : 1, sizeof *r->metrics);
    r->tallies = calloc(n ? n : 1, sizeof *r->tallies);
    for (uint32_t i = 0; i < n; i++) {
        tab_atom key;
        tab_value v;
        tab_entity_prop_at(g, e, i, &key, &v);
        const char *name = tab_atom_str(g, key);
        if (v.type != TAB_VINT)
            continue;
        if (strncmp(name, "metric.", 7) == 0)
            r->metrics[r->nmetrics++] = (named_value){copy(name + 7), v.as.i};
        else if (strncmp(name, "tally.", 6) == 0)
            r->tallies[r->ntallies++] = (named_value){copy(name + 6), v.as.i};
    }
    qsort(r->metrics, r->nmetrics, sizeof *r->metrics, by_name);
    qsort(r->tallies, r->ntallies, sizeof *r->tallies, by_name);
}

/* The game's length in its own unit: the rules' "rounds" metric, else their
 * "turns" metric; a game that reports neither is measured in decisions, and
 * the unit says so, so a report never calls decisions rounds. */
static void game_length(game_record *r)
{
    static const char *const units[] = {"rounds", "turns"};
    for (size_t u = 0; u < sizeof units / sizeof units[0]; u++)
        for (uint32_t i = 0; i < r->nmetrics; i++)
            if (strcmp(r->metrics[i].name, units[u]) == 0) {
                r->rounds = r->metrics[i].value;
                snprintf(r->length_unit, sizeof r->length_unit, "%s", units[u]);
                return;
            }
    r->rounds = r->decisions;
    snprintf(r->length_unit, sizeof r->length_unit, "decisions");
}

/* Plays game index into r. *gp is the worker's game: started on its first
 * game, restarted with the next seed after that, so the scripts load once
 * per worker (a restarted game plays exactly as a new one). */
static void play_one(const config *cfg, uint32_t index, game_record *r, tab_game **gp)
{
    const cli_series *series = &cfg->series;
    memset(r, 0, sizeof *r);
    r->index = index;
    r->seed = cli_game_seed(series->seed, index);
    r->players = series->players;
    for (int p = 0; p < series->players; p++)
        snprintf(r->seats[p], sizeof r->seats[p], "%s",
                 series->seats[p] ? series->seats[p] : "random");
    tab_game *g = *gp;
    tab_status s = cli_series_start(series, r->seed, &g);
    /* The first game's search decisions, explained: game 1 is the same game
     * whichever worker plays it. */
    cli_series explained = *series;
    FILE *explain = NULL;
    if (index == 0 && cfg->explain) {
        explain = fopen(cfg->explain_file, "w");
        if (!explain)
            fprintf(stderr, "tabula: cannot write %s\n", cfg->explain_file);
        explained.explain = explain;
        explained.explain_max = cfg->explain;
    }
    if (s == TAB_OK)
        s = cli_series_play(&explained, g, r->seed, &r->decisions, &r->capped);
    if (explain)
        fclose(explain);
    if (s == TAB_DONE) {
        r->finished = 1;
        const char *reason = tab_game_result_reason(g);
        snprintf(r->reason, sizeof r->reason, "%s", reason ? reason : "");
        for (int p = 0; p < series->players; p++) {
            r->won[p] = tab_game_result_won(g, p);
            r->score[p] = tab_game_result_score(g, p);
        }
    } else if (!r->capped) {
        r->error = copy(tab_game_error(g));
    }
    collect_values(g, r);
    game_length(r);
    tab_game_hash(g, &r->hash);
    if (cfg->replays) {
        char path[4096];
        snprintf(path, sizeof path, "%s/game-%u.replay", cfg->replays, index);
        if (tab_game_write_replay(g, path) != TAB_OK) {
            r->replay_failed = 1;
            if (!r->error)
                r->error = copy(tab_game_error(g));
        } else if (cfg->html) {
            char page[4096]; /* game-N.html, the replay's viewer (message printed on failure) */
            snprintf(page, sizeof page, "%s/game-%u.html", cfg->replays, index);
            r->replay_failed = viewer_write(path, page) != 0;
        }
    }
    if (r->error) { /* start the next game afresh */
        tab_game_free(g);
        g = NULL;
    }
    *gp = g;
}

static void *worker(void *arg)
{
    batch *b = arg;
    tab_game *g = NULL;
    unsigned i;
    while ((i = atomic_fetch_add(&b->next, 1)) < b->cfg->series.games) {
        play_one(b->cfg, i, &b->records[i], &g);
        atomic_fetch_add(&b->done, 1);
    }
    tab_game_free(g);
    return NULL;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Runs every game of cfg on cfg->jobs threads; a progress bar on stderr
 * when it is a terminal. Returns the records (index order) and the time. */
static game_record *run_batch(const config *cfg, double *seconds)
{
    batch b = {cfg, calloc(cfg->series.games ? cfg->series.games : 1, sizeof(game_record)), 0, 0};
    pthread_t threads[256];
    int jobs = cfg->jobs;
    double t0 = now();
    for (int j = 0; j < jobs; j++)
        pthread_create(&threads[j], NULL, worker, &b);
    int tty = isatty(2);
    while (tty && atomic_load(&b.done) < cfg->series.games) {
        unsigned done = atomic_load(&b.done);
        double t = now() - t0, rate = t > 0 ? done / t : 0;
        fprintf(stderr, "\r%u/%u games  %.0f games/s  ETA %.0fs   ", done, cfg->series.games, rate,
                rate > 0 ? (cfg->series.games - done) / rate : 0.0);
        nanosleep(&(struct timespec){0, 200000000}, NULL);
    }
    for (int j = 0; j < jobs; j++)
        pthread_join(threads[j], NULL);
    if (tty)
        fputs("\r\033[K", stderr);
    *seconds = now() - t0;
    return b.records;
}

/* Whether files can be made in dir: tried, as permissions alone do not
 * say (a read-only mount, an ACL). errno says why not. */
static int writable_folder(const char *dir)
{
    struct stat sb;
    if (stat(dir, &sb) != 0)
        return 0;
    if (!S_ISDIR(sb.st_mode)) {
        errno = ENOTDIR;
        return 0;
    }
    char probe[4200];
    snprintf(probe, sizeof probe, "%s/.tabula-probe-XXXXXX", dir);
    int fd = mkstemp(probe);
    if (fd < 0)
        return 0;
    close(fd);
    unlink(probe);
    return 1;
}

static int usage(int code)
{
    fputs("usage: tabula playtest SCENARIO --games N [--seed S] [--jobs J] [--players P]\n"
          "           [--seat N=BOT]... [--variant KEY=VALUE]... [--compare KEY=VALUE]\n"
          "           [--jsonl FILE] [--report FILE.html] [--replays DIR [--html]] [--max-decisions M]\n"
          "           [--explain N [--explain-file FILE]]\n"
          "Plays N seeded headless games with bots (random, first, heuristic, or a bot the\n"
          "game defines, or a search: mcts, ismcts:iterations=400,c=1.4,rollout=BOT,depth=D)\n"
          "and prints outcome rates with 95% intervals, game length, metrics and card\n"
          "usage. Results are identical for any --jobs. --explain N writes the first N\n"
          "decisions search bots made in game 1, with each option's visits and mean\n"
          "result, to FILE (default playtest-explain.txt). --jsonl FILE (--json, its old\n"
          "name, works too) writes one JSON object a game, in seed order; seeds and hashes\n"
          "are strings, so that JavaScript and jq keep all 64 bits. --html writes each\n"
          "replay's viewer page (tabula replay --html) beside it, as game-N.html.\n",
          code ? stderr : stdout);
    return code;
}

/* The arguments playtest and sweep share: the scenario, the series' options
 * (cli_series_option) and --jobs. Returns 1 when argv[*i] was one of them
 * (*i past its value), 0 when it is the command's own flag (its value in
 * *val, *i past it), -1 on an error (printed). */
static int common_arg(config *cfg, const char *cmd, int argc, char **argv, int *i, char **val)
{
    const char *a = argv[*i];
    if (a[0] != '-') {
        if (cfg->series.scenario) {
            cli_error("%s: a second scenario '%s'", cmd, a);
            return -1;
        }
        cfg->series.scenario = a;
        return 1;
    }
    if (*i + 1 >= argc) {
        cli_error("%s: %s needs a value", cmd, a);
        return -1;
    }
    *val = argv[++*i];
    int taken = cli_series_option(&cfg->series, a, *val);
    if (taken)
        return taken;
    if (strcmp(a, "--jobs") != 0)
        return 0;
    uint64_t v = 0;
    if (!cli_parse_u64(a, *val, 256, &v) || v == 0) {
        if (v == 0)
            cli_error("--jobs: 1 to 256");
        return -1;
    }
    cfg->jobs = (int)v;
    return 1;
}

int cmd_playtest(int argc, char **argv)
{
    config cfg = {.jobs = (int)sysconf(_SC_NPROCESSORS_ONLN)};
    cli_series_init(&cfg.series);
    const char *json = NULL, *html = NULL;
    char *compare_key = NULL, *compare_value = NULL;
    uint64_t v = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0)
            return usage(0);
        char *val;
        if (strcmp(a, "--html") == 0) { /* a flag without a value */
            cfg.html = 1;
            continue;
        }
        int common = common_arg(&cfg, "playtest", argc, argv, &i, &val);
        if (common < 0)
            return EXIT_USAGE;
        if (common)
            continue;
        if (strcmp(a, "--compare") == 0) {
            if (!cli_split_pair(a, val, &compare_key, &compare_value))
                return EXIT_USAGE;
        } else if (strcmp(a, "--jsonl") == 0 || strcmp(a, "--json") == 0) {
            json = val;
        } else if (strcmp(a, "--report") == 0) {
            html = val;
        } else if (strcmp(a, "--explain") == 0) {
            if (!cli_parse_u64(a, val, 1000000, &v) || v == 0)
                return v == 0 ? (cli_error("--explain: 1 to 1000000 decisions"), EXIT_USAGE)
                              : EXIT_USAGE;
            cfg.explain = (uint32_t)v;
        } else if (strcmp(a, "--explain-file") == 0) {
            cfg.explain_file = val;
        } else if (strcmp(a, "--replays") == 0) {
            cfg.replays = val;
            cfg.series.answer_hashes = 1; /* a replay file keeps each answer's hash */
        } else {
            cli_error("playtest: unknown option '%s'", a);
            return usage(EXIT_USAGE);
        }
    }
    if (cfg.html && !cfg.replays) {
        cli_error("playtest: --html writes each replay's viewer beside it: it needs --replays DIR");
        return EXIT_USAGE;
    }
    if (cfg.explain_file && !cfg.explain) {
        cli_error("playtest: --explain-file needs --explain N");
        return EXIT_USAGE;
    }
    if (cfg.explain && !cfg.explain_file)
        cfg.explain_file = "playtest-explain.txt";
    if (!cfg.series.scenario || !cfg.series.games) {
        cli_error("playtest: a SCENARIO and --games N are needed");
        return usage(EXIT_USAGE);
    }
    /* Default players: the scenario's smallest count; check the scenario. */
    if (cli_series_check(&cfg.series))
        return EXIT_USAGE;
    /* Found out now, not as every game's error with exit status 0. */
    if (cfg.replays && !writable_folder(cfg.replays)) {
        cli_error("--replays: cannot write into '%s' (%s)", cfg.replays, strerror(errno));
        return EXIT_USAGE;
    }
    if (compare_key) {
        cli_series with = cfg.series; /* room for one more: the compared one */
        with.variant_keys[with.nvariants] = compare_key;
        with.variant_values[with.nvariants++] = compare_value;
        if (!cli_series_check_options(&with, "--compare"))
            return EXIT_USAGE;
    }
    if (cfg.jobs > (int)cfg.series.games)
        cfg.jobs = (int)cfg.series.games;

    double seconds;
    cli_root(); /* settle the root before the workers start */
    game_record *records = run_batch(&cfg, &seconds);
    char title[512];
    snprintf(title, sizeof title, "%s, %u games from seed %llu", cfg.series.scenario,
             cfg.series.games, (unsigned long long)cfg.series.seed);
    report_summary(stdout, title, records, cfg.series.games);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    fprintf(stderr, "%u games in %.2f s on %d jobs (%.0f games/s), peak memory %ld KiB\n",
            cfg.series.games, seconds, cfg.jobs,
            cfg.series.games / (seconds > 0 ? seconds : 1e-9), ru.ru_maxrss);
    int code = 0;
    uint32_t unwritten = 0;
    for (uint32_t i = 0; i < cfg.series.games; i++)
        unwritten += (uint32_t)records[i].replay_failed;
    if (unwritten) {
        cli_error("--replays: %u of %u replays could not be written into %s", unwritten,
                  cfg.series.games, cfg.replays);
        code = 1;
    }
    /* --compare: the same seeds again with the variant; its games follow
     * the base's in the JSON lines, and its comparison goes into the HTML. */
    game_record *other = NULL;
    char label[300] = "";
    char *compared = NULL;
    size_t compared_len = 0;
    if (compare_key) {
        config variant = cfg;
        variant.series.variant_keys[variant.series.nvariants] = compare_key;
        variant.series.variant_values[variant.series.nvariants++] = compare_value;
        variant.replays = NULL;
        variant.series.answer_hashes = 0;
        other = run_batch(&variant, &seconds);
        snprintf(label, sizeof label, "%s=%s", compare_key, compare_value);
        report_compare(stdout, label, records, other, cfg.series.games);
        FILE *text = html ? open_memstream(&compared, &compared_len) : NULL;
        if (text) {
            report_compare(text, label, records, other, cfg.series.games);
            fclose(text);
        }
    }
    if (json) {
        FILE *f = fopen(json, "w");
        if (!f) {
            cli_error("cannot write %s", json);
            code = 1;
        } else {
            report_json(f, records, cfg.series.games, NULL);
            if (other)
                report_json(f, other, cfg.series.games, label);
            fclose(f);
        }
    }
    if (html) {
        FILE *f = fopen(html, "w");
        if (!f || report_html(f, title, records, cfg.series.games, compared) != 0) {
            cli_error("cannot write %s", html);
            code = 1;
        }
        if (f)
            fclose(f);
    }
    free(compared);
    if (other) {
        for (uint32_t i = 0; i < cfg.series.games; i++)
            record_free(&other[i]);
        free(other);
    }
    for (uint32_t i = 0; i < cfg.series.games; i++)
        record_free(&records[i]);
    free(records);
    return code;
}

/* ---- tabula sweep -------------------------------------------------------- */

#define MAX_DIMS 4
#define MAX_POINTS 64

/* One --over KEY=a,b,c or KEY=LO..HI: the values as strings. */
typedef struct dimension {
    char *key;
    char *values[MAX_POINTS];
    int n;
} dimension;

static int sweep_usage(int code)
{
    fputs("usage: tabula sweep SCENARIO --games N --over KEY=A,B,... | KEY=LO..HI [--over ...]\n"
          "           [--seed S] [--jobs J] [--players P] [--seat N=BOT]... [--variant KEY=VALUE]...\n"
          "           [--jsonl FILE] [--report FILE]\n"
          "Plays the same N seeded games at every point of the grid of options (at most 4\n"
          "--over, 64 points) and prints, for each point, the win rate of each seat and of\n"
          "nobody with 95% intervals, and the mean game length. --jsonl writes every game,\n"
          "each naming its point (\"variant\":\"level=2,spirits=1\"). --report writes one\n"
          "self-contained HTML page: the table, and a chart per outcome over the points.\n",
          code ? stderr : stdout);
    return code;
}

/* Parses "KEY=a,b,c" or "KEY=LO..HI" (integers) into d; 0 on a bad one. */
static int parse_dimension(char *spec, dimension *d)
{
    char *eq = strchr(spec, '=');
    if (!eq || eq == spec || !eq[1]) {
        cli_error("--over: '%s' is not KEY=A,B,... or KEY=LO..HI", spec);
        return 0;
    }
    *eq = '\0';
    d->key = spec;
    d->n = 0;
    char *range = strstr(eq + 1, "..");
    if (range) {
        char *end;
        *range = '\0';
        long lo = strtol(eq + 1, &end, 10), hi;
        if (*end || !eq[1] || (hi = strtol(range + 2, &end, 10), *end) || !range[2] || hi < lo ||
            hi - lo >= MAX_POINTS) {
            cli_error("--over %s: LO..HI needs two integers, at most %d apart", d->key,
                      MAX_POINTS - 1);
            return 0;
        }
        for (long v = lo; v <= hi; v++) {
            char buf[24];
            snprintf(buf, sizeof buf, "%ld", v);
            d->values[d->n++] = copy(buf);
        }
        return 1;
    }
    for (char *save = NULL, *tok = strtok_r(eq + 1, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (d->n == MAX_POINTS) {
            cli_error("--over %s: at most %d values", d->key, MAX_POINTS);
            return 0;
        }
        d->values[d->n++] = copy(tok);
    }
    return d->n > 0;
}

/* One point's line: its options, then each seat's win rate and nobody's
 * with their intervals, over the finished games, and the mean length. */
static void sweep_row(const sweep_point *pt, int seats)
{
    printf("  %-28s %6u", pt->name, pt->finished);
    for (int s = 0; s <= seats; s++) {
        double lo, hi;
        wilson_interval(pt->wins[s], pt->finished, &lo, &hi);
        printf("  %5.1f%% [%5.1f, %5.1f]", pt->finished ? 100.0 * pt->wins[s] / pt->finished : 0.0,
               100 * lo, 100 * hi);
    }
    printf("  %7.2f\n", pt->finished ? pt->length / pt->finished : 0.0);
}

int cmd_sweep(int argc, char **argv)
{
    config cfg = {.jobs = (int)sysconf(_SC_NPROCESSORS_ONLN)};
    cli_series_init(&cfg.series);
    dimension dims[MAX_DIMS];
    int ndims = 0;
    const char *json = NULL, *html = NULL;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0)
            return sweep_usage(0);
        char *val;
        int common = common_arg(&cfg, "sweep", argc, argv, &i, &val);
        if (common < 0)
            return EXIT_USAGE;
        if (common)
            continue;
        if (strcmp(a, "--over") == 0) {
            if (ndims == MAX_DIMS) {
                cli_error("sweep: at most %d --over", MAX_DIMS);
                return EXIT_USAGE;
            }
            if (!parse_dimension(val, &dims[ndims++]))
                return EXIT_USAGE;
            /* A key swept twice would leave only its last value in play. */
            for (int d = 0; d < ndims - 1; d++)
                if (strcmp(dims[d].key, dims[ndims - 1].key) == 0) {
                    cli_error("--over %s: given twice", dims[d].key);
                    return EXIT_USAGE;
                }
        } else if (strcmp(a, "--jsonl") == 0 || strcmp(a, "--json") == 0) {
            json = val;
        } else if (strcmp(a, "--report") == 0) {
            html = val;
        } else {
            cli_error("sweep: unknown option '%s'", a);
            return sweep_usage(EXIT_USAGE);
        }
    }
    if (!cfg.series.scenario || !cfg.series.games || !ndims) {
        cli_error("sweep: a SCENARIO, --games N and at least one --over are needed");
        return sweep_usage(EXIT_USAGE);
    }
    int points = 1;
    for (int d = 0; d < ndims; d++)
        points *= dims[d].n;
    if (points > MAX_POINTS || cfg.series.nvariants + ndims > CLI_MAX_VARIANTS) {
        cli_error("sweep: %d points; at most %d", points, MAX_POINTS);
        return EXIT_USAGE;
    }
    for (int d = 0; d < ndims; d++)
        for (int k = 0; k < cfg.series.nvariants; k++)
            if (strcmp(dims[d].key, cfg.series.variant_keys[k]) == 0) {
                cli_error("--over %s: also given as --variant", dims[d].key);
                return EXIT_USAGE;
            }
    if (cli_series_check(&cfg.series))
        return EXIT_USAGE;
    if (cfg.jobs > (int)cfg.series.games)
        cfg.jobs = (int)cfg.series.games;
    /* Every point's options are checked before any game is played. */
    int base = cfg.series.nvariants;
    for (int p = 0; p < points; p++) {
        config at = cfg;
        for (int d = 0, q = p; d < ndims; q /= dims[d].n, d++) {
            at.series.variant_keys[base + d] = dims[d].key;
            at.series.variant_values[base + d] = dims[d].values[q % dims[d].n];
        }
        at.series.nvariants = base + ndims;
        if (!cli_series_check_options(&at.series, "--over"))
            return EXIT_USAGE;
    }
    FILE *jf = json ? fopen(json, "w") : NULL, *hf = html ? fopen(html, "w") : NULL;
    if ((json && !jf) || (html && !hf)) {
        cli_error("cannot write %s", json && !jf ? json : html);
        if (jf)
            fclose(jf);
        if (hf)
            fclose(hf);
        return EXIT_USAGE; /* before any game is played */
    }
    sweep_point *pts = calloc((size_t)points, sizeof *pts);
    if (!pts) {
        cli_error("sweep: out of memory");
        return 1;
    }
    int seats = cfg.series.players > RECORD_MAX_PLAYERS ? RECORD_MAX_PLAYERS : cfg.series.players;
    printf("== sweep of %s, %u games a point from seed %llu (the same seeds at every point) ==\n",
           cfg.series.scenario, cfg.series.games, (unsigned long long)cfg.series.seed);
    printf("  %-28s %6s", "point", "games");
    for (int s = 0; s < seats; s++)
        printf("  seat %d wins [95%%]    ", s);
    printf("  nobody [95%%]         length\n");
    for (int p = 0; p < points; p++) {
        config at = cfg;
        char point[256] = "";
        size_t used = 0;
        for (int d = 0, q = p; d < ndims; q /= dims[d].n, d++) {
            const char *value = dims[d].values[q % dims[d].n];
            at.series.variant_keys[base + d] = dims[d].key;
            at.series.variant_values[base + d] = value;
            used += (size_t)snprintf(point + used, used < sizeof point ? sizeof point - used : 0,
                                     "%s%s=%s", d ? "," : "", dims[d].key, value);
        }
        at.series.nvariants = base + ndims;
        double seconds;
        game_record *r = run_batch(&at, &seconds);
        sweep_point_count(&pts[p], point, r, cfg.series.games, seats);
        sweep_row(&pts[p], seats);
        if (jf)
            report_json(jf, r, cfg.series.games, point);
        for (uint32_t i = 0; i < cfg.series.games; i++)
            record_free(&r[i]);
        free(r);
    }
    int status = 0;
    if (jf)
        fclose(jf);
    if (hf) {
        char title[300];
        snprintf(title, sizeof title, "%s, %u games a point", cfg.series.scenario,
                 cfg.series.games);
        if (report_sweep_html(hf, title, pts, points, seats) != 0) {
            cli_error("cannot write %s", html);
            status = 1;
        }
        fclose(hf);
    }
    free(pts);
    for (int d = 0; d < ndims; d++)
        for (int k = 0; k < dims[d].n; k++)
            free(dims[d].values[k]);
    return status;
}
