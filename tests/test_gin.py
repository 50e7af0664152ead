"""Färg-gin and Hollywood Gin engines: every rule, ruling and refused action (shared/rules/gin.md)."""

from __future__ import annotations

import json
import re

import pytest

from engine.cards import deck
from engine.core import RulesError, SetupError
from engine.registry import get_game

FG = get_game("farg-gin")
HG = get_game("hollywood-gin")


def C(text: str) -> list[str]:
    return text.split()


# The source's example: gin with three queens and two diamond runs against 5 5 8.
EXAMPLE = {"dealer": "b", "upcard": "QD",
           "hands": {"a": C("QH QS QC 10D JD 3D 4D 5D 6D KS"),
                     "b": C("5S 5H 8C AC 2C 3C 7S 8S 9S 10S")}}
# a takes 3D and knocks with 5H: runs 2S-4S and 9C-JC, sevens without spades: deadwood 3D = 3.
# b lays off 5S 6S (chain onto 2S-4S) and 8C (onto 9C-JC): 53 left -> a scores 50 in H and D.
KNOCK = {"dealer": "b", "upcard": "3D",
         "hands": {"a": C("2S 3S 4S 7H 7D 7C 9C 10C JC 5H"),
                   "b": C("5S 6S 8C KH QH 2H 4H 8D 9D JD")}}
# the same knock against a defender left with AH 2H = 3 after laying off: an undercut.
UNDERCUT = {"dealer": "b", "upcard": "3D",
            "hands": {"a": KNOCK["hands"]["a"], "b": C("5S 6S 8D 9D 10D KH KD KC AH 2H")}}
# a takes 5S and goes gin with KH; b's 6S would extend the spade run but gin allows no lay-off.
GIN = {"dealer": "b", "upcard": "5S",
       "hands": {"a": C("2S 3S 4S 7H 7D 7C 9C 10C JC KH"),
                 "b": C("6S 8C QH 2H 4H 8D 9D JD 3C 5C")}}
# a takes 2H, throws KS; AH AD AC blocks spades: melding it (deadwood 2) or not (5) is a's choice.
CHOICE = {"dealer": "b", "upcard": "2H",
          "hands": {"a": C("AH AD AC 5D 6D 7D 9C 10C JC KS"),
                    "b": C("3S 5S 8S QS 4H 9H KD 2C 4C 6C")}}
# a takes 2H, throws KH; AD 2D 3D blocks the only open suit when S H C are closed; unmelding
# it costs 6.
MUST = {"dealer": "b", "upcard": "2H",
        "hands": {"a": C("AD 2D 3D 5S 6S 7S 9C 10C JC KH"),
                  "b": C("3H 9S QS 4H 9H KD 2C 4C 6C 8H")}}
# the same, but the diamond run is 9D 10D JD: no arrangement within 10 leaves diamonds open.
MUST_NONE = {"dealer": "b", "upcard": "2H",
             "hands": {"a": C("9D 10D JD 5S 6S 7S 9C 10C JC KH"),
                       "b": C("3H 9S QS 4H 9H KD 2C 4C 6C 8H")}}


def make(game=FG, *deals, first=None, seed=1, **opts):
    setup = {"deals": [json.loads(json.dumps(d)) for d in deals]} if deals else None
    return game.new(["a", "b"], opts, seed, first=first, setup=setup)


def do(game, state, seat, **action):
    if "from_" in action:
        action["from"] = action.pop("from_")
    return game.apply(state, seat, action, 0)


def refused(game, state, seat, code, **action) -> RulesError:
    if "from_" in action:
        action["from"] = action.pop("from_")
    before = state.model_dump_json()
    with pytest.raises(RulesError) as info:
        game.apply(state, seat, action, 0)
    assert info.value.code == code, info.value.message
    assert state.model_dump_json() == before
    json.dumps(info.value.params)  # JSON-able
    return info.value


def types(events) -> list[str]:
    return [e["type"] for e in events]


def conserved(state) -> None:
    cards = [c for h in state.hands.values() for c in h] + state.stock + state.discard
    assert sorted(cards) == sorted(deck())


def knocked(game, deal, **opts):
    """Deal ``deal`` and let a (förhand) take the up-card: a then holds 11 cards, ready to go out."""
    s = make(game, deal, **opts)
    s, _ = do(game, s, "a", type="take_upcard")
    return s


