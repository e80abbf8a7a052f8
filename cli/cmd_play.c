/* cmd_play.c - tabula play: a game in the terminal. Humans answer numbered
 * prompts; any seat can be a bot. "undo" goes back to this player's
 * previous decision (by replaying the answers before it), "save FILE"
 * saves, "help" explains, end of input leaves. With --campaign FILE the
 * game is a long one kept in FILE: resumed from it when it exists, and
 * saved to it (atomically) after every person's answer and before a person
 * is asked, so quitting loses nothing. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#if TABULA_HAVE_LIBEDIT
#include <editline/readline.h>
#endif

#define MAX_SEATS 16
#define MAX_VARIANTS 32

typedef struct session {
    const char *scenario;
    int players;
    unsigned long long seed;
    const char *seats[MAX_SEATS]; /* "human" or a bot name */
    const char *load;
    const char *campaign;       /* the file a campaign lives in, or NULL */
    void *base;                 /* the state a resumed campaign began from */
    size_t base_len;
    const char *variants[MAX_VARIANTS]; /* "KEY=VALUE" for a new game */
    int nvariants;
    int color;
} session;

static const char *bold(const session *s) { return s->color ? "\033[1m" : ""; }
static const char *plain(const session *s) { return s->color ? "\033[0m" : ""; }

/* The name to show for an entity: its "name" property, else kind#id. */
static void entity_label(tab_game *g, tab_id e, char *buf, size_t size)
{
    tab_value v = {TAB_VNONE, {0}};
    tab_atom key = tab_atom_find(g, "name");
    if (key)
        tab_entity_get(g, e, key, &v);
    if (v.type == TAB_VATOM)
        snprintf(buf, size, "%s", tab_atom_str(g, v.as.atom));
    else
        snprintf(buf, size, "%s#%u", tab_atom_str(g, tab_entity_kind(g, e)), e);
}

/* What player sees: the rules' picture if they draw one, else the boards
 * and every zone as far as player may know it. */
static void draw(const session *s, tab_game *g, int player)
{
    static char text[65536];
    if (tab_game_render(g, player, text, sizeof text) == TAB_OK) {
        fputs(text, stdout);
        if (*text && text[strlen(text) - 1] != '\n')
            putchar('\n');
        return;
    }
    cli_draw_board(g);
    for (tab_zone z = 1; z <= tab_zone_count(g); z++) {
        tab_atom name;
        tab_zone_info(g, z, &name, NULL, NULL);
        const char *zname = tab_atom_str(g, name);
        if (strncmp(zname, "tabula.", 7) == 0)
            continue;
        uint32_t size;
        tab_view_level level;
        tab_view_zone(g, z, player, NULL, 0, &size, &level);
        printf("%s%s%s (%u)", bold(s), zname, plain(s), size);
        if (level == TAB_VIEW_SIZE || size == 0) {
            putchar('\n');
            continue;
        }
        tab_id *ids = malloc(size * sizeof *ids);
        tab_view_zone(g, z, player, ids, size, &size, &level);
        fputs(level == TAB_VIEW_CONTENTS ? " in no known order:" : ":", stdout);
        for (uint32_t i = 0; i < size; i++) {
            char label[128];
            entity_label(g, ids[i], label, sizeof label);
            printf(" %s%s", label, i + 1 < size ? "," : "");
        }
        putchar('\n');
        free(ids);
    }
}

static tab_status start_new(const session *s, tab_game *g)
{
    for (int i = 0; i < s->nvariants; i++) {
        char key[256];
        const char *eq = strchr(s->variants[i], '=');
        snprintf(key, sizeof key, "%.*s", (int)(eq - s->variants[i]), s->variants[i]);
        tab_status st = tab_game_set_option(g, key, eq + 1);
        if (st != TAB_OK)
            return st;
    }
    return tab_game_start(g, s->scenario, s->players);
}

static tab_game *new_session_game(const session *s)
{
    tab_game *g = cli_new_game(s->seed);
    tab_status st = s->base ? tab_game_load_buffer(g, s->base, s->base_len)
                  : s->load ? tab_game_load(g, s->load)
                            : start_new(s, g);
    if (st != TAB_OK) {
        cli_error("%s", tab_game_error(g));
        tab_game_free(g);
        return NULL;
    }
    return g;
}

