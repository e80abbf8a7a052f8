/* search.h - the search bots' private pieces: options, the tree's tables
 * and the search itself. The search uses only the public API (tabula.h). */
#ifndef TABULA_SEARCH_PRIVATE_H
#define TABULA_SEARCH_PRIVATE_H

#include <stddef.h>
#include <stdint.h>

#include "../core.h" /* the game's allocator and its error: see docs/layers.md */
#include "tabula.h"

/* A search's options, parsed from its spec. */
typedef struct tabi_search_opts {
    int info_sets;        /* ismcts: determinize for the deciding player */
    uint32_t iterations;
    double c;
    char rollout[64];     /* the rollout bot's name */
    char prior[64];       /* the bot whose picks the tree favours; "" the rollout bot's
                             unless that is random, "none" none */
    uint32_t depth;       /* rollout decisions before the evaluation; 0 none */
    double seconds;       /* a time budget too; 0 none */
} tabi_search_opts;

/* Whether name is a search spec at all ("mcts" or "ismcts", alone or with
 * ":options"). */
TABI_HIDDEN int tabi_search_is_spec(const char *name);

/* The bot that guides the tree (tabi_search_opts.prior), or NULL for none. */
TABI_HIDDEN const char *tabi_search_prior(const tabi_search_opts *o);

/* Parses spec into *o. On error writes a message naming the part at fault
 * into err and returns 0. */
TABI_HIDDEN int tabi_search_parse(const char *spec, tabi_search_opts *o, char *err, size_t size);

/* ---- The tree ------------------------------------------------------------
 * Open loop: a node is a sequence of moves from the root, whatever chance
 * and hidden cards did on the way, so what a node holds is statistics per
 * move, found by hashing (node, player, the player's picks so far, move):
 * one table for all nodes, and one mapping (node, joint move) to the child.
 * Both are open addressing over 64-bit keys, grown by doubling. */
typedef struct tabi_stat {
    uint64_t key;   /* 0: an empty slot */
    uint32_t visits, avail;
    double total;   /* the sum of the results of the player who moved */
} tabi_stat;

typedef struct tabi_child {
    uint64_t key;   /* 0: an empty slot */
    uint32_t node;
} tabi_child;

typedef struct tabi_tree {
    tabi_stat *stats;
    uint32_t stat_cap, stat_len;
    tabi_child *children;
    uint32_t child_cap, child_len;
    uint32_t nodes;
} tabi_tree;

/* The key of v after the chain of values hashed into h (never 0). */
TABI_HIDDEN uint64_t tabi_tree_mix(uint64_t h, uint64_t v);
TABI_HIDDEN void tabi_tree_reset(tabi_tree *t);
TABI_HIDDEN void tabi_tree_free(tabi_tree *t, tab_alloc_fn alloc, void *ud);
/* The statistics of key, made empty on first use; NULL on ENOMEM. The
 * pointer is valid until the next tabi_tree_stat (the table may grow and
 * move every entry): keep keys. */
TABI_HIDDEN tabi_stat *tabi_tree_stat(tabi_tree *t, tab_alloc_fn alloc, void *ud, uint64_t key);
/* The child of node by joint move, or 0; with add, made when missing (0 on
 * ENOMEM). */
TABI_HIDDEN uint32_t tabi_tree_child(tabi_tree *t, tab_alloc_fn alloc, void *ud, uint32_t node,
                                     uint64_t joint, int add);
/* Grows *data (capacity *cap elements of elem bytes) to hold need; 0 on
 * ENOMEM. */
TABI_HIDDEN int tabi_search_grow(tab_alloc_fn alloc, void *ud, void **data, uint32_t *cap,
                                 uint32_t need, size_t elem);

/* ---- The search ------------------------------------------------------- */
struct tab_search {
    tab_alloc_fn alloc;      /* the game's allocator, from tab_search_new */
    void *ud;
    tabi_search_opts opts;
    char *spec;
    tab_game *work;          /* positions are copied into it */
    tabi_tree tree;
    struct tabi_step { uint64_t key; int player; } *path; /* this iteration's moves */
    uint32_t path_len, path_cap;
    uint64_t *keys;          /* the option keys of the decision being searched */
    uint32_t keys_cap;
    uint32_t *picks;         /* picks being made in the tree */
    uint32_t picks_cap;
    uint32_t *policy;        /* the rollout bot's picks on the decision being searched */
    uint32_t npolicy, policy_cap;
    unsigned char *eligible; /* the moves a node visit weighs (progressive widening) */
    uint32_t eligible_cap;
    struct tabi_ranked { uint64_t rank; uint32_t move; } *ranked;
    uint32_t ranked_cap;
    uint64_t *root_keys;     /* the searching player's options at the root */
    uint32_t nroot, root_cap, root_min, root_max;
    int root_order;
    tab_search_stat *out;    /* the last choice's statistics */
    uint32_t nout, out_cap, iterations_run;
    char *labels;            /* their labels' text */
    size_t labels_size;
};

/* The per-game searches of tab_game_bot, one per spec. */
typedef struct tabi_search_cache tabi_search_cache;
TABI_HIDDEN tab_status tabi_search_bot(tab_game *g, tabi_search_cache **cache, const char *spec,
                                       int player, uint64_t seed, uint32_t *picks, uint32_t room,
                                       uint32_t *n, tab_search **used);
TABI_HIDDEN void tabi_search_cache_free(tab_game *g, tabi_search_cache *cache);

#endif
