"""Tolv fiender: the engine's warning before a losing move is right (issue 10, point 6).

``preview_play(...)["loses"]`` and ``preview_yield(...)["loses"]`` name a reason exactly when the
move ends the game in a defeat — except that a play whose diamonds may deal the player new cards
is never called a sure loss (those cards are hidden)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bot.render.ui import get_ui
from engine import get_game
from tests.ui_paths import ctx_for, random_position

G = get_game("tolv-fiender")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 30), thin=st.integers(0, 6))
@example(seed=27983, steps=14, thin=1)  # solo, one card left, the strike 0: the next turn has no card
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
            preview = G.preview_play(state, seat, action["cards"])
        elif action["type"] == "yield":
            preview = G.preview_yield(state, seat)
        else:
            continue
        new, _ = G.apply(state, seat, action, state.clock)
        lost = new.result["reason"] if new.phase == "ended" and new.result["reason"] != "victory" else None
        said = preview["loses"]
        if said:
            assert lost == said, (action, said, new.result)
            assert new.result["seat"] == preview["loses_seat"], (action, preview, new.result)
        elif lost:
            pv = G.preview_play(state, seat, action["cards"]) if action["type"] == "play" else {}
            assert pv.get("diamonds"), (action, "lost without a warning", new.result)


def test_a_strike_of_0_that_passes_the_turn_to_no_cards_is_warned_in_words() -> None:
    """Solo, every jester used, one card left and the enemy's attack down to 0: playing it passes
    the turn at once to the same seat, now with no cards. The hand view asks first and says why."""
    state = random_position("tolv-fiender", 27983, 14)
    seat = state.turn
    state.discard.append(state.hands[seat].pop(random.Random(27983).randrange(len(state.hands[seat]))))
    assert state.hands[seat] == ["2D"] and state.enemy["attack"] == 0
    pv = G.preview_play(state, seat, ["2D"])
    assert (pv["loses"], pv["loses_seat"], pv["defeats"]) == ("empty_hand", seat, False)
    assert (G.preview_yield(state, seat)["loses"], G.preview_yield(state, seat)["loses_seat"]) == (None, None)
    ui = get_ui("tolv-fiender")
    draft = {"step": "play", "sel": ["2D"], "confirm": "play"}
    out = ui.hand(ui.private_view(G, state, seat, draft), ctx_for(state, seat), draft)
    warning = next(line.removeprefix("⚠️ ") for line in out.embed.description.splitlines() if line.startswith("⚠️ "))
    assert warning == ("The enemy would then strike back for 0, and your next turn would begin at once, "
                       "with no cards in your hand: the table loses.")
    assert [c.op for c in out.controls][:2] == ["confirm", "back"]