# ---- the source's example ---------------------------------------------------------------------
def test_source_example_gin_scores_38_in_clubs_hearts_spades_nothing_in_diamonds():
    s = knocked(FG, EXAMPLE)
    s, ev = do(FG, s, "a", type="gin", discard="KS")
    assert s.scores["a"] == {"S": 38, "H": 38, "D": 0, "C": 38}
    assert s.scores["b"] == {"S": 0, "H": 0, "D": 0, "C": 0}
    st = s.last_settlement
    assert st["kind"] == "gin" and st["points"] == 38 and st["bonus"] == 20
    assert st["defender_deadwood"] == 18 and sorted(st["defender_deadwood_cards"]) == C("5H 5S 8C")
    assert st["layoffs"] == []
    assert st["blocked"] == ["D"]
    assert {b["kind"] for b in st["blocked_by"]} == {"run", "set"}
    assert sorted(map(sorted, st["knocker_melds"])) == sorted(
        map(sorted, [C("QS QH QC"), C("10D JD QD"), C("3D 4D 5D 6D")]))
    assert types(ev)[:3] == ["gin", "defender_shown", "hand_scored"]
    # the next hand is dealt at once, by the other player
    assert "hand_dealt" in types(ev)
    assert s.dealer == "a" and s.turn == "b" and s.phase == "upcard" and s.hand_no == 2
    conserved(s)


# ---- the first turn ---------------------------------------------------------------------------
def test_forhand_takes_the_upcard_then_discards():
    s = make(FG, KNOCK)
    assert s.turn == "a" and s.phase == "upcard" and s.discard == ["3D"] and s.stock_count == 31
    s, ev = do(FG, s, "a", type="take_upcard")
    assert ev == [{"type": "took_upcard", "seat": "a", "card": "3D"}]
    assert "3D" in s.hands["a"] and len(s.hands["a"]) == 11 and s.discard == []
    assert s.phase == "discard" and s.turn == "a"
    refused(FG, s, "a", "just_taken", type="discard", card="3D")
    refused(FG, s, "a", "just_taken", type="knock", discard="3D")
    s, _ = do(FG, s, "a", type="discard", card="KS" if "KS" in s.hands["a"] else "5H")
    assert s.turn == "b" and s.phase == "draw" and s.discard == ["5H"]


def test_both_pass_then_forhand_must_draw_from_the_stock():
    s = make(FG, KNOCK)
    s, ev = do(FG, s, "a", type="pass")
    assert s.turn == "b" and s.phase == "upcard"
    s, ev = do(FG, s, "b", type="pass")
    assert s.turn == "a" and s.phase == "draw" and s.must_draw_stock
    assert FG.public_view(s)["awaiting"] == "draw_stock"
    assert FG.legal_actions(s, "a") == [{"type": "draw", "from": "stock"}]
    refused(FG, s, "a", "must_draw_stock", type="draw", from_="discard")
    top = s.stock[0]
    s, ev = do(FG, s, "a", type="draw", from_="stock")
    assert s.hands["a"][-1] == top and s.stock_count == 30 and not s.must_draw_stock
    assert ev[0]["secret"] == {"card": top} and ev[0]["secret_to"] == ["a"]
    assert "card" not in s.log[-1]  # the public log does not show a stock card
    # a card drawn from the stock may be discarded at once
    s, _ = do(FG, s, "a", type="discard", card=top)
    assert s.discard == ["3D", top] and s.turn == "b"


def test_dealer_may_take_the_upcard_after_forhand_passes():
    s = make(FG, KNOCK)
    s, _ = do(FG, s, "a", type="pass")
    s, _ = do(FG, s, "b", type="take_upcard")
    assert "3D" in s.hands["b"] and s.phase == "discard" and s.turn == "b"
    s, _ = do(FG, s, "b", type="discard", card="KH")
    assert s.turn == "a" and s.phase == "draw" and not s.must_draw_stock
    s, _ = do(FG, s, "a", type="draw", from_="discard")
    assert s.hands["a"][-1] == "KH"


def test_passing_and_taking_are_first_turn_only():
    s = make(FG, KNOCK)
    refused(FG, s, "a", "take_or_pass", type="draw", from_="stock")
    refused(FG, s, "a", "take_or_pass", type="discard", card="5H")
    refused(FG, s, "a", "take_or_pass", type="knock", discard="5H")
    refused(FG, s, "b", "not_your_turn", type="pass")
    s, _ = do(FG, s, "a", type="take_upcard")
    refused(FG, s, "a", "not_first_turn", type="pass")
    refused(FG, s, "a", "not_first_turn", type="take_upcard")
    s, _ = do(FG, s, "a", type="discard", card="5H")
    refused(FG, s, "b", "not_first_turn", type="pass")
    refused(FG, s, "b", "not_first_turn", type="take_upcard")


# ---- ordinary turns ---------------------------------------------------------------------------
def test_draw_then_discard_and_refusals_in_a_turn():
    s = knocked(FG, KNOCK)
    s, _ = do(FG, s, "a", type="discard", card="5H")
    refused(FG, s, "a", "not_your_turn", type="draw", from_="stock")
    refused(FG, s, "b", "draw_first", type="discard", card="KH")
    refused(FG, s, "b", "draw_first", type="knock", discard="KH")
    s, ev = do(FG, s, "b", type="draw", from_="discard")
    assert ev == [{"type": "drew", "seat": "b", "from": "discard", "card": "5H"}]
    assert s.discard == [] and s.taken == "5H"
    refused(FG, s, "b", "already_drew", type="draw", from_="stock")
    refused(FG, s, "b", "just_taken", type="discard", card="5H")
    refused(FG, s, "b", "card_not_in_hand", type="discard", card="AS")
    s, _ = do(FG, s, "b", type="discard", card="KH")
    assert s.taken is None and s.discard == ["KH"] and s.turn == "a"
    # the card may go again on a later turn
    s, _ = do(FG, s, "a", type="draw", from_="stock")
    s, _ = do(FG, s, "a", type="discard", card=s.hands["a"][-1])
    s, _ = do(FG, s, "b", type="draw", from_="stock")
    s, _ = do(FG, s, "b", type="discard", card="5H")
    assert s.discard[-1] == "5H"
    conserved(s)


