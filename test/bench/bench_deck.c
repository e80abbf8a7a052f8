/* bench_deck.c - decks and bags: a 40-card deck shuffled and drawn whole,
 * draws through refills, bag draws and a player's view of a zone. */
#include "bench.h"

int main(void)
{
    tab_game *g = tab_game_new(NULL, NULL, 42);
    tab_zone draw, discard, hand;
    tab_id deck;
    tab_zone_new(g, tab_atom_of(g, "deck"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &draw);
    tab_zone_new(g, tab_atom_of(g, "discard"), TAB_NO_PLAYER, TAB_SEE_ALL, &discard);
    tab_zone_new(g, tab_atom_of(g, "hand"), 0, TAB_SEE_OWNER, &hand);
    tab_deck_new(g, draw, discard, TAB_DECK_REFILL_RESHUFFLE, &deck);
    tab_atom card = tab_atom_of(g, "card");
    for (int i = 0; i < 40; i++) {
        tab_id c;
        tab_entity_new(g, card, &c);
        tab_deck_put(g, deck, c, TAB_ZONE_END);
    }
    uint64_t sink = 0;
    tab_id drawn[40];

    BENCH_RATE("deck: shuffle 40 cards", 1, 0.1, { tab_deck_shuffle(g, deck); });
    /* The 40 drawn cards go back by one bulk move, timed too. */
    BENCH_RATE("deck: shuffle + draw of 40 cards", 1, 0.1, {
        tab_deck_shuffle(g, deck);
        tab_deck_draw_n(g, deck, TAB_DECK_TOP, 40, hand, TAB_ZONE_END, drawn);
        sink += drawn[0];
        tab_deck_move(g, hand, TAB_DECK_TOP, 40, draw, TAB_ZONE_END);
    });
    /* A game's cycle: the whole deck drawn into the discard pile, then the
     * discard pile shuffled back in. */
    BENCH_RATE("deck: draw 40 + reshuffle the discard back", 1, 0.1, {
        tab_deck_draw_n(g, deck, TAB_DECK_TOP, 40, discard, 0, drawn);
        sink += drawn[39];
        tab_deck_reshuffle(g, deck);
    });
    /* Draw one at a time into the discard pile: every 40th draw reshuffles. */
    BENCH_RATE("deck: single draws through refills", 1000, 0.1, {
        for (int i = 0; i < 1000; i++) {
            tab_id c;
            tab_deck_draw(g, deck, TAB_DECK_TOP, discard, 0, &c);
            sink += c;
        }
    });

    tab_zone bag_zone, used;
    tab_id bag;
    tab_zone_new(g, tab_atom_of(g, "bag"), TAB_NO_PLAYER, TAB_SEE_UNORDERED, &bag_zone);
    tab_zone_new(g, tab_atom_of(g, "used"), TAB_NO_PLAYER, TAB_SEE_ALL, &used);
    tab_bag_new(g, bag_zone, used, TAB_BAG_REFILL_DISCARD, &bag);
    tab_atom token = tab_atom_of(g, "token");
    for (int i = 0; i < 18; i++) {
        tab_id t;
        tab_entity_new(g, token, &t);
        tab_bag_put(g, bag, t);
    }
    BENCH_RATE("bag: draws of 18 tokens through refills", 1000, 0.1, {
        for (int i = 0; i < 1000; i++) {
            tab_id t;
            tab_bag_draw(g, bag, used, TAB_ZONE_END, &t);
            sink += t;
        }
    });

    tab_id buf[40];
    tab_deck_reshuffle(g, deck); /* all 40 cards back in the draw pile */
    tab_zone_set_visibility(g, draw, TAB_NO_PLAYER, TAB_SEE_UNORDERED);
    BENCH_RATE("view: unordered 40-card zone", 1000, 0.1, {
        for (int i = 0; i < 1000; i++) {
            tab_view_zone(g, draw, 1, buf, 40, NULL, NULL);
            sink += buf[0];
        }
    });
    tab_game_free(g);
    return sink == 42; /* keeps the work from being optimized away */
}
