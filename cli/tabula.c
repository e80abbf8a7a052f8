/* tabula.c - the command-line face of tabula: list, eval, check, test, run
 * and profile scenarios. Each subcommand lives in its own cmd_*.c file. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "playtest.h"

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *what;
} commands[] = {
    {"list", cmd_list, "list the scenarios found"},
    {"play", cmd_play, "play a scenario in the terminal (any seat a bot)"},
    {"playtest", cmd_playtest, "many seeded headless games with bots, summarised"},
    {"sweep", cmd_sweep, "the same playtest at every point of a grid of options"},
    {"merge", cmd_merge, "the shards of a playtest or sweep (--shard K/N) as one run"},
    {"profile", cmd_profile, "where a scenario's time goes: steps, cards, Lua functions"},
    {"replay", cmd_replay, "re-run a replay file, checking the state hash"},
    {"run", cmd_run, "run one game with bots in every seat and print the result"},
    {"test", cmd_test, "run rule tests (Lua files) and report each"},
    {"check", cmd_check, "load every script of a game and report errors"},
    {"eval", cmd_eval, "run one Lua file in a fresh content sandbox"},
};

static void usage(FILE *out)
{
    fputs("usage: tabula [--root DIR] COMMAND [ARGS]\n"
          "       tabula --version | --help\n\ncommands:\n", out);
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        fprintf(out, "  %-8s %s\n", commands[i].name, commands[i].what);
    fputs("\nEach command takes --help. Scripts are found under the root folder (the\n"
          "source tree by default, or $TABULA_ROOT), plus $TABULA_PATH.\n", out);
}

int main(int argc, char **argv)
{
    if (tab_version_num() != TAB_VERSION_NUM) {
        cli_error("built against %s but linked with %s", TAB_VERSION_STRING, tab_version_str());
        return 1;
    }
    int i = 1;
    if (i + 1 < argc && strcmp(argv[i], "--root") == 0) {
        cli_set_root(argv[i + 1]);
        i += 2;
    }
    if (i >= argc) {
        usage(stdout);
        return 0;
    }
    if (strcmp(argv[i], "--version") == 0) {
        printf("%s\n", tab_version_describe());
        return 0;
    }
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
        usage(stdout);
        return 0;
    }
    for (size_t c = 0; c < sizeof commands / sizeof *commands; c++)
        if (strcmp(argv[i], commands[c].name) == 0) {
            if (!cli_check_roots())
                return EXIT_USAGE;
            return commands[c].run(argc - i - 1, argv + i + 1);
        }
    cli_error("unknown command '%s'", argv[i]);
    usage(stderr);
    return EXIT_USAGE;
}
