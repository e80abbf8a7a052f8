/* cmd_merge.c - tabula merge: the --jsonl files of a run's shards (playtest
 * or sweep --shard K/N) read back into the records of the whole run, and
 * its summary, comparison, report and JSON lines written by the code that
 * writes a single run's, so they are the same bytes. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "json_read.h"
#include "playtest.h"
#include "record.h"

static char *copy(const char *s)
{
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (!c) {
        fputs("tabula: out of memory\n", stderr);
        exit(1);
    }
    memcpy(c, s, n);
    return c;
}

/* ---- One record back from its JSON line ------------------------------------ */

static int bad(char *err, size_t size, const char *what)
{
    snprintf(err, size, "%s", what);
    return -1;
}

/* An object of integers (metrics, tallies) into sorted named values. */
static int read_values(const json_value *obj, named_value **out, uint32_t *n)
{
    if (!obj || obj->type != JSON_OBJECT)
        return -1;
    *out = calloc(obj->n ? obj->n : 1, sizeof **out);
    for (size_t i = 0; i < obj->n; i++) {
        int64_t v;
        if (!json_int(&obj->items[i], INT64_MIN, INT64_MAX, &v))
            return -1;
        (*out)[(*n)++] = (named_value){copy(obj->items[i].key), v};
    }
    return 0;
}

/* A fixed-size text field: the string must fit, as the writer kept it. */
static int read_text(const json_value *v, char *out, size_t size)
{
    if (!v || v->type != JSON_STRING || strlen(v->str) >= size)
        return -1;
    memcpy(out, v->str, strlen(v->str) + 1);
    return 0;
}

static int read_u64_string(const json_value *v, int base, uint64_t *out)
{
    if (!v || v->type != JSON_STRING || !v->str[0] || v->str[0] == '-')
        return -1;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(v->str, &end, base);
    if (*end || errno)
        return -1;
    *out = x;
    return 0;
}

int record_read_json(const char *line, game_record *r, char *variant, size_t variant_size,
                     char *err, size_t err_size)
{
    json_value root;
    memset(r, 0, sizeof *r);
    if (json_parse(line, &root, err, err_size) != 0) {
        json_free(&root);
        return -1;
    }
    int status = -1;
    int64_t v;
    const json_value *f;
    if (root.type != JSON_OBJECT) {
        bad(err, err_size, "not a JSON object");
        goto done;
    }
    if (!json_int(json_get(&root, "index"), 0, UINT32_MAX, &v)) {
        bad(err, err_size, "no \"index\" (a game number)");
        goto done;
    }
    r->index = (uint32_t)v;
    variant[0] = '\0';
    if ((f = json_get(&root, "variant")) && read_text(f, variant, variant_size) != 0) {
        bad(err, err_size, "a bad \"variant\"");
        goto done;
    }
    if (read_u64_string(json_get(&root, "seed"), 10, &r->seed) != 0) {
        bad(err, err_size, "no \"seed\" (a decimal string)");
        goto done;
    }
    f = json_get(&root, "seats");
    if (!f || f->type != JSON_ARRAY || f->n > RECORD_MAX_PLAYERS) {
        bad(err, err_size, "no \"seats\" (a list of bots)");
        goto done;
    }
    r->players = (int)f->n;
    for (size_t s = 0; s < f->n; s++)
        if (read_text(&f->items[s], r->seats[s], sizeof r->seats[s]) != 0) {
            bad(err, err_size, "a bad seat");
            goto done;
        }
    f = json_get(&root, "outcome");
    const char *outcome = f && f->type == JSON_STRING ? f->str : "";
    const json_value *error = json_get(&root, "error");
    if (strcmp(outcome, "error") == 0) {
        r->error = copy(error && error->type == JSON_STRING ? error->str : "");
    } else if (strcmp(outcome, "finished") == 0) {
        r->finished = 1;
    } else if (strcmp(outcome, "capped") == 0) {
        r->capped = 1;
    } else {
        bad(err, err_size, "no \"outcome\" (finished, capped or error)");
        goto done;
    }
    if (read_text(json_get(&root, "reason"), r->reason, sizeof r->reason) != 0) {
        bad(err, err_size, "a bad \"reason\"");
        goto done;
    }
    f = json_get(&root, "winners");
    if (!f || f->type != JSON_ARRAY) {
        bad(err, err_size, "no \"winners\"");
        goto done;
    }
    for (size_t w = 0; w < f->n; w++) {
        if (!json_int(&f->items[w], 0, r->players - 1, &v)) {
            bad(err, err_size, "a winner that is not a seat");
            goto done;
        }
        r->won[v] = 1;
    }
    f = json_get(&root, "scores");
    if (!f || f->type != JSON_ARRAY || f->n != (size_t)r->players) {
        bad(err, err_size, "no \"scores\", one a seat");
        goto done;
    }
    for (size_t s = 0; s < f->n; s++)
        if (!json_int(&f->items[s], INT64_MIN, INT64_MAX, &r->score[s])) {
            bad(err, err_size, "a score that is not an integer");
            goto done;
        }
    if (!json_int(json_get(&root, "rounds"), INT64_MIN, INT64_MAX, &r->rounds) ||
        read_text(json_get(&root, "length_unit"), r->length_unit, sizeof r->length_unit) != 0 ||
        !json_int(json_get(&root, "decisions"), 0, UINT32_MAX, &v)) {
        bad(err, err_size, "no \"rounds\", \"length_unit\" or \"decisions\"");
        goto done;
    }
    r->decisions = (uint32_t)v;
    if (read_values(json_get(&root, "metrics"), &r->metrics, &r->nmetrics) != 0 ||
        read_values(json_get(&root, "tallies"), &r->tallies, &r->ntallies) != 0) {
        bad(err, err_size, "bad \"metrics\" or \"tallies\" (objects of integers)");
        goto done;
    }
    if (read_u64_string(json_get(&root, "hash"), 16, &r->hash) != 0) {
        bad(err, err_size, "no \"hash\" (a hex string)");
        goto done;
    }
    status = 0;
done:
    json_free(&root);
    return status;
}

