/* bench_runtime.c - the Lua runtime: Lua -> kernel call overhead, decisions
 * per second through the C host loop, and the memory of a fresh game and of
 * a playtest worker, for the seed scenarios (issue 18's five games, the
 * example duel and the benchmark's Connect Four), or with BENCH_GAMES=all
 * for every scenario found (the source tree, the example scenario,
 * test/bench/games and $TABULA_PATH, as tabula list finds them: tens of
 * minutes, as a random-bot Dragon Tides game makes thousands of decisions). */
#include "bench.h" /* first: it sets the POSIX level */

#include <dirent.h>

#include <lauxlib.h>
#include <lualib.h>

#include "lua/binding.h"

int luaopen_tabula(lua_State *L);

static int64_t sink;

/* ---- Calls from Lua ------------------------------------------------------ */

/* Times calls of the Lua function run(g, n) (n calls a sample batch)
 * against C doing the same (c_body, when given), per call. */
static void from_lua(lua_State *L, const char *what, const char *lua_body, const char *setup)
{
    char code[1024];
    snprintf(code, sizeof code,
             "local g = ... %s return function(n) for i = 1, n do %s end end", setup, lua_body);
    if (luaL_loadstring(L, code) != LUA_OK) {
        fprintf(stderr, "bench_runtime: %s\n", lua_tostring(L, -1));
        exit(1);
    }
    lua_getglobal(L, "g");
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
        bench_note("%s: not measured (%s)", what, lua_tostring(L, -1));
        lua_pop(L, 1);
        return;
    }
    int fn = lua_gettop(L);
    bench_loop l = bench_loop_start(0.1);
    bench_series s = {0};
    bool ok = true;
    while (ok && bench_loop_next(&l))
        BENCH_SAMPLE(&l, &s, 100, {
            lua_pushvalue(L, fn);
            lua_pushinteger(L, 100);
            if (ok && lua_pcall(L, 1, 0, 0) != LUA_OK) {
                bench_note("%s: not measured (%s)", what, lua_tostring(L, -1));
                lua_pop(L, 1);
                ok = false;
            }
        });
    lua_settop(L, fn - 1);
    if (ok)
        bench_time_figure(what, "ns/call", 1e9, &s);
}

static void calls(void)
{
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    luaL_requiref(L, "tabula", luaopen_tabula, 0);
    lua_pop(L, 1);
    tab_game *g = tab_game_new(NULL, NULL, 1);
    tabi_lua_pushgame(L, g, 0);
    lua_setglobal(L, "g");

    from_lua(L, "lua->kernel: g:entity_get (trivial call)", "g:entity_get(e, 'cost')",
             "local e = g:entity_new('card') g:entity_set(e, 'cost', 3)");
    from_lua(L, "lua->kernel: g:rng_range(1, 6)", "g:rng_range(1, 6)", "");
    from_lua(L, "lua->kernel: g:dice_pool_roll, pool of 5 custom dice",
             "g:dice_pool_roll(p, 'attack')",
             "local d = g:dice_new('hero', {{symbols = {hit = 1}}, {symbols = {hit = 1}}, "
             "{symbols = {hit = 1, tide = 1}}, {symbols = {focus = 2}}, "
             "{symbols = {focus = 1}}, {symbols = {tide = 1}}}) "
             "local p = g:dice_pool_new({d, d, d, d, d})");

    /* A reachable set from Lua and the same call from C: the difference is
     * what the binding adds (argument checks, the result as Lua tables). */
    tab_id grid;
    tab_grid_new(g, 20, 20, &grid);
    tab_atom rock = tab_atom_of(g, "rock");
    tab_grid_define_terrain(g, grid, rock, 1, TAB_GRID_T_BLOCKS_MOVE);
    for (int c = 0; c < 400; c += 7)
        tab_grid_set_terrain(g, grid, c % 20, c / 20, 1, 1, rock);
    lua_pushinteger(L, grid);
    lua_setglobal(L, "grid");
    from_lua(L, "lua->kernel: g:grid_reachable, budget 6 on 20 x 20",
             "g:grid_reachable(grid, 10, 10, {budget = 6})", "local grid = grid");
    tab_grid_reached reach[400];
    uint32_t n;
    tab_grid_move_opts six = {.budget = 6};
    tab_grid_reachable(g, grid, 10, 10, &six, reach, 400, &n);
    bench_info("grid reachable set, budget 6 on 20 x 20: %u cells", n);
    BENCH_TIME("C call: tab_grid_reachable, budget 6 on 20 x 20", "ns/call", 1e9, 1, 0.1, {
        tab_grid_reachable(g, grid, 10, 10, &six, reach, 400, &n);
        sink += n;
    });

    /* The hex binding, when this build has it: the same reachable set. */
    lua_getglobal(L, "g");
    lua_getfield(L, -1, "hex_reachable");
    bool have_hex = !lua_isnil(L, -1);
    lua_pop(L, 2);
    if (have_hex) {
        tab_id map, fig;
        tab_hex_map_new(g, TAB_HEX_ODD_R, 40, 25, &map);
        tab_entity_new(g, tab_atom_of(g, "figure"), &fig);
        tab_hex_place(g, map, fig, (tab_hex){20, 12}, 0);
        lua_pushinteger(L, map);
        lua_setglobal(L, "map");
        lua_pushinteger(L, fig);
        lua_setglobal(L, "fig");
        from_lua(L, "lua->kernel: g:hex_reachable, budget 6 on 1000 hexes",
                 "g:hex_reachable(map, fig, {budget = 6})", "local map, fig = map, fig");
        tab_hex_step steps[1000];
        BENCH_TIME("C call: tab_hex_reachable, budget 6 on 1000 hexes", "ns/call", 1e9, 1, 0.1,
                   {
                       tab_hex_reachable(g, map, fig, NULL, 6, steps, 1000, &n);
                       sink += n;
                   });
    } else {
        bench_note("no Lua binding of hex maps in this build: g:hex_reachable not measured");
    }
    lua_close(L);
    tab_game_free(g);
}

