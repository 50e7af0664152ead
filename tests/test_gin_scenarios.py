"""Färg-gin and Hollywood Gin through ``python -m engine replay`` (shared/spec/replay.md)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from engine.cards import deck
from tests import replay_cli

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "scenarios"


def run(name: str) -> subprocess.CompletedProcess:
    return replay_cli.replay(str(SCENARIOS / name), text=True)


def replay(name: str) -> dict:
    proc = run(name)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def errors(out: dict) -> dict[int, str]:
    return {e["index"]: e["error"] for e in out["log"] if not e["ok"]}


def events(out: dict, index: int) -> list[dict]:
    return out["log"][index]["events"]


def contract(state: dict, columns: str) -> None:
    for key in ("phase", "turn", "hands", "scores", "closed", "stock_count", "discard", "dealer"):
        assert key in state
    for cols in state["scores"].values():
        assert list(cols) == list(columns)
    if state["phase"] != "ended":
        cards = [c for h in state["hands"].values() for c in h] + state["discard"]
        assert state["stock_count"] + len(cards) == 52
        assert len(set(cards)) == len(cards) and set(cards) <= set(deck())


def test_source_example():
    out = replay("farg-gin_source_example.json")
    assert errors(out) == {}
    st = out["state"]
    contract(st, "SHDC")
    assert st["scores"]["ada"] == {"S": 38, "H": 38, "D": 0, "C": 38}
    assert st["scores"]["bo"] == {"S": 0, "H": 0, "D": 0, "C": 0}
    ev = events(out, 1)
    assert ev[0]["type"] == "gin" and ev[0]["deadwood"] == 0
    assert sorted(ev[1]["deadwood_cards"]) == ["5H", "5S", "8C"] and ev[1]["deadwood"] == 18
    assert ev[2] == {"type": "hand_scored", "seat": "ada", "kind": "gin", "points": 38,
                     "columns": ["S", "H", "C"], "hand": 1}
    # the next hand was dealt by ada (dealers alternate); bo is förhand
    assert st["dealer"] == "ada" and st["turn"] == "bo" and st["phase"] == "upcard"
    assert out["result"] is None


def test_knock_with_layoffs_then_undercut():
    out = replay("farg-gin_knock_and_undercut.json")
    assert errors(out) == {}
    first = events(out, 1)
    assert sorted(x["card"] for x in first[1]["layoffs"]) == ["5S", "6S", "8C"]
    assert first[2]["points"] == 50 and first[2]["columns"] == ["H", "D"]
    second = events(out, 4)
    assert second[2]["kind"] == "undercut" and second[2]["seat"] == "b" and second[2]["points"] == 10
    st = out["state"]
    contract(st, "SHDC")
    assert st["scores"] == {"a": {"S": 0, "H": 50, "D": 50, "C": 0}, "b": {"S": 0, "H": 10, "D": 10, "C": 0}}
    assert st["hand_no"] == 3 and st["dealer"] == "b"


def test_a_whole_match_with_the_must_score_rule():
    out = replay("farg-gin_match.json")
    assert errors(out) == {3: "knock_scores_nothing", 7: "game_over"}
    refusal = out["log"][3]
    assert "open column" in refusal["message"]
    # hand 1: a closes hearts and diamonds (target 30)
    assert events(out, 1)[2]["columns"] == ["H", "D"]
    # hand 2: b's default melds block S, C (and D): refused; melding only clubs and diamonds works
    scored = events(out, 4)[2]
    assert scored["seat"] == "b" and scored["columns"] == ["S"] and scored["points"] == 71 - 7
    # hand 3: a scores in clubs and wins a third suit
    st = out["state"]
    contract(st, "SHDC")
    assert st["closed"] == {"H": "a", "D": "a", "S": "b", "C": "a"}
    assert out["result"]["winners"] == ["a"] and out["result"]["losers"] == ["b"]
    assert out["result"]["reason"] == "suits_won"
    assert st["phase"] == "ended" and st["turn"] is None


def test_refused_actions_change_nothing_and_name_their_reason():
    out = replay("farg-gin_refusals.json")
    assert errors(out) == {
        0: "not_your_turn", 1: "take_or_pass", 2: "take_or_pass", 5: "must_draw_stock",
        6: "not_first_turn", 7: "draw_first", 9: "already_drew", 10: "card_not_in_hand",
        11: "deadwood_too_high", 12: "not_gin", 13: "invalid_meld", 14: "meld_card_not_in_hand",
        15: "meld_card_twice", 16: "discard_in_meld", 19: "just_taken", 21: "not_first_turn",
    }
    for e in out["log"]:
        if not e["ok"]:
            assert e["message"].endswith(".") and len(e["message"]) > 10
    assert events(out, 8)[0]["secret"] == {"card": "3C"}
    st = out["state"]
    contract(st, "SHDC")
    assert st["turn"] == "a" and st["phase"] == "draw" and st["discard"] == ["3D", "KH"]
    assert "3C" in st["hands"]["b"] and st["stock_count"] == 30


def test_dead_hand_and_the_same_dealer_deals_again():
    out = replay("farg-gin_dead_hand.json")
    assert errors(out) == {}
    dead = [i for i, e in enumerate(out["log"]) if any(x["type"] == "hand_dead" for x in e["events"])]
    assert dead == [len(out["log"]) - 2]
    ev = events(out, dead[0])
    assert ev[1] == {"type": "hand_dead", "hand": 1, "stock_count": 2, "dealer": "b"}
    assert ev[2]["type"] == "hand_dealt" and ev[2]["dealer"] == "b" and ev[2]["hand"] == 2
    st = out["state"]
    contract(st, "SHDC")
    assert st["dealer"] == "b" and st["hand_no"] == 2
    assert st["hands"]["a"][-1] == "KD" and st["scores"]["a"] == {"S": 0, "H": 0, "D": 0, "C": 0}


def test_hollywood_columns_one_two_three():
    out = replay("hollywood-gin_columns.json")
    assert errors(out) == {}
    assert [events(out, i)[2]["columns"] for i in (1, 4, 6)] == [["1"], ["1", "2"], ["2", "3"]]
    st = out["state"]
    contract(st, "123")
    assert st["scores"]["a"] == {"1": 100, "2": 100, "3": 50}
    assert st["closed"] == {"1": "a", "2": "a"}
    assert out["result"]["winners"] == ["a"] and out["result"]["reason"] == "columns_won"


def test_hollywood_cannot_knock_into_closed_columns_only():
    out = replay("hollywood-gin_must_score.json")
    assert errors(out) == {3: "knock_scores_nothing", 4: "not_gin"}
    st = out["state"]
    contract(st, "123")
    assert st["closed"] == {"1": "a"} and st["turn"] == "a" and st["phase"] == "discard"
    assert st["hands"]["a"][-1] == "KH"


def test_malformed_setup_exits_2_with_one_line_naming_the_field():
    proc = run("farg-gin_bad_setup.json")
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "setup.deals[0].upcard" in proc.stderr
