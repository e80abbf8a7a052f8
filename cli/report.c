/* report.c - the playtest records summed up: the digest the reports share,
 * the plain-text summary table and the --compare table. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"

void record_free(game_record *r)
{
    if (!r)
        return;
    for (uint32_t i = 0; i < r->nmetrics; i++)
        free(r->metrics[i].name);
    for (uint32_t i = 0; i < r->ntallies; i++)
        free(r->tallies[i].name);
    free(r->metrics);
    free(r->tallies);
    free(r->error);
    r->metrics = r->tallies = NULL;
    r->nmetrics = r->ntallies = 0;
    r->error = NULL;
}

int report_utf8_length(const char *str)
{
    const unsigned char *s = (const unsigned char *)str;
    int len;
    unsigned min;
    if (s[0] < 0x80)
        return 1;
    if (s[0] >= 0xc2 && s[0] <= 0xdf)
        len = 2, min = 0x80;
    else if (s[0] >= 0xe0 && s[0] <= 0xef)
        len = 3, min = 0x800;
    else if (s[0] >= 0xf0 && s[0] <= 0xf4)
        len = 4, min = 0x10000;
    else
        return 0;
    unsigned cp = s[0] & (0x3f >> (len - 1));
    for (int i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        cp = cp << 6 | (s[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return len;
}

/* ---- The digest ---- */

/* A record's outcome: an error wins over the rest, and a game that neither
 * finished nor failed was stopped by the cap. */
static int is_finished(const game_record *r)
{
    return !r->error && r->finished;
}

static int cmp_int64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static int cmp_stat(const void *a, const void *b)
{
    return strcmp(((const report_stat *)a)->name, ((const report_stat *)b)->name);
}

/* The bot in seat s of every game that has that seat, or NULL if they differ. */
static const char *common_bot(const game_record *r, uint32_t n, int s)
{
    const char *bot = NULL;
    for (uint32_t i = 0; i < n; i++) {
        if (s >= r[i].players)
            continue;
        if (!bot)
            bot = r[i].seats[s];
        else if (strcmp(bot, r[i].seats[s]) != 0)
            return NULL;
    }
    return bot;
}

/* The names used by any record, sorted and unique, each with its figures. */
static int collect(report_stat **out, uint32_t *count, const game_record *r, uint32_t n,
                   int tallies)
{
    size_t total = 0;
    for (uint32_t i = 0; i < n; i++)
        total += tallies ? r[i].ntallies : r[i].nmetrics;
    *out = NULL;
    *count = 0;
    if (total == 0)
        return 0;
    report_stat *st = calloc(total, sizeof *st);
    if (!st)
        return -1;
    size_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        const named_value *v = tallies ? r[i].tallies : r[i].metrics;
        uint32_t nv = tallies ? r[i].ntallies : r[i].nmetrics;
        for (uint32_t j = 0; j < nv; j++)
            st[k++].name = v[j].name;
    }
    qsort(st, total, sizeof *st, cmp_stat);
    size_t unique = 0;
    for (size_t j = 0; j < total; j++)
        if (unique == 0 || strcmp(st[unique - 1].name, st[j].name) != 0)
            st[unique++].name = st[j].name;
    for (uint32_t i = 0; i < n; i++) {
        const named_value *v = tallies ? r[i].tallies : r[i].metrics;
        uint32_t nv = tallies ? r[i].ntallies : r[i].nmetrics;
        for (uint32_t j = 0; j < nv; j++) {
            report_stat key = {.name = v[j].name};
            report_stat *s = bsearch(&key, st, unique, sizeof *st, cmp_stat);
            if (s->games == 0 || v[j].value < s->min)
                s->min = v[j].value;
            if (s->games == 0 || v[j].value > s->max)
                s->max = v[j].value;
            s->games++;
            s->sum += (double)v[j].value;
        }
    }
    *out = st;
    *count = (uint32_t)unique;
    if (tallies)
        return 0;
    /* Metrics keep their values for the quantiles and histograms. */
    for (size_t j = 0; j < unique; j++) {
        st[j].values = malloc(st[j].games * sizeof *st[j].values);
        if (!st[j].values)
            return -1;
        st[j].games = 0;
    }
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = 0; j < r[i].nmetrics; j++) {
            report_stat key = {.name = r[i].metrics[j].name};
            report_stat *s = bsearch(&key, st, unique, sizeof *st, cmp_stat);
            s->values[s->games++] = r[i].metrics[j].value;
        }
    for (size_t j = 0; j < unique; j++)
        qsort(st[j].values, st[j].games, sizeof *st[j].values, cmp_int64);
    return 0;
}

