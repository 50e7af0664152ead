"""Enabled means accepted (issue 10, point 5), for every game, over random positions.

From each seat's hand view (and the table's controls for that seat), every enabled control either
asks for an action the engine accepts at that moment, or only changes the seat's draft — never a
click that does nothing, never one the engine refuses — and from every draft reached that way an
accepted move is at most a few clicks away. A seat that may act always has something to click.
Drafts are explored breadth first, two clicks deep.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import get_game
from tests.ui_paths import OPTIONS, accepts, enabled, key, press, random_position

DEPTH = 2       # drafts explored this many clicks deep
REACH = 3       # from each of them an accepted move is at most this many clicks away
SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
STEPS = {"finns-i-sjon": 60, "go-fish": 60, "sankpass": 30, "farg-gin": 80, "hollywood-gin": 80,
         "tolv-fiender": 25}


def reaches_a_move(game_id: str, state: Any, seat: str, draft: dict[str, Any], depth: int,
                   memo: dict[tuple[str, int], bool]) -> bool:
    """Whether an accepted move is at most ``depth`` + 1 clicks away from ``draft``."""
    k = (key(draft), depth)
    if k not in memo:
        clicks = enabled(game_id, state, seat, draft)
        results = [press(game_id, state, seat, draft, c) for c in clicks]
        ok = any(a is not None and accepts(game_id, state, seat, a)[0] for a, _ in results)
        if not ok and depth > 0:
            ok = any(a is None and reaches_a_move(game_id, state, seat, d, depth - 1, memo) for a, d in results)
        memo[k] = ok
    return memo[k]


def check_seat(game_id: str, state: Any, seat: str) -> None:
    legal = get_game(game_id).legal_actions(state, seat)
    root: dict[str, Any] = {}
    if legal:
        assert enabled(game_id, state, seat, root), f"{seat} may act ({legal[:3]}…) but has nothing to click"
    frontier, seen = [root], {key(root)}
    memo: dict[tuple[str, int], bool] = {}
    for depth in range(DEPTH + 1):
        nxt = []
        for draft in frontier:
            for click in enabled(game_id, state, seat, draft):
                action, new = press(game_id, state, seat, draft, click)
                where = f"{game_id}: {seat}'s {click} with draft {draft}"
                if action is not None:
                    ok, why = accepts(game_id, state, seat, action)
                    assert ok, f"{where} asks for {action}, refused: {why}"
                    continue
                assert key(new) != key(draft), f"{where} does nothing"
                assert reaches_a_move(game_id, state, seat, new, REACH, memo), \
                    f"{where} leads to a draft {new} with no accepted move within {REACH} clicks"
                if depth < DEPTH and key(new) not in seen:
                    seen.add(key(new))
                    nxt.append(new)
        frontier = nxt


def check_position(game_id: str, seed: int, steps: int) -> None:
    state = random_position(game_id, seed, steps)
    for seat in state.seats:
        check_seat(game_id, state, seat)


@pytest.mark.parametrize("game_id", sorted(OPTIONS))
def test_enabled_means_accepted(game_id: str) -> None:
    @SETTINGS
    @given(seed=st.integers(0, 2**31), steps=st.integers(0, STEPS[game_id]))
    def run(seed: int, steps: int) -> None:
        check_position(game_id, seed, steps)

    run()


def test_the_old_offenders_are_disabled_now() -> None:
    """The two cases the issue names: Sänkpass cards off-turn, a Färg-gin knock that scores nothing."""
    from bot.render.ui import get_ui
    from tests.ui_paths import ctx_for

    game = get_game("sankpass")
    state = game.new(["a", "b"], {"hand_size": 5}, 3, first="a")
    ui = get_ui("sankpass")
    controls = ui.hand(ui.private_view(game, state, "b", {}), ctx_for(state, "b"), {}).controls
    cards = [c for c in controls if c.op == "play"]
    assert cards and all(c.disabled for c in cards)

    gin = get_game("farg-gin")
    C = str.split
    state = gin.new(["a", "b"], {}, 1, setup={"deals": [{
        "dealer": "b", "upcard": "2H", "hands": {"a": C("4D 5D 6D 7D 8D 9C 10C JC KH AS"),
                                                 "b": C("3H 9S QS 4H 9H KD 2C 4C 6C 8H")}}]})
    state.closed = {"S": "b", "H": "b", "C": "a"}
    state, _ = gin.apply(state, "a", {"type": "take_upcard"}, 0)
    assert not enabled("farg-gin", state, "a", {}) or all(
        c.op != "go_out" for c in enabled("farg-gin", state, "a", {}))
    check_seat("farg-gin", state, "a")