/* The scenario ("game/name") a game plays, as its state names it. */
static const char *game_scenario(tab_game *g)
{
    tab_atom kind = tab_atom_find(g, "tabula.game"), key = tab_atom_find(g, "scenario");
    tab_id e = kind ? tab_entity_next(g, 0, kind) : TAB_ID_NONE;
    tab_value v = {TAB_VNONE, {0}};
    if (e && key)
        tab_entity_get(g, e, key, &v);
    return v.type == TAB_VATOM ? tab_atom_str(g, v.as.atom) : NULL;
}

/* Resumes the campaign kept in s->campaign, or starts it when the file does
 * not exist yet. A file that cannot be read, is not a tabula save, or holds
 * another scenario than the one asked for is an error naming the file. */
static tab_game *open_campaign(session *s)
{
    FILE *f = fopen(s->campaign, "rb");
    if (!f && errno != ENOENT) {
        cli_error("campaign %s: %s", s->campaign, strerror(errno));
        return NULL;
    }
    if (!f) {
        if (!s->scenario) {
            cli_error("campaign %s: no such file; name the scenario to start it", s->campaign);
            return NULL;
        }
        tab_game *g = new_session_game(s);
        if (g && tab_game_save(g, s->campaign) != TAB_OK) {
            cli_error("campaign %s: %s", s->campaign, tab_game_error(g));
            tab_game_free(g);
            return NULL;
        }
        if (g)
            printf("new campaign %s, saved to %s as it goes\n", s->scenario, s->campaign);
        return g;
    }
    fclose(f);
    tab_game *g = cli_new_game(s->seed);
    if (tab_game_load(g, s->campaign) != TAB_OK) {
        cli_error("campaign %s: %s", s->campaign, tab_game_error(g));
        tab_game_free(g);
        return NULL;
    }
    const char *sc = game_scenario(g);
    if (s->scenario && (!sc || strcmp(sc, s->scenario) != 0)) {
        cli_error("campaign %s holds a game of %s, not %s", s->campaign, sc ? sc : "(unknown)", s->scenario);
        tab_game_free(g);
        return NULL;
    }
    /* Undo replays from the state the campaign was resumed at. */
    if (tab_game_save_buffer(g, &s->base, &s->base_len) != TAB_OK) {
        cli_error("campaign %s: %s", s->campaign, tab_game_error(g));
        tab_game_free(g);
        return NULL;
    }
    printf("campaign %s resumed from %s (%u answers so far)\n", sc ? sc : "?", s->campaign,
           tab_game_answer_count(g));
    return g;
}

/* After each answer: the campaign file is replaced atomically. */
static int keep_campaign(const session *s, tab_game *g)
{
    if (!s->campaign || tab_game_save(g, s->campaign) == TAB_OK)
        return 0;
    cli_error("campaign %s: cannot save: %s", s->campaign, tab_game_error(g));
    return 1;
}

/* A fresh game given the first n answers of old: undo without snapshots of
 * suspended rules (they cannot be copied), replaying from the start. */
static tab_game *rewind_to(const session *s, tab_game *old, uint32_t n)
{
    tab_game *g = new_session_game(s);
    for (uint32_t i = 0; g && i < n; i++) {
        int player;
        const uint32_t *picks;
        uint32_t count;
        tab_game_answer_at(old, i, &player, &picks, &count);
        if (tab_game_run(g) != TAB_DECISION || tab_game_answer_as(g, player, picks, count) != TAB_OK) {
            cli_error("undo: the replay failed: %s", tab_game_error(g));
            tab_game_free(g);
            return NULL;
        }
    }
    return g;
}

