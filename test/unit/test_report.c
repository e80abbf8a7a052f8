/* test_report.c - the playtest reports (cli/report*.c, cli/stats.c): Wilson
 * intervals, quantiles, the summary table, JSON lines, the HTML page (parsed
 * as XML by python3) and --compare. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "record.h"

#ifndef PYTHON3
#define PYTHON3 "python3"
#endif

/* ---- Records made by hand ---- */

static char *text_dup(const char *s)
{
    char *d = malloc(strlen(s) + 1);
    assert_non_null(d);
    return strcpy(d, s);
}

/* A finished two-seat game of random (seat 0) against heuristic (seat 1);
 * winner -1 is a draw. */
static void rec_init(game_record *r, uint32_t index, int winner, int64_t rounds)
{
    memset(r, 0, sizeof *r);
    r->index = index;
    r->seed = 1000 + index;
    r->players = 2;
    strcpy(r->seats[0], "random");
    strcpy(r->seats[1], "heuristic");
    r->finished = 1;
    if (winner >= 0)
        r->won[winner] = 1;
    r->score[0] = 10 + index;
    r->score[1] = -(int64_t)index;
    r->rounds = rounds;
    r->decisions = (uint32_t)rounds * 3;
    r->hash = 0x0123456789abcdefull ^ index;
    strcpy(r->reason, "last round");
}

/* Appends a metric or tally; tests add them in name order. */
static void rec_add(named_value **v, uint32_t *n, const char *name, int64_t value)
{
    named_value *nv = realloc(*v, (*n + 1) * sizeof *nv);
    assert_non_null(nv);
    nv[*n].name = text_dup(name);
    nv[*n].value = value;
    *v = nv;
    (*n)++;
}

static void rec_metric(game_record *r, const char *name, int64_t value)
{
    rec_add(&r->metrics, &r->nmetrics, name, value);
}

static void rec_tally(game_record *r, const char *name, int64_t value)
{
    rec_add(&r->tallies, &r->ntallies, name, value);
}

static void rec_free_all(game_record *r, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        record_free(&r[i]);
    record_free(NULL);
}

/* Eight games: seat 0 wins games 0-2 ("last round"), seat 1 games 3-4
 * ("knockout"), game 5 is a draw (no reason given), game 6 stops on an
 * error and game 7 at the cap. Finished games last 10,
 * 20, ..., 60 rounds. */
#define SAMPLE_N 8
static void sample(game_record *r)
{
    static const int winner[6] = {0, 0, 0, 1, 1, -1};
    for (uint32_t i = 0; i < 6; i++) {
        rec_init(&r[i], i, winner[i], 10 * (i + 1));
        if (i == 0)
            rec_metric(&r[i], "a.first", 7);
        rec_metric(&r[i], "score.gap", i + 1);
        if (i == 0)
            rec_tally(&r[i], "card.alpha", 2);
        rec_tally(&r[i], "card.zap", 1);
    }
    strcpy(r[3].reason, "knockout");
    strcpy(r[4].reason, "knockout");
    r[5].reason[0] = '\0';
    rec_init(&r[6], 6, -1, 5);
    r[6].finished = 0;
    r[6].error = text_dup("boom: bad card\nsecond line of the traceback");
    rec_init(&r[7], 7, -1, 999);
    r[7].finished = 0;
    r[7].capped = 1;
}

/* What f wrote, as a string the caller frees. */
typedef struct capture {
    char *text;
    size_t len;
    FILE *f;
} capture;

static FILE *cap_open(capture *c)
{
    c->text = NULL;
    c->len = 0;
    c->f = open_memstream(&c->text, &c->len);
    assert_non_null(c->f);
    return c->f;
}

static char *cap_close(capture *c)
{
    assert_int_equal(fclose(c->f), 0);
    return c->text;
}

static int count(const char *s, const char *what)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, what)) != NULL; p += strlen(what))
        n++;
    return n;
}

