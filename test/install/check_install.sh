#!/bin/sh
# Installs the build into a temporary --destdir, then compiles and runs a
# small program against the installed headers, pkg-config file and shared
# library, as an app developer would.
set -eu
build=$1
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
meson install -C "$build" --destdir "$dest" --no-rebuild >"$dest/install.log" 2>&1 ||
    { cat "$dest/install.log"; exit 1; }
prefix=$(meson introspect "$build" --buildoptions |
         python3 -c 'import json,sys; print([o["value"] for o in json.load(sys.stdin) if o["name"]=="prefix"][0])')
pcdir=$(dirname "$(find "$dest" -name tabula.pc | head -1)")
[ -n "$pcdir" ] || { echo "no tabula.pc installed"; exit 1; }
libdir=$(dirname "$(find "$dest" -name 'libtabula.so.0' | head -1)")
for f in libtabula.a tabula.h tabula/game.h doc/tabula/lua-api.md tabula/types/tabula.lua; do
    find "$dest" -path "*/$f" | grep -q . || { echo "not installed: $f"; exit 1; }
done
cat >"$dest/app.c" <<'C'
#include <stdio.h>
#include <tabula.h>
int main(void)
{
    tab_game *g = tab_game_new(NULL, NULL, 1);
    tab_id e;
    if (!g || tab_entity_new(g, tab_atom_of(g, "card"), &e) != TAB_OK)
        return 1;
    printf("%s, entity %u\n", tab_version_str(), e);
    tab_game_free(g);
    return tab_version_num() == TAB_VERSION_NUM ? 0 : 1;
}
C
# The .pc file names the final prefix; point pkg-config into the staging dir.
flags=$(PKG_CONFIG_PATH="$pcdir" PKG_CONFIG_SYSROOT_DIR="$dest" pkg-config --cflags --libs tabula)
cc -o "$dest/app" "$dest/app.c" $flags
LD_LIBRARY_PATH="$libdir" "$dest/app"
# The README's C snippet, as written, against the installed library and
# content (its root folder moved into the staging directory).
datadir=$(dirname "$(find "$dest" -path '*/share/tabula/scripts' -type d | head -1)")
sed -n '/^```c$/,/^```$/p' "$(dirname "$0")/../../README.md" | sed '1d;$d' |
    sed "s|/usr/local/share/tabula|$datadir|" >"$dest/snippet.c"
cc -o "$dest/snippet" "$dest/snippet.c" $flags
LD_LIBRARY_PATH="$libdir" "$dest/snippet" ||
    { echo "the README's snippet did not play a game to its end"; exit 1; }

# The editor annotations declare the methods content calls.
types=$(find "$dest" -path '*/tabula/types/tabula.lua' | head -1)
grep -q '^function game:grid_occupant(grid, x, y) end$' "$types" ||
    { echo "the installed annotations lack game:grid_occupant"; exit 1; }
echo "installed into $dest$prefix and linked through pkg-config"
