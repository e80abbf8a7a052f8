/* kernel_alone.c - the kernel's library, every object of it linked in
 * (link_whole) with no Lua and no runtime: if the kernel called up into a
 * layer above it, this program would not link. It also plays a little, to
 * be a program and not only a link. */
#include <stdio.h>

#include "tabula/game.h"
#include "tabula/entity.h"
#include "tabula/atom.h"

int main(void)
{
    tab_game *g = tab_game_new(NULL, NULL, 1);
    tab_id e;
    int ok = g && tab_entity_new(g, tab_atom_of(g, "piece"), &e) == TAB_OK &&
             tab_entity_set(g, e, tab_atom_of(g, "hp"), tab_int(3)) == TAB_OK &&
             tab_entity_get_int(g, e, tab_atom_of(g, "hp"), 0) == 3;
    tab_game_free(g);
    puts(ok ? "the kernel runs alone" : "the kernel failed alone");
    return ok ? 0 : 1;
}
