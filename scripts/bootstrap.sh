# Shared by scripts/tabula and scripts/test: make sure the Debian packages are
# there, then configure and build. Sourced, not run; it defines functions only.

TABULA_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Debian 12 packages the build and the tests need, one per line: package and
# a file or command that shows it is installed.
tabula_packages="
meson:/usr/bin/meson
ninja-build:/usr/bin/ninja
pkg-config:/usr/bin/pkg-config
gcc:/usr/bin/gcc
binutils:/usr/bin/nm
liblua5.4-dev:/usr/include/lua5.4/lua.h
lua5.4:/usr/bin/lua5.4
libcmocka-dev:/usr/include/cmocka.h
libxxhash-dev:/usr/include/xxhash.h
libedit-dev:/usr/include/editline/readline.h
"

# scripts/test also drives headless Chromium (the replay viewer's browser
# test, test/viewer) and Open MPI (tabula-mpi's test, test/mpi), which fail
# rather than skip without them; a playtest needs neither.
case "$(basename "$0")" in
    test) tabula_packages="$tabula_packages
chromium:/usr/bin/chromium
openmpi-bin:/usr/bin/mpirun
libopenmpi-dev:/usr/lib/$(uname -m)-linux-gnu/pkgconfig/ompi-c.pc
" ;;
esac

tabula_say() { printf 'tabula: %s\n' "$*" >&2; }

# Install whatever is missing, with sudo when not root. Quiet on success.
tabula_install_packages() {
    local missing="" entry pkg probe
    for entry in $tabula_packages; do
        pkg=${entry%%:*} probe=${entry#*:}
        [ -e "$probe" ] || missing="$missing $pkg"
    done
    [ -z "$missing" ] && return 0
    local sudo=""
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null || { tabula_say "need root or sudo to install:$missing"; return 1; }
        sudo=sudo
    fi
    tabula_say "installing Debian packages:$missing"
    export DEBIAN_FRONTEND=noninteractive
    # A fresh machine has no package lists; an old list may name gone versions.
    $sudo apt-get update -qq >&2 || { tabula_say "apt-get update failed"; return 1; }
    # shellcheck disable=SC2086
    $sudo apt-get install -y -qq --no-install-recommends $missing >&2 ||
        { tabula_say "apt-get install failed for:$missing"; return 1; }
}

# tabula_build DIR [meson options...]: configure DIR once, then let ninja
# rebuild whatever changed (meson re-configures itself when build files change).
tabula_build() {
    local dir=$1; shift
    if [ ! -f "$dir/build.ninja" ]; then
        tabula_say "configuring $dir"
        meson setup "$dir" "$TABULA_ROOT" "$@" >"$dir.setup.log" 2>&1 || {
            cat "$dir.setup.log" >&2; rm -rf "$dir"; return 1; }
    fi
    ninja -C "$dir" >"$dir.build.log" 2>&1 || { cat "$dir.build.log" >&2; return 1; }
}
