/* bench_lua.c - the kernel against straightforward Lua 5.4 doing the same
 * work in the same process: hex distances, a hex reachable set and a pool
 * of five custom dice; the kernel's speed-up called from C and, where the
 * binding has the call, from Lua. */
#include "bench.h" /* first: it sets the POSIX level */

#include <lauxlib.h>
#include <lualib.h>

#include "lua/binding.h"

int luaopen_tabula(lua_State *L);

#define COLS 40
#define ROWS 25
#define PAIRS 1024

/* What a Lua programmer would write without the kernel: hexes as {q=, r=}
 * tables, a breadth-first search over integer keys (every step costs 1 on
 * this map, so no priority queue is needed: simpler than the kernel's
 * search), dice as lists of faces mapping symbols to counts. */
static const char baseline[] =
    "local abs, random = math.abs, math.random\n"
    "function hex_distance(a, b)\n"
    "  local dq, dr = a.q - b.q, a.r - b.r\n"
    "  return (abs(dq) + abs(dr) + abs(dq + dr)) // 2\n"
    "end\n"
    "local dirs = {{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}}\n"
    "function reachable(open, q0, r0, budget)\n"
    "  local cost = {[q0 * 65536 + r0] = 0}\n"
    "  local out = {{hex = {q = q0, r = r0}, cost = 0}}\n"
    "  local qs, rs, head, tail = {q0}, {r0}, 1, 1\n"
    "  while head <= tail do\n"
    "    local q, r = qs[head], rs[head]\n"
    "    head = head + 1\n"
    "    local c = cost[q * 65536 + r]\n"
    "    if budget < 0 or c < budget then\n"
    "      for i = 1, 6 do\n"
    "        local d = dirs[i]\n"
    "        local nq, nr = q + d[1], r + d[2]\n"
    "        local k = nq * 65536 + nr\n"
    "        if open[k] and not cost[k] then\n"
    "          cost[k] = c + 1\n"
    "          tail = tail + 1\n"
    "          qs[tail], rs[tail] = nq, nr\n"
    "          out[#out + 1] = {hex = {q = nq, r = nr}, cost = c + 1}\n"
    "        end\n"
    "      end\n"
    "    end\n"
    "  end\n"
    "  return out\n"
    "end\n"
    "local hero = {{hit = 1}, {hit = 1}, {hit = 1, tide = 1}, {focus = 2}, {focus = 1}, {tide = 1}}\n"
    "local danger = {{miss = 1}, {}, {hit = 1}, {hit = 1}, {hit = 1, tide = 1}, {hit = 2}}\n"
    "pool = {hero, hero, hero, hero, danger}\n"
    "function roll(dice)\n"
    "  local faces, totals = {}, {}\n"
    "  for i = 1, #dice do\n"
    "    local die = dice[i]\n"
    "    local face = die[random(#die)]\n"
    "    faces[i] = face\n"
    "    for sym, n in pairs(face) do totals[sym] = (totals[sym] or 0) + n end\n"
    "  end\n"
    "  return faces, totals\n"
    "end\n"
    /* The timed loops, one call a sample batch. */
    "function run_distance(pa, pb)\n"
    "  local s = 0\n"
    "  for i = 1, #pa do s = s + hex_distance(pa[i], pb[i]) end\n"
    "  return s\n"
    "end\n"
    "function run_reachable(open, q, r, budget) return #reachable(open, q, r, budget) end\n"
    "function run_roll(n)\n"
    "  local hits = 0\n"
    "  for _ = 1, n do\n"
    "    local _, totals = roll(pool)\n"
    "    hits = hits + (totals.hit or 0)\n"
    "  end\n"
    "  return hits\n"
    "end\n"
    /* The same through the binding, where it has the calls. */
    "function run_bound_roll(g, p, n)\n"
    "  local hits = 0\n"
    "  for _ = 1, n do\n"
    "    g:dice_pool_roll(p, 'attack')\n"
    "    hits = hits + g:dice_pool_count(p, 'hit')\n"
    "  end\n"
    "  return hits\n"
    "end\n"
    "function run_bound_reachable(g, map, fig, budget)\n"
    "  return #g:hex_reachable(map, fig, budget >= 0 and {budget = budget} or nil)\n"
    "end\n";

