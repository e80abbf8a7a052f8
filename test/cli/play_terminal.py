#!/usr/bin/env python3
"""play_terminal.py - `tabula play` at a real terminal (a pseudo-terminal):
the prompt is told apart from the rules' narration, `help` lists the
commands, an earlier answer comes back with the up arrow (line editing and
history, libedit), a long list shows a page and part of a label filters it
(`all` shows it whole), input it cannot read never ends the game, `save
FILE` saves, and `quit` leaves it.

Usage: play_terminal.py TABULA_EXE SOURCE_ROOT
"""
import os
import pty
import select
import sys
import time

TIMEOUT = 60  # seconds for any one expected text


def main():
    tabula, root = sys.argv[1], sys.argv[2]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TABULA_PATH"] = os.path.join(root, "examples", "new-scenario")
        os.environ["TERM"] = "xterm"
        os.execv(tabula, [tabula, "play", "dragon-tides/dojo", "--seat", "1=random", "--seed", "3"])
    seen = b""
    failures = []

    def expect(text, what):
        """Reads until text shows after what was seen so far; the output
        read on the way is returned."""
        nonlocal seen
        start, deadline = len(seen), time.time() + TIMEOUT
        while text.encode() not in seen[start:]:
            left = deadline - time.time()
            ready, _, _ = select.select([fd], [], [], max(left, 0))
            if not ready:
                failures.append(f"{what}: no '{text}' within {TIMEOUT} s")
                return ""
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                failures.append(f"{what}: the game ended before '{text}'")
                return ""
            seen += chunk
        return seen[start:].decode(errors="replace")

    def send(keys):
        os.write(fd, keys.encode())

    first = expect("answer? ", "the first prompt")
    if "player 0: Pick a named character" not in first:
        failures.append("the prompt names the player and asks its question")
    send("help\r")
    out = expect("answer? ", "help")
    for command in ("undo", "save FILE", "why", "quit", "help"):
        if command not in out:
            failures.append(f"help lists '{command}'")
    send("\x1b[A\r")  # the up arrow: the last answer, help, again
    out = expect("answer? ", "history")
    if "quit        leave the game" not in out:
        failures.append("the up arrow brings back the last answer (help again)")
    send("xyzzy\r")
    out = expect("answer? ", "a filter that matches nothing")
    if "no option holds 'xyzzy'" not in out:
        failures.append("text no label holds is said so, and the game goes on")
    send("1\r")
    out = expect("answer? ", "the first answer")
    if "> Player 0 plays" not in out:
        failures.append("narration starts with '> ', apart from the prompt")
    if "more: type part of a label to see those that hold it, or all" not in out:
        failures.append("a long list shows its first options and says how to see the rest")
    send("start at c9\r")
    out = expect("answer? ", "a filtered long list")
    if "Start at C9" not in out:
        failures.append("part of a label lists the options that hold it")
    send("all\r")
    out = expect("answer? ", "the whole list")
    if out.count(") Start at ") < 30:
        failures.append("all lists every option")
    save = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"play_terminal.{os.getpid()}.save")
    send(f"save {save}\r")
    out = expect("answer? ", "save")
    if f"saved to {save}" not in out or not os.path.exists(save):
        failures.append("save FILE saves the game")
    send("quit\r")
    expect("left the game", "quit")
    if os.path.exists(save):
        os.unlink(save)
    _, status = os.waitpid(pid, 0)
    if os.WEXITSTATUS(status) != 0:
        failures.append(f"quit exits 0, not {os.WEXITSTATUS(status)}")
    for f in failures:
        print("FAIL ", f)
    print(f"play at a terminal: {'ok' if not failures else f'{len(failures)} failed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
