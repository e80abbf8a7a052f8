/* cmd_profile.c - tabula profile SCENARIO: plays the games a playtest with
 * the same options would play, with the content profiler attached, and
 * reports where the time goes (profile_report.c). One thread, so the
 * times are one core's. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "profile_report.h"

static int usage(int code)
{
    fputs("usage: tabula profile SCENARIO [--games N] [--seed S] [--players P]\n"
          "           [--seat N=BOT]... [--variant KEY=VALUE]... [--max-decisions M]\n"
          "           [--interval I] [--top K] [--json FILE]\n"
          "Plays N seeded games with bots (the games `tabula playtest` plays with the same\n"
          "options; 10 by default) with the content profiler on, and prints where the time\n"
          "goes: the runtime's phases per decision (its overhead beside the rules' and\n"
          "bots' Lua), then the top K Lua functions, files and rule steps by samples\n"
          "taken every I VM instructions (1000 by default). --json writes it all.\n"
          "Like playtest, it keeps no per-answer state hashes (no replay is written).\n",
          code ? stderr : stdout);
    return code;
}

static double seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Plays every game of s with p attached; fills the run's totals. Returns
 * 0, or 1 when a game failed (reported). */
static int play_all(const cli_series *s, tab_profile *p, profile_run *run)
{
    tab_game *g = NULL;
    int code = 0;
    double wall = seconds(CLOCK_MONOTONIC), cpu = seconds(CLOCK_THREAD_CPUTIME_ID);
    for (uint32_t i = 0; i < s->games; i++) {
        uint64_t seed = cli_game_seed(s->seed, i);
        uint32_t decisions = 0;
        int capped = 0;
        tab_status st = cli_series_start(s, seed, &g);
        /* Attached after the start: loading the scripts is not the games'
         * time (and happens once per worker in a playtest). */
        if (st == TAB_OK)
            st = tab_game_set_profile(g, p);
        if (st == TAB_OK)
            st = cli_series_play(s, g, seed, &decisions, &capped);
        run->decisions += decisions;
        if (st == TAB_DONE) {
            run->finished++;
        } else if (capped) {
            run->capped++;
        } else {
            cli_error("game %u (seed %llu): %s: %s", i, (unsigned long long)seed,
                      tab_status_str(st), tab_game_error(g));
            code = 1;
        }
        tab_game_set_profile(g, NULL);
        if (st != TAB_DONE && !capped) { /* the next game starts afresh */
            tab_game_free(g);
            g = NULL;
        }
    }
    tab_game_free(g);
    run->wall_s = seconds(CLOCK_MONOTONIC) - wall;
    run->cpu_s = seconds(CLOCK_THREAD_CPUTIME_ID) - cpu;
    return code;
}

int cmd_profile(int argc, char **argv)
{
    cli_series s;
    cli_series_init(&s);
    s.games = 10;
    const char *json = NULL;
    uint64_t interval = TAB_PROFILE_DEFAULT_INTERVAL, top = 15;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0)
            return usage(0);
        if (a[0] != '-') {
            if (s.scenario) {
                cli_error("profile: a second scenario '%s'", a);
                return EXIT_USAGE;
            }
            s.scenario = a;
            continue;
        }
        if (i + 1 >= argc) {
            cli_error("profile: %s needs a value", a);
            return EXIT_USAGE;
        }
        char *val = argv[++i];
        int taken = cli_series_option(&s, a, val);
        if (taken < 0)
            return EXIT_USAGE;
        if (taken)
            continue;
        if (strcmp(a, "--interval") == 0) {
            if (!cli_parse_u64(a, val, 100000000, &interval))
                return EXIT_USAGE;
            if (interval == 0) {
                cli_error("--interval: at least 1 instruction");
                return EXIT_USAGE;
            }
        } else if (strcmp(a, "--top") == 0) {
            if (!cli_parse_u64(a, val, 100000, &top))
                return EXIT_USAGE;
        } else if (strcmp(a, "--json") == 0) {
            json = val;
        } else {
            cli_error("profile: unknown option '%s'", a);
            return usage(EXIT_USAGE);
        }
    }
    if (!s.scenario) {
        cli_error("profile: a SCENARIO is needed");
        return usage(EXIT_USAGE);
    }
    if (cli_series_check(&s))
        return EXIT_USAGE;

    tab_profile *p = tab_profile_new(NULL, NULL, (uint32_t)interval);
    if (!p) {
        cli_error("out of memory");
        return 1;
    }
    profile_run run = {.series = &s};
    int code = play_all(&s, p, &run);
    profile_report_text(stdout, p, &run, (uint32_t)top);
    if (json) {
        FILE *f = fopen(json, "w");
        if (!f) {
            cli_error("cannot write %s", json);
            code = 1;
        } else {
            profile_report_json(f, p, &run);
            if (fclose(f) != 0) {
                cli_error("cannot write %s", json);
                code = 1;
            }
        }
    }
    tab_profile_free(p);
    return code;
}
