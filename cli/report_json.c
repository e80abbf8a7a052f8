/* report_json.c - playtest records as JSON lines (--json): one object per
 * game, so a file of a million games streams and greps. */
#include <string.h>

#include "record.h"

/* A JSON string: quotes, backslashes and control characters escaped, valid
 * UTF-8 passed through, and a byte that is not valid UTF-8 replaced by
 * U+FFFD so that the line stays valid JSON. At most max bytes of s. */
static void put_string(FILE *out, const char *s, size_t max)
{
    fputc('"', out);
    for (size_t i = 0; i < max && s[i];) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') {
            fputc('\\', out);
            fputc(c, out);
        } else if (c == '\n') {
            fputs("\\n", out);
        } else if (c == '\r') {
            fputs("\\r", out);
        } else if (c == '\t') {
            fputs("\\t", out);
        } else if (c < 0x20 || c == 0x7f) {
            fprintf(out, "\\u%04x", c);
        } else if (c >= 0x80) {
            int len = report_utf8_length(s + i);
            if (len == 0 || i + (size_t)len > max) {
                fputs("\\ufffd", out);
                i++;
            } else {
                fwrite(s + i, 1, (size_t)len, out);
                i += (size_t)len;
            }
            continue;
        } else {
            fputc(c, out);
        }
        i++;
    }
    fputc('"', out);
}

static void put_values(FILE *out, const named_value *v, uint32_t n)
{
    fputc('{', out);
    for (uint32_t i = 0; i < n; i++) {
        if (i)
            fputc(',', out);
        put_string(out, v[i].name, (size_t)-1);
        fprintf(out, ":%lld", (long long)v[i].value);
    }
    fputc('}', out);
}

static const char *outcome(const game_record *r)
{
    return r->error ? "error" : r->finished ? "finished" : "capped";
}

void report_json(FILE *out, const game_record *r, uint32_t n, const char *variant)
{
    for (uint32_t i = 0; i < n; i++) {
        const game_record *g = &r[i];
        int players = g->players < 0 ? 0
                    : g->players > RECORD_MAX_PLAYERS ? RECORD_MAX_PLAYERS : g->players;
        fprintf(out, "{\"index\":%u,", g->index);
        if (variant) { /* --compare's games, after the base's */
            fputs("\"variant\":", out);
            put_string(out, variant, strlen(variant) + 1);
            fputc(',', out);
        }
        /* The seed as a string: 64 bits, which a JSON number read by
         * JavaScript or jq would round. */
        fprintf(out, "\"seed\":\"%llu\",\"seats\":[", (unsigned long long)g->seed);
        for (int s = 0; s < players; s++) {
            if (s)
                fputc(',', out);
            put_string(out, g->seats[s], sizeof g->seats[s]);
        }
        fprintf(out, "],\"outcome\":\"%s\",\"reason\":", outcome(g));
        put_string(out, g->reason, sizeof g->reason);
        fputs(",\"winners\":[", out);
        int first = 1;
        for (int s = 0; s < players; s++)
            if (g->won[s]) {
                fprintf(out, first ? "%d" : ",%d", s);
                first = 0;
            }
        fputs("],\"scores\":[", out);
        for (int s = 0; s < players; s++)
            fprintf(out, s ? ",%lld" : "%lld", (long long)g->score[s]);
        fprintf(out, "],\"rounds\":%lld,\"length_unit\":\"%s\",\"decisions\":%u,\"metrics\":",
                (long long)g->rounds, g->length_unit[0] ? g->length_unit : "rounds", g->decisions);
        put_values(out, g->metrics, g->nmetrics);
        fputs(",\"tallies\":", out);
        put_values(out, g->tallies, g->ntallies);
        fprintf(out, ",\"hash\":\"%016llx\",\"error\":", (unsigned long long)g->hash);
        if (g->error)
            put_string(out, g->error, (size_t)-1);
        else
            fputs("null", out);
        fputs("}\n", out);
    }
}
