/* test_upvalue_writes.c - the freezer's reading of bytecode
 * (lib/lua/upvalue_writes.c): which upvalues a function's code can assign.
 * Were the reader to fall back to "all of them" it would stay correct but
 * slow, which no other test would notice. */
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include "testutil.h"
#include "lua/runtime.h"

/* Loads chunk, runs it, and reads the upvalues of the function it returns. */
static int writes_of(const char *chunk, unsigned char *written, int *n)
{
    lua_State *L = luaL_newstate();
    assert_non_null(L);
    luaL_openlibs(L);
    assert_int_equal(luaL_dostring(L, chunk), LUA_OK);
    lua_Debug ar;
    lua_pushvalue(L, -1);
    lua_getinfo(L, ">u", &ar);
    *n = ar.nups;
    int told = tabi_upvalue_writes(L, -1, written, ar.nups);
    lua_close(L);
    return told;
}

static void test_only_assigned_upvalues(void **state)
{
    (void)state;
    unsigned char w[256];
    int n;
    /* Upvalues in order of first use: limit, helper, count. */
    assert_true(writes_of("local limit, count = 3, 0\n"
                          "local function helper(x) return x * 2 end\n"
                          "return function() if helper(limit) > 0 then count = count + 1 end end",
                          w, &n));
    assert_int_equal(n, 3);
    assert_int_equal(w[0], 0); /* limit: read only */
    assert_int_equal(w[1], 0); /* helper: read only */
    assert_int_equal(w[2], 1); /* count: assigned */
}

static void test_assignment_in_a_nested_closure(void **state)
{
    (void)state;
    unsigned char w[256];
    int n;
    assert_true(writes_of("local seen, other = 0, 0\n"
                          "return function()\n"
                          "  local mine = other\n"
                          "  local function bump() seen = seen + 1; mine = mine + 1 end\n"
                          "  bump()\n"
                          "end", w, &n));
    assert_int_equal(n, 2);
    assert_int_equal(w[0], 0); /* other: read only */
    assert_int_equal(w[1], 1); /* seen: assigned two functions down */
}

static void test_env_swap_is_an_assignment(void **state)
{
    (void)state;
    unsigned char w[256];
    int n;
    assert_true(writes_of("return function() _ENV = {} end", w, &n));
    assert_int_equal(n, 1);
    assert_int_equal(w[0], 1);
}

static void test_c_function_is_all_upvalues(void **state)
{
    (void)state;
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    unsigned char w[2] = {0, 0};
    lua_getglobal(L, "print");
    assert_false(tabi_upvalue_writes(L, -1, w, 2));
    assert_int_equal(w[0], 1);
    assert_int_equal(w[1], 1);
    lua_close(L);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_only_assigned_upvalues),
        cmocka_unit_test(test_assignment_in_a_nested_closure),
        cmocka_unit_test(test_env_swap_is_an_assignment),
        cmocka_unit_test(test_c_function_is_all_upvalues),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
