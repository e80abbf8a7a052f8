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
#include "playtest.h"
#include "record.h"
#include "viewer.h"

typedef playtest_config config;

typedef struct batch {
    const config *cfg;
    uint32_t first, count;
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

/* s with every byte that starts no valid UTF-8 sequence replaced by U+FFFD,
 * into out (size bytes, at least 1), cut at a character's end. A record's
 * texts are cleaned so: the JSON lines can only say U+FFFD for such a byte,
 * and a record read back from them (tabula merge) must be the same. */
static void clean_text(const char *s, char *out, size_t size)
{
    size_t n = 0;
    for (size_t i = 0; s[i];) {
        int len = report_utf8_length(s + i);
        const char *put = len ? s + i : "\xef\xbf\xbd";
        size_t put_len = len ? (size_t)len : 3;
        if (n + put_len >= size)
            break;
        memcpy(out + n, put, put_len);
        n += put_len;
        i += len ? (size_t)len : 1;
    }
    out[n] = '\0';
}

static void clean_field(char *field, size_t size)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", field);
    clean_text(buf, field, size);
}

static char *clean_copy(char *s)
{
    if (!s)
        return NULL;
    size_t size = 3 * strlen(s) + 1;
    char *out = malloc(size);
    if (!out)
        return s;
    clean_text(s, out, size);
    free(s);
    return out;
}

static void clean_record(game_record *r)
{
    r->error = clean_copy(r->error);
    clean_field(r->reason, sizeof r->reason);
    for (int p = 0; p < r->players && p < RECORD_MAX_PLAYERS; p++)
        clean_field(r->seats[p], sizeof r->seats[p]);
    for (uint32_t i = 0; i < r->nmetrics; i++)
        r->metrics[i].name = clean_copy(r->metrics[i].name);
    for (uint32_t i = 0; i < r->ntallies; i++)
        r->tallies[i].name = clean_copy(r->tallies[i].name);
}

/* Plays game index into r. *gp is the worker's game: started on its first
 * game, restarted with the next seed after that, so the scripts load once
 * per worker (a restarted game plays exactly as a new one). */
void playtest_play_game(const config *cfg, uint32_t index, game_record *r, tab_game **gp)
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
    clean_record(r);
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
    while ((i = atomic_fetch_add(&b->next, 1)) < b->count) {
        playtest_play_game(b->cfg, b->first + i, &b->records[i], &g);
        atomic_fetch_add(&b->done, 1);
    }
    tab_game_free(g);
    return NULL;
}

double playtest_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void playtest_progress(double t0, uint32_t done, uint32_t total)
{
    double t = playtest_now() - t0, rate = t > 0 ? done / t : 0;
    fprintf(stderr, "\r%u/%u games  %.0f games/s  ETA %.0fs   ", done, total, rate,
            rate > 0 ? (total - done) / rate : 0.0);
}

/* The default runner: the games on cfg->jobs threads; a progress bar on
 * stderr when it is a terminal. */
static void threads_run(void *ctx, const config *cfg, const char *label, uint32_t first,
                        uint32_t count, game_record *records, double *seconds)
{
    batch b = {cfg, first, count, records, 0, 0};
    pthread_t threads[256];
    int jobs = cfg->jobs < (int)count ? cfg->jobs : (int)count;
    double t0 = playtest_now();
    for (int j = 0; j < jobs; j++)
        pthread_create(&threads[j], NULL, worker, &b);
    int tty = isatty(2);
    while (tty && atomic_load(&b.done) < count) {
        playtest_progress(t0, atomic_load(&b.done), count);
        nanosleep(&(struct timespec){0, 200000000}, NULL);
    }
    for (int j = 0; j < jobs; j++)
        pthread_join(threads[j], NULL);
    if (tty)
        fputs("\r\033[K", stderr);
    *seconds = playtest_now() - t0;
}

static int threads_begin(void *ctx, int ok, const char *jsonl)
{
    return ok;
}