/* ---- Scenarios ----------------------------------------------------------- */

/* An allocator that counts the bytes live and their peak. */
typedef struct counter {
    size_t live, peak;
} counter;

static void *counting_alloc(void *ud, void *p, size_t osize, size_t nsize)
{
    counter *c = ud;
    if (nsize == 0) {
        free(p);
        c->live -= p ? osize : 0;
        return NULL;
    }
    void *q = realloc(p, nsize);
    if (q) {
        c->live += nsize - (p ? osize : 0);
        if (c->live > c->peak)
            c->peak = c->live;
    }
    return q;
}

/* Games a playtest worker plays in a row for its peak memory, at
 * BENCH_SCALE 1: enough for the arena to settle, few enough that the seed
 * scenarios fit in seconds (a random Dragon Tides game takes a third of one). */
#define WORKER_GAMES 20

#define MAX_ROOTS 16
static const char *roots[MAX_ROOTS];
static int nroots;

static tab_game *new_game(uint64_t seed, counter *c)
{
    tab_game *g = tab_game_new(c ? counting_alloc : NULL, c, seed);
    for (int i = 0; i < nroots; i++)
        tab_game_add_root(g, roots[i]);
    return g;
}

/* Answers every decision in C, no bot: a random option, or the first k
 * when k are to be picked. Returns the decisions made, or -1 on an error. */
static long play(tab_game *g, uint64_t *rng)
{
    long decisions = 0;
    tab_status s;
    while ((s = tab_game_run(g)) == TAB_DECISION && decisions < 100000) {
        const tab_decision *d = tab_game_decision(g);
        uint32_t count = tab_decision_option_count(d), min, max, picks[64];
        int order;
        tab_decision_picks(d, &min, &max, &order);
        uint32_t k = min ? min : 1;
        if (k > count)
            k = count;
        if (k > 64)
            k = 64;
        for (uint32_t i = 0; i < k; i++)
            picks[i] = i;
        if (k == 1) {
            *rng = *rng * 6364136223846793005u + 1442695040888963407u;
            picks[0] = (uint32_t)((*rng >> 33) % count);
        }
        if (tab_game_answer_as(g, tab_decision_player(d, 0), picks, k) != TAB_OK)
            return -1;
        decisions++;
    }
    return s == TAB_DONE || s == TAB_DECISION ? decisions : -1;
}

