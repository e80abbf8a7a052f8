/* report_html.c - the playtest report as one self-contained HTML page
 * (--report): summary tables and inline SVG charts, no scripts, no network.
 * The markup is also well-formed XML, so any XML parser can check it. */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"

/* ---- Escaped text ---- */

/* Text or an attribute value: markup characters as entities, and what XML
 * cannot hold (control characters, bytes that are not UTF-8, U+FFFE/U+FFFF)
 * as U+FFFD. At most max bytes of s. */
static void put_html(FILE *out, const char *s, size_t max)
{
    for (size_t i = 0; i < max && s[i];) {
        unsigned char c = (unsigned char)s[i];
        int len = report_utf8_length(s + i);
        if (len == 0 || i + (size_t)len > max || (c < 0x20 && c != '\t' && c != '\n') ||
            (len == 3 && c == 0xef && (unsigned char)s[i + 1] == 0xbf &&
             (unsigned char)s[i + 2] >= 0xbe)) {
            fputs("\xef\xbf\xbd", out);
            i += len ? (size_t)len : 1;
            continue;
        }
        switch (c) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        case '\'': fputs("&#39;", out); break;
        default: fwrite(s + i, 1, (size_t)len, out);
        }
        i += (size_t)len;
    }
}

static void put_html_all(FILE *out, const char *s)
{
    put_html(out, s, (size_t)-1);
}

static double shown(double x, double scale)
{
    x = round(x * scale) / scale;
    return x == 0.0 ? 0.0 : x;
}

/* ---- Charts ---- */

/* Every chart has the same frame: a plot area with a y axis on the left. */
enum { CHART_W = 560, CHART_H = 300, PLOT_X = 56, PLOT_Y = 36, PLOT_W = 484, PLOT_H = 200 };

/* A chart's opening: the svg element with its accessible name and title. */
static void chart_open(FILE *out, const char *cls, const char *name, int w, int h)
{
    fprintf(out, "<figure class=\"chart %s\">\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
            "role=\"img\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" aria-label=\"",
            cls, w, h, w, h);
    put_html_all(out, name);
    fputs("\">\n<title>", out);
    put_html_all(out, name);
    fputs("</title>\n<text class=\"title\" x=\"8\" y=\"20\">", out);
    put_html_all(out, name);
    fputs("</text>\n", out);
}

static void chart_close(FILE *out, const char *caption)
{
    fputs("</svg>\n<figcaption>", out);
    put_html_all(out, caption);
    fputs("</figcaption>\n</figure>\n", out);
}

/* The smallest of 1, 2, 5, 10, 20, ... that is at least x. */
static uint64_t nice_step(uint64_t x)
{
    for (uint64_t p = 1;; p *= 10) {
        if (x <= p)
            return p;
        if (x <= 2 * p)
            return 2 * p;
        if (x <= 5 * p || p > UINT64_MAX / 100)
            return 5 * p;
    }
}

/* Horizontal grid lines and labels for counts 0..top, top a multiple of step. */
static void count_axis(FILE *out, uint32_t top, uint32_t step)
{
    for (uint32_t v = 0; v <= top; v += step) {
        double y = PLOT_Y + PLOT_H - (double)PLOT_H * v / top;
        fprintf(out, "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>"
                "<text class=\"tick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%u</text>\n",
                PLOT_X, y, PLOT_X + PLOT_W, y, PLOT_X - 6, y + 4, v);
    }
}

