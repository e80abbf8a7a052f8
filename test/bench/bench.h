/* bench.h - what every benchmark shares: a monotonic clock and one way to
 * print a figure. Benchmarks print; they never pass or fail on speed. */
#ifndef TABULA_BENCH_H
#define TABULA_BENCH_H

#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "tabula.h"

static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Prints "name: value unit" in a fixed format that scripts can parse. */
static inline void bench_report(const char *name, double value, const char *unit)
{
    printf("%-48s %14.1f %s\n", name, value, unit);
}

/* Runs body repeatedly for at least min_seconds and reports operations per
 * second, where one run of body does ops operations. */
#define BENCH_RATE(name, ops, min_seconds, body)                                  \
    do {                                                                        \
        double t0_ = bench_now(), t_;                                           \
        uint64_t n_ = 0;                                                        \
        do {                                                                    \
            body;                                                               \
            n_ += (ops);                                                        \
        } while ((t_ = bench_now() - t0_) < (min_seconds));                     \
        bench_report(name, (double)n_ / t_, "ops/s");                           \
    } while (0)

#endif