/* ---- tabula merge ------------------------------------------------------------ */

static int usage(int code)
{
    fputs("usage: tabula merge SHARD.jsonl... [--jsonl FILE] [--report FILE.html]\n"
          "Reads the --jsonl files of every shard of one run (playtest or sweep with\n"
          "--shard K/N, each file starting with the line that names its shard) and prints\n"
          "the summary that run would print in one piece; --jsonl and --report write its\n"
          "records and its HTML page (a playtest's report, a sweep's table and charts).\n"
          "Refuses shards of different runs, a missing shard, a shard given twice and a\n"
          "shard that is not whole, naming the file.\n",
          code ? stderr : stdout);
    return code;
}

typedef struct shard {
    const char *path;
    char *text;            /* the whole file */
    json_value head;       /* its first line */
    uint32_t k, n, first, count;
    const json_value *run;
    char *body;            /* the lines after the first */
} shard;

static int refuse(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int refuse(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("tabula: merge: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return EXIT_USAGE;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap + 1);
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *grown = realloc(buf, 2 * cap + 1);
            if (!grown) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = grown;
            cap *= 2;
        }
    }
    int failed = ferror(f);
    fclose(f);
    if (!buf || failed) {
        free(buf);
        errno = EIO;
        return NULL;
    }
    buf[n] = '\0';
    return buf;
}

/* A line that says its file is not a whole run's (a stopped job's last
 * line, or its journal's first): refused, with the reason it gives. */
static int is_stopped(const char *line)
{
    return strncmp(line, "{\"incomplete\":", 14) == 0;
}

static int refuse_stopped(const shard *s, uint32_t line_no, const char *line)
{
    return refuse("%s:%u: its run was stopped before its end (%s)", s->path, line_no, line + 14);
}