/* A histogram of n sorted integers in at most 40 bins of a round width. */
static int histogram(FILE *out, const char *cls, const char *name, const char *xlabel,
                     const int64_t *v, uint32_t n, const char *caption)
{
    chart_open(out, cls, name, CHART_W, CHART_H);
    if (n == 0) {
        fprintf(out, "<text class=\"tick\" x=\"%d\" y=\"%d\">no values</text>\n", PLOT_X,
                PLOT_Y + PLOT_H / 2);
        chart_close(out, caption);
        return 0;
    }
    int64_t min = v[0], max = v[n - 1];
    uint64_t span = (uint64_t)max - (uint64_t)min;
    uint64_t width = span < 40 ? 1 : nice_step(span / 40 + 1);
    /* Bins start at multiples of their width, so edges are round numbers. */
    int64_t rem = (int64_t)((uint64_t)(min % (int64_t)width + (int64_t)width) % width);
    int64_t lo = min >= INT64_MIN + rem ? min - rem : min;
    uint32_t bins = (uint32_t)(((uint64_t)max - (uint64_t)lo) / width + 1);
    uint32_t *count = calloc(bins, sizeof *count);
    if (!count)
        return -1;
    uint32_t most = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t b = (uint32_t)(((uint64_t)v[i] - (uint64_t)lo) / width);
        if (++count[b] > most)
            most = count[b];
    }
    uint32_t step = (uint32_t)nice_step(most / 5 + (most % 5 != 0));
    uint32_t top = (most + step - 1) / step * step;
    count_axis(out, top, step);
    double bw = (double)PLOT_W / bins;
    uint32_t every = (bins + 7) / 8;
    for (uint32_t b = 0; b < bins; b++) {
        double h = (double)PLOT_H * count[b] / top, x = PLOT_X + b * bw;
        int64_t start = (int64_t)((uint64_t)lo + b * width);
        fprintf(out, "<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\">"
                "<title>", x + 0.5, PLOT_Y + PLOT_H - h, bw > 2 ? bw - 1 : bw, h);
        if (width == 1)
            fprintf(out, "%lld: %u", (long long)start, count[b]);
        else
            fprintf(out, "%lld to %lld: %u", (long long)start,
                    (long long)(int64_t)((uint64_t)start + width - 1), count[b]);
        fputs("</title></rect>\n", out);
        if (b % every == 0)
            fprintf(out, "<text class=\"tick\" x=\"%.1f\" y=\"%d\" text-anchor=\"%s\">%lld</text>\n",
                    width == 1 ? x + bw / 2 : x, PLOT_Y + PLOT_H + 16,
                    width == 1 ? "middle" : "start", (long long)start);
    }
    fprintf(out, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", PLOT_X,
            PLOT_Y + PLOT_H, PLOT_X + PLOT_W, PLOT_Y + PLOT_H);
    fprintf(out, "<text class=\"label\" x=\"%d\" y=\"%d\" text-anchor=\"middle\">", PLOT_X + PLOT_W / 2,
            PLOT_Y + PLOT_H + 40);
    put_html_all(out, xlabel);
    fprintf(out, "</text>\n<text class=\"label\" x=\"14\" y=\"%d\" text-anchor=\"middle\" "
            "transform=\"rotate(-90 14 %d)\">games</text>\n", PLOT_Y + PLOT_H / 2,
            PLOT_Y + PLOT_H / 2);
    free(count);
    chart_close(out, caption);
    return 0;
}

/* The finished games won with and without each tally, biggest difference
 * first; rows whose interval leaves 0 out are marked. */
static int tally_effect_table(FILE *out, const report_digest *d, const game_record *r,
                              uint32_t n)
{
    uint32_t ne = 0;
    tally_effect *e = report_tally_effects(d, r, n, &ne);
    if (!e)
        return -1;
    if (ne)
        fputs("<h3>Won with and without each tally</h3>\n<p>Finished games won by any seat "
              "where the tally happened and where it did not; the difference with its 95% "
              "interval (marked where it leaves 0 out).</p>\n<table>\n<tr><th>tally</th>"
              "<th>with</th><th>won</th><th>without</th><th>won</th><th>difference</th>"
              "<th>95% interval</th></tr>\n", out);
    for (uint32_t i = 0; i < ne; i++) {
        fprintf(out, "<tr%s><td>", tally_effect_clear(&e[i]) ? " class=\"clear\"" : "");
        put_html_all(out, e[i].name);
        fprintf(out, "</td><td>%u</td><td>%.1f%%</td><td>%u</td><td>%.1f%%</td><td>%+.1f%%</td>"
                "<td>%+.1f%% to %+.1f%%</td></tr>\n", e[i].n1, shown(100.0 * e[i].k1 / e[i].n1, 10),
                e[i].n0, shown(100.0 * e[i].k0 / e[i].n0, 10), shown(100 * e[i].diff, 10),
                shown(100 * e[i].lo, 10), shown(100 * e[i].hi, 10));
    }
    if (ne)
        fputs("</table>\n", out);
    free(e);
    return 0;
}

/* Win rate per seat (and games nobody won) as bars, each with its Wilson
 * interval. */
