"""Tolv fiender through ``python -m engine replay`` (the acceptance surface), one per scenario
file, plus the same games through the engine API."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import RulesError
from engine.registry import get_game
from engine.replay import run
from tests import replay_cli

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "scenarios"
G = get_game("tolv-fiender")


def replay(name_or_data) -> tuple[int, dict | None, str]:
    if isinstance(name_or_data, str):
        args, stdin = [str(SCENARIOS / name_or_data)], None
    else:
        args, stdin = ["-"], json.dumps(name_or_data)
    proc = replay_cli.replay(*args, stdin=stdin, text=True)
    out = json.loads(proc.stdout) if proc.returncode == 0 else None
    return proc.returncode, out, proc.stderr


def errors(out):
    return [(e["index"], e["error"]) for e in out["log"] if not e["ok"]]


def test_solo_gold_scenario():
    code, out, _ = replay("tolv-fiender_solo_gold.json")
    assert code == 0 and errors(out) == []
    assert out["result"]["reason"] == "victory" and out["result"]["medal"] == "gold"
    assert out["result"]["winners"] == ["solo"]
    st = out["state"]
    assert st["phase"] == "ended" and st["turn"] is None and st["jesters_used"] == 0
    assert st["hands"] == {"solo": ["10D", "10S", "9C"]}
    assert st["enemy"] is None and st["castle_count"] == 0 and st["played"] == []
    assert st["discard"][-1] == "QH" and "JS" in st["discard"]
    # the exact kill put JS on top of the tavern; the diamonds draw then took it
    drew = out["log"][1]["events"][2]
    assert drew["type"] == "drew" and drew["secret"]["cards"] == ["JS", "7C"]


def test_solo_silver_scenario():
    code, out, _ = replay("tolv-fiender_solo_silver.json")
    assert code == 0
    assert errors(out) == [(4, "yield_twice")]
    assert out["result"]["medal"] == "silver" and out["result"]["jesters_used"] == 1
    assert out["state"]["jesters_used"] == 1
    jester = out["log"][5]["events"][0]
    assert jester["type"] == "solo_jester" and jester["discarded"] == ["4S", "2H", "3H"]
    assert jester["count"] == 8
    assert out["state"]["tavern_count"] == 25  # QD died exactly: on top of the tavern


def test_two_players_lose_on_payment_scenario():
    code, out, _ = replay("tolv-fiender_two_lose_payment.json")
    assert code == 0
    assert errors(out) == [(2, "must_play"), (5, "already_covered"), (6, "payment_short")]
    res = out["result"]
    assert res["reason"] == "cannot_pay" and res["seat"] == "ada"
    assert res["winners"] == [] and res["losers"] == ["you", "ada"] and res["medal"] is None
    st = out["state"]
    assert st["hands"]["ada"] == ["2S", "2H", "3D", "4D", "5D"]
    assert st["enemy"] == {"card": "KS", "health": 28, "attack": 20, "immune": True}
    assert st["awaiting"] is None and st["seated"] == ["you", "ada"]


def test_vacate_scenario():
    code, out, _ = replay("tolv-fiender_vacate.json")
    assert code == 0
    log = out["log"]
    assert log[0]["events"] == []  # 89 s: nothing
    assert log[1]["events"][0] == {"type": "vacated", "seat": "you", "why": "timeout",
                                   "cards": ["AS", "AH", "AD", "AC", "2S", "2H", "2D"]}
    assert log[2]["error"] == "not_seated"
    assert log[5]["events"] == []  # ada's pay wait began at 150: 239 is not yet 240
    assert log[6]["events"][0]["seat"] == "ada"
    assert out["result"]["reason"] == "abandoned"
    assert out["state"]["seated"] == [] and out["state"]["hands"] == {"you": [], "ada": []}


def test_contract_fields_while_running():
    data = json.loads((SCENARIOS / "tolv-fiender_vacate.json").read_text())
    data["actions"] = data["actions"][:5]
    code, out, _ = replay(data)
    assert code == 0
    st = out["state"]
    for key in ("phase", "turn", "hands", "enemy", "played", "castle_count", "tavern_count",
                "discard", "seated", "awaiting", "jesters_used"):
        assert key in st
    assert st["turn"] == "ada" and st["awaiting"] == "pay" and st["seated"] == ["ada"]
    assert st["enemy"] == {"card": "KH", "health": 36, "attack": 20, "immune": True}
    assert st["played"] == ["2C"] and st["castle_count"] == 0 and out["result"] is None


@pytest.mark.parametrize("patch,field", [
    ({"setup": {"castle": ["5S"]}}, "setup.castle[0]"),
    ({"setup": {"tavern": ["QS"]}}, "setup.tavern"),
    ({"setup": {"hands": {"you": ["AS"]}}}, "setup.hands.you"),
    ({"actions": [{"seat": "you", "type": "say", "wish": "hello"}]}, "actions[0].wish"),
    ({"actions": [{"seat": "you", "type": "play", "cards": ["ZZ"]}]}, "actions[0].cards"),
    ({"seats": ["a", "b", "c", "d", "e"]}, "seats"),
])
def test_malformed_scenarios_exit_2_naming_the_field(patch, field):
    data = {"game": "tolv-fiender", "seats": ["you", "ada"], "actions": []}
    data.update(patch)
    code, out, err = replay(data)
    assert code == 2 and out is None
    assert err.count("\n") == 1 and field in err and "Traceback" not in err


@pytest.mark.parametrize("name", ["solo_gold", "solo_silver", "two_lose_payment", "vacate"])
def test_scenarios_match_the_engine_api(name):
    """The same games through the engine API, step by step, give the replay's state."""
    data = json.loads((SCENARIOS / f"tolv-fiender_{name}.json").read_text())
    state = G.new(data["seats"], {}, data.get("seed", 0), first=data.get("first"), setup=data["setup"])
    now = 0.0
    for a in data["actions"]:
        if a["type"] == "tick":
            now += a["seconds"]
            state, _ = G.tick(state, now)
            continue
        body = {k: v for k, v in a.items() if k != "seat"}
        try:
            state, _ = G.apply(state, a["seat"], body, now)
        except RulesError:  # refused steps are part of the scenarios
            continue
    assert state.model_dump(mode="json") == run(data)["state"]
