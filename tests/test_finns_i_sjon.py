"""Finns i sjön (`finns-i-sjon`): every rule, option and ruling of shared/rules/finns-i-sjon.md.

The source's example game (seeds/000_f93c4bbc4f9817d5.txt) is played move by move through the
engine API, and once more through ``python -m engine replay`` on its scenario file.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.cards import RANKS, rank_of
from engine.core import RulesError, SetupError
from engine.games.fishing import FinnsState
from engine.registry import get_game
from tests.fishing_helpers import cards, conserved, position

G = get_game("finns-i-sjon")
ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "scenarios"

EXAMPLE_HANDS = {
    "you": ["7S", "7H", "KD", "3C", "9S"],
    "ada": ["7D", "QC", "QH", "2S", "5D"],
    "bo": ["KC", "KH", "9D", "4S", "JC"],
}
EXAMPLE_LAKE = ["2H", "QS", "7C", "JD"]


# ---- helpers -------------------------------------------------------------------------------------
def example() -> FinnsState:
    return G.new(["you", "ada", "bo"], {"hand_size": 5}, 7, first="you",
                 setup={"hands": EXAMPLE_HANDS, "stock": EXAMPLE_LAKE})


def ask(state: FinnsState, seat: str, target: str, rank: str) -> tuple[FinnsState, list[dict[str, Any]]]:
    return G.apply(state, seat, {"type": "ask", "target": target, "rank": rank}, 0.0)


def refused(state: Any, seat: str, action: dict[str, Any], code: str, game: Any = G) -> RulesError:
    before = state.model_dump_json()
    with pytest.raises(RulesError) as e:
        game.apply(state, seat, action, 1.0)
    assert e.value.code == code, e.value.code
    assert state.model_dump_json() == before
    json.dumps(e.value.params)  # params are JSON-able
    assert e.value.message  # an English sentence for the player
    return e.value


def table(hands: dict[str, str], stock: str = "", books: dict[str, str] | None = None,
          turn: str | None = None, options: dict[str, Any] | None = None, game: Any = G) -> Any:
    return position(game, hands, stock, books, turn, options)


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def all_but(*ranks: str) -> list[str]:
    return [r for r in RANKS if r not in ranks]


# ---- the source's example game ---------------------------------------------------------------------
def test_example_game_move_by_move() -> None:
    s = example()
    assert s.turn == "you"
    assert s.hands == EXAMPLE_HANDS and s.stock[:4] == EXAMPLE_LAKE and len(s.stock) == 52 - 15
    assert all(b == [] for b in s.books.values())

    # "Du har två sjuor, så du frågar Ada efter sjuor. Hon har en och ger dig 7♦."
    s, ev = ask(s, "you", "ada", "7")
    assert types(ev) == ["asked", "gave"]
    assert ev[1]["count"] == 1 and ev[1]["secret"] == {"cards": ["7D"]}
    assert [c for c in s.hands["you"] if rank_of(c) == "7"] == ["7S", "7H", "7D"]  # "Nu har du tre"
    assert "7D" not in s.hands["ada"]
    assert s.turn == "you"  # "och du frågar igen"

    # "Bo efter sjuor. Bo har inga: finns i sjön. Du drar 2♥ ur sjön och din tur är slut."
    s, ev = ask(s, "you", "bo", "7")
    assert types(ev) == ["asked", "no", "drew", "turn"]
    assert ev[2]["secret"] == {"card": "2H"} and ev[2]["secret_to"] == ["you"]
    assert "2H" in s.hands["you"] and s.turn == "ada"

    # "Ada frågar dig efter damer. Du har inga, så hon drar ur sjön och får D♠ ... turen går till Bo."
    s, ev = ask(s, "ada", "you", "Q")
    assert types(ev) == ["asked", "no", "drew", "turn"]
    assert ev[2]["secret"] == {"card": "QS"}
    assert sorted(c for c in s.hands["ada"] if rank_of(c) == "Q") == ["QC", "QH", "QS"]
    assert s.turn == "bo"  # drawing the asked rank does not give another question

    # "Bo frågar dig efter kungar, och du lämnar över K♦."
    s, ev = ask(s, "bo", "you", "K")
    assert types(ev) == ["asked", "gave"] and ev[1]["secret"] == {"cards": ["KD"]}
    assert "KD" in s.hands["bo"] and "KD" not in s.hands["you"] and s.turn == "bo"

    # "Han frågar igen, Ada efter nior, och drar ur sjön ... har han dragit 7♣."
    s, ev = ask(s, "bo", "ada", "9")
    assert types(ev) == ["asked", "no", "drew", "turn"] and ev[2]["secret"] == {"card": "7C"}
    assert "7C" in s.hands["bo"] and s.turn == "you"

    # "Du har 2♥, så du frågar Ada efter tvåor, och hon ger dig 2♠."
    s, ev = ask(s, "you", "ada", "2")
    assert ev[1]["secret"] == {"cards": ["2S"]} and s.turn == "you"

    # "du provar att fråga Bo efter sjuor — och han lämnar över 7♣ ... fyrtalet läggs upp"
    s, ev = ask(s, "you", "bo", "7")
    assert types(ev) == ["asked", "gave", "book"] and ev[2] == {"type": "book", "seat": "you", "rank": "7"}
    assert s.books["you"] == ["7"] and not any(rank_of(c) == "7" for c in s.hands["you"])
    assert s.turn == "you"

    # "du frågar Bo efter nior och får 9♦."
    s, ev = ask(s, "you", "bo", "9")
    assert ev[1]["secret"] == {"cards": ["9D"]} and s.turn == "you"

    # "Du frågar Ada efter treor, och hon har inga. Du drar Kn♦ ur sjön, och turen slutar"
    s, ev = ask(s, "you", "ada", "3")
    assert types(ev) == ["asked", "no", "drew", "turn"] and ev[2]["secret"] == {"card": "JD"}

    # "turen slutar med ett fyrtal uppe och par i tvåor och nior på handen"
    assert s.books == {"you": ["7"], "ada": [], "bo": []}
    assert s.hands == {
        "you": cards("3C 9S 2H 2S 9D JD"),
        "ada": cards("QC QH 5D QS"),
        "bo": cards("KC KH 4S JC KD"),
    }
    assert s.turn == "ada" and s.phase == "play" and s.result is None
    assert len(s.stock) == 52 - 15 - 4
    conserved(s)


def test_example_everyone_heard_both_questions() -> None:
    """"Alla hörde båda frågorna": the table shows both questions and the draw, never the card."""
    s = example()
    s, _ = ask(s, "you", "ada", "7")
    s, _ = ask(s, "you", "bo", "7")
    view = G.public_view(s)
    log = [{k: v for k, v in e.items() if k != "n"} for e in view["log"]]
    assert {"type": "asked", "seat": "you", "target": "ada", "rank": "7"} in log
    assert {"type": "gave", "seat": "ada", "to": "you", "rank": "7", "count": 1} in log
    assert {"type": "asked", "seat": "you", "target": "bo", "rank": "7"} in log
    assert {"type": "no", "seat": "bo", "to": "you", "rank": "7"} in log
    assert {"type": "drew", "seat": "you", "why": "fish"} in log
    text = json.dumps(view)
    for c in s.hands["you"] + s.hands["ada"] + s.hands["bo"] + s.stock:
        assert f'"{c}"' not in text
    assert view["turn"] == "ada" and view["hand_counts"] == {"you": 7, "ada": 4, "bo": 5}
    assert view["stock_count"] == 52 - 15 - 1


def test_example_scenario_file_through_replay() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(SCENARIOS / "finns_i_sjon_example.json")],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    outcome = json.loads(out.stdout)
    assert [e["ok"] for e in outcome["log"]] == [True] * 9
    st = outcome["state"]
    assert st["hands"] == {
        "you": cards("3C 9S 2H 2S 9D JD"),
        "ada": cards("QC QH 5D QS"),
        "bo": cards("KC KH 4S JC KD"),
    }
    assert st["books"] == {"you": ["7"], "ada": [], "bo": []}
    assert st["turn"] == "ada" and st["phase"] == "play" and st["stock_count"] == 33
    assert outcome["result"] is None
    drawn = [e["secret"]["card"] for a in outcome["log"] for e in a["events"] if e["type"] == "drew"]
    assert drawn == EXAMPLE_LAKE


# ---- deal -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 7), (4, 5), (5, 5), (6, 5), (7, 5), (8, 5)])
def test_deal_size_by_player_count(players: int, size: int) -> None:
    for seed in range(3):
        s = G.new([f"p{i}" for i in range(players)], {}, seed)
        assert s.log[0] == {"n": 1, "type": "dealt", "hand_size": size}
        # cards laid down as books from the deal are no longer in hand
        for seat in s.seats:
            drawn = sum(1 for e in s.log if e["type"] == "drew" and e["seat"] == seat)
            assert len(s.hands[seat]) + 4 * len(s.books[seat]) == size + drawn
        conserved(s)


@pytest.mark.parametrize("players", [1, 9])
def test_seat_limits(players: int) -> None:
    with pytest.raises(SetupError) as e:
        G.new([f"p{i}" for i in range(players)])
    assert e.value.field == "seats"


def test_hand_size_option_as_in_the_source_example() -> None:
    s = example()
    assert all(len(h) == 5 for h in s.hands.values())


@pytest.mark.parametrize(("players", "size"), [(2, 26), (3, 17), (4, 13), (8, 6), (2, 1)])
def test_hand_size_up_to_what_the_deck_allows(players: int, size: int) -> None:
    s = G.new([f"p{i}" for i in range(players)], {"hand_size": size}, 3)
    assert s.log[0]["hand_size"] == size
    drawn = sum(1 for e in s.log if e["type"] == "drew")
    assert len(s.stock) == 52 - players * size - drawn
    for seat in s.seats:
        assert len(s.hands[seat]) + 4 * len(s.books[seat]) == size + (seat == s.turn) * drawn
    conserved(s)


def test_hand_size_no_lake_plays_on() -> None:
    s = G.new(["a", "b"], {"hand_size": 26}, 3)
    assert s.stock == [] and s.phase == "play"


@pytest.mark.parametrize(
    ("players", "opts"),
    [
        (3, {"hand_size": 18}),
        (8, {"hand_size": 7}),
        (2, {"hand_size": 27}),
        (2, {"hand_size": 0}),
        (2, {"hand_size": -1}),
        (2, {"hand_size": "5"}),
        (2, {"hand_size": True}),  # a JSON true is no hand size (was read as 1)
        (2, {"hand_size": 5.5}),
    ],
)
def test_hand_size_limit(players: int, opts: dict[str, Any]) -> None:
    with pytest.raises(SetupError) as e:
        G.new([f"p{i}" for i in range(players)], opts)
    assert e.value.field == "options.hand_size"


@pytest.mark.parametrize("opts", [{"history": "all"}, {"ask_mode": "card"}, {"play_on": True}, {"x": 1}])
def test_bad_or_foreign_options(opts: dict[str, Any]) -> None:
    with pytest.raises(SetupError) as e:
        G.new(["a", "b"], opts)
    assert e.value.field == f"options.{next(iter(opts))}"


def test_books_from_the_deal_are_laid_at_once() -> None:
    s = G.new(["a", "b"], {}, 1, first="b", setup={"hands": {
        "a": cards("7S 7H 7D 7C KD 3C 9S"), "b": cards("2S 2H 2D 2C 3S 3H 3D")}})
    assert s.books == {"a": ["7"], "b": ["2"]}
    assert s.hands["a"] == cards("KD 3C 9S") and s.hands["b"] == cards("3S 3H 3D")
    assert [e["type"] for e in s.log] == ["dealt", "book", "book", "turn"]
    assert s.log[1] == {"n": 2, "type": "book", "seat": "a", "rank": "7"}
    assert s.turn == "b"


def test_first_player_is_random_unless_given() -> None:
    firsts = {G.new(["a", "b", "c"], {}, seed).turn for seed in range(30)}
    assert firsts == {"a", "b", "c"}
    assert G.new(["a", "b", "c"], {}, 5).turn == G.new(["a", "b", "c"], {}, 5).turn
    assert all(G.new(["a", "b", "c"], {}, seed, first="c").turn == "c" for seed in range(5))


# ---- a turn -----------------------------------------------------------------------------------------
def test_hit_takes_every_card_of_the_rank_and_asks_again() -> None:
    s = table({"a": "7S 3C", "b": "7H 7D 4S 5S", "c": "9S"}, stock="...")
    s, ev = ask(s, "a", "b", "7")
    assert ev[1]["count"] == 2 and sorted(ev[1]["secret"]["cards"]) == ["7D", "7H"]
    assert ev[1]["secret_to"] == ["a", "b"]
    assert sorted(s.hands["a"]) == sorted(cards("7S 3C 7H 7D")) and s.hands["b"] == cards("4S 5S")
    assert s.turn == "a" and len(ev) == 2  # no new turn


def test_miss_draws_and_the_turn_ends_even_on_the_asked_rank() -> None:
    """"Här avslutar dragningen ur sjön turen vad man än drar"."""
    s = table({"a": "7S 3C", "b": "4S 5S", "c": "9S"}, stock="7H ...")
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "no", "drew", "turn"]
    assert ev[1] == {"type": "no", "seat": "b", "to": "a", "rank": "7"}
    assert ev[2]["secret"] == {"card": "7H"} and ev[2]["why"] == "fish"
    assert "showed" not in types(ev)
    assert s.hands["a"] == cards("7S 3C 7H") and s.turn == "b"


def test_miss_draw_that_completes_a_book_lays_it_and_ends_the_turn() -> None:
    s = table({"a": "7S 7D 7C 3C", "b": "4S 5S", "c": "9S"}, stock="7H ...")
    s, ev = ask(s, "a", "b", "3")
    assert types(ev) == ["asked", "no", "drew", "book", "turn"]
    assert s.books["a"] == ["7"] and s.hands["a"] == ["3C"] and s.turn == "b"


def test_miss_on_an_empty_lake_simply_ends_the_turn() -> None:
    s = table({"a": "7S 3S", "b": "3H 3D 3C", "c": "7H 7D 7C"},
              books={"a": "A 2 4 5 6", "b": "8 9 10", "c": "J Q K"})
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "no", "turn"] and s.turn == "b"
    assert s.hands["a"] == cards("7S 3S") and s.phase == "play"


def test_empty_hand_at_turn_start_draws_and_goes_on() -> None:
    s = G.new(["you", "ada", "bo"], {"hand_size": 4}, 1, first="you", setup={
        "hands": {"you": cards("7S 7H KD 3C"), "ada": cards("AS AH AD AC"), "bo": cards("KC KH 9D 4S")},
        "stock": ["2H", "5C"]})
    assert s.books["ada"] == ["A"] and s.hands["ada"] == [] and s.phase == "play"
    s, ev = ask(s, "you", "bo", "7")
    assert types(ev) == ["asked", "no", "drew", "turn", "drew"]
    assert ev[3] == {"type": "turn", "seat": "ada"}
    assert ev[4]["seat"] == "ada" and ev[4]["why"] == "empty_hand" and ev[4]["secret"] == {"card": "5C"}
    assert s.hands["ada"] == ["5C"] and s.turn == "ada"
    assert G.legal_actions(s, "ada") == [
        {"type": "ask", "target": "you", "rank": "5"}, {"type": "ask", "target": "bo", "rank": "5"}]


def test_first_player_dealt_an_empty_hand_draws() -> None:
    s = G.new(["a", "b"], {"hand_size": 4}, 1, first="a", setup={
        "hands": {"a": cards("AS AH AD AC"), "b": cards("KC KH 9D 4S")}, "stock": ["2H"]})
    assert s.turn == "a" and s.hands["a"] == ["2H"] and s.books["a"] == ["A"]
    assert [e["type"] for e in s.log] == ["dealt", "book", "turn", "drew"]


def test_book_emptying_the_hand_mid_turn_draws_and_goes_on() -> None:
    s = table({"a": "7S 7H 7D", "b": "7C 4S", "c": "9S"}, stock="2H ...")
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "gave", "book", "drew"]
    assert ev[3]["why"] == "empty_hand" and ev[3]["secret"] == {"card": "2H"}
    assert s.hands["a"] == ["2H"] and s.turn == "a" and s.books["a"] == ["7"]


def test_empty_hand_and_empty_lake_at_turn_start_passes() -> None:
    s = table({"a": "7S 4S", "b": "", "c": "7H 7D 7C", "d": "4H 4D 4C"},
              books={"a": "A 2 3 5 6", "c": "8 9 10", "d": "J Q K"})
    s, ev = ask(s, "a", "c", "4")
    assert types(ev) == ["asked", "no", "turn", "skipped", "turn"]
    assert ev[2:] == [{"type": "turn", "seat": "b"}, {"type": "skipped", "seat": "b"},
                      {"type": "turn", "seat": "c"}]
    assert s.turn == "c" and s.phase == "play"


def test_empty_hand_and_empty_lake_mid_turn_passes() -> None:
    s = table({"a": "7S 7D 3C", "b": "7H 7C", "c": "3S 3H 3D"},
              books={"a": "A 2 4 5 6", "b": "8 9 10", "c": "J Q K"})
    s, ev = ask(s, "a", "c", "7")
    assert types(ev) == ["asked", "no", "turn"] and s.turn == "b"
    s, ev = ask(s, "b", "a", "7")
    assert types(ev) == ["asked", "gave", "book", "skipped", "turn"]
    assert ev[3:] == [{"type": "skipped", "seat": "b"}, {"type": "turn", "seat": "c"}]
    assert s.turn == "c" and s.hands["b"] == [] and s.phase == "play"  # an empty hand is not out
    refused(s, "c", {"type": "ask", "target": "b", "rank": "3"}, "empty_hand")
    s, ev = ask(s, "c", "a", "3")
    assert s.phase == "ended" and s.result["reason"] == "all_books"


def test_nobody_else_holds_cards_ruling() -> None:
    """Ruling (fishing.py): with nobody else holding a card, the player fishes and the turn ends."""
    s = table({"a": "7S 7H 3C", "b": "7D"}, stock="2H 5C ...")
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "gave", "no_one_to_ask", "drew", "turn", "drew"]
    assert ev[2] == {"type": "no_one_to_ask", "seat": "a"}
    assert ev[3]["why"] == "no_one_to_ask" and ev[3]["secret"] == {"card": "2H"}
    assert ev[5]["why"] == "empty_hand" and ev[5]["secret"] == {"card": "5C"}
    assert s.turn == "b" and s.hands == {"a": cards("7S 7H 3C 7D 2H"), "b": ["5C"]}


def test_game_ends_when_all_13_books_are_down() -> None:
    s = table({"a": "7S 7D", "b": "7H 7C"}, books={"a": "A 2 3 4 5 6", "b": "8 9 10 J Q K"})
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "gave", "book", "game_over"]
    assert s.phase == "ended" and s.turn is None
    assert s.result == {"winners": ["a"], "losers": ["b"], "reason": "all_books", "books": {"a": 7, "b": 6}}
    assert ev[-1] == {"type": "game_over", **s.result}
    assert G.legal_actions(s, "a") == G.legal_actions(s, "b") == []
    assert G.public_view(s)["result"] == s.result
    refused(s, "a", {"type": "ask", "target": "b", "rank": "7"}, "game_over")
    refused(s, "b", {"type": "leave"}, "game_over")


def test_equal_most_books_is_a_shared_win() -> None:
    s = table({"a": "7S 7D", "b": "", "c": "7H 7C"},
              books={"a": "A 2 3 4", "b": "5 6 8 9 10", "c": "J Q K"})
    s, _ = ask(s, "a", "c", "7")
    assert s.result == {"winners": ["a", "b"], "losers": ["c"], "reason": "all_books",
                        "books": {"a": 5, "b": 5, "c": 3}}


def test_an_empty_hand_or_lake_does_not_end_the_game() -> None:
    s = table({"a": "7S", "b": "7H 7D 3C", "c": "3S 3H 3D"}, stock="7C",
              books={"a": "A 2 4 5 6", "b": "8 9 10", "c": "J Q K"})
    s, ev = ask(s, "a", "b", "7")  # a gets 7H 7D: a has three sevens
    s, ev = ask(s, "a", "c", "7")  # miss, draws the last card 7C: book, turn ends anyway
    assert types(ev) == ["asked", "no", "drew", "book", "turn"]
    assert s.stock == [] and s.hands["a"] == [] and s.phase == "play" and s.turn == "b"


# ---- leaving ----------------------------------------------------------------------------------------
def test_leaving_shuffles_the_hand_into_the_lake() -> None:
    s = example()
    lake = list(s.stock)
    s2, ev = G.apply(s, "bo", {"type": "leave"}, 3.0)
    assert ev == [{"type": "left", "seat": "bo", "cards": 5}]
    assert s2.left == ["bo"] and s2.hands["bo"] == []
    assert sorted(s2.stock) == sorted(lake + EXAMPLE_HANDS["bo"])
    assert s2.stock != lake + EXAMPLE_HANDS["bo"]  # shuffled in, not put on the bottom
    assert s2.turn == "you" and G.public_view(s2)["left"] == ["bo"]
    conserved(s2)
    refused(s2, "you", {"type": "ask", "target": "bo", "rank": "K"}, "player_left")
    refused(s2, "bo", {"type": "ask", "target": "you", "rank": "K"}, "not_seated")
    refused(s2, "bo", {"type": "leave"}, "not_seated")
    assert G.legal_actions(s2, "you") == [
        {"type": "ask", "target": "ada", "rank": r} for r in ("3", "7", "9", "K")]


def test_leaving_on_your_turn_passes_the_turn() -> None:
    s, ev = G.apply(example(), "you", {"type": "leave"}, 0)
    assert types(ev) == ["left", "turn"] and s.turn == "ada"


def test_leaver_books_stay_out_of_play_and_a_leaver_ahead_does_not_win() -> None:
    """Ruling (revised): the leaver's books stay on the table, out of play; a leaver cannot win."""
    s = table({"a": "7S 7D 3C", "b": "7H 3S", "c": "7C 3H 3D"}, stock="...", books={"a": "A", "b": "2 4"})
    s, _ = G.apply(s, "b", {"type": "leave"}, 0)
    assert s.books["b"] == ["2", "4"] and s.phase == "play"
    assert G.public_view(s)["books"]["b"] == ["2", "4"]  # still on the table for all to see
    s, ev = G.apply(s, "c", {"type": "leave"}, 0)
    assert s.phase == "ended" and ev[-1]["type"] == "game_over"
    # b left two books ahead and still loses; a, the last one seated, wins
    assert s.result == {"winners": ["a"], "losers": ["b", "c"], "reason": "players_left",
                        "books": {"a": 1, "b": 2, "c": 0}}
    conserved(s)