static void rate_chart(FILE *out, const report_digest *d)
{
    chart_open(out, "rates", "Win rate per seat", CHART_W, CHART_H);
    for (int v = 0; v <= 100; v += 25) {
        double y = PLOT_Y + PLOT_H - PLOT_H * v / 100.0;
        fprintf(out, "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>"
                "<text class=\"tick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%d%%</text>\n",
                PLOT_X, y, PLOT_X + PLOT_W, y, PLOT_X - 6, y + 4, v);
    }
    int bars = d->seats + (d->draws > 0);
    double slot = bars ? (double)PLOT_W / bars : PLOT_W;
    for (int s = 0; s < bars; s++) {
        int draw = s == d->seats;
        uint32_t k = draw ? d->draws : d->wins[s];
        double lo, hi, p = d->finished ? (double)k / d->finished : 0.0;
        wilson_interval(k, d->finished, &lo, &hi);
        double cx = PLOT_X + slot * (s + 0.5), bw = slot * 0.6;
        double base = PLOT_Y + PLOT_H, ylo = base - PLOT_H * lo, yhi = base - PLOT_H * hi;
        fprintf(out, "<rect class=\"%s\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\">"
                "<title>%s: %.1f%% (95%% interval %.1f%% to %.1f%%)</title></rect>\n",
                draw ? "bar draw" : "bar", cx - bw / 2, base - PLOT_H * p, bw, PLOT_H * p,
                draw ? "nobody won" : "win rate", shown(p * 100, 10), shown(lo * 100, 10),
                shown(hi * 100, 10));
        fprintf(out, "<path class=\"whisker\" d=\"M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fH%.1f\"/>\n",
                cx - 6, yhi, cx + 6, cx, yhi, ylo, cx - 6, ylo, cx + 6);
        fprintf(out, "<text class=\"value\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%.1f%%</text>\n",
                cx, yhi - 5, shown(p * 100, 10));
        fprintf(out, "<text class=\"tick\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">", cx,
                PLOT_Y + PLOT_H + 16);
        if (draw)
            fputs("nobody won", out);
        else
            fprintf(out, "seat %d", s);
        fprintf(out, "</text>\n<text class=\"tick\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">",
                cx, PLOT_Y + PLOT_H + 30);
        if (!draw)
            put_html(out, d->bot[s] ? d->bot[s] : "(mixed)", 32);
        fputs("</text>\n", out);
    }
    fprintf(out, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", PLOT_X,
            PLOT_Y + PLOT_H, PLOT_X + PLOT_W, PLOT_Y + PLOT_H);
    char caption[96];
    snprintf(caption, sizeof caption, "Over %u finished games; whiskers are 95%% Wilson "
             "intervals.", d->finished);
    chart_close(out, caption);
}

/* Each tally's total as a horizontal bar, in name order. */
static void tally_chart(FILE *out, const report_digest *d)
{
    enum { ROW = 22, BAR_W = 480, TOP = 32 };
    /* Room for the longest name at about 7 pixels a character. */
    int chars = 10;
    for (uint32_t i = 0; i < d->ntallies; i++) {
        int c = 0;
        for (const char *p = d->tallies[i].name; *p; p++)
            c += ((unsigned char)*p & 0xc0) != 0x80;
        if (c > chars)
            chars = c;
    }
    int label_w = 16 + 7 * (chars < 60 ? chars : 60);
    int h = TOP + ROW * (int)d->ntallies + 12, w = label_w + BAR_W + 200;
    chart_open(out, "tallies", "Tallies (card and ability use)", w, h);
    double most = 0.0;
    for (uint32_t i = 0; i < d->ntallies; i++)
        if (d->tallies[i].sum > most)
            most = d->tallies[i].sum;
    for (uint32_t i = 0; i < d->ntallies; i++) {
        const report_stat *t = &d->tallies[i];
        double y = TOP + ROW * (double)i, len = most > 0 && t->sum > 0 ? BAR_W * t->sum / most : 0;
        fprintf(out, "<text class=\"tick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">", label_w - 8,
                y + 15);
        put_html_all(out, t->name);
        fprintf(out, "</text>\n<rect class=\"bar\" x=\"%d\" y=\"%.1f\" width=\"%.1f\" "
                "height=\"%d\"><title>", label_w, y + 3, len, ROW - 6);
        put_html_all(out, t->name);
        fprintf(out, ": %.0f</title></rect>\n<text class=\"value\" x=\"%.1f\" y=\"%.1f\">%.0f "
                "(%.2f per game)</text>\n", t->sum, label_w + len + 6, y + 15, t->sum,
                shown(d->games ? t->sum / d->games : 0.0, 100));
    }
    fprintf(out, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", label_w,
            TOP, label_w, h - 12);
    char caption[64];
    snprintf(caption, sizeof caption, "Totals over all %u games.", d->games);
    chart_close(out, caption);
}

