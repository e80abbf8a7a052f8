#!/bin/sh
# Fails when the shared library exports a symbol outside the public API:
# everything defined must be tab_* or luaopen_tabula.
set -eu
lib=$1
syms=$(nm -D --defined-only "$lib" | awk '{print $3}')
[ -n "$syms" ] || { echo "no exported symbols found in $lib"; exit 1; }
bad=$(printf '%s\n' "$syms" | grep -Ev '^(tab_[a-z0-9_]+|luaopen_tabula)$' || true)
if [ -n "$bad" ]; then
    echo "symbols exported outside the public API:"
    printf '  %s\n' $bad
    exit 1
fi
echo "$(printf '%s\n' "$syms" | wc -l) exported symbols, all public API"