/* A run of games: count records from game first. */
typedef struct played {
    game_record *records;
    uint32_t count;
    double seconds;
} played;

static played play_run(const playtest_runner *runner, const config *cfg, const char *label,
                       uint32_t first, uint32_t count)
{
    played p = {calloc(count ? count : 1, sizeof(game_record)), count, 0};
    runner->run(runner->ctx, cfg, label, first, count, p.records, &p.seconds);
    return p;
}

static void played_free(played *p)
{
    for (uint32_t i = 0; i < p->count; i++)
        record_free(&p->records[i]);
    free(p->records);
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
          "           [--explain N [--explain-file FILE]] [--shard K/N]\n"
          "Plays N seeded headless games with bots (random, first, heuristic, or a bot the\n"
          "game defines, or a search: mcts, ismcts:iterations=400,c=1.4,rollout=BOT,depth=D)\n"
          "and prints outcome rates with 95% intervals, game length, metrics and card\n"
          "usage. Results are identical for any --jobs. --explain N writes the first N\n"
          "decisions search bots made in game 1, with each option's visits and mean\n"
          "result, to FILE (default playtest-explain.txt). --jsonl FILE (--json, its old\n"
          "name, works too) writes one JSON object a game, in seed order; seeds and hashes\n"
          "are strings, so that JavaScript and jq keep all 64 bits. --html writes each\n"
          "replay's viewer page (tabula replay --html) beside it, as game-N.html.\n"
          "--shard K/N plays only the K-th of N slices of the games (each game with the\n"
          "seed the whole run gives it) and needs --jsonl: the file starts with a line\n"
          "naming the shard and its run, and `tabula merge` reads the N files back into\n"
          "the records, summary and report of the whole run. Over an MPI job, with the\n"
          "same outputs: mpirun -np N tabula-mpi playtest ... (where Open MPI was found).\n",
          code ? stderr : stdout);
    return code;
}

/* What playtest and sweep read alike: the run's config and --shard K/N. */
typedef struct common {
    config cfg;
    uint32_t shard_k, shard_n; /* 0 of 0: the whole run */
    uint32_t first, count;     /* the games this run plays */
    int jobs_set;              /* --jobs was given */
} common;

/* --shard K/N into c; 0 on a malformed one (message printed). */
static int parse_shard(common *c, const char *val)
{
    char *end;
    errno = 0;
    unsigned long k = strtoul(val, &end, 10), n = 0;
    if (end == val || *end != '/' || val[0] == '-' ||
        (n = strtoul(end + 1, &end, 10), *end) || !end[-1] || errno || k > 1000000 ||
        n > 1000000) {
        cli_error("--shard: '%s' is not K/N (shard K of N, from 1)", val);
        return 0;
    }
    if (n == 0 || k == 0 || k > n) {
        cli_error("--shard %s: K must be 1 to N, and N at least 1", val);
        return 0;
    }
    c->shard_k = (uint32_t)k;
    c->shard_n = (uint32_t)n;
    return 1;
}

/* The arguments playtest and sweep share: the scenario, the series' options
 * (cli_series_option), --jobs and --shard. Returns 1 when argv[*i] was one
 * of them (*i past its value), 0 when it is the command's own flag (its
 * value in *val, *i past it), -1 on an error (printed). */
static int common_arg(common *c, const char *cmd, int argc, char **argv, int *i, char **val)
{
    config *cfg = &c->cfg;
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
    if (strcmp(a, "--shard") == 0)
        return parse_shard(c, *val) ? 1 : -1;
    if (strcmp(a, "--jobs") != 0)
        return 0;
    uint64_t v = 0;
    if (!cli_parse_u64(a, *val, 256, &v) || v == 0) {
        if (v == 0)
            cli_error("--jobs: 1 to 256");
        return -1;
    }
    cfg->jobs = (int)v;
    c->jobs_set = 1;
    return 1;
}

