"""Sänkpass engine: every rule, option, ruling and refused action (shared/rules/sankpass.md)."""

from __future__ import annotations

from collections import Counter

import pytest
from pydantic import ValidationError

from engine.cards import deck, rank_of
from engine.core import RulesError, SetupError
from engine.games.sankpass import VALUES, Sankpass, card_value
from engine.registry import get_game

G: Sankpass = get_game("sankpass")  # type: ignore[assignment]

# The hands used by the source's examples (hand_size 5, 8S turned up, A starts).
HANDS = {
    "A": ["5S", "6H", "10H", "2C", "3D"],
    "B": ["9S", "JS", "7D", "3C", "4D"],
    "C": ["4S", "KS", "QD", "2H", "9D"],
}


def make(seats=("A", "B"), hands=None, start="8S", first="A", seed=1, **opts):
    seats = list(seats)
    opts.setdefault("hand_size", len(next(iter(hands.values()))) if hands else 5)
    setup = {"hands": hands if hands is not None else {s: HANDS[s] for s in seats}}
    if start is not None:
        setup["start_card"] = start
    return G.new(seats, opts, seed, first=first, setup=setup)


def play(state, seat, card, ace=None):
    action = {"type": "play", "card": card}
    if ace is not None:
        action["ace"] = ace
    state, events = G.apply(state, seat, action, 0)
    return state, events


def run(state, *plays):
    events = []
    for seat, card in plays:
        state, evs = play(state, seat, card)
        events += evs
    return state, events


def kinds(events):
    return [(e["type"], e.get("seat")) for e in events if e["type"] in ("played", "passed", "turn")]


def refused(state, seat, action, code):
    before = state.model_dump_json()
    with pytest.raises(RulesError) as info:
        G.apply(state, seat, action, 0)
    assert info.value.code == code
    assert state.model_dump_json() == before
    return info.value


# ---- the source's examples --------------------------------------------------------------------


def test_two_players_example_1():
    # A sinks. You play higher. A passes. You play higher still. A's turn.
    s, ev = run(make(), ("A", "5S"), ("B", "9S"), ("B", "JS"))
    assert [e["outcome"] for e in ev if e["type"] == "played"] == ["lower", "higher", "higher"]
    assert ("passed", "A") in kinds(ev)
    assert s.turn == "A" and s.owes_pass == []
    assert s.pile == ["8S", "5S", "9S", "JS"]


def test_two_players_example_2():
    # A sinks. You sink too. A passes. You pass. A's turn.
    s, ev = run(make(), ("A", "5S"), ("B", "3C"))
    assert kinds(ev)[-3:] == [("passed", "A"), ("passed", "B"), ("turn", "A")]
    assert s.turn == "A" and s.owes_pass == []


def test_two_players_example_3():
    # A sinks. You play higher. A passes. You sink from your own card. A plays higher. You pass. A's turn.
    s, ev = run(make(), ("A", "5S"), ("B", "9S"), ("B", "7D"), ("A", "10H"))
    assert kinds(ev) == [
        ("played", "A"), ("turn", "B"),
        ("played", "B"), ("passed", "A"), ("turn", "B"),
        ("played", "B"), ("turn", "A"),
        ("played", "A"), ("passed", "B"), ("turn", "A"),
    ]
    assert s.turn == "A" and s.owes_pass == []


def test_two_players_example_4():
    # ... You sink from your own card. A sinks again. You pass. A passes. Your turn.
    s, ev = run(make(), ("A", "5S"), ("B", "9S"), ("B", "7D"), ("A", "6H"))
    assert kinds(ev)[-4:] == [("played", "A"), ("passed", "B"), ("passed", "A"), ("turn", "B")]
    assert s.turn == "B" and s.owes_pass == []
    assert s.pile[-1] == "6H"