static void scenario(const char *id, int players)
{
    char name[160];
    /* A fresh game with the scenario loaded. */
    tab_game *g = new_game(1, NULL);
    if (tab_game_start(g, id, players) != TAB_OK) {
        bench_note("%s: %s", id, tab_game_error(g));
        tab_game_free(g);
        return;
    }
    snprintf(name, sizeof name, "%s: memory of a fresh game", id);
    bench_report(name, (double)tab_game_memory(g) / 1024.0, "KiB");
    tab_game_free(g);

    /* Decisions through the host loop, each game loaded afresh. */
    uint64_t rng = 1, seed = 1;
    long failed = 0;
    bench_loop l = bench_loop_start(0.2);
    bench_series decisions = {0}, games = {0};
    while (bench_loop_next(&l)) {
        long made = 0, played = 0;
        double t0 = bench_clock(), t;
        do {
            g = new_game(seed++, NULL);
            long d = tab_game_start(g, id, players) == TAB_OK ? play(g, &rng) : -1;
            failed += d < 0;
            made += d > 0 ? d : 0;
            played++;
            tab_game_free(g);
        } while ((t = bench_clock() - t0) < l.seconds);
        bench_series_add(&decisions, &l, (double)made / t);
        bench_series_add(&games, &l, (double)played / t);
    }
    if (failed)
        bench_note("%s: %ld games stopped on an error in the host loop", id, failed);
    snprintf(name, sizeof name, "%s: decisions through the host loop", id);
    bench_rate_figure(name, "decisions/s", 1.0, &decisions);
    snprintf(name, sizeof name, "%s: whole games in the host loop (load + play)", id);
    bench_rate_figure(name, "games/s", 1.0, &games);

    /* A playtest worker: one game restarted for game after game. */
    counter c = {0, 0};
    int worker_games = (int)(WORKER_GAMES * bench_settings_get()->scale + 0.5);
    if (worker_games < 3)
        worker_games = 3;
    g = new_game(1, &c);
    if (tab_game_start(g, id, players) == TAB_OK) {
        for (int i = 0; i < worker_games; i++) {
            play(g, &rng);
            if (tab_game_restart(g, (uint64_t)i + 2) != TAB_OK)
                break;
        }
    }
    tab_game_free(g);
    snprintf(name, sizeof name, "%s: peak memory of a worker over %d games", id, worker_games);
    bench_report(name, (double)c.peak / 1024.0, "KiB");
}

/* Each game under root/scripts (as tabula list finds them). */
static void scenarios_under(const char *root, char seen[][128], int *nseen)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/scripts", root);
    DIR *d = opendir(dir);
    struct dirent *ent;
    while (d && (ent = readdir(d)) && *nseen < 64) {
        if (ent->d_name[0] == '.' || strcmp(ent->d_name, "std") == 0)
            continue;
        char path[4352];
        snprintf(path, sizeof path, "%s/%s", dir, ent->d_name);
        DIR *sub = opendir(path);
        if (!sub)
            continue;
        closedir(sub);
        bool dup = false;
        for (int i = 0; i < *nseen; i++)
            dup |= strcmp(seen[i], ent->d_name) == 0;
        if (!dup)
            snprintf(seen[(*nseen)++], 128, "%.127s", ent->d_name);
    }
    if (d)
        closedir(d);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(a, b);
}

/* The scenarios played by default, at the player counts of issue 18. */
static const struct {
    const char *id;
    int players;
} seed_scenarios[] = {
    {"dragon-tides/dojo", 2},        {"long-dark-sea/act1", 1},    {"spirit-island/standard", 1},
    {"tidal-blades/first-fight", 2}, {"tile-tactics/skirmish", 2}, {"duel/classic", 2},
    {"connect-four/classic", 2},
};

int main(void)
{
    bench_group("runtime");
    calls();

    roots[nroots++] = TABULA_SOURCE_ROOT;
    roots[nroots++] = TABULA_SOURCE_ROOT "/examples/new-scenario";
    roots[nroots++] = TABULA_SOURCE_ROOT "/test/bench/games";
    char *path = getenv("TABULA_PATH") ? strdup(getenv("TABULA_PATH")) : NULL, *save = NULL;
    for (char *tok = path ? strtok_r(path, ":", &save) : NULL; tok && nroots < MAX_ROOTS;
         tok = strtok_r(NULL, ":", &save))
        if (*tok)
            roots[nroots++] = tok;
    const char *which = getenv("BENCH_GAMES");
    if (!which || strcmp(which, "all") != 0) {
        for (size_t i = 0; i < sizeof seed_scenarios / sizeof *seed_scenarios; i++)
            scenario(seed_scenarios[i].id, seed_scenarios[i].players);
        free(path);
        return sink == 42;
    }
    static char games[64][128];
    int ngames = 0;
    for (int i = 0; i < nroots; i++)
        scenarios_under(roots[i], games, &ngames);
    qsort(games, (size_t)ngames, sizeof *games, by_name);
    for (int i = 0; i < ngames; i++) {
        tab_game *g = new_game(0, NULL);
        const tab_scenario_info *info;
        uint32_t count = 0;
        if (tab_game_scenarios(g, games[i], &info, &count) != TAB_OK)
            bench_note("%s: %s", games[i], tab_game_error(g));
        /* Copied: the list is valid only until the next call on g. */
        char ids[32][128];
        int players[32];
        uint32_t k = count < 32 ? count : 32;
        for (uint32_t j = 0; j < k; j++) {
            snprintf(ids[j], sizeof ids[j], "%s", info[j].id);
            players[j] = info[j].min_players;
        }
        tab_game_free(g);
        for (uint32_t j = 0; j < k; j++)
            scenario(ids[j], players[j]);
    }
    free(path);
    return sink == 42;
}