static const char *reason_of(const game_record *r)
{
    return r->reason[0] ? r->reason : "(no reason given)";
}

static int cmp_reason(const void *a, const void *b)
{
    const report_stat *x = a, *y = b;
    if (x->games != y->games)
        return x->games > y->games ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* How many finished games ended for each reason, most frequent first. */
static int count_reasons(report_digest *d, const game_record *r, uint32_t n)
{
    d->reasons = calloc(n ? n : 1, sizeof *d->reasons);
    if (!d->reasons)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        if (r[i].error || !r[i].finished)
            continue;
        uint32_t k = 0;
        while (k < d->nreasons && strcmp(d->reasons[k].name, reason_of(&r[i])) != 0)
            k++;
        if (k == d->nreasons)
            d->reasons[d->nreasons++].name = reason_of(&r[i]);
        d->reasons[k].games++;
    }
    qsort(d->reasons, d->nreasons, sizeof *d->reasons, cmp_reason);
    return 0;
}

/* The unit the finished games' lengths share ("rounds", "turns",
 * "decisions"); "mixed units" when they differ, "rounds" when none finished. */
static const char *length_unit(const game_record *r, uint32_t n)
{
    const char *unit = NULL;
    for (uint32_t i = 0; i < n; i++) {
        if (r[i].error || !r[i].finished)
            continue;
        const char *u = r[i].length_unit[0] ? r[i].length_unit : "rounds";
        if (unit && strcmp(unit, u) != 0)
            return "mixed units";
        unit = u;
    }
    return unit ? unit : "rounds";
}

int report_digest_make(report_digest *d, const game_record *r, uint32_t n)
{
    memset(d, 0, sizeof *d);
    d->games = n;
    d->lengths = malloc((n ? n : 1) * sizeof *d->lengths);
    if (!d->lengths)
        return -1;
    uint32_t nlen = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (r[i].players > d->seats)
            d->seats = r[i].players > RECORD_MAX_PLAYERS ? RECORD_MAX_PLAYERS : r[i].players;
        if (r[i].error) {
            d->errors++;
        } else if (!r[i].finished) {
            d->capped++;
        } else {
            d->finished++;
            d->lengths[nlen++] = r[i].rounds;
            int any = 0;
            for (int s = 0; s < r[i].players && s < RECORD_MAX_PLAYERS; s++)
                if (r[i].won[s]) {
                    d->wins[s]++;
                    any = 1;
                }
            d->draws += !any;
        }
    }
    qsort(d->lengths, nlen, sizeof *d->lengths, cmp_int64);
    d->length_unit = length_unit(r, n);
    for (int s = 0; s < d->seats; s++)
        d->bot[s] = common_bot(r, n, s);
    if (collect(&d->metrics, &d->nmetrics, r, n, 0) != 0 ||
        collect(&d->tallies, &d->ntallies, r, n, 1) != 0 || count_reasons(d, r, n) != 0) {
        report_digest_free(d);
        return -1;
    }
    return 0;
}

void report_digest_free(report_digest *d)
{
    if (d->metrics)
        for (uint32_t i = 0; i < d->nmetrics; i++)
            free(d->metrics[i].values);
    free(d->metrics);
    free(d->tallies);
    free(d->reasons);
    free(d->lengths);
    memset(d, 0, sizeof *d);
}

/* ---- Plain text ---- */