def test_bad_actions_are_refused_not_crashes():
    s = make(FG, KNOCK)
    refused(FG, s, "a", "bad_action", type="shuffle")
    refused(FG, s, "a", "bad_action", type="draw", from_="floor")
    refused(FG, s, "a", "bad_action", type="discard", card="1Z")
    with pytest.raises(RulesError) as info:
        FG.apply(s, "zed", {"type": "pass"}, 0)
    assert info.value.code == "not_seated"


# ---- knocking, lay-offs, undercuts, gin --------------------------------------------------------
def test_knock_with_layoffs_scores_the_difference_in_unblocked_suits():
    s = knocked(FG, KNOCK)
    s, ev = do(FG, s, "a", type="knock", discard="5H")
    st = s.last_settlement
    assert st["kind"] == "knock" and st["knocker"] == "a" and st["defender"] == "b"
    assert st["knocker_deadwood"] == 3 and st["knocker_deadwood_cards"] == ["3D"]
    assert sorted((x["card"], tuple(x["onto"])) for x in st["layoffs"]) == [
        ("5S", ("2S", "3S", "4S")), ("6S", ("2S", "3S", "4S")), ("8C", ("9C", "10C", "JC"))]
    assert st["defender_deadwood"] == 53
    assert st["points"] == 50 and st["scorer"] == "a" and st["columns"] == ["H", "D"]
    assert st["blocked"] == ["S", "C"]
    assert s.scores["a"] == {"S": 0, "H": 50, "D": 50, "C": 0}
    assert s.sheet == [{"hand": 1, "seat": "a", "kind": "knock", "points": 50, "columns": ["H", "D"]}]
    assert ev[0]["type"] == "knocked" and ev[1]["type"] == "defender_shown"
    conserved(s)


def test_undercut_equal_deadwood_goes_to_the_defender_in_the_knockers_unblocked_suits():
    s = knocked(FG, UNDERCUT)
    s, _ = do(FG, s, "a", type="knock", discard="5H")
    st = s.last_settlement
    assert st["defender_deadwood"] == 3 == st["knocker_deadwood"]
    assert st["kind"] == "undercut" and st["scorer"] == "b"
    assert st["points"] == 10 and st["bonus"] == 10  # 0 difference + the undercut bonus
    assert s.scores["b"] == {"S": 0, "H": 10, "D": 10, "C": 0}  # blocked by a's melds, not b's
    assert s.scores["a"] == {"S": 0, "H": 0, "D": 0, "C": 0}


def test_undercut_bonus_option_and_strict_undercut():
    deal = json.loads(json.dumps(UNDERCUT))
    deal["hands"]["b"] = C("5S 6S 8D 9D 10D KH KD KC AH QH")  # AH QH = 11 > 3: a scores 8
    s = knocked(FG, deal, undercut_bonus=25)
    s, _ = do(FG, s, "a", type="knock", discard="5H")
    assert s.last_settlement["kind"] == "knock" and s.last_settlement["points"] == 8
    deal["hands"]["b"] = C("5S 6S 8D 9D 10D KH KD KC AH AS")  # AS lays off below 2S: AH = 1 < 3
    s = knocked(FG, deal, undercut_bonus=25)
    s, _ = do(FG, s, "a", type="knock", discard="5H")
    st = s.last_settlement
    assert st["defender_deadwood"] == 1 and {x["card"] for x in st["layoffs"]} == {"AS", "5S", "6S"}
    assert st["kind"] == "undercut" and st["points"] == 3 - 1 + 25


def test_gin_allows_no_layoffs_and_adds_the_gin_bonus():
    s = knocked(FG, GIN)
    s, ev = do(FG, s, "a", type="gin", discard="KH")
    st = s.last_settlement
    assert st["kind"] == "gin" and st["layoffs"] == []
    assert "6S" in st["defender_deadwood_cards"]  # would extend 2S-5S, but not on a gin
    assert st["defender_deadwood"] == 65 and st["points"] == 85
    assert s.scores["a"] == {"S": 0, "H": 85, "D": 85, "C": 0}
    assert ev[0]["type"] == "gin"


def test_a_knock_with_no_deadwood_is_gin():
    s = knocked(FG, GIN)
    s, ev = do(FG, s, "a", type="knock", discard="KH")
    assert s.last_settlement["kind"] == "gin" and s.last_settlement["points"] == 65 + 20
    assert ev[0]["type"] == "gin"


