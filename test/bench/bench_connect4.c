/* bench_connect4.c - a simple grid game, Connect Four with random moves to
 * the end, in microseconds per move four ways, side by side in one run:
 *   - the tabula scenario, written as an author would (g:choose for every
 *     move, the square grid for the board; test/bench/games/scripts/
 *     connect-four), its moves picked by the built-in "random" bot in both
 *     seats through the C host loop, as tabula playtest plays them;
 *   - the same game in plain Lua 5.4 run by stock lua5.4 (connect4/plain.lua);
 *   - a bitboard C version (connect4/bitboard.c), the floor;
 *   - boardgame.io, a JavaScript framework, through its headless client
 *     (connect4/boardgameio.js), when scripts/bench could install it with
 *     npm into BENCH_PEERS (default: the build folder's peers/).
 * The samples of the four alternate, so a change in the machine's load hits
 * them alike, and the ratios are taken sample by sample: tabula's time per
 * move over each peer's (the issue 18 target: tabula / plain Lua <= 3).
 *
 * Every figure is CPU time: the thread's for the two in this process, the
 * child process's own clock (os.clock, process.cpuUsage) for lua5.4 and
 * node, which time only their game loop, after a warm-up. */
#include "bench.h" /* first: it sets the POSIX level */

#include <unistd.h>

#include "connect4/bitboard.h"

#define GAMES_ROOT TABULA_SOURCE_ROOT "/test/bench/games"
#define SCENARIO "connect-four/classic"

static int64_t sink;

/* ---- tabula --------------------------------------------------------------- */

typedef struct tabula_side {
    tab_game *g;
    uint64_t seed, bot_rng;
} tabula_side;

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* One whole game, restarted on the same tab_game (as a playtest worker does:
 * the scripts load once); returns its moves, or -1 on an error. */
static long tabula_game(tabula_side *t)
{
    if (tab_game_restart(t->g, ++t->seed) != TAB_OK)
        return -1;
    long moves = 0;
    tab_status s;
    while ((s = tab_game_run(t->g)) == TAB_DECISION) {
        const tab_decision *d = tab_game_decision(t->g);
        int player = tab_decision_player(d, 0);
        uint32_t picks[8], n = 0;
        if (tab_game_bot(t->g, "random", player, splitmix(&t->bot_rng), picks, 8, &n) != TAB_OK ||
            tab_game_answer_as(t->g, player, picks, n) != TAB_OK)
            return -1;
        moves++;
    }
    return s == TAB_DONE ? moves : -1;
}

static bool tabula_open(tabula_side *t)
{
    t->g = tab_game_new(NULL, NULL, 1);
    if (!t->g)
        return false;
    tab_game_add_root(t->g, TABULA_SOURCE_ROOT);
    tab_game_add_root(t->g, GAMES_ROOT);
    if (tab_game_start(t->g, SCENARIO, 2) != TAB_OK)
        return false;
    /* start ran nothing yet: play that first game to its end. */
    tab_status s;
    while ((s = tab_game_run(t->g)) == TAB_DECISION) {
        const tab_decision *d = tab_game_decision(t->g);
        uint32_t picks[8], n = 0;
        if (tab_game_bot(t->g, "random", tab_decision_player(d, 0), 1, picks, 8, &n) != TAB_OK ||
            tab_game_answer_as(t->g, tab_decision_player(d, 0), picks, n) != TAB_OK)
            return false;
    }
    return s == TAB_DONE;
}

/* ---- Child processes: plain Lua and boardgame.io ---------------------------- */

/* Runs command (which prints "MOVES SECONDS" or a line saying why not) and
 * returns the moves per second, or -1 with why it could not in why (a
 * string of why_size bytes, its own: each peer keeps its reason). */
static double child_rate(const char *command, char *why, size_t why_size)
{
    char line[512] = "";
    FILE *p = popen(command, "r");
    if (!p) {
        snprintf(why, why_size, "could not start it");
        return -1;
    }
    double moves = 0, seconds = 0;
    bool got = fgets(line, sizeof line, p) && sscanf(line, "%lf %lf", &moves, &seconds) == 2;
    int status = pclose(p);
    if (!got || status != 0 || moves <= 0 || seconds <= 0) {
        line[strcspn(line, "\n")] = 0;
        snprintf(why, why_size, "%s", got ? "it failed" : *line ? line : "it printed nothing");
        return -1;
    }
    return moves / seconds;
}

