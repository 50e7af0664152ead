"""The engine's fast paths give what the general ones would.

* ``Action.from_plain`` (an action dict taken without pydantic's validation) builds exactly the
  model ``model_validate`` builds, or declines;
* the compiled state copy (``BaseState.__deepcopy__``, run on every action) equals the state and
  shares nothing the rules change;
* the benchmark's player and its ``--against openspiel`` fallback.
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel

from engine.bench import main as bench_main
from engine.bench import play_random
from engine.core import Leave, RulesError, _compile_fork
from engine.registry import game_ids, get_game


def positions(gid: str, games: int = 3, every: int = 3):
    """Some states from random games of ``gid`` (every ``every``-th one), with the seat to move."""
    game = get_game(gid)
    for seed in range(games):
        rnd = random.Random(seed)
        state = game.new(["a", "b"] if "gin" in gid else ["a", "b", "c"], {}, seed)
        n = 0
        while state.phase != "ended" and n < 400:
            seat = state.turn or state.active[0]
            acts = game.legal_actions(state, seat)
            if not acts:
                seat = next(s for s in state.active if game.legal_actions(state, s))
                acts = game.legal_actions(state, seat)
            if n % every == 0:
                yield state, seat, acts
            state, _ = game.apply(state, seat, rnd.choice(acts), float(n))
            n += 1


def model_for(game, raw):
    return Leave if raw.get("type") == "leave" else game.actions[raw["type"]]


@pytest.mark.parametrize("gid", game_ids())
def test_plain_actions_are_the_validated_ones(gid):
    game = get_game(gid)
    seen = 0
    for _, _, acts in positions(gid):
        for raw in [*acts, {"type": "leave"}]:
            model = model_for(game, raw)
            fast = model.from_plain(raw)
            slow = model.model_validate(raw)
            if fast is not None:
                seen += 1
                assert fast == slow
                assert fast.model_fields_set == slow.model_fields_set
                assert fast.model_dump_json(by_alias=True) == slow.model_dump_json(by_alias=True)
    assert seen


@pytest.mark.parametrize(("gid", "raw"), [
    ("go-fish", {"type": "ask", "target": "b", "rank": "7", "extra": 1}),
    ("go-fish", {"type": "ask", "target": "b", "card": "7S#1"}),
    ("go-fish", {"type": "ask", "target": "b", "rank": "X"}),
    ("go-fish", {"type": "ask", "target": 3, "rank": "7"}),
    ("farg-gin", {"type": "discard", "card": "10h"}),
    ("farg-gin", {"type": "draw", "source": "stock"}),
    ("farg-gin", {"type": "draw", "from": "pile"}),
    ("farg-gin", {"type": "knock", "discard": "7S", "melds": [["AS", "2S", "3S#1"]]}),
    ("farg-gin", {"type": "pass", "why": "no"}),
])
def test_anything_unusual_is_left_to_validation(gid, raw):
    game = get_game(gid)
    assert model_for(game, raw).from_plain(raw) is None


def _mutate_everything(value, seen):
    """Change every list and dict reachable from ``value`` (models included), in place."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, list):
        for v in value:
            _mutate_everything(v, seen)
        value.append("MUTATED")
    elif isinstance(value, dict):
        for v in list(value.values()):
            _mutate_everything(v, seen)
        value["MUTATED"] = 1
    elif hasattr(value, "__pydantic_fields__"):  # a model, or a state (a pydantic dataclass)
        for name in type(value).__pydantic_fields__:
            _mutate_everything(getattr(value, name), seen)
        if isinstance(value, BaseModel):
            value.__pydantic_fields_set__.add("MUTATED")


@pytest.mark.parametrize("gid", game_ids())
def test_the_state_copy_equals_the_state_and_shares_nothing_the_rules_change(gid):
    for state, _, _ in positions(gid, games=2, every=7):
        before = state.model_dump_json()
        new = copy.deepcopy(state)
        assert new.model_dump_json() == before and new == state
        assert new.rng.model_fields_set == state.rng.model_fields_set
        # What the copy may share: log entries and what a game lists in copy_one_level / copy_shared
        # (never changed in place by the rules); everything else is its own.
        shared = type(state).copy_shared | type(state).copy_one_level
        entries = [getattr(state, name) or () for name in shared]
        seen = {id(e) for es in entries for e in (es.values() if isinstance(es, dict) else es)}
        seen |= {id(getattr(state, name)) for name in type(state).copy_shared}
        _mutate_everything(new, seen)
        assert state.model_dump_json() == before


@pytest.mark.parametrize("gid", game_ids())
def test_apply_leaves_the_state_it_was_given_as_it_was(gid):
    """What the copy shares (copy_one_level, copy_shared) the rules must replace whole, never change
    in place: every action of random games, a leave and a refused one among them, changes nothing
    of the state it is applied to."""
    game = get_game(gid)
    applied = 0
    for n, (state, seat, acts) in enumerate(positions(gid, games=2, every=1)):
        before = state.model_dump_json()
        tries = [random.Random(n).choice(acts), {"type": "stand_in"}]
        if n % 25 == 24:
            tries.append({"type": "leave"})
        for action in tries:
            for who in (seat, *state.active):  # the seat to move, then anyone (a refusal, mostly)
                try:
                    game.apply(state, who, action, float(n))
                    applied += 1
                except RulesError:
                    pass
                assert state.model_dump_json() == before, (n, who, action)
    assert applied


def test_a_state_class_without_game_state_is_refused_before_it_loses_its_fields():
    class Loose(type(get_game("go-fish").new(["a", "b"], {}, 1))):  # (no @game_state)
        extra_field: int = 0

    with pytest.raises(TypeError, match="needs @game_state"):
        Loose.model_validate({})
    with pytest.raises(TypeError, match="needs @game_state"):
        _compile_fork(Loose)


def test_setting_a_state_field_stores_it_and_unknown_names_are_refused():
    state = get_game("go-fish").new(["a", "b"], {}, 1)
    state.turn = "b"
    assert state.turn == "b" and state.model_dump()["turn"] == "b"
    with pytest.raises(AttributeError, match="nope"):
        state.nope = 1  # (a misspelt field is an error, not a new attribute)
    assert not hasattr(state, "__dict__")  # (slots: a state holds its fields and nothing else)


def test_a_state_is_read_and_written_as_when_states_were_models():
    """States are pydantic dataclasses (they were models until 2026-12-07): a state a model wrote
    — every game, mid-game and ended, with seats left, away or paused (tests/
    states_written_by_models.jsonl, written by the models) — reads back and is written byte for
    byte as it was, as stored tables, replay checkpoints and the audit's comparison need."""
    text = (Path(__file__).parent / "states_written_by_models.jsonl").read_text(encoding="utf-8")
    rows = [json.loads(line) for line in text.splitlines()]
    assert {r["game"] for r in rows} == set(game_ids())
    for row in rows:
        game = get_game(row["game"])
        state = game.State.model_validate_json(row["json"])
        assert state.model_dump_json() == row["json"]
        assert game.State.model_validate(state.model_dump()) == state
        assert copy.deepcopy(state).model_dump_json() == row["json"]


@pytest.mark.parametrize("gid", game_ids())
def test_the_random_player_ends_games(gid):
    for seed in range(3):
        assert 0 < play_random(gid, seed=seed, max_actions=60_000) < 60_000


def test_bench_without_open_spiel_says_so_and_runs_ours(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # import pyspiel raises ImportError
    assert bench_main(games=1, rounds=1, only=["sankpass"], against="openspiel") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("open_spiel is not installed")
    assert out[2].startswith("sankpass") and len(out) == 3