def test_gin_bonus_option():
    s = knocked(FG, GIN, gin_bonus=50)
    s, _ = do(FG, s, "a", type="gin", discard="KH")
    assert s.last_settlement["points"] == 115


def test_gin_refused_with_deadwood_and_knock_refused_over_ten():
    s = knocked(FG, KNOCK)
    e = refused(FG, s, "a", "not_gin", type="gin", discard="5H")
    assert e.params["deadwood"] == 3
    e = refused(FG, s, "a", "not_gin", type="gin", discard="5H",
                melds=[C("2S 3S 4S"), C("7H 7D 7C"), C("9C 10C JC")])
    # discarding JC leaves 3D 5H + 9C 10C = 27
    e = refused(FG, s, "a", "deadwood_too_high", type="knock", discard="JC")
    assert e.params == {"deadwood": 27, "limit": 10}
    # melds that leave too much: the sevens unmelded = 3 + 21
    e = refused(FG, s, "a", "deadwood_too_high", type="knock", discard="5H",
                melds=[C("2S 3S 4S"), C("9C 10C JC")])
    assert e.params["deadwood"] == 24


def test_invalid_melds_are_refused():
    s = knocked(FG, KNOCK)
    refused(FG, s, "a", "invalid_meld", type="knock", discard="5H", melds=[C("2S 3S 7H")])
    refused(FG, s, "a", "invalid_meld", type="knock", discard="5H", melds=[C("7H 7D")])
    refused(FG, s, "a", "invalid_meld", type="knock", discard="5H", melds=[C("2S 4S 3D")])
    refused(FG, s, "a", "meld_card_not_in_hand", type="knock", discard="5H", melds=[C("2S 3S 4S 5S")])
    refused(FG, s, "a", "meld_card_twice", type="knock", discard="5H",
            melds=[C("2S 3S 4S"), C("4S 7H 7D 7C")])
    refused(FG, s, "a", "discard_in_meld", type="knock", discard="4S", melds=[C("2S 3S 4S")])
    refused(FG, s, "a", "card_not_in_hand", type="knock", discard="AS")


def test_knocker_chooses_the_arrangement_and_blocking_follows_it():
    # default: every meld, deadwood 2H = 2; the aces block spades, the runs D and C: hearts only
    s = knocked(FG, CHOICE)
    d, _ = do(FG, s, "a", type="knock", discard="KS")
    assert d.last_settlement["knocker_deadwood"] == 2
    assert d.last_settlement["blocked"] == ["S", "D", "C"]
    assert d.scores["a"] == {"S": 0, "H": 59, "D": 0, "C": 0}
    # leaving the aces unmelded: deadwood 5, spades free
    c, _ = do(FG, s, "a", type="knock", discard="KS", melds=[C("5D 6D 7D"), C("9C 10C JC")])
    assert c.last_settlement["knocker_deadwood"] == 5
    assert c.last_settlement["blocked"] == ["D", "C"]
    assert c.scores["a"] == {"S": 56, "H": 56, "D": 0, "C": 0}
    # melds may be given in any order and any card order
    c2, _ = do(FG, s, "a", type="knock", discard="KS", melds=[C("JC 9C 10C"), C("7D 5D 6D")])
    assert c2.scores == c.scores


# ---- Färg-gin: closing suits, the must-score rule, the end of the match -----------------------
def preset(state, scores=None, closed=None, scoring=None):
    for seat, cols in (scores or {}).items():
        state.scores[seat].update(cols)
    state.closed.update(closed or {})
    state.scoring_hands.update(scoring or {})
    return state


def test_a_suit_closes_at_the_target_for_both_and_overshoot_is_kept():
    s = preset(knocked(FG, KNOCK), scores={"a": {"H": 90, "D": 49, "C": 99}})
    s, ev = do(FG, s, "a", type="knock", discard="5H")
    assert s.scores["a"] == {"S": 0, "H": 140, "D": 99, "C": 99}
    assert s.closed == {"H": "a"}
    assert {"type": "column_closed", "column": "H", "seat": "a"} in ev
    assert s.last_settlement["closed_now"] == {"H": "a"}
    assert s.won == {"a": ["H"], "b": []}
    assert s.phase == "upcard"  # the match goes on


def test_exactly_the_target_closes_a_suit():
    s = preset(knocked(FG, KNOCK), scores={"a": {"D": 50}})
    s, _ = do(FG, s, "a", type="knock", discard="5H")
    assert s.closed == {"D": "a"} and s.scores["a"]["D"] == 100
    s = preset(knocked(FG, KNOCK, target=150), scores={"a": {"D": 100}})
    s, _ = do(FG, s, "a", type="knock", discard="5H")
    assert s.closed == {"D": "a"}