/* ---- Samples ---------------------------------------------------------------- */

/* Moves per second of play's games over one sample of the loop, the clock
 * read every batch games (a read of the CPU clock is a system call: the
 * bitboard plays a thousand games in the time of a few). */
#define GAMES_SAMPLE(loop, series, failed, batch, play)                         \
    do {                                                                        \
        long gm_ = 0;                                                           \
        double gt0_ = bench_clock(), gt_;                                       \
        do {                                                                    \
            for (int gi_ = 0; gi_ < (batch); gi_++) {                           \
                long m_ = (play);                                               \
                if (m_ < 0)                                                     \
                    (failed)++;                                                 \
                else                                                            \
                    gm_ += m_;                                                  \
            }                                                                   \
        } while ((gt_ = bench_clock() - gt0_) < (loop)->seconds);               \
        bench_series_add((series), (loop), (double)gm_ / gt_);                  \
    } while (0)

/* Time ratio a / b (a's time per move over b's), sample by sample. */
static void time_ratio(const char *name, const bench_series *a, const bench_series *b)
{
    double v[BENCH_MAX_RUNS];
    int n = a->n < b->n ? a->n : b->n;
    for (int i = 0; i < n; i++)
        v[i] = b->rate[i] / a->rate[i];
    bench_values(name, "x", v, n);
}

int main(void)
{
    bench_group("peers");
    const char *peers = getenv("BENCH_PEERS") ? getenv("BENCH_PEERS") : BENCH_PEERS_DIR;

    tabula_side t = {0};
    t.bot_rng = 7;
    const char *tabula_why = tabula_open(&t) ? NULL : t.g ? tab_game_error(t.g) : "out of memory";
    if (tabula_why)
        bench_note("connect four, tabula: not measured (%s)", tabula_why);

    bench_loop l = bench_loop_start(0.5);
    char lua_cmd[4096], node_cmd[8192];
    snprintf(lua_cmd, sizeof lua_cmd, "lua5.4 '%s/test/bench/connect4/plain.lua' %.3f 2>&1",
             TABULA_SOURCE_ROOT, l.seconds);
    snprintf(node_cmd, sizeof node_cmd,
             "NODE_PATH='%s/node_modules' node '%s/test/bench/connect4/boardgameio.js' %.3f 2>&1",
             peers, TABULA_SOURCE_ROOT, l.seconds);
    bench_series tab = {0}, lua = {0}, c = {0}, bgio = {0};
    char lua_why[512] = "", node_why[512] = "";
    long failed = 0;
    uint64_t rng = 1;
    while (bench_loop_next(&l)) {
        if (!tabula_why)
            GAMES_SAMPLE(&l, &tab, failed, 10, tabula_game(&t));
        if (!*lua_why) {
            double r = child_rate(lua_cmd, lua_why, sizeof lua_why);
            if (r > 0)
                bench_series_add(&lua, &l, r);
        }
        GAMES_SAMPLE(&l, &c, failed, 10000, c4_bitboard_play(&rng));
        if (!*node_why) {
            double r = child_rate(node_cmd, node_why, sizeof node_why);
            if (r > 0)
                bench_series_add(&bgio, &l, r);
        }
    }
    sink += (int64_t)rng;
    if (failed)
        bench_note("connect four, tabula: %ld games stopped on an error (%s)", failed,
                   tab_game_error(t.g));
    if (*lua_why)
        bench_note("connect four, plain Lua 5.4: not measured (lua5.4: %s)", lua_why);
    if (*node_why)
        bench_note("connect four, boardgame.io: not measured (%s; scripts/bench installs it "
                   "with npm into %s)", node_why, peers);

    bench_time_figure("connect four, tabula scenario, random bots", "us/move", 1e6, &tab);
    bench_time_figure("connect four, plain Lua 5.4 (stock lua5.4)", "us/move", 1e6, &lua);
    bench_time_figure("connect four, bitboard C", "us/move", 1e6, &c);
    bench_time_figure("connect four, boardgame.io client (node)", "us/move", 1e6, &bgio);
    time_ratio("connect four: tabula / plain Lua 5.4, time per move", &tab, &lua);
    time_ratio("connect four: tabula / bitboard C, time per move", &tab, &c);
    time_ratio("connect four: tabula / boardgame.io, time per move", &tab, &bgio);
    tab_game_free(t.g);
    return sink == 42;
}