def test_three_players_example_1():
    # A sinks. You play higher. C sinks. A passes. You play higher still. C passes. A's turn.
    s, ev = run(make(("A", "B", "C")), ("A", "5S"), ("B", "9S"), ("C", "4S"), ("B", "JS"))
    assert kinds(ev) == [
        ("played", "A"), ("turn", "B"),
        ("played", "B"), ("turn", "C"),
        ("played", "C"), ("passed", "A"), ("turn", "B"),
        ("played", "B"), ("passed", "C"), ("turn", "A"),
    ]
    assert s.turn == "A" and s.owes_pass == []


def test_three_players_example_2():
    # A sinks. You sink. C plays higher. A passes. You pass. C's turn.
    s, ev = run(make(("A", "B", "C")), ("A", "5S"), ("B", "3C"), ("C", "4S"))
    assert kinds(ev)[-4:] == [("played", "C"), ("passed", "A"), ("passed", "B"), ("turn", "C")]
    assert s.turn == "C" and s.owes_pass == []


def test_the_next_player_plays_on_the_same_top_card_after_a_pass():
    s, _ = run(make(), ("A", "5S"), ("B", "9S"))
    assert s.turn == "B" and s.pile[-1] == "9S"
    assert G.outcome(s, "9S") == "match"  # still the 9 that counts


# ---- ranks and cards ---------------------------------------------------------------------------


def test_rank_order_two_to_king_then_ace_then_joker():
    order = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "X"]
    assert [VALUES[r] for r in order] == sorted(VALUES[r] for r in order)
    assert len(set(VALUES.values())) == 14
    assert card_value("X1") == card_value("X2") > card_value("AS") > card_value("KS")


def test_joker_beats_ace_and_two_jokers_match():
    s = make(hands={"A": ["X1", "3C"], "B": ["X2", "4C"]}, start="AS")
    s, ev = play(s, "A", "X1")
    assert ev[0]["outcome"] == "higher"
    s, ev = play(s, "B", "X2")
    assert ev[0]["outcome"] == "match"
    assert s.result["losers"] == ["B"] and s.result["winners"] == ["A"]


def test_joker_is_not_wild_a_lower_card_on_it_sinks():
    s = make(hands={"A": ["X1", "3C"], "B": ["2D", "4C"]}, start="5S")
    s, _ = play(s, "A", "X1")
    s, ev = play(s, "B", "2D")
    assert ev[0]["outcome"] == "lower" and s.owes_pass == ["B"]


def test_suits_mean_nothing():
    s = make(hands={"A": ["8H", "3C"], "B": ["2D", "4C"]}, start="8S")
    assert G.outcome(s, "8H") == "match"


# ---- options: deck, deal ----------------------------------------------------------------------


def all_cards(s):
    return sorted([c for h in s.hands.values() for c in h] + s.pile + s.removed + s.stock)


@pytest.mark.parametrize(
    ("seats", "opts", "decks"),
    [
        (2, {}, 1),
        (5, {}, 1),
        (5, {"start_card": True}, 1),
        (6, {}, 2),
        (10, {}, 2),
        (6, {"jokers": False}, 2),
        (4, {"jokers": False, "hand_size": 13}, 1),
        (4, {"jokers": False, "hand_size": 13, "start_card": True}, 2),
        (10, {"hand_size": 20}, 4),
        (2, {"decks": 3}, 3),
    ],
)
def test_default_decks_are_the_fewest_whole_decks_that_deal_every_hand(seats, opts, decks):
    s = G.new([f"p{i}" for i in range(seats)], opts, 3)
    assert s.decks == decks
    assert all_cards(s) == sorted(deck(jokers=opts.get("jokers", True), copies=decks))
    size = opts.get("hand_size", 10)
    assert all(len(h) == size for h in s.hands.values())


def test_jokers_option_and_deck_suffixes():
    s = G.new([f"p{i}" for i in range(6)], {}, 3)
    cards = set(all_cards(s))
    assert {"X1", "X2", "X1#2", "X2#2", "7S#2", "7S"} <= cards and len(cards) == 108
    s = G.new(["a", "b"], {"jokers": False}, 3)
    assert not any(rank_of(c) == "X" for c in all_cards(s)) and len(all_cards(s)) == 52


