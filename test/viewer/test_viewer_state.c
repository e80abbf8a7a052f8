/* test_viewer_state.c - the replay viewer's reading of a state
 * (cli/viewer_state.c) on a game built by hand: what a player's parts hold
 * of a face-down card (nothing but its place), JSON that can sit inside a
 * <script> element, and every kind of board read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "viewer.h"

/* The text of every part of a view, one after the other. */
static char *view_text(tab_game *g, int player)
{
    viewer_parts parts = {0};
    assert_int_equal(viewer_read_state(g, player, &parts), 0);
    vbuf all = {0};
    for (uint32_t i = 0; i < parts.n; i++) {
        assert_true(parts.v[i].keylen > 2 && parts.v[i].text[0] == '"');
        assert_int_equal(parts.v[i].text[parts.v[i].keylen], ':');
        vbuf_puts(&all, parts.v[i].text);
        vbuf_puts(&all, "\n");
    }
    viewer_parts_clear(&parts);
    free(parts.v);
    return all.s;
}

static void test_json_in_a_script(void **state)
{
    (void)state;
    vbuf b = {0};
    vbuf_json_str(&b, "</script><b>&\"\\\n\x01");
    assert_string_equal(b.s, "\"\\u003c/script\\u003e\\u003cb\\u003e\\u0026\\\"\\\\\\n\\u0001\"");
    vbuf_free(&b);
}

static tab_atom atom(tab_game *g, const char *s)
{
    return tab_atom_of(g, s);
}

static void test_face_down_card(void **state)
{
    (void)state;
    tab_game *g = tab_game_new(NULL, NULL, 1);
    tab_zone hand;
    tab_id card, grid;
    assert_int_equal(tab_zone_new(g, atom(g, "hand.0"), 0, TAB_SEE_OWNER, &hand), TAB_OK);
    assert_int_equal(tab_entity_new(g, atom(g, "card"), &card), TAB_OK);
    assert_int_equal(tab_entity_set(g, card, atom(g, "name"), tab_atomv(atom(g, "secret-card"))), TAB_OK);
    assert_int_equal(tab_zone_insert(g, hand, card, 0), TAB_OK);
    /* The card also stands on a board: its place is public, not its name. */
    assert_int_equal(tab_grid_new(g, 3, 3, &grid), TAB_OK);
    assert_int_equal(tab_grid_place(g, grid, card, 1, 1, 0), TAB_OK);

    char *owner = view_text(g, 0), *other = view_text(g, 1), *all = view_text(g, VIEWER_ALL);
    char id[32];
    snprintf(id, sizeof id, "\"e%u\"", card);
    assert_non_null(strstr(owner, "secret-card"));
    assert_non_null(strstr(all, "secret-card"));
    assert_null(strstr(other, "secret-card"));
    assert_null(strstr(other, id));
    assert_non_null(strstr(owner, id));
    /* The other player knows the hand's size, not what is in it. */
    assert_non_null(strstr(other, "\"n\":\"hand.0\",\"o\":0,\"v\":1,\"s\":1,\"l\":0}"));
    char occ[64];
    snprintf(occ, sizeof occ, "\"occ\":[4,%u]", card);
    assert_non_null(strstr(owner, occ));
    assert_non_null(strstr(other, "\"occ\":[4,0]"));
    free(owner);
    free(other);
    free(all);
    tab_game_free(g);
}

static void test_every_board(void **state)
{
    (void)state;
    tab_game *g = tab_game_new(NULL, NULL, 1);
    tab_id map, boss, track, regions, a, b, sectors, card;
    assert_int_equal(tab_hex_map_new(g, TAB_HEX_ODD_R, 4, 3, &map), TAB_OK);
    assert_int_equal(tab_entity_new(g, atom(g, "boss"), &boss), TAB_OK);
    tab_hex base[3] = {{1, 0}, {2, 0}, {1, 1}};
    assert_int_equal(tab_hex_place_shape(g, map, boss, base, 3, 1), TAB_OK);
    tab_track_def def = {.min = 0, .max = 5, .start = 2};
    assert_int_equal(tab_track_new(g, &def, &track), TAB_OK);
    assert_int_equal(tab_region_map_new(g, &regions), TAB_OK);
    tab_region_spec ra = {.name = atom(g, "A1"), .terrain = atom(g, "jungle")};
    tab_region_spec rb = {.name = atom(g, "A2")};
    assert_int_equal(tab_region_add(g, regions, &ra, &a), TAB_OK);
    assert_int_equal(tab_region_add(g, regions, &rb, &b), TAB_OK);
    assert_int_equal(tab_region_connect(g, a, b), TAB_OK);
    assert_int_equal(tab_sector_grid_new(g, 3, 4, TAB_SECTOR_PATH_TWO, &sectors), TAB_OK);
    assert_int_equal(tab_entity_new(g, atom(g, "raid"), &card), TAB_OK);
    assert_int_equal(tab_sector_advance(g, sectors, card, NULL), TAB_OK);

    char *all = view_text(g, 0);
    char want[128];
    /* The boss's whole base, as offset cells col + row * cols. */
    snprintf(want, sizeof want, "\"fig\":[[%u,1,", boss);
    assert_non_null(strstr(all, want));
    assert_non_null(strstr(all, "\"t\":\"track\""));
    assert_non_null(strstr(all, "\"v\":2,\"min\":0,\"max\":5"));
    assert_non_null(strstr(all, "\"n\":\"A1\",\"ter\":\"jungle\""));
    snprintf(want, sizeof want, "\"adj\":[%u]", b);
    assert_non_null(strstr(all, want));
    snprintf(want, sizeof want, "\"card\":[%u,0,", card);
    assert_non_null(strstr(all, want));
    free(all);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_json_in_a_script),
        cmocka_unit_test(test_face_down_card),
        cmocka_unit_test(test_every_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