static int read_head(shard *s)
{
    s->text = slurp(s->path);
    if (!s->text)
        return refuse("cannot read %s (%s)", s->path, strerror(errno));
    char *nl = strchr(s->text, '\n');
    if (nl)
        *nl = '\0';
    s->body = nl ? nl + 1 : s->text + strlen(s->text);
    char err[200];
    int64_t k, n, first, count;
    if (is_stopped(s->text))
        return refuse_stopped(s, 1, s->text);
    if (json_parse(s->text, &s->head, err, sizeof err) != 0 || s->head.type != JSON_OBJECT)
        return refuse("%s:1: not a shard's first line (%s)", s->path,
                      s->head.type == JSON_OBJECT ? err : "run with --shard K/N --jsonl FILE?");
    s->run = json_get(&s->head, "run");
    if (!json_int(json_get(&s->head, "shard"), 1, UINT32_MAX, &k) ||
        !json_int(json_get(&s->head, "of"), k, UINT32_MAX, &n) ||
        !json_int(json_get(&s->head, "first"), 0, UINT32_MAX, &first) ||
        !json_int(json_get(&s->head, "count"), 0, UINT32_MAX, &count) || !s->run ||
        s->run->type != JSON_OBJECT)
        return refuse("%s:1: not a shard's first line (no \"shard\", \"of\", \"first\", "
                      "\"count\" and \"run\"; was it run with --shard K/N?)", s->path);
    s->k = (uint32_t)k;
    s->n = (uint32_t)n;
    s->first = (uint32_t)first;
    s->count = (uint32_t)count;
    return 0;
}

/* The value of one of run's members as text, for a message. */
static void member_text(const shard *s, const json_value *m, char *out, size_t size)
{
    if (!m) {
        snprintf(out, size, "none");
        return;
    }
    size_t len = m->end - m->start;
    snprintf(out, size, "%.*s", (int)(len < 200 ? len : 200), s->text + m->start);
}

/* Whether b is a shard of the same run as a; if not, says what differs. */
static int same_run(const shard *a, const shard *b)
{
    size_t la = a->run->end - a->run->start, lb = b->run->end - b->run->start;
    if (la == lb && memcmp(a->text + a->run->start, b->text + b->run->start, la) == 0 &&
        a->n == b->n)
        return 1;
    for (size_t i = 0; i < a->run->n; i++) {
        const json_value *ma = &a->run->items[i], *mb = json_get(b->run, ma->key);
        char ta[256], tb[256];
        member_text(a, ma, ta, sizeof ta);
        member_text(b, mb, tb, sizeof tb);
        if (strcmp(ta, tb) != 0) {
            refuse("%s is a shard of another run than %s: its %s is %s, not %s", b->path,
                   a->path, ma->key, tb, ta);
            return 0;
        }
    }
    if (a->n != b->n)
        refuse("%s is shard %u of %u, but %s is of %u shards", b->path, b->k, b->n, a->path, a->n);
    else
        refuse("%s is a shard of another run than %s", b->path, a->path);
    return 0;
}

static const char *run_string(const shard *s, const char *key)
{
    const json_value *v = json_get(s->run, key);
    return v && v->type == JSON_STRING ? v->str : NULL;
}

/* The records of every shard, by point (a playtest: the base run, then
 * --compare's; a sweep: its points), each in index order. */
typedef struct merged {
    char labels[64][256]; /* "" for a playtest's base */
    int nlabels;
    game_record *records[64];
    unsigned char *have[64];
    uint32_t games;       /* records of each */
} merged;

static int find_label(merged *m, const char *label, uint32_t games)
{
    for (int i = 0; i < m->nlabels; i++)
        if (strcmp(m->labels[i], label) == 0)
            return i;
    if (m->nlabels == 64)
        return -1;
    snprintf(m->labels[m->nlabels], sizeof m->labels[0], "%s", label);
    m->games = games;
    m->records[m->nlabels] = calloc(games ? games : 1, sizeof(game_record));
    m->have[m->nlabels] = calloc(games ? games : 1, 1);
    return m->nlabels++;
}