def test_too_few_decks_is_a_setup_error():
    with pytest.raises(SetupError) as info:
        G.new([f"p{i}" for i in range(6)], {"decks": 1}, 0)
    assert info.value.field == "options.decks"


@pytest.mark.parametrize("bad", [{"hand_size": 0}, {"deal": "stacked"}, {"ace": "low"}, {"reveal": "x"},
                                 {"on_match": "draw"}, {"wild": True}, {"decks": 0}])
def test_bad_options_are_setup_errors(bad):
    with pytest.raises(SetupError) as info:
        G.new(["a", "b"], bad, 0)
    assert info.value.field.startswith("options.")


def test_hand_size_option():
    s = G.new(["a", "b", "c"], {"hand_size": 7}, 0)
    assert [len(h) for h in s.hands.values()] == [7, 7, 7]


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("seats", [2, 5, 10])
def test_fixed_deal_gives_every_player_the_same_ranks(seed, seats):
    s = G.new([f"p{i}" for i in range(seats)], {"deal": "fixed"}, seed)
    ranks = [Counter(rank_of(c) for c in h) for h in s.hands.values()]
    assert all(r == ranks[0] for r in ranks) and sum(ranks[0].values()) == 10
    dealt = [c for h in s.hands.values() for c in h]
    assert len(dealt) == len(set(dealt))  # every copy is a distinct card (other suit or deck)
    assert all_cards(s) == sorted(deck(jokers=True, copies=s.decks))


def test_fixed_deal_adds_decks_as_needed():
    sevens = ["7S", "7H", "7D", "7C", "2S", "3S", "4S", "5S", "6S", "8S"]
    s = G.new(["a", "b", "c"], {"deal": "fixed"}, 0, first="a", setup={"hands": {"a": sevens}})
    assert s.decks == 3  # twelve sevens needed
    for seat in ("b", "c"):
        assert Counter(rank_of(c) for c in s.hands[seat]) == Counter(rank_of(c) for c in sevens)
    jokers = ["X1", "X2", "2S", "3S", "4S", "5S", "6S", "8S", "9S", "10S"]
    s = G.new(["a", "b", "c"], {"deal": "fixed"}, 0, setup={"hands": {"a": jokers}})
    assert s.decks == 3 and sum(rank_of(c) == "X" for c in s.hands["c"]) == 2
    # the placed start card takes a copy too: 3 x 4 sevens + 1 needs 4 decks (X1#4 exists)
    s = G.new(["a", "b", "c"], {"deal": "fixed"}, 0, setup={"hands": {"a": sevens}, "start_card": "7S#4"})
    assert s.decks == 4 and s.pile == ["7S#4"] and "X1#4" in s.stock
    s = G.new(["a", "b"], {"deal": "fixed", "hand_size": 1}, 0,
              setup={"hands": {"a": ["7S"]}, "start_card": "7H"})
    assert s.decks == 1 and rank_of(s.hands["b"][0]) == "7" and s.pile == ["7H"]


def test_fixed_deal_with_listed_hands_of_different_ranks_is_a_setup_error():
    with pytest.raises(SetupError) as info:
        G.new(["a", "b"], {"deal": "fixed", "hand_size": 2}, 0,
              setup={"hands": {"a": ["2S", "3S"], "b": ["2H", "4H"]}})
    assert info.value.field == "setup.hands.b"