void shard_slice(uint32_t games, uint32_t k, uint32_t n, uint32_t *first, uint32_t *count)
{
    uint64_t lo = (uint64_t)(k - 1) * games / n, hi = (uint64_t)k * games / n;
    *first = (uint32_t)lo;
    *count = (uint32_t)(hi - lo);
}

/* After parsing: the slice this run plays (all of it without --shard), and
 * --shard's own checks. Returns 0 when good. */
static int common_check(common *c, const char *json, const playtest_runner *runner)
{
    if (c->jobs_set && runner->workers) {
        cli_error("--jobs: under MPI each rank plays one game at a time (start a rank a core)");
        return EXIT_USAGE;
    }
    uint32_t games = c->cfg.series.games;
    c->first = 0;
    c->count = games;
    if (!c->shard_n)
        return 0;
    if (c->shard_n > games) {
        cli_error("--shard %u/%u: %u shards of %u games; at most %u", c->shard_k, c->shard_n,
                  c->shard_n, games, games);
        return EXIT_USAGE;
    }
    if (!json) {
        cli_error("--shard %u/%u: needs --jsonl FILE, which tabula merge reads", c->shard_k,
                  c->shard_n);
        return EXIT_USAGE;
    }
    shard_slice(games, c->shard_k, c->shard_n, &c->first, &c->count);
    return 0;
}

void playtest_title(char *buf, size_t size, const char *scenario, uint32_t games, uint64_t seed)
{
    snprintf(buf, size, "%s, %u games from seed %llu", scenario, games, (unsigned long long)seed);
}

/* A JSON string of our own making (options and bot names from the command
 * line): quotes and backslashes escaped, control characters dropped. */
static void put_json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++)
        if (*s == '"' || *s == '\\')
            fprintf(out, "\\%c", *s);
        else if ((unsigned char)*s >= 0x20)
            fputc(*s, out);
    fputc('"', out);
}

void shard_write_header(FILE *out, uint32_t k, uint32_t n, uint32_t first, uint32_t count,
                        const shard_run *run)
{
    const cli_series *s = run->series;
    fprintf(out, "{\"shard\":%u,\"of\":%u,\"first\":%u,\"count\":%u,\"run\":{\"command\":", k, n,
            first, count);
    put_json_string(out, run->command);
    fputs(",\"scenario\":", out);
    put_json_string(out, s->scenario);
    fprintf(out, ",\"games\":%u,\"seed\":\"%llu\",\"players\":%d,\"max_decisions\":%u,\"seats\":[",
            s->games, (unsigned long long)s->seed, s->players, s->max_decisions);
    for (int p = 0; p < s->players && p < CLI_MAX_SEATS; p++) {
        if (p)
            fputc(',', out);
        put_json_string(out, s->seats[p] ? s->seats[p] : "random");
    }
    fputs("],\"variants\":[", out);
    for (int v = 0; v < s->nvariants; v++) {
        char pair[1024];
        snprintf(pair, sizeof pair, "%s=%s", s->variant_keys[v], s->variant_values[v]);
        if (v)
            fputc(',', out);
        put_json_string(out, pair);
    }
    fputs("],\"compare\":", out);
    if (run->compare)
        put_json_string(out, run->compare);
    else
        fputs("null", out);
    fputs(",\"over\":[", out);
    for (int d = 0; d < run->ndims; d++) {
        if (d)
            fputc(',', out);
        put_json_string(out, run->over[d]);
    }
    fputs("]}}\n", out);
}

void playtest_mark_incomplete(FILE *out, const char *why)
{
    fputs("{\"incomplete\":", out);
    put_json_string(out, why);
    fputs("}\n", out);
}

