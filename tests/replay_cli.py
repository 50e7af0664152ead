"""``python -m engine replay`` for the tests, run in this process: the command's own ``main``
(engine/__main__.py) with its standard input, output and error captured, and its exit code — what
the subprocess gives, without starting a new Python for each of the hundred-odd scenarios (about
0.2 s of CPU each). ``tests/test_replay.py`` also runs the real ``python -m engine replay`` as a
subprocess and checks that it prints the same bytes."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys

from engine.__main__ import main


def replay(*args: str, stdin: str | bytes | None = None, text: bool = False) -> subprocess.CompletedProcess:
    """``python -m engine replay ARGS`` with ``stdin``; stdout and stderr as bytes, or as ``text``."""
    data = stdin.encode() if isinstance(stdin, str) else (stdin or b"")
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(["replay", *args])
            except SystemExit as e:  # argparse's usage errors
                code = e.code if isinstance(e.code, int) else 1
    finally:
        sys.stdin = saved
    o, e = out.getvalue(), err.getvalue()
    argv = [sys.executable, "-m", "engine", "replay", *args]
    if text:
        return subprocess.CompletedProcess(argv, code, o, e)
    return subprocess.CompletedProcess(argv, code, o.encode(), e.encode())
