"""Whole games played by computers only (hypothesis picks the games, seeds, levels and options).

At every decision ``decide`` returns one of the seat's legal actions, the game accepts it, and the
choice is a pure function of (knowledge, level, seed); every game ends, with every card in one
place at every step; the knowledge is plain data that holds nothing of the state.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.computer import LEVELS, Knowledge, decide, knowledge, supports
from engine.registry import game_ids, get_game
from tests.computer_helpers import GAMES, computer_move, conserved, options_for, seat_count

MAX_ACTIONS = 20_000
SETTINGS = settings(max_examples=25, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def play_out(gid: str, seed: int) -> None:
    rnd = random.Random(seed)
    game = get_game(gid)
    n = 2 if gid in ("farg-gin", "hollywood-gin") else seat_count(gid, rnd)
    seats = [f"c{i}" for i in range(n)]
    levels = {s: rnd.choice(LEVELS) for s in seats}
    state = game.new(seats, options_for(gid, rnd, n), seed)
    actions = 0
    while state.phase != "ended":
        assert actions < MAX_ACTIONS, "a game of computers did not end"
        seat = state.turn
        assert seat is not None
        know = knowledge(game, state, seat)
        action = decide(gid, know, levels[seat], actions)
        assert action in know.legal
        if actions % 17 == 0:
            assert decide(gid, know, levels[seat], actions) == action  # a pure function
            assert json.loads(json.dumps(know.view)) == know.view  # plain data
        state, _ = game.apply(state, seat, action, float(actions))
        conserved(gid, state)
        actions += 1
    assert state.result is not None and set(state.result["winners"]) <= set(seats)


@pytest.mark.parametrize("gid", GAMES)
@SETTINGS
@given(seed=st.integers(0, 2**31))
def test_computers_play_whole_games_legally(gid: str, seed: int) -> None:
    play_out(gid, seed)


@SETTINGS
@given(gid=st.sampled_from(GAMES), seed=st.integers(0, 2**31), level=st.sampled_from(LEVELS))
def test_a_computer_among_random_players_always_acts_legally(gid: str, seed: int, level: str) -> None:
    """With random opponents (a leaver now and then) the computer meets positions computers
    never reach among themselves."""
    rnd = random.Random(seed)
    game = get_game(gid)
    n = 2 if gid in ("farg-gin", "hollywood-gin") else seat_count(gid, rnd)
    seats = [f"s{i}" for i in range(n)]
    state = game.new(seats, options_for(gid, rnd, n), seed)
    me = seats[0]
    for step in range(400):
        if state.phase == "ended":
            break
        seat = state.turn
        if seat == me:
            action = computer_move(game, state, me, level, step)
        elif n > 2 and rnd.random() < 0.01 and seat != me:
            action = {"type": "leave"}
        else:
            acts = game.legal_actions(state, seat)
            eager = [a for a in acts if a["type"] in ("knock", "gin")]
            action = rnd.choice(eager or acts)
        state, _ = game.apply(state, seat, action, float(step))
        conserved(gid, state)


def test_the_knowledge_holds_no_reference_to_the_state() -> None:
    game = get_game("farg-gin")
    state = game.new(["a", "b"], {}, 3)
    before = state.model_dump_json()
    know = knowledge(game, state, state.turn)
    assert isinstance(know, Knowledge)
    know.view["hand"].clear()
    know.view["scores"].clear()
    for e in know.history:
        e.clear()
    for a in know.legal:
        a.clear()
    assert state.model_dump_json() == before
    with pytest.raises(AttributeError):
        know.seat = "b"  # frozen


def test_supports_every_competitive_game_and_not_tolv_fiender() -> None:
    assert [g for g in game_ids() if supports(g)] == list(GAMES)
    assert not supports("tolv-fiender") and not supports("chess")


def test_decide_refuses_what_it_cannot_do() -> None:
    game = get_game("sankpass")
    state = game.new(["a", "b"], {}, 1)
    know = knowledge(game, state, state.turn)
    with pytest.raises(ValueError, match="level"):
        decide("sankpass", know, "hard", 1)
    with pytest.raises(ValueError, match="no computer"):
        decide("tolv-fiender", know, "good", 1)
    with pytest.raises(ValueError, match="knowledge of"):
        decide("go-fish", know, "good", 1)
    idle = knowledge(game, state, next(s for s in state.seats if s != state.turn))
    assert [a["type"] for a in idle.legal] == ["reveal"]
    assert decide("sankpass", idle, "good", 1) == {"type": "reveal"}  # the only thing offered
    state, _ = game.apply(state, idle.seat, {"type": "reveal"}, 0)
    assert decide("sankpass", knowledge(game, state, idle.seat), "good", 1) == {"type": "hide"}


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.text(max_size=3) | st.integers(0, 9), inner, max_size=4),
    max_leaves=20)


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_the_knowledges_copy_is_what_a_json_round_trip_gives(value) -> None:
    """``knowledge``'s copy (a direct one for the engine's plain data, else the round trip) gives
    exactly ``json.loads(json.dumps(value))``: tuples become lists, integer keys strings, and it
    shares nothing with ``value``."""
    from engine.computer import _plain

    copied = _plain(value)
    expected = json.loads(json.dumps(value))
    assert copied == expected
    # (in JSON too: 1 and 1.0 and True are == in Python; a dict whose keys 8 and "8" are one key
    # in JSON has its last value, as json.loads keeps the last of a repeated key)
    assert json.dumps(copied) == json.dumps(expected)
    if isinstance(value, (dict, list, tuple)) and value:
        assert copied is not value