/* ---- Series: one metric across numbered stages ---- */

/* A metric named <letters><N>.<rest> ("s2.xp": the XP of scenario 2) is
 * point N of the series <letters>#.<rest> ("s#.xp"), so figures a game
 * reports per stage (scenario, chapter, era) chart as a line across the
 * stages. Writes the series name to key and returns N, or -1 when name has
 * another form. */
static long series_point(const char *name, char *key, size_t size)
{
    size_t i = 0;
    while (isalpha((unsigned char)name[i]) || name[i] == '_')
        i++;
    size_t digits = i;
    while (isdigit((unsigned char)name[i]))
        i++;
    if (i == digits || i - digits > 6 || name[i] != '.' || !name[i + 1])
        return -1;
    snprintf(key, size, "%.*s#%s", (int)digits, name, name + i);
    return strtol(name + digits, NULL, 10);
}

typedef struct series_pt {
    long n;
    double mean, lo, hi; /* lo, hi: the 10th and 90th percentiles */
    uint32_t games;
} series_pt;

/* The points as a line of means with whiskers from p10 to p90. */
static void series_chart(FILE *out, const char *key, const series_pt *pt, uint32_t np)
{
    chart_open(out, "series", key, CHART_W, CHART_H);
    double lo = 0.0, hi = 0.0;
    for (uint32_t i = 0; i < np; i++) {
        lo = pt[i].lo < lo ? pt[i].lo : lo;
        hi = pt[i].hi > hi ? pt[i].hi : hi;
    }
    /* Round grid lines: a tick of 1, 2 or 5 times a power of ten. */
    if (hi <= lo)
        hi = lo + 1.0;
    double want = (hi - lo) / 4, tick = pow(10, floor(log10(want)));
    if (tick < want)
        tick *= tick * 2 >= want ? 2 : tick * 5 >= want ? 5 : 10;
    lo = floor(lo / tick) * tick;
    hi = ceil(hi / tick) * tick;
    for (double v = lo; v <= hi + tick / 2; v += tick) {
        double y = PLOT_Y + PLOT_H - PLOT_H * (v - lo) / (hi - lo);
        fprintf(out, "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>"
                "<text class=\"tick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n",
                PLOT_X, y, PLOT_X + PLOT_W, y, PLOT_X - 6, y + 4, shown(v, 1000));
    }
#define SERIES_Y(v) (PLOT_Y + PLOT_H - PLOT_H * ((v) - lo) / (hi - lo))
    double step = np > 1 ? (PLOT_W - 40.0) / (np - 1) : 0.0;
    fputs("<path class=\"line\" d=\"", out);
    for (uint32_t i = 0; i < np; i++)
        fprintf(out, "%s%.1f %.1f", i ? "L" : "M", PLOT_X + 20 + step * i, SERIES_Y(pt[i].mean));
    fputs("\"/>\n", out);
    for (uint32_t i = 0; i < np; i++) {
        double x = PLOT_X + 20 + step * i, y = SERIES_Y(pt[i].mean);
        fprintf(out, "<path class=\"whisker\" d=\"M%.1f %.1fV%.1f\"/>\n", x, SERIES_Y(pt[i].hi),
                SERIES_Y(pt[i].lo));
        fprintf(out, "<circle class=\"dot\" cx=\"%.1f\" cy=\"%.1f\" r=\"4\"><title>%ld: mean %.2f, "
                "p10 %.1f, p90 %.1f over %u games</title></circle>\n", x, y, pt[i].n,
                shown(pt[i].mean, 100), shown(pt[i].lo, 10), shown(pt[i].hi, 10), pt[i].games);
        fprintf(out, "<text class=\"value\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%.2f</text>\n",
                x, y - 8, shown(pt[i].mean, 100));
        fprintf(out, "<text class=\"tick\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%ld</text>\n",
                x, PLOT_Y + PLOT_H + 16, pt[i].n);
    }
#undef SERIES_Y
    fprintf(out, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", PLOT_X,
            PLOT_Y + PLOT_H, PLOT_X + PLOT_W, PLOT_Y + PLOT_H);
    fprintf(out, "<text class=\"label\" x=\"%d\" y=\"%d\" text-anchor=\"middle\">stage</text>\n",
            PLOT_X + PLOT_W / 2, PLOT_Y + PLOT_H + 40);
    chart_close(out, "Mean at each stage (over the games that reported it); whiskers from the "
                "10th to the 90th percentile.");
}

