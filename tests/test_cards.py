"""Card notation (shared/rules/README.md): parsing, spelling, ranks, suits, decks, ordering."""

from __future__ import annotations

import pytest

from engine.cards import (
    JOKERS,
    RANKS,
    SUITS,
    Card,
    CardError,
    deck,
    format_card,
    is_joker,
    normalise,
    parse_card,
    rank_of,
    sort_key,
    sorted_cards,
    suit_of,
)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("7S", Card("7", "S", 1)),
        ("10H", Card("10", "H", 1)),
        ("QD", Card("Q", "D", 1)),
        ("AC", Card("A", "C", 1)),
        ("KC", Card("K", "C", 1)),
        ("X1", Card("X", "1", 1)),
        ("X2", Card("X", "2", 1)),
        ("7S#2", Card("7", "S", 2)),
        ("X2#3", Card("X", "2", 3)),
        ("7S#1", Card("7", "S", 1)),
    ],
)
def test_parse_card(text: str, card: Card) -> None:
    assert parse_card(text) == card


@pytest.mark.parametrize(
    "text",
    [
        "", "7", "S", "1S", "11H", "7s", "kc", "7X", "X3", "X0", "XS", " 7S", "7S ", "10",
        "7S#0", "7S#-1", "7S#a", "7S#",  # an empty deck suffix is no card (was read as 7S)
        "7S#²", "7S#٣",  # non-ASCII digits (raised a bare ValueError from int())
        None, 7, ["7S"],
    ],
)
def test_parse_card_rejects(text: object) -> None:
    with pytest.raises(CardError):
        parse_card(text)  # type: ignore[arg-type]


def test_card_error_is_a_value_error() -> None:
    assert issubclass(CardError, ValueError)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("7S", "7S"), ("7S#1", "7S"), ("7S#2", "7S#2"), ("10H#01", "10H"), ("X1#1", "X1"), ("X2#2", "X2#2")],
)
def test_normalise(text: str, canonical: str) -> None:
    assert normalise(text) == canonical
    assert str(parse_card(text)) == canonical
    assert format_card(parse_card(canonical)) == canonical


@pytest.mark.parametrize(
    ("card", "rank", "suit", "joker"),
    [
        ("7S", "7", "S", False),
        ("10H", "10", "H", False),
        ("10H#2", "10", "H", False),
        ("QD", "Q", "D", False),
        ("X1", "X", "", True),
        ("X2#2", "X", "", True),
    ],
)
def test_rank_suit_joker(card: str, rank: str, suit: str, joker: bool) -> None:
    assert rank_of(card) == rank
    assert suit_of(card) == suit
    assert is_joker(card) is joker


def test_deck_standard() -> None:
    d = deck()
    assert len(d) == 52 == len(set(d))
    assert {rank_of(c) for c in d} == set(RANKS)
    assert {suit_of(c) for c in d} == set(SUITS)
    for r in RANKS:
        assert sum(rank_of(c) == r for c in d) == 4
    assert d == deck()  # fixed order
    assert all(normalise(c) == c for c in d)


def test_deck_jokers_and_copies() -> None:
    d = deck(jokers=True)
    assert len(d) == 54 and set(JOKERS) <= set(d)
    d2 = deck(jokers=True, copies=2)
    assert len(d2) == 108 == len(set(d2))
    assert "7S" in d2 and "7S#2" in d2 and "X1#2" in d2 and "7S#3" not in d2
    assert all(normalise(c) == c for c in d2)


def test_sort_key_orders_rank_then_suit_then_deck() -> None:
    assert sorted_cards(["KS", "AS", "X1", "10D", "2C", "7S#2", "7S", "7H", "X2"]) == [
        "AS", "2C", "7S", "7S#2", "7H", "10D", "KS", "X1", "X2",
    ]
    assert sort_key("AS") < sort_key("2S") < sort_key("KC") < sort_key("X1") < sort_key("X2")
    assert sort_key("7S") < sort_key("7H") < sort_key("7D") < sort_key("7C")


def test_sorted_cards_does_not_mutate() -> None:
    cards = ["KS", "AS"]
    assert sorted_cards(cards) == ["AS", "KS"]
    assert cards == ["KS", "AS"]


def test_cards_of_a_fifth_deck_and_later_sort_and_rank_as_parsed_and_are_remembered():
    """Sänkpass deals up to 20 decks; past the four precomputed, a card's key is remembered once
    computed (the same answer as from parsing), and what is no card is never remembered."""
    from engine import cards

    many = cards.deck(jokers=True, copies=20)
    for c in many[-60:]:
        parsed = cards.parse_card(c)
        rank = len(cards.RANKS) if parsed.rank == "X" else cards.RANKS.index(parsed.rank)
        assert cards.sort_key(c)[0] == rank and cards.sort_key(c)[2] == parsed.deck
        assert cards.rank_of(c) == parsed.rank
        assert c in cards._SORT_KEY and c in cards._RANK_OF
    assert cards.sorted_cards(list(reversed(many))) == sorted(many, key=lambda c: (
        cards.sort_key(c)[0], cards.sort_key(c)[1], cards.parse_card(c).deck))
    with pytest.raises(cards.CardError):
        cards.sort_key("ZZ#9")
    assert "ZZ#9" not in cards._SORT_KEY
    cards.rank_of("ZZ#9")
    assert "ZZ#9" not in cards._RANK_OF