@pytest.mark.parametrize(
    ("setup", "field"),
    [
        ({"hands": {"a": ["2S", "2S"]}}, "setup.hands.a"),
        ({"hands": {"a": ["2S"]}}, "setup.hands.a"),
        ({"hands": {"zed": ["2S", "3S"]}}, "setup.hands.zed"),
        ({"hands": {"a": ["2S", "3S"]}, "start_card": "3S"}, "setup.start_card"),
        ({"start_card": "7S#2"}, "setup.start_card"),
        ({"start_card": 7}, "setup.start_card"),
        ({"stock": []}, "setup.stock"),
    ],
)
def test_impossible_setups_are_setup_errors(setup, field):
    with pytest.raises(SetupError) as info:
        G.new(["a", "b"], {"hand_size": 2}, 0, setup=setup)
    assert info.value.field == field


# ---- dealer, first player, start card -----------------------------------------------------------


def test_random_dealer_and_the_player_after_the_dealer_starts():
    dealers = set()
    for seed in range(30):
        s = G.new(["a", "b", "c", "d"], {}, seed)
        dealers.add(s.dealer)
        assert s.turn == s.seats[(s.seats.index(s.dealer) + 1) % 4]
        assert s.log[0]["type"] == "dealt" and s.log[0]["dealer"] == s.dealer
    assert dealers == {"a", "b", "c", "d"}


def test_first_is_the_player_who_starts():
    s = G.new(["a", "b", "c"], {}, 0, first="a")
    assert s.turn == "a" and s.dealer == "c"
    s = G.new(["a", "b", "c"], {}, 0, first="c")
    assert s.turn == "c" and s.dealer == "b"


def test_without_start_card_the_pile_starts_empty_and_the_first_card_is_free():
    s = make(start=None)
    assert s.pile == [] and s.top is None
    assert {p["outcome"] for p in G.plays(s, "A")} == {"open"}
    s, ev = play(s, "A", "2C")
    assert ev[0]["outcome"] == "open" and s.owes_pass == [] and s.turn == "B"


def test_start_card_option_turns_up_a_random_card_from_the_undealt_cards():
    seen = set()
    for seed in range(10):
        s = G.new(["a", "b"], {"start_card": True}, seed)
        assert len(s.pile) == 1 and s.stock_count == 54 - 20 - 1
        assert s.pile[0] not in s.hands["a"] + s.hands["b"]
        assert s.log[1] == {"n": 2, "type": "start_card", "card": s.pile[0]}
        seen.add(s.pile[0])
    assert len(seen) > 1


def test_setup_start_card_places_the_card_even_without_the_option():
    s = make(start="KD")
    assert s.pile == ["KD"] and s.pile_values == [13] and "KD" not in s.stock
    s = G.new(["a", "b"], {"start_card": True}, 0, setup={"start_card": "QH"})
    assert s.pile == ["QH"] and len(s.stock) == 33


def test_a_turned_up_ace_counts_high_even_with_ace_choice():
    s = make(start="AS", ace="choice")
    assert s.pile_values == [14]
    assert G.outcome(s, "KD") == "lower"


# ---- a turn -------------------------------------------------------------------------------------


def test_must_play_no_passing_by_choice():
    s = make()
    with pytest.raises(RulesError) as info:
        G.apply(s, "A", {"type": "pass"}, 0)
    assert info.value.code == "bad_action"
    assert all(a["type"] != "pass" for a in G.legal_actions(s, "A"))


def test_higher_does_nothing_lower_owes_a_pass():
    s, ev = play(make(), "A", "10H")
    assert ev[0]["outcome"] == "higher" and s.owes_pass == [] and s.turn == "B"
    s, ev = play(s, "B", "4D")
    assert ev[0]["outcome"] == "lower" and s.owes_pass == ["B"] and s.turn == "A"
    s, ev = play(s, "A", "5S")
    assert kinds(ev) == [("played", "A"), ("passed", "B"), ("turn", "A")]
    assert ev[1] == {"type": "passed", "seat": "B", "forced": True}


def test_sinking_is_allowed_even_when_a_higher_card_is_held():
    s, ev = play(make(), "A", "2C")  # A holds 10H, still sinks
    assert ev[0]["outcome"] == "lower" and s.owes_pass == ["A"]