/* Reads shard s's records into m; the exit code on a fault. */
static int read_records(shard *s, merged *m, uint32_t games, int points)
{
    uint32_t line_no = 1, seen = 0;
    for (char *line = s->body, *next; *line; line = next) {
        line_no++;
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        else
            next = line + strlen(line);
        if (!*line)
            continue;
        game_record r;
        char variant[256], err[200];
        if (is_stopped(line))
            return refuse_stopped(s, line_no, line);
        if (record_read_json(line, &r, variant, sizeof variant, err, sizeof err) != 0) {
            record_free(&r);
            return refuse("%s:%u: not a game's record (%s)", s->path, line_no, err);
        }
        int at = find_label(m, variant, games);
        if (at < 0 || at >= points) {
            record_free(&r);
            return refuse("%s:%u: a game of '%s', which is not one of the run's %d point%s",
                          s->path, line_no, variant, points, points == 1 ? "" : "s");
        }
        if (r.index < s->first || r.index >= s->first + s->count) {
            record_free(&r);
            return refuse("%s:%u: game %u is not in shard %u/%u (games %u to %u)", s->path,
                          line_no, r.index + 1, s->k, s->n, s->first + 1, s->first + s->count);
        }
        if (m->have[at][r.index]) {
            record_free(&r);
            return refuse("%s:%u: game %u%s%s is there twice", s->path, line_no, r.index + 1,
                          variant[0] ? " of " : "", variant);
        }
        m->records[at][r.index] = r;
        m->have[at][r.index] = 1;
        seen++;
    }
    if (seen != (uint32_t)points * s->count)
        return refuse("%s: %u games, but shard %u/%u plays %u (%u a point): it is not whole "
                      "(its run stopped?)", s->path, seen, s->k, s->n,
                      (uint32_t)points * s->count, s->count);
    return 0;
}

/* What merge holds, freed whichever way it ends. */
typedef struct merge_state {
    shard *shards;
    int nshards;
    shard **by_k;
    merged *m;
} merge_state;

