"""Sänkpass invariants under random play (hypothesis)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import deck, is_joker, rank_of
from engine.core import RulesError
from engine.registry import get_game

G = get_game("sankpass")

options_st = st.fixed_dictionaries(
    {},
    optional={
        "jokers": st.booleans(),
        "hand_size": st.integers(1, 12),
        "deal": st.sampled_from(["random", "fixed"]),
        "start_card": st.booleans(),
        "on_match": st.sampled_from(["end", "eliminate"]),
        "ace": st.sampled_from(["high", "choice"]),
        "reveal": st.sampled_from(["choice", "all", "off"]),
    },
)

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def strings(obj: Any):
    """Every string anywhere in a JSON-like value (keys included)."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from strings(k)
            yield from strings(v)
    elif isinstance(obj, list | tuple):
        for v in obj:
            yield from strings(v)


def check_invariants(state) -> None:
    every = [c for h in state.hands.values() for c in h] + state.pile + state.removed + state.stock
    assert sorted(every) == sorted(deck(jokers=state.options.jokers, copies=state.decks))
    assert len(state.pile) == len(state.pile_values)
    if not state.options.jokers:
        assert not any(is_joker(c) for c in every)
    if state.phase != "ended":
        assert state.turn in state.in_play and state.hands[state.turn]
        assert state.turn not in state.owes_pass
        assert set(state.owes_pass) <= set(state.in_play)
        assert any(G.legal_actions(state, s) for s in state.active)
    # the public view never shows a card from a hidden place
    view = G.public_view(state)
    hidden = set(state.stock) | set(state.removed)
    for seat, hand in state.hands.items():
        if seat not in state.revealed:
            hidden |= set(hand)
    assert not hidden & set(strings(view))
    for seat in state.revealed:
        assert sorted(view["revealed_hands"][seat]) == sorted(state.hands[seat])
    assert set(view["revealed_hands"]) == set(state.revealed)
    # the plays listed say what playing each card would do, as the rule (outcome) does
    for seat in state.seats:
        for p in G.plays(state, seat):
            assert p["outcome"] == G.outcome(state, p["card"], p.get("ace"))


def bad_actions(state, rnd: random.Random) -> list[tuple[str, dict]]:
    """Actions that must be refused now."""
    out: list[tuple[str, dict]] = []
    full = deck(jokers=True, copies=state.decks + 1)
    for seat in state.seats:
        if state.phase != "ended" and seat == state.turn:
            not_held = [c for c in full if c not in state.hands[seat]]
            out.append((seat, {"type": "play", "card": rnd.choice(not_held)}))
            aces = [c for c in state.hands[seat] if rank_of(c) == "A"]
            if aces and state.options.ace == "choice":
                out.append((seat, {"type": "play", "card": aces[0]}))
            if aces and state.options.ace == "high":
                out.append((seat, {"type": "play", "card": aces[0], "ace": "low"}))
        elif state.hands[seat]:
            out.append((seat, {"type": "play", "card": state.hands[seat][0]}))
        if state.options.reveal != "choice" or state.phase == "ended":
            out.append((seat, {"type": rnd.choice(["reveal", "hide"])}))
    out.append(("nobody", {"type": "reveal"}))
    return out


def random_game(seats: int, options: dict, seed: int, play_seed: int, check: bool = True):
    rnd = random.Random(play_seed)
    state = G.new([f"p{i}" for i in range(seats)], options, seed)
    trail: list[tuple[str, dict]] = []
    for _ in range(4000):
        if check:
            check_invariants(state)
        if state.phase == "ended":
            break
        if check and rnd.random() < 0.3:
            before = state.model_dump_json()
            for seat, action in bad_actions(state, rnd):
                with pytest.raises(RulesError):
                    G.apply(state, seat, action, 0)
                assert state.model_dump_json() == before
        moves = [(s, a) for s in state.active for a in G.legal_actions(state, s)]
        if rnd.random() < 0.02:
            moves = [(rnd.choice(state.active), {"type": "leave"})]
        seat, action = rnd.choice(moves)
        state, _ = G.apply(state, seat, action, 0)
        trail.append((seat, action))
    return state, trail


@SETTINGS
@given(seats=st.integers(2, 10), options=options_st, seed=st.integers(0, 2**32),
       play_seed=st.integers(0, 2**32))
def test_random_play_conserves_cards_hides_hands_and_ends(seats, options, seed, play_seed):
    state, trail = random_game(seats, options, seed, play_seed)
    assert state.phase == "ended"
    result = state.result
    assert result["winners"] and set(result["winners"]) | set(result["losers"]) == set(state.seats)
    assert not set(result["winners"]) & set(result["losers"])
    # determinism: the same seed and the same actions give the same state, byte for byte
    again = G.new(state.seats, options, seed)
    for seat, action in trail:
        again, _ = G.apply(again, seat, action, 0)
    assert again.model_dump_json() == state.model_dump_json()


@settings(max_examples=40, deadline=None)
@given(seats=st.integers(2, 10), hand_size=st.integers(1, 15), seed=st.integers(0, 2**32),
       jokers=st.booleans(), start=st.booleans())
def test_fixed_deal_every_hand_has_the_same_ranks(seats, hand_size, seed, jokers, start):
    state = G.new([f"p{i}" for i in range(seats)],
                  {"deal": "fixed", "hand_size": hand_size, "jokers": jokers, "start_card": start}, seed)
    ranks = [sorted(rank_of(c) for c in h) for h in state.hands.values()]
    assert all(r == ranks[0] for r in ranks) and len(ranks[0]) == hand_size
    dealt = [c for h in state.hands.values() for c in h]
    assert len(set(dealt)) == len(dealt)
    assert len(state.pile) == (1 if start else 0)
    check_invariants(state)


@settings(max_examples=30, deadline=None)
@given(seats=st.integers(2, 10), options=options_st, seed=st.integers(0, 2**32))
def test_same_seed_same_deal(seats, options, seed):
    names = [f"p{i}" for i in range(seats)]
    a, b = G.new(names, options, seed), G.new(names, options, seed)
    assert a.model_dump_json() == b.model_dump_json()


def test_reveal_toggles_do_not_stall_random_play():
    # reveal/hide are in legal_actions (reveal "choice") but never stall a game: a card is played
    # with probability at least 1/(1 + seats) at every step, and every play brings the end nearer.
    lengths = []
    for seed in range(40):
        state, trail = random_game(10, {"on_match": "eliminate"}, seed, seed, check=False)
        assert state.phase == "ended"
        lengths.append(len(trail))
    assert max(lengths) < 4000
