/* common.c - the root folder, game creation, messages, option values and
 * series of bot games for every subcommand. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

static const char *root_override;

void cli_set_root(const char *root)
{
    root_override = root;
}

static int is_dir(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 && S_ISDIR(sb.st_mode);
}

const char *cli_root(void)
{
    if (root_override)
        return root_override;
    const char *env = getenv("TABULA_ROOT");
    if (env && *env)
        return env;
    /* Decided once, on the main thread: playtest workers call this too. */
    static const char *found;
    if (!found) {
        char scripts[4096];
        snprintf(scripts, sizeof scripts, "%s/scripts", TABULA_SOURCE_ROOT);
        found = is_dir(scripts) ? TABULA_SOURCE_ROOT : TABULA_DATA_ROOT;
    }
    return found;
}

int cli_check_roots(void)
{
    /* A folder that is not there would only make every game "not found",
     * or, for an extra folder, be skipped in silence. */
    const char *root = cli_root();
    if (!is_dir(root)) {
        cli_error("the root folder '%s' is not a folder (--root, $TABULA_ROOT)", root);
        return 0;
    }
    const char *extra = getenv("TABULA_PATH");
    if (!extra || !*extra)
        return 1;
    char *copy = strdup(extra), *save = NULL;
    int good = copy != NULL;
    for (char *tok = copy ? strtok_r(copy, ":", &save) : NULL; tok; tok = strtok_r(NULL, ":", &save))
        if (*tok && !is_dir(tok)) {
            cli_error("$TABULA_PATH names '%s', which is not a folder", tok);
            good = 0;
            break;
        }
    free(copy);
    return good;
}