def test_nothing_more_enters_a_closed_suit():
    s = preset(knocked(FG, KNOCK), scores={"b": {"H": 100}, "a": {"H": 20}}, closed={"H": "b"})
    s, _ = do(FG, s, "a", type="knock", discard="5H")
    assert s.scores["a"] == {"S": 0, "H": 20, "D": 50, "C": 0}
    assert s.last_settlement["columns"] == ["D"]
    assert s.last_settlement["closed_skipped"] == ["H"]
    # the undercut defender is bound by the same closed suits
    s = preset(knocked(FG, UNDERCUT), scores={"b": {"H": 100}}, closed={"H": "b"})
    s, _ = do(FG, s, "a", type="knock", discard="5H")
    assert s.scores["b"] == {"S": 0, "H": 100, "D": 10, "C": 0}


def test_must_score_refuses_melds_blocking_every_open_suit_and_lists_allowed_ones():
    closed = {"S": "b", "H": "b", "C": "a"}
    s = preset(knocked(FG, MUST), scores={"b": {"S": 100, "H": 100}, "a": {"C": 100}}, closed=closed)
    e = refused(FG, s, "a", "knock_scores_nothing", type="knock", discard="KH")
    assert e.params["blocked"] == ["S", "D", "C"]
    assert e.params["allowed"] == [{"melds": [C("5S 6S 7S"), C("9C 10C JC")], "deadwood": 8,
                                    "deadwood_cards": C("2H AD 2D 3D"), "blocked": ["S", "C"]}]
    refused(FG, s, "a", "knock_scores_nothing", type="knock", discard="KH",
            melds=[C("AD 2D 3D"), C("5S 6S 7S"), C("9C 10C JC")])
    # legal_actions offers exactly the allowed arrangement
    knocks = [x for x in FG.legal_actions(s, "a") if x["type"] == "knock" and x["discard"] == "KH"]
    assert knocks == [{"type": "knock", "discard": "KH", "melds": [C("5S 6S 7S"), C("9C 10C JC")]}]
    s, _ = do(FG, s, "a", type="knock", discard="KH", melds=[C("5S 6S 7S"), C("9C 10C JC")])
    assert s.last_settlement["columns"] == ["D"] and s.scores["a"]["D"] == 65 - 8


def test_must_score_with_no_allowed_arrangement_and_for_gin():
    closed = {"S": "b", "H": "b", "C": "a"}
    s = preset(knocked(FG, MUST_NONE), scores={"b": {"S": 100, "H": 100}, "a": {"C": 100}},
               closed=closed)
    e = refused(FG, s, "a", "knock_scores_nothing", type="knock", discard="KH")
    assert e.params["allowed"] == []
    assert not [x for x in FG.legal_actions(s, "a") if x["type"] in ("knock", "gin")]
    # a gin that blocks the only open suit is refused too
    s = preset(knocked(FG, EXAMPLE), scores={"b": {"S": 100, "H": 100}, "a": {"C": 100}},
               closed=closed)
    e = refused(FG, s, "a", "knock_scores_nothing", type="gin", discard="KS")
    assert e.params["allowed"] == []


def test_three_suits_win_the_match():
    s = preset(knocked(FG, KNOCK), scores={"a": {"S": 100, "C": 120, "H": 60}},
               closed={"S": "a", "C": "a"})
    s, ev = do(FG, s, "a", type="knock", discard="5H")
    assert s.phase == "ended" and s.turn is None
    assert s.result["winners"] == ["a"] and s.result["losers"] == ["b"]
    assert s.result["reason"] == "suits_won"
    assert sorted(s.result["won"]["a"]) == ["C", "H", "S"]
    assert ev[-1]["type"] == "game_over" and "hand_dealt" not in types(ev)
    refused(FG, s, "b", "game_over", type="pass")


def test_two_suits_each_is_a_draw_unless_the_tiebreak_says_otherwise():
    def play(**opts):
        s = preset(knocked(FG, KNOCK, **opts),
                   scores={"a": {"S": 100, "D": 60}, "b": {"C": 100, "H": 100}},
                   closed={"S": "a", "C": "b", "H": "b"})
        return do(FG, s, "a", type="knock", discard="5H")[0]

    s = play()
    assert s.result["reason"] == "draw" and s.result["winners"] == [] and s.result["losers"] == []
    s = play(tiebreak="total_points")  # a: 100 + 110 = 210, b: 200
    assert s.result["winners"] == ["a"] and s.result["losers"] == ["b"]
    assert s.result["reason"] == "tiebreak_total_points" and s.result["totals"] == {"a": 210, "b": 200}


def test_tiebreak_equal_totals_stay_a_draw():
    s = preset(knocked(FG, KNOCK, tiebreak="total_points"),
               scores={"a": {"S": 100, "D": 60}, "b": {"C": 105, "H": 105}},
               closed={"S": "a", "C": "b", "H": "b"})
    s, _ = do(FG, s, "a", type="knock", discard="5H")
    assert s.result["reason"] == "draw" and s.result["totals"] == {"a": 210, "b": 210}


