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
    save = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"play_terminal.{os.getpid()}.save")
    # What is typed, what the output up to the next prompt must hold, and
    # what that shows when it does not.
    steps = [
        ("help\r", ["undo", "save FILE", "why", "quit", "help"], "help lists every command"),
        ("\x1b[A\r", ["quit        leave the game"],  # the up arrow: help again
         "the up arrow brings back the last answer"),
        ("xyzzy\r", ["no option holds 'xyzzy'"], "text no label holds is said so; the game goes on"),
        ("1\r", ["> Player 0 plays", "more: type part of a label to see those that hold it, or all"],
         "narration starts with '> ', apart from the prompt; a long list shows a page"),
        ("start at c9\r", ["Start at C9"], "part of a label lists the options that hold it"),
        ("all\r", [f"{n}) Start at " for n in range(30, 40)], "all lists every option"),
        (f"save {save}\r", [f"saved to {save}"], "save FILE saves the game"),
    ]
    for keys, wanted, what in steps:
        send(keys)
        out = expect("answer? ", what)
        if any(w not in out for w in wanted):
            failures.append(what)
    if not os.path.exists(save):
        failures.append("the saved game is on disk")
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