static void help(void)
{
    puts("Answer with the number of an option (several numbers, separated by spaces,\n"
         "when the prompt asks for more than one). Other commands:\n"
         "  TEXT        the options whose label holds TEXT (\"sprint\", \"C4\"), numbered\n"
         "  all         every option of a long list\n"
         "  undo        go back to your previous decision\n"
         "  save FILE   save the game (load it with --load FILE)\n"
         "  why         what the last bot's move rests on (search bots: each\n"
         "              option's visits and mean result)\n"
         "  quit        leave the game (save FILE first to keep it)\n"
         "  help        this text\n"
         "End of input (Ctrl-D) leaves the game too. At a terminal the line can be\n"
         "edited, and the up and down arrows bring back earlier answers.");
}

/* A long list shows this many options; the rest by filter or "all". */
#define PAGE 20

/* Whether label holds text, letters compared without case. */
static int holds(const char *label, const char *text)
{
    size_t n = strlen(text);
    for (const char *p = label; *p; p++) {
        size_t i = 0;
        while (i < n && p[i] && tolower((unsigned char)p[i]) == tolower((unsigned char)text[i]))
            i++;
        if (i == n)
            return 1;
    }
    return n == 0;
}

/* The options numbered from 1: all of them, the first PAGE of a long list
 * (filter NULL, all 0), or those holding filter. */
static void list_options(const tab_decision *d, uint32_t n, const char *filter, int all)
{
    uint32_t shown = 0;
    for (uint32_t i = 0; i < n; i++) {
        const char *label = tab_decision_option(d, i);
        if (filter ? !holds(label, filter) : (!all && i >= PAGE))
            continue;
        printf("  %u) %s\n", i + 1, label);
        shown++;
    }
    if (filter && !shown)
        printf("  no option holds '%s'\n", filter);
    else if (!filter && !all && n > PAGE)
        printf("  ... and %u more: type part of a label to see those that hold it, or all\n",
               n - PAGE);
}

/* Reads a line after the prompt "answer? " ("answer?" rather than "> ":
 * the rules' narration may start with ">"), without its newline; 0 at the
 * end of input. At a terminal, with libedit: the line can be edited and
 * earlier answers come back with the arrow keys. */
static int read_answer(char *line, size_t size)
{
#if TABULA_HAVE_LIBEDIT
    if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) {
        char *got = readline("answer? ");
        if (!got)
            return 0;
        snprintf(line, size, "%s", got);
        if (*got)
            add_history(got);
        free(got);
        return 1;
    }
#endif
    printf("answer? ");
    fflush(stdout);
    if (!fgets(line, (int)size, stdin))
        return 0;
    line[strcspn(line, "\r\n")] = '\0';
    return 1;
}

/* One human answer; returns 0 to go on, 1 to leave, 2 after an undo. */
static int ask_human(const session *s, tab_game **gp, int player)
{
    tab_game *g = *gp;
    const tab_decision *d = tab_game_decision(g);
    draw(s, g, player);
    uint32_t n = tab_decision_option_count(d), min, max;
    tab_decision_picks(d, &min, &max, NULL);
    const char *filter = NULL;
    int all = 0;
    char line[1024], wanted[1024];
    for (;;) {
        printf("%splayer %d: %s%s", bold(s), player, tab_decision_prompt(d), plain(s));
        if (min != 1 || max != 1)
            printf(" (choose %u to %u)", min, max);
        putchar('\n');
        list_options(d, n, filter, all);
        filter = NULL;
        all = 0;
        if (!read_answer(line, sizeof line)) {
            putchar('\n');
            return 1;
        }
        if (strcmp(line, "help") == 0) {
            help();
            continue;
        }
        if (strcmp(line, "quit") == 0) {
            puts("left the game");
            return 1;
        }
        if (strcmp(line, "all") == 0) {
            all = 1;
            continue;
        }
        if (strcmp(line, "why") == 0) {
            if (!cli_print_search_stats(stdout, g))
                puts("the last bot's move was not a search's: nothing to explain "
                     "(seat a search bot: --seat 1=ismcts)");
            continue;
        }
        if (strncmp(line, "save ", 5) == 0) {
            if (tab_game_save(g, line + 5) == TAB_OK)
                printf("saved to %s\n", line + 5);
            else
                printf("cannot save: %s\n", tab_game_error(g));
            continue;
        }
        if (strcmp(line, "undo") == 0) {
            uint32_t k = tab_game_answer_count(g);
            int who = -1;
            while (k > 0) {
                tab_game_answer_at(g, --k, &who, NULL, NULL);
                if (who == player)
                    break;
            }
            if (who != player) {
                puts("nothing to undo");
                continue;
            }
            tab_game *back = rewind_to(s, g, k);
            if (!back)
                return 1;
            tab_game_free(g);
            *gp = back;
            return 2;
        }
        /* Not a number: the options that hold the text. */
        if (line[0] && !strchr("0123456789 ,", line[0])) {
            snprintf(wanted, sizeof wanted, "%s", line);
            filter = wanted;
            continue;
        }
        uint32_t picks[256], count = 0;
        int bad = 0;
        for (char *tok = strtok(line, " ,"); tok; tok = strtok(NULL, " ,")) {
            char *end;
            unsigned long v = strtoul(tok, &end, 10);
            if (*end || v < 1 || v > n || count == 256)
                bad = 1;
            else
                picks[count++] = (uint32_t)v - 1;
        }
        if (bad || count == 0) {
            printf("type a number from 1 to %u, part of a label, or help\n", n);
            continue;
        }
        if (tab_game_answer_as(g, player, picks, count) != TAB_OK) {
            printf("%s\n", tab_game_error(g));
            continue;
        }
        return 0;
    }
}

