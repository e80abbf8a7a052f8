/* tabula.c - the command-line face of tabula. For now it tells what it is;
 * play, playtest and replay come with the Lua runtime. */
#include <stdio.h>
#include <string.h>

#include "tabula.h"

static void usage(FILE *out)
{
    fputs("usage: tabula [--version | --help]\n"
          "\n"
          "  --version   print the version and what the kernel is made of\n"
          "  --help      print this message\n"
          "\n"
          "Subcommands (list, play, playtest, replay, test, eval) arrive with the\n"
          "Lua runtime.\n",
          out);
}

int main(int argc, char **argv)
{
    if (tab_version_num() != TAB_VERSION_NUM) {
        fprintf(stderr, "tabula: built against %s but linked with %s\n", TAB_VERSION_STRING,
                tab_version_str());
        return 1;
    }
    if (argc == 2 && strcmp(argv[1], "--version") == 0) {
        printf("%s\n", tab_version_describe());
        return 0;
    }
    if (argc == 1 || (argc == 2 && (strcmp(argv[1], "--help") == 0 ||
                                    strcmp(argv[1], "-h") == 0))) {
        usage(stdout);
        return 0;
    }
    fprintf(stderr, "tabula: unknown argument '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