def test_the_pass_is_shown_in_the_public_log():
    s, _ = run(make(), ("A", "5S"), ("B", "9S"))
    assert any(e["type"] == "passed" and e["seat"] == "A" for e in G.public_view(s)["log"])


# ---- the end -------------------------------------------------------------------------------------


def test_playing_the_last_card_wins_even_when_it_sinks():
    s = make(hands={"A": ["2C"], "B": ["9S"]})
    s, ev = play(s, "A", "2C")
    assert ev[0]["outcome"] == "lower"
    assert s.phase == "ended" and s.turn is None
    assert s.result["winners"] == ["A"] and s.result["losers"] == ["B"]
    assert s.result["reason"] == "emptied_hand" and s.owes_pass == []
    assert s.result["cards_left"] == {"A": 0, "B": 1}


def test_the_last_card_matching_loses():
    s = make(hands={"A": ["8C"], "B": ["9S"]})
    s, _ = play(s, "A", "8C")
    assert s.result["winners"] == ["B"] and s.result["losers"] == ["A"] and s.result["reason"] == "matched"


def test_match_ends_the_game_sole_loser_and_all_others_win():
    s = make(("A", "B", "C"))
    s, ev = play(s, "A", "10H")
    s, ev = play(s, "B", "9S")
    s, ev = play(s, "C", "9D")
    assert ev[0]["outcome"] == "match"
    assert s.phase == "ended"
    assert s.result["losers"] == ["C"] and s.result["winners"] == ["A", "B"]
    assert s.result["loser"] == "C" and s.pile[-1] == "9D"
    assert ev[-1]["type"] == "game_over"


def test_a_player_whose_every_card_matches_must_still_play_and_loses():
    s = make(hands={"A": ["8C", "8H"], "B": ["9S", "2S"]})
    legal = G.legal_actions(s, "A")
    assert [a["card"] for a in legal if a["type"] == "play"] == ["8H", "8C"]
    assert {p["outcome"] for p in G.plays(s, "A")} == {"match"}
    s, _ = play(s, "A", "8H")
    assert s.result["losers"] == ["A"]


def test_eliminate_removes_the_matcher_and_the_others_play_on():
    s = make(("A", "B", "C"), on_match="eliminate")
    s, _ = play(s, "A", "10H")
    s, _ = play(s, "B", "9S")
    s, ev = play(s, "C", "9D")
    assert s.phase == "play" and s.eliminated == ["C"]
    assert ev[1] == {"type": "eliminated", "seat": "C", "cards": 4}
    assert s.hands["C"] == [] and sorted(s.removed) == sorted(["4S", "KS", "QD", "2H"])
    assert s.pile[-1] == "9D" and s.turn == "A"  # the matched card stays on top
    assert G.public_view(s)["hand_counts"]["C"] == 0 and G.public_view(s)["eliminated"] == ["C"]
    # C is skipped from now on and cannot act
    s, _ = play(s, "A", "3D")
    assert s.turn == "B"
    refused(s, "C", {"type": "play", "card": "4S"}, "eliminated")
    refused(s, "C", {"type": "reveal"}, "eliminated")
    assert G.legal_actions(s, "C") == []


def test_eliminate_until_someone_empties_their_hand():
    hands = {"A": ["5S", "6S"], "B": ["9S", "2H"], "C": ["9D", "3H"]}
    s = make(("A", "B", "C"), hands=hands, on_match="eliminate")
    s, _ = run(s, ("A", "5S"), ("B", "9S"), ("C", "9D"))  # A passes; C matches and is out
    assert s.eliminated == ["C"] and s.turn == "B"
    s, _ = play(s, "B", "2H")  # B's last card: B wins
    assert s.result["winners"] == ["B"] and s.result["losers"] == ["A", "C"]
    assert s.result["reason"] == "emptied_hand"


