"""Minimal-deadwood speed: our solver against OpenSpiel (C++) and RLCard (Python).

    ./scripts/bench gin_solver [--hands N] [--rounds R] [--seed S]

Every solver gets the same random hands, each in its own native form made before timing (our
bit masks, OpenSpiel's card ints, RLCard's Card objects); "ours (from strings)" also pays for
turning card strings into a mask. The answers are compared before anything is timed.

- 10 cards: the least deadwood of the hand.
- 11 cards: the least deadwood left after the best discard (what decides a knock). OpenSpiel's
  ``min_deadwood`` does exactly this for an 11-card hand; RLCard has no single call for it, so
  we use what its judge does (``get_meld_clusters``, then for each cluster the deadwood less its
  highest card), plus the case of no meld at all.

Not part of the test suite; the reference solvers are the optional ``reference`` extras.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.games import gin_melds as gm

OS_SUIT = {"S": 0, "C": 1, "D": 2, "H": 3}  # OpenSpiel: card = suit * 13 + rank, suits s c d h


def openspiel():
    try:
        import pyspiel
    except ImportError:
        return None
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    return {
        "prepare": lambda hand: [OS_SUIT[c[-1]] * 13 + gm.RANKS.index(c[:-1]) for c in hand],
        10: utils.min_deadwood,
        11: utils.min_deadwood,
    }


def rlcard():
    try:
        from rlcard.games.gin_rummy.utils import melding
        from rlcard.games.gin_rummy.utils import utils as rl
    except ImportError:
        return None

    def prepare(hand):
        return [rl.card_from_text(("T" if c[:-1] == "10" else c[:-1]) + c[-1]) for c in hand]

    def ten(hand):
        clusters = melding.get_best_meld_clusters(hand)
        if not clusters:
            return sum(rl.get_deadwood_value(c) for c in hand)
        return rl.get_deadwood_count(hand, clusters[0])

    def eleven(hand):
        values = [rl.get_deadwood_value(c) for c in hand]
        best = sum(values) - max(values)  # no meld: throw the highest card
        for cluster in melding.get_meld_clusters(hand):
            melded = [c for pile in cluster for c in pile]
            dead = [c for c in hand if c not in melded]  # as rlcard's judge does for 11 cards
            if not dead:
                return 0
            vals = [rl.get_deadwood_value(c) for c in dead]
            best = min(best, sum(vals) - max(vals))
        return best

    return {"prepare": prepare, 10: ten, 11: eleven}


def ours():
    return {"prepare": gm.to_mask, 10: gm.min_deadwood, 11: gm.min_deadwood_after_discard}


def ours_from_strings():
    to_mask, ten, eleven = gm.to_mask, gm.min_deadwood, gm.min_deadwood_after_discard
    return {"prepare": lambda hand: hand,
            10: lambda hand: ten(to_mask(hand)),
            11: lambda hand: eleven(to_mask(hand))}


def time_solver(fn: Callable, hands: list, rounds: int) -> float:
    """Median hands/s over ``rounds``."""
    rates = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        for h in hands:
            fn(h)
        rates.append(len(hands) / (time.perf_counter() - t0))
    return statistics.median(rates)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hands", type=int, default=20_000, help="random hands per size")
    p.add_argument("--rounds", type=int, default=5, help="timed rounds; the median is shown")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)

    solvers = {"ours": ours(), "ours (from strings)": ours_from_strings(),
               "OpenSpiel C++": openspiel(), "RLCard": rlcard()}
    missing = [k for k, v in solvers.items() if v is None]
    solvers = {k: v for k, v in solvers.items() if v is not None}
    if missing:
        print(f"not installed (skipped): {', '.join(missing)}  — pip install '.[reference]'")

    rnd = random.Random(args.seed)
    deck = list(gm.CARDS)
    print(f"{args.hands} random hands per size, median of {args.rounds} rounds\n")
    print(f"{'cards':>5}  {'solver':<22}{'hands/s':>12}")
    for size in (10, 11):
        hands = [rnd.sample(deck, size) for _ in range(args.hands)]
        native = {name: [s["prepare"](h) for h in hands] for name, s in solvers.items()}
        # the same answers first
        ref = [solvers["ours"][size](m) for m in native["ours"]]
        for name, s in solvers.items():
            got = [s[size](h) for h in native[name]]
            bad = sum(a != b for a, b in zip(got, ref, strict=True))
            if bad:
                print(f"  !! {name} disagrees with ours on {bad} of {len(hands)} {size}-card hands")
        rates = {name: time_solver(s[size], native[name], args.rounds) for name, s in solvers.items()}
        for name, rate in rates.items():
            print(f"{size:>5}  {name:<22}{rate:>12,.0f}")
        for other in ("RLCard", "OpenSpiel C++"):
            if other in rates:
                print(f"{size:>5}  ours / {other:<15}{rates['ours'] / rates[other]:>11.1f}×"
                      f"   (from strings: {rates['ours (from strings)'] / rates[other]:.1f}×)")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
