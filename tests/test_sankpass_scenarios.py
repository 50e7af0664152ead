"""Sänkpass through ``python -m engine replay`` (shared/spec/replay.md): scenario files in tests/scenarios."""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from engine.cards import deck, rank_of
from tests import replay_cli

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "scenarios"


def replay(name: str) -> dict:
    proc = replay_cli.replay(str(SCENARIOS / f"sankpass_{name}.json"), text=True)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def replay_text(text: str) -> subprocess.CompletedProcess:
    return replay_cli.replay("-", stdin=text, text=True)


def steps(out: dict) -> list[tuple]:
    """(type, seat) of every play, forced pass and turn, over the whole replay."""
    return [(e["type"], e.get("seat")) for entry in out["log"] for e in entry.get("events", [])
            if e["type"] in ("played", "passed", "turn")]


def outcomes(out: dict) -> list[str]:
    return [e["outcome"] for entry in out["log"] for e in entry.get("events", []) if e["type"] == "played"]


def errors(out: dict) -> list[str | None]:
    return [entry.get("error") for entry in out["log"]]


# ---- the source's examples ------------------------------------------------------------------------


def test_two_players_1_sink_higher_pass_higher():
    out = replay("two_1")
    assert outcomes(out) == ["lower", "higher", "higher"]
    assert steps(out) == [("played", "A"), ("turn", "B"), ("played", "B"), ("passed", "A"), ("turn", "B"),
                          ("played", "B"), ("turn", "A")]
    assert out["state"]["turn"] == "A" and out["state"]["owes_pass"] == []
    assert out["state"]["pile"] == ["8S", "5S", "9S", "JS"]


def test_two_players_2_sink_sink_pass_pass():
    out = replay("two_2")
    assert outcomes(out) == ["lower", "lower"]
    assert steps(out)[-3:] == [("passed", "A"), ("passed", "B"), ("turn", "A")]
    assert out["state"]["turn"] == "A" and out["state"]["owes_pass"] == []


def test_two_players_3_sink_from_your_own_card():
    out = replay("two_3")
    assert outcomes(out) == ["lower", "higher", "lower", "higher"]
    assert [s for s in steps(out) if s[0] == "passed"] == [("passed", "A"), ("passed", "B")]
    assert out["state"]["turn"] == "A" and out["state"]["owes_pass"] == []


def test_two_players_4_both_sink_both_pass():
    out = replay("two_4")
    assert outcomes(out) == ["lower", "higher", "lower", "lower"]
    assert steps(out)[-3:] == [("passed", "B"), ("passed", "A"), ("turn", "B")]
    assert out["state"]["turn"] == "B" and out["state"]["owes_pass"] == []


def test_three_players_1():
    out = replay("three_1")
    assert outcomes(out) == ["lower", "higher", "lower", "higher"]
    assert steps(out) == [("played", "A"), ("turn", "B"), ("played", "B"), ("turn", "C"),
                          ("played", "C"), ("passed", "A"), ("turn", "B"),
                          ("played", "B"), ("passed", "C"), ("turn", "A")]
    assert out["state"]["turn"] == "A"


def test_three_players_2():
    out = replay("three_2")
    assert outcomes(out) == ["lower", "lower", "higher"]
    assert steps(out)[-3:] == [("passed", "A"), ("passed", "B"), ("turn", "C")]
    assert out["state"]["turn"] == "C" and out["state"]["owes_pass"] == []


# ---- rules and options -------------------------------------------------------------------------------


def test_match_ends_the_game():
    out = replay("match_ends")
    assert outcomes(out) == ["higher", "lower", "match"]
    assert out["result"]["winners"] == ["A", "B"] and out["result"]["losers"] == ["C"]
    assert out["result"]["reason"] == "matched"
    assert errors(out)[3] == "game_over" and out["state"]["phase"] == "ended"


def test_eliminate_plays_on_until_a_hand_is_empty():
    out = replay("eliminate")
    assert errors(out)[3] == "eliminated" and errors(out)[8] == "not_your_turn"
    assert out["state"]["eliminated"] == ["C"] and out["state"]["hands"]["C"] == []
    assert sorted(out["state"]["removed"]) == ["2H", "4S", "KS", "QD"]
    assert out["result"]["winners"] == ["B"] and out["result"]["losers"] == ["A", "C"]
    assert out["result"]["reason"] == "emptied_hand"
    assert out["state"]["hands"]["A"] == ["5S"]