def test_eliminate_the_last_player_left_wins():
    s = make(on_match="eliminate", hands={"A": ["8C", "2S"], "B": ["9S", "2H"]})
    s, _ = play(s, "A", "8C")
    assert s.result["winners"] == ["B"] and s.result["losers"] == ["A"]
    assert s.result["reason"] == "last_player"


def test_eliminated_player_owing_a_pass_is_cleared():
    hands = {"A": ["5S", "9H", "2D"], "B": ["4S", "3H", "9C"], "C": ["KS", "QH", "JD"]}
    s = make(("A", "B", "C"), hands=hands, on_match="eliminate")
    s, _ = run(s, ("A", "5S"), ("B", "4S"))  # both owe a pass
    s, _ = play(s, "C", "KS")
    assert s.turn == "C" and s.owes_pass == []  # A and B passed


# ---- aces ------------------------------------------------------------------------------------------


def test_ace_high_by_default_and_no_ace_value_allowed():
    s = make(hands={"A": ["AS", "2S"], "B": ["KH", "AH"]}, start="KD")
    refused(s, "A", {"type": "play", "card": "AS", "ace": "low"}, "ace_value_not_allowed")
    refused(s, "A", {"type": "play", "card": "AS", "ace": "high"}, "ace_value_not_allowed")
    assert {"type": "play", "card": "AS"} in G.legal_actions(s, "A")
    s, ev = play(s, "A", "AS")
    assert ev[0]["outcome"] == "higher" and s.pile_values[-1] == 14
    s, ev = play(s, "B", "KH")
    assert ev[0]["outcome"] == "lower"


def test_ace_choice_requires_the_value_and_remembers_it():
    s = make(hands={"A": ["AS", "QS"], "B": ["2H", "KH"]}, start="5D", ace="choice")
    refused(s, "A", {"type": "play", "card": "AS"}, "ace_value_required")
    refused(s, "A", {"type": "play", "card": "QS", "ace": "low"}, "ace_value_not_allowed")
    legal = G.legal_actions(s, "A")
    assert {"type": "play", "card": "AS", "ace": "low"} in legal
    assert {"type": "play", "card": "AS", "ace": "high"} in legal
    assert {"type": "play", "card": "AS"} not in legal
    s, ev = play(s, "A", "AS", "low")
    assert ev[0]["outcome"] == "lower" and ev[0]["ace"] == "low"
    assert s.pile_values[-1] == 1 and s.owes_pass == ["A"]
    s, ev = play(s, "B", "2H")  # 2 is above a low ace
    assert ev[0]["outcome"] == "higher"


def test_ace_choice_high_beats_a_king():
    s = make(hands={"A": ["AS", "QS"], "B": ["2H", "KH"]}, start="KD", ace="choice")
    assert G.outcome(s, "AS", "high") == "higher" and G.outcome(s, "AS", "low") == "lower"
    s, ev = play(s, "A", "AS", "high")
    assert ev[0]["outcome"] == "higher" and s.pile_values[-1] == 14


@pytest.mark.parametrize(("first", "second"), [("low", "high"), ("high", "low"), ("low", "low")])
def test_an_ace_on_an_ace_is_the_same_rank_and_loses(first, second):
    s = make(hands={"A": ["AS", "QS"], "B": ["AH", "KH"]}, start="5D", ace="choice")
    s, _ = play(s, "A", "AS", first)
    assert G.outcome(s, "AH", second) == "match"
    s, ev = play(s, "B", "AH", second)
    assert ev[0]["outcome"] == "match" and s.result["losers"] == ["B"]


def test_plays_helper_lists_each_card_with_its_outcome():
    s = make(hands={"A": ["AS", "8C", "9S", "3D"], "B": ["2H", "KH", "4C", "5C"]}, ace="choice")
    plays = G.private_view(s, "A")["plays"]
    assert plays == [
        {"card": "AS", "ace": "low", "outcome": "lower"},
        {"card": "AS", "ace": "high", "outcome": "higher"},
        {"card": "3D", "outcome": "lower"},
        {"card": "8C", "outcome": "match"},
        {"card": "9S", "outcome": "higher"},
    ]
    # available to a seat whose turn it is not, too (to think ahead)
    assert {p["outcome"] for p in G.private_view(s, "B")["plays"]} == {"lower", "higher"}


