/* upvalue_writes.c - which upvalues a Lua function can ever assign, read
 * once from its bytecode. The freezer watches only those after each step:
 * a local that no code can assign (a helper function, a table of cards, a
 * constant) cannot carry state, so checking it every step would cost time
 * that grows with content, not with work.
 *
 * The bytecode comes from lua_dump (stripped), whose layout is Lua 5.4's
 * ldump.c. An upvalue is assigned only by OP_SETUPVAL in the function
 * itself, or in a function nested inside it (made at run time as a closure)
 * that reaches the same upvalue through its own upvalue list. Anything that
 * does not parse as expected answers "every upvalue may be written", which
 * is the freezer's old, always-correct behaviour. */
#include <lauxlib.h>
#include <string.h>

#include "runtime.h"

/* Lua 5.4's instruction format and the one opcode that matters here
 * (lopcodes.h: OP_SETUPVAL is the 11th opcode, A B: UpValue[B] := R[A]). */
#define OP_MASK 0x7fu
#define OP_SETUPVAL 10u
#define ARG_B(i) (((i) >> 16) & 0xffu)

/* Tags of constants in a dump (lobject.h's variant tags). */
enum { K_NIL = 0x00, K_FALSE = 0x01, K_TRUE = 0x11, K_INT = 0x03, K_FLT = 0x13,
       K_SHRSTR = 0x04, K_LNGSTR = 0x14 };

#define MAX_UPVALUES 256 /* Lua's own limit is 255 */

typedef struct reader {
    const unsigned char *p, *end;
    int bad;
} reader;

/* lua_dump's output, grown through the state's own allocator (a
 * luaL_Buffer would push its box above the function being dumped). */
typedef struct buffer {
    lua_Alloc alloc;
    void *ud;
    unsigned char *data;
    size_t len, cap;
} buffer;

static int collect(lua_State *L, const void *p, size_t n, void *out)
{
    (void)L;
    buffer *b = out;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 1024;
        while (cap < b->len + n)
            cap *= 2;
        unsigned char *grown = b->alloc(b->ud, b->data, b->cap, cap);
        if (!grown)
            return 1;
        b->data = grown;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
    return 0;
}

static unsigned byte(reader *r)
{
    if (r->p >= r->end) {
        r->bad = 1;
        return 0;
    }
    return *r->p++;
}

static void skip(reader *r, size_t n)
{
    if ((size_t)(r->end - r->p) < n) {
        r->bad = 1;
        r->p = r->end;
    } else {
        r->p += n;
    }
}

/* ldump.c's dumpSize: 7 bits a byte, most significant first, the last
 * byte marked with 0x80. */
static size_t size(reader *r)
{
    size_t x = 0;
    for (int i = 0; i < 10 && !r->bad; i++) {
        unsigned b = byte(r);
        x = (x << 7) | (b & 0x7fu);
        if (b & 0x80u)
            return x;
    }
    r->bad = 1;
    return 0;
}

static void string(reader *r)
{
    size_t n = size(r);
    if (n)
        skip(r, n - 1);
}

/* One function's upvalues: which it (or a function nested in it) can
 * assign, and where each comes from when the function is made: a local of
 * the maker (in_stack) or the maker's own upvalue number from. */
typedef struct upvalues {
    size_t n;
    unsigned char written[MAX_UPVALUES], in_stack[MAX_UPVALUES], from[MAX_UPVALUES];
} upvalues;

/* Reads one function and, recursively, the functions nested in it. */
static void function(reader *r, upvalues *u, int depth)
{
    memset(u->written, 0, sizeof u->written);
    if (depth > 200) { /* Lua's parser nests far less deep */
        r->bad = 1;
        return;
    }
    string(r);  /* source (none when stripped) */
    size(r);    /* linedefined */
    size(r);    /* lastlinedefined */
    skip(r, 3); /* numparams, is_vararg, maxstacksize */
    size_t ncode = size(r);
    if (ncode > (size_t)(r->end - r->p) / 4) {
        r->bad = 1;
        return;
    }
    for (size_t i = 0; i < ncode; i++) {
        uint32_t ins;
        memcpy(&ins, r->p + 4 * i, 4);
        if ((ins & OP_MASK) == OP_SETUPVAL)
            u->written[ARG_B(ins)] = 1;
    }
    skip(r, 4 * ncode);
    size_t nk = size(r);
    for (size_t i = 0; i < nk && !r->bad; i++) {
        switch (byte(r)) {
        case K_NIL: case K_FALSE: case K_TRUE: break;
        case K_INT: case K_FLT: skip(r, 8); break;
        case K_SHRSTR: case K_LNGSTR: string(r); break;
        default: r->bad = 1;
        }
    }
    u->n = size(r);
    if (u->n > MAX_UPVALUES) {
        r->bad = 1;
        return;
    }
    for (size_t i = 0; i < u->n; i++) {
        u->in_stack[i] = (unsigned char)byte(r);
        u->from[i] = (unsigned char)byte(r);
        byte(r); /* kind */
    }
    size_t nprotos = size(r);
    for (size_t i = 0; i < nprotos && !r->bad; i++) {
        /* A nested function that assigns one of its upvalues that is one
         * of ours assigns ours; its maker's locals are fresh each call. */
        upvalues inner;
        function(r, &inner, depth + 1);
        for (size_t j = 0; j < inner.n && !r->bad; j++)
            if (inner.written[j] && !inner.in_stack[j])
                u->written[inner.from[j]] = 1;
    }
    /* Debug information: empty when stripped, read all the same. */
    skip(r, size(r));                    /* lineinfo */
    for (size_t i = 0, n = size(r); i < n && !r->bad; i++)
        size(r), size(r);                /* abslineinfo */
    for (size_t i = 0, n = size(r); i < n && !r->bad; i++)
        string(r), size(r), size(r);     /* locvars */
    for (size_t i = 0, n = size(r); i < n && !r->bad; i++)
        string(r);                       /* upvalue names */
}

/* The dump's header (ldump.c's dumpHeader) as this build writes it. */
static int header(reader *r)
{
    static const unsigned char expect[] = {0x1b, 'L', 'u', 'a', 0x54, 0,
                                           0x19, 0x93, '\r', '\n', 0x1a, '\n', 4, 8, 8};
    if ((size_t)(r->end - r->p) < sizeof expect + 16 + 1 ||
        memcmp(r->p, expect, sizeof expect) != 0)
        return 0;
    r->p += sizeof expect + 16; /* then LUAC_INT and LUAC_NUM */
    byte(r);                    /* the main function's upvalue count */
    return 1;
}

int tabi_upvalue_writes(lua_State *L, int idx, unsigned char *written, int n)
{
    idx = lua_absindex(L, idx);
    memset(written, 1, (size_t)n);
    if (lua_iscfunction(L, idx) || !lua_isfunction(L, idx))
        return 0;
    buffer b = {0};
    b.alloc = lua_getallocf(L, &b.ud);
    lua_pushvalue(L, idx);
    int failed = lua_dump(L, collect, &b, 1);
    lua_pop(L, 1);
    reader r = {b.data, b.data + b.len, failed || !b.data};
    upvalues u = {0};
    if (!r.bad && header(&r))
        function(&r, &u, 0);
    else
        r.bad = 1;
    if (b.data)
        b.alloc(b.ud, b.data, b.cap, 0);
    if (r.bad || r.p != r.end || (int)u.n != n)
        return 0;
    memcpy(written, u.written, (size_t)n);
    return 1;
}
