/* cmd_eval.c - tabula eval, check and list: trying a file, checking that a
 * game's scripts load, listing scenarios. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static void print_to_stdout(void *ud, const char *text)
{
    (void)ud;
    puts(text);
}

int cmd_eval(int argc, char **argv)
{
    if (argc != 1 || argv[0][0] == '-') {
        fputs("usage: tabula eval FILE\n"
              "Runs one Lua file in a fresh content sandbox with the default limits and\n"
              "prints what it returns, or its error with file and line.\n", argc == 1 ? stdout : stderr);
        return argc == 1 && strcmp(argv[0], "--help") == 0 ? 0 : EXIT_USAGE;
    }
    tab_game *g = cli_new_game(0);
    tab_game_set_print(g, print_to_stdout, NULL);
    char out[4096];
    tab_status s = tab_game_eval(g, argv[0], out, sizeof out);
    if (s == TAB_OK)
        printf("%s\n", out);
    else
        fprintf(stderr, "%s: %s\n", tab_status_str(s), tab_game_error(g));
    tab_game_free(g);
    return s == TAB_OK ? 0 : 1;
}

/* Adds the games under dir/scripts not listed yet. */
static int add_games(const char *root, char names[][128], int n, int max)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/scripts", root);
    DIR *d = opendir(dir);
    struct dirent *ent;
    while (d && (ent = readdir(d)) && n < max) {
        if (ent->d_name[0] == '.' || strcmp(ent->d_name, "std") == 0)
            continue;
        char path[4352];
        snprintf(path, sizeof path, "%s/%s", dir, ent->d_name);
        DIR *sub = opendir(path);
        if (!sub)
            continue;
        closedir(sub);
        int seen = 0;
        for (int i = 0; i < n; i++)
            seen |= strcmp(names[i], ent->d_name) == 0;
        if (!seen)
            snprintf(names[n++], 128, "%.127s", ent->d_name);
    }
    if (d)
        closedir(d);
    return n;
}

/* The games under the root and every $TABULA_PATH folder, sorted; returns
 * how many (at most max). */
static int list_games(char names[][128], int max)
{
    int n = add_games(cli_root(), names, 0, max);
    const char *extra = getenv("TABULA_PATH");
    if (extra && *extra) {
        char *copy = strdup(extra), *save = NULL;
        for (char *tok = strtok_r(copy, ":", &save); tok; tok = strtok_r(NULL, ":", &save))
            if (*tok)
                n = add_games(tok, names, n, max);
        free(copy);
    }
    qsort(names, (size_t)n, 128, (int (*)(const void *, const void *))strcmp);
    return n;
}

int cmd_list(int argc, char **argv)
{
    if (argc > 0) {
        int help = strcmp(argv[0], "--help") == 0;
        fputs("usage: tabula list\nLists the scenarios found, one a line: id, players, "
              "description, and the options it declares.\n", help ? stdout : stderr);
        return help ? 0 : EXIT_USAGE;
    }
    char games[64][128];
    int n = list_games(games, 64), failed = 0;
    for (int i = 0; i < n; i++) {
        tab_game *g = cli_new_game(0);
        const tab_scenario_info *info = NULL;
        uint32_t count = 0;
        if (tab_game_scenarios(g, games[i], &info, &count) != TAB_OK) {
            cli_error("%s: %s", games[i], tab_game_error(g));
            failed = 1;
            count = 0; /* nothing to list of a game that did not load */
        }
        for (uint32_t k = 0; k < count; k++) {
            char players[32];
            if (info[k].min_players == info[k].max_players)
                snprintf(players, sizeof players, "%d players", info[k].min_players);
            else
                snprintf(players, sizeof players, "%d-%d players", info[k].min_players,
                         info[k].max_players);
            /* Declared options, from the declaration itself (a scenario
             * that declares none takes any, and shows none here), on the
             * scenario's line: scripts read one scenario a line. */
            const char *options = tab_game_scenario_options(g, k);
            printf("%-36s %-12s %s%s%s\n", info[k].id, players,
                   *info[k].description ? info[k].description : info[k].name,
                   options ? " | options: " : "", options ? options : "");
        }
        tab_game_free(g);
    }
    return failed;
}

int cmd_check(int argc, char **argv)
{
    if (argc > 1 || (argc == 1 && argv[0][0] == '-')) {
        int help = argc == 1 && strcmp(argv[0], "--help") == 0;
        fputs("usage: tabula check [GAME]\nLoads every script of a game (or of every game) "
              "and reports errors with file and line.\n", help ? stdout : stderr);
        return help ? 0 : EXIT_USAGE;
    }
    char games[64][128];
    int n = argc == 1 ? 1 : list_games(games, 64), failed = 0;
    if (argc == 1)
        snprintf(games[0], sizeof games[0], "%s", argv[0]);
    for (int i = 0; i < n; i++) {
        tab_game *g = cli_new_game(0);
        const tab_scenario_info *info;
        uint32_t count;
        if (tab_game_scenarios(g, games[i], &info, &count) != TAB_OK) {
            printf("%s: FAIL\n%s\n", games[i], tab_game_error(g));
            failed = 1;
        } else {
            printf("%s: ok (%u scenarios)\n", games[i], count);
        }
        tab_game_free(g);
    }
    return failed;
}