int playtest_write_outputs(const playtest_outputs *o, const game_record *r, uint32_t n,
                           const game_record *other, uint32_t nother)
{
    int code = 0;
    char *compared = NULL;
    size_t compared_len = 0;
    /* --compare: its games follow the base's in the JSON lines, and its
     * comparison goes into the HTML. */
    if (other) {
        report_compare(stdout, o->label, r, other, n);
        FILE *text = o->html ? open_memstream(&compared, &compared_len) : NULL;
        if (text) {
            report_compare(text, o->label, r, other, n);
            fclose(text);
        }
    }
    if (o->json) {
        FILE *f = fopen(o->json, "w");
        if (!f) {
            cli_error("cannot write %s", o->json);
            code = 1;
        } else {
            if (o->shard)
                shard_write_header(f, o->shard_k, o->shard_n, o->first, o->count, o->shard);
            report_json(f, r, n, NULL);
            if (other)
                report_json(f, other, nother, o->label);
            if (fclose(f) != 0) {
                cli_error("cannot write %s", o->json);
                code = 1;
            }
        }
    }
    if (o->html) {
        FILE *f = fopen(o->html, "w");
        if (!f || report_html(f, o->title, r, n, compared) != 0) {
            cli_error("cannot write %s", o->html);
            code = 1;
        }
        if (f)
            fclose(f);
    }
    free(compared);
    return code;
}

int cmd_playtest(int argc, char **argv)
{
    return playtest_main(argc, argv, NULL);
}

static const playtest_runner threads_runner = {threads_begin, threads_run, NULL, 1, "jobs", 0};

/* Reads playtest's arguments into c and the outputs' names; 0 when they are
 * good, else the exit code (the message printed). */
static int playtest_args(int argc, char **argv, const playtest_runner *runner, common *c,
                         playtest_outputs *o, char **compare_key, char **compare_value, int *help)
{
    config *cfg = &c->cfg;
    uint64_t v = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0) {
            *help = 1;
            return usage(0);
        }
        char *val;
        if (strcmp(a, "--html") == 0) { /* a flag without a value */
            cfg->html = 1;
            continue;
        }
        int shared = common_arg(c, "playtest", argc, argv, &i, &val);
        if (shared < 0)
            return EXIT_USAGE;
        if (shared)
            continue;
        if (strcmp(a, "--compare") == 0) {
            if (!cli_split_pair(a, val, compare_key, compare_value))
                return EXIT_USAGE;
        } else if (strcmp(a, "--jsonl") == 0 || strcmp(a, "--json") == 0) {
            o->json = val;
        } else if (strcmp(a, "--report") == 0) {
            o->html = val;
        } else if (strcmp(a, "--explain") == 0) {
            if (!cli_parse_u64(a, val, 1000000, &v) || v == 0)
                return v == 0 ? (cli_error("--explain: 1 to 1000000 decisions"), EXIT_USAGE)
                              : EXIT_USAGE;
            cfg->explain = (uint32_t)v;
        } else if (strcmp(a, "--explain-file") == 0) {
            cfg->explain_file = val;
        } else if (strcmp(a, "--replays") == 0) {
            cfg->replays = val;
            cfg->series.answer_hashes = 1; /* a replay file keeps each answer's hash */
        } else {
            cli_error("playtest: unknown option '%s'", a);
            return usage(EXIT_USAGE);
        }
    }
    if (cfg->html && !cfg->replays) {
        cli_error("playtest: --html writes each replay's viewer beside it: it needs --replays DIR");
        return EXIT_USAGE;
    }
    if (cfg->explain_file && !cfg->explain) {
        cli_error("playtest: --explain-file needs --explain N");
        return EXIT_USAGE;
    }
    if (cfg->explain && !cfg->explain_file)
        cfg->explain_file = "playtest-explain.txt";
    if (!cfg->series.scenario || !cfg->series.games) {
        cli_error("playtest: a SCENARIO and --games N are needed");
        return usage(EXIT_USAGE);
    }
    /* Default players: the scenario's smallest count; check the scenario. */
    if (cli_series_check(&cfg->series))
        return EXIT_USAGE;
    if (common_check(c, o->json, runner))
        return EXIT_USAGE;
    if (cfg->explain && c->first > 0)
        fprintf(stderr, "tabula: --explain: game 1 is in shard 1/%u, not in this one\n",
                c->shard_n);
    /* Found out now, not as every game's error with exit status 0. */
    if (cfg->replays && !writable_folder(cfg->replays)) {
        cli_error("--replays: cannot write into '%s' (%s)", cfg->replays, strerror(errno));
        return EXIT_USAGE;
    }
    if (*compare_key) {
        cli_series with = cfg->series; /* room for one more: the compared one */
        with.variant_keys[with.nvariants] = *compare_key;
        with.variant_values[with.nvariants++] = *compare_value;
        if (!cli_series_check_options(&with, "--compare"))
            return EXIT_USAGE;
    }
    return 0;
}

