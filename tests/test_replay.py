"""``python -m engine replay`` (engine/replay.py, engine/__main__.py): in this process
(``tests/replay_cli.py``), and as a subprocess where the process itself is what is tested.

Every tests/scenarios/finns-i-sjon_*.json and go-fish_*.json file is run here and its outcome
checked; malformed scenarios must exit 2 with one line on stderr naming the field.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests import replay_cli

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "scenarios"

EXAMPLE: dict[str, Any] = json.loads((SCENARIOS / "finns_i_sjon_example.json").read_text())


def replay(arg: str, stdin: str | bytes | None = None) -> subprocess.CompletedProcess:
    return replay_cli.replay(arg, stdin=stdin)


def replay_process(arg: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", "replay", arg], input=stdin, capture_output=True,
                          cwd=ROOT, timeout=60)


def outcome_of(proc: subprocess.CompletedProcess) -> dict[str, Any]:
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stderr == b""
    return json.loads(proc.stdout)


def run_data(data: dict[str, Any]) -> subprocess.CompletedProcess:
    return replay("-", json.dumps(data))


def errors(outcome: dict[str, Any]) -> list[str | None]:
    return [None if e["ok"] else e["error"] for e in outcome["log"]]


def event_types(outcome: dict[str, Any], index: int) -> list[str]:
    return [e["type"] for e in outcome["log"][index]["events"]]


# ---- the scenario files -------------------------------------------------------------------------
def check_finns_last_book(o: dict[str, Any]) -> None:
    assert errors(o) == ["not_your_turn", "rank_not_held", None, "game_over"]
    assert event_types(o, 2) == ["asked", "gave", "book", "game_over"]
    assert o["state"]["phase"] == "ended" and o["state"]["turn"] is None
    assert o["state"]["books"] == {"a": ["A", "2", "3", "4", "5", "6", "7"], "b": ["8", "9", "10", "J", "Q", "K"]}
    assert o["state"]["hands"] == {"a": [], "b": []} and o["state"]["stock_count"] == 0
    assert o["result"] == {"winners": ["a"], "losers": ["b"], "reason": "all_books", "books": {"a": 7, "b": 6}}


def check_finns_empty_hand(o: dict[str, Any]) -> None:
    assert errors(o) == ["empty_hand", None, None]
    assert event_types(o, 1) == ["asked", "no", "drew", "turn", "drew"]
    drew = o["log"][1]["events"][4]
    assert drew["seat"] == "ada" and drew["why"] == "empty_hand" and drew["secret"] == {"card": "3D"}
    st = o["state"]
    assert st["hands"] == {"you": ["7S", "7H", "KD", "2H"], "ada": ["3D", "3C"], "bo": ["KC", "KH", "9D", "4S"]}
    assert st["books"] == {"you": [], "ada": ["A"], "bo": []}
    assert st["turn"] == "ada" and st["stock_count"] == 52 - 12 - 2 and o["result"] is None


def check_finns_leave(o: dict[str, Any]) -> None:
    assert errors(o) == [None, None, "player_left", None, None]
    assert o["log"][1]["events"] == [{"type": "left", "seat": "c", "cards": 3}]
    st = o["state"]
    assert st["left"] == ["c", "b"] and st["hands"]["b"] == [] and st["hands"]["c"] == []
    assert st["hands"]["a"] == ["KD", "3C", "9S", "2S", "2H"]
    # c's book of jacks (laid down at the deal) stays on the table, out of play
    assert st["books"] == {"a": ["7"], "b": [], "c": ["J"]}
    assert st["stock_count"] == 52 - 5 - 4 - 4  # a's hand, a's sevens, c's jacks
    assert st["phase"] == "ended"
    # c has as many books as a but left: a leaver is recorded as a loss, never a (shared) winner
    assert o["result"] == {"winners": ["a"], "losers": ["b", "c"], "reason": "players_left",
                           "books": {"a": 1, "b": 0, "c": 1}}
    assert len(st["log"]) == st["seq"]  # history "full" keeps every event


def check_finns_leave_0_0(o: dict[str, Any]) -> None:
    assert errors(o) == [None, None, "game_over"]
    assert event_types(o, 1) == ["left", "game_over"]
    # 0–0 ended by leaving: no shared win, the one remaining wins
    assert o["result"] == {"winners": ["a"], "losers": ["b"], "reason": "players_left",
                           "books": {"a": 0, "b": 0}}


def check_go_fish_leave(o: dict[str, Any]) -> None:
    assert errors(o) == [None, None, "player_left", None]
    assert o["log"][1]["events"] == [{"type": "left", "seat": "b", "cards": 1}]
    st = o["state"]
    assert st["books"] == {"a": [], "b": ["Q"], "c": []} and st["left"] == ["b", "c"]
    assert st["hands"]["a"] == ["7S", "3C", "9S", "2S", "5D", "6D", "7H"]
    # b left a book ahead: a loss all the same; a, the one remaining, wins with none
    assert o["result"] == {"winners": ["a"], "losers": ["b", "c"], "reason": "players_left",
                           "books": {"a": 0, "b": 1, "c": 0}}


def check_go_fish_showed(o: dict[str, Any]) -> None:
    assert errors(o) == [None] * 4
    assert event_types(o, 0) == ["asked", "no", "drew", "showed"]
    assert o["log"][0]["events"][3] == {"type": "showed", "seat": "a", "card": "7H"}
    assert event_types(o, 1) == ["asked", "gave"] and o["log"][1]["events"][1]["count"] == 2
    assert event_types(o, 2) == ["asked", "no", "drew", "turn"]
    st = o["state"]
    assert st["hands"]["a"] == ["7S", "3C", "9S", "KD", "2S", "7H", "9H", "9D", "10C"]
    assert st["hands"]["b"] == ["4S", "5S", "QC", "6D"] and st["turn"] == "c" and st["stock_count"] == 34
    assert {"n": 6, "type": "showed", "seat": "a", "card": "7H"} in st["log"]  # a public event


def check_go_fish_card_mode(o: dict[str, Any]) -> None:
    assert errors(o) == ["card_required", None, None, None, None]
    assert event_types(o, 1) == ["asked", "gave"]
    assert event_types(o, 2) == ["asked", "no", "drew", "showed"]  # drew exactly the asked 9C
    assert event_types(o, 3) == ["asked", "no", "drew", "turn"]  # the bluff fails, turn ends
    st = o["state"]
    assert st["hands"]["a"] == ["KS", "3C", "9S", "7D", "2S", "KC", "9C", "KD"]
    assert st["hands"]["b"] == ["KH", "9H", "9D", "QC", "6D"] and st["turn"] == "c"
    assert st["options"] == {"hand_size": None, "history": "recent", "ask_mode": "card",
                             "ask_own_card": True, "play_on": False}


def check_go_fish_play_on(o: dict[str, Any]) -> None:
    assert errors(o) == [None, None]
    assert event_types(o, 1) == ["asked", "no", "turn"]
    assert o["log"][1]["events"][2] == {"type": "turn", "seat": "c"}
    st = o["state"]
    assert st["turn"] == "c" and st["stock_count"] == 0 and st["phase"] == "play"
    assert st["books"] == {"a": ["A", "2"], "b": ["4", "5"], "c": ["6", "8"], "d": ["10", "K"]}
    assert st["hands"]["c"] == ["3H", "9D", "JD", "QD"]


def check_go_fish_empty_hand_end(o: dict[str, Any]) -> None:
    assert errors(o) == [None, "game_over"]
    st = o["state"]
    assert st["hands"] == {"a": ["7S", "7H"], "b": []} and st["phase"] == "ended"
    assert o["result"] == {"winners": ["a", "b"], "losers": [], "reason": "empty_hand",
                           "books": {"a": 0, "b": 0}}


CHECKS: dict[str, Callable[[dict[str, Any]], None]] = {
    "finns-i-sjon_last_book.json": check_finns_last_book,
    "finns-i-sjon_empty_hand.json": check_finns_empty_hand,
    "finns-i-sjon_leave.json": check_finns_leave,
    "finns-i-sjon_leave_0_0.json": check_finns_leave_0_0,
    "go-fish_leave.json": check_go_fish_leave,
    "go-fish_showed.json": check_go_fish_showed,
    "go-fish_card_mode.json": check_go_fish_card_mode,
    "go-fish_play_on.json": check_go_fish_play_on,
    "go-fish_empty_hand_end.json": check_go_fish_empty_hand_end,
}


def test_every_scenario_file_is_checked() -> None:
    files = {p.name for p in SCENARIOS.glob("finns-i-sjon_*.json")} | {p.name for p in SCENARIOS.glob("go-fish_*.json")}
    assert files == set(CHECKS)


@pytest.mark.parametrize("name", sorted(CHECKS))
def test_scenario_file(name: str) -> None:
    outcome = outcome_of(replay(str(SCENARIOS / name)))
    CHECKS[name](outcome)
    st = outcome["state"]
    for field in ("phase", "turn", "hands", "books", "stock_count"):
        assert field in st
    held = [c for h in st["hands"].values() for c in h]
    assert len(held) + st["stock_count"] + 4 * sum(map(len, st["books"].values())) == 52


# ---- the outcome format ---------------------------------------------------------------------------
def test_outcome_format_and_rejected_action_goes_on() -> None:
    data = {**EXAMPLE, "actions": [{"seat": "ada", "type": "ask", "target": "you", "rank": "Q"},
                                   *EXAMPLE["actions"][:1]]}
    o = outcome_of(run_data(data))
    assert set(o) == {"log", "state", "result"}
    assert o["log"][0] == {"index": 0, "ok": False, "error": "not_your_turn", "message": "It is you's turn."}
    assert o["log"][1]["index"] == 1 and o["log"][1]["ok"] is True
    assert o["log"][1]["events"][1]["secret"] == {"cards": ["7D"]}  # the log shows everything
    assert o["state"]["hands"]["you"] == ["7S", "7H", "KD", "3C", "9S", "7D"]
    assert o["result"] is None


def test_stdin_and_file_give_the_same_outcome() -> None:
    path = SCENARIOS / "finns_i_sjon_example.json"
    assert replay(str(path)).stdout == replay("-", path.read_text()).stdout


def test_same_scenario_same_outcome_and_seed_matters() -> None:
    data = {"game": "go-fish", "seats": ["a", "b", "c"], "seed": 42}
    first, again = outcome_of(run_data(data)), outcome_of(run_data(data))
    assert first == again
    other = outcome_of(run_data({**data, "seed": 43}))
    assert other["state"]["hands"] != first["state"]["hands"]


def test_unlisted_hands_and_stock_come_from_the_seed() -> None:
    data = {"game": "finns-i-sjon", "seats": ["a", "b", "c"], "seed": 9, "first": "b",
            "setup": {"hands": {"a": ["7S", "7H", "7D", "KD", "3C", "9S", "2S"]}, "stock": ["QS"]}}
    st = outcome_of(run_data(data))["state"]
    assert st["hands"]["a"] == ["7S", "7H", "7D", "KD", "3C", "9S", "2S"]
    assert len(st["hands"]["b"]) == len(st["hands"]["c"]) == 7 and st["stock"][0] == "QS"
    assert st["turn"] == "b"


def test_tick_abandons_an_idle_game() -> None:
    data = {**EXAMPLE, "actions": [*EXAMPLE["actions"][:1], {"type": "tick", "seconds": 60},
                                   {"type": "tick", "seconds": 45 * 60}]}
    o = outcome_of(run_data(data))
    assert o["log"][1] == {"index": 1, "ok": True, "events": []}
    assert o["log"][2]["events"] == [{"type": "game_over", "winners": [], "losers": [], "reason": "abandoned"}]
    assert o["result"] == {"winners": [], "losers": [], "reason": "abandoned"}
    assert o["state"]["phase"] == "ended" and o["state"]["clock"] == 60 + 45 * 60


def test_leave_action() -> None:
    data = {**EXAMPLE, "actions": [{"seat": "ada", "type": "leave"}, {"seat": "ada", "type": "leave"}]}
    o = outcome_of(run_data(data))
    assert errors(o) == [None, "not_seated"]
    assert o["state"]["left"] == ["ada"] and o["state"]["stock_count"] == 37 + 5


# ---- malformed scenarios ---------------------------------------------------------------------------
def example_with(**changes: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(EXAMPLE))
    for key, value in changes.items():
        data[key] = value
    return data


def setup_with(hands: dict[str, Any] | None = None, stock: Any = None) -> dict[str, Any]:
    setup = json.loads(json.dumps(EXAMPLE["setup"]))
    if hands:
        setup["hands"].update(hands)
    if stock is not None:
        setup["stock"] = stock
    return setup


def ask(seat: str = "you", **fields: Any) -> dict[str, Any]:
    return {"seat": seat, "type": "ask", "target": "ada", "rank": "7", **fields}


MALFORMED: list[tuple[str, Any, str]] = [
    ("duplicate card in two hands",
     example_with(setup=setup_with({"ada": ["7S", "QC", "QH", "2S", "5D"]})), "setup.hands.ada"),
    ("duplicate card in hand and stock", example_with(setup=setup_with(stock=["2H", "QS", "7S"])), "setup.stock"),
    ("duplicate card in one hand",
     example_with(setup=setup_with({"bo": ["KC", "KC", "9D", "4S", "JC"]})), "setup.hands.bo"),
    ("wrong hand size", example_with(setup=setup_with({"bo": ["KC", "KH", "9D", "4S"]})), "setup.hands.bo"),
    ("hand size against the default",
     example_with(options={}), "setup.hands.you"),  # 3 players are dealt 7 each
    ("unknown seat in setup", example_with(setup=setup_with({"cy": ["AS", "AH", "AD", "AC", "2D"]})),
     "setup.hands.cy"),
    ("unknown setup key", example_with(setup={**EXAMPLE["setup"], "lake": []}), "setup.lake"),
    ("unknown game", example_with(game="fiskdamm"), "game"),
    ("missing game", {k: v for k, v in EXAMPLE.items() if k != "game"}, "game"),
    ("unknown option", example_with(options={"hand_size": 5, "jokers": True}), "options.jokers"),
    ("go-fish option in finns", example_with(options={"hand_size": 5, "play_on": True}), "options.play_on"),
    ("bad option value", example_with(options={"hand_size": "five"}), "options.hand_size"),
    ("bad option value: bool hand size", example_with(options={"hand_size": True}), "options.hand_size"),
    ("hand size beyond the deck", example_with(options={"hand_size": 18}), "options.hand_size"),
    ("bad history", example_with(options={"hand_size": 5, "history": "some"}), "options.history"),
    ("options not an object", example_with(options=[5]), "options"),
    ("unknown seat in an action", example_with(actions=[ask("cy")]), "actions[0].seat"),
    ("action without seat", example_with(actions=[{"type": "ask", "target": "ada", "rank": "7"}]),
     "actions[0].seat"),
    ("unknown action type", example_with(actions=[ask(), {"seat": "you", "type": "fish"}]), "actions[1].type"),
    ("action without type", example_with(actions=[{"seat": "you", "target": "ada", "rank": "7"}]),
     "actions[0].type"),
    ("bad rank", example_with(actions=[ask(rank="1")]), "actions[0].rank"),
    ("lower-case rank", example_with(actions=[ask(rank="q")]), "actions[0].rank"),
    ("unknown action field", example_with(actions=[ask(suit="S")]), "actions[0].suit"),
    ("target not a string", example_with(actions=[ask(target=3)]), "actions[0].target"),
    ("card not a card in an action", example_with(actions=[ask(card="ZZ")]), "actions[0].card"),
    ("card not in deck in an action", example_with(actions=[ask(card="X1")]), "actions[0].card"),
    ("card not in deck in setup",
     example_with(setup=setup_with({"bo": ["KC", "KH", "9D", "4S", "X1"]})), "setup.hands.bo"),
    ("second deck card in setup", example_with(setup=setup_with(stock=["2H#2"])), "setup.stock"),
    ("not a card in setup", example_with(setup=setup_with({"bo": ["KC", "KH", "9D", "4S", "11C"]})),
     "setup.hands.bo[4]"),
    ("hands not an object", example_with(setup={"hands": [], "stock": []}), "setup.hands"),
    ("stock not a list", example_with(setup=setup_with(stock="2H")), "setup.stock"),
    ("seats not a list", example_with(seats="you ada bo"), "seats"),
    ("seat twice", example_with(seats=["you", "ada", "you"], setup={}), "seats"),
    ("too many seats", example_with(seats=[f"p{i}" for i in range(9)], setup={}, options={}, first=None),
     "seats"),
    ("unknown first", example_with(first="cy"), "first"),
    ("bad seed", example_with(seed="seven"), "seed"),
    ("unknown top-level field", example_with(expect={}), "expect"),
    ("actions not a list", example_with(actions={"seat": "you"}), "actions"),
    ("action not an object", example_with(actions=["ask"]), "actions[0]"),
    ("negative tick", example_with(actions=[{"type": "tick", "seconds": -1}]), "actions[0].seconds"),
    ("scenario not an object", [EXAMPLE], "scenario"),
]


@pytest.mark.parametrize(("data", "field"), [(d, f) for _, d, f in MALFORMED],
                         ids=[name for name, _, _ in MALFORMED])
def test_malformed_scenario_exits_2_naming_the_field(data: Any, field: str) -> None:
    proc = run_data(data)
    assert_one_line_error(proc, field)


def assert_one_line_error(proc: subprocess.CompletedProcess, field: str) -> None:
    err = proc.stderr.decode()
    assert proc.returncode == 2, (proc.returncode, err)
    assert proc.stdout == b""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert err.startswith(f"replay: {field}:"), err


def test_bad_json(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"game": "go-fish", "seats": ["a", "b"],,}')
    assert_one_line_error(replay(str(path)), "json")


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    path.write_text("")
    assert_one_line_error(replay(str(path)), "json")


def test_missing_file(tmp_path: Path) -> None:
    assert_one_line_error(replay(str(tmp_path / "nowhere.json")), "scenario")


def test_directory_instead_of_file(tmp_path: Path) -> None:
    assert_one_line_error(replay(str(tmp_path)), "scenario")


def test_not_utf8_file(tmp_path: Path) -> None:
    """Bug fixed: a file that is not UTF-8 ended in a UnicodeDecodeError traceback."""
    path = tmp_path / "latin1.json"
    path.write_bytes('{"game": "finns-i-sjön"}'.encode("latin-1"))
    assert_one_line_error(replay(str(path)), "scenario")


def test_not_utf8_stdin() -> None:
    """Standard input is read as UTF-8 whatever the locale, like a file (the real process)."""
    assert_one_line_error(replay_process("-", b'{"game": "\xff"}'), "scenario")
    proc = replay_process("-", json.dumps({**EXAMPLE, "seats": ["you", "ada", "bö"], "setup": {}, "options": {},
                                           "actions": []}, ensure_ascii=False).encode())
    assert json.loads(proc.stdout)["state"]["seats"] == ["you", "ada", "bö"]


def test_the_command_as_a_process_prints_what_it_prints_in_this_process(tmp_path: Path) -> None:
    """The subprocess and tests/replay_cli.py give the same bytes and exit codes: for a scenario
    file, for standard input, and for a refused scenario."""
    path = SCENARIOS / "finns_i_sjon_example.json"
    for real, here in ((replay_process(str(path)), replay(str(path))),
                       (replay_process("-", path.read_bytes()), replay("-", path.read_bytes())),
                       (replay_process(str(tmp_path / "nowhere.json")), replay(str(tmp_path / "nowhere.json")))):
        assert (real.returncode, real.stdout, real.stderr) == (here.returncode, here.stdout, here.stderr)
    assert replay(str(path)).returncode == 0


def test_usage_errors_exit_2() -> None:
    proc = subprocess.run([sys.executable, "-m", "engine"], capture_output=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
