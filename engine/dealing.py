"""Dealing, with the replay format's stacked setups.

A setup places some cards (hands, the top of a pile); everything else is shuffled with the
game's seed and dealt or put below the listed cards. An impossible setup (a card twice, a card
not in the deck, a hand of the wrong size, an unknown seat) raises :class:`SetupError`.
"""

from __future__ import annotations

from typing import Any

from .core import Rng, SetupError, card_list


def check_keys(setup: dict[str, Any], allowed: set[str], field: str = "setup") -> None:
    if not isinstance(setup, dict):
        raise SetupError(field, "must be an object")
    for key in setup:
        if key not in allowed:
            raise SetupError(f"{field}.{key}", f"unknown setup key (expected one of {sorted(allowed)})")


def deal(
    full_deck: list[str],
    rng: Rng,
    seats: list[str],
    hand_size: int | dict[str, int],
    hands: dict[str, Any] | None = None,
    piles: dict[str, list[Any]] | None = None,
    field: str = "setup",
) -> tuple[dict[str, list[str]], dict[str, list[str]], list[str]]:
    """Deal ``hand_size`` cards to every seat, honouring stacked ``hands`` and ``piles``.

    ``piles`` maps a pile name to its listed cards (top first). Returns the hands, each listed
    pile as given, and the rest of the deck shuffled (to go below a pile, or wherever the game
    puts it).
    """
    sizes = hand_size if isinstance(hand_size, dict) else {s: hand_size for s in seats}
    hands = {} if hands is None else hands  # `[]` is no object of hands
    if not isinstance(hands, dict):
        raise SetupError(f"{field}.hands", "must be an object of seat: cards")
    placed: dict[str, str] = {}

    def place(where: str, cards: list[str]) -> None:
        for c in cards:
            if c in placed:
                raise SetupError(where, f"card {c} is placed twice ({placed[c]} and {where})")
            placed[c] = where

    out_hands: dict[str, list[str]] = {}
    for seat, cards in hands.items():
        where = f"{field}.hands.{seat}"
        if seat not in sizes:
            raise SetupError(where, f"{seat!r} is not a seat")
        if not isinstance(cards, list):
            raise SetupError(where, "must be a list of cards")
        cards = card_list(where, cards)
        if len(cards) != sizes[seat]:
            raise SetupError(where, f"expected {sizes[seat]} cards, got {len(cards)}")
        place(where, cards)
        out_hands[seat] = cards
    out_piles: dict[str, list[str]] = {}
    for name, cards in (piles or {}).items():
        where = f"{field}.{name}"
        if not isinstance(cards, list):
            raise SetupError(where, "must be a list of cards")
        cards = card_list(where, cards)
        place(where, cards)
        out_piles[name] = cards
    known = set(full_deck) if placed else ()
    for c, where in placed.items():
        if c not in known:
            raise SetupError(where, f"card {c} is not in this game's deck")
    rest = [c for c in full_deck if c not in placed] if placed else list(full_deck)  # (most deals stack nothing)
    rng.shuffle(rest)
    for seat in seats:
        if seat not in out_hands:
            n = sizes[seat]
            if len(rest) < n:
                raise SetupError(f"{field}.hands", "not enough cards left to deal every hand")
            out_hands[seat], rest = rest[:n], rest[n:]
    return {s: out_hands[s] for s in seats}, out_piles, rest