/* Rounded to the printed digits first, so that -0.04 prints as 0.0. */
static double shown(double x, double scale)
{
    x = round(x * scale) / scale;
    return x == 0.0 ? 0.0 : x;
}

static double pct(double x)
{
    return shown(x * 100.0, 10.0);
}

/* Characters on a terminal: code points, counting a stray byte as one. */
static int text_width(const char *s, size_t max)
{
    int w = 0;
    for (size_t i = 0; s[i] && i < max;) {
        int len = report_utf8_length(s + i);
        i += len ? (size_t)len : 1;
        w++;
    }
    return w;
}

/* Up to max bytes of s on one line (control characters as '?'), padded with
 * spaces to width characters. */
static void put_text(FILE *out, const char *s, size_t max, int width)
{
    size_t i = 0;
    for (; s[i] && i < max; i++)
        fputc((unsigned char)s[i] < 0x20 || s[i] == 0x7f ? '?' : s[i], out);
    for (int w = text_width(s, max); w < width; w++)
        fputc(' ', out);
}

static size_t first_line(const char *s)
{
    return strcspn(s, "\r\n");
}

static int name_width(const report_stat *st, uint32_t n, int least)
{
    int w = least;
    for (uint32_t i = 0; i < n; i++) {
        int nw = text_width(st[i].name, (size_t)-1);
        if (nw > w)
            w = nw;
    }
    return w;
}

static void rate_row(FILE *out, uint32_t k, uint32_t n)
{
    double lo, hi;
    wilson_interval(k, n, &lo, &hi);
    fprintf(out, " %8u  %6.1f%%  [%5.1f%%, %5.1f%%]\n", k, pct(n ? (double)k / n : 0.0),
            pct(lo), pct(hi));
}

/* Whether game r won (any seat), and whether it counted tally name. */
static int won_any(const game_record *r)
{
    for (int s = 0; s < RECORD_MAX_PLAYERS; s++)
        if (r->won[s])
            return 1;
    return 0;
}

static int has_tally(const game_record *r, const char *name)
{
    for (uint32_t i = 0; i < r->ntallies; i++)
        if (r->tallies[i].value > 0 && strcmp(r->tallies[i].name, name) == 0)
            return 1;
    return 0;
}

static int by_effect(const void *a, const void *b)
{
    const tally_effect *x = a, *y = b;
    if (x->diff != y->diff)
        return x->diff < y->diff ? 1 : -1;
    return strcmp(x->name, y->name);
}

tally_effect *report_tally_effects(const report_digest *d, const game_record *r, uint32_t n,
                                   uint32_t *count)
{
    tally_effect *e = malloc((d->ntallies ? d->ntallies : 1) * sizeof *e);
    uint32_t ne = 0;
    for (uint32_t t = 0; e && t < d->ntallies; t++) {
        tally_effect x = {.name = d->tallies[t].name};
        for (uint32_t i = 0; i < n; i++) {
            if (!is_finished(&r[i]))
                continue;
            int won = won_any(&r[i]);
            if (has_tally(&r[i], x.name)) {
                x.n1++;
                x.k1 += (uint32_t)won;
            } else {
                x.n0++;
                x.k0 += (uint32_t)won;
            }
        }
        if (!x.n1 || !x.n0)
            continue; /* in every game or in none: nothing to compare */
        stats_difference_interval(x.k1, x.n1, x.k0, x.n0, &x.diff, &x.lo, &x.hi);
        e[ne++] = x;
    }
    if (e)
        qsort(e, ne, sizeof *e, by_effect);
    *count = ne;
    return e;
}

