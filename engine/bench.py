"""Random self-play benchmark: games/s and µs per action for every registered game.

``python -m engine bench --against openspiel`` also plays OpenSpiel's ``go_fish`` (3 players) and
``gin_rummy`` (C++, driven from Python) in the same process, round by round alongside ours, and
prints the ratios. Both sides run the same loop: one legal-actions call for the player to move,
a uniformly random pick, one apply. OpenSpiel's chance steps (dealing, drawing) are sampled from
``chance_outcomes()`` and timed too, since our ``apply`` does its dealing and drawing inside.

Times are the process's CPU time (``time.process_time``), so other work on the machine inflates
them less than wall-clock time would.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from .registry import game_ids, get_game

# Moves a random player always takes when it can. A uniformly random gin player almost never
# knocks (only ~0.4% of random 11-card hands can), so its matches would take ~10⁴ actions.
EAGER: dict[str, set[str]] = {"farg-gin": {"gin", "knock"}, "hollywood-gin": {"gin", "knock"}}

# Our game -> the OpenSpiel game it is compared with, and its parameters.
OPENSPIEL_PEERS: dict[str, tuple[str, dict[str, Any]]] = {
    "go-fish": ("go_fish", {"players": 3}),
    "finns-i-sjon": ("go_fish", {"players": 3}),
    "farg-gin": ("gin_rummy", {}),
    "hollywood-gin": ("gin_rummy", {}),
}
PEER_SEATS = {"go-fish": 3, "finns-i-sjon": 3}  # ours is played with OpenSpiel's player count


def play_random(game_id: str, seed: int, seats: int | None = None, max_actions: int = 20_000) -> int:
    """Play one game with uniformly random legal actions; return the number of actions.

    Like OpenSpiel's loop: each step asks only the player to move (``state.turn``) for its legal
    actions and applies one of them. Only when the game waits on no single seat (no turn, or the
    turn's seat has nothing to do) are all seated players' actions gathered.
    """
    game = get_game(game_id)
    rnd = random.Random(seed)
    n = seats or rnd.randint(game.min_seats, game.max_seats)
    state = game.new([f"p{i}" for i in range(n)], {}, seed)
    eager_types = EAGER.get(game_id, ())
    legal = game.legal_actions
    apply = game.apply
    actions = 0
    while state.phase != "ended" and actions < max_actions:
        seat = state.turn
        acts = legal(state, seat) if seat is not None else []
        if acts:
            if eager_types:
                eager = [a for a in acts if a["type"] in eager_types]
                action = rnd.choice(eager or acts)
            else:
                action = rnd.choice(acts)
        else:
            moves = [(s, a) for s in state.active for a in legal(state, s)]
            if not moves:
                raise RuntimeError(f"{game_id}: no legal move in a running game (seed {seed})")
            eager_moves = [m for m in moves if m[1]["type"] in eager_types]
            seat, action = rnd.choice(eager_moves or moves)
        state, _ = apply(state, seat, action, float(actions))
        actions += 1
    return actions


def play_openspiel(game: Any, rnd: random.Random) -> tuple[int, int]:
    """One random OpenSpiel game: (player decisions, all steps including chance)."""
    state = game.new_initial_state()
    decisions = steps = 0
    choice, choices = rnd.choice, rnd.choices
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(choices(outcomes, probs)[0])
        else:
            state.apply_action(choice(state.legal_actions()))
            decisions += 1
        steps += 1
    return decisions, steps


def _time_openspiel(game: Any, seed: int, decisions: int = 10_000) -> tuple[float, float, float]:
    """Random OpenSpiel games until ``decisions`` player actions: µs/action, µs/step, actions/game."""
    rnd = random.Random(seed)
    n = dec = steps = 0
    t0 = time.process_time()
    while dec < decisions:
        d, s = play_openspiel(game, rnd)
        n, dec, steps = n + 1, dec + d, steps + s
    dt = time.process_time() - t0
    return dt / dec * 1e6, dt / steps * 1e6, dec / n


def _timed(play: Callable[[int], int], games: int, first_seed: int) -> tuple[float, int]:
    t0 = time.process_time()
    total = sum(play(first_seed + i) for i in range(games))
    return time.process_time() - t0, total


def _load_openspiel() -> Any | None:
    try:
        import pyspiel
    except ImportError:
        return None
    return pyspiel


def main(games: int = 50, rounds: int = 3, only: list[str] | None = None,
         against: str | None = None) -> int:
    """Print games/s, µs per action and actions per game for each game (medians of ``rounds``)."""
    gids = only or game_ids()
    pyspiel = None
    if against == "openspiel":
        pyspiel = _load_openspiel()
        if pyspiel is None:
            print("open_spiel is not installed (pip install open_spiel): running ours only")
    peers: dict[str, Any] = {}
    if pyspiel is not None:
        for gid in gids:
            if gid in OPENSPIEL_PEERS and OPENSPIEL_PEERS[gid][0] not in peers:
                name, params = OPENSPIEL_PEERS[gid]
                peers[name] = pyspiel.load_game(name, params)

    ours: dict[str, list[tuple[float, float, float]]] = {g: [] for g in gids}
    theirs: dict[str, list[tuple[float, float, float]]] = {n: [] for n in peers}
    ratios: dict[str, list[tuple[float, float]]] = {g: [] for g in gids}  # per action, per step
    for gid in gids:  # warm up: imports, first calls, caches
        play_random(gid, seed=-1, seats=PEER_SEATS.get(gid) if peers else None)
    for game in peers.values():
        play_openspiel(game, random.Random(-1))
    for r in range(rounds):
        for gid in gids:
            seats = PEER_SEATS.get(gid) if peers else None
            peer = OPENSPIEL_PEERS[gid][0] if gid in OPENSPIEL_PEERS and peers else None
            # Each of our games is timed next to its OpenSpiel peer, in alternating order, so a
            # change in the machine's load hits both sides of a ratio alike.
            if peer and r % 2:
                theirs[peer].append(_time_openspiel(peers[peer], seed=r))
            dt, total = _timed(lambda s, g=gid, n=seats: play_random(g, seed=s, seats=n), games, r * games)
            ours[gid].append((games / dt, dt / total * 1e6, total / games))
            if peer and not r % 2:
                theirs[peer].append(_time_openspiel(peers[peer], seed=r))
            if peer:
                ratios[gid].append((ours[gid][-1][1] / theirs[peer][-1][0], ours[gid][-1][1] / theirs[peer][-1][1]))

    def med(rows: list[tuple[float, ...]], i: int) -> float:
        return statistics.median(row[i] for row in rows)

    print(f"{'game':<16}{'games/s':>10}{'µs/action':>12}{'actions/game':>14}   (median of {rounds} rounds)")
    for gid in gids:
        seats = f" ({PEER_SEATS[gid]} seats)" if peers and gid in PEER_SEATS else ""
        print(f"{gid:<16}{med(ours[gid], 0):>10.1f}{med(ours[gid], 1):>12.1f}"
              f"{med(ours[gid], 2):>14.1f}{seats}")
    if not peers:
        return 0
    print()
    print("OpenSpiel (C++ via pyspiel), same loop; an action is a player's decision, the time includes")
    print("the chance steps (dealing, drawing) that our apply does inside; µs/step counts those too.")
    print(f"{'openspiel':<16}{'µs/action':>12}{'µs/step':>10}{'actions/game':>14}")
    for name in peers:
        print(f"{name:<16}{med(theirs[name], 0):>12.1f}{med(theirs[name], 1):>10.1f}"
              f"{med(theirs[name], 2):>14.1f}")
    print()
    print(f"{'ours / openspiel':<32}{'per action':>12}{'per step':>10}   (median of the rounds' ratios)")
    for gid in gids:
        if gid not in OPENSPIEL_PEERS:
            continue
        name = OPENSPIEL_PEERS[gid][0]
        per_action = statistics.median(a for a, _ in ratios[gid])
        per_step = statistics.median(b for _, b in ratios[gid])
        print(f"{gid + ' / ' + name:<32}{per_action:>11.1f}×{per_step:>9.1f}×")
    return 0
