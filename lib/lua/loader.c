/* loader.c - finds and loads a game's scripts: scripts/<game>/ then
 * cards/<game>/ under each root, every .lua file in bytewise path order, as
 * text only, each with its own chunk name so errors name file and line. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <lauxlib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#define XXH_STATIC_LINKING_ONLY /* XXH3_state_t by value */
#include <xxhash.h>

#include "runtime.h"
#include "sandbox.h"

#define MAX_SCRIPT_BYTES (4u << 20)
#define MAX_SCRIPTS 10000

static const char modules_key = 'M'; /* registry: module name -> result, while loading */

/* A folder being listed, boxed in a userdata whose __gc closes it: a Lua
 * error (out of memory) while it is open must not leak it. */
static void close_box(DIR **box)
{
    if (*box)
        closedir(*box);
    *box = NULL;
}

static int close_dir(lua_State *L)
{
    close_box(lua_touserdata(L, 1));
    return 0;
}

static DIR **push_dir(lua_State *L, const char *dir)
{
    DIR **box = lua_newuserdatauv(L, sizeof *box, 0);
    *box = NULL;
    if (luaL_newmetatable(L, "tabula.loader.dir")) {
        lua_pushcfunction(L, close_dir);
        lua_setfield(L, -2, "__gc");
    }
    lua_setmetatable(L, -2);
    *box = opendir(dir);
    return box;
}

/* Appends to the list at list_idx every .lua file under dir (recursively),
 * as paths; returns how many. */
static int collect(lua_State *L, int list_idx, const char *dir, int depth)
{
    if (depth > 16)
        return luaL_error(L, "folders nested too deep at %s", dir);
    DIR **box = push_dir(L, dir);
    DIR *d = *box;
    if (!d) {
        lua_pop(L, 1);
        return 0;
    }
    int boxed = lua_gettop(L);
    struct dirent *ent;
    int n = 0;
    while ((ent = readdir(d))) {
        if (ent->d_name[0] == '.')
            continue;
        lua_pushfstring(L, "%s/%s", dir, ent->d_name);
        const char *path = lua_tostring(L, -1);
        struct stat sb;
        if (stat(path, &sb) != 0) {
            lua_pop(L, 1);
            continue;
        }
        if (S_ISDIR(sb.st_mode)) {
            /* The path stays on the stack, where the collector cannot take
             * it, while collect() lists it. */
            n += collect(L, list_idx, path, depth + 1);
            lua_pop(L, 1);
        } else {
            size_t len = strlen(ent->d_name);
            if (len > 4 && strcmp(ent->d_name + len - 4, ".lua") == 0 &&
                lua_rawlen(L, list_idx) < MAX_SCRIPTS) {
                lua_rawseti(L, list_idx, (lua_Integer)lua_rawlen(L, list_idx) + 1);
                n++;
                continue;
            }
            lua_pop(L, 1);
        }
    }
    close_box(box);
    lua_remove(L, boxed);
    return n;
}

static int path_less(lua_State *L)
{
    lua_pushboolean(L, strcmp(luaL_checkstring(L, 1), luaL_checkstring(L, 2)) < 0);
    return 1;
}

/* Reads the file at path into a Lua string on the stack. Nothing that can
 * raise a Lua error (out of memory) runs while the file is open: the buffer
 * is made first, the string after it is closed. */
static void read_file(lua_State *L, const char *path)
{
    /* stat opens nothing; and fopen would open a folder too, which then
     * reads as nothing: an empty script that says nothing is wrong. */
    struct stat sb;
    if (stat(path, &sb) != 0)
        luaL_error(L, "cannot open %s: %s", path, strerror(errno));
    if (!S_ISREG(sb.st_mode))
        luaL_error(L, "%s is not a file", path);
    if (sb.st_size > (off_t)MAX_SCRIPT_BYTES)
        luaL_error(L, "%s is larger than %d bytes", path, MAX_SCRIPT_BYTES);
    size_t size = (size_t)sb.st_size;
    char *buf = lua_newuserdatauv(L, size ? size : 1, 0);
    FILE *f = fopen(path, "rb");
    if (!f)
        luaL_error(L, "cannot open %s: %s", path, strerror(errno));
    size_t got = fread(buf, 1, size, f);
    int more = fgetc(f) != EOF;
    fclose(f);
    if (got != size || more)
        luaL_error(L, "%s changed while it was read", path);
    lua_pushlstring(L, buf, got);
    lua_remove(L, -2);
}

/* To-be-closed variables run code at scope exit, which the sandbox does not
 * allow (and Lua 5.4.4 has crash bugs around them): tabi_sandbox_find_close
 * finds "<close>" however it is spaced. */
static int line_of(const char *s, const char *at)
{
    int line = 1;
    for (; s < at; s++)
        line += *s == '\n';
    return line;
}