/* The tally effects as a table, biggest first. */
static void tally_effects(FILE *out, const report_digest *d, const game_record *r, uint32_t n,
                          int tw)
{
    uint32_t ne = 0;
    tally_effect *e = report_tally_effects(d, r, n, &ne);
    fprintf(out, "\nwon with and without each tally (finished games; won: any seat won; "
            "* the 95%% interval leaves 0 out):%s\n", ne ? "" : " none to compare");
    if (ne) {
        fprintf(out, "  ");
        put_text(out, "tally", 5, tw);
        fprintf(out, "    with   won   without   won  difference  95%% interval\n");
    }
    for (uint32_t i = 0; i < ne; i++) {
        fprintf(out, "  ");
        put_text(out, e[i].name, (size_t)-1, tw);
        fprintf(out, "  %6u %5.1f%%  %8u %5.1f%%    %+6.1f%%  [%+6.1f%%, %+6.1f%%]%s\n", e[i].n1,
                shown(100.0 * e[i].k1 / e[i].n1, 10.0), e[i].n0,
                shown(100.0 * e[i].k0 / e[i].n0, 10.0), shown(100 * e[i].diff, 10.0),
                shown(100 * e[i].lo, 10.0), shown(100 * e[i].hi, 10.0),
                tally_effect_clear(&e[i]) ? " *" : "");
    }
    free(e);
}

static void summary_body(FILE *out, const report_digest *d, const game_record *r, uint32_t n)
{
    fprintf(out, "games %u  finished %u  errors %u  capped %u\n\n", d->games, d->finished,
            d->errors, d->capped);

    int bw = 3;
    for (int s = 0; s < d->seats; s++)
        if (d->bot[s] && text_width(d->bot[s], 32) > bw)
            bw = text_width(d->bot[s], 32);
    fprintf(out, "win rates over the %u finished games, 95%% Wilson intervals:\n", d->finished);
    fprintf(out, "  seat  ");
    put_text(out, "bot", 3, bw);
    fprintf(out, "     wins     rate  interval\n");
    for (int s = 0; s < d->seats; s++) {
        fprintf(out, "  %4d  ", s);
        put_text(out, d->bot[s] ? d->bot[s] : "(mixed)", 32, bw);
        rate_row(out, d->wins[s], d->finished);
    }
    fprintf(out, "  nobody");
    put_text(out, "", 0, bw);
    rate_row(out, d->draws, d->finished);

    fprintf(out, "\ngame length in %s (finished games): ", d->length_unit);
    if (d->finished == 0) {
        fprintf(out, "none finished\n");
    } else {
        double sum = 0.0;
        for (uint32_t i = 0; i < d->finished; i++)
            sum += (double)d->lengths[i];
        fprintf(out, "mean %.2f  median %.1f  p10 %.1f  p90 %.1f  max %lld\n",
                shown(sum / d->finished, 100.0),
                shown(stats_quantile(d->lengths, d->finished, 0.5), 10.0),
                shown(stats_quantile(d->lengths, d->finished, 0.1), 10.0),
                shown(stats_quantile(d->lengths, d->finished, 0.9), 10.0),
                (long long)d->lengths[d->finished - 1]);
    }

    if (d->nreasons) {
        int rw = name_width(d->reasons, d->nreasons, 6);
        fprintf(out, "\nhow the finished games ended:\n  ");
        put_text(out, "reason", 6, rw);
        fprintf(out, "     games     share\n");
        for (uint32_t i = 0; i < d->nreasons; i++) {
            fprintf(out, "  ");
            put_text(out, d->reasons[i].name, (size_t)-1, rw);
            fprintf(out, "  %8u  %7.1f%%\n", d->reasons[i].games,
                    shown(100.0 * d->reasons[i].games / d->finished, 10.0));
        }
    }

    int mw = name_width(d->metrics, d->nmetrics, 6);
    fprintf(out, "\nmetrics (each over the games that reported it):%s\n",
            d->nmetrics ? "" : " none");
    if (d->nmetrics) {
        fprintf(out, "  ");
        put_text(out, "metric", 6, mw);
        fprintf(out, "     games          mean           min           max\n");
    }
    for (uint32_t i = 0; i < d->nmetrics; i++) {
        const report_stat *m = &d->metrics[i];
        fprintf(out, "  ");
        put_text(out, m->name, (size_t)-1, mw);
        if (report_metric_is_rate(m)) {
            /* A 0/1 metric (win.<character>) is a rate: with its interval. */
            double lo, hi;
            wilson_interval((uint32_t)m->sum, m->games, &lo, &hi);
            fprintf(out, "  %8u  rate %6.1f%%  [%5.1f%%, %5.1f%%]\n", m->games,
                    shown(100.0 * m->sum / m->games, 10.0), shown(lo * 100, 10.0),
                    shown(hi * 100, 10.0));
            continue;
        }
        fprintf(out, "  %8u  %12.2f  %12lld  %12lld\n", m->games,
                shown(m->sum / m->games, 100.0), (long long)m->min, (long long)m->max);
    }

    int tw = name_width(d->tallies, d->ntallies, 5);
    fprintf(out, "\ntallies (per game over all %u games):%s\n", d->games,
            d->ntallies ? "" : " none");
    if (d->ntallies) {
        fprintf(out, "  ");
        put_text(out, "tally", 5, tw);
        fprintf(out, "         total      per game\n");
    }
    for (uint32_t i = 0; i < d->ntallies; i++) {
        const report_stat *t = &d->tallies[i];
        fprintf(out, "  ");
        put_text(out, t->name, (size_t)-1, tw);
        fprintf(out, "  %12.0f  %12.2f\n", t->sum, shown(d->games ? t->sum / d->games : 0.0, 100.0));
    }

    tally_effects(out, d, r, n, tw);

    fprintf(out, "\nerrors: %u\n", d->errors);
    for (uint32_t i = 0; i < n; i++)
        if (r[i].error) {
            fprintf(out, "  game %u, seed %llu: ", r[i].index, (unsigned long long)r[i].seed);
            put_text(out, r[i].error, first_line(r[i].error), 0);
            fputc('\n', out);
        }
    fprintf(out, "capped games: %u\n", d->capped);
    for (uint32_t i = 0; i < n; i++)
        if (!r[i].error && !r[i].finished)
            fprintf(out, "  game %u, seed %llu: stopped after %u decisions\n", r[i].index,
                    (unsigned long long)r[i].seed, r[i].decisions);
}