tab_game *cli_new_game(unsigned long long seed)
{
    tab_game *g = tab_game_new(NULL, NULL, seed);
    if (!g) {
        cli_error("out of memory");
        exit(1);
    }
    tab_game_add_root(g, cli_root());
    const char *extra = getenv("TABULA_PATH");
    if (extra && *extra) {
        char *copy = strdup(extra);
        char *save = NULL;
        for (char *tok = strtok_r(copy, ":", &save); tok; tok = strtok_r(NULL, ":", &save))
            if (*tok)
                tab_game_add_root(g, tok);
        free(copy);
    }
    return g;
}

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("tabula: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

int cli_scenario_players(const char *scenario, int *min, int *max)
{
    tab_game *probe = cli_new_game(0);
    char game[256];
    snprintf(game, sizeof game, "%.*s", (int)strcspn(scenario, "/"), scenario);
    const tab_scenario_info *info;
    uint32_t count;
    int found = 0;
    if (tab_game_scenarios(probe, game, &info, &count) != TAB_OK) {
        cli_error("%s", tab_game_error(probe));
        tab_game_free(probe);
        return 0;
    }
    for (uint32_t k = 0; k < count && !found; k++) {
        if (strcmp(info[k].id, scenario) == 0) {
            *min = info[k].min_players;
            *max = info[k].max_players;
            found = 1;
        }
    }
    if (!found)
        cli_error("%s: no such scenario (tabula list shows them)", scenario);
    tab_game_free(probe);
    return found;
}

/* ---- Option values ------------------------------------------------------- */

int cli_parse_u64(const char *flag, const char *s, uint64_t max, uint64_t *out)
{
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (!*s || *end || s[0] == '-' || v > max) {
        cli_error("%s: '%s' is not a number up to %llu", flag, s, (unsigned long long)max);
        return 0;
    }
    *out = v;
    return 1;
}

int cli_split_pair(const char *flag, char *s, char **key, char **value)
{
    char *eq = strchr(s, '=');
    if (!eq || eq == s) {
        cli_error("%s: '%s' is not KEY=VALUE", flag, s);
        return 0;
    }
    *eq = '\0';
    *key = s;
    *value = eq + 1;
    return 1;
}

uint64_t cli_splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

uint64_t cli_game_seed(uint64_t base, uint32_t i)
{
    uint64_t x = base ^ ((uint64_t)i * 0xd1b54a32d192ed03u);
    return cli_splitmix(&x);
}

/* ---- Series of bot games ----------------------------------------------------- */

void cli_series_init(cli_series *s)
{
    memset(s, 0, sizeof *s);
    s->seed = 1;
    s->max_decisions = 100000;
}

int cli_series_option(cli_series *s, const char *flag, char *value)
{
    uint64_t v = 0;
    if (strcmp(flag, "--games") == 0) {
        if (!cli_parse_u64(flag, value, 10000000, &v))
            return -1;
        if (v == 0) {
            cli_error("--games: at least 1");
            return -1;
        }
        s->games = (uint32_t)v;
    } else if (strcmp(flag, "--seed") == 0) {
        if (!cli_parse_u64(flag, value, UINT64_MAX, &s->seed))
            return -1;
    } else if (strcmp(flag, "--players") == 0) {
        if (!cli_parse_u64(flag, value, CLI_MAX_SEATS, &v))
            return -1;
        if (v == 0) {
            cli_error("--players: 1 to %d", CLI_MAX_SEATS);
            return -1;
        }
        s->players = (int)v;
    } else if (strcmp(flag, "--max-decisions") == 0) {
        if (!cli_parse_u64(flag, value, UINT32_MAX, &v))
            return -1;
        if (v == 0) {
            cli_error("--max-decisions: at least 1");
            return -1;
        }
        s->max_decisions = (uint32_t)v;
    } else if (strcmp(flag, "--seat") == 0) {
        char *key, *bot;
        if (!cli_split_pair(flag, value, &key, &bot) ||
            !cli_parse_u64(flag, key, CLI_MAX_SEATS - 1, &v))
            return -1;
        if (!*bot) {
            cli_error("--seat: no bot named for seat %s", key);
            return -1;
        }
        s->seats[v] = bot;
    } else if (strcmp(flag, "--variant") == 0) {
        char *key, *val;
        if (!cli_split_pair(flag, value, &key, &val))
            return -1;
        if (s->nvariants == CLI_MAX_VARIANTS) {
            cli_error("--variant: at most %d", CLI_MAX_VARIANTS);
            return -1;
        }
        s->variant_keys[s->nvariants] = key;
        s->variant_values[s->nvariants++] = val;
    } else {
        return 0;
    }
    return 1;
}

/* Whether every seat's bot (the seats are within the players) exists and
 * takes its options, checked on a game
 * started as the series' games are: a typo is one usage error before any
 * game, not an error in every game. A time budget would make results
 * depend on the machine, so series refuse it. */
static int check_seats(const cli_series *s)
{
    tab_game *g = NULL;
    int ok = 1;
    for (int p = 0; p < CLI_MAX_SEATS && ok; p++) {
        if (!s->seats[p])
            continue;
        if (!g && cli_series_start(s, 1, &g) != TAB_OK) {
            cli_error("%s", g ? tab_game_error(g) : "out of memory");
            ok = 0;
        } else if (tab_game_bot_check(g, s->seats[p]) != TAB_OK) {
            cli_error("--seat %d: %s", p, tab_game_error(g));
            ok = 0;
        } else if (strstr(s->seats[p], "time=")) {
            cli_error("--seat %d: a time budget depends on the machine, and a series' results "
                      "must not: give iterations (time is for tabula play)", p);
            ok = 0;
        }
    }
    tab_game_free(g);
    return ok;
}

int cli_series_check_options(const cli_series *s, const char *flag)
{
    tab_game *g = NULL;
    tab_status st = cli_series_start(s, 1, &g);
    int ok = 1;
    if (st == TAB_EINVAL) {
        /* The scenario's declared options refused one (the message names
         * it and the known ones): one usage error, not one per game. */
        cli_error("%s: %s", flag, tab_game_error(g));
        ok = 0;
    }
    tab_game_free(g);
    return ok;
}

int cli_series_check(cli_series *s)
{
    int min, max;
    if (!cli_scenario_players(s->scenario, &min, &max))
        return EXIT_USAGE;
    if (!s->players)
        s->players = min;
    if (s->players < min || s->players > max) {
        cli_error("%s is for %d to %d players, not %d", s->scenario, min, max, s->players);
        return EXIT_USAGE;
    }
    for (int seat = s->players; seat < CLI_MAX_SEATS; seat++)
        if (s->seats[seat]) {
            cli_error("--seat %d: the game has %d players (seats 0 to %d)", seat, s->players,
                      s->players - 1);
            return EXIT_USAGE;
        }
    if (!check_seats(s))
        return EXIT_USAGE;
    if (s->nvariants && !cli_series_check_options(s, "--variant"))
        return EXIT_USAGE;
    return 0;
}

tab_status cli_series_start(const cli_series *s, uint64_t seed, tab_game **gp)
{
    tab_game *g = *gp;
    if (g && tab_game_restart(g, seed) != TAB_OK) {
        tab_game_free(g);
        g = NULL;
    }
    tab_status st = TAB_OK;
    if (!g) {
        g = cli_new_game(seed);
        for (int v = 0; v < s->nvariants && st == TAB_OK; v++)
            st = tab_game_set_option(g, s->variant_keys[v], s->variant_values[v]);
        if (st == TAB_OK && !s->answer_hashes)
            st = tab_game_set_answer_hashes(g, 0);
        if (st == TAB_OK)
            st = tab_game_start(g, s->scenario, s->players);
    }
    *gp = g;
    return st;
}

tab_status cli_series_play(const cli_series *s, tab_game *g, uint64_t seed, uint32_t *decisions,
                           int *capped)
{
    uint64_t bot_rng = seed ^ 0xb07b07b07b07b07bu;
    tab_status st;
    uint32_t explained = 0;
    *capped = 0;
    while ((st = tab_game_run(g)) == TAB_DECISION) {
        if (*decisions >= s->max_decisions) {
            *capped = 1;
            break;
        }
        const tab_decision *d = tab_game_decision(g);
        int player = tab_decision_player(d, 0);
        uint32_t picks[256], n = 0;
        const char *bot = s->seats[player] ? s->seats[player] : "random";
        st = tab_game_bot(g, bot, player, cli_splitmix(&bot_rng), picks, 256, &n);
        if (st == TAB_OK && s->explain && explained < s->explain_max &&
            tab_game_bot_stats(g, NULL, NULL)) {
            explained++;
            fprintf(s->explain, "decision %u, player %d (%s): %s\n", *decisions + 1, player, bot,
                    tab_decision_prompt(d));
            cli_print_search_stats(s->explain, g);
            fprintf(s->explain, "  chose %u) %s\n\n", n ? picks[0] + 1 : 0,
                    n ? tab_decision_option(d, picks[0]) : "nothing");
        }
        if (st == TAB_OK)
            st = tab_game_answer_as(g, player, picks, n);
        ++*decisions;
        if (st != TAB_OK)
            break;
    }
    return st;
}

int cli_print_search_stats(FILE *f, tab_game *g)
{
    const tab_search_stat *st;
    uint32_t iterations, n = tab_game_bot_stats(g, &st, &iterations);
    if (!n)
        return 0;
    fprintf(f, "the search ran %u iterations:\n  visits   mean  option\n", iterations);
    for (uint32_t i = 0; i < n; i++)
        fprintf(f, "  %6u  %5.3f  %u) %s\n", st[i].visits, st[i].mean, st[i].option + 1,
                st[i].label);
    return 1;
}