int playtest_main(int argc, char **argv, const playtest_runner *runner)
{
    if (!runner)
        runner = &threads_runner;
    common c = {.cfg = {.jobs = (int)sysconf(_SC_NPROCESSORS_ONLN)}};
    config *cfg = &c.cfg;
    cli_series_init(&cfg->series);
    playtest_outputs o = {0};
    char *compare_key = NULL, *compare_value = NULL;
    int help = 0;
    int bad = playtest_args(argc, argv, runner, &c, &o, &compare_key, &compare_value, &help);
    if (!runner->begin(runner->ctx, !bad && !help, o.json))
        return bad || help ? bad : EXIT_USAGE;

    char title[1024], label[300] = "";
    playtest_title(title, sizeof title, cfg->series.scenario, cfg->series.games, cfg->series.seed);
    if (c.shard_n)
        snprintf(title + strlen(title), sizeof title - strlen(title),
                 ": shard %u/%u, games %u to %u", c.shard_k, c.shard_n, c.first + 1,
                 c.first + c.count);
    cli_root(); /* settle the root before the workers start */
    played base = play_run(runner, cfg, NULL, c.first, c.count);
    if (runner->reporting) {
        report_summary(stdout, title, base.records, base.count);
        struct rusage ru;
        getrusage(RUSAGE_SELF, &ru);
        fprintf(stderr, "%u games in %.2f s on %d %s (%.0f games/s), peak memory %ld KiB\n",
                base.count, base.seconds,
                runner->workers ? runner->workers : (cfg->jobs < (int)c.count ? cfg->jobs : (int)c.count),
                runner->name, base.count / (base.seconds > 0 ? base.seconds : 1e-9),
                ru.ru_maxrss);
    }
    int code = 0;
    uint32_t unwritten = 0;
    for (uint32_t i = 0; i < base.count; i++)
        unwritten += (uint32_t)base.records[i].replay_failed;
    if (unwritten && runner->reporting) {
        cli_error("--replays: %u of %u replays could not be written into %s", unwritten,
                  base.count, cfg->replays);
        code = 1;
    }
    played other = {0};
    if (compare_key) {
        snprintf(label, sizeof label, "%s=%s", compare_key, compare_value);
        o.label = label;
    }
    if (compare_key) {
        config variant = *cfg;
        variant.series.variant_keys[variant.series.nvariants] = compare_key;
        variant.series.variant_values[variant.series.nvariants++] = compare_value;
        variant.replays = NULL;
        variant.series.answer_hashes = 0;
        variant.explain = 0;
        other = play_run(runner, &variant, label, c.first, c.count);
    }
    shard_run run = {"playtest", &cfg->series, compare_key ? label : NULL, {NULL}, 0};
    if (c.shard_n) {
        o.shard = &run;
        o.shard_k = c.shard_k;
        o.shard_n = c.shard_n;
        o.first = c.first;
        o.count = c.count;
    }
    o.title = title;
    if (runner->reporting)
        code |= playtest_write_outputs(&o, base.records, base.count, other.records, other.count);
    if (other.records)
        played_free(&other);
    played_free(&base);
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
          "           [--jsonl FILE] [--report FILE] [--shard K/N]\n"
          "Plays the same N seeded games at every point of the grid of options (at most 4\n"
          "--over, 64 points) and prints, for each point, the win rate of each seat and of\n"
          "nobody with 95% intervals, and the mean game length. --jsonl writes every game,\n"
          "each naming its point (\"variant\":\"level=2,spirits=1\"). --report writes one\n"
          "self-contained HTML page: the table, and a chart per outcome over the points.\n"
          "--shard K/N plays the K-th of N slices of the games at every point, as\n"
          "playtest's does, for tabula merge; mpirun -np N tabula-mpi sweep ... spreads\n"
          "it over an MPI job.\n",
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
void sweep_print_row(const sweep_point *pt, int seats)
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

void sweep_print_heading(const char *scenario, uint32_t games, uint64_t seed, int seats)
{
    printf("== sweep of %s, %u games a point from seed %llu (the same seeds at every point) ==\n",
           scenario, games, (unsigned long long)seed);
    printf("  %-28s %6s", "point", "games");
    for (int s = 0; s < seats; s++)
        printf("  seat %d wins [95%%]    ", s);
    printf("  nobody [95%%]         length\n");
}

int sweep_write_html(FILE *f, const char *path, const char *scenario, uint32_t games,
                     const sweep_point *pts, int points, int seats)
{
    char title[300];
    snprintf(title, sizeof title, "%s, %u games a point", scenario, games);
    if (report_sweep_html(f, title, pts, points, seats) != 0) {
        cli_error("cannot write %s", path);
        return 1;
    }
    return 0;
}

int cmd_sweep(int argc, char **argv)
{
    return sweep_main(argc, argv, NULL);
}

/* Reads sweep's arguments; 0 when good, else the exit code (printed). */
static int sweep_args(int argc, char **argv, const playtest_runner *runner, common *c,
                      dimension *dims, int *ndims, const char **json, const char **html,
                      int *help)
{
    config *cfg = &c->cfg;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0) {
            *help = 1;
            return sweep_usage(0);
        }
        char *val;
        int shared = common_arg(c, "sweep", argc, argv, &i, &val);
        if (shared < 0)
            return EXIT_USAGE;
        if (shared)
            continue;
        if (strcmp(a, "--over") == 0) {
            if (*ndims == MAX_DIMS) {
                cli_error("sweep: at most %d --over", MAX_DIMS);
                return EXIT_USAGE;
            }
            if (!parse_dimension(val, &dims[(*ndims)++]))
                return EXIT_USAGE;
            /* A key swept twice would leave only its last value in play. */
            for (int d = 0; d < *ndims - 1; d++)
                if (strcmp(dims[d].key, dims[*ndims - 1].key) == 0) {
                    cli_error("--over %s: given twice", dims[d].key);
                    return EXIT_USAGE;
                }
        } else if (strcmp(a, "--jsonl") == 0 || strcmp(a, "--json") == 0) {
            *json = val;
        } else if (strcmp(a, "--report") == 0) {
            *html = val;
        } else {
            cli_error("sweep: unknown option '%s'", a);
            return sweep_usage(EXIT_USAGE);
        }
    }
    if (!cfg->series.scenario || !cfg->series.games || !*ndims) {
        cli_error("sweep: a SCENARIO, --games N and at least one --over are needed");
        return sweep_usage(EXIT_USAGE);
    }
    int points = 1;
    for (int d = 0; d < *ndims; d++)
        points *= dims[d].n;
    if (points > MAX_POINTS || cfg->series.nvariants + *ndims > CLI_MAX_VARIANTS) {
        cli_error("sweep: %d points; at most %d", points, MAX_POINTS);
        return EXIT_USAGE;
    }
    for (int d = 0; d < *ndims; d++)
        for (int k = 0; k < cfg->series.nvariants; k++)
            if (strcmp(dims[d].key, cfg->series.variant_keys[k]) == 0) {
                cli_error("--over %s: also given as --variant", dims[d].key);
                return EXIT_USAGE;
            }
    if (cli_series_check(&cfg->series) || common_check(c, *json, runner))
        return EXIT_USAGE;
    /* Every point's options are checked before any game is played. */
    int base = cfg->series.nvariants;
    for (int p = 0; p < points; p++) {
        config at = *cfg;
        for (int d = 0, q = p; d < *ndims; q /= dims[d].n, d++) {
            at.series.variant_keys[base + d] = dims[d].key;
            at.series.variant_values[base + d] = dims[d].values[q % dims[d].n];
        }
        at.series.nvariants = base + *ndims;
        if (!cli_series_check_options(&at.series, "--over"))
            return EXIT_USAGE;
    }
    return 0;
}