void report_summary(FILE *out, const char *title, const game_record *r, uint32_t n)
{
    report_digest d;
    fprintf(out, "== ");
    put_text(out, title ? title : "playtest", (size_t)-1, 0);
    fprintf(out, " ==\n");
    if (report_digest_make(&d, r, n) != 0) {
        fprintf(out, "(out of memory making the summary)\n");
        return;
    }
    summary_body(out, &d, r, n);
    report_digest_free(&d);
}

/* ---- --compare ---- */

static void compare_row(FILE *out, uint32_t base_k, uint32_t var_k, uint32_t only_base,
                        uint32_t only_var, uint32_t pairs)
{
    double diff, lo, hi;
    stats_paired_difference(only_base, only_var, pairs, &diff, &lo, &hi);
    fprintf(out, "  %6.1f%%  %6.1f%%  %+9.1f%%  [%+6.1f%%, %+6.1f%%]\n",
            pct(pairs ? (double)base_k / pairs : 0.0), pct(pairs ? (double)var_k / pairs : 0.0),
            pct(diff), pct(lo), pct(hi));
}

void report_compare(FILE *out, const char *label, const game_record *base,
                    const game_record *variant, uint32_t n)
{
    /* Only pairs where both games finished say who wins; an error or a cap
     * on either side drops the pair (both are counted in the header). */
    uint32_t pairs = 0, seed_mismatch = 0;
    int seats = 0;
    for (uint32_t i = 0; i < n; i++) {
        seed_mismatch += base[i].seed != variant[i].seed;
        if (!is_finished(&base[i]) || !is_finished(&variant[i]))
            continue;
        pairs++;
        int p = base[i].players > variant[i].players ? base[i].players : variant[i].players;
        if (p > seats)
            seats = p > RECORD_MAX_PLAYERS ? RECORD_MAX_PLAYERS : p;
    }
    fprintf(out, "== compare: ");
    put_text(out, label ? label : "variant", (size_t)-1, 0);
    fprintf(out, " against the base, same seeds ==\n");
    fprintf(out, "pairs %u  finished in both %u", n, pairs);
    if (seed_mismatch)
        fprintf(out, "  (seeds differ in %u pairs: the comparison is not paired there)",
                seed_mismatch);
    int bw = 3;
    for (int s = 0; s < seats; s++) {
        const char *bot = common_bot(base, n, s);
        if (bot && text_width(bot, 32) > bw)
            bw = text_width(bot, 32);
    }
    fprintf(out, "\n\n  seat  ");
    put_text(out, "bot", 3, bw);
    fprintf(out, "     base  variant  difference  95%% interval\n");
    for (int s = 0; s <= seats; s++) {
        int draws = s == seats;
        uint32_t bk = 0, vk = 0, ob = 0, ov = 0;
        for (uint32_t i = 0; i < n; i++) {
            if (!is_finished(&base[i]) || !is_finished(&variant[i]))
                continue;
            int b = 0, v = 0;
            for (int t = 0; t < RECORD_MAX_PLAYERS; t++) {
                if (draws || t == s) {
                    b |= t < base[i].players && base[i].won[t];
                    v |= t < variant[i].players && variant[i].won[t];
                }
            }
            if (draws)
                b = !b, v = !v;
            bk += (uint32_t)b;
            vk += (uint32_t)v;
            ob += (uint32_t)(b && !v);
            ov += (uint32_t)(v && !b);
        }
        if (draws) {
            fprintf(out, "  nobody");
            put_text(out, "", 0, bw);
        } else {
            const char *bot = common_bot(base, n, s);
            fprintf(out, "  %4d  ", s);
            put_text(out, bot ? bot : "(mixed)", 32, bw);
        }
        compare_row(out, bk, vk, ob, ov, pairs);
    }

    double sum = 0.0, sumsq = 0.0, bsum = 0.0, vsum = 0.0, mean, lo, hi;
    for (uint32_t i = 0; i < n; i++) {
        if (!is_finished(&base[i]) || !is_finished(&variant[i]))
            continue;
        double dl = (double)variant[i].rounds - (double)base[i].rounds;
        sum += dl;
        sumsq += dl * dl;
        bsum += (double)base[i].rounds;
        vsum += (double)variant[i].rounds;
    }
    stats_mean_interval(sum, sumsq, pairs, &mean, &lo, &hi);
    fprintf(out, "\ngame length in %s: base mean %.2f  variant mean %.2f  "
            "difference %+.2f  [%+.2f, %+.2f]\n", length_unit(base, n),
            shown(pairs ? bsum / pairs : 0.0, 100.0), shown(pairs ? vsum / pairs : 0.0, 100.0),
            shown(mean, 100.0), shown(lo, 100.0), shown(hi, 100.0));
    fprintf(out, "(differences are variant - base over the same seeds; 95%% intervals from\n"
            " the normal approximation with the paired variance)\n");
}

int report_metric_is_rate(const report_stat *m)
{
    /* Both seen: a metric that is always 0 (a difficulty) or always 1 is a
     * constant, better shown as itself. */
    return m->games > 0 && m->min == 0 && m->max == 1;
}

int tally_effect_clear(const tally_effect *e)
{
    return e->lo > 0 || e->hi < 0;
}

void sweep_point_count(sweep_point *pt, const char *name, const game_record *r, uint32_t n,
                       int seats)
{
    memset(pt, 0, sizeof *pt);
    snprintf(pt->name, sizeof pt->name, "%s", name);
    snprintf(pt->length_unit, sizeof pt->length_unit, "%s", length_unit(r, n));
    pt->games = n;
    for (uint32_t i = 0; i < n; i++) {
        if (!r[i].finished || r[i].error)
            continue;
        pt->finished++;
        pt->length += (double)r[i].rounds;
        pt->length_sq += (double)r[i].rounds * (double)r[i].rounds;
        int any = 0;
        for (int s = 0; s < seats; s++) {
            pt->wins[s] += (uint32_t)(r[i].won[s] != 0);
            any |= r[i].won[s];
        }
        pt->wins[seats] += (uint32_t)!any;
    }
}