def test_last_card_wins_even_when_it_sinks():
    out = replay("last_card")
    assert outcomes(out) == ["higher", "lower", "lower"]
    assert out["result"]["winners"] == ["A"] and out["result"]["reason"] == "emptied_hand"


def test_last_card_matching_loses():
    out = replay("last_card_match")
    assert out["result"]["winners"] == ["B"] and out["result"]["losers"] == ["A"]


def test_ace_choice():
    out = replay("ace_choice")
    assert errors(out) == ["ace_value_required", None, None, None, "ace_value_not_allowed", None]
    assert outcomes(out) == ["lower", "higher", "higher", "match"]  # AS low, 2H, AH high, AD on AH
    assert out["state"]["pile_values"] == [5, 1, 2, 14, 14]
    assert out["result"]["losers"] == ["A"]


def test_ace_high():
    out = replay("ace_high")
    assert errors(out) == ["ace_value_not_allowed", None, None]
    assert outcomes(out) == ["higher", "lower"]
    assert out["state"]["owes_pass"] == ["B"] and out["state"]["turn"] == "A"


def test_reveal_choice():
    out = replay("reveal_choice")
    assert errors(out) == [None, "not_revealed", "already_revealed", None, None, None, None, None]
    assert out["log"][0]["events"] == [{"type": "revealed", "seat": "C"}]
    assert out["state"]["revealed"] == ["A"]


def test_reveal_all_and_off():
    out = replay("reveal_all")
    assert errors(out) == ["reveal_all", "reveal_all", None] and out["state"]["revealed"] == ["A", "B"]
    out = replay("reveal_off")
    assert errors(out) == ["reveal_off", "reveal_off", None] and out["state"]["revealed"] == []


def test_refusals():
    out = replay("refusals")
    assert errors(out) == ["not_your_turn", "card_not_in_hand", "card_not_in_hand", "ace_value_not_allowed",
                           None, None, "card_not_in_hand", "not_your_turn", None, None, "game_over",
                           "game_over"]
    assert out["state"]["decks"] == 2 and out["state"]["pile"] == ["10H", "9S", "9S#2"]
    assert out["result"]["losers"] == ["A"] and out["result"]["winners"] == ["B"]
    for entry in out["log"]:
        if not entry["ok"]:
            assert entry["message"] and "events" not in entry


def test_leave():
    out = replay("leave")
    assert errors(out) == [None, None, None, "not_seated", None, None]
    assert [(e["type"], e.get("seat")) for e in out["log"][2]["events"]] == [
        ("left", "C"), ("passed", "A"), ("turn", "B")]
    assert out["result"]["winners"] == ["B"] and out["result"]["reason"] == "players_left"
    assert out["state"]["left"] == ["C", "A"]


def test_no_start_card_the_first_card_is_free():
    out = replay("no_start_card")
    assert outcomes(out) == ["open", "higher"] and out["state"]["pile"] == ["2C", "3C"]


def test_random_start_card():
    out = replay("random_start_card")
    st = out["state"]
    assert len(st["pile"]) == 1 and st["stock_count"] == 54 - 30 - 1
    assert st["turn"] == st["seats"][(st["seats"].index(st["dealer"]) + 1) % 3]
    assert out == replay("random_start_card")  # the seed fixes everything


def test_fixed_deal():
    st = replay("fixed_deal")["state"]
    ranks = [Counter(rank_of(c) for c in h) for h in st["hands"].values()]
    assert all(r == ranks[0] for r in ranks) and sum(ranks[0].values()) == 10
    every = [c for h in st["hands"].values() for c in h] + st["stock"]
    assert sorted(every) == sorted(deck(jokers=True, copies=st["decks"]))


# ---- malformed scenarios exit 2 with one line ----------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"options": {"ace": "sometimes"}}, "options.ace"),
        ({"options": {"decks": 1, "hand_size": 30}}, "options.decks"),
        ({"setup": {"hands": {"A": ["5S"]}}}, "setup.hands.A"),
        ({"setup": {"start_card": "5S", "hands": {"A": ["5S", "6S", "7S", "8S", "9S"]}}}, "setup.start_card"),
        ({"setup": {"pile": ["5S"]}}, "setup.pile"),
        ({"actions": [{"seat": "A", "type": "pass"}]}, "actions[0].type"),
        ({"actions": [{"seat": "A", "type": "play", "card": "1S"}]}, "actions[0].card"),
    ],
)
def test_malformed_scenarios(change, field):
    scenario = {"game": "sankpass", "seats": ["A", "B"], "options": {"hand_size": 5}, **change}
    proc = replay_text(json.dumps(scenario))
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and field in lines[0], proc.stderr