# ---- Hollywood --------------------------------------------------------------------------------
def test_hollywood_columns_fill_one_then_two_then_three():
    deals = [KNOCK, {**KNOCK, "dealer": "a"}, KNOCK]
    s = make(HG, *deals)
    assert s.scores == {"a": {"1": 0, "2": 0, "3": 0}, "b": {"1": 0, "2": 0, "3": 0}}
    s, _ = do(HG, s, "a", type="take_upcard")
    s, _ = do(HG, s, "a", type="knock", discard="5H")
    assert s.scores["a"] == {"1": 50, "2": 0, "3": 0} and s.scoring_hands == {"a": 1, "b": 0}
    # hand 2: a deals; b passes, the dealer takes and knocks again
    assert s.dealer == "a" and s.turn == "b"
    s, _ = do(HG, s, "b", type="pass")
    s, _ = do(HG, s, "a", type="take_upcard")
    s, ev = do(HG, s, "a", type="knock", discard="5H")
    assert s.scores["a"] == {"1": 100, "2": 50, "3": 0} and s.closed == {"1": "a"}
    assert s.last_settlement["columns"] == ["1", "2"] and s.last_settlement["scoring_hand"] == 2
    # hand 3: every open column (1 is closed)
    s, _ = do(HG, s, "a", type="take_upcard")
    s, ev = do(HG, s, "a", type="knock", discard="5H")
    assert ev[-1]["type"] == "game_over"
    assert s.scores["a"] == {"1": 100, "2": 100, "3": 50}
    assert s.closed == {"1": "a", "2": "a"}
    assert s.result["winners"] == ["a"] and s.result["reason"] == "columns_won"


def test_hollywood_no_blocking_and_gin_bonus_25():
    s = knocked(HG, EXAMPLE)
    s, _ = do(HG, s, "a", type="gin", discard="KS")
    assert s.scores["a"] == {"1": 18 + 25, "2": 0, "3": 0}
    assert "blocked" not in s.last_settlement


def test_hollywood_undercut_counts_as_the_defenders_scoring_hand():
    s = knocked(HG, UNDERCUT)
    s, _ = do(HG, s, "a", type="knock", discard="5H")
    assert s.scores["b"]["1"] == 10 and s.scoring_hands == {"a": 0, "b": 1}


def test_hollywood_cannot_knock_when_its_columns_are_closed():
    s = preset(knocked(HG, KNOCK), scores={"b": {"1": 100}}, closed={"1": "b"})
    e = refused(HG, s, "a", "knock_scores_nothing", type="knock", discard="5H")
    assert e.params["allowed"] == []
    assert not [x for x in HG.legal_actions(s, "a") if x["type"] in ("knock", "gin")]
    s = preset(s, scoring={"a": 1})  # a's second scoring hand would enter columns 1 and 2
    s, _ = do(HG, s, "a", type="knock", discard="5H")
    assert s.scores["a"] == {"1": 0, "2": 50, "3": 0}


def test_hollywood_undercut_into_closed_columns_still_counts():
    # ruling: b's first scoring hand would enter column 1, which is closed: nothing is entered,
    # but the hand counts, so b's next one enters columns 1 and 2.
    s = preset(knocked(HG, UNDERCUT), scores={"a": {"1": 100}}, closed={"1": "a"}, scoring={"a": 1})
    s, _ = do(HG, s, "a", type="knock", discard="5H")
    assert s.last_settlement["kind"] == "undercut" and s.last_settlement["columns"] == []
    assert s.scores["b"] == {"1": 0, "2": 0, "3": 0} and s.scoring_hands["b"] == 1
    assert s.sheet[-1] == {"hand": 1, "seat": "b", "kind": "undercut", "points": 10, "columns": []}


def test_hollywood_options():
    s = knocked(HG, KNOCK, target=50)
    s, _ = do(HG, s, "a", type="knock", discard="5H")
    assert s.closed == {"1": "a"}
    with pytest.raises(SetupError):
        HG.options({"tiebreak": "total_points"})


# ---- dead hands, dealers, stacked deals ----------------------------------------------------------
def play_to_stock(game, s, stop_at: int, seat_to_draw: str):
    """Draw from the stock and throw the card back until ``seat_to_draw`` is about to draw with
    ``stop_at`` cards in the stock."""
    while not (s.phase == "draw" and s.turn == seat_to_draw and s.stock_count == stop_at):
        t = s.turn
        if s.phase == "upcard":
            s, _ = do(game, s, t, type="pass")
            continue
        s, _ = do(game, s, t, type="draw", from_="stock")
        s, _ = do(game, s, t, type="discard", card=s.hands[t][-1])
    return s


