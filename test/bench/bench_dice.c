/* bench_dice.c - dice: pool rolls, rerolls and counts of 5 custom dice, and
 * the exact distribution of 10-die pools. */
#include "bench.h" /* first: it sets _POSIX_C_SOURCE */

#include <string.h>

static tab_die_face face(tab_atom a, int32_t ca, tab_atom b, int32_t cb)
{
    tab_die_face f;
    memset(&f, 0, sizeof f);
    f.sym[0] = a, f.count[0] = ca;
    f.sym[1] = b, f.count[1] = cb;
    return f;
}

int main(void)
{
    tab_game *g = tab_game_new(NULL, NULL, 42);
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
    tab_id hero, danger, d6, pool;
    tab_dice_new(g, tab_atom_of(g, "hero"), hero_faces, 6, &hero);
    tab_dice_new(g, tab_atom_of(g, "danger"), danger_faces, 6, &danger);
    tab_dice_numeric(g, 6, &d6);
    tab_id five[5] = {hero, hero, hero, hero, danger};
    tab_dice_pool_new(g, five, 5, &pool);
    tab_atom stream = tab_atom_of(g, "attack");
    int64_t sink = 0;

    BENCH_RATE("dice: roll a pool of 5 custom dice", 1000, 0.1, {
        for (int i = 0; i < 1000; i++)
            tab_dice_pool_roll(g, pool, stream);
    });
    uint32_t two[2] = {1, 3};
    BENCH_RATE("dice: reroll 2 of a pool of 5", 1000, 0.1, {
        for (int i = 0; i < 1000; i++)
            tab_dice_pool_reroll(g, pool, two, 2, stream);
    });
    BENCH_RATE("dice: count a symbol on a pool of 5", 1000, 0.1, {
        for (int i = 0; i < 1000; i++) {
            int64_t c;
            tab_dice_pool_count(g, pool, hit, &c);
            sink += c;
        }
    });

    /* The exact distribution of a 10-die pool, reported as time per call. */
    tab_id ten_custom[10], ten_d6[10];
    for (int i = 0; i < 10; i++) {
        ten_custom[i] = i < 6 ? hero : danger;
        ten_d6[i] = d6;
    }
    tab_dice_term net[3] = {{hit, 1}, {tide, 1}, {miss, -1}};
    tab_dice_term value = {TAB_DICE_VALUE, 1};
    double p[128];
    int64_t min;
    uint32_t len;
    struct {
        const char *name;
        const tab_id *dice;
        const tab_dice_term *score;
        uint32_t nterms;
    } dists[2] = {
        {"dice: exact distribution, 10 custom dice (us)", ten_custom, net, 3},
        {"dice: exact distribution, 10d6 sum (us)", ten_d6, &value, 1},
    };
    for (int k = 0; k < 2; k++)
        BENCH_TIME(dists[k].name, "us", 1e6, 1, 0.1, {
            tab_dice_dist(g, dists[k].dice, 10, dists[k].score, dists[k].nterms, p, 128, &min,
                          &len);
            sink += len;
        });
    double q;
    tab_dice_term hits = {hit, 1};
    BENCH_RATE("dice: P(at least 3 hits on 4 hero dice)", 1, 0.1, {
        tab_dice_at_least(g, five, 4, &hits, 1, 3, &q);
        sink += q > 0.3;
    });
    BENCH_RATE("dice: pool from notation \"3d6+2\" (and free)", 1, 0.1, {
        tab_id np;
        tab_dice_pool_notation(g, "3d6+2", &np);
        tab_dice_pool_free(g, np);
    });
    tab_game_free(g);
    return sink == 42; /* keeps the work from being optimized away */
}
