/* cmd_test.c - tabula test [PATH...]: runs rule tests. A test file is Lua
 * that calls test(name, fn) for each test; fn drives games through the
 * tabula module with the helpers of scripts/std/testing.lua, and may
 * require "std/..." modules. Each failure is
 * reported with its file and line; the last line counts passes and fails. */
#include <dirent.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

int luaopen_tabula(lua_State *L);

static int passed, failed;

/* test(name, fn): runs fn now, reporting the outcome. */
static int l_test(lua_State *L)
{
    const char *name = luaL_checkstring(L, 1);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    if (lua_pcall(L, 0, 0, 0) == LUA_OK) {
        printf("  ok    %s\n", name);
        passed++;
    } else {
        printf("  FAIL  %s\n        %s\n", name,
               lua_isstring(L, -1) ? lua_tostring(L, -1) : "(error object is not a string)");
        lua_pop(L, 1);
        failed++;
    }
    fflush(stdout);
    return 0;
}

static int run_file(const char *path)
{
    lua_State *L = luaL_newstate();
    if (!L) {
        cli_error("out of memory");
        return 1;
    }
    luaL_openlibs(L);
    /* require "std/..." finds the shared content library (scripts/std/),
     * so a test reads a game's singleton the way its rules do. */
    lua_getglobal(L, "package");
    lua_pushfstring(L, "%s/scripts/?.lua;", cli_root());
    lua_getfield(L, -2, "path");
    lua_concat(L, 2);
    lua_setfield(L, -2, "path");
    lua_pop(L, 1);
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_PRELOAD_TABLE);
    lua_pushcfunction(L, luaopen_tabula);
    lua_setfield(L, -2, "tabula");
    lua_pop(L, 1);
    printf("%s\n", path);
    char helpers[4096];
    snprintf(helpers, sizeof helpers, "%s/scripts/std/testing.lua", cli_root());
    int status = luaL_loadfile(L, helpers);
    if (status == LUA_OK) {
        lua_pushstring(L, cli_root());
        status = lua_pcall(L, 1, 1, 0);
    }
    if (status == LUA_OK) {
        /* The helpers become globals of the test file. */
        lua_pushnil(L);
        while (lua_next(L, -2))
            lua_setglobal(L, lua_tostring(L, -2)); /* keys are names */
        lua_pop(L, 1);
        lua_pushcfunction(L, l_test);
        lua_setglobal(L, "test");
        lua_pushstring(L, cli_root());
        lua_setglobal(L, "ROOT");
        status = luaL_dofile(L, path);
    }
    if (status != LUA_OK) {
        printf("  FAIL  (the file)\n        %s\n", lua_tostring(L, -1));
        failed++;
    }
    lua_close(L);
    return 0;
}

static int is_dir(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 && S_ISDIR(sb.st_mode);
}

static int compare(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every .lua file under dir, in sorted order. */
static void run_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        cli_error("cannot open %s", dir);
        failed++;
        return;
    }
    char **names = NULL;
    size_t n = 0;
    struct dirent *ent;
    while ((ent = readdir(d))) {
        if (ent->d_name[0] == '.')
            continue;
        names = realloc(names, (n + 1) * sizeof *names);
        names[n] = malloc(strlen(dir) + strlen(ent->d_name) + 2);
        sprintf(names[n++], "%s/%s", dir, ent->d_name);
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, compare);
    for (size_t i = 0; i < n; i++) {
        size_t len = strlen(names[i]);
        if (is_dir(names[i]))
            run_dir(names[i]);
        else if (len > 4 && strcmp(names[i] + len - 4, ".lua") == 0)
            run_file(names[i]);
        free(names[i]);
    }
    free(names);
}

int cmd_test(int argc, char **argv)
{
    if (argc == 1 && strcmp(argv[0], "--help") == 0) {
        puts("usage: tabula test [PATH...]\n"
             "Runs rule tests: each .lua file under each PATH (default test/rules under the\n"
             "root). A file calls test(name, fn) per test; helpers: new_game, play, answer,\n"
             "has_option, option_index, eq, ok, fails, events (scripts/std/testing.lua).");
        return 0;
    }
    char fallback[4096];
    snprintf(fallback, sizeof fallback, "%s/test/rules", cli_root());
    char *defaults[] = {fallback};
    if (argc == 0) {
        argc = 1;
        argv = defaults;
    }
    for (int i = 0; i < argc; i++) {
        if (argv[i][0] == '-') {
            cli_error("test: unknown option '%s'", argv[i]);
            return EXIT_USAGE;
        }
        if (is_dir(argv[i]))
            run_dir(argv[i]);
        else
            run_file(argv[i]);
    }
    printf("tests: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
