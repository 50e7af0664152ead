"""Helpers shared by the Finns i sjön and Go Fish engine tests."""

from __future__ import annotations

from typing import Any

from engine.cards import SUITS, deck, rank_of


def cards(text: str) -> list[str]:
    return text.split()


def conserved(state: Any) -> None:
    held = [c for h in state.hands.values() for c in h] + list(state.stock)
    booked = [f"{r}{s}" for b in state.books.values() for r in b for s in SUITS]
    assert sorted(held + booked) == sorted(deck())


def position(game: Any, hands: dict[str, str], stock: str = "", books: dict[str, str] | None = None,
             turn: str | None = None, options: dict[str, Any] | None = None) -> Any:
    """A state in the middle of a game, built by hand; the 52 cards must add up.

    ``stock`` lists the lake/pile top first; a final ``...`` puts every card not placed elsewhere
    below the listed ones (in deck order).
    """
    seats = list(hands)
    state = game.new(seats, options or {}, 1, first=turn or seats[0])
    state.hands = {s: cards(h) for s, h in hands.items()}
    state.books = {s: cards((books or {}).get(s, "")) for s in seats}
    top = cards(stock)
    if top[-1:] == ["..."]:
        placed = {c for h in state.hands.values() for c in h} | set(top)
        booked = {r for b in state.books.values() for r in b}
        top = top[:-1] + [c for c in deck() if c not in placed and rank_of(c) not in booked]
    state.stock = top
    state.turn = turn or seats[0]
    conserved(state)
    return state
