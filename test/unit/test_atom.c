/* test_atom.c - interned strings. */
#include "testutil.h"

static void same_text_same_atom(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom a = A(g, "hero"), b = A(g, "enemy");
    assert_int_not_equal(a, b);
    assert_int_equal(A(g, "hero"), a);
    assert_string_equal(tab_atom_str(g, a), "hero");
    assert_int_equal(tab_atom_find(g, "enemy"), b);
    assert_int_equal(tab_atom_find(g, "nobody"), TAB_ATOM_NONE);
    tab_game_free(g);
}

static void builtins_have_fixed_numbers(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    assert_int_equal(tab_atom_find(g, "main"), TAB_ATOM_MAIN);
    assert_int_equal(tab_atom_find(g, "zone.move"), TAB_EV_ZONE_MOVE);
    assert_string_equal(tab_atom_str(g, TAB_EV_ENTITY_SET), "entity.set");
    assert_null(tab_atom_str(g, 100000));
    tab_game_free(g);
}

static void bad_names_are_refused(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    char long_name[TAB_ATOM_MAX_LEN + 2];
    memset(long_name, 'x', sizeof long_name - 1);
    long_name[sizeof long_name - 1] = '\0';
    assert_int_equal(tab_atom_of(g, long_name), TAB_ATOM_NONE);
    assert_non_null(strstr(tab_game_error(g), "1 to 255 bytes"));
    long_name[TAB_ATOM_MAX_LEN] = '\0';
    assert_int_not_equal(tab_atom_of(g, long_name), TAB_ATOM_NONE);
    assert_int_equal(tab_atom_of(g, ""), TAB_ATOM_NONE);
    assert_int_equal(tab_atom_of(g, NULL), TAB_ATOM_NONE);
    assert_int_equal(tab_atom_of(NULL, "x"), TAB_ATOM_NONE);
    tab_game_free(g);
}

static void many_atoms_survive_rehashing(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    char name[32];
    tab_atom first = 0;
    for (int i = 0; i < 5000; i++) {
        snprintf(name, sizeof name, "atom-%d", i);
        tab_atom a = A(g, name);
        if (i == 0)
            first = a;
        assert_int_equal(a, first + (tab_atom)i);
    }
    for (int i = 0; i < 5000; i += 7) {
        snprintf(name, sizeof name, "atom-%d", i);
        assert_int_equal(tab_atom_find(g, name), first + (tab_atom)i);
        assert_string_equal(tab_atom_str(g, first + (tab_atom)i), name);
    }
    tab_game_free(g);
}

/* tab_atom_find and tab_atom_of remember atoms by the address of the
 * caller's string: an address that later holds another text (a Lua string
 * collected and its memory reused, a reused buffer) must give that text's
 * atom, never the remembered one. */
static void a_reused_address_is_checked_against_its_text(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom hero = A(g, "hero"), hp = A(g, "hp");
    char buf[16];
    strcpy(buf, "hero");
    assert_int_equal(tab_atom_find(g, buf), hero);
    assert_int_equal(tab_atom_of(g, buf), hero);
    strcpy(buf, "hp");
    assert_int_equal(tab_atom_find(g, buf), hp);
    strcpy(buf, "her"); /* a prefix of what the address held */
    assert_int_equal(tab_atom_find(g, buf), TAB_ATOM_NONE);
    strcpy(buf, "heroes"); /* longer, with the old text as its prefix */
    assert_int_equal(tab_atom_find(g, buf), TAB_ATOM_NONE);
    tab_atom heroes = tab_atom_of(g, buf);
    assert_int_not_equal(heroes, TAB_ATOM_NONE);
    assert_int_not_equal(heroes, hero);
    assert_int_equal(tab_atom_find(g, buf), heroes);
    strcpy(buf, "hero");
    assert_int_equal(tab_atom_of(g, buf), hero);
    assert_string_equal(tab_atom_str(g, tab_atom_find(g, buf)), "hero");
    strcpy(buf, "");
    assert_int_equal(tab_atom_find(g, buf), TAB_ATOM_NONE);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_text_same_atom),
        cmocka_unit_test(builtins_have_fixed_numbers),
        cmocka_unit_test(bad_names_are_refused),
        cmocka_unit_test(many_atoms_survive_rehashing),
        cmocka_unit_test(a_reused_address_is_checked_against_its_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