/* Writes text to a new temporary file whose name goes to path. */
static void write_temp(char *path, size_t size, const char *text)
{
    const char *dir = getenv("TMPDIR");
    snprintf(path, size, "%s/tabula_report_XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    assert_non_null(f);
    assert_int_equal(fputs(text, f) >= 0, 1);
    assert_int_equal(fclose(f), 0);
}

/* Runs a python3 one-liner on a file; its exit status. */
static int python_check(const char *code, const char *path)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "'%s' -c '%s' '%s'", PYTHON3, code, path);
    return system(cmd);
}

/* ---- Statistics ---- */

static void test_wilson(void **state)
{
    (void)state;
    /* Reference values computed apart from the closed form: by bisection
     * for the p where (k/n - p)^2 = z^2 p (1 - p) / n, z = 1.959964 (the
     * inversion of the score test that defines the interval); they agree
     * with published tables, e.g. 5 of 10 -> 0.2366 to 0.7634. */
    static const struct { uint32_t k, n; double lo, hi; } cases[] = {
        {0, 10, 0.0, 0.277533},
        {5, 10, 0.236593, 0.763407},
        {10, 10, 0.722467, 1.0},
        {50, 100, 0.403832, 0.596168},
        {0, 1, 0.0, 0.793451},
        {1, 1, 0.206549, 1.0},
        {3, 7, 0.158220, 0.749542},
        {512, 998, 0.482025, 0.543927},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        double lo, hi;
        wilson_interval(cases[i].k, cases[i].n, &lo, &hi);
        assert_float_equal(lo, cases[i].lo, 1e-6);
        assert_float_equal(hi, cases[i].hi, 1e-6);
    }
    /* The ends are exact, and no trials say nothing. */
    double lo, hi;
    wilson_interval(0, 10, &lo, &hi);
    assert_true(lo == 0.0);
    wilson_interval(10, 10, &lo, &hi);
    assert_true(hi == 1.0);
    wilson_interval(0, 0, &lo, &hi);
    assert_true(lo == 0.0 && hi == 1.0);
}