/* A chart for every series of at least two stages, in the order of the
 * metrics' names; returns how many, or -1 when out of memory. */
static int series_charts(FILE *out, const report_digest *d)
{
    series_pt *pt = malloc((d->nmetrics ? d->nmetrics : 1) * sizeof *pt);
    if (!pt)
        return -1;
    int charts = 0;
    char key[256], other[256];
    for (uint32_t i = 0; i < d->nmetrics; i++) {
        if (series_point(d->metrics[i].name, key, sizeof key) < 0)
            continue;
        int seen = 0;
        for (uint32_t j = 0; j < i && !seen; j++)
            seen = series_point(d->metrics[j].name, other, sizeof other) >= 0 && strcmp(key, other) == 0;
        if (seen)
            continue;
        uint32_t np = 0;
        for (uint32_t j = i; j < d->nmetrics; j++) {
            const report_stat *m = &d->metrics[j];
            long n = series_point(m->name, other, sizeof other);
            if (n < 0 || strcmp(key, other) != 0)
                continue;
            series_pt p = {n, m->sum / m->games, stats_quantile(m->values, m->games, 0.1),
                           stats_quantile(m->values, m->games, 0.9), m->games};
            uint32_t at = np++;
            for (; at > 0 && pt[at - 1].n > n; at--)
                pt[at] = pt[at - 1];
            pt[at] = p;
        }
        if (np < 2)
            continue;
        if (charts++ == 0)
            fputs("<h2>Series</h2>\n<div class=\"charts\">\n", out);
        series_chart(out, key, pt, np);
    }
    if (charts)
        fputs("</div>\n", out);
    free(pt);
    return charts;
}

/* ---- The page ---- */

static const char style[] =
    "body{font:14px/1.4 system-ui,sans-serif;color:#222;margin:24px auto;max-width:1180px;"
    "padding:0 16px}\n"
    "h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ddd}\n"
    "table{border-collapse:collapse;margin:8px 0}td,th{padding:3px 10px;text-align:right;"
    "border-bottom:1px solid #eee}th:first-child,td:first-child,.l{text-align:left}\n"
    ".charts{display:flex;flex-wrap:wrap;gap:16px}figure{margin:0}\n"
    "figcaption{font-size:12px;color:#555}\n"
    "svg{background:#fafafa;border:1px solid #e4e4e4}svg .title{font-weight:600;font-size:14px}\n"
    "svg .tick{font-size:11px;fill:#444}svg .label{font-size:12px;fill:#333}\n"
    "svg .value{font-size:11px;fill:#111}svg .grid{stroke:#e2e2e2}\n"
    "svg .axis{stroke:#888}svg .bar{fill:#4e79a7}svg .draw{fill:#bab0ac}\n"
    "svg .whisker{stroke:#222;stroke-width:1.5;fill:none}\n"
    "svg .line{stroke:#4e79a7;stroke-width:2;fill:none}svg .dot{fill:#4e79a7}\n"
    ".errors li{font-family:monospace}\n"
    "tr.clear td{font-weight:bold}\n";

static void html_rates_table(FILE *out, const report_digest *d)
{
    fputs("<table>\n<tr><th>seat</th><th class=\"l\">bot</th><th>wins</th><th>win rate</th>"
          "<th>95% interval</th></tr>\n", out);
    for (int s = 0; s <= d->seats; s++) {
        int draw = s == d->seats;
        uint32_t k = draw ? d->draws : d->wins[s];
        double lo, hi;
        wilson_interval(k, d->finished, &lo, &hi);
        if (draw)
            fputs("<tr><td>nobody won</td><td class=\"l\"></td>", out);
        else {
            fprintf(out, "<tr><td>%d</td><td class=\"l\">", s);
            put_html(out, d->bot[s] ? d->bot[s] : "(mixed)", 32);
            fputs("</td>", out);
        }
        fprintf(out, "<td>%u</td><td>%.1f%%</td><td>%.1f%% to %.1f%%</td></tr>\n", k,
                shown(d->finished ? 100.0 * k / d->finished : 0.0, 10), shown(lo * 100, 10),
                shown(hi * 100, 10));
    }
    fputs("</table>\n", out);
}