int sweep_main(int argc, char **argv, const playtest_runner *runner)
{
    if (!runner)
        runner = &threads_runner;
    common c = {.cfg = {.jobs = (int)sysconf(_SC_NPROCESSORS_ONLN)}};
    config *cfg = &c.cfg;
    cli_series_init(&cfg->series);
    dimension dims[MAX_DIMS] = {{0}};
    int ndims = 0, help = 0;
    const char *json = NULL, *html = NULL;
    int bad = sweep_args(argc, argv, runner, &c, dims, &ndims, &json, &html, &help);
    /* The files are opened before any game is played. */
    FILE *jf = NULL, *hf = NULL;
    if (!bad && !help && runner->reporting && ((json && !(jf = fopen(json, "w"))) ||
                                               (html && !(hf = fopen(html, "w"))))) {
        cli_error("cannot write %s", json && !jf ? json : html);
        bad = EXIT_USAGE;
    }
    int points = 1;
    for (int d = 0; d < ndims; d++)
        points *= dims[d].n;
    sweep_point *pts = calloc((size_t)points, sizeof *pts);
    if (!pts && !bad && !help) {
        cli_error("sweep: out of memory");
        bad = 1;
    }
    if (!runner->begin(runner->ctx, !bad && !help, json)) {
        if (jf)
            fclose(jf);
        if (hf)
            fclose(hf);
        free(pts);
        for (int d = 0; d < ndims; d++)
            for (int k = 0; k < dims[d].n; k++)
                free(dims[d].values[k]);
        return bad || help ? bad : EXIT_USAGE;
    }
    int seats = cfg->series.players > RECORD_MAX_PLAYERS ? RECORD_MAX_PLAYERS : cfg->series.players;
    if (jf && c.shard_n) {
        char over[MAX_DIMS][4096];
        shard_run run = {"sweep", &cfg->series, NULL, {NULL}, ndims};
        for (int d = 0; d < ndims; d++) {
            size_t used = (size_t)snprintf(over[d], sizeof over[d], "%s=", dims[d].key);
            for (int k = 0; k < dims[d].n && used < sizeof over[d]; k++)
                used += (size_t)snprintf(over[d] + used, sizeof over[d] - used, "%s%s",
                                         k ? "," : "", dims[d].values[k]);
            run.over[d] = over[d];
        }
        shard_write_header(jf, c.shard_k, c.shard_n, c.first, c.count, &run);
    }
    if (runner->reporting)
        sweep_print_heading(cfg->series.scenario, cfg->series.games, cfg->series.seed, seats);
    int base = cfg->series.nvariants, code = 0;
    for (int p = 0; p < points; p++) {
        config at = *cfg;
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
        played r = play_run(runner, &at, point, c.first, c.count);
        if (runner->reporting) {
            sweep_point_count(&pts[p], point, r.records, r.count, seats);
            sweep_print_row(&pts[p], seats);
            if (jf)
                report_json(jf, r.records, r.count, point);
        }
        played_free(&r);
    }
    if (jf && fclose(jf) != 0) {
        cli_error("cannot write %s", json);
        code = 1;
    }
    if (hf) {
        code |= sweep_write_html(hf, html, cfg->series.scenario, cfg->series.games, pts, points,
                                 seats);
        fclose(hf);
    }
    free(pts);
    for (int d = 0; d < ndims; d++)
        for (int k = 0; k < dims[d].n; k++)
            free(dims[d].values[k]);
    return code;
}