def test_a_discard_leaving_two_stock_cards_kills_the_hand_and_the_dealer_deals_again():
    s = play_to_stock(FG, make(FG, KNOCK), 3, "a")
    s, _ = do(FG, s, "a", type="draw", from_="stock")
    assert s.stock_count == 2 and s.phase == "discard"
    card = s.hands["a"][-1]
    s2, ev = do(FG, s, "a", type="discard", card=card)
    assert types(ev)[:2] == ["discarded", "hand_dead"]
    assert s2.hand_no == 2 and s2.dealer == "b" and s2.turn == "a" and s2.phase == "upcard"
    assert s2.scores == s.scores and s2.sheet == []
    assert s2.last_settlement == {"hand": 1, "kind": "dead", "dealer": "b"}
    conserved(s2)
    # ... but the player may knock on that last turn instead
    s3, ev = do(FG, s, "a", type="knock", discard=card)
    assert s3.last_settlement["kind"] == "knock" and s3.dealer == "a"


def test_three_stock_cards_after_a_discard_is_not_dead():
    s = play_to_stock(FG, make(FG, KNOCK), 4, "b")
    s, _ = do(FG, s, "b", type="draw", from_="stock")
    s, ev = do(FG, s, "b", type="discard", card=s.hands["b"][-1])
    assert "hand_dead" not in types(ev) and s.stock_count == 3 and s.turn == "a"


def test_first_dealer_random_or_first_and_alternating():
    dealers = {make(FG, seed=n).dealer for n in range(12)}
    assert dealers == {"a", "b"}
    s = make(FG, first="a")
    assert s.dealer == "a" and s.turn == "b"
    s = make(FG, first="b")
    assert s.dealer == "b" and s.turn == "a"
    with pytest.raises(SetupError) as info:
        make(FG, {**KNOCK, "dealer": "b"}, first="a")
    assert info.value.field == "setup.deals[0].dealer"


def test_stacked_deals_are_used_in_order_then_the_seed_deals():
    second = {"dealer": "a", "upcard": "AS", "hands": {"b": C("2C 3C 4C 5C 6C 7C 8C 9C 10C JC")},
              "stock": C("KD QD")}
    s = make(FG, KNOCK, second, seed=5)
    s, _ = do(FG, s, "a", type="take_upcard")
    s, _ = do(FG, s, "a", type="knock", discard="5H")
    assert s.hand_no == 2 and s.dealer == "a" and s.discard == ["AS"]
    assert s.hands["b"] == C("2C 3C 4C 5C 6C 7C 8C 9C 10C JC") and s.stock[:2] == C("KD QD")
    conserved(s)
    s, _ = do(FG, s, "b", type="take_upcard")
    s, _ = do(FG, s, "b", type="knock", discard="JC")  # 2C-10C, AS: 1 deadwood
    assert s.hand_no == 3 and s.dealer == "b"
    assert all(len(h) == 10 for h in s.hands.values()) and s.stock_count == 31
    conserved(s)


def test_malformed_setups_and_options_name_the_field():
    cases = [
        ({"deals": {}}, "setup.deals"),
        ({"deals": [{"dealer": "zed"}]}, "setup.deals[0].dealer"),
        ({"deals": [{"hands": {"a": C("AS 2S")}}]}, "setup.deals[0].hands.a"),
        ({"deals": [{"upcard": "AS", "hands": {"a": C("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S")}}]},
         "setup.deals[0].upcard"),
        ({"deals": [{}, {"upcard": "ZZ"}]}, "setup.deals[1].upcard"),
        ({"deals": [{"upcard": ["AS"]}]}, "setup.deals[0].upcard"),
        ({"deals": [{"stock": "AS"}]}, "setup.deals[0].stock"),
        ({"deals": [{"stock": ["AS"] * 1 + deck()[1:33]}]}, "setup.deals[0].stock"),
        ({"deals": [{"extra": 1}]}, "setup.deals[0].extra"),
        ({"hands": {}}, "setup.hands"),
    ]
    for setup, field in cases:
        with pytest.raises(SetupError) as info:
            FG.new(["a", "b"], {}, 1, setup=setup)
        assert info.value.field.startswith(field), (setup, info.value)
    for opts, field in [({"target": 0}, "options.target"), ({"tiebreak": "coin"}, "options.tiebreak"),
                        ({"colour": 1}, "options.colour")]:
        with pytest.raises(SetupError) as info:
            FG.new(["a", "b"], opts, 1)
        assert info.value.field == field
    with pytest.raises(SetupError):
        FG.new(["a", "b", "c"], {}, 1)


def test_leaving_forfeits_the_match():
    s = make(FG, KNOCK)
    s, ev = do(FG, s, "b", type="leave")
    assert types(ev) == ["left", "game_over"]
    assert s.phase == "ended" and s.result["winners"] == ["a"] and s.result["losers"] == ["b"]
    assert s.result["reason"] == "forfeit"
    assert FG.legal_actions(s, "a") == []


# ---- views and memory -------------------------------------------------------------------------
CARD = re.compile(r"\b(?:10|[2-9AJQK])[SHDC]\b")


def public_cards(view) -> set[str]:
    return set(CARD.findall(json.dumps(view)))


