/* bench.h - what every benchmark shares: a clock, timed samples repeated
 * after a warm-up, and one way to print a figure (the median of the samples,
 * with their min and max). Benchmarks print; they never pass or fail on speed.
 *
 * The environment tunes every benchmark alike (scripts/bench sets it):
 *   BENCH_RUNS    samples per figure after the warm-up sample (default 5)
 *   BENCH_SCALE   multiplies the duration of every sample (default 1)
 *   BENCH_CLOCK   "cpu" (default): the CPU time of the running thread, so
 *                 other processes on a shared machine slow a figure less;
 *                 "wall": the monotonic clock
 *   BENCH_FORMAT  "json": one JSON object a line, for scripts/bench
 *
 * A figure belongs to a group (kernel, runtime, peers, scaling, ...) that
 * scripts/bench uses to section its table: bench_group() sets it. */
#ifndef TABULA_BENCH_H
#define TABULA_BENCH_H

#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tabula.h"

#define BENCH_MAX_RUNS 64

/* Settings read once from the environment. */
typedef struct bench_settings {
    int runs;
    double scale;
    bool cpu, json;
    const char *group;
    /* The next figure is one point of a scaling series when series is set. */
    const char *series, *size_unit;
    double size;
} bench_settings;

static inline bench_settings *bench_settings_get(void)
{
    static bench_settings s;
    static bool ready;
    if (!ready) {
        const char *v;
        s.runs = (v = getenv("BENCH_RUNS")) && atoi(v) > 0 ? atoi(v) : 5;
        if (s.runs > BENCH_MAX_RUNS)
            s.runs = BENCH_MAX_RUNS;
        s.scale = (v = getenv("BENCH_SCALE")) && atof(v) > 0 ? atof(v) : 1.0;
        s.cpu = !((v = getenv("BENCH_CLOCK")) && strcmp(v, "wall") == 0);
        s.json = (v = getenv("BENCH_FORMAT")) && strcmp(v, "json") == 0;
        s.group = "kernel";
        ready = true;
    }
    return &s;
}

static inline void bench_group(const char *group)
{
    bench_settings_get()->group = group;
}

