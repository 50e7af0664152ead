"""Random self-play benchmark: games/s and µs per action for every registered game."""

from __future__ import annotations

import random
import statistics
import time

from .registry import game_ids, get_game

# Moves a random player always takes when it can. A uniformly random gin player almost never
# knocks (only ~0.4% of random 11-card hands can), so its matches would take ~10⁴ actions.
EAGER: dict[str, set[str]] = {"farg-gin": {"gin", "knock"}, "hollywood-gin": {"gin", "knock"}}


def play_random(game_id: str, seed: int, seats: int | None = None, max_actions: int = 20_000) -> int:
    """Play one game with uniformly random legal actions; return the number of actions."""
    game = get_game(game_id)
    rnd = random.Random(seed)
    n = seats or rnd.randint(game.min_seats, game.max_seats)
    state = game.new([f"p{i}" for i in range(n)], {}, seed)
    actions = 0
    while state.phase != "ended" and actions < max_actions:
        moves = [(s, a) for s in state.active for a in game.legal_actions(state, s)]
        if not moves:
            raise RuntimeError(f"{game_id}: no legal move in a running game (seed {seed})")
        eager = [m for m in moves if m[1]["type"] in EAGER.get(game_id, ())]
        seat, action = rnd.choice(eager or moves)
        state, _ = game.apply(state, seat, action, float(actions))
        actions += 1
    return actions


def main(games: int = 200, rounds: int = 5, only: list[str] | None = None) -> int:
    """Print games/s, µs per action and actions per game for each game (medians of ``rounds``)."""
    print(f"{'game':<16}{'games/s':>10}{'µs/action':>12}{'actions/game':>14}   (median of {rounds} rounds)")
    for gid in only or game_ids():
        gps, upa, apg = [], [], []
        for r in range(rounds):
            t0 = time.perf_counter()
            total = sum(play_random(gid, seed=r * games + i) for i in range(games))
            dt = time.perf_counter() - t0
            gps.append(games / dt)
            upa.append(dt / total * 1e6)
            apg.append(total / games)
        print(f"{gid:<16}{statistics.median(gps):>10.1f}{statistics.median(upa):>12.1f}"
              f"{statistics.median(apg):>14.1f}")
    return 0
