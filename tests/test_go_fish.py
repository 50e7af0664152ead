"""Go Fish (`go-fish`): every rule, option and ruling of shared/rules/go-fish.md."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.core import RulesError, SetupError
from engine.games.fishing import GoFishState
from engine.registry import get_game
from tests.fishing_helpers import cards, conserved, position

G = get_game("go-fish")


# ---- helpers -------------------------------------------------------------------------------------
def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def table(hands: dict[str, str], stock: str = "", books: dict[str, str] | None = None,
          turn: str | None = None, **options: Any) -> GoFishState:
    """A mid-game position (see :func:`tests.fishing_helpers.position`)."""
    state = position(G, hands, stock, books, turn, options)
    assert state.phase == "play"
    return state


def ask(state: GoFishState, seat: str, target: str, rank: str | None = None, card: str | None = None):
    action: dict[str, Any] = {"type": "ask", "target": target}
    if rank is not None:
        action["rank"] = rank
    if card is not None:
        action["card"] = card
    return G.apply(state, seat, action, 0.0)


def refused(state: Any, seat: str, action: dict[str, Any], code: str) -> RulesError:
    before = state.model_dump_json()
    with pytest.raises(RulesError) as e:
        G.apply(state, seat, action, 1.0)
    assert e.value.code == code, e.value.code
    assert state.model_dump_json() == before
    json.dumps(e.value.params)
    assert e.value.message
    return e.value


# ---- deal -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 5), (4, 5), (5, 5), (6, 5)])
def test_deal_size_by_player_count(players: int, size: int) -> None:
    for seed in range(3):
        s = G.new([f"p{i}" for i in range(players)], {}, seed)
        assert s.log[0] == {"n": 1, "type": "dealt", "hand_size": size}
        for seat in s.seats:
            assert len(s.hands[seat]) + 4 * len(s.books[seat]) == size
        assert len(s.stock) == 52 - players * size
        conserved(s)


@pytest.mark.parametrize("players", [1, 7])
def test_seat_limits(players: int) -> None:
    with pytest.raises(SetupError) as e:
        G.new([f"p{i}" for i in range(players)])
    assert e.value.field == "seats"


@pytest.mark.parametrize(("players", "size"), [(2, 3), (3, 10), (6, 8), (4, 12)])
def test_hand_size_option(players: int, size: int) -> None:
    s = G.new([f"p{i}" for i in range(players)], {"hand_size": size}, 4)
    assert s.log[0]["hand_size"] == size
    assert len(s.stock) == 52 - players * size
    conserved(s)


@pytest.mark.parametrize(
    ("players", "opts"),
    [(6, {"hand_size": 9}), (3, {"hand_size": 18}), (2, {"hand_size": 27}), (2, {"hand_size": 0}),
     (2, {"hand_size": True}), (2, {"hand_size": "7"})],
)
def test_hand_size_limit(players: int, opts: dict[str, Any]) -> None:
    with pytest.raises(SetupError) as e:
        G.new([f"p{i}" for i in range(players)], opts)
    assert e.value.field == "options.hand_size"


@pytest.mark.parametrize(
    "opts",
    [{"ask_mode": "suit"}, {"ask_own_card": "maybe"}, {"play_on": "sometimes"}, {"history": "none"},
     {"jokers": True}],
)
def test_bad_options(opts: dict[str, Any]) -> None:
    with pytest.raises(SetupError) as e:
        G.new(["a", "b"], opts)
    assert e.value.field == f"options.{next(iter(opts))}"


def test_option_defaults() -> None:
    assert G.new(["a", "b"]).options.model_dump() == {
        "hand_size": None, "history": "recent", "ask_mode": "rank", "ask_own_card": False, "play_on": False}


def test_deal_of_the_whole_deck_ends_at_once_on_the_empty_pile() -> None:
    s = G.new(["a", "b"], {"hand_size": 26}, 1)
    assert s.phase == "ended" and s.result["reason"] == "empty_stock"
    s = G.new(["a", "b"], {"hand_size": 26, "play_on": True}, 1)
    assert s.phase == "play"


def test_first_player_is_random() -> None:
    assert {G.new(["a", "b", "c"], {}, seed).turn for seed in range(30)} == {"a", "b", "c"}


def test_book_from_the_deal_is_laid_down_and_its_rank_public() -> None:
    s = G.new(["a", "b", "c"], {}, 1, first="c", setup={"hands": {"a": cards("KS KH KD KC 2S")}})
    assert s.books["a"] == ["K"] and s.hands["a"] == ["2S"]
    assert {"n": 2, "type": "book", "seat": "a", "rank": "K"} in G.public_view(s)["log"]
    assert s.turn == "c" and s.phase == "play"


def test_book_from_the_deal_that_empties_a_hand_ends_the_standard_game() -> None:
    s = G.new(["a", "b"], {"hand_size": 4}, 1, setup={"hands": {"a": cards("KS KH KD KC")}})
    assert s.phase == "ended" and s.result["reason"] == "empty_hand" and s.result["winners"] == ["a"]


# ---- a turn -----------------------------------------------------------------------------------------
def test_hit_gives_every_card_and_you_go_again() -> None:
    s = table({"a": "7S 3C", "b": "7H 7D 4S", "c": "9S"}, stock="...")
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "gave"] and ev[1]["count"] == 2
    assert sorted(ev[1]["secret"]["cards"]) == ["7D", "7H"] and ev[1]["secret_to"] == ["a", "b"]
    assert s.turn == "a" and s.hands["b"] == ["4S"]
    # "you may ask anyone for any rank you hold, the same one included"
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "no", "drew", "turn"]


def test_miss_draws_and_passes_to_the_next_seat() -> None:
    s = table({"a": "7S 3C", "b": "4S 5S", "c": "9S"}, stock="2H ...")
    s, ev = ask(s, "a", "c", "7")
    assert types(ev) == ["asked", "no", "drew", "turn"]
    assert ev[2]["secret"] == {"card": "2H"} and ev[2]["secret_to"] == ["a"] and ev[2]["why"] == "fish"
    assert ev[3] == {"type": "turn", "seat": "b"}  # the next seat, not the asked one
    assert s.hands["a"] == cards("7S 3C 2H") and s.turn == "b"


def test_drawing_the_asked_rank_is_shown_and_you_go_again() -> None:
    s = table({"a": "7S 3C", "b": "4S 5S", "c": "9S"}, stock="7H ...")
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "no", "drew", "showed"]
    assert ev[3] == {"type": "showed", "seat": "a", "card": "7H"}
    assert s.turn == "a" and s.hands["a"] == cards("7S 3C 7H")
    assert {"type": "showed", "seat": "a", "card": "7H"} in [
        {k: v for k, v in e.items() if k != "n"} for e in G.public_view(s)["log"]]


def test_drawing_the_asked_rank_that_completes_a_book() -> None:
    s = table({"a": "7S 7D 7C 3C", "b": "4S 5S", "c": "9S"}, stock="7H ...")
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "no", "drew", "book", "showed"]
    assert s.books["a"] == ["7"] and s.hands["a"] == ["3C"] and s.turn == "a"


def test_book_from_a_hit_is_laid_down_at_once() -> None:
    s = table({"a": "7S 7D 7C 3C", "b": "7H 5S", "c": "9S"}, stock="...")
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "gave", "book"] and ev[2] == {"type": "book", "seat": "a", "rank": "7"}
    assert s.books["a"] == ["7"] and s.hands["a"] == ["3C"] and s.turn == "a"


# ---- the standard end -------------------------------------------------------------------------------
def test_game_ends_when_the_asked_player_gives_their_last_card() -> None:
    s = table({"a": "7S 3C", "b": "7H", "c": "9S"}, stock="...", books={"b": "K"})
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "gave", "game_over"]
    assert s.phase == "ended" and s.turn is None
    assert s.result == {"winners": ["b"], "losers": ["a", "c"], "reason": "empty_hand",
                        "books": {"a": 0, "b": 1, "c": 0}}


def test_game_ends_when_a_book_empties_the_askers_hand() -> None:
    s = table({"a": "7S 7D 7C", "b": "7H 5S", "c": "9S"}, stock="...")
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "gave", "book", "game_over"]
    assert s.result["reason"] == "empty_hand" and s.result["winners"] == ["a"]


def test_game_ends_when_the_pile_is_emptied_after_its_book() -> None:
    s = table({"a": "7S 7D 7C 3C", "b": "3S 3H 3D 9S", "c": "9H 9D 9C"}, stock="7H",
              books={"a": "A 2", "b": "4 5 6 8", "c": "10 J Q K"})
    s, ev = ask(s, "a", "c", "3")
    assert types(ev) == ["asked", "no", "drew", "book", "game_over"]
    assert s.stock == [] and s.books["a"] == ["A", "2", "7"]  # the book counts
    assert s.result == {"winners": ["b", "c"], "losers": ["a"], "reason": "empty_stock",
                        "books": {"a": 3, "b": 4, "c": 4}}


def test_lucky_draw_that_empties_the_pile_still_ends() -> None:
    s = table({"a": "7S 3C", "b": "3S 3H 3D", "c": "7D 7C"}, stock="7H",
              books={"a": "A 2 4", "b": "5 6 8", "c": "9 10 J Q K"})
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "no", "drew", "showed", "game_over"]
    assert s.result["reason"] == "empty_stock" and s.result["winners"] == ["c"]


def test_equal_most_books_is_a_shared_win() -> None:
    s = table({"a": "7S 3C", "b": "7H", "c": "9S"}, stock="...", books={"a": "K", "b": "Q"})
    s, _ = ask(s, "a", "b", "7")
    assert s.result == {"winners": ["a", "b"], "losers": ["c"], "reason": "empty_hand",
                        "books": {"a": 1, "b": 1, "c": 0}}


def test_acting_after_the_end_is_refused() -> None:
    s = table({"a": "7S 3C", "b": "7H", "c": "9S"}, stock="...")
    s, _ = ask(s, "a", "b", "7")
    refused(s, "a", {"type": "ask", "target": "c", "rank": "7"}, "game_over")
    refused(s, "c", {"type": "leave"}, "game_over")
    assert G.legal_actions(s, "a") == []


# ---- variation 1: a specific card ---------------------------------------------------------------
def test_card_mode_hit_gives_only_that_card() -> None:
    s = table({"a": "KS 3C", "b": "KC KH 4S", "c": "9S"}, stock="...", ask_mode="card")
    s, ev = ask(s, "a", "b", card="KC")
    assert types(ev) == ["asked", "gave"]
    assert ev[0] == {"type": "asked", "seat": "a", "target": "b", "rank": "K", "card": "KC"}
    assert ev[1]["count"] == 1 and ev[1]["secret"] == {"cards": ["KC"]}
    assert s.hands["b"] == cards("KH 4S") and s.turn == "a"


def test_card_mode_miss_and_drawing_exactly_the_asked_card() -> None:
    s = table({"a": "KS 3C", "b": "KH 4S", "c": "9S"}, stock="KC ...", ask_mode="card")
    s, ev = ask(s, "a", "b", card="KC")
    assert types(ev) == ["asked", "no", "drew", "showed"]
    assert ev[3] == {"type": "showed", "seat": "a", "card": "KC"} and s.turn == "a"


def test_card_mode_drawing_another_card_of_the_rank_passes_the_turn() -> None:
    s = table({"a": "KS 3C", "b": "KH 4S", "c": "9S"}, stock="KD ...", ask_mode="card")
    s, ev = ask(s, "a", "b", card="KC")
    assert types(ev) == ["asked", "no", "drew", "turn"] and s.turn == "b"
    assert "KD" in s.hands["a"]


def test_card_mode_requires_a_card_of_a_held_rank() -> None:
    s = table({"a": "KS 3C", "b": "KH 4S", "c": "9S"}, stock="...", ask_mode="card")
    refused(s, "a", {"type": "ask", "target": "b", "rank": "K"}, "card_required")
    err = refused(s, "a", {"type": "ask", "target": "b", "card": "4H"}, "rank_not_held")
    assert err.params == {"rank": "4"}
    err = refused(s, "a", {"type": "ask", "target": "b", "card": "KS"}, "own_card")
    assert err.params == {"card": "KS"}
    # a rank beside the card was silently ignored, even a different one
    refused(s, "a", {"type": "ask", "target": "b", "card": "KC", "rank": "3"}, "rank_not_allowed")
    refused(s, "a", {"type": "ask", "target": "b", "card": "KC", "rank": "K"}, "rank_not_allowed")
    # cards that are no card of this deck are unreadable (were accepted and asked for)
    for bad in ("X1", "KS#2", "K"):
        refused(s, "a", {"type": "ask", "target": "b", "card": bad}, "bad_action")


def test_card_mode_legal_actions() -> None:
    s = table({"a": "KS 3C", "b": "KH 4S"}, stock="...", ask_mode="card")
    legal = G.legal_actions(s, "a")
    assert sorted(a["card"] for a in legal) == sorted(cards("3S 3H 3D KH KD KC"))
    assert all(a["target"] == "b" and set(a) == {"type", "target", "card"} for a in legal)
    s = table({"a": "KS 3C", "b": "KH 4S"}, stock="...", ask_mode="card", ask_own_card=True)
    assert sorted(a["card"] for a in G.legal_actions(s, "a")) == sorted(cards("3S 3H 3D 3C KS KH KD KC"))


def test_ask_own_card_bluff_always_fails_and_ends_the_turn() -> None:
    s = table({"a": "KS 3C", "b": "KH 4S", "c": "9S"}, stock="KD ...", ask_mode="card", ask_own_card=True)
    s, ev = ask(s, "a", "b", card="KS")
    assert types(ev) == ["asked", "no", "drew", "turn"]
    assert ev[0]["card"] == "KS" and s.turn == "b" and s.hands["a"] == cards("KS 3C KD")
    assert "showed" not in types(ev)


def test_ask_own_card_is_a_card_mode_option_only() -> None:
    s = table({"a": "KS 3C", "b": "KH 4S", "c": "9S"}, stock="...", ask_own_card=True)
    refused(s, "a", {"type": "ask", "target": "b", "rank": "K", "card": "KS"}, "card_not_allowed")
    s, ev = ask(s, "a", "b", "K")
    assert ev[1]["count"] == 1 and s.turn == "a"


def test_rank_mode_with_a_card_is_refused() -> None:
    """Bug fixed: in rank mode a ``card`` field made the asked player hand over that card."""
    s = table({"a": "7S 3C", "b": "KC 7H 4S", "c": "9S"}, stock="...")
    refused(s, "a", {"type": "ask", "target": "b", "rank": "7", "card": "KC"}, "card_not_allowed")


# ---- variation 2: play on -------------------------------------------------------------------------
def test_play_on_an_empty_hand_does_not_end() -> None:
    s = table({"a": "7S 3C", "b": "7H", "c": "9S"}, stock="...", play_on=True)
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "gave"] and s.phase == "play" and s.turn == "a"
    refused(s, "a", {"type": "ask", "target": "b", "rank": "7"}, "empty_hand")
    assert all(a["target"] == "c" for a in G.legal_actions(s, "a"))


def test_play_on_empty_hand_at_turn_start_draws_then_asks() -> None:
    s = table({"a": "7S 3C", "b": "", "c": "9S"}, stock="2H 5D ...", play_on=True)
    s, ev = ask(s, "a", "c", "7")
    assert types(ev) == ["asked", "no", "drew", "turn", "drew"]
    assert ev[4] == {"type": "drew", "seat": "b", "why": "empty_hand", "secret": {"card": "5D"},
                     "secret_to": ["b"]}
    assert s.turn == "b" and s.hands["b"] == ["5D"]
    assert G.legal_actions(s, "b") == [{"type": "ask", "target": t, "rank": "5"} for t in ("a", "c")]


def test_play_on_book_emptying_the_hand_mid_turn_draws_and_goes_on() -> None:
    """Engine decision (the rules only say "a player whose turn starts with an empty hand"):
    a hand emptied mid-turn by a book draws one card too and the turn goes on, as in Finns i sjön."""
    s = table({"a": "7S 7H 7D", "b": "7C 4S", "c": "9S"}, stock="2H ...", play_on=True)
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "gave", "book", "drew"]
    assert ev[3]["why"] == "empty_hand" and s.hands["a"] == ["2H"] and s.turn == "a"


def test_play_on_empty_pile_miss_passes_to_the_asked_player() -> None:
    s = table({"a": "7S 3C", "b": "7H 7D 7C", "c": "3S 3H 3D"},
              books={"a": "A 2 4", "b": "5 6 8", "c": "9 10 J Q K"}, play_on=True)
    s, ev = ask(s, "a", "c", "7")
    assert types(ev) == ["asked", "no", "turn"]  # nobody says "Gå fisk"
    assert ev[2] == {"type": "turn", "seat": "c"}  # the asked player, not b (the next seat)
    assert s.turn == "c" and s.phase == "play" and s.hands["a"] == cards("7S 3C")


def test_play_on_empty_hand_mid_turn_on_a_dry_pile_is_skipped() -> None:
    s = table({"a": "7S 4S", "b": "", "c": "7H 7D 7C", "d": "4H 4D 4C"},
              books={"a": "A 2 3 5 6", "c": "8 9 10", "d": "J Q K"}, play_on=True)
    s, ev = ask(s, "a", "d", "7")  # miss on a dry pile: the turn goes to d (asked), not b
    assert types(ev) == ["asked", "no", "turn"] and s.turn == "d"
    s, ev = ask(s, "d", "a", "4")  # d takes 4S: book, d's hand is empty on a dry pile
    assert types(ev) == ["asked", "gave", "book", "skipped", "turn"]
    assert ev[3:] == [{"type": "skipped", "seat": "d"}, {"type": "turn", "seat": "a"}]
    s, ev = ask(s, "a", "c", "7")  # the last book
    assert s.phase == "ended" and s.result["reason"] == "all_books"
    assert s.result["books"] == {"a": 6, "b": 0, "c": 3, "d": 4} and s.result["winners"] == ["a"]


def test_play_on_empty_hand_at_turn_start_on_a_dry_pile_is_skipped() -> None:
    s = table({"a": "7S 7D 7C 3S", "b": "", "c": "7H 3H 3D 3C 9S 9H", "d": "9D 9C"},
              books={"a": "A 2 4 5", "c": "6 8", "d": "10 J Q K"}, play_on=True)
    s, ev = ask(s, "a", "c", "7")
    s, ev = ask(s, "a", "c", "3")
    assert types(ev) == ["asked", "gave", "book", "skipped", "turn", "skipped", "turn"]
    assert ev[3:] == [{"type": "skipped", "seat": "a"}, {"type": "turn", "seat": "b"},
                      {"type": "skipped", "seat": "b"}, {"type": "turn", "seat": "c"}]
    assert s.turn == "c" and s.phase == "play"


def test_play_on_ends_only_with_all_13_books() -> None:
    s = table({"a": "7S 7D", "b": "7H 7C"}, books={"a": "A 2 3 4 5 6", "b": "8 9 10 J Q K"}, play_on=True)
    s, _ = ask(s, "a", "b", "7")
    assert s.result == {"winners": ["a"], "losers": ["b"], "reason": "all_books", "books": {"a": 7, "b": 6}}


def test_play_on_nobody_else_holds_cards_ruling() -> None:
    s = table({"a": "7S 7H 3C", "b": "7D"}, stock="2H 5C ...", play_on=True)
    s, ev = ask(s, "a", "b", "7")
    assert types(ev) == ["asked", "gave", "no_one_to_ask", "drew", "turn", "drew"]
    assert s.turn == "b" and s.hands["b"] == ["5C"] and s.hands["a"][-1] == "2H"


def test_both_variations_combined() -> None:
    s = table({"a": "7S 3C", "b": "3S 3H 3D", "c": "7H 7D 7C"},
              books={"a": "A 2 4", "b": "5 6 8", "c": "9 10 J Q K"},
              ask_mode="card", ask_own_card=True, play_on=True)
    s, ev = ask(s, "a", "b", card="7S")  # a bluff on a dry pile: the turn goes to the asked player
    assert types(ev) == ["asked", "no", "turn"] and s.turn == "b"
    s, ev = ask(s, "b", "a", card="3C")
    assert types(ev) == ["asked", "gave", "book", "skipped", "turn"] and s.turn == "c"
    assert s.hands["b"] == [] and s.phase == "play"


# ---- leaving ----------------------------------------------------------------------------------------
def test_leaving_shuffles_the_hand_into_the_pile_and_a_leaver_ahead_does_not_win() -> None:
    s = table({"a": "7S 3C", "b": "7H 7D 4S", "c": "9S 9H"}, stock="...", books={"b": "K"})
    pile = list(s.stock)
    s2, ev = G.apply(s, "b", {"type": "leave"}, 0)
    assert ev[0] == {"type": "left", "seat": "b", "cards": 3}
    assert sorted(s2.stock) == sorted(pile + cards("7H 7D 4S")) and s2.stock != pile + cards("7H 7D 4S")
    assert s2.books["b"] == ["K"] and s2.turn == "a" and s2.phase == "play"  # out of play, on the table
    refused(s2, "a", {"type": "ask", "target": "b", "rank": "7"}, "player_left")
    refused(s2, "b", {"type": "ask", "target": "a", "rank": "7"}, "not_seated")
    s3, ev = G.apply(s2, "c", {"type": "leave"}, 0)
    # b left one book ahead and is recorded as a loss; a, the one remaining, wins
    assert s3.result == {"winners": ["a"], "losers": ["b", "c"], "reason": "players_left",
                         "books": {"a": 0, "b": 1, "c": 0}}
    conserved(s3)


def test_a_leaver_ahead_does_not_win_when_the_game_ends_by_the_rules() -> None:
    s = table({"a": "7S 3C", "b": "7H", "c": "9S 9H"}, stock="...", books={"c": "K Q"})
    s, _ = G.apply(s, "c", {"type": "leave"}, 0)
    s, ev = ask(s, "a", "b", "7")  # b's hand is empty: the game ends, 0–0 among those seated
    assert s.result == {"winners": ["a", "b"], "losers": ["c"], "reason": "empty_hand",
                        "books": {"a": 0, "b": 0, "c": 2}}


def test_two_players_0_0_ended_by_leaving_the_remaining_player_wins() -> None:
    s = table({"a": "7S 3C", "b": "7H 4S"}, stock="...")
    s, ev = G.apply(s, "b", {"type": "leave"}, 0)
    assert types(ev) == ["left", "game_over"]
    assert s.result == {"winners": ["a"], "losers": ["b"], "reason": "players_left",
                        "books": {"a": 0, "b": 0}}


def test_leaving_on_your_turn_passes_it() -> None:
    s = table({"a": "7S 3C", "b": "7H 7D 4S", "c": "9S 9H"}, stock="...")
    s, ev = G.apply(s, "a", {"type": "leave"}, 0)
    assert types(ev) == ["left", "turn"] and s.turn == "b"


# ---- refusals ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("seat", "action", "code"),
    [
        ("b", {"type": "ask", "target": "a", "rank": "7"}, "not_your_turn"),
        ("a", {"type": "ask", "target": "b", "rank": "Q"}, "rank_not_held"),
        ("a", {"type": "ask", "target": "a", "rank": "7"}, "ask_yourself"),
        ("a", {"type": "ask", "target": "x", "rank": "7"}, "unknown_player"),
        ("a", {"type": "ask", "target": "b"}, "rank_required"),
        ("a", {"type": "ask", "target": "b", "card": "7H"}, "rank_required"),
        ("a", {"type": "ask", "target": "b", "rank": "7", "card": "7H"}, "card_not_allowed"),
        ("a", {"type": "ask", "target": "b", "rank": "Z"}, "bad_action"),
        ("x", {"type": "ask", "target": "b", "rank": "7"}, "not_seated"),
    ],
)
def test_refused_actions(seat: str, action: dict[str, Any], code: str) -> None:
    refused(table({"a": "7S 3C", "b": "7H 7D 4S", "c": "9S 9H"}, stock="..."), seat, action, code)


# ---- history -------------------------------------------------------------------------------------------
def test_history_full_keeps_everything_recent_prunes() -> None:
    recent = G.new(["a", "b", "c"], {"history": "recent"}, 11)
    full = G.new(["a", "b", "c"], {"history": "full"}, 11)
    step = 0
    while recent.phase == "play" and step < 200:
        seat = recent.turn
        action = G.legal_actions(recent, seat)[step % len(G.legal_actions(recent, seat))]
        recent, _ = G.apply(recent, seat, action, 0)
        full, _ = G.apply(full, seat, action, 0)
        step += 1
        assert recent.hands == full.hands
        assert [e["n"] for e in G.public_view(full)["log"]] == list(range(1, full.seq + 1))
        if recent.turn:
            start = max(1, recent.turn_starts[recent.turn][0])
            assert [e["n"] for e in G.public_view(recent)["log"]] == list(range(start, recent.seq + 1))
    assert step > 10 and recent.log[0]["n"] > 1 and full.log[0]["n"] == 1


def test_state_json_round_trip() -> None:
    s = table({"a": "7S 3C", "b": "4S 5S", "c": "9S"}, stock="7H ...", ask_mode="card")
    s, _ = ask(s, "a", "b", card="7H")
    assert GoFishState.model_validate_json(s.model_dump_json()) == s
