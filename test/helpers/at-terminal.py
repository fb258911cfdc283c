#!/usr/bin/env python3
"""Runs a command under a pseudo-terminal, as a person at a real terminal would (issue 25).

usage: at-terminal.py OUT-FILE EXPECT SEND [EXPECT SEND ...] -- COMMAND ARGS...

Each EXPECT is text to wait for in what the command writes to the terminal (stdout and stderr
both go there), then SEND is typed ("\\r" for Enter, "\\x03" for Ctrl-C; Python escapes). An empty
EXPECT types at once, before any prompt (type-ahead). Everything the terminal showed, echoes
included, is written to OUT-FILE; the exit status is the command's. Python's own pty module: no
dependency beyond python3.
"""
import os
import pty
import select
import sys
import time

TIMEOUT = 60.0


def main() -> int:
    args = sys.argv[1:]
    out_file = args.pop(0)
    split = args.index("--")
    steps = args[:split]
    command = args[split + 1:]
    pairs = [(steps[i], steps[i + 1].encode().decode("unicode_escape")) for i in range(0, len(steps), 2)]

    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)

    seen = b""
    start = 0  # each EXPECT is looked for after the previous one's match

    def read_some(deadline: float) -> bool:
        nonlocal seen
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            return False
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # EIO: the child closed the terminal
            return False
        if not chunk:
            return False
        seen += chunk
        return True

    for expect, send in pairs:
        deadline = time.monotonic() + TIMEOUT
        wanted = expect.encode()
        while wanted and seen.find(wanted, start) < 0:
            if time.monotonic() > deadline or not read_some(deadline):
                with open(out_file, "wb") as f:
                    f.write(seen)
                print(f"at-terminal.py: never saw {expect!r}", file=sys.stderr)
                os.kill(pid, 9)
                os.waitpid(pid, 0)
                return 124
        if wanted:
            start = seen.find(wanted, start) + len(wanted)
        os.write(fd, send.encode())

    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline and read_some(deadline):
        pass
    _, status = os.waitpid(pid, 0)
    with open(out_file, "wb") as f:
        f.write(seen)
    return os.waitstatus_to_exitcode(status)


if __name__ == "__main__":
    sys.exit(main())