def test_a_leaver_ahead_in_books_does_not_win_at_the_end() -> None:
    """All 13 books down ends the game with the leaver's books among them; the most books
    among the players still seated wins, even behind the leaver."""
    s = table({"a": "7S 7H 7D", "b": "7C", "c": "QS QH"}, stock="QD QC",
              books={"a": "A 2", "b": "3", "c": "4 5 6 8 9 10 J K"})
    assert s.turn == "a"
    s, _ = G.apply(s, "c", {"type": "leave"}, 0)  # c leaves 8 books ahead; Q♠ Q♥ go to the lake
    assert s.books["c"] == ["4", "5", "6", "8", "9", "10", "J", "K"] and s.phase == "play"
    s, ev = ask(s, "a", "b", "7")  # a books the sevens: the queens are the only rank in play
    assert types(ev)[:3] == ["asked", "gave", "book"] and s.phase == "play"
    # nobody can complete the leaver's ranks: every card still held is a queen
    assert {rank_of(c) for h in s.hands.values() for c in h} | {rank_of(c) for c in s.stock} == {"Q"}
    while s.phase != "ended":
        seat = s.turn
        s, ev = G.apply(s, seat, G.legal_actions(s, seat)[0], 0)
    assert s.result["reason"] == "all_books" and "c" not in s.result["winners"] and "c" in s.result["losers"]
    assert s.result["books"]["c"] == 8 and sum(s.result["books"].values()) == 13
    seated = {x: s.result["books"][x] for x in ("a", "b")}
    assert s.result["winners"] == [x for x in ("a", "b") if seated[x] == max(seated.values())]
    conserved(s)


