"""Card notation (see shared/rules/README.md): ``7S``, ``10H``, ``QD``, ``X1``, ``7S#2``.

Cards are kept as their notation strings everywhere in the engine: they are hashable,
JSON-friendly and exactly what the replay format and the logs use.
"""

from __future__ import annotations

from typing import NamedTuple

RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
JOKER_RANK = "X"
JOKERS: tuple[str, ...] = ("X1", "X2")


class CardError(ValueError):
    """A string is not a card in the project's notation."""


class Card(NamedTuple):
    rank: str  # one of RANKS, or "X" for a joker/jester
    suit: str  # one of SUITS, or "1"/"2" for a joker/jester
    deck: int = 1

    def __str__(self) -> str:
        return format_card(self)


def parse_card(text: str) -> Card:
    """Parse ``7S``, ``10H``, ``X2``, ``7S#2``; raise :class:`CardError` otherwise."""
    if not isinstance(text, str) or not text:
        raise CardError(f"not a card: {text!r}")
    body, sep, deck_part = text.partition("#")
    deck = 1
    if sep:
        if not (deck_part.isascii() and deck_part.isdigit()) or int(deck_part) < 1:
            raise CardError(f"bad deck suffix in {text!r}")
        deck = int(deck_part)
    if body in JOKERS:
        return Card(JOKER_RANK, body[1], deck)
    rank, suit = body[:-1], body[-1:]
    if rank not in RANKS or suit not in SUITS:
        raise CardError(f"not a card: {text!r}")
    return Card(rank, suit, deck)


def format_card(card: Card) -> str:
    body = f"X{card.suit}" if card.rank == JOKER_RANK else f"{card.rank}{card.suit}"
    return body if card.deck == 1 else f"{body}#{card.deck}"


def normalise(text: str) -> str:
    """The canonical spelling of a card (``7S#1`` becomes ``7S``)."""
    return format_card(parse_card(text))


def rank_of(card: str) -> str:
    rank = _RANK_OF.get(card)
    if rank is not None:
        return rank
    body = card.partition("#")[0]
    rank = JOKER_RANK if body in JOKERS else body[:-1]
    if len(_RANK_OF) < _MEMO_MAX and rank in _RANK_SET:  # a card of a fifth deck or later: remembered
        _RANK_OF[card] = rank
    return rank


def suit_of(card: str) -> str:
    """The suit letter; ``""`` for a joker/jester."""
    body = card.partition("#")[0]
    return "" if body in JOKERS else body[-1]


def is_joker(card: str) -> bool:
    return card.partition("#")[0] in JOKERS


def deck(*, jokers: bool = False, copies: int = 1) -> list[str]:
    """Every card of ``copies`` standard decks, in a fixed order (a new list each time)."""
    cached = _DECKS.get((jokers, copies))
    if cached is None:
        cached = _DECKS[(jokers, copies)] = tuple(_build_deck(jokers, copies))
    return list(cached)


_DECKS: dict[tuple[bool, int], tuple[str, ...]] = {}


def _build_deck(jokers: bool, copies: int) -> list[str]:
    cards: list[str] = []
    for n in range(1, copies + 1):
        suffix = "" if n == 1 else f"#{n}"
        cards += [f"{r}{s}{suffix}" for s in SUITS for r in RANKS]
        if jokers:
            cards += [f"{j}{suffix}" for j in JOKERS]
    return cards


# The rank of every card of up to four decks, jokers included (rank_of's fast path); cards of
# more decks are added as they are met, up to _MEMO_MAX entries (so a flood of made-up deck
# numbers cannot grow it without end).
_MEMO_MAX = 20_000
_RANK_SET = frozenset((*RANKS, JOKER_RANK))
_RANK_OF: dict[str, str] = {c: c.partition("#")[0][:-1] for c in deck(copies=4)}
_RANK_OF.update({f"{j}{s}": JOKER_RANK for j in JOKERS for s in ("", "#2", "#3", "#4")})


def sort_key(card: str) -> tuple[int, int, int]:
    """Order by rank (A low, jokers last), then suit, then deck."""
    key = _SORT_KEY.get(card)
    if key is not None:
        return key
    c = parse_card(card)
    rank = len(RANKS) if c.rank == JOKER_RANK else RANKS.index(c.rank)
    suit = SUITS.index(c.suit) if c.suit in SUITS else int(c.suit)
    key = (rank, suit, c.deck)
    if len(_SORT_KEY) < _MEMO_MAX:  # a card of a fifth deck or later (Sänkpass deals up to 20): remembered
        _SORT_KEY[card] = key
    return key


_SORT_KEY: dict[str, tuple[int, int, int]] = {}
_SORT_KEY.update({c: sort_key(c) for c in deck(jokers=True, copies=4)})  # sort_key's fast path


def sorted_cards(cards: list[str]) -> list[str]:
    try:  # every card already known (as nearly always): its key straight from the table
        return sorted(cards, key=_SORT_KEY.__getitem__)
    except KeyError:
        return sorted(cards, key=sort_key)
