"""Tolv fiender: the engine's warning before a losing move is right (issue 10, point 6).

``preview_play(...)["loses"]`` and ``preview_yield(...)["loses"]`` name a reason exactly when the
move ends the game in a defeat — except that a play whose diamonds may deal the player new cards
is never called a sure loss (those cards are hidden)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import get_game
from tests.ui_paths import random_position

G = get_game("tolv-fiender")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 30), thin=st.integers(0, 6))
def test_the_warning_names_exactly_the_losing_moves(seed: int, steps: int, thin: int) -> None:
    state = random_position("tolv-fiender", seed, steps)
    if state.phase == "ended" or state.awaiting != "play":
        return
    seat = state.turn
    rng = random.Random(seed)
    hand = state.hands[seat]
    for _ in range(min(thin, len(hand) - 1)):  # a weaker hand: losing moves become common
        state.discard.append(hand.pop(rng.randrange(len(hand))))
    legal = G.legal_actions(state, seat)
    for action in rng.sample(legal, min(len(legal), 12)):
        if action["type"] == "play":
            said = G.preview_play(state, seat, action["cards"])["loses"]
        elif action["type"] == "yield":
            said = G.preview_yield(state, seat)["loses"]
        else:
            continue
        new, _ = G.apply(state, seat, action, state.clock)
        lost = new.result["reason"] if new.phase == "ended" and new.result["reason"] != "victory" else None
        if said:
            assert lost == said, (action, said, new.result)
        elif lost:
            pv = G.preview_play(state, seat, action["cards"]) if action["type"] == "play" else {}
            assert pv.get("diamonds"), (action, "lost without a warning", new.result)