def test_leaving_two_player_game_at_0_0_the_one_remaining_wins() -> None:
    s = table({"a": "7S 3C", "b": "7H 4S"}, stock="...")
    s, ev = G.apply(s, "a", {"type": "leave"}, 0)
    assert types(ev) == ["left", "game_over"] and s.phase == "ended" and s.turn is None
    # 0–0 in books: no shared win, the leaver forfeits
    assert s.result == {"winners": ["b"], "losers": ["a"], "reason": "players_left",
                        "books": {"a": 0, "b": 0}}
    assert s.hands == {"a": [], "b": ["7H", "4S"]} and len(s.stock) == 52 - 2
    conserved(s)


def test_leaving_two_player_game_ahead_forfeits() -> None:
    s = table({"a": "7S 3C", "b": "7H 4S"}, stock="...", books={"a": "K Q", "b": "J"})
    s, ev = G.apply(s, "a", {"type": "leave"}, 0)
    assert s.result == {"winners": ["b"], "losers": ["a"], "reason": "players_left",
                        "books": {"a": 2, "b": 1}}
    conserved(s)


def test_leaving_the_only_other_card_holder_leaves_the_turn_playable() -> None:
    """Bug fixed: the current player was left with nobody to ask and no legal action."""
    s = G.new(["you", "ada", "bo"], {"hand_size": 4}, 1, first="you", setup={
        "hands": {"you": cards("7S 7H KD 3C"), "ada": cards("AS AH AD AC"), "bo": cards("KC KH 9D 4S")},
        "stock": ["2H", "5C"]})
    assert s.hands["ada"] == [] and s.turn == "you"
    s, ev = G.apply(s, "bo", {"type": "leave"}, 0)
    assert types(ev) == ["left", "no_one_to_ask", "drew", "turn", "drew"]
    assert s.turn == "ada" and len(s.hands["ada"]) == 1
    assert G.legal_actions(s, "ada")
    conserved(s)


