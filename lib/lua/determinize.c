/* determinize.c - tab_game_determinize: a game (a search bot's copy) made
 * into one of the positions a player cannot tell from it. The kernel
 * resamples what the player cannot see (../determinize.c); this side
 * forgets the answers others gave to a pending simultaneous decision,
 * which the player has not seen either. */
#include <string.h>

#include "../determinize.h"
#include "runtime.h"

/* Takes the answers of every player but player to the pending decision out
 * of the log and the decision, which then waits on them again. They are
 * the log's last entries, one per player who answered, so the log is
 * compacted in place. */
static void forget_others(tabi_runtime *rt, int player)
{
    struct tab_decision *d = &rt->decision;
    uint32_t answered = 0;
    for (uint32_t p = 0; p < d->nplayers; p++)
        answered += d->answered[p] != 0;
    if (answered == 0 || answered > rt->nanswers)
        return;
    uint32_t first = rt->nanswers - answered, kept = first;
    uint32_t npicks = rt->answers[first].off;
    for (uint32_t i = first; i < rt->nanswers; i++) {
        tabi_answer a = rt->answers[i];
        if (a.player != player)
            continue;
        memmove(rt->picks + npicks, rt->picks + a.off, a.n * sizeof *rt->picks);
        a.off = npicks;
        npicks += a.n;
        rt->answers[kept++] = a;
    }
    rt->nanswers = kept;
    rt->npicks = npicks;
    for (uint32_t p = 0; p < d->nplayers; p++) {
        if (d->answered[p] && d->players[p] != player) {
            d->answered[p] = 0;
            d->npicks[p] = 0;
            d->picks[p] = NULL;
        }
    }
}

tab_status tab_game_determinize(tab_game *g, int player, uint64_t seed)
{
    TABI_CHECK_GAME(g);
    tabi_runtime *rt = g->rt && g->rt->started ? g->rt : NULL;
    if (player < TAB_NO_PLAYER || (rt && player >= rt->players))
        return tabi_fail(g, TAB_EMISUSE, "tab_game_determinize: no player %d%s", player,
                         rt ? " in this game" : "");
    /* The kernel's part first: it fails before changing anything, and
     * forgetting answers cannot fail. */
    tab_status s = tabi_determinize(g, player, seed);
    if (s != TAB_OK)
        return s;
    if (rt && rt->decision.active)
        forget_others(rt, player);
    /* The step's checkpoint is the real position, no longer this one. */
    if (g->mid_step)
        g->determinized = 1;
    return TAB_OK;
}