static void test_quantile(void **state)
{
    (void)state;
    static const int64_t v[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    /* Linear between ranks: h = p (n - 1), e.g. p10 of 1..10 is 1 + 0.9. */
    assert_float_equal(stats_quantile(v, 10, 0.5), 5.5, 1e-12);
    assert_float_equal(stats_quantile(v, 10, 0.1), 1.9, 1e-12);
    assert_float_equal(stats_quantile(v, 10, 0.9), 9.1, 1e-12);
    assert_float_equal(stats_quantile(v, 10, 0.0), 1.0, 1e-12);
    assert_float_equal(stats_quantile(v, 10, 1.0), 10.0, 1e-12);
    assert_float_equal(stats_quantile(v, 9, 0.5), 5.0, 1e-12);
    assert_float_equal(stats_quantile(v + 3, 1, 0.9), 4.0, 1e-12);
    assert_float_equal(stats_quantile(v, 0, 0.5), 0.0, 1e-12);
    static const int64_t big[2] = {INT64_MIN, INT64_MAX};
    assert_float_equal(stats_quantile(big, 2, 0.5), 0.0, 1.0);
}

static void test_paired_difference(void **state)
{
    (void)state;
    /* 100 pairs, 10 won only in a, 20 only in b: d = 0.1 and the variance
     * ((10 + 20)/100 - 0.1^2)/100 = 0.0029, so 0.1 +- 1.959964 * 0.053852. */
    double d, lo, hi;
    stats_paired_difference(10, 20, 100, &d, &lo, &hi);
    assert_float_equal(d, 0.1, 1e-12);
    assert_float_equal(lo, -0.005547, 1e-6);
    assert_float_equal(hi, 0.205547, 1e-6);
    stats_paired_difference(0, 50, 50, &d, &lo, &hi);
    assert_true(d == 1.0 && lo == 1.0 && hi == 1.0);
    stats_paired_difference(0, 0, 0, &d, &lo, &hi);
    assert_true(d == 0.0 && lo == -1.0 && hi == 1.0);
    /* Unpaired: 8 of 10 against 2 of 10, Newcombe's interval from the two
     * Wilson intervals (computed apart from the code). */
    stats_difference_interval(8, 10, 2, 10, &d, &lo, &hi);
    assert_float_equal(d, 0.6, 1e-12);
    assert_float_equal(lo, 0.161824, 1e-6);
    assert_float_equal(hi, 0.802682, 1e-6);
    stats_difference_interval(1, 0, 2, 10, &d, &lo, &hi);
    assert_true(d == 0.0 && lo == -1.0 && hi == 1.0);
    /* Differences 1, 2, 3: mean 2, sample sd 1, half-width z / sqrt 3. */
    double m;
    stats_mean_interval(6.0, 14.0, 3, &m, &lo, &hi);
    assert_float_equal(m, 2.0, 1e-12);
    assert_float_equal(hi - m, 1.959964 / 1.7320508075688772, 1e-9);
    assert_float_equal(m - lo, 1.959964 / 1.7320508075688772, 1e-9);
}

/* ---- The summary table ---- */

static void test_summary(void **state)
{
    (void)state;
    game_record r[SAMPLE_N];
    sample(r);
    capture c;
    report_summary(cap_open(&c), "demo/standard", r, SAMPLE_N);
    char *text = cap_close(&c);
    print_message("%s", text);
    assert_non_null(strstr(text, "== demo/standard ==\n"));
    assert_non_null(strstr(text, "games 8  finished 6  errors 1  capped 1\n"));
    assert_non_null(strstr(text, "win rates over the 6 finished games"));
    /* 3 of 6: 18.8% to 81.2%; 2 of 6: 9.7% to 70.0%; 1 of 6: 3.0% to 56.4%
     * (Wilson, computed apart from the code). */
    assert_non_null(strstr(text, "     0  random           3    50.0%  [ 18.8%,  81.2%]\n"));
    assert_non_null(strstr(text, "     1  heuristic        2    33.3%  [  9.7%,  70.0%]\n"));
    assert_non_null(strstr(text, "  nobody                 1    16.7%  [  3.0%,  56.4%]\n"));
    /* Lengths 10..60: median 35, p10 = 10 + 0.5 * 10, p90 = 50 + 0.5 * 10. */
    assert_non_null(strstr(text, "mean 35.00  median 35.0  p10 15.0  p90 55.0  max 60\n"));
    /* End reasons over the finished games, most frequent first. */
    const char *ended = strstr(text, "how the finished games ended:\n");
    assert_non_null(ended);
    const char *last = strstr(ended, "  last round");
    const char *ko = strstr(ended, "  knockout");
    const char *none = strstr(ended, "  (no reason given)");
    assert_true(last && ko && none && last < ko && ko < none);
    assert_non_null(strstr(last, "3     50.0%\n"));
    assert_non_null(strstr(ko, "2     33.3%\n"));
    assert_non_null(strstr(none, "1     16.7%\n"));
    const char *first = strstr(text, "  a.first");
    const char *gap = strstr(text, "  score.gap");
    assert_non_null(first);
    assert_non_null(gap);
    assert_true(first < gap);
    assert_non_null(strstr(gap, "         6          3.50             1             6\n"));
    assert_non_null(strstr(first, "         1          7.00             7             7\n"));
    /* Tallies per game over all 8 games. */
    const char *alpha = strstr(text, "  card.alpha");
    const char *zap = strstr(text, "  card.zap");
    assert_non_null(alpha);
    assert_non_null(zap);
    assert_true(alpha < zap);
    assert_non_null(strstr(alpha, "             2          0.25\n"));
    assert_non_null(strstr(zap, "             6          0.75\n"));
    /* Errors and capped games are listed, with the error's first line only. */
    assert_non_null(strstr(text, "errors: 1\n  game 6, seed 1006: boom: bad card\n"));
    assert_null(strstr(text, "second line"));
    assert_non_null(strstr(text, "capped games: 1\n  game 7, seed 1007: stopped after"));

    /* Same records, same bytes. */
    capture c2;
    report_summary(cap_open(&c2), "demo/standard", r, SAMPLE_N);
    char *again = cap_close(&c2);
    assert_string_equal(text, again);
    free(again);
    free(text);
    rec_free_all(r, SAMPLE_N);
}

/* A metric that is only ever 0 or 1 (win.<character>) is a rate: 3 of 4
 * games, Wilson 30.1% to 95.4% (computed apart from the code); the HTML
 * gives it in the table and draws no two-bar histogram for it. */
static void test_rate_metrics(void **state)
{
    (void)state;
    game_record r[4];
    static const int won[4] = {1, 1, 0, 1};
    for (uint32_t i = 0; i < 4; i++) {
        rec_init(&r[i], i, 0, 10);
        rec_metric(&r[i], "win.alpha", won[i]);
        rec_metric(&r[i], "z.count", 2 + i);
    }
    /* Games 0 and 1 end with nobody winning; a tally in games 2 and 3:
     * with it 2 of 2 won, without 0 of 2. */
    r[0].won[0] = r[1].won[0] = 0;
    rec_tally(&r[2], "card.hot", 1);
    rec_tally(&r[3], "card.hot", 1);
    capture c;
    /* --compare's games carry their variant in the JSON lines. */
    report_json(cap_open(&c), r, 1, "level=3");
    char *json = cap_close(&c);
    assert_non_null(strstr(json, "{\"index\":0,\"variant\":\"level=3\",\"seed\":\""));
    free(json);
    report_summary(cap_open(&c), "demo/rates", r, 4);
    char *text = cap_close(&c);
    print_message("%s", text);
    const char *rate = strstr(text, "  win.alpha");
    assert_non_null(rate);
    assert_non_null(strstr(rate, "         4  rate   75.0%  [ 30.1%,  95.4%]\n"));
    const char *hot = strstr(text, "won with and without each tally");
    assert_non_null(hot);
    assert_non_null(strstr(hot, "  card.hot       2 100.0%         2   0.0%    +100.0%  ["));
    const char *count = strstr(text, "  z.count");
    assert_non_null(count);
    assert_non_null(strstr(count, "         4          3.50             2             5\n"));
    free(text);
    assert_int_equal(report_html(cap_open(&c), "rates", r, 4, "== compare: a<b ==\n"), 0);
    char *html = cap_close(&c);
    /* --compare's table under its own heading, escaped. */
    assert_non_null(strstr(html, "<h2>Compared on the same seeds</h2>\n<pre class=\"compare\">"
                                 "== compare: a&lt;b ==\n</pre>"));
    assert_non_null(strstr(html, "<td>4</td><td class=\"rate\">75.0% (95% interval 30.1% to 95.4%)"));
    assert_null(strstr(html, "aria-label=\"win.alpha\""));
    assert_non_null(strstr(html, "aria-label=\"z.count\""));
    free(html);
    rec_free_all(r, 4);
}

static void test_summary_empty(void **state)
{
    (void)state;
    capture c;
    report_summary(cap_open(&c), NULL, NULL, 0);
    char *text = cap_close(&c);
    assert_non_null(strstr(text, "games 0  finished 0  errors 0  capped 0\n"));
    assert_non_null(strstr(text, "none finished"));
    assert_non_null(strstr(text, "errors: 0\n"));
    free(text);
}

/* ---- JSON lines ---- */

static void test_json(void **state)
{
    (void)state;
    game_record r[SAMPLE_N];
    sample(r);
    free(r[6].error);
    /* Quote, backslash, newline, tab, a control byte, UTF-8 and a stray byte. */
    r[6].error = text_dup("say \"hi\\\"\n\tbell\x01 caf\xc3\xa9 \xff!");
    strcpy(r[1].reason, "a \"quoted\" reason");
    capture c;
    report_json(cap_open(&c), r, SAMPLE_N, NULL);
    char *text = cap_close(&c);
    assert_int_equal(count(text, "\n"), SAMPLE_N);
    assert_int_equal(count(text, "{\"index\":"), SAMPLE_N);
    static const char line0[] = "{\"index\":0,\"seed\":\"1000\",\"seats\":[\"random\",\"heuristic\"],"
                              "\"outcome\":\"finished\",\"reason\":\"last round\","
                              "\"winners\":[0],\"scores\":[10,0],\"rounds\":10,"
                              "\"length_unit\":\"rounds\",\"decisions\":30,\"metrics\":{\"a.first\":7,\"score.gap\":1},"
                              "\"tallies\":{\"card.alpha\":2,\"card.zap\":1},"
                              "\"hash\":\"0123456789abcdef\",\"error\":null}\n";
    assert_true(strncmp(text, line0, strlen(line0)) == 0);
    assert_non_null(strstr(text, "\"reason\":\"a \\\"quoted\\\" reason\""));
    assert_non_null(strstr(text, "\"index\":5,"));
    assert_non_null(strstr(text, "\"winners\":[],\"scores\":[15,-5]"));
    assert_non_null(strstr(text, "\"outcome\":\"error\""));
    assert_non_null(strstr(text, "\"outcome\":\"capped\""));
    assert_non_null(strstr(text, "\"error\":\"say \\\"hi\\\\\\\"\\n\\tbell\\u0001 "
                                 "caf\xc3\xa9 \\ufffd!\"}\n"));
    assert_non_null(strstr(text, "\"hash\":\"0123456789abcdee\""));

    /* Every line is JSON, and the nasty string survives the round trip. */
    char path[512];
    write_temp(path, sizeof path, text);
    assert_int_equal(python_check(
        "import json,sys\n"
        "rows=[json.loads(l) for l in open(sys.argv[1],encoding=\"utf-8\")]\n"
        "assert [x[\"index\"] for x in rows]==list(range(8))\n"
        "assert rows[6][\"error\"]==\"say \\\"hi\\\\\\\"\\n\\tbell\\x01 caf\\u00e9 \\ufffd!\"\n"
        "assert rows[0][\"winners\"]==[0] and rows[0][\"error\"] is None\n", path), 0);
    unlink(path);
    free(text);
    rec_free_all(r, SAMPLE_N);
}

/* ---- The HTML page ---- */

static void test_html(void **state)
{
    (void)state;
    game_record r[SAMPLE_N];
    sample(r);
    /* A third metric whose name is all markup and a control byte. */
    rec_metric(&r[2], "z<b>&\"'\x02", -40);
    capture c;
    assert_int_equal(report_html(cap_open(&c), "demo & <co>", r, SAMPLE_N, NULL), 0);
    char *text = cap_close(&c);
    assert_true(strncmp(text, "<!DOCTYPE html>\n", 16) == 0);
    /* One chart per metric, named after it; one for rates, lengths, tallies. */
    assert_int_equal(count(text, "<figure class=\"chart metric\">"), 3);
    assert_int_equal(count(text, "aria-label=\"score.gap\""), 1);
    assert_int_equal(count(text, "aria-label=\"a.first\""), 1);
    assert_int_equal(count(text, "aria-label=\"z&lt;b&gt;&amp;&quot;&#39;\xef\xbf\xbd\""), 1);
    assert_int_equal(count(text, "<figure class=\"chart rates\">"), 1);
    assert_int_equal(count(text, "<figure class=\"chart length\">"), 1);
    assert_int_equal(count(text, "<figure class=\"chart tallies\">"), 1);
    assert_non_null(strstr(text, "<h1>demo &amp; &lt;co&gt;</h1>"));
    assert_non_null(strstr(text, "class=\"whisker\""));
    assert_non_null(strstr(text, "<td class=\"l\">knockout</td><td>2</td><td>33.3%</td>"));
    assert_non_null(strstr(text, "game 6, seed 1006: boom: bad card</li>"));
    /* Self-contained: nothing to fetch, nothing to run. */
    assert_null(strstr(text, "<script"));
    assert_null(strstr(text, "src="));
    assert_null(strstr(text, "href="));
    assert_null(strstr(text, "url("));

    char path[512];
    write_temp(path, sizeof path, text);
    assert_int_equal(python_check(
        "import xml.etree.ElementTree as E,sys\n"
        "t=E.parse(sys.argv[1])\n"
        "svg=\"{http://www.w3.org/2000/svg}svg\"\n"
        "assert len(list(t.iter(svg)))==6\n", path), 0);
    unlink(path);

    /* Same records, same bytes. */
    capture c2;
    assert_int_equal(report_html(cap_open(&c2), "demo & <co>", r, SAMPLE_N, NULL), 0);
    char *again = cap_close(&c2);
    assert_string_equal(text, again);
    free(again);
    free(text);
    rec_free_all(r, SAMPLE_N);
}

static void test_html_series(void **state)
{
    (void)state;
    /* Per-stage metrics ("s1.xp", "s2.xp", "s10.xp") make one series chart
     * with a point per stage in numeric order; a lone stage or a name of
     * another form makes none. */
    game_record r[4];
    for (uint32_t i = 0; i < 4; i++) {
        rec_init(&r[i], i, 0, 5);
        rec_metric(&r[i], "fame", 3);
        rec_metric(&r[i], "s1.xp", 2);
        if (i < 3)
            rec_metric(&r[i], "s10.xp", 9 + (int64_t)i);
        rec_metric(&r[i], "s2.xp", 4 + (int64_t)i);
        rec_metric(&r[i], "s3.only", 1);
    }
    capture c;
    assert_int_equal(report_html(cap_open(&c), "campaign", r, 4, NULL), 0);
    char *text = cap_close(&c);
    assert_int_equal(count(text, "<figure class=\"chart series\">"), 1);
    assert_int_equal(count(text, "aria-label=\"s#.xp\""), 1);
    assert_int_equal(count(text, "<circle class=\"dot\""), 3);
    const char *one = strstr(text, "<title>1: mean 2.00");
    const char *two = strstr(text, "<title>2: mean 5.50");
    const char *ten = strstr(text, "<title>10: mean 10.00");
    assert_non_null(one);
    assert_non_null(two);
    assert_non_null(ten);
    assert_true(one < two && two < ten);
    assert_non_null(strstr(ten, "over 3 games"));
    char path[512];
    write_temp(path, sizeof path, text);
    assert_int_equal(python_check("import xml.etree.ElementTree as E,sys; E.parse(sys.argv[1])",
                                  path), 0);
    unlink(path);
    free(text);
    rec_free_all(r, 4);
}

static void test_html_wide_values(void **state)
{
    (void)state;
    /* Extreme metric values still bin without overflow, and no games at all
     * still make a well-formed page. */
    game_record r[3];
    for (uint32_t i = 0; i < 3; i++)
        rec_init(&r[i], i, 0, 5);
    rec_metric(&r[0], "wide", INT64_MIN);
    rec_metric(&r[1], "wide", 0);
    rec_metric(&r[2], "wide", INT64_MAX);
    capture c;
    assert_int_equal(report_html(cap_open(&c), "wide", r, 3, NULL), 0);
    char *text = cap_close(&c);
    assert_int_equal(count(text, "<figure class=\"chart metric\">"), 1);
    char path[512];
    write_temp(path, sizeof path, text);
    assert_int_equal(python_check("import xml.etree.ElementTree as E,sys; E.parse(sys.argv[1])",
                                  path), 0);
    unlink(path);
    free(text);
    rec_free_all(r, 3);

    assert_int_equal(report_html(cap_open(&c), NULL, NULL, 0, NULL), 0);
    text = cap_close(&c);
    write_temp(path, sizeof path, text);
    assert_int_equal(python_check("import xml.etree.ElementTree as E,sys; E.parse(sys.argv[1])",
                                  path), 0);
    unlink(path);
    free(text);
}

static void test_html_write_error(void **state)
{
    (void)state;
    FILE *full = fopen("/dev/full", "w");
    if (!full)
        skip();
    game_record r[SAMPLE_N];
    sample(r);
    assert_int_equal(report_html(full, "full", r, SAMPLE_N, NULL), -1);
    fclose(full);
    rec_free_all(r, SAMPLE_N);
}

/* ---- --compare ---- */

/* A sweep of two points, worked out by hand: point a has 4 games, seat 0
 * wins 3 of the 3 finished (lengths 2, 4, 6: mean 4, sample variance 4,
 * interval 4 -+ 1.96 * sqrt(4/3)); point b has 2 draws. */
static void test_sweep(void **state)
{
    (void)state;
    game_record a[4], b[2];
    rec_init(&a[0], 0, 0, 2);
    rec_init(&a[1], 1, 0, 4);
    rec_init(&a[2], 2, 0, 6);
    rec_init(&a[3], 3, 1, 9);
    a[3].finished = 0; /* capped: not counted */
    rec_init(&b[0], 0, -1, 5);
    rec_init(&b[1], 1, -1, 5);
    sweep_point pts[2];
    sweep_point_count(&pts[0], "level=a", a, 4, 2);
    sweep_point_count(&pts[1], "level=b", b, 2, 2);
    assert_int_equal(pts[0].games, 4);
    assert_int_equal(pts[0].finished, 3);
    assert_int_equal(pts[0].wins[0], 3);
    assert_int_equal(pts[0].wins[1], 0);
    assert_int_equal(pts[0].wins[2], 0);
    assert_true(pts[0].length == 12.0 && pts[0].length_sq == 56.0);
    assert_int_equal(pts[1].wins[2], 2);
    capture c;
    assert_int_equal(report_sweep_html(cap_open(&c), "t", pts, 2, 2), 0);
    char *text = cap_close(&c);
    /* 3 of 3: Wilson [43.9%, 100%]; 0 of 3: [0%, 56.1%]. */
    assert_non_null(strstr(text, "<td>level=a</td><td>4</td><td>3</td><td>100.0% [43.9, 100.0]</td>"
                                 "<td>0.0% [0.0, 56.1]</td><td>0.0% [0.0, 56.1]</td><td>4.00 rounds</td>"));
    assert_non_null(strstr(text, "level=b: 100.0% (95% interval 34.2% to 100.0%)"));
    assert_non_null(strstr(text, "level=a: mean 4.00 (95% interval 1.74 to 6.26)"));
    /* A chart per seat, nobody and the length, each a dot per point. */
    assert_int_equal(count(text, "<figure class=\"chart sweep\">"), 4);
    assert_int_equal(count(text, "<circle class=\"dot\""), 8);
    assert_null(strstr(text, "<script"));
    free(text);
    rec_free_all(a, 4);
    rec_free_all(b, 2);
}

static void test_compare(void **state)
{
    (void)state;
    /* Same seeds; seat 1 always wins the base game, seat 0 the variant,
     * which also lasts two rounds longer. */
    enum { N = 20 };
    game_record base[N], variant[N];
    for (uint32_t i = 0; i < N; i++) {
        rec_init(&base[i], i, 1, 10);
        rec_init(&variant[i], i, 0, 12);
    }
    capture c;
    report_compare(cap_open(&c), "rules=advanced", base, variant, N);
    char *text = cap_close(&c);
    print_message("%s", text);
    assert_non_null(strstr(text, "compare: rules=advanced against the base"));
    assert_non_null(strstr(text, "pairs 20  finished in both 20\n"));
    assert_null(strstr(text, "seeds differ"));
    assert_non_null(strstr(text, "     0  random        0.0%   100.0%     +100.0%  "
                                 "[+100.0%, +100.0%]\n"));
    assert_non_null(strstr(text, "     1  heuristic   100.0%     0.0%     -100.0%  "
                                 "[-100.0%, -100.0%]\n"));
    assert_non_null(strstr(text, "base mean 10.00  variant mean 12.00  difference +2.00  "
                                 "[+2.00, +2.00]\n"));
    free(text);

    /* An error on either side drops the pair, and mismatched seeds show. */
    free(variant[3].error);
    variant[3].error = text_dup("oops");
    base[4].seed = 77;
    report_compare(cap_open(&c), "x", base, variant, N);
    text = cap_close(&c);
    assert_non_null(strstr(text, "pairs 20  finished in both 19  (seeds differ in 1 pairs"));
    free(text);
    rec_free_all(base, N);
    rec_free_all(variant, N);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wilson),
        cmocka_unit_test(test_quantile),
        cmocka_unit_test(test_paired_difference),
        cmocka_unit_test(test_summary),
        cmocka_unit_test(test_summary_empty),
        cmocka_unit_test(test_rate_metrics),
        cmocka_unit_test(test_json),
        cmocka_unit_test(test_html),
        cmocka_unit_test(test_html_series),
        cmocka_unit_test(test_html_wide_values),
        cmocka_unit_test(test_html_write_error),
        cmocka_unit_test(test_sweep),
        cmocka_unit_test(test_compare),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