/* The content hash as it is, over each file's path relative to its root,
 * so that the same rules hash the same wherever they are and however the
 * root is spelled; and as it was before (issue 20), over the name errors
 * show, which for a root after the first is the path as given: replays and
 * saves written then still load where they did. */
typedef struct content_hashes {
    XXH3_state_t now, legacy;
} content_hashes;

/* The hashes in a userdata made by push_hashes: XXH3_state_t wants
 * 64-byte alignment, more than Lua promises. */
static content_hashes *hashes_in(void *raw)
{
    return (content_hashes *)(((uintptr_t)raw + 63) & ~(uintptr_t)63);
}

static content_hashes *push_hashes(lua_State *L)
{
    content_hashes *h = hashes_in(lua_newuserdatauv(L, sizeof(content_hashes) + 63, 0));
    XXH3_64bits_reset(&h->now);
    XXH3_64bits_reset(&h->legacy);
    return h;
}

/* Loads one script (path, shown as name, rel to its root) into env and
 * runs it; leaves its first result (or true) on the stack. */
static void run_script(lua_State *L, tabi_runtime *rt, int env, const char *path,
                       const char *name, const char *rel, content_hashes *hash)
{
    read_file(L, path);
    size_t len;
    const char *src = lua_tolstring(L, -1, &len);
    if (hash) {
        XXH3_64bits_update(&hash->now, rel, strlen(rel) + 1);
        XXH3_64bits_update(&hash->now, src, len);
        XXH3_64bits_update(&hash->legacy, name, strlen(name) + 1);
        XXH3_64bits_update(&hash->legacy, src, len);
    }
    const char *close = tabi_sandbox_find_close(src, len);
    if (close)
        luaL_error(L, "%s:%d: to-be-closed variables (<close>) are not allowed in content",
                   name, line_of(src, close));
    lua_pushfstring(L, "@%s", name);
    if (luaL_loadbufferx(L, src, len, lua_tostring(L, -1), "t") != LUA_OK) {
        /* The compiler's "C stack overflow" names no line: point at the
         * first place nested that deep. */
        if (!tabi_sandbox_has_where(lua_tostring(L, -1))) {
            const char *deep = tabi_sandbox_find_deep(src, len, 100);
            luaL_error(L, "%s:%d: %s (code nested too deeply to compile)", name,
                       deep ? line_of(src, deep) : 1, lua_tostring(L, -1));
        }
        lua_error(L);
    }
    lua_pushvalue(L, env);
    lua_setupvalue(L, -2, 1); /* _ENV */
    /* No budget of its own: loading a game's content is one run, so the
     * cost of loading cannot grow with the number of files. */
    (void)rt;
    /* The handler names the file and line of errors that do not (a table
     * raised as an error, a C function's error); the stack is gone after. */
    lua_pushcfunction(L, tabi_sandbox_msgh);
    lua_insert(L, -2);
    if (lua_pcall(L, 0, 1, -2) != LUA_OK)
        lua_error(L);
    lua_remove(L, -2);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_pushboolean(L, 1);
    }
    lua_replace(L, -3); /* drop the chunk name and the source */
    lua_pop(L, 1);
}

typedef struct load_args {
    tabi_runtime *rt;
    int env;
} load_args;

/* require(name): a module of the game's scripts, or of the shared content
 * library for "std/...", loaded once while loading. */
static int l_require(lua_State *L)
{
    const char *name = luaL_checkstring(L, 1);
    for (const char *p = name; *p; p++)
        if (!(*p == '_' || *p == '-' || *p == '/' || (*p >= 'a' && *p <= 'z') ||
              (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')) ||
            (p[0] == '/' && p[1] == '/'))
            return luaL_error(L, "require: bad module name '%s'", name);
    if (name[0] == '/' || name[0] == '\0')
        return luaL_error(L, "require: bad module name '%s'", name);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &modules_key) != LUA_TTABLE)
        return luaL_error(L, "require is only available while scripts load");
    int modules = lua_gettop(L);
    /* "std/..." is the shared content library (scripts/std/), any other
     * name a module of the game's own scripts. */
    if (strncmp(name, "std/", 4) == 0)
        lua_pushfstring(L, "scripts/%s.lua", name);
    else
        lua_pushfstring(L, "scripts/%s/%s.lua", tabi_runtime_from(L)->game, name);
    const char *rel = lua_tostring(L, -1);
    if (lua_getfield(L, modules, rel) != LUA_TNIL) {
        if (lua_islightuserdata(L, -1))
            return luaL_error(L, "require: '%s' requires itself (a cycle)", name);
        return 1;
    }
    lua_pop(L, 1);
    /* Mark it in progress, then load it from the first root that has it. */
    lua_pushlightuserdata(L, (void *)&modules_key);
    lua_setfield(L, modules, rel);
    tabi_runtime *rt = tabi_runtime_from(L);
    for (uint32_t r = 0; r < rt->nroots; r++) {
        lua_pushfstring(L, "%s/%s", rt->roots[r], rel);
        struct stat sb;
        if (stat(lua_tostring(L, -1), &sb) == 0) {
            lua_getfield(L, LUA_REGISTRYINDEX, "tabula.env");
            int env = lua_gettop(L);
            content_hashes *hash = hashes_in(lua_touserdata(L, lua_upvalueindex(1)));
            run_script(L, rt, env, lua_tostring(L, -2), r == 0 ? rel : lua_tostring(L, -2), rel,
                       hash);
            lua_pushvalue(L, -1);
            lua_setfield(L, modules, rel);
            return 1;
        }
        lua_pop(L, 1);
    }
    return luaL_error(L, "require: no module '%s' (looked for %s under each root)", name, rel);
}

