"""The gin meld solver (engine/games/gin_melds.py): deadwood, arrangements, blocking, lay-offs.

Checked against an independent brute force (every subset of every meld) with hypothesis, and
against OpenSpiel's C++ solver where pyspiel is installed.
"""

from __future__ import annotations

import functools
import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games import gin_melds as gm

M = gm.to_mask


def cards(text: str) -> list[str]:
    return text.split()


# ---- an independent brute force ----------------------------------------------------------------
def brute_melds(hand: list[str]) -> tuple[frozenset[str], ...]:
    """Every meld in the hand, found the slow and obvious way (once a hand: a test checks many
    arrangements of one hand against it)."""
    return _brute_melds(tuple(hand))


@functools.lru_cache(maxsize=1024)
def _brute_melds(hand: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    order = {r: i for i, r in enumerate(gm.RANKS)}
    out = []
    for n in range(3, len(hand) + 1):
        for combo in itertools.combinations(hand, n):
            ranks = sorted(order[c[:-1]] for c in combo)
            suits = {c[-1] for c in combo}
            is_run = len(suits) == 1 and ranks == list(range(ranks[0], ranks[0] + n))
            is_set = len(set(ranks)) == 1 and n in (3, 4)
            if is_run or is_set:
                out.append(frozenset(combo))
    return tuple(out)


def value(cs) -> int:
    return sum(gm.RANK_VALUE[gm.RANKS.index(c[:-1])] for c in cs)


def brute_min_deadwood(hand: list[str], melds: tuple[frozenset[str], ...] | None = None) -> int:
    """The least deadwood over every set of disjoint melds (``melds``: the hand's, if known)."""
    melds = brute_melds(hand) if melds is None else melds
    best = value(hand)

    def rec(i: int, used: frozenset[str]) -> None:
        nonlocal best
        best = min(best, value(set(hand) - used))
        for j in range(i, len(melds)):
            if not melds[j] & used:
                rec(j + 1, used | melds[j])

    rec(0, frozenset())
    return best


ALL = [f"{r}{s}" for s in gm.SUITS for r in gm.RANKS]
hands10 = st.lists(st.sampled_from(ALL), min_size=10, max_size=10, unique=True)
hands11 = st.lists(st.sampled_from(ALL), min_size=11, max_size=11, unique=True)


@st.composite
def dense_hands(draw, n: int = 10):
    """Hands drawn from 4 ranks × 4 suits (plus a few runs): full of overlapping sets and runs."""
    ranks = draw(st.lists(st.sampled_from(gm.RANKS), min_size=4, max_size=4, unique=True))
    start = draw(st.integers(0, 9))
    pool = sorted({f"{r}{s}" for r in ranks for s in gm.SUITS}
                  | {f"{gm.RANKS[start + k]}{s}" for k in range(4) for s in "SH"})
    return draw(st.lists(st.sampled_from(pool), min_size=n, max_size=n, unique=True))


def check_arrangement(hand: list[str], a: gm.Arrangement) -> None:
    """Cards from the hand, melds disjoint and real, deadwood and blocking correct."""
    mask = M(hand)
    used = 0
    blocked = 0
    for m in a.melds:
        assert m & mask == m, "a meld card is not in the hand"
        assert not m & used, "two melds share a card"
        assert gm.meld_kind(m) is not None
        assert frozenset(gm.to_cards(m)) in brute_melds(hand)
        used |= m
        blocked |= gm.meld_blocks(m)
    assert a.dead == mask ^ used
    assert a.deadwood == value(gm.to_cards(a.dead))
    assert a.blocked == blocked


# ---- deadwood ---------------------------------------------------------------------------------
@settings(max_examples=300, deadline=None)
@given(hands10)
def test_min_deadwood_equals_brute_force_on_random_hands(hand):
    assert gm.min_deadwood(M(hand)) == brute_min_deadwood(hand)


@settings(max_examples=200, deadline=None)
@given(dense_hands())
def test_min_deadwood_equals_brute_force_on_dense_hands(hand):
    assert gm.min_deadwood(M(hand)) == brute_min_deadwood(hand)


@settings(max_examples=60, deadline=None)
@given(st.one_of(hands11, dense_hands(11)))
def test_after_discard_equals_best_of_eleven_discards(hand):
    melds = brute_melds(hand)  # the ten cards' melds: those of the eleven without the discard
    expected = min(brute_min_deadwood([c for c in hand if c != d], tuple(m for m in melds if d not in m))
                   for d in hand)
    assert gm.min_deadwood_after_discard(M(hand)) == expected
    assert min(dw for _, dw in gm.discard_options(M(hand))) == expected


@settings(max_examples=150, deadline=None)
@given(st.one_of(hands10, dense_hands()))
def test_every_arrangement_is_valid_and_best_reaches_the_minimum(hand):
    mask = M(hand)
    best = gm.best_arrangement(mask)
    check_arrangement(hand, best)
    assert best.deadwood == gm.min_deadwood(mask)
    for a in gm.arrangements(mask):
        check_arrangement(hand, a)
        assert a.deadwood >= best.deadwood


@settings(max_examples=100, deadline=None)
@given(st.one_of(hands10, dense_hands()))
def test_knock_choices_one_per_blocked_set_each_the_least_deadwood(hand):
    mask = M(hand)
    choices = gm.knock_choices(mask)
    every = [a for a in gm.arrangements(mask) if a.deadwood <= gm.KNOCK_LIMIT]
    assert {c.blocked for c in choices} == {a.blocked for a in every}
    assert len({c.blocked for c in choices}) == len(choices)
    for c in choices:
        check_arrangement(hand, c)
        assert c.deadwood == min(a.deadwood for a in every if a.blocked == c.blocked)
    if choices:
        assert choices[0].deadwood == gm.min_deadwood(mask)


def test_values_and_ace_low_only():
    assert value(cards("AS 9H 10D JC QS KH")) == 1 + 9 + 10 + 30
    assert gm.mask_value(M(cards("AS 9H 10D JC QS KH"))) == 50
    assert gm.min_deadwood(M(cards("QS KS AS"))) == 21  # Q-K-A is not a run
    assert gm.min_deadwood(M(cards("AS 2S 3S"))) == 0
    assert gm.meld_kind(M(cards("QS KS AS"))) is None
    assert gm.meld_kind(M(cards("AS 2S 3S 4S"))) == "run"
    assert gm.meld_kind(M(cards("7S 7H 7D"))) == "set"
    assert gm.meld_kind(M(cards("7S 7H 7D 7C"))) == "four"
    assert gm.meld_kind(M(cards("7S 7H"))) is None
    assert gm.meld_kind(M(cards("7S 8H 9S"))) is None
    assert gm.meld_kind(M(cards("7S 9S 10S"))) is None


def test_a_card_serves_one_meld_only():
    # 7H could finish the set of sevens or the hearts run, not both
    # 7S 7D 7C + 7H 8H 9H: the triple and the run together meld everything
    assert gm.min_deadwood(M(cards("7S 7D 7C 7H 8H 9H"))) == 0
    # 7H 8H 9H leaves 7S 7D (14); the set 7S 7D 7H would leave 8H 9H (17)
    assert gm.min_deadwood(M(cards("7S 7D 7H 8H 9H"))) == 14


def test_blocking_rules():
    assert gm.meld_blocks(M(cards("3D 4D 5D"))) == 1 << gm.SUITS.index("D")
    assert gm.meld_blocks(M(cards("QH QS QC"))) == 1 << gm.SUITS.index("D")  # the missing suit
    assert gm.meld_blocks(M(cards("QH QS QC QD"))) == 0  # four of a kind blocks nothing
    a = gm.best_arrangement(M(cards("QH QS QC 10D JD QD 3D 4D 5D 6D")))
    assert a.deadwood == 0
    assert a.blocked == 1 << gm.SUITS.index("D")


def test_knock_choices_offer_unmelding_a_low_meld_to_unblock_a_suit():
    # AH AD AC blocks spades; leaving it unmelded costs 3 deadwood and frees spades
    hand = cards("AH AD AC 5D 6D 7D 9C 10C JC 2H")
    choices = gm.knock_choices(M(hand))
    by_blocked = {tuple(gm.SUITS[i] for i in range(4) if c.blocked >> i & 1): c for c in choices}
    assert by_blocked[("S", "D", "C")].deadwood == 2
    assert by_blocked[("D", "C")].deadwood == 5
    assert choices[0].deadwood == 2


def test_ties_prefer_blocking_fewer_open_suits():
    # JS QS KS (blocks S) or KS KH KD (blocks C): 20 deadwood left either way
    hand = M(cards("JS QS KS KH KD"))
    spades, clubs = 1 << gm.SUITS.index("S"), 1 << gm.SUITS.index("C")
    with_clubs_closed = gm.best_arrangement(hand, gm.ALL_SUITS ^ clubs)
    assert with_clubs_closed.deadwood == 20
    assert gm.to_cards(with_clubs_closed.melds[0]) == ["KS", "KH", "KD"]
    with_spades_closed = gm.best_arrangement(hand, gm.ALL_SUITS ^ spades)
    assert gm.to_cards(with_spades_closed.melds[0]) == ["JS", "QS", "KS"]


# ---- lay-offs ---------------------------------------------------------------------------------
def test_layoffs_chain_at_both_ends_and_complete_a_set():
    run = M(cards("6H 7H 8H"))
    triple = M(cards("KS KH KD"))
    lay = gm.layoffs(M(cards("4H 5H 9H 10H KC 2H QD")), [run, triple])
    laid = sorted(gm.CARDS[b] for b, _ in lay)
    assert laid == sorted(cards("4H 5H 9H 10H KC"))
    assert {gm.CARDS[b]: k for b, k in lay}["KC"] == 1
    # nothing onto a four of a kind, nothing across a gap, ace low only
    assert gm.layoffs(M(cards("QS AH")), [M(cards("JH QH KH"))]) == []
    assert gm.layoffs(M(cards("5S")), [M(cards("5H 5D 5C 5S")) ^ M(["5S"]), M(cards("9S 9H 9D 9C"))]) \
        == [(gm.card_bit("5S"), 0)]
    assert gm.layoffs(M(cards("3D")), [M(cards("5D 6D 7D"))]) == []


def test_defender_may_break_a_meld_to_lay_off_when_that_is_better():
    # knocker's run 3S 4S 5S: 2S and the chain 6S 7S 8S lay off
    d = gm.defend(M(cards("2S 6S 7S 8S KH KD")), [M(cards("3S 4S 5S"))])
    assert d.deadwood == 20
    # 8C 9C 10C + 8H 8D against the knocker's JC QC KC: melding the run leaves 16, but the set
    # 8H 8D 8C with 10C and 9C laid off (a chain) leaves nothing
    d = gm.defend(M(cards("8C 9C 10C 8H 8D")), [M(cards("JC QC KC"))])
    assert d.deadwood == 0
    assert sorted(gm.CARDS[b] for b, _ in d.layoffs) == ["10C", "9C"]
    assert gm.defend(M(cards("8C 9C 10C 8H 8D")), None).deadwood == 16
    # a tie (own run or the same cards laid off) is settled with fewer lay-offs
    d = gm.defend(M(cards("4H 5H 6H KD KC")), [M(cards("7H 8H 9H"))])
    assert d.deadwood == 20 and d.layoffs == ()
    assert gm.to_cards(d.melds[0]) == ["4H", "5H", "6H"]


def test_defence_without_layoffs_on_gin():
    hand = M(cards("9S 5H 5S 8C AC 2C 3C 7S 8S 10S"))
    assert gm.defend(hand, None).deadwood == 18
    assert gm.defend(hand, None).layoffs == ()


def test_random_defences_match_a_brute_force():
    rnd = random.Random(7)
    for _ in range(150):
        pool = rnd.sample(ALL, 20)
        knocker, defender = pool[:10], pool[10:]
        a = gm.best_arrangement(M(knocker))
        d = gm.defend(M(defender), a.melds)
        # brute force: every defender arrangement, then every subset of lay-off candidates
        best = None
        for arr in gm.arrangements(M(defender)):
            dead = arr.dead
            laid = {b for b, _ in gm.layoffs(dead, a.melds)}
            v = gm.mask_value(dead) - sum(gm.CARD_VALUE[b] for b in laid)
            best = v if best is None else min(best, v)
        assert d.deadwood == best
        assert d.deadwood <= gm.min_deadwood(M(defender))


# ---- OpenSpiel differential ---------------------------------------------------------------------
def test_min_deadwood_agrees_with_openspiel():
    pyspiel = pytest.importorskip("pyspiel")
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    # OpenSpiel numbers cards suit * 13 + rank with suits in the order s c d h
    assert [utils.card_string(i) for i in (0, 13, 26, 39)] == ["As", "Ac", "Ad", "Ah"]
    os_suit = {"S": 0, "C": 1, "D": 2, "H": 3}

    def to_os(hand: list[str]) -> list[int]:
        return [os_suit[c[-1]] * 13 + gm.RANKS.index(c[:-1]) for c in hand]

    rnd = random.Random(2024)
    for _ in range(3000):
        hand = rnd.sample(ALL, 10)
        assert gm.min_deadwood(M(hand)) == utils.min_deadwood(to_os(hand)), hand
    for _ in range(500):  # dense hands, where sets and runs compete
        ranks = rnd.sample(gm.RANKS, 4)
        hand = rnd.sample([f"{r}{s}" for r in ranks for s in gm.SUITS], 10)
        assert gm.min_deadwood(M(hand)) == utils.min_deadwood(to_os(hand)), hand