static int html_body(FILE *out, const report_digest *d, const game_record *r, uint32_t n)
{
    fprintf(out, "<p>%u games: %u finished, %u stopped by an error, %u capped.</p>\n",
            d->games, d->finished, d->errors, d->capped);

    fputs("<h2>Outcomes</h2>\n", out);
    html_rates_table(out, d);
    fputs("<div class=\"charts\">\n", out);
    rate_chart(out, d);
    char caption[200];
    if (d->finished) {
        double sum = 0.0;
        for (uint32_t i = 0; i < d->finished; i++)
            sum += (double)d->lengths[i];
        snprintf(caption, sizeof caption, "Finished games: mean %.2f, median %.1f, p10 %.1f, "
                 "p90 %.1f, max %lld %s.", shown(sum / d->finished, 100),
                 shown(stats_quantile(d->lengths, d->finished, 0.5), 10),
                 shown(stats_quantile(d->lengths, d->finished, 0.1), 10),
                 shown(stats_quantile(d->lengths, d->finished, 0.9), 10),
                 (long long)d->lengths[d->finished - 1], d->length_unit);
    } else {
        snprintf(caption, sizeof caption, "No game finished.");
    }
    if (histogram(out, "length", "Game length", d->length_unit, d->lengths, d->finished, caption))
        return -1;
    fputs("</div>\n", out);

    if (d->nreasons) {
        fputs("<h2>How the games ended</h2>\n<table>\n<tr><th class=\"l\">reason</th>"
              "<th>games</th><th>share</th></tr>\n", out);
        for (uint32_t i = 0; i < d->nreasons; i++) {
            fputs("<tr><td class=\"l\">", out);
            put_html_all(out, d->reasons[i].name);
            fprintf(out, "</td><td>%u</td><td>%.1f%%</td></tr>\n", d->reasons[i].games,
                    shown(100.0 * d->reasons[i].games / d->finished, 10));
        }
        fputs("</table>\n", out);
    }

    fprintf(out, "<h2>Metrics</h2>\n");
    if (d->nmetrics == 0)
        fputs("<p>No metric was reported.</p>\n", out);
    else
        fputs("<table>\n<tr><th>metric</th><th>games</th><th>mean</th><th>min</th>"
              "<th>max</th></tr>\n", out);
    for (uint32_t i = 0; i < d->nmetrics; i++) {
        const report_stat *m = &d->metrics[i];
        fputs("<tr><td>", out);
        put_html_all(out, m->name);
        if (report_metric_is_rate(m)) {
            double lo, hi;
            wilson_interval((uint32_t)m->sum, m->games, &lo, &hi);
            fprintf(out, "</td><td>%u</td><td class=\"rate\">%.1f%% (95%% interval %.1f%% to "
                    "%.1f%%)</td><td>0</td><td>1</td></tr>\n", m->games,
                    shown(100 * m->sum / m->games, 10), shown(lo * 100, 10), shown(hi * 100, 10));
            continue;
        }
        fprintf(out, "</td><td>%u</td><td>%.2f</td><td>%lld</td><td>%lld</td></tr>\n", m->games,
                shown(m->sum / m->games, 100), (long long)m->min, (long long)m->max);
    }
    if (d->nmetrics)
        fputs("</table>\n<div class=\"charts\">\n", out);
    for (uint32_t i = 0; i < d->nmetrics; i++) {
        const report_stat *m = &d->metrics[i];
        if (report_metric_is_rate(m))
            continue; /* a rate, in the table: two bars would say less */
        snprintf(caption, sizeof caption, "%u games reported it: mean %.2f, median %.1f, "
                 "range %lld to %lld.", m->games, shown(m->sum / m->games, 100),
                 shown(stats_quantile(m->values, m->games, 0.5), 10), (long long)m->min,
                 (long long)m->max);
        if (histogram(out, "metric", m->name, "value", m->values, m->games, caption))
            return -1;
    }
    if (d->nmetrics)
        fputs("</div>\n", out);

    if (series_charts(out, d) < 0)
        return -1;

    fputs("<h2>Tallies</h2>\n", out);
    if (d->ntallies == 0)
        fputs("<p>No tally was reported.</p>\n", out);
    else
        tally_chart(out, d);
    if (tally_effect_table(out, d, r, n) < 0)
        return -1;

    fprintf(out, "<h2>Errors and capped games</h2>\n<p>%u stopped by an error, %u by the cap "
            "on decisions.</p>\n", d->errors, d->capped);
    if (d->errors + d->capped)
        fputs("<ul class=\"errors\">\n", out);
    for (uint32_t i = 0; i < n; i++) {
        if (r[i].finished && !r[i].error)
            continue;
        fprintf(out, "<li>game %u, seed %llu: ", r[i].index, (unsigned long long)r[i].seed);
        if (r[i].error)
            put_html(out, r[i].error, strcspn(r[i].error, "\r\n"));
        else
            fprintf(out, "capped after %u decisions", r[i].decisions);
        fputs("</li>\n", out);
    }
    if (d->errors + d->capped)
        fputs("</ul>\n", out);
    return 0;
}