static int64_t sink;

/* Calls the global function fn with the values on the stack above the
 * function (nargs of them, pushed by the caller after fn); adds an integer
 * result to sink. Returns 0 with the message in *err on an error. */
static int call(lua_State *L, int nargs, const char **err)
{
    if (lua_pcall(L, nargs, 1, 0) != LUA_OK) {
        *err = lua_tostring(L, -1);
        lua_pop(L, 1);
        return 0;
    }
    sink += lua_tointeger(L, -1);
    lua_pop(L, 1);
    return 1;
}

static void die(const char *what, const char *err)
{
    fprintf(stderr, "bench_lua: %s: %s\n", what, err);
    exit(1);
}

static tab_hex cell(int col, int row)
{
    tab_hex h = {0, 0};
    tab_hex_from_offset(TAB_HEX_ODD_R, (tab_hex_offset){col, row}, &h);
    return h;
}

static uint32_t rng_state = 2463534242u;

static uint32_t next(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

/* A 1,000-hex map with short impassable walls and one figure. */
static tab_id sample_map(tab_game *g, tab_id *fig)
{
    tab_id map;
    tab_hex_map_new(g, TAB_HEX_ODD_R, COLS, ROWS, &map);
    for (int i = 0; i < 40; i++) {
        int c = (int)(next() % COLS), r = (int)(next() % ROWS), dir = (int)(next() % 6);
        tab_hex h = cell(c, r);
        for (int k = 0; k < 3; k++, h = tab_hex_neighbor(TAB_HEX_POINTY, h, dir))
            tab_hex_set_terrain(g, map, h, TAB_HEX_IMPASSABLE);
    }
    tab_entity_new(g, tab_atom_of(g, "figure"), fig);
    while (tab_hex_place(g, map, *fig, cell((int)(next() % COLS), (int)(next() % ROWS)), 0) !=
           TAB_OK) {
    }
    return map;
}

/* Pushes {[q * 65536 + r] = true} for the open hexes of map. */
static void push_open(lua_State *L, tab_game *g, tab_id map)
{
    lua_newtable(L);
    for (int row = 0; row < ROWS; row++)
        for (int col = 0; col < COLS; col++) {
            tab_hex h = cell(col, row);
            tab_hex_terrain t;
            tab_hex_terrain_at(g, map, h, &t);
            if (t != TAB_HEX_NORMAL)
                continue;
            lua_pushboolean(L, 1);
            lua_rawseti(L, -2, (lua_Integer)h.q * 65536 + h.r);
        }
}

static void push_hexes(lua_State *L, const tab_hex *h, int n)
{
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        lua_createtable(L, 0, 2);
        lua_pushinteger(L, h[i].q);
        lua_setfield(L, -2, "q");
        lua_pushinteger(L, h[i].r);
        lua_setfield(L, -2, "r");
        lua_rawseti(L, -2, i + 1);
    }
}

static tab_die_face face(tab_atom a, int32_t ca, tab_atom b, int32_t cb)
{
    tab_die_face f;
    memset(&f, 0, sizeof f);
    f.sym[0] = a, f.count[0] = ca;
    f.sym[1] = b, f.count[1] = cb;
    return f;
}

/* Three figures of one comparison: kernel, Lua, and the speed-up. */
static void report(const char *what, const char *unit, bench_series *kernel, bench_series *lua)
{
    char name[128];
    snprintf(name, sizeof name, "%s: kernel", what);
    bench_rate_figure(name, unit, 1.0, kernel);
    snprintf(name, sizeof name, "%s: plain Lua", what);
    bench_rate_figure(name, unit, 1.0, lua);
    snprintf(name, sizeof name, "%s: kernel / plain Lua", what);
    bench_ratio_figure(name, kernel, lua);
}