def test_public_view_shows_only_the_top_discard_and_the_latest_move():
    s = knocked(FG, KNOCK)
    s, _ = do(FG, s, "a", type="discard", card="5H")
    s, _ = do(FG, s, "b", type="draw", from_="stock")
    s, _ = do(FG, s, "b", type="discard", card="KH")
    v = FG.public_view(s)
    assert v["discard_top"] == "KH" and v["last_move"] == {"seat": "b", "move": "discarded", "card": "KH"}
    assert "5H" not in json.dumps(v)  # the older discard is not shown anywhere
    assert public_cards(v) == {"KH"}
    s, _ = do(FG, s, "a", type="draw", from_="discard")
    v = FG.public_view(s)
    assert v["last_move"] == {"seat": "a", "move": "drew", "from": "discard", "card": "KH"}
    assert v["discard_top"] == "5H" and v["awaiting"] == "discard" and v["turn"] == "a"
    assert public_cards(v) == {"KH", "5H"}
    assert v["hand_counts"] == {"a": 11, "b": 10} and v["stock_count"] == 30
    # the state's log keeps only the latest action's events
    assert [e["type"] for e in s.log] == ["drew"]


def test_public_view_after_a_hand_shows_the_settlement_and_the_sheet():
    s = knocked(FG, KNOCK)
    s, _ = do(FG, s, "a", type="knock", discard="5H")
    v = FG.public_view(s)
    st = v["last_settlement"]
    assert st["points"] == 50 and st["columns"] == ["H", "D"] and st["blocked"] == ["S", "C"]
    assert v["sheet"] == s.sheet and v["scores"]["a"]["H"] == 50
    assert v["last_move"] is None and v["discard_top"] == s.discard[-1] and v["hand_no"] == 2
    # only the new up-card and last hand's revealed cards are visible
    shown = C("2S 3S 4S 7H 7D 7C 9C 10C JC 3D 5H") + KNOCK["hands"]["b"]
    assert public_cards(v) <= set(shown) | {s.discard[-1]}


def test_private_view_sorted_hand_melds_and_go_out_choices():
    s = knocked(FG, CHOICE)
    v = FG.private_view(s, "a")
    assert v["hand"] == C("KS AH 2H AD 5D 6D 7D AC 9C 10C JC")  # by suit S H D C, then rank
    assert v["best_discard"] == "KS" and v["deadwood"] == 2
    ks = [c for c in v["go_out_choices"] if c["discard"] == "KS"]
    assert {tuple(c["blocked"]) for c in ks} >= {("S", "D", "C"), ("D", "C")}
    best = [c for c in v["go_out_choices"] if c["selected"]]
    assert len(best) == 1 and best[0]["discard"] == "KS" and best[0]["deadwood"] == 2
    assert best[0]["action"]["type"] == "knock"
    # choosing a listed action works as is
    alt = next(c for c in ks if c["blocked"] == ["D", "C"])
    s2, _ = do(FG, s, "a", **alt["action"])
    assert s2.last_settlement["blocked"] == ["D", "C"]
    # b sees no go-out choices and not a's hand
    vb = FG.private_view(s, "b")
    assert vb["go_out_choices"] == [] and vb["legal"] == [] and len(vb["hand"]) == 10


def test_private_view_never_suggests_discarding_the_card_just_taken():
    # b takes KS from the pile: throwing it straight back would be best, but is not allowed
    s = knocked(FG, EXAMPLE)
    s, _ = do(FG, s, "a", type="discard", card="KS")
    s, _ = do(FG, s, "b", type="draw", from_="discard")
    v = FG.private_view(s, "b")
    assert v["best_discard"] == "8C" and v["deadwood"] == 10 + 5 + 5
    assert all(c["discard"] != "KS" for c in v["go_out_choices"])


def test_private_view_preselects_an_allowed_arrangement():
    s = preset(knocked(FG, MUST), scores={"b": {"S": 100, "H": 100}, "a": {"C": 100}},
               closed={"S": "b", "H": "b", "C": "a"})
    v = FG.private_view(s, "a")
    kh = [c for c in v["go_out_choices"] if c["discard"] == "KH"]
    assert [c["allowed"] for c in kh] == [False, True]
    assert kh[1]["selected"] and not kh[0]["selected"]


def test_legal_actions_cover_every_phase():
    s = make(FG, KNOCK)
    assert FG.legal_actions(s, "a") == [{"type": "take_upcard"}, {"type": "pass"}]
    assert FG.legal_actions(s, "b") == []
    s, _ = do(FG, s, "a", type="take_upcard")
    legal = FG.legal_actions(s, "a")
    discards = [x["card"] for x in legal if x["type"] == "discard"]
    assert "3D" not in discards and len(discards) == 10
    assert {"type": "knock", "discard": "5H"} in legal
    for x in legal:
        FG.apply(s, "a", x, 0)  # every listed action is accepted
    s, _ = do(FG, s, "a", type="discard", card="5H")
    assert FG.legal_actions(s, "b") == [{"type": "draw", "from": "stock"},
                                        {"type": "draw", "from": "discard"}]