int report_html(FILE *out, const char *title, const game_record *r, uint32_t n,
                const char *compare)
{
    report_digest d;
    if (report_digest_make(&d, r, n) != 0)
        return -1;
    if (!title)
        title = "playtest";
    fputs("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n"
          "<head>\n<meta charset=\"utf-8\"/>\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>", out);
    put_html_all(out, title);
    fprintf(out, " - playtest report</title>\n<style>\n%s</style>\n</head>\n<body>\n<h1>", style);
    put_html_all(out, title);
    fputs("</h1>\n", out);
    int status = html_body(out, &d, r, n);
    if (compare) {
        /* The paired comparison as the terminal shows it: a fixed table. */
        fputs("<h2>Compared on the same seeds</h2>\n<pre class=\"compare\">", out);
        put_html_all(out, compare);
        fputs("</pre>\n", out);
    }
    fputs("</body>\n</html>\n", out);
    report_digest_free(&d);
    if (fflush(out) != 0 || ferror(out))
        return -1;
    return status;
}

/* ---- A sweep's page ---- */

/* One outcome over a sweep's points: a dot per point at its rate (or mean
 * length, scaled to top), with its 95% interval as a whisker. */
static void sweep_chart(FILE *out, const char *name, const sweep_point *pts, int npoints,
                        int which, int seats)
{
    int length = which > seats;
    double top = 1.0;
    for (int p = 0; length && p < npoints; p++) {
        double mean, lo, hi;
        stats_mean_interval(pts[p].length, pts[p].length_sq, pts[p].finished, &mean, &lo, &hi);
        if (hi > top)
            top = hi;
    }
    if (length)
        top = (double)nice_step((uint64_t)ceil(top / 4)) * 4;
    chart_open(out, "sweep", name, CHART_W, CHART_H);
    for (int v = 0; v <= 4; v++) {
        double y = PLOT_Y + PLOT_H - PLOT_H * v / 4.0;
        fprintf(out, "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>"
                "<text class=\"tick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">", PLOT_X, y,
                PLOT_X + PLOT_W, y, PLOT_X - 6, y + 4);
        if (length)
            fprintf(out, "%g", shown(top * v / 4, 100));
        else
            fprintf(out, "%d%%", 25 * v);
        fputs("</text>\n", out);
    }
    double slot = (double)PLOT_W / npoints, prev_x = 0, prev_y = 0;
    for (int p = 0; p < npoints; p++) {
        const sweep_point *pt = &pts[p];
        double value, lo, hi;
        if (length) {
            stats_mean_interval(pt->length, pt->length_sq, pt->finished, &value, &lo, &hi);
            value /= top, lo = lo > 0 ? lo / top : 0, hi /= top;
        } else {
            value = pt->finished ? (double)pt->wins[which] / pt->finished : 0.0;
            wilson_interval(pt->wins[which], pt->finished, &lo, &hi);
        }
        double cx = PLOT_X + slot * (p + 0.5), base = PLOT_Y + PLOT_H;
        double cy = base - PLOT_H * value, ylo = base - PLOT_H * lo, yhi = base - PLOT_H * hi;
        if (p)
            fprintf(out, "<path class=\"line\" d=\"M%.1f %.1fL%.1f %.1f\"/>\n", prev_x, prev_y,
                    cx, cy);
        prev_x = cx, prev_y = cy;
        fprintf(out, "<path class=\"whisker\" d=\"M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fH%.1f\"/>\n",
                cx - 5, yhi, cx + 5, cx, yhi, ylo, cx - 5, ylo, cx + 5);
        fprintf(out, "<circle class=\"dot\" cx=\"%.1f\" cy=\"%.1f\" r=\"4\"><title>", cx, cy);
        put_html(out, pt->name, sizeof pt->name);
        if (length)
            fprintf(out, ": mean %.2f (95%% interval %.2f to %.2f)</title></circle>\n",
                    shown(value * top, 100), shown(lo * top, 100), shown(hi * top, 100));
        else
            fprintf(out, ": %.1f%% (95%% interval %.1f%% to %.1f%%)</title></circle>\n",
                    shown(value * 100, 10), shown(lo * 100, 10), shown(hi * 100, 10));
        fprintf(out, "<text class=\"tick\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">", cx,
                PLOT_Y + PLOT_H + 16 + 12 * (npoints > 8 && p % 2));
        put_html(out, pt->name, 24);
        fputs("</text>\n", out);
    }
    fprintf(out, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", PLOT_X,
            PLOT_Y + PLOT_H, PLOT_X + PLOT_W, PLOT_Y + PLOT_H);
    chart_close(out, length ? "Mean over each point's finished games; whiskers are 95% intervals."
                            : "Over each point's finished games; whiskers are 95% Wilson intervals.");
}

