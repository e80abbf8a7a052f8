#!/usr/bin/env python3
"""lua_api.py - the Lua API's reference and editor annotations, generated at
build time from the binding itself, so that they cannot drift from it.

Every method a binding file registers (its luaL_Reg tables) is declared in
that file by a comment that starts with its call, "g:name(args) -> results"
(or "view:name(...)"), followed by what it does. From those this writes:

  lua-api.md   the reference: every method, by module, its call and its text
  tabula.lua   LuaLS/EmmyLua annotations (---@meta): tabula.game and
               tabula.view classes whose methods editors complete

Usage: lua_api.py BINDING_DIR OUT_MD OUT_LUA   (writes both; "do not edit")
       lua_api.py --check BINDING_DIR          (fails naming every method
                                                registered without its
                                                declaration)
"""
import os
import re
import sys

# Which receiver each file's methods have; files not named are the game's
# own ("g:"). Library replacements and the module loader are not methods.
RECEIVER = {"observe.c": "view", "wrap_runtime.c": "host", "game.c": "host"}
SKIP = {"sandbox.c", "sandbox_lib.c", "pattern.c", "tabula.c"}
TITLE = {"game": "The game (rules, bots' views where read-only, hosts)",
         "host": "Host scripts only (tabula test, require \"tabula\")",
         "view": "Views (bots and renders)"}

REG_TABLE = re.compile(r"luaL_Reg\s+\w+\[\]\s*=\s*\{(.*?)\};", re.S)
REG_ENTRY = re.compile(r'\{\s*"([A-Za-z_][A-Za-z_0-9]*)"\s*,\s*(l_\w+)\s*\}')
COMMENT = re.compile(r"/\*(.*?)\*/", re.S)

# Parameter names whose type is clear from the name, for the annotations.
INTEGER = {"e", "id", "entity", "grid", "map", "z", "zone", "deck", "bag", "pool", "card", "die",
           "player", "p", "x", "y", "q", "r", "n", "i", "k", "seq", "seed", "from", "to",
           "count", "min", "max", "delta", "face", "f", "sides", "region", "sector", "track",
           "queue", "order", "position", "pos", "level", "value_int"}
STRING = {"name", "kind", "key", "stream", "label", "prompt", "metric", "tag", "step", "path",
          "text", "notation", "symbol", "metric_name", "root", "scenario", "option", "dir"}
TABLE = {"opts", "options", "out", "list", "def", "spec", "ids", "faces", "dice", "players"}


def comment_text(raw):
    """A C comment's text without its leading stars, as lines."""
    lines = []
    for line in raw.splitlines():
        line = line.strip()
        if line.startswith("*"):
            line = line[1:]
        lines.append(line.rstrip())
    return lines


def declarations(path):
    """{name: (call, rest)} for every declaration in the file."""
    src = open(path, encoding="utf-8").read()
    found = {}
    marker = re.compile(r"\b(?:g|view):([a-z_][a-z_0-9]*)([({])")
    for raw in COMMENT.findall(src):
        lines = comment_text(raw)
        text = "\n".join(lines)
        hits = list(marker.finditer(text))
        for j, m in enumerate(hits):
            end = hits[j + 1].start() if j + 1 < len(hits) else len(text)
            chunk = " ".join(text[m.start():end].split())
            name = m.group(1)
            if name not in found:
                found[name] = split_call(chunk)
    return found


def split_call(chunk):
    """(the call, up to its closing bracket; what follows: results, text)."""
    open_at = chunk.find("(") if "(" in chunk else len(chunk)
    brace = chunk.find("{")
    if 0 <= brace < open_at:
        open_at = brace
    depth, i = 0, open_at
    while i < len(chunk):  # to the bracket that closes the first one
        ch = chunk[i]
        if ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth -= 1
            if depth == 0:
                break
        i += 1
    return chunk[:i + 1], chunk[i + 1:].strip()


def registered(path):
    src = open(path, encoding="utf-8").read()
    names = []
    for table in REG_TABLE.findall(src):
        names += [n for n, _ in REG_ENTRY.findall(table)]
    return names