# ---- refusals ------------------------------------------------------------------------------------
def ask_action(target: str, rank: str | None = None, **kw: Any) -> dict[str, Any]:
    a: dict[str, Any] = {"type": "ask", "target": target, **kw}
    if rank is not None:
        a["rank"] = rank
    return a


@pytest.mark.parametrize(
    ("seat", "action", "code", "params"),
    [
        ("ada", ask_action("you", "Q"), "not_your_turn", {"turn": "you"}),
        ("bo", ask_action("ada", "K"), "not_your_turn", {"turn": "you"}),
        ("you", ask_action("ada", "Q"), "rank_not_held", {"rank": "Q"}),
        ("you", ask_action("you", "7"), "ask_yourself", {}),
        ("you", ask_action("zed", "7"), "unknown_player", {"target": "zed"}),
        ("you", ask_action("ada"), "rank_required", {}),
        ("you", ask_action("ada", "7", card="7D"), "card_not_allowed", {}),
        ("you", ask_action("ada", card="7D"), "rank_required", {}),
        ("you", ask_action("ada", "1"), "bad_action", {}),
        ("you", ask_action("ada", "7", extra=1), "bad_action", {}),
        ("you", {"type": "draw"}, "bad_action", {}),
        ("you", {"type": "ask", "rank": "7"}, "bad_action", {}),
        ("zed", ask_action("ada", "7"), "not_seated", {"seat": "zed"}),
    ],
)
def test_refused_actions(seat: str, action: dict[str, Any], code: str, params: dict[str, Any]) -> None:
    err = refused(example(), seat, action, code)
    assert err.params == params


