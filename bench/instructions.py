"""Instructions per action of random self-play, counted by valgrind's callgrind (no load changes them).

    ./scripts/bench instructions [--games N] [GAME ...]      (default: go-fish, 100 games)

For each game, two runs under ``valgrind --tool=callgrind``: one that imports the engine and plays
one warm-up game, one that then also plays ``N`` seeded games with :func:`engine.bench.play_random`
(OpenSpiel's seat count for the fishing games, as ``python -m engine bench --against openspiel``).
The difference of their instruction counts, divided by the second run's actions, is the figure.
``PYTHONHASHSEED=0`` keeps string hashing alike from run to run; what remains (the addresses the
system gives the process) still moves a figure by about ±1%. Under callgrind Python runs some 50×
slower: a gin match is thousands of actions, so fewer games do (``--games 30``).

Needs valgrind (``apt-get install valgrind``); not part of the test suite.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PLAY = """
import sys
from engine.bench import PEER_SEATS, play_random
gid, n = sys.argv[1], int(sys.argv[2])
play_random(gid, seed=-1, seats=PEER_SEATS.get(gid))
print(sum(play_random(gid, seed=s, seats=PEER_SEATS.get(gid)) for s in range(n)))
"""


def count(game: str, games: int) -> tuple[int, int]:
    """(instructions, actions) of one run playing ``games`` games after the warm-up."""
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out", sys.executable, "-c", PLAY,
             game, str(games)],
            capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    found = re.search(r"Collected : (\d+)", out.stderr)
    if found is None:
        raise SystemExit(f"no instruction count from callgrind:\n{out.stderr}")
    return int(found.group(1)), int(out.stdout.split()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=["go-fish"], help="game ids (default: go-fish)")
    parser.add_argument("--games", dest="n", type=int, default=100, help="games played per game id")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 2
    print(f"{'game':<16}{'instructions/action':>22}{'actions':>10}   ({args.n} games, callgrind)")
    for game in args.games:
        base, _ = count(game, 0)
        total, actions = count(game, args.n)
        print(f"{game:<16}{(total - base) // actions:>22,}{actions:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
