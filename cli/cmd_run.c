/* cmd_run.c - tabula run SCENARIO: one game with a bot in every seat,
 * printing each decision taken and the result. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* SplitMix64: the bots' own random numbers, apart from the game's. */
static unsigned long long next_random(unsigned long long *x)
{
    unsigned long long z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static int usage(int code)
{
    fputs("usage: tabula run SCENARIO [--players N] [--seed S] [--bot first|random]\n"
          "                           [--quiet] [--replay FILE]\n"
          "Plays one game with the bot in every seat and prints each decision and the\n"
          "result; --replay writes the game's replay file.\n", code ? stderr : stdout);
    return code;
}

int cmd_run(int argc, char **argv)
{
    const char *scenario = NULL, *replay = NULL;
    long players = 2;
    unsigned long long seed = 1;
    int random_bot = 1, quiet = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        char *end;
        if (strcmp(a, "--help") == 0)
            return usage(0);
        if (strcmp(a, "--quiet") == 0) {
            quiet = 1;
        } else if (i + 1 < argc && strcmp(a, "--players") == 0) {
            players = strtol(argv[++i], &end, 10);
            if (*end || players < 1 || players > 16) {
                cli_error("--players: '%s' is not 1 to 16", argv[i]);
                return EXIT_USAGE;
            }
        } else if (i + 1 < argc && strcmp(a, "--seed") == 0) {
            seed = strtoull(argv[++i], &end, 10);
            if (*end || argv[i][0] == '-') {
                cli_error("--seed: '%s' is not a number", argv[i]);
                return EXIT_USAGE;
            }
        } else if (i + 1 < argc && strcmp(a, "--bot") == 0) {
            i++;
            if (strcmp(argv[i], "first") && strcmp(argv[i], "random")) {
                cli_error("--bot: '%s' is not first or random", argv[i]);
                return EXIT_USAGE;
            }
            random_bot = strcmp(argv[i], "random") == 0;
        } else if (i + 1 < argc && strcmp(a, "--replay") == 0) {
            replay = argv[++i];
        } else if (a[0] != '-' && !scenario) {
            scenario = a;
        } else {
            cli_error("run: unexpected argument '%s'", a);
            return usage(EXIT_USAGE);
        }
    }
    if (!scenario)
        return usage(EXIT_USAGE);
    tab_game *g = cli_new_game(seed);
    unsigned long long bot_rng = seed ^ 0x5eed5eedull;
    tab_status s = tab_game_start(g, scenario, (int)players);
    while (s == TAB_OK || s == TAB_DECISION) {
        if ((s = tab_game_run(g)) != TAB_DECISION)
            break;
        const tab_decision *d = tab_game_decision(g);
        int player = tab_decision_player(d, 0);
        uint32_t n = tab_decision_option_count(d), min, max;
        tab_decision_picks(d, &min, &max, NULL);
        uint32_t picks[256], count = min ? min : 1;
        if (count > 256)
            count = 256;
        /* The first options, or distinct random ones (a partial Fisher-Yates). */
        uint32_t *order = malloc(n * sizeof *order);
        for (uint32_t k = 0; k < n; k++)
            order[k] = k;
        for (uint32_t k = 0; k < count; k++) {
            if (random_bot) {
                uint32_t j = k + (uint32_t)(next_random(&bot_rng) % (n - k));
                uint32_t t = order[k];
                order[k] = order[j];
                order[j] = t;
            }
            picks[k] = order[k];
        }
        free(order);
        if (!quiet)
            printf("player %d, %s: %s\n", player, tab_decision_prompt(d),
                   tab_decision_option(d, picks[0]));
        s = tab_game_answer_as(g, player, picks, count);
    }
    int code = 0;
    if (s == TAB_DONE) {
        printf("game over (%s):", tab_game_result_reason(g));
        for (int p = 0; p < tab_game_players(g); p++)
            printf(" player %d %s %lld%s", p, tab_game_result_won(g, p) ? "won" : "lost",
                   (long long)tab_game_result_score(g, p), p + 1 < tab_game_players(g) ? "," : "");
        uint64_t h;
        tab_game_hash(g, &h);
        printf("\nfinal state hash %016llx after %u decisions\n", (unsigned long long)h,
               tab_game_answer_count(g));
    } else {
        cli_error("%s: %s", tab_status_str(s), tab_game_error(g));
        code = 1;
    }
    if (replay && tab_game_write_replay(g, replay) != TAB_OK) {
        cli_error("%s", tab_game_error(g));
        code = 1;
    }
    tab_game_free(g);
    return code;
}
