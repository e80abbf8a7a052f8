/* sample.h - a small game with something of every kind of state, built in
 * one of several orders, for the snapshot, hash, save and OOM tests. Each
 * step returns its status, so a failing allocator can stop it anywhere. */
#ifndef TABULA_SAMPLE_H
#define TABULA_SAMPLE_H

#include "testutil.h"

#define TRY(expr) do { tab_status s_ = (expr); if (s_ != TAB_OK) return s_; } while (0)

static tab_atom sample_atom(tab_game *g, const char *s, tab_status *err)
{
    tab_atom a = tab_atom_of(g, s);
    if (!a && *err == TAB_OK)
        *err = TAB_ENOMEM;
    return a;
}

/* reversed != 0 interns names, sets properties and tags, and fills zones in
 * another order, reaching the same game. */
static tab_status build_sample(tab_game *g, int reversed)
{
    tab_status err = TAB_OK;
    const char *names[] = {"hero", "hp", "name", "Axl", "flying", "ally", "deck",
                           "hand", "heights", "dice", "enemy-deck"};
    tab_atom at[11];
    for (int i = 0; i < 11; i++) {
        int k = reversed ? 10 - i : i;
        at[k] = sample_atom(g, names[k], &err);
    }
    TRY(err);
    tab_id e[4];
    for (int i = 0; i < 4; i++)
        TRY(tab_entity_new(g, at[0], &e[i]));
    int32_t heights[5] = {0, 1, 2, 1, 0};
    for (int n = 0; n < 4; n++) {
        int i = reversed ? 3 - n : n;
        if (reversed) {
            TRY(tab_entity_set_array(g, e[i], at[8], TAB_VINT, heights, (uint32_t)i + 1));
            TRY(tab_entity_tag(g, e[i], at[4]));
            TRY(tab_entity_set(g, e[i], at[5], tab_ref(e[(i + 1) % 4])));
            TRY(tab_entity_set(g, e[i], at[2], tab_atomv(at[3])));
            TRY(tab_entity_set(g, e[i], at[1], tab_int(10 + i)));
        } else {
            TRY(tab_entity_set(g, e[i], at[1], tab_int(99))); /* overwritten below */
            TRY(tab_entity_set(g, e[i], at[1], tab_int(10 + i)));
            TRY(tab_entity_set(g, e[i], at[2], tab_atomv(at[3])));
            TRY(tab_entity_set(g, e[i], at[5], tab_ref(e[(i + 1) % 4])));
            TRY(tab_entity_tag(g, e[i], at[4]));
            TRY(tab_entity_set_array(g, e[i], at[8], TAB_VINT, heights, (uint32_t)i + 1));
        }
    }
    tab_zone deck, hand;
    TRY(tab_zone_new(g, at[6], TAB_NO_PLAYER, TAB_SEE_NOBODY, &deck));
    TRY(tab_zone_new(g, at[7], 0, TAB_SEE_OWNER, &hand));
    if (reversed) {
        /* Reach the order e3 e2 e1 by inserting at the top, via the hand. */
        TRY(tab_zone_insert(g, hand, e[1], 0));
        TRY(tab_zone_insert(g, deck, e[1], 0));
        TRY(tab_zone_insert(g, deck, e[2], 0));
        TRY(tab_zone_insert(g, deck, e[3], 0));
    } else {
        for (int i = 3; i >= 1; i--)
            TRY(tab_zone_insert(g, deck, e[i], TAB_ZONE_END));
    }
    TRY(tab_zone_insert(g, hand, e[0], 0));
    /* Touch two streams (order does not matter, draws do). */
    uint64_t v;
    for (int n = 0; n < 2; n++) {
        tab_atom s = (n == 0) != !!reversed ? at[9] : at[10];
        TRY(tab_rng_u64(g, s, &v));
    }
    return TAB_OK;
}

#endif