static int load_all(lua_State *L)
{
    load_args *args = lua_touserdata(L, 1);
    tabi_runtime *rt = args->rt;
    content_hashes *hash = push_hashes(L);
    lua_newtable(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &modules_key);
    lua_pushvalue(L, -1);
    lua_pushcclosure(L, l_require, 1);
    tabi_protect_add(L, args->env, "require");

    int found = 0;
    /* The bots every game has, then the game's rules, then its content. */
    static const char *const parts[] = {"scripts/std/bots", "scripts", "cards"};
    for (int part = 0; part < 3; part++) {
        for (uint32_t r = 0; r < rt->nroots; r++) {
            lua_newtable(L);
            int list = lua_gettop(L);
            if (part == 0)
                lua_pushfstring(L, "%s/%s", rt->roots[r], parts[part]);
            else
                lua_pushfstring(L, "%s/%s/%s", rt->roots[r], parts[part], rt->game);
            const char *dir = lua_tostring(L, -1);
            struct stat sb;
            if (part == 1 && stat(dir, &sb) == 0 && S_ISDIR(sb.st_mode))
                found = 1;
            size_t prefix = strlen(rt->roots[r]) + 1;
            collect(L, list, dir, 0);
            lua_pop(L, 1);
            /* Sort by path: the load order is defined, whatever readdir says. */
            lua_getfield(L, args->env, "table");
            lua_getfield(L, -1, "sort");
            lua_pushvalue(L, list);
            lua_pushcfunction(L, path_less);
            lua_call(L, 2, 0);
            lua_pop(L, 1);
            lua_rawgetp(L, LUA_REGISTRYINDEX, &modules_key);
            int modules = lua_gettop(L);
            for (lua_Integer i = 1; i <= (lua_Integer)lua_rawlen(L, list); i++) {
                lua_rawgeti(L, list, i);
                const char *path = lua_tostring(L, -1);
                const char *rel = path + prefix;
                if (lua_getfield(L, modules, rel) != LUA_TNIL) { /* required already */
                    lua_pop(L, 2);
                    continue;
                }
                lua_pop(L, 1);
                lua_pushlightuserdata(L, (void *)&modules_key);
                lua_setfield(L, modules, rel);
                run_script(L, rt, args->env, path, r == 0 ? rel : path, rel, hash);
                lua_setfield(L, modules, rel);
                lua_pop(L, 1);
            }
            lua_settop(L, list - 1);
        }
    }
    if (!found) {
        luaL_Buffer b;
        luaL_buffinit(L, &b);
        lua_pushfstring(L, "no game '%s': there is no scripts/%s folder under", rt->game, rt->game);
        luaL_addvalue(&b);
        for (uint32_t r = 0; r < rt->nroots; r++) {
            lua_pushfstring(L, " %s", rt->roots[r]);
            luaL_addvalue(&b);
        }
        luaL_pushresult(&b);
        return lua_error(L);
    }
    rt->content_hash = XXH3_64bits_digest(&hash->now);
    rt->content_hash_legacy = XXH3_64bits_digest(&hash->legacy);
    /* require works only while loading. */
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &modules_key);
    return 0;
}

int tabi_load_game(lua_State *L, tabi_runtime *rt, int env_idx)
{
    /* Stack indices are per call frame: load_all finds the environment as
     * its own argument 2. */
    load_args args = {rt, 2};
    env_idx = lua_absindex(L, env_idx);
    lua_pushcfunction(L, load_all);
    lua_pushlightuserdata(L, &args);
    lua_pushvalue(L, env_idx);
    return lua_pcall(L, 2, 0, 0);
}

void tabi_load_script(lua_State *L, tabi_runtime *rt, int env, const char *path)
{
    run_script(L, rt, lua_absindex(L, env), path, path, path, NULL);
}