def test_asking_a_player_with_an_empty_hand_is_refused() -> None:
    s = G.new(["you", "ada", "bo"], {"hand_size": 4}, 1, first="you", setup={
        "hands": {"you": cards("7S 7H KD 3C"), "ada": cards("AS AH AD AC"), "bo": cards("KC KH 9D 4S")}})
    err = refused(s, "you", ask_action("ada", "7"), "empty_hand")
    assert err.params == {"target": "ada"}
    assert all(a["target"] == "bo" for a in G.legal_actions(s, "you"))


# ---- legal actions and views ------------------------------------------------------------------------
def test_legal_actions_are_every_target_and_held_rank() -> None:
    s = example()
    assert G.legal_actions(s, "you") == [
        {"type": "ask", "target": t, "rank": r} for t in ("ada", "bo") for r in ("3", "7", "9", "K")]
    assert G.legal_actions(s, "ada") == G.legal_actions(s, "bo") == []
    for a in G.legal_actions(s, "you"):
        G.apply(s, "you", a, 0)  # each is accepted


def test_private_view_adds_own_sorted_hand_and_legal_actions() -> None:
    s = example()
    v = G.private_view(s, "you")
    assert v["seat"] == "you" and v["hand"] == cards("3C 7S 7H 9S KD")
    assert v["legal"] == G.legal_actions(s, "you")
    pub = G.public_view(s)
    assert {k: v[k] for k in pub} == pub
    assert G.private_view(s, "ada")["legal"] == []


