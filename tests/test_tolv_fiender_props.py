"""Tolv fiender: properties over random games (hypothesis)."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import RulesError
from engine.games.tolv_fiender import TolvState
from engine.registry import get_game

G = get_game("tolv-fiender")
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def cards_in_play(s: TolvState) -> Counter:
    cards = s.tavern + s.discard + s.played + s.castle + [c for h in s.hands.values() for c in h]
    if s.enemy_card:
        cards.append(s.enemy_card)
    return Counter(cards)


def random_game(seed: int, n: int, ticks: bool = True, max_steps: int = 3000):
    """Yield (state, seat, action, new_state, events) along one random game."""
    rnd = random.Random(seed)
    seats = [f"p{i}" for i in range(n)]
    castle = None
    if rnd.random() < 0.5:  # a short castle ends games sooner and reaches victories
        castle = [f"{r}{s}" for r in "JQK" for s in "SHDC"]
        rnd.shuffle(castle)
        castle = castle[: rnd.randint(1, 3)]
    setup = {"castle": castle} if castle else {}
    state = G.new(seats, {}, seed, setup=setup)
    now = 0.0
    for _ in range(max_steps):
        if state.phase == "ended":
            return
        if ticks and rnd.random() < 0.05:
            now += rnd.choice([1, 45, 89, 90, 200])
            new, events = G.tick(state, now)
            yield state, None, {"type": "tick", "now": now}, new, events
            state = new
            continue
        moves = [(s, a) for s in state.active for a in G.legal_actions(state, s)]
        assert moves, "no legal move in a running game"
        seat, action = rnd.choice(moves)
        if rnd.random() < 0.01:
            seat, action = rnd.choice(state.active), {"type": "leave"}
        now += rnd.choice([0, 1, 5])
        new, events = G.apply(state, seat, action, now)
        yield state, seat, action, new, events
        state = new
    raise AssertionError("game did not end")


@SETTINGS
@given(seed=st.integers(0, 10_000), n=st.integers(1, 4))
def test_cards_are_conserved_and_games_end(seed, n):
    first = None
    last = None
    for _, _, _, new, _ in random_game(seed, n):
        counts = cards_in_play(new)
        if first is None:
            first = counts
        assert counts == first
        assert max(counts.values()) == 1
        assert all(len(h) <= new.hand_size for h in new.hands.values())
        assert 0 <= new.jesters_used <= 2 and (new.jesters_used == 0 or new.solo)
        assert 0 <= new.tavern_known <= len(new.tavern)
        last = new
    if last is not None:
        assert last.phase == "ended"
        assert last.result["reason"] in {"victory", "cannot_pay", "empty_hand", "abandoned"}


@SETTINGS
@given(seed=st.integers(0, 10_000), n=st.integers(1, 4))
def test_the_game_always_waits_for_someone_who_can_act(seed, n):
    for _, _, _, new, _ in random_game(seed, n, ticks=False):
        if new.phase == "ended":
            assert new.awaiting is None and new.turn is None
            continue
        assert new.turn in new.active and new.awaiting in {"play", "pay", "choose_next"}
        assert G.legal_actions(new, new.turn)
        assert G.deadline(new) is not None


def shuffled_hidden(s: TolvState, rnd: random.Random) -> TolvState:
    """The same public position with the hidden cards (hands, unknown tavern) dealt differently."""
    hidden = [c for h in s.hands.values() for c in h] + s.tavern[s.tavern_known:]
    rnd.shuffle(hidden)
    new = s.model_copy(deep=True)
    for seat, hand in s.hands.items():
        new.hands[seat], hidden = hidden[: len(hand)], hidden[len(hand):]
    new.tavern = s.tavern[: s.tavern_known] + hidden
    return new


def public_cards(s: TolvState) -> set[str]:
    return set(s.played) | set(s.discard) | set(s.tavern[: s.tavern_known]) | (
        {s.enemy_card} if s.enemy_card else set())


@SETTINGS
@given(seed=st.integers(0, 10_000), n=st.integers(1, 4))
def test_public_view_never_holds_a_hand(seed, n):
    rnd = random.Random(seed)
    for old, _, _, new, events in random_game(seed, n):
        # the view depends on public facts only: dealing the hidden cards otherwise changes nothing
        assert G.public_view(new) == G.public_view(shuffled_hidden(new, rnd))
        view = G.public_view(new)
        assert "hands" not in view and "tavern" not in view
        # every card an event shows publicly is in a public place right after it
        seen = public_cards(new) | public_cards(old)
        for ev in events:
            public = {k: v for k, v in ev.items() if k not in ("secret", "secret_to")}
            for key in ("cards", "discarded"):
                for c in public.get(key, []):
                    assert c in seen, (ev, c)
        json.dumps(view)


GARBAGE = [
    {"type": "play", "cards": []}, {"type": "play", "cards": ["AS", "AH", "AD"]},
    {"type": "play", "cards": ["KD"]}, {"type": "play", "cards": ["6S", "7S"]},
    {"type": "yield"}, {"type": "pay", "cards": ["AS"]}, {"type": "pay", "cards": []},
    {"type": "choose_next", "target": "nobody"}, {"type": "choose_next", "target": "p0"},
    {"type": "say", "wish": "go"}, {"type": "solo_jester"}, {"type": "dance"},
    {"type": "say", "wish": "please"},
]


@SETTINGS
@given(seed=st.integers(0, 10_000), n=st.integers(1, 4), data=st.data())
def test_refused_actions_change_nothing(seed, n, data):
    for old, _, _, _, _ in random_game(seed, n, ticks=False, max_steps=60):
        seat = data.draw(st.sampled_from(old.seats))
        action = data.draw(st.sampled_from(GARBAGE + G.legal_actions(old, old.turn or seat)))
        before = old.model_dump_json()
        try:
            G.apply(old, seat, action, 1.0)
        except RulesError as e:
            assert e.code and e.message
            json.dumps(e.params)
        assert old.model_dump_json() == before


@SETTINGS
@given(seed=st.integers(0, 10_000), n=st.integers(1, 4))
def test_determinism(seed, n):
    steps = list(random_game(seed, n))
    seats = [f"p{i}" for i in range(n)]
    if not steps:
        return
    setup_state = steps[0][0]
    castle = [setup_state.enemy_card, *setup_state.castle]
    state = G.new(seats, {}, seed, setup={"castle": castle} if len(castle) < 12 else {})
    assert state.model_dump_json() == setup_state.model_dump_json()
    for _, seat, action, new, events in steps:
        if seat is None:
            state, ev = G.tick(state, action["now"])
        else:
            state, ev = G.apply(state, seat, action, new.clock)
        assert ev == events
        assert state.model_dump_json() == new.model_dump_json()
    # and the state round-trips through JSON
    dumped = state.model_dump(mode="json")
    for key in ("enemy", "castle_count", "tavern_count", "seated", "deadline"):
        dumped.pop(key)
    assert TolvState.model_validate(dumped).model_dump_json() == state.model_dump_json()