int report_sweep_html(FILE *out, const char *title, const sweep_point *pts, int npoints,
                      int seats)
{
    fputs("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n"
          "<head>\n<meta charset=\"utf-8\"/>\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>", out);
    put_html_all(out, title);
    fprintf(out, " - sweep</title>\n<style>\n%s</style>\n</head>\n<body>\n<h1>", style);
    put_html_all(out, title);
    fputs("</h1>\n<p>The same seeded games at every point.</p>\n<h2>Points</h2>\n<table>\n"
          "<tr><th class=\"l\">point</th><th>games</th><th>finished</th>", out);
    for (int s = 0; s <= seats; s++) {
        if (s < seats)
            fprintf(out, "<th>seat %d wins</th>", s);
        else
            fputs("<th>nobody</th>", out);
    }
    fputs("<th>mean length</th></tr>\n", out);
    for (int p = 0; p < npoints; p++) {
        const sweep_point *pt = &pts[p];
        fputs("<tr><td>", out);
        put_html(out, pt->name, sizeof pt->name);
        fprintf(out, "</td><td>%u</td><td>%u</td>", pt->games, pt->finished);
        for (int s = 0; s <= seats; s++) {
            double lo, hi;
            wilson_interval(pt->wins[s], pt->finished, &lo, &hi);
            fprintf(out, "<td>%.1f%% [%.1f, %.1f]</td>",
                    pt->finished ? shown(100.0 * pt->wins[s] / pt->finished, 10) : 0.0,
                    shown(100 * lo, 10), shown(100 * hi, 10));
        }
        double mean, lo, hi;
        stats_mean_interval(pt->length, pt->length_sq, pt->finished, &mean, &lo, &hi);
        fprintf(out, "<td>%.2f %s</td></tr>\n", shown(mean, 100), pt->length_unit);
    }
    fputs("</table>\n<h2>Outcomes by point</h2>\n<div class=\"charts\">\n", out);
    for (int which = 0; which <= seats + 1; which++) {
        char name[96];
        if (which < seats)
            snprintf(name, sizeof name, "Seat %d's win rate", which);
        else if (which == seats)
            snprintf(name, sizeof name, "Nobody won");
        else
            snprintf(name, sizeof name, "Mean game length (%s)",
                     npoints ? pts[0].length_unit : "rounds");
        sweep_chart(out, name, pts, npoints, which, seats);
    }
    fputs("</div>\n</body>\n</html>\n", out);
    return fflush(out) != 0 || ferror(out) ? -1 : 0;
}
