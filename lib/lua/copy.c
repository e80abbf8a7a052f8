/* copy.c - a running game's whole position copied into another game that
 * has the same content loaded, without loading any script: the kernel
 * state at the last checkpoint, the answers since replayed on top (at most
 * one step of rules), so the copy waits on the same decision. Search bots
 * copy a position per iteration; this is what makes that cheap. */
#include <stdio.h>
#include <string.h>

#include "../atom.h"
#include "runtime.h"

/* Whether the two games run the same rules for the same seats. */
static int same_content(const tabi_runtime *a, const tabi_runtime *b)
{
    return a->content_hash == b->content_hash && a->players == b->players &&
           strcmp(a->game, b->game) == 0 && strcmp(a->scenario, b->scenario) == 0;
}

/* dst's answer log becomes src's first n answers. */
static tab_status copy_answers(tab_game *dst, tabi_runtime *d, const tabi_runtime *s, uint32_t n)
{
    uint32_t npicks = n ? s->answers[n - 1].off + s->answers[n - 1].n : 0;
    tab_status st = tabi_grow(dst, (void **)&d->answers, &d->answers_cap, n ? n : 1,
                              sizeof *d->answers);
    if (st == TAB_OK)
        st = tabi_grow(dst, (void **)&d->picks, &d->picks_cap, npicks + 1, sizeof *d->picks);
    if (st != TAB_OK)
        return st;
    if (n) /* a game with no answer yet may have no log at all */
        memcpy(d->answers, s->answers, n * sizeof *d->answers);
    if (npicks)
        memcpy(d->picks, s->picks, npicks * sizeof *d->picks);
    d->nanswers = n;
    d->npicks = npicks;
    return TAB_OK;
}

/* Gives dst the answers src gave since its checkpoint, each to the decision
 * it answered; the hashes, where both games keep them, must agree. */
static tab_status replay_step(tab_game *dst, tabi_runtime *d, const tabi_runtime *s)
{
    for (uint32_t i = s->checkpoint_answer; i < s->nanswers; i++) {
        const tabi_answer *a = &s->answers[i];
        tab_status st = tab_game_run(dst);
        if (st != TAB_DECISION)
            return TAB_IS_ERROR(st) ? st
                                    : tabi_fail(dst, TAB_ESCRIPT, "tab_game_copy: answer %u has "
                                                "no decision to answer in the copy", i + 1);
        if ((st = tab_game_answer_as(dst, a->player, s->picks + a->off, a->n)) != TAB_OK)
            return st;
        uint64_t h = d->answers[d->nanswers - 1].hash;
        if (h && a->hash && h != a->hash)
            return tabi_fail(dst, TAB_ESCRIPT, "tab_game_copy: answer %u reached another state "
                             "in the copy (the rules are not deterministic?)", i + 1);
    }
    /* src may have gone on from its last answer to the next decision and
     * wait there with nobody's answer yet: so must the copy. */
    const struct tab_decision *pending = &s->decision;
    uint32_t answered = 0;
    for (uint32_t p = 0; p < pending->nplayers; p++)
        answered += pending->answered[p];
    if (pending->active && answered == 0) {
        tab_status st = tab_game_run(dst);
        if (st != TAB_DECISION)
            return TAB_IS_ERROR(st) ? st
                                    : tabi_fail(dst, TAB_ESCRIPT, "tab_game_copy: the copy asks "
                                                "for no decision where the game waits on one");
    }
    return TAB_OK;
}