# ---- revealing ------------------------------------------------------------------------------------


def test_reveal_choice_any_time_by_anyone_and_the_shown_hand_stays_current():
    s = make(("A", "B", "C"))
    assert s.revealed == [] and G.public_view(s)["revealed_hands"] == {}
    s, ev = G.apply(s, "C", {"type": "reveal"}, 0)  # not C's turn: allowed
    assert ev == [{"type": "revealed", "seat": "C"}] and s.revealed == ["C"] and s.turn == "A"
    assert G.public_view(s)["revealed_hands"] == {"C": ["2H", "4S", "9D", "QD", "KS"]}
    s, _ = run(s, ("A", "10H"), ("B", "JS"), ("C", "KS"))
    assert G.public_view(s)["revealed_hands"]["C"] == ["2H", "4S", "9D", "QD"]
    refused(s, "C", {"type": "reveal"}, "already_revealed")
    refused(s, "B", {"type": "hide"}, "not_revealed")
    s, ev = G.apply(s, "C", {"type": "hide"}, 0)
    assert ev == [{"type": "hidden", "seat": "C"}] and s.revealed == []
    assert G.public_view(s)["revealed_hands"] == {}
    assert {"type": "reveal"} in G.legal_actions(s, "C")


def test_reveal_all_shows_every_hand_from_the_deal():
    s = make(reveal="all")
    assert s.revealed == ["A", "B"]
    assert G.public_view(s)["revealed_hands"]["B"] == ["3C", "4D", "7D", "9S", "JS"]
    refused(s, "A", {"type": "hide"}, "reveal_all")
    refused(s, "A", {"type": "reveal"}, "reveal_all")
    assert all(a["type"] == "play" for a in G.legal_actions(s, "A"))


def test_reveal_off_refuses_reveal_and_hide():
    s = make(reveal="off")
    refused(s, "B", {"type": "reveal"}, "reveal_off")
    refused(s, "B", {"type": "hide"}, "reveal_off")
    assert G.legal_actions(s, "B") == []


# ---- leaving ---------------------------------------------------------------------------------------


def test_leaving_with_two_players_the_other_wins():
    s, ev = G.apply(make(), "B", {"type": "leave"}, 0)
    assert ev[0] == {"type": "left", "seat": "B", "cards": 5}
    assert s.result["winners"] == ["A"] and s.result["losers"] == ["B"]
    assert s.result["reason"] == "players_left"
    assert sorted(s.removed) == sorted(HANDS["B"]) and s.hands["B"] == []


def test_leaving_on_your_turn_passes_the_turn_and_debts_still_apply():
    s, _ = run(make(("A", "B", "C")), ("A", "5S"))  # A owes a pass
    s, _ = play(s, "B", "9S")
    assert s.turn == "C"
    s, ev = G.apply(s, "C", {"type": "leave"}, 0)
    assert kinds(ev) == [("passed", "A"), ("turn", "B")]
    assert s.phase == "play" and s.left == ["C"] and s.removed and "C" not in s.revealed


def test_leaving_off_turn_keeps_the_turn_and_clears_the_leavers_debt():
    s, _ = run(make(("A", "B", "C")), ("A", "5S"))
    s, _ = G.apply(s, "A", {"type": "reveal"}, 0)
    s, _ = G.apply(s, "A", {"type": "leave"}, 0)
    assert s.turn == "B" and s.owes_pass == [] and s.revealed == []
    s, ev = play(s, "B", "9S")
    assert kinds(ev) == [("played", "B"), ("turn", "C")]
    refused(s, "A", {"type": "reveal"}, "not_seated")