static int usage(int code)
{
    fputs("usage: tabula play SCENARIO [--players P] [--seat N=human|random|first|heuristic|BOT]...\n"
          "                  [--seed S] [--variant KEY=VALUE]... [--load FILE | --campaign FILE]\n"
          "Plays in the terminal: seat 0 is human and the others heuristic bots unless --seat\n"
          "says otherwise. Type help at a prompt for the commands (undo, save FILE, quit;\n"
          "part of a label lists the options that hold it).\n"
          "--campaign FILE keeps the game in FILE: it resumes from FILE when it exists and\n"
          "saves to it as it goes (SCENARIO may then be left out).\n",
          code ? stderr : stdout);
    return code;
}

int cmd_play(int argc, char **argv)
{
    session s = {.players = 0, .seed = 1, .color = isatty(1)};
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        char *end;
        if (strcmp(a, "--help") == 0)
            return usage(0);
        if (a[0] != '-' && !s.scenario) {
            s.scenario = a;
        } else if (i + 1 < argc && strcmp(a, "--seed") == 0) {
            s.seed = strtoull(argv[++i], &end, 10);
            if (*end || argv[i][0] == '-' || !argv[i][0]) {
                cli_error("--seed: '%s' is not a number", argv[i]);
                return EXIT_USAGE;
            }
        } else if (i + 1 < argc && strcmp(a, "--players") == 0) {
            long p = strtol(argv[++i], &end, 10);
            if (*end || p < 1 || p > MAX_SEATS) {
                cli_error("--players: '%s' is not 1 to %d", argv[i], MAX_SEATS);
                return EXIT_USAGE;
            }
            s.players = (int)p;
        } else if (i + 1 < argc && strcmp(a, "--seat") == 0) {
            char *spec = argv[++i], *eq = strchr(spec, '=');
            long seat = eq ? strtol(spec, &end, 10) : -1;
            if (!eq || end != eq || seat < 0 || seat >= MAX_SEATS || !eq[1]) {
                cli_error("--seat: '%s' is not N=human or N=BOT", spec);
                return EXIT_USAGE;
            }
            s.seats[seat] = eq + 1;
        } else if (i + 1 < argc && strcmp(a, "--load") == 0) {
            s.load = argv[++i];
        } else if (i + 1 < argc && strcmp(a, "--campaign") == 0) {
            s.campaign = argv[++i];
        } else if (i + 1 < argc && strcmp(a, "--variant") == 0) {
            const char *v = argv[++i];
            if (!strchr(v, '=') || v[0] == '=' || s.nvariants == MAX_VARIANTS) {
                cli_error("--variant: '%s' is not KEY=VALUE", v);
                return EXIT_USAGE;
            }
            s.variants[s.nvariants++] = v;
        } else {
            cli_error("play: unexpected argument '%s'", a);
            return usage(EXIT_USAGE);
        }
    }
    if (s.load && s.campaign) {
        cli_error("play: --load and --campaign cannot be used together");
        return EXIT_USAGE;
    }
    if (!s.scenario && !s.load && !s.campaign)
        return usage(EXIT_USAGE);
    int min, max;
    if (s.scenario && !s.load && !cli_scenario_players(s.scenario, &min, &max))
        return EXIT_USAGE;
    if (s.scenario && !s.load && !s.players)
        s.players = min;
    tab_game *g = s.campaign ? open_campaign(&s) : new_session_game(&s);
    if (!g)
        return 1;
    if (s.load || s.base)
        s.players = tab_game_players(g);
    for (int seat = s.players; seat < MAX_SEATS; seat++)
        if (s.seats[seat]) {
            cli_error("--seat %d: the game has %d players (seats 0 to %d)", seat, s.players,
                      s.players - 1);
            tab_game_free(g);
            return EXIT_USAGE;
        }
    for (int p = 0; p < tab_game_players(g); p++) {
        const char *seat = s.seats[p] ? s.seats[p] : p == 0 ? "human" : "heuristic";
        if (strcmp(seat, "human") != 0 && tab_game_bot_check(g, seat) != TAB_OK) {
            cli_error("--seat %d: %s", p, tab_game_error(g));
            tab_game_free(g);
            return EXIT_USAGE;
        }
    }
    uint64_t bot_rng = s.seed;
    tab_status st;
    int code = 0;
    int unsaved = 0; /* bots' answers since the campaign file was written */
    while ((st = tab_game_run(g)) == TAB_DECISION) {
        const tab_decision *d = tab_game_decision(g);
        int player = tab_decision_player(d, 0);
        const char *seat = s.seats[player] ? s.seats[player] : player == 0 ? "human" : "heuristic";
        if (strcmp(seat, "human") == 0) {
            /* Bots' answers are kept only before a person is asked: a file
             * write per bot answer is mostly fsync, and bots answer again
             * after a crash. */
            if (unsaved && keep_campaign(&s, g)) {
                code = 1;
                goto out;
            }
            unsaved = 0;
            int r = ask_human(&s, &g, player);
            if (r == 1) {
                if (s.campaign)
                    printf("campaign saved in %s: go on with tabula play --campaign %s\n", s.campaign,
                           s.campaign);
                goto out;
            }
            if (keep_campaign(&s, g)) {
                code = 1;
                goto out;
            }
            continue;
        }
        uint32_t picks[256], n;
        bot_rng = bot_rng * 6364136223846793005ull + 1442695040888963407ull;
        if (tab_game_bot(g, seat, player, bot_rng, picks, 256, &n) != TAB_OK) {
            cli_error("bot %s: %s", seat, tab_game_error(g));
            code = 1;
            goto out;
        }
        /* The label before answering: after it, d shows the next player's. */
        printf("player %d (%s): %s\n", player, seat, n ? tab_decision_option(d, picks[0]) : "(nothing)");
        if (tab_game_answer_as(g, player, picks, n) != TAB_OK) {
            cli_error("bot %s: %s", seat, tab_game_error(g));
            code = 1;
            goto out;
        }
        unsaved = 1;
    }
    if (st == TAB_DONE) {
        draw(&s, g, TAB_NO_PLAYER);
        printf("%sgame over%s (%s):", bold(&s), plain(&s), tab_game_result_reason(g));
        for (int p = 0; p < tab_game_players(g); p++)
            printf(" player %d %s %lld;", p, tab_game_result_won(g, p) ? "won," : "lost,",
                   (long long)tab_game_result_score(g, p));
        putchar('\n');
    } else {
        cli_error("%s", tab_game_error(g));
        code = 1;
    }
    if (st == TAB_DONE && keep_campaign(&s, g))
        code = 1;
out:
    if (s.base)
        tab_game_free_buffer(g, s.base, s.base_len);
    tab_game_free(g);
    return code;
}