def test_public_view_shape() -> None:
    v = G.public_view(example())
    assert v["game"] == "finns-i-sjon" and v["phase"] == "play" and v["turn"] == "you"
    assert v["seats"] == ["you", "ada", "bo"] and v["left"] == []
    assert v["options"] == {"hand_size": 5, "history": "recent"}
    assert v["hand_counts"] == {"you": 5, "ada": 5, "bo": 5} and v["stock_count"] == 37
    assert v["books"] == {"you": [], "ada": [], "bo": []} and v["result"] is None
    assert "hands" not in v and "stock" not in v


# ---- history -------------------------------------------------------------------------------------------
def play_example(history: str, moves: int = 9) -> FinnsState:
    s = G.new(["you", "ada", "bo"], {"hand_size": 5, "history": history}, 7, first="you",
              setup={"hands": EXAMPLE_HANDS, "stock": EXAMPLE_LAKE})
    steps = json.loads((SCENARIOS / "finns_i_sjon_example.json").read_text())["actions"]
    for a in steps[:moves]:
        s, _ = G.apply(s, a["seat"], {k: v for k, v in a.items() if k != "seat"}, 0)
    return s


def numbers(view: dict[str, Any]) -> list[int]:
    return [e["n"] for e in view["log"]]


def test_history_recent_shows_the_moves_since_the_current_players_previous_turn() -> None:
    s = play_example("recent")
    assert s.turn == "ada" and s.seq == 29
    turn_events = {e["n"]: e["seat"] for e in s.log if e["type"] == "turn"}
    assert turn_events[8] == "ada"  # ada's previous turn began at event 8
    assert numbers(G.public_view(s)) == list(range(8, 30))
    # you, ada's previous turn, bo's turn and your long turn are all there; your first turn is gone
    assert not any(e["n"] < 8 for e in G.public_view(s)["log"])