/* Seconds on the benchmark's clock (see BENCH_CLOCK). */
static inline double bench_clock(void)
{
    struct timespec ts;
    clock_gettime(bench_settings_get()->cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Wall-clock seconds, for what is not a timed figure. */
static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- Samples ------------------------------------------------------------ */

/* The rates (operations per second) of one figure's samples. The body runs
 * in batches between clock reads, grown until a batch takes a millisecond,
 * so that reading the clock (a system call for CPU time) costs nothing. */
typedef struct bench_series {
    double rate[BENCH_MAX_RUNS];
    int n;
    uint64_t batch;
} bench_series;

/* The samples of one figure, or of two compared side by side: index -1 is
 * the warm-up, then 0 .. runs - 1. */
typedef struct bench_loop {
    int index, runs;
    double seconds; /* the least duration of one sample */
} bench_loop;

static inline bench_loop bench_loop_start(double seconds)
{
    bench_settings *s = bench_settings_get();
    bench_loop l = {-2, s->runs, seconds * s->scale};
    return l;
}

static inline bool bench_loop_next(bench_loop *l)
{
    return ++l->index < l->runs;
}

static inline void bench_series_add(bench_series *s, const bench_loop *l, double rate)
{
    if (l->index >= 0 && s->n < BENCH_MAX_RUNS)
        s->rate[s->n++] = rate;
}

/* One timed sample of body (ops operations a run) into series. */
#define BENCH_SAMPLE(loop, series, ops, ...)                                    \
    do {                                                                        \
        uint64_t bn_ = 0;                                                       \
        double bt0_ = bench_clock(), bt_, bb_ = bt0_, bnow_;                    \
        if (!(series)->batch)                                                   \
            (series)->batch = 1;                                                \
        for (;;) {                                                              \
            for (uint64_t bi_ = (series)->batch; bi_ > 0; bi_--) {              \
                __VA_ARGS__;                                                    \
            }                                                                   \
            bn_ += (series)->batch;                                             \
            bnow_ = bench_clock();                                              \
            bt_ = bnow_ - bt0_;                                                 \
            if (bt_ >= (loop)->seconds)                                         \
                break;                                                          \
            if (bnow_ - bb_ < 1e-3)                                             \
                (series)->batch *= 2;                                           \
            bb_ = bnow_;                                                        \
        }                                                                       \
        bench_series_add((series), (loop), (double)bn_ * (double)(ops) / bt_);  \
    } while (0)

/* ---- Figures ------------------------------------------------------------ */

static inline int bench_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Numbers to about four significant digits, without exponents. */
static inline const char *bench_fmt(char *buf, size_t size, double v)
{
    double a = v < 0 ? -v : v;
    snprintf(buf, size, a >= 100 ? "%.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f" : "%.3g", v);
    return buf;
}

static inline void bench_json_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            printf("\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            printf("\\u%04x", (unsigned)*s);
        else
            putchar(*s);
    }
    putchar('"');
}

/* Prints the figure name (unit) made of values v[0..n-1]: the median, the
 * min and the max; n == 1 is a single measurement. */
static inline void bench_values(const char *name, const char *unit, const double *v, int n)
{
    bench_settings *s = bench_settings_get();
    double sorted[BENCH_MAX_RUNS];
    if (n < 1)
        return;
    memcpy(sorted, v, sizeof *v * (size_t)n);
    qsort(sorted, (size_t)n, sizeof *sorted, bench_cmp_double);
    double median = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    if (s->json) {
        printf("{\"group\": ");
        bench_json_string(s->group);
        printf(", \"name\": ");
        bench_json_string(name);
        printf(", \"unit\": ");
        bench_json_string(unit);
        printf(", \"median\": %.9g, \"min\": %.9g, \"max\": %.9g, \"runs\": %d", median,
               sorted[0], sorted[n - 1], n);
        if (s->series) {
            printf(", \"series\": ");
            bench_json_string(s->series);
            printf(", \"size\": %.9g, \"size_unit\": ", s->size);
            bench_json_string(s->size_unit);
        }
        printf("}\n");
    } else {
        char m[32], lo[32], hi[32];
        printf("%-56s %12s %-9s", name, bench_fmt(m, sizeof m, median), unit);
        if (n > 1)
            printf("  [%s .. %s, %d runs]", bench_fmt(lo, sizeof lo, sorted[0]),
                   bench_fmt(hi, sizeof hi, sorted[n - 1]), n);
        putchar('\n');
    }
    s->series = NULL;
    fflush(stdout);
}

/* One measurement, not repeated (a size, a memory figure). */
static inline void bench_report(const char *name, double value, const char *unit)
{
    bench_values(name, unit, &value, 1);
}

/* The series as a rate: value = rate * per (per 1: operations per second). */
static inline void bench_rate_figure(const char *name, const char *unit, double per,
                                     const bench_series *s)
{
    double v[BENCH_MAX_RUNS];
    for (int i = 0; i < s->n; i++)
        v[i] = s->rate[i] * per;
    bench_values(name, unit, v, s->n);
}

/* The series as a time per operation: value = scale / rate (scale 1e6: us). */
static inline void bench_time_figure(const char *name, const char *unit, double scale,
                                     const bench_series *s)
{
    double v[BENCH_MAX_RUNS];
    for (int i = 0; i < s->n; i++)
        v[i] = scale / s->rate[i];
    bench_values(name, unit, v, s->n);
}

/* How many times faster a ran than b, sample by sample (the samples of a
 * pair alternate, so a change in the machine's load hits both alike). */
static inline void bench_ratio_figure(const char *name, const bench_series *a,
                                      const bench_series *b)
{
    double v[BENCH_MAX_RUNS];
    int n = a->n < b->n ? a->n : b->n;
    for (int i = 0; i < n; i++)
        v[i] = a->rate[i] / b->rate[i];
    bench_values(name, "x", v, n);
}

/* Makes the next figure the point (size, size_unit) of a scaling series. */
static inline void bench_point(const char *series, double size, const char *size_unit)
{
    bench_settings *s = bench_settings_get();
    s->series = series;
    s->size = size;
    s->size_unit = size_unit;
}

static inline void bench_line(const char *key, const char *fmt, va_list ap)
{
    char text[512];
    vsnprintf(text, sizeof text, fmt, ap);
    if (bench_settings_get()->json) {
        printf("{\"%s\": ", key);
        bench_json_string(text);
        printf("}\n");
    } else {
        printf("%s%s\n", strcmp(key, "note") == 0 ? "note: " : "", text);
    }
    fflush(stdout);
}

/* Context worth keeping with the figures (a map's size, a sanity count). */
static inline void bench_info(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    bench_line("info", fmt, ap);
    va_end(ap);
}

/* Something that could not be measured, or not cleanly. */
static inline void bench_note(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    bench_line("note", fmt, ap);
    va_end(ap);
}

/* ---- The usual shapes --------------------------------------------------- */

/* Reports body's operations per second (ops operations a run), each sample
 * lasting at least seconds. */
#define BENCH_RATE(name, ops, seconds, ...)                                     \
    do {                                                                        \
        bench_loop bl_ = bench_loop_start(seconds);                             \
        bench_series bs_ = {{0}, 0, 0};                                         \
        while (bench_loop_next(&bl_))                                           \
            BENCH_SAMPLE(&bl_, &bs_, ops, __VA_ARGS__);                         \
        bench_rate_figure(name, "ops/s", 1.0, &bs_);                            \
    } while (0)

/* Reports the time of one of body's operations in unit (scale 1e6: "us"). */
#define BENCH_TIME(name, unit, scale, ops, seconds, ...)                        \
    do {                                                                        \
        bench_loop bl_ = bench_loop_start(seconds);                             \
        bench_series bs_ = {{0}, 0, 0};                                         \
        while (bench_loop_next(&bl_))                                           \
            BENCH_SAMPLE(&bl_, &bs_, ops, __VA_ARGS__);                         \
        bench_time_figure(name, unit, scale, &bs_);                             \
    } while (0)

#endif
