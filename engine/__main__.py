"""Command line: ``python -m engine replay SCENARIO.json``, ``python -m engine bench`` and
``python -m engine bots``."""

from __future__ import annotations

import argparse
import json
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine")
    sub = parser.add_subparsers(dest="command", required=True)
    rep = sub.add_parser("replay", help="run a JSON scenario and print the outcome as JSON")
    rep.add_argument("scenario", help="path to the scenario file, or - for standard input")
    bench = sub.add_parser("bench", help="random self-play: games/s and µs per action per game")
    bench.add_argument("--games", type=int, default=50, help="games per game id and round")
    bench.add_argument("--rounds", type=int, default=3, help="rounds; the median is reported")
    bench.add_argument("--only", nargs="*", help="game ids to run (default: all)")
    bench.add_argument("--against", choices=["openspiel"],
                       help="also time OpenSpiel's go_fish and gin_rummy in the same run (needs open_spiel)")
    bots = sub.add_parser("bots", help="computer players: win rates with intervals, anchors, CPU per decision")
    bots.add_argument("--games", type=int, default=1000, help="games per pairing (fishing, Sänkpass)")
    bots.add_argument("--gin-games", type=int, default=100, help="gin matches per pairing")
    bots.add_argument("--hands", type=int, default=2000, help="hands against each gin anchor")
    bots.add_argument("--seed", type=int, default=1, help="seeds every game of the run")
    bots.add_argument("--only", nargs="*", help="game ids to run (default: all with a computer player)")
    bots.add_argument("--no-anchors", action="store_true", help="skip OpenSpiel's and RLCard's gin")
    args = parser.parse_args(argv)

    if args.command == "bots":
        from .computer import supports
        from .computer.bench import main as bots_main

        unknown = [g for g in args.only or () if not supports(g)]
        if unknown:
            parser.error(f"no computer player for {unknown[0]!r}")
        return bots_main(args.games, args.gin_games, args.hands, args.seed, args.only, not args.no_anchors)

    if args.command == "replay":
        from .core import SetupError
        from .replay import load, run

        try:
            if args.scenario == "-":
                text = sys.stdin.buffer.read().decode("utf-8")  # JSON is UTF-8, whatever the locale
            else:
                with open(args.scenario, encoding="utf-8") as f:
                    text = f.read()
        except OSError as e:
            print(f"replay: scenario: cannot read {args.scenario} ({e.strerror})", file=sys.stderr)
            return 2
        except UnicodeDecodeError:
            print(f"replay: scenario: {args.scenario} is not UTF-8 text", file=sys.stderr)
            return 2
        try:
            outcome = run(load(text))
        except SetupError as e:
            print(f"replay: {e}".replace("\n", " "), file=sys.stderr)
            return 2
        json.dump(outcome, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0

    from .bench import main as bench_main
    from .registry import game_ids

    unknown = [g for g in args.only or () if g not in game_ids()]
    if unknown:
        parser.error(f"unknown game id {unknown[0]!r} (known: {', '.join(game_ids())})")
    return bench_main(args.games, args.rounds, args.only, args.against)


if __name__ == "__main__":
    sys.exit(main())
