/* tabula/sector.h - sector grids: rows of sectors at increasing range from
 * the players, and an ordered line through them along which cards advance,
 * each new card pushing the others on (Long Dark Sea's board and Raid Line). */
#ifndef TABULA_SECTOR_H
#define TABULA_SECTOR_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A grid is an entity of kind "sector.grid" whose arrays hold its size, its
 * line and the card in each sector, so snapshots, hashes and saves cover it.
 * Sectors are numbered s = row * cols + col. Row 0 is the top row, farthest
 * from the players (Long Range); the last row is the closest (Short Range,
 * Long Dark Sea's Imminent Zone). A sector holds at most one card (an
 * entity); what is stacked under a card is the game's business.
 *
 * Long Dark Sea (Key Concepts): "Sectors next to each other within the same
 * Range row are considered adjacent"; "Sectors above or below another in the
 * same column are considered vertical, even if they are at different
 * Ranges" - so vertical takes any other row of the column, not only the next.
 *
 * The line ("Raid Line") is a sequence of distinct sectors, step 0 first.
 * Sector numbers count along it from the far end: the last step is sector 1,
 * the first is sector L for a line of L steps.
 *
 * How TAB_SECTOR_PATH_TWO follows from the rulebook: the farthest sector of
 * the line is "Sector 9" (Scenario Phase: cards are activated "starting with
 * the Sector closest to the players and ending with the farthest one (Sector
 * 9)"), and it is where the deck's top card enters ("she places the top card
 * of the Raid deck in Sector 9"); so the line holds 9 of the 12 sectors, from
 * Sector 9 down to Sector 1, the closest, through which cards leave. It runs
 * "from the farthest position to the closest, following a "2"-shaped path",
 * and a "2" is written across the top from the left, down its diagonal to the
 * bottom left, then across the bottom to the right. On 3 rows of 4:
 *
 *         col 0  col 1  col 2  col 3
 *   Long     9  ->  8  ->  7  ->  6        steps 0-3, sectors 0-3
 *   Medium               5                 step 4, sector 6
 *   Short    4  ->  3  ->  2  ->  1  ->    steps 5-8, sectors 8-11; then off
 *
 * Each middle row has one sector, where the diagonal from the top right to
 * the bottom left crosses it: column (cols - 1) * (rows - 1 - row) /
 * (rows - 1), halves rounded up (a "2" leans right). The rulebook's picture
 * is not part of its text, so TAB_SECTOR_PATH_SNAKE gives the other reading
 * (the seven-segment "2": every sector, the top row left to right, the next
 * right to left, and so on) and tab_sector_set_path sets any line. */

/* No sector (a row, column, step or number out of range). */
#define TAB_SECTOR_NONE UINT32_MAX

/* The line a new grid starts with. Append-only. */
typedef enum tab_sector_path_shape {
    TAB_SECTOR_PATH_NONE = 0,  /* no line (set one with tab_sector_set_path) */
    TAB_SECTOR_PATH_TWO = 1,   /* the "2" above: Long Dark Sea's Raid Line */
    TAB_SECTOR_PATH_SNAKE = 2  /* every sector, rows alternately -> and <- */
} tab_sector_path_shape;

/* The tag that marks a card as Immovable: it is never pushed along the line;
 * a card pushed into its sector passes over it to the next one. */
#define TAB_SECTOR_IMMOVABLE "immovable"

/* ---- Grids ----------------------------------------------------------------- */

/* Creates an empty grid of rows x cols sectors (each 1..64) with the line
 * shape and stores its id in *out. Free it with tab_entity_free (the cards on
 * it are not freed). Emits entity.new and entity.set. Errors: TAB_EMISUSE,
 * TAB_EINVAL (size, shape), TAB_ENOMEM (nothing changed then). */
TAB_API tab_status tab_sector_grid_new(tab_game *g, uint32_t rows, uint32_t cols,
                                       tab_sector_path_shape shape, tab_id *out);

/* Stores the grid's size in *rows and *cols (either may be NULL). Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND (not a grid). */
TAB_API tab_status tab_sector_grid_size(tab_game *g, tab_id grid, uint32_t *rows,
                                        uint32_t *cols);

/* The sector at row, col, or TAB_SECTOR_NONE. */
TAB_API uint32_t tab_sector_at(tab_game *g, tab_id grid, uint32_t row, uint32_t col);

/* The range of sector s from the players: 1 for the closest row (Short),
 * rows for the farthest (Long); 0 when s is not a sector. An action of range
 * r reaches the sectors of range <= r ("the Short Range icon only allows
 * actions in the Imminent Zone, while the Long Range icon allows actions in
 * any of the three rows"). */
TAB_API uint32_t tab_sector_range(tab_game *g, tab_id grid, uint32_t s);

/* Whether a and b are sectors next to each other in one row. */
TAB_API bool tab_sector_adjacent(tab_game *g, tab_id grid, uint32_t a, uint32_t b);

/* Whether a and b are different sectors of one column. */
TAB_API bool tab_sector_vertical(tab_game *g, tab_id grid, uint32_t a, uint32_t b);

/* ---- The line ---------------------------------------------------------------- */

/* Makes the n sectors at sectors (distinct, n may be 0) the grid's line, in
 * order. Cards stay in their sectors. Emits entity.set. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (grid), TAB_EINVAL (a sector out of range or repeated),
 * TAB_ENOMEM. */
TAB_API tab_status tab_sector_set_path(tab_game *g, tab_id grid, const uint32_t *sectors,
                                       uint32_t n);

/* The number of steps of the line (0 when grid is not a grid). */
TAB_API uint32_t tab_sector_path_len(tab_game *g, tab_id grid);

/* The sector at step i of the line, or TAB_SECTOR_NONE. */
TAB_API uint32_t tab_sector_path_at(tab_game *g, tab_id grid, uint32_t i);

/* The number of sector s along the line (1 the last step, the length the
 * first), or 0 when s is not on the line. */
TAB_API uint32_t tab_sector_number(tab_game *g, tab_id grid, uint32_t s);

/* The sector numbered number along the line ("Sector 9"), or TAB_SECTOR_NONE. */
TAB_API uint32_t tab_sector_by_number(tab_game *g, tab_id grid, uint32_t number);

/* ---- Cards --------------------------------------------------------------------- */

/* The card in sector s, or TAB_ID_NONE. */
TAB_API tab_id tab_sector_card(tab_game *g, tab_id grid, uint32_t s);

/* The sector card is in, or TAB_SECTOR_NONE. */
TAB_API uint32_t tab_sector_find(tab_game *g, tab_id grid, tab_id card);

/* Puts card (a live entity) in the empty sector s, taking it from its sector
 * first when it is on the grid already; nothing is pushed. Emits entity.set
 * and sector.move (a1 -1 when it came from off the grid). Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND (grid, card), TAB_EINVAL (s out of range or
 * occupied by another card). */
TAB_API tab_status tab_sector_place(tab_game *g, tab_id grid, uint32_t s, tab_id card);

/* Takes card off the grid (a no-op when it is not on it). Also clears the id
 * of a card freed while on the grid (such a card's sector already counts as
 * empty; clear it before a save). Emits entity.set and sector.move with a2
 * -1. Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid). */
TAB_API tab_status tab_sector_remove(tab_game *g, tab_id grid, tab_id card);

/* The Advance effect: puts card (a live entity not on the grid) at the first
 * step of the line, "If that Sector is already occupied, push the card
 * toward the next closest Sector, creating a chain reaction that ends when a
 * card reaches an empty Sector or leaves the Raid Line." A card tagged
 * TAB_SECTOR_IMMOVABLE is never pushed: "the card attempting to push them
 * bypasses them and is placed in the next available Sector" - the next step
 * not held by an immovable card, whose own card (if any) is pushed on in
 * turn. The card pushed past the last step leaves the line: it is taken off
 * the grid and stored in *exited (TAB_ID_NONE when none; exited may be NULL).
 * Events, in the order things happen from the entry on: entity.set and
 * sector.move for each card placed, sector.bypass for each immovable card
 * passed over, sector.exit for the card that left (a1 -1 when it passed over
 * the whole line without ever being placed). Cards that reach the Imminent
 * Zone "one by one, starting with the card closest to the players" are the
 * moves read from the last. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (grid, card), TAB_EINVAL (card already on the grid, no line),
 * TAB_ENOMEM (nothing changed then). */
TAB_API tab_status tab_sector_advance(tab_game *g, tab_id grid, tab_id card, tab_id *exited);

/* As tab_sector_advance, with card entering at step step of the line instead
 * of the first (a card placed on the line by an effect, pushing those beyond
 * it). Errors: also TAB_EINVAL (step out of range). */
TAB_API tab_status tab_sector_insert(tab_game *g, tab_id grid, uint32_t step, tab_id card,
                                     tab_id *exited);

#ifdef __cplusplus
}
#endif
#endif
