"""What a seat may remember (``Game.history``, the computer players' memory): every public event
since the deal, as announced — also when the table shows only a window of it (the fishing games'
``history: "recent"``, gin's latest move). The state keeps what its pruned log drops in ``past``;
the replay outcome leaves ``past`` out."""

from __future__ import annotations

import random

from engine.core import public_event
from engine.registry import get_game
from engine.replay import run


def numbered(events: list[dict], start: int) -> list[dict]:
    return [{"n": start + i, **public_event(e)} for i, e in enumerate(events)]


def test_fishing_history_is_the_whole_log_a_full_history_table_shows() -> None:
    for gid in ("finns-i-sjon", "go-fish"):
        game = get_game(gid)
        recent = game.new(["a", "b", "c"], {"history": "recent"}, 4)
        full = game.new(["a", "b", "c"], {"history": "full"}, 4)
        rnd = random.Random(4)
        while recent.phase != "ended":
            action = rnd.choice(game.legal_actions(recent, recent.turn))
            seat = recent.turn
            recent, _ = game.apply(recent, seat, action, 0)
            full, _ = game.apply(full, seat, action, 0)
            assert game.history(recent) == full.log == game.history(full)
            assert len(recent.log) <= len(full.log)
            assert not recent.past or recent.past[-1]["n"] + 1 == recent.log[0]["n"]
            for e in recent.past:
                assert "secret" not in e and "secret_to" not in e
        assert type(recent).model_validate_json(recent.model_dump_json()) == recent


def test_gin_history_is_every_public_event_since_this_hands_deal() -> None:
    for gid in ("farg-gin", "hollywood-gin"):
        game = get_game(gid)
        state = game.new(["a", "b"], {"target": 30}, 2)
        announced = numbered([e for e in state.log], 1)
        rnd = random.Random(2)
        hands = 0
        while state.phase != "ended":
            seat = state.turn
            acts = game.legal_actions(state, seat)
            out = [a for a in acts if a["type"] in ("knock", "gin")]
            n = state.seq + 1
            state, events = game.apply(state, seat, rnd.choice(out or acts), 0)
            announced += numbered(events, n)
            deal = max(i for i, e in enumerate(announced) if e["type"] == "hand_dealt")
            hands += any(e["type"] == "hand_dealt" for e in events)
            assert game.history(state) == announced[deal:]
            assert len(state.log) == len(events)  # the table still shows the latest move only
            assert all("secret" not in e for e in state.past)
            if hands and state.version % 13 == 0:
                assert type(state).model_validate_json(state.model_dump_json()) == state
        assert hands >= 1


def test_the_replay_outcome_shows_no_past() -> None:
    out = run({"game": "finns-i-sjon", "seats": ["a", "b"], "seed": 3,
               "actions": [{"seat": "a", "type": "ask", "target": "b", "rank": r} for r in "A23456789"]
               + [{"seat": "b", "type": "ask", "target": "a", "rank": r} for r in "A23456789"]})
    assert "past" not in out["state"]
    out = run({"game": "farg-gin", "seats": ["a", "b"], "seed": 3, "first": "a",
               "actions": [{"seat": "b", "type": "pass"}, {"seat": "a", "type": "pass"}]})
    assert "past" not in out["state"] and out["state"]["phase"] == "draw"