def test_history_recent_window_when_your_turn_comes_back() -> None:
    s = play_example("recent", moves=5)
    assert s.turn == "you"
    assert numbers(G.public_view(s)) == list(range(2, s.seq + 1))  # since your first turn began


def test_history_recent_on_a_first_turn_shows_everything_so_far() -> None:
    """Bug fixed: on a player's first turn the window began at that turn, hiding earlier moves."""
    s = play_example("recent", moves=2)
    assert s.turn == "ada"
    assert numbers(G.public_view(s)) == list(range(1, s.seq + 1))
    assert any(e["type"] == "asked" and e["seat"] == "you" for e in G.public_view(s)["log"])


def test_history_recent_prunes_the_stored_log_but_never_a_visible_move() -> None:
    s = play_example("recent")
    full = play_example("full")
    for step in range(60):
        if s.phase == "ended":
            break
        seat = s.turn
        action = G.legal_actions(s, seat)[step % len(G.legal_actions(s, seat))]
        s, _ = G.apply(s, seat, action, 0)
        full, _ = G.apply(full, seat, action, 0)
        assert s.hands == full.hands and s.seq == full.seq
        start = max(1, s.turn_starts[s.turn][0]) if s.turn else s.log[0]["n"]
        # the window is complete: every move since the current player's previous turn began
        assert numbers(G.public_view(s)) == list(range(start, s.seq + 1))
        assert numbers(G.public_view(full)) == list(range(1, s.seq + 1))
    assert s.log[0]["n"] > 1 and len(s.log) < len(full.log)  # no archive is kept


def test_history_full_keeps_every_question() -> None:
    s = play_example("full")
    assert numbers(G.public_view(s)) == list(range(1, 30))
    assert len(s.log) == 29
    assert s.hands == play_example("recent").hands  # the option changes nothing else
    asked = [(e["seat"], e["target"], e["rank"]) for e in G.public_view(s)["log"] if e["type"] == "asked"]
    assert asked[:2] == [("you", "ada", "7"), ("you", "bo", "7")] and len(asked) == 9


def test_public_log_never_holds_a_secret() -> None:
    s = play_example("full")
    for e in G.public_view(s)["log"]:
        assert "secret" not in e and "secret_to" not in e and "cards" not in e and "card" not in e


def test_state_json_round_trip() -> None:
    s = play_example("recent")
    assert FinnsState.model_validate_json(s.model_dump_json()) == s
    assert s.model_dump(mode="json")["stock_count"] == len(s.stock)