def scan(binding_dir):
    """[(file, receiver, [(name, signature, description)])], [(file, name)]"""
    modules, missing = [], []
    for file in sorted(os.listdir(binding_dir)):
        if not file.endswith(".c") or file in SKIP:
            continue
        path = os.path.join(binding_dir, file)
        names = registered(path)
        if not names:
            continue
        receiver = RECEIVER.get(file, "game")
        decls = declarations(path)
        methods = []
        for name in sorted(set(names)):
            if name.startswith("__"):
                continue  # metamethods
            if name not in decls:
                missing.append((file, name))
                continue
            methods.append((name,) + decls[name])
        modules.append((file, receiver, methods))
    return modules, missing


def params(signature, name):
    """The parameter names of a declared call, optional ones marked."""
    at = signature.find(name)
    rest = signature[at + len(name):]
    if rest.startswith("{"):
        return [("def", False)]
    depth, body = 0, ""
    for ch in rest:
        if ch == "(":
            depth += 1
            if depth == 1:
                continue
        elif ch == ")":
            depth -= 1
            if depth == 0:
                break
        if depth >= 1:
            body += ch
    out, optional = [], False
    for token in re.split(r"[,\s]+", body.replace("[", " [ ").replace("]", " ] ")):
        if token == "[":
            optional = True
        elif token == "]":
            continue
        elif re.fullmatch(r"[A-Za-z_][A-Za-z_0-9]*", token) and token not in {p for p, _ in out}:
            out.append((token, optional))
        elif token == "...":
            out.append(("...", True))
    return out


def lua_type(name):
    if name in INTEGER:
        return "integer"
    if name in STRING:
        return "string"
    if name in TABLE:
        return "table"
    return "any"


def write_md(modules, out):
    with open(out, "w", encoding="utf-8") as f:
        f.write("<!-- Generated by lib/lua/lua_api.py from the binding's declarations: do not edit. -->\n")
        f.write("# The Lua API, method by method\n\n")
        f.write("Every method content and hosts can call, as the binding declares it "
                "(`lib/lua/<module>.c`). Positions count from 1, players, ids and coordinates "
                "as the C API numbers them (docs/lua-reference.md: the indexing rule). A bad "
                "argument is a Lua error naming the argument; a refusal of the kernel is an "
                "error with its message.\n")
        for receiver in ("game", "view", "host"):
            f.write("\n## %s\n" % TITLE[receiver])
            for file, rcv, methods in modules:
                if rcv != receiver or not methods:
                    continue
                f.write("\n### %s\n\n" % file[:-2])
                for name, call, rest in methods:
                    f.write("- `%s`%s\n" % (call, (" " + rest) if rest else ""))


def write_lua(modules, out):
    with open(out, "w", encoding="utf-8") as f:
        f.write("---@meta\n-- Generated by lib/lua/lua_api.py from the binding's declarations: "
                "do not edit.\n-- LuaLS/EmmyLua annotations of tabula's Lua API: point the "
                "language server's workspace.library at this folder.\n\n")
        f.write("---@class tabula.game\nlocal game = {}\n\n---@class tabula.view\n"
                "local view = {}\n\n")
        for file, receiver, methods in modules:
            obj = "view" if receiver == "view" else "game"
            for name, call, rest in methods:
                f.write("--- %s%s\n" % (call, (" " + rest) if rest else ""))
                names = []
                for p, optional in params(call, name):
                    if p == "...":
                        f.write("---@param ... any\n")
                        names.append("...")
                        continue
                    f.write("---@param %s%s %s\n" % (p, "?" if optional else "", lua_type(p)))
                    names.append(p)
                f.write("function %s:%s(%s) end\n\n" % (obj, name, ", ".join(names)))


def main(argv):
    if len(argv) == 3 and argv[1] == "--check":
        modules, missing = scan(argv[2])
        count = sum(len(m) for _, _, m in modules)
        for file, name in missing:
            print("%s: method '%s' is registered without its declaration "
                  "(a comment starting 'g:%s(...)')" % (file, name, name))
        print("%d methods declared, %d without" % (count, len(missing)))
        return 1 if missing else 0
    if len(argv) != 4:
        sys.stderr.write(__doc__)
        return 2
    modules, missing = scan(argv[1])
    write_md(modules, argv[2])
    write_lua(modules, argv[3])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