int main(void)
{
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    luaL_requiref(L, "tabula", luaopen_tabula, 0);
    lua_pop(L, 1);
    if (luaL_dostring(L, baseline) != LUA_OK)
        die("baseline", lua_tostring(L, -1));
    tab_game *g = tab_game_new(NULL, NULL, 42);
    tabi_lua_pushgame(L, g, 0);
    lua_setglobal(L, "g");
    bench_group("peers");
    const char *err = NULL;

    /* Hex distance over 1,024 random pairs. */
    static tab_hex a[PAIRS], b[PAIRS];
    for (int i = 0; i < PAIRS; i++) {
        a[i] = cell((int)(next() % COLS), (int)(next() % ROWS));
        b[i] = cell((int)(next() % COLS), (int)(next() % ROWS));
    }
    push_hexes(L, a, PAIRS);
    lua_setglobal(L, "pa");
    push_hexes(L, b, PAIRS);
    lua_setglobal(L, "pb");
    bench_loop l = bench_loop_start(0.1);
    bench_series kernel = {0}, lua = {0}, bound = {0};
    while (bench_loop_next(&l)) {
        BENCH_SAMPLE(&l, &kernel, PAIRS, {
            for (int i = 0; i < PAIRS; i++)
                sink += tab_hex_distance(a[i], b[i]);
        });
        BENCH_SAMPLE(&l, &lua, PAIRS, {
            lua_getglobal(L, "run_distance");
            lua_getglobal(L, "pa");
            lua_getglobal(L, "pb");
            if (!call(L, 2, &err))
                die("run_distance", err);
        });
    }
    report("hex distance", "ops/s", &kernel, &lua);

    /* A walking figure's reachable set on a 1,000-hex map. */
    tab_id fig, map = sample_map(g, &fig);
    tab_hex at;
    uint32_t at_n;
    tab_hex_figure_cells(g, map, fig, &at, 1, &at_n, NULL);
    static tab_hex_step steps[COLS * ROWS];
    uint32_t n = 0;
    push_open(L, g, map);
    lua_setglobal(L, "open");
    bool have_binding = false;
    lua_getglobal(L, "g");
    lua_getfield(L, -1, "hex_reachable");
    have_binding = !lua_isnil(L, -1);
    lua_pop(L, 2);
    for (int k = 0; k < 2; k++) {
        int32_t budget = k ? 6 : -1;
        char what[96];
        snprintf(what, sizeof what, "hex reachable set, 1000 hexes, %s",
                 k ? "budget 6" : "no limit");
        /* Both must find the same hexes. */
        tab_hex_reachable(g, map, fig, NULL, budget, steps, COLS * ROWS, &n);
        lua_getglobal(L, "run_reachable");
        lua_getglobal(L, "open");
        lua_pushinteger(L, at.q);
        lua_pushinteger(L, at.r);
        lua_pushinteger(L, budget);
        lua_call(L, 4, 1);
        lua_Integer lua_n = lua_tointeger(L, -1);
        lua_pop(L, 1);
        bench_info("%s: kernel reaches %u hexes, plain Lua %lld", what, n, (long long)lua_n);
        l = bench_loop_start(0.1);
        memset(&kernel, 0, sizeof kernel);
        memset(&lua, 0, sizeof lua);
        memset(&bound, 0, sizeof bound);
        bool bound_ok = have_binding;
        while (bench_loop_next(&l)) {
            BENCH_SAMPLE(&l, &kernel, 1, {
                tab_hex_reachable(g, map, fig, NULL, budget, steps, COLS * ROWS, &n);
                sink += n;
            });
            BENCH_SAMPLE(&l, &lua, 1, {
                lua_getglobal(L, "run_reachable");
                lua_getglobal(L, "open");
                lua_pushinteger(L, at.q);
                lua_pushinteger(L, at.r);
                lua_pushinteger(L, budget);
                if (!call(L, 4, &err))
                    die("run_reachable", err);
            });
            if (bound_ok)
                BENCH_SAMPLE(&l, &bound, 1, {
                    lua_getglobal(L, "run_bound_reachable");
                    lua_getglobal(L, "g");
                    lua_pushinteger(L, map);
                    lua_pushinteger(L, fig);
                    lua_pushinteger(L, budget);
                    if (bound_ok && !call(L, 4, &err)) {
                        bench_note("g:hex_reachable from Lua failed: %s", err);
                        bound_ok = false;
                    }
                });
        }
        report(what, "ops/s", &kernel, &lua);
        if (bound_ok) {
            char name[128];
            snprintf(name, sizeof name, "%s: through the binding", what);
            bench_rate_figure(name, "ops/s", 1.0, &bound);
            snprintf(name, sizeof name, "%s: binding / plain Lua", what);
            bench_ratio_figure(name, &bound, &lua);
        }
    }
    if (!have_binding)
        bench_note("no Lua binding of hex maps in this build: hex calls from Lua not measured");

    /* Rolling five custom dice and counting hits. */
    tab_atom hit = tab_atom_of(g, "hit"), focus = tab_atom_of(g, "focus");
    tab_atom tide = tab_atom_of(g, "tide"), miss = tab_atom_of(g, "miss");
    tab_die_face hero_faces[6] = {
        face(hit, 1, 0, 0), face(hit, 1, 0, 0), face(hit, 1, tide, 1),
        face(focus, 2, 0, 0), face(focus, 1, 0, 0), face(tide, 1, 0, 0),
    };
    tab_die_face danger_faces[6] = {
        face(miss, 1, 0, 0), face(0, 0, 0, 0), face(hit, 1, 0, 0),
        face(hit, 1, 0, 0), face(hit, 1, tide, 1), face(hit, 2, 0, 0),
    };
    tab_id hero, danger, pool;
    tab_dice_new(g, tab_atom_of(g, "hero"), hero_faces, 6, &hero);
    tab_dice_new(g, tab_atom_of(g, "danger"), danger_faces, 6, &danger);
    tab_id five[5] = {hero, hero, hero, hero, danger};
    tab_dice_pool_new(g, five, 5, &pool);
    tab_atom stream = tab_atom_of(g, "attack");
    l = bench_loop_start(0.1);
    memset(&kernel, 0, sizeof kernel);
    memset(&lua, 0, sizeof lua);
    memset(&bound, 0, sizeof bound);
    while (bench_loop_next(&l)) {
        BENCH_SAMPLE(&l, &kernel, 1000, {
            for (int i = 0; i < 1000; i++) {
                int64_t c;
                tab_dice_pool_roll(g, pool, stream);
                tab_dice_pool_count(g, pool, hit, &c);
                sink += c;
            }
        });
        BENCH_SAMPLE(&l, &lua, 1000, {
            lua_getglobal(L, "run_roll");
            lua_pushinteger(L, 1000);
            if (!call(L, 1, &err))
                die("run_roll", err);
        });
        BENCH_SAMPLE(&l, &bound, 1000, {
            lua_getglobal(L, "run_bound_roll");
            lua_getglobal(L, "g");
            lua_pushinteger(L, pool);
            lua_pushinteger(L, 1000);
            if (!call(L, 3, &err))
                die("run_bound_roll", err);
        });
    }
    report("dice pool of 5 custom dice, roll + count", "ops/s", &kernel, &lua);
    bench_rate_figure("dice pool of 5 custom dice, roll + count: through the binding", "ops/s",
                      1.0, &bound);
    bench_ratio_figure("dice pool of 5 custom dice, roll + count: binding / plain Lua", &bound,
                       &lua);

    lua_close(L);
    tab_game_free(g);
    return sink == 42; /* keeps the work from being optimized away */
}
