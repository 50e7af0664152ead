"""Helpers shared by the computer-player tests (tests/test_computer_*.py)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engine.cards import SUITS, deck, rank_of
from engine.computer import decide, knowledge
from engine.registry import get_game

GAMES = ("finns-i-sjon", "go-fish", "sankpass", "farg-gin", "hollywood-gin")


def options_for(gid: str, rnd: random.Random, seats: int) -> dict[str, Any]:
    """Random options of ``gid`` that fit ``seats`` (gin matches kept short by a low target)."""
    if gid in ("farg-gin", "hollywood-gin"):
        return {"target": rnd.choice([25, 40])}
    if gid == "sankpass":
        opts: dict[str, Any] = {k: rnd.choice(v) for k, v in {
            "on_match": ["end", "eliminate"], "ace": ["high", "choice"], "reveal": ["choice", "all", "off"],
            "jokers": [True, False], "start_card": [False, True], "deal": ["random", "fixed"]}.items()}
        opts["hand_size"] = rnd.randint(1, min(12, 52 // seats))
        return opts
    opts = {"history": rnd.choice(["recent", "full"])}
    if gid == "go-fish":
        opts.update(ask_mode=rnd.choice(["rank", "card"]), ask_own_card=rnd.choice([False, True]),
                    play_on=rnd.choice([False, True]))
    if rnd.random() < 0.3:
        opts["hand_size"] = rnd.randint(1, 52 // seats)
    return opts


def seat_count(gid: str, rnd: random.Random) -> int:
    game = get_game(gid)
    return rnd.randint(game.min_seats, min(game.max_seats, 6))


def conserved(gid: str, state: Any) -> None:
    """Every card of the game is in exactly one place."""
    if gid in ("finns-i-sjon", "go-fish"):
        held = [c for h in state.hands.values() for c in h] + list(state.stock)
        booked = [f"{r}{s}" for b in state.books.values() for r in b for s in SUITS]
        assert sorted(held + booked) == sorted(deck())
        assert not {rank_of(c) for c in held} & {r for b in state.books.values() for r in b}
    elif gid == "sankpass":
        cards = [c for h in state.hands.values() for c in h] + state.pile + state.removed + state.stock
        assert Counter(cards) == Counter(deck(jokers=state.options.jokers, copies=state.decks))
    else:
        cards = [c for h in state.hands.values() for c in h] + state.stock + state.discard
        assert sorted(cards) == sorted(deck())


def computer_move(game: Any, state: Any, seat: str, level: str, seed: int) -> dict[str, Any]:
    know = knowledge(game, state, seat)
    action = decide(game.id, know, level, seed)
    assert action in know.legal
    return action