tab_status tab_game_copy(tab_game *dst, tab_game *src)
{
    TABI_CHECK_GAME(dst);
    TABI_CHECK_GAME(src);
    tabi_runtime *d = dst->rt, *s = src->rt;
    if (dst == src)
        return tabi_fail(dst, TAB_EMISUSE, "tab_game_copy: a game copied onto itself");
    if (!s || !s->started)
        return tabi_fail(dst, TAB_EMISUSE, "tab_game_copy: the game copied from has not started");
    if (src->determinized)
        return tabi_fail(dst, TAB_EMISUSE, "tab_game_copy: the game copied from was "
                         "determinized (tab_game_determinize) while a rule waited: its "
                         "checkpoint is not its position until the step ends");
    if (!d || !d->started)
        return tabi_fail(dst, TAB_EMISUSE, "tab_game_copy: the game copied into has not started "
                         "(start it with the same scenario and players)");
    if (!same_content(d, s))
        return tabi_fail(dst, TAB_EINVAL, "tab_game_copy: %s/%s for %d players with content "
                         "%016llx cannot take a position of %s/%s for %d with content %016llx",
                         d->game, d->scenario, d->players, (unsigned long long)d->content_hash,
                         s->game, s->scenario, s->players, (unsigned long long)s->content_hash);
    if (dst->alloc != src->alloc || dst->alloc_ud != src->alloc_ud)
        return tabi_fail(dst, TAB_EMISUSE, "tab_game_copy: the games use different allocators");
    /* The kernel state the position starts from: the checkpoint when a rule
     * waits (its coroutine cannot be copied; the answers rebuild it), else
     * the state itself. Nothing of dst changes before this can fail. */
    int mid = src->mid_step;
    const tab_snapshot *from = s->checkpoint;
    if (!mid) {
        tab_status st = tabi_snapshot_owned(dst, src, &d->copy_buf);
        if (st != TAB_OK)
            return tabi_fail(dst, st, "%s", tab_game_error(src));
        from = d->copy_buf;
    }
    /* The state names things by atom number: dst's must mean what src's do. */
    tab_status st = tabi_atoms_adopt(dst, src);
    if (st == TAB_OK)
        st = tabi_game_restore(dst, from);
    if (st != TAB_OK)
        return st;
    /* dst's own history is not this position's. */
    dst->log.begin = dst->log.end;
    tabi_decision_clear(dst, d);
    tabi_runtime_drop_step(dst, d);
    d->game_entity = s->game_entity;
    d->agenda = s->agenda;
    d->pushed = 0;
    st = copy_answers(dst, d, s, mid ? s->checkpoint_answer : s->nanswers);
    d->checkpoint_answer = d->nanswers;
    if (st == TAB_OK && mid)
        st = replay_step(dst, d, s);
    return st;
}

tab_status tab_game_new_like(tab_game *g, uint64_t seed, tab_game **out)
{
    TABI_CHECK_GAME(g);
    const tabi_runtime *s = g->rt;
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_new_like: NULL out");
    *out = NULL;
    if (!s || !s->started)
        return tabi_fail(g, TAB_EMISUSE, "tab_game_new_like: the game has not started");
    tab_game *c = tab_game_new(g->alloc, g->alloc_ud, seed);
    if (!c)
        return tabi_fail(g, TAB_ENOMEM, "tab_game_new_like: out of memory");
    tab_status st = tab_game_set_print(c, NULL, NULL);
    for (uint32_t i = 0; i < s->nroots && st == TAB_OK; i++)
        st = tab_game_add_root(c, s->roots[i]);
    for (uint32_t i = 0; i < s->noptions && st == TAB_OK; i++)
        st = tab_game_set_option(c, s->option_keys[i], s->option_values[i]);
    if (st == TAB_OK)
        st = tab_game_set_limit(c, TAB_LIMIT_INSTRUCTIONS, s->instruction_limit);
    if (st == TAB_OK)
        st = tab_game_set_limit(c, TAB_LIMIT_MEMORY, s->memory_limit);
    char id[512];
    snprintf(id, sizeof id, "%s/%s", s->game, s->scenario);
    if (st == TAB_OK)
        st = tab_game_start(c, id, s->players);
    if (st != TAB_OK) {
        tabi_fail(g, st, "tab_game_new_like: %s", tab_game_error(c));
        tab_game_free(c);
        return st;
    }
    *out = c;
    return TAB_OK;
}
