"""The engine's pause (issue 36): every game, pure — no clock, the limit carried by the action.

While paused no clock of the game runs (no seat's time, no idle close), only ``resume`` and
``leave`` are accepted, and a table nobody resumes closes as abandoned at the limit; resumed, every
clock starts afresh from the resume. The replay format carries both actions.
"""

from __future__ import annotations

import pytest

from engine import RulesError, get_game
from engine.core import IDLE_TIMEOUT
from engine.registry import game_ids
from engine.replay import run

SEATS = {"farg-gin": 2, "hollywood-gin": 2}


def dealt(game_id: str):
    game = get_game(game_id)
    seats = [f"s{i}" for i in range(SEATS.get(game_id, 3))]
    opts = {"hand_size": 5} if game_id == "sankpass" else {}
    return game, game.new(seats, opts, 7, now=100.0)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_paused_game_has_no_clock_but_its_limit(game_id):
    game, state = dealt(game_id)
    seat = state.active[0]
    legal = next((s, a) for s in state.active for a in game.legal_actions(state, s))
    paused, events = game.apply(state, seat, {"type": "pause", "limit": 5000.0}, 200.0)
    assert events == [{"type": "paused", "seat": seat}] and paused.paused_by == seat
    assert game.deadline(paused) == 5200.0
    assert paused.version == state.version + 1
    # hours later, short of the limit: nothing fires (no idle close, no seat's time)
    later, fired = game.tick(paused, 5199.0)
    assert fired == [] and later.phase != "ended" and later.left == paused.left
    # no move while paused, however legal it was; nor a second pause
    with pytest.raises(RulesError) as e:
        game.apply(later, legal[0], legal[1], 5199.0)
    assert e.value.code == "paused" and e.value.params == {"name": seat}
    with pytest.raises(RulesError) as e:
        game.apply(later, seat, {"type": "pause", "limit": 10.0}, 5199.0)
    assert e.value.code == "already_paused"
    assert game.private_view(later, legal[0])["legal"] == []
    # resumed: every clock afresh from now
    resumed, events = game.apply(later, state.active[-1], {"type": "resume"}, 5199.0)
    assert events == [{"type": "resumed", "seat": state.active[-1]}] and resumed.paused_by is None
    assert resumed.last_action_at == 5199.0
    d = game.deadline(resumed)
    assert d is not None and d > 5199.0 and (d == 5199.0 + IDLE_TIMEOUT or game_id == "tolv-fiender")
    if game_id == "tolv-fiender":
        assert d == 5199.0 + 90
    game.apply(resumed, legal[0], legal[1], 5200.0)  # and the move is accepted again
    with pytest.raises(RulesError) as e:
        game.apply(resumed, seat, {"type": "resume"}, 5200.0)
    assert e.value.code == "not_paused"


@pytest.mark.parametrize("game_id", game_ids())
def test_a_table_nobody_resumes_closes_at_the_limit_as_abandoned(game_id):
    game, state = dealt(game_id)
    paused, _ = game.apply(state, state.active[0], {"type": "pause", "limit": 3600.0}, 100.0)
    ended, events = game.tick(paused, 3700.0)
    assert ended.phase == "ended" and ended.result["reason"] == "abandoned"
    assert events[-1]["type"] == "game_over"


def test_a_limit_must_be_a_positive_number():
    game, state = dealt("go-fish")
    for bad in (0, -1, float("inf"), "x"):
        with pytest.raises(RulesError) as e:
            game.apply(state, "s0", {"type": "pause", "limit": bad}, 100.0)
        assert e.value.code == "bad_action"


def test_the_replay_format_carries_a_pause_and_a_resume():
    """Tolv fiender: paused for two hours, nobody's seat is vacated; 90 s after the resume it is."""
    out = run({"game": "tolv-fiender", "seats": ["a", "b"], "seed": 3, "actions": [
        {"type": "pause", "seat": "a", "limit": 86400},
        {"type": "tick", "seconds": 7200},
        {"type": "resume", "seat": "b"},
        {"type": "tick", "seconds": 89},
    ]})
    assert out["state"]["left"] == [] and out["state"]["paused_by"] is None
    out = run({"game": "tolv-fiender", "seats": ["a", "b"], "seed": 3, "actions": [
        {"type": "pause", "seat": "a", "limit": 86400},
        {"type": "tick", "seconds": 7200},
        {"type": "resume", "seat": "b"},
        {"type": "tick", "seconds": 91},
    ]})
    assert len(out["state"]["left"]) == 1