def test_an_eliminated_player_may_still_leave():
    s = make(("A", "B", "C"), on_match="eliminate", hands={
        "A": ["8C", "2S"], "B": ["9S", "2H"], "C": ["3S", "3H"]})
    s, _ = play(s, "A", "8C")
    s, ev = G.apply(s, "A", {"type": "leave"}, 0)
    assert ev == [{"type": "left", "seat": "A", "cards": 0}] and s.turn == "B" and s.phase == "play"


# ---- refused actions ----------------------------------------------------------------------------


def test_refusals():
    s = make()
    e = refused(s, "B", {"type": "play", "card": "9S"}, "not_your_turn")
    assert e.params == {"turn": "A"}
    e = refused(s, "A", {"type": "play", "card": "9S"}, "card_not_in_hand")
    assert e.params == {"card": "9S"}
    refused(s, "A", {"type": "play", "card": "5S#2"}, "card_not_in_hand")
    refused(s, "zed", {"type": "play", "card": "5S"}, "not_seated")
    refused(s, "A", {"type": "play", "card": "5Z"}, "bad_action")
    refused(s, "A", {"type": "play"}, "bad_action")
    refused(s, "A", {"type": "play", "card": "5S", "ace": "middle"}, "bad_action")
    s = make(hands={"A": ["8C"], "B": ["9S"]})
    s, _ = play(s, "A", "8C")
    refused(s, "B", {"type": "play", "card": "9S"}, "game_over")
    refused(s, "B", {"type": "reveal"}, "game_over")
    refused(s, "B", {"type": "leave"}, "game_over")
    assert G.legal_actions(s, "B") == []


# ---- views -------------------------------------------------------------------------------------------


def test_public_view_hides_hands_and_the_stock():
    s = make(start=None)
    view = G.public_view(s)
    hidden = set(s.hands["A"] + s.hands["B"] + s.stock)
    text = repr(view)
    assert not any(f"'{c}'" in text for c in hidden)
    assert view["hand_counts"] == {"A": 5, "B": 5}
    assert view["awaiting"] == {"seat": "A", "action": "play"}
    assert view["stock_count"] == 44
    private = G.private_view(s, "A")
    assert private["hand"] == ["2C", "3D", "5S", "6H", "10H"] and private["owes_pass"] is False


def test_state_has_the_replay_contract_fields():
    dumped = make().model_dump(mode="json")
    for key in ("phase", "turn", "hands", "pile", "owes_pass", "revealed", "pile_values"):
        assert key in dumped
    assert dumped["pile"] == ["8S"] and dumped["turn"] == "A"
    s = make()
    assert type(s).model_validate_json(s.model_dump_json()).model_dump_json() == s.model_dump_json()


def test_after_a_leave_a_match_makes_only_the_players_still_in_winners():
    s = make(("A", "B", "C"), hands={"A": ["8C", "2S"], "B": ["9S", "2H"], "C": ["3S", "3H"]})
    s, _ = G.apply(s, "C", {"type": "leave"}, 0)
    s, _ = play(s, "A", "8C")
    assert s.result["winners"] == ["B"] and s.result["losers"] == ["A", "C"]


def test_deep_copy_shares_nothing_mutable():
    s, _ = run(make(("A", "B", "C")), ("A", "5S"), ("B", "9S"))
    c = s.model_copy(deep=True)
    assert c.model_dump_json() == s.model_dump_json()
    before = s.model_dump_json()
    c.hands["A"].append("X1")
    c.pile.append("X1")
    c.pile_values.append(15)
    c.owes_pass.append("C")
    c.revealed.append("C")
    c.stock.pop()
    c.log.append({"n": 99})
    c.draw().shuffle([1, 2])  # (copies share the Rng until one draws: the draw takes its own)
    with pytest.raises(ValidationError):  # options are frozen, so copies share them
        c.options.reveal = "off"
    assert s.model_dump_json() == before