static int merge(merge_state *st, int argc, char **argv)
{
    const char *json = NULL, *html = NULL;
    shard *shards = st->shards = calloc((size_t)argc + 1, sizeof *shards);
    int nshards = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0)
            return usage(0);
        if (strcmp(argv[i], "--jsonl") == 0 || strcmp(argv[i], "--json") == 0 ||
            strcmp(argv[i], "--report") == 0) {
            if (i + 1 >= argc)
                return refuse("%s needs a value", argv[i]);
            *(argv[i][2] == 'r' ? &html : &json) = argv[i + 1];
            i++;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            cli_error("merge: unknown option '%s'", argv[i]);
            return usage(EXIT_USAGE);
        } else {
            shards[nshards++].path = argv[i];
            st->nshards = nshards;
        }
    }
    if (!nshards) {
        cli_error("merge: the shards' --jsonl files are needed");
        return usage(EXIT_USAGE);
    }
    int code;
    for (int i = 0; i < nshards; i++)
        if ((code = read_head(&shards[i])) != 0)
            return code;
    for (int i = 1; i < nshards; i++)
        if (!same_run(&shards[0], &shards[i]))
            return EXIT_USAGE;
    uint32_t n = shards[0].n;
    shard **by_k = st->by_k = calloc(n + 1, sizeof *by_k);
    for (int i = 0; i < nshards; i++) {
        shard *s = &shards[i];
        if (by_k[s->k])
            return refuse("shard %u/%u given twice: %s and %s", s->k, n, by_k[s->k]->path,
                          s->path);
        by_k[s->k] = s;
    }
    for (uint32_t k = 1; k <= n; k++)
        if (!by_k[k])
            return refuse("shard %u/%u is missing (%d of %u given)", k, n, nshards, n);

    /* The run, as its shards name it. */
    shard *s0 = by_k[1];
    const char *command = run_string(s0, "command"), *scenario = run_string(s0, "scenario");
    const char *compare = run_string(s0, "compare");
    uint64_t seed = 0;
    int64_t games = 0, players = 0;
    const json_value *over = json_get(s0->run, "over");
    if (!command || !scenario || read_u64_string(json_get(s0->run, "seed"), 10, &seed) != 0 ||
        !json_int(json_get(s0->run, "games"), 1, UINT32_MAX, &games) ||
        !json_int(json_get(s0->run, "players"), 0, 1000, &players) || !over ||
        over->type != JSON_ARRAY)
        return refuse("%s:1: its run lacks the command, scenario, games, seed, players or over",
                      s0->path);
    int sweep = strcmp(command, "sweep") == 0;
    if (!sweep && strcmp(command, "playtest") != 0)
        return refuse("%s:1: a run of '%s', neither playtest nor sweep", s0->path, command);
    const char *sweep_html = sweep ? html : NULL;
    if (sweep)
        html = NULL;
    for (uint32_t k = 1; k <= n; k++) {
        uint32_t first, count;
        shard_slice((uint32_t)games, k, n, &first, &count);
        if (by_k[k]->first != first || by_k[k]->count != count)
            return refuse("%s:1: shard %u/%u of %lld games is games %u to %u, not %u to %u",
                          by_k[k]->path, k, n, (long long)games, first + 1, first + count,
                          by_k[k]->first + 1, by_k[k]->first + by_k[k]->count);
    }
    int points = 1;
    for (size_t d = 0; d < over->n; d++) {
        const char *dim = over->items[d].type == JSON_STRING ? over->items[d].str : "";
        int values = 1;
        for (const char *c = strchr(dim, '='); c && *c; c++)
            values += *c == ',';
        points *= values;
    }
    if (!sweep)
        points = compare ? 2 : 1;
    if (points > 64)
        return refuse("%s:1: more points than a sweep has", s0->path);

    merged *m = st->m = calloc(1, sizeof *m);
    if (!sweep) { /* the base first, then --compare's */
        find_label(m, "", (uint32_t)games);
        if (compare)
            find_label(m, compare, (uint32_t)games);
    }
    for (uint32_t k = 1; k <= n; k++)
        if ((code = read_records(by_k[k], m, (uint32_t)games, points)) != 0)
            return code;

    code = 0;
    uint32_t g = (uint32_t)games;
    if (sweep) {
        int seats = players > RECORD_MAX_PLAYERS ? RECORD_MAX_PLAYERS : (int)players;
        FILE *jf = json ? fopen(json, "w") : NULL, *hf = sweep_html ? fopen(sweep_html, "w") : NULL;
        if ((json && !jf) || (sweep_html && !hf)) {
            cli_error("cannot write %s", json && !jf ? json : sweep_html);
            if (jf)
                fclose(jf);
            if (hf)
                fclose(hf);
            return 1;
        }
        sweep_print_heading(scenario, g, seed, seats);
        sweep_point pts[64];
        for (int p = 0; p < m->nlabels; p++) {
            sweep_point_count(&pts[p], m->labels[p], m->records[p], g, seats);
            sweep_print_row(&pts[p], seats);
            if (jf)
                report_json(jf, m->records[p], g, m->labels[p]);
        }
        if (jf && fclose(jf) != 0) {
            cli_error("cannot write %s", json);
            code = 1;
        }
        if (hf) {
            code |= sweep_write_html(hf, sweep_html, scenario, g, pts, m->nlabels, seats);
            fclose(hf);
        }
    } else {
        char title[512];
        playtest_title(title, sizeof title, scenario, g, seed);
        report_summary(stdout, title, m->records[0], g);
        playtest_outputs o = {.title = title, .label = compare, .json = json, .html = html};
        code = playtest_write_outputs(&o, m->records[0], g, compare ? m->records[1] : NULL,
                                      compare ? g : 0);
    }
    return code;
}

int cmd_merge(int argc, char **argv)
{
    merge_state st = {0};
    int code = merge(&st, argc, argv);
    for (int p = 0; st.m && p < st.m->nlabels; p++) {
        for (uint32_t i = 0; i < st.m->games; i++)
            record_free(&st.m->records[p][i]);
        free(st.m->records[p]);
        free(st.m->have[p]);
    }
    free(st.m);
    for (int i = 0; i < st.nshards; i++) {
        json_free(&st.shards[i].head);
        free(st.shards[i].text);
    }
    free(st.shards);
    free(st.by_k);
    return code;
}
