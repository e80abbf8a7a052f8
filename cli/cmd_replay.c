/* cmd_replay.c - tabula replay FILE: re-runs a replay file (or a saved
 * game), checking the state hash at every decision with --verify,
 * printing what happened with --events, and writing the replay viewer's
 * page with --html OUT.html (viewer.c). */
#include <inttypes.h>
#include <string.h>

#include "cli.h"
#include "viewer.h"

static void print_events(tab_game *g)
{
    uint64_t begin = tab_event_begin(g), end = tab_event_end(g);
    if (begin > 0)
        printf("(the first %" PRIu64 " events are no longer kept)\n", begin);
    for (uint64_t seq = begin; seq < end; seq++) {
        tab_event e;
        if (tab_event_get(g, seq, &e) != TAB_OK)
            continue;
        printf("%6" PRIu64 "  %-18s %5u  %" PRId64 " %" PRId64 " %" PRId64 " %" PRId64 "\n", e.seq,
               tab_atom_str(g, e.kind), e.subject, e.a[0], e.a[1], e.a[2], e.a[3]);
    }
}

int cmd_replay(int argc, char **argv)
{
    const char *path = NULL, *html = NULL;
    int verify = 0, events = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            puts("usage: tabula replay FILE [--verify] [--events] [--html OUT.html]\n"
                 "Re-runs a replay file (tabula playtest --replays, tabula run --replay):\n"
                 "--verify checks the state hash after every answer and names the first\n"
                 "answer where it differs; --events prints every event of the game;\n"
                 "--html writes a self-contained page that shows the game decision by\n"
                 "decision, as each player and as the designer see it (docs/viewer.md).");
            return 0;
        }
        if (strcmp(argv[i], "--verify") == 0)
            verify = 1;
        else if (strcmp(argv[i], "--events") == 0)
            events = 1;
        else if (strcmp(argv[i], "--html") == 0 && i + 1 < argc && argv[i + 1][0])
            html = argv[++i];
        else if (strcmp(argv[i], "--html") == 0) {
            cli_error("replay: --html needs a file to write (--html OUT.html)");
            return EXIT_USAGE;
        } else if (argv[i][0] != '-' && !path)
            path = argv[i];
        else {
            cli_error("replay: unexpected argument '%s'", argv[i]);
            return EXIT_USAGE;
        }
    }
    if (!path) {
        cli_error("replay: a FILE is needed");
        return EXIT_USAGE;
    }
    if (html && !events && !verify) {
        /* The page replays the game itself, checking every answer. */
        if (viewer_write(path, html) != 0)
            return 1;
        printf("%s: the viewer of %s\n", html, path);
        return 0;
    }
    tab_game *g = cli_new_game(0);
    tab_status s = tab_game_replay(g, path, verify);
    if (s == TAB_OK) {
        if (events)
            print_events(g);
        uint64_t h;
        tab_game_hash(g, &h);
        printf("%s: %u answers replayed%s; state hash %016" PRIx64 "; %s\n", path,
               tab_game_answer_count(g), verify ? " and verified" : "", h,
               tab_game_result_reason(g) ? tab_game_result_reason(g) : "the game goes on");
    } else {
        cli_error("%s", tab_game_error(g));
    }
    tab_game_free(g);
    if (s == TAB_OK && html) {
        if (viewer_write(path, html) != 0)
            return 1;
        printf("%s: the viewer of %s\n", html, path);
    }
    return s == TAB_OK ? 0 : 1;
}
