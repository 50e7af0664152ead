"""Tolv fiender: one test per rule, ruling and refused action (shared/rules/tolv-fiender.md and
docs/rules/tolv-fiender.md)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import RulesError, SetupError
from engine.games.tolv_fiender import TolvState, tavern_deck
from engine.registry import get_game

G = get_game("tolv-fiender")

SOLO_HAND = ["10H", "10D", "10C", "10S", "9C", "9D", "8C", "8D"]
HANDS_2 = {"you": ["10S", "10H", "AD", "9D", "2C", "3C", "4C"],
           "ada": ["AS", "AH", "2S", "2H", "3D", "4D", "5D"]}
HANDS_3 = {"you": ["X1", "10H", "AD", "9D", "2C", "3C"],
           "ada": ["AS", "AH", "2S", "2H", "3D", "4D"],
           "bo": ["5S", "5H", "6D", "7C", "8S", "9H"]}


def make(seats=("you", "ada"), hands=None, tavern=None, castle=None, seed=0, first=None,
         now=0.0) -> TolvState:
    setup = {}
    if hands is not None:
        setup["hands"] = hands
    if tavern is not None:
        setup["tavern"] = tavern
    if castle is not None:
        setup["castle"] = castle
    return G.new(list(seats), {}, seed, first=first, setup=setup, now=now)


def act(state, seat, now=0.0, **action):
    new, events = G.apply(state, seat, action, now)
    return new, events


def play(state, seat, *cards, now=0.0):
    return act(state, seat, now, type="play", cards=list(cards))


def pay(state, seat, *cards, now=0.0):
    return act(state, seat, now, type="pay", cards=list(cards))


def refused(state, seat, code, now=0.0, **action):
    before = state.model_dump_json()
    with pytest.raises(RulesError) as e:
        G.apply(state, seat, action, now)
    assert e.value.code == code, e.value.message
    assert state.model_dump_json() == before
    return e.value


def types(events):
    return [e["type"] for e in events]


def edit(state, **fields) -> TolvState:
    """A copy of ``state`` with fields replaced (to set up a position directly)."""
    new = state.model_copy(deep=True)
    for k, v in fields.items():
        setattr(new, k, v)
    return new


def all_cards(s: TolvState) -> Counter:
    cards = s.tavern + s.discard + s.played + s.castle + [c for h in s.hands.values() for c in h]
    if s.enemy_card:
        cards.append(s.enemy_card)
    return Counter(cards)


# ---- setup -----------------------------------------------------------------------------------
@pytest.mark.parametrize("n,size,jesters", [(1, 8, 0), (2, 7, 0), (3, 6, 1), (4, 5, 2)])
def test_setup_by_player_count(n, size, jesters):
    s = make([f"p{i}" for i in range(n)], seed=4)
    assert all(len(h) == size for h in s.hands.values())
    assert s.hand_size == size
    cards = all_cards(s)
    assert sum(1 for c in cards if c.startswith("X")) == jesters
    assert sum(cards.values()) == 40 + jesters + 12
    assert max(cards.values()) == 1
    assert len(s.tavern) == 40 + jesters - n * size
    assert s.jesters_used == 0
    view = G.public_view(s)
    assert view["solo_jesters_left"] == (2 if n == 1 else None)


def test_castle_jacks_then_queens_then_kings_shuffled():
    orders = set()
    for seed in range(6):
        s = make(seed=seed)
        castle = [s.enemy_card, *s.castle]
        assert [c[0] for c in castle] == ["J"] * 4 + ["Q"] * 4 + ["K"] * 4
        assert s.enemy_card == castle[0] and len(s.castle) == 11
        orders.add(tuple(castle))
    assert len(orders) > 1  # each rank group is shuffled


def test_enemy_stats_and_next_rank_public_never_suit():
    s = make(castle=["JS", "QH", "KD"])
    assert s.enemy == {"card": "JS", "health": 20, "attack": 10, "immune": True}
    view = G.public_view(s)
    assert view["next_enemy_rank"] == "Q" and view["castle_count"] == 2
    text = str({k: v for k, v in view.items()})
    assert "QH" not in text and "KD" not in text
    s2 = make(castle=["QC"])
    assert s2.enemy == {"card": "QC", "health": 30, "attack": 15, "immune": True}
    s3 = make(castle=["KC"])
    assert s3.enemy == {"card": "KC", "health": 40, "attack": 20, "immune": True}
    assert G.public_view(s3)["next_enemy_rank"] is None


def test_short_castle_is_the_whole_game():
    s = make(["solo"], hands={"solo": SOLO_HAND}, castle=["JD"])
    s, _ev = play(s, "solo", "10C")
    assert s.phase == "ended" and s.result["reason"] == "victory"
    assert s.result["medal"] == "gold" and s.result["enemies_total"] == 1


def test_stacked_tavern_top_first_and_first_player():
    s = make(hands=HANDS_2, tavern=["7H", "8H"], first="ada")
    assert s.tavern[:2] == ["7H", "8H"]
    assert s.turn == "ada" and s.awaiting == "play"
    assert make(hands=HANDS_2).turn == "you"  # ruling: the first seat when nobody is named


@pytest.mark.parametrize("setup,field", [
    ({"castle": ["7S"]}, "setup.castle[0]"),
    ({"castle": ["JS", "JS"]}, "setup.castle[1]"),
    ({"castle": []}, "setup.castle"),
    ({"castle": "JS"}, "setup.castle"),
    ({"tavern": ["JS"]}, "setup.tavern"),
    ({"tavern": ["7S", "7S"]}, "setup.tavern"),
    ({"hands": {"you": ["7S"]}}, "setup.hands.you"),
    ({"hands": {"zed": ["7S"] * 7}}, "setup.hands.zed"),
    ({"stock": []}, "setup.stock"),
])
def test_malformed_setup_names_the_field(setup, field):
    with pytest.raises(SetupError) as e:
        G.new(["you", "ada"], {}, 0, setup=setup)
    assert e.value.field == field


def test_no_jesters_in_a_solo_or_two_player_deck():
    with pytest.raises(SetupError):
        G.new(["solo"], {}, 0, setup={"hands": {"solo": ["X1", *SOLO_HAND[:7]]}})
    assert "X1" not in tavern_deck(2) and tavern_deck(3).count("X1") == 1
    with pytest.raises(SetupError) as e:
        G.new(["a"], {"hand_size": 3}, 0)
    assert e.value.field == "options.hand_size"


# ---- plays and combinations ------------------------------------------------------------------
def test_card_values_as_damage():
    s = make(["solo"], hands={"solo": ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "10H"]}, castle=["KH"])
    for card, dmg in [("AH", 1), ("7H", 7), ("10H", 10)]:
        s2, _ = play(s, "solo", card)
        assert s2.damage == dmg


def test_face_card_values_when_drawn_back():
    s = make(["solo"], hands={"solo": SOLO_HAND}, castle=["KH"])
    for card, v in [("JS", 10), ("QC", 15), ("KD", 20)]:
        s2 = edit(s, hands={"solo": [card, *SOLO_HAND[:7]]})
        _s3, ev = play(s2, "solo", card)
        assert ev[0]["value"] == v


@pytest.mark.parametrize("cards,value", [
    (["5H"], 5), (["AS"], 1), (["AS", "9D"], 10), (["AS", "AH"], 2), (["2S", "2H"], 4),
    (["5S", "5H"], 10), (["3S", "3H", "3D"], 9), (["2S", "2H", "2D", "2C"], 8), (["AS", "JC"], 11),
])
def test_legal_plays(cards, value):
    fillers = ["7S", "8S", "9S", "7H", "8H", "9H", "10S", "10H"]
    s = edit(make(["solo"], castle=["KC"]), hands={"solo": cards + fillers[: 8 - len(cards)]})
    s2, ev = play(s, "solo", *cards)
    assert ev[0] == {"type": "played", "seat": "solo", "cards": cards, "value": value}
    assert s2.played == cards
    assert not set(cards) & set(s2.hands["solo"])


@pytest.mark.parametrize("cards,code", [
    (["6S", "6H"], "combo_too_high"),
    (["4S", "4H", "4D"], "combo_too_high"),
    (["AS", "AH", "AD"], "too_many_aces"),
    (["AS", "AH", "AD", "AC"], "too_many_aces"),
    (["6S", "7H"], "not_a_combo"),
    (["AS", "6S", "7H"], "not_a_combo"),
    (["2S", "2H", "AS"], "not_a_combo"),
    ([], "no_cards"),
    (["6S", "6S"], "duplicate_card"),
    (["9C"], "card_not_in_hand"),
])
def test_refused_plays(cards, code):
    held = [c for c in dict.fromkeys(cards) if c != "9C"]
    fillers = ["7S", "8S", "9S", "7H", "8H", "9H", "10S", "10H"]
    s = edit(make(["solo"], castle=["KC"]), hands={"solo": held + fillers[: 8 - len(held)]})
    refused(s, "solo", code, type="play", cards=cards)


def test_jester_only_alone():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["KC"])
    refused(s, "you", "jester_alone", type="play", cards=["X1", "AD"])
    refused(s, "you", "jester_alone", type="play", cards=["AD", "X1"])


def test_play_refused_out_of_turn_and_in_the_wrong_step():
    s = make(hands=HANDS_2, castle=["KC"])
    refused(s, "ada", "not_your_turn", type="play", cards=["AS"])
    refused(s, "you", "wrong_step", type="pay", cards=["2C"])
    s, _ = play(s, "you", "2C")
    assert s.awaiting == "pay"
    refused(s, "you", "wrong_step", type="play", cards=["3C"])
    refused(s, "you", "wrong_step", type="yield")
    refused(s, "ada", "not_your_turn", type="pay", cards=["AS"])


def test_legal_plays_enumerates_every_combination():
    s = make(["solo"], hands={"solo": ["AS", "AH", "2S", "2H", "2D", "6C", "6D", "9S"]}, castle=["KC"])
    plays = {tuple(sorted(a["cards"])) for a in G.legal_actions(s, "solo") if a["type"] == "play"}
    hand = s.hands["solo"]
    expected = {(c,) for c in hand}
    expected |= {tuple(sorted(("AS", c))) for c in hand if c != "AS"}
    expected |= {tuple(sorted(("AH", c))) for c in hand if c != "AH"}
    expected |= {tuple(sorted(p)) for p in [("2S", "2H"), ("2S", "2D"), ("2H", "2D"), ("2S", "2H", "2D")]}
    assert plays == expected
    # and each of them is accepted by apply
    for cards in plays:
        play(s, "solo", *cards)


# ---- suit powers -----------------------------------------------------------------------------
def test_hearts_shuffle_discard_and_put_that_many_under_the_tavern():
    s = make(hands=HANDS_2, castle=["KC"])
    pile = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"]
    s = edit(s, hands={"you": ["8H", "AD", "9D", "2C", "3C", "4C", "5C"], "ada": HANDS_2["ada"]},
             discard=pile, tavern=[c for c in s.tavern if c not in [*pile, "8H", "5C"]])
    tavern_before = list(s.tavern)
    s2, ev = play(s, "you", "8H")
    moved = s2.tavern[len(tavern_before):]
    assert s2.tavern[: len(tavern_before)] == tavern_before  # under the tavern, top unchanged
    assert len(moved) == 8 and len(s2.discard) == 1
    assert sorted(moved + s2.discard) == sorted(pile)
    assert next(e for e in ev if e["type"] == "hearts")["count"] == 8


def test_hearts_with_a_short_discard_moves_all():
    s = make(hands=HANDS_2, castle=["KC"])
    s = edit(s, discard=["10S"], tavern=[c for c in s.tavern if c != "10S"])
    hands = dict(s.hands)
    hands["you"] = ["10H" if c == "10S" else c for c in hands["you"]]
    s = edit(s, hands=hands)
    s2, _ = play(s, "you", "10H")
    assert s2.discard == [] and s2.tavern[-1] == "10S"


def test_diamonds_dealt_round_the_table_starting_with_the_player():
    hands = {"you": ["9D", "AS", "2S", "3S", "4S"], "ada": ["AH", "2H", "3H", "4H", "5H"],
             "bo": ["AC", "2C", "3C", "4C", "5C"], "di": ["AD", "2D", "3D", "4D", "5D"]}
    s = make(["you", "ada", "bo", "di"], hands=hands, tavern=["6S", "6H", "6C", "6D", "7S", "7H", "7C"],
             castle=["KC"])
    s2, ev = play(s, "you", "9D")
    # you 4 after playing; ada 5 full, bo 5 full, di 5 full -> only you draws, one per round
    assert s2.hands["you"][-1:] == ["6S"] and len(s2.hands["you"]) == 5
    assert next(e for e in ev if e["type"] == "diamonds")["count"] == 1
    drew = [e for e in ev if e["type"] == "drew"]
    assert drew == [{"type": "drew", "seat": "you", "count": 1, "why": "diamonds",
                     "secret": {"cards": ["6S"]}, "secret_to": ["you"]}]


def test_diamonds_order_player_is_part_of_every_round():
    hands = {"you": ["8D", "AS", "2S", "3S", "4S", "5S", "6S"],
             "ada": ["AH", "2H", "3H", "4H", "5H", "6H", "7H"]}
    s = make(hands=hands, tavern=["8S", "8H", "8C", "9S", "9H", "9C", "10S", "10H", "10C"], castle=["KC"])
    s = edit(s, hands={"you": hands["you"], "ada": hands["ada"][:3]})  # ada 3 cards, room for 4
    s = edit(s, discard=hands["ada"][3:])
    s2, ev = play(s, "you", "8D")
    # round 1: you 8S, ada 8H; round 2: you full (7)? you had 6 after playing -> 7 after 8S: full.
    assert s2.hands["you"] == ["AS", "2S", "3S", "4S", "5S", "6S", "8S"]
    assert s2.hands["ada"] == ["AH", "2H", "3H", "8H", "8C", "9S", "9H"]
    assert next(e for e in ev if e["type"] == "diamonds")["count"] == 5


def test_diamonds_rounds_alternate_and_stop_at_the_amount():
    hands = {"you": ["4D", "AS", "2S", "3S", "4S", "5S", "6S"],
             "ada": ["AH", "2H", "3H", "4H", "5H", "6H", "7H"]}
    s = make(hands=hands, tavern=["8S", "8H", "8C", "9S"], castle=["KC"])
    s = edit(s, hands={"you": ["4D", "AS", "2S"], "ada": ["AH", "2H"]},
             discard=["3S", "4S", "5S", "6S", "3H", "4H", "5H", "6H", "7H"])
    s2, _ = play(s, "you", "4D")
    assert s2.hands["you"] == ["AS", "2S", "8S", "8C"]
    assert s2.hands["ada"] == ["AH", "2H", "8H", "9S"]


def test_diamonds_stop_when_the_tavern_is_empty_and_skip_vacated_seats():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["KC"])
    s, _ = act(s, "bo", type="leave")
    s = edit(s, hands={**s.hands, "ada": ["AS"]}, tavern=["6S", "7S", "8S"],
             discard=s.discard + [c for c in s.tavern if c not in ("6S", "7S", "8S")] + HANDS_3["ada"][1:])
    s2, ev = play(s, "you", "9D")
    assert s2.hands["you"][-1] == "6S" and s2.hands["ada"] == ["AS", "7S", "8S"]
    assert s2.hands["bo"] == [] and s2.tavern == []
    assert next(e for e in ev if e["type"] == "diamonds")["count"] == 3


def test_hearts_before_diamonds_refill_feeds_the_draw():
    s = make(["solo"], hands={"solo": ["AH", "4D", "2S", "3S", "4S", "5S", "6S", "7S"]}, castle=["KC"])
    pile = [c for c in s.tavern]
    s = edit(s, tavern=[], discard=pile)
    s2, ev = play(s, "solo", "AH", "4D")
    assert types(ev)[:4] == ["played", "hearts", "diamonds", "drew"]
    assert len(s2.hands["solo"]) == 6 + 2  # 5 moved under the tavern, 2 drawn (hand full at 8)
    assert len(s2.tavern) == 3


def test_clubs_double_the_whole_play():
    s = make(["solo"], hands={"solo": ["AC", "9H", "5C", "5D", "2S", "3S", "4S", "6S"]}, castle=["KS"])
    s2, _ = play(s, "solo", "AC", "9H")
    assert s2.damage == 20
    s3, _ = play(s, "solo", "5C", "5D")
    assert s3.damage == 20


def test_spades_reduce_attack_cumulatively_for_this_fight():
    s = make(["solo"], hands={"solo": ["2S", "3S", "4S", "5H", "6H", "7H", "8H", "9H"]}, castle=["KC", "KD"])
    s, _ev = play(s, "solo", "2S")
    assert s.enemy["attack"] == 18 and s.pay_due == 18
    s, _ = pay(s, "solo", "9H", "8H", "7H")
    s, _ = play(s, "solo", "4S")
    assert s.enemy["attack"] == 14 and s.pay_due == 14 and s.shield == 6


def test_spades_are_reset_for_the_next_enemy():
    s = make(["solo"], hands={"solo": ["5S", "10C", "3H", "4H", "6H", "7H", "8H", "9H"]}, castle=["JD", "JH"])
    s, _ = play(s, "solo", "5S")
    s, _ = pay(s, "solo", "3H", "4H")
    s, _ = play(s, "solo", "10C")  # 20 damage in all... 5 + 20 = 25 > 20: overkill
    assert s.enemy == {"card": "JH", "health": 20, "attack": 10, "immune": True}
    assert s.shield == 0 and s.played == []


def test_ace_combo_shared_suit_applies_once_on_the_total():
    s = make(["solo"], hands={"solo": ["AS", "5S", "2H", "3H", "4H", "6H", "7H", "8H"]}, castle=["KC"])
    s2, ev = play(s, "solo", "AS", "5S")
    assert s2.shield == 6 and s2.enemy["attack"] == 14
    assert [e["type"] for e in ev].count("spades") == 1


@pytest.mark.parametrize("enemy,card,check", [
    ("KH", "8H", lambda s: s.tavern[-1] != "2S" and s.discard == ["2S"]),
    ("KD", "8D", lambda s: len(s.hands["solo"]) == 7),
    ("KC", "8C", lambda s: s.damage == 8),
    ("KS", "8S", lambda s: s.enemy["attack"] == 20 and s.blocked_spades == 8),
])
def test_immunity_blocks_the_enemy_suit_power_never_the_damage(enemy, card, check):
    s = make(["solo"], hands={"solo": [card, "3S", "3H", "3D", "3C", "4S", "4H", "4D"]}, castle=[enemy])
    s = edit(s, discard=["2S"], tavern=[c for c in s.tavern if c != "2S"])
    s2, ev = play(s, "solo", card)
    assert {"type": "immune", "enemy": enemy, "suit": card[-1]} in ev
    assert check(s2)
    assert s2.damage == 8
    assert G.preview_play(s, "solo", [card])["blocked"] == card[-1]


# ---- damage and defeat -----------------------------------------------------------------------
def test_exact_kill_puts_enemy_on_top_of_the_tavern_and_same_player_goes_again():
    s = make(hands=HANDS_2, castle=["JS", "QH"])
    s = edit(s, hands={**s.hands, "you": ["10C", "10H", "AD", "9D", "2C", "3C", "4C"]},
             tavern=[c for c in s.tavern if c != "10C"] + ["10S"])
    s2, ev = play(s, "you", "10C")
    assert s2.tavern[0] == "JS" and s2.tavern_known == 1
    assert "10C" in s2.discard and s2.played == []
    assert s2.enemy["card"] == "QH" and s2.turn == "you" and s2.awaiting == "play"
    assert "strike" not in types(ev)
    view = G.public_view(s2)
    assert view["tavern_top"] == "JS" and view["tavern_known"] == ["JS"]
    assert view["next_enemy_rank"] is None


def test_overkill_sends_enemy_to_the_discard():
    s = make(["solo"], hands={"solo": SOLO_HAND}, castle=["JH", "QS"])
    s2, ev = play(s, "solo", "9C", )  # 18
    s2, _ = pay(s2, "solo", "10H")
    s3, ev = play(s2, "solo", "10C")  # 20 more: overkill
    assert "JH" in s3.discard and "9C" in s3.discard and "10C" in s3.discard
    assert s3.tavern_known == 0 and s3.enemy["card"] == "QS"
    assert {"type": "defeated", "seat": "solo", "enemy": "JH", "exact": False, "to": "discard"} in ev


def test_known_enemies_on_the_tavern_are_drawn_first():
    s = make(["solo"], hands={"solo": ["10C", "10S", "9D", "2S", "3S", "4S", "5S", "6S"]},
             castle=["JH", "JD", "QS"])
    s, _ = play(s, "solo", "10C")  # JH: exactly 20 -> face down on top of the tavern
    assert s.tavern[0] == "JH" and s.tavern_known == 1
    s = edit(s, damage=10)
    s, _ = play(s, "solo", "10S")  # JD: exactly the 10 left -> on top of JH
    assert s.tavern[:2] == ["JD", "JH"] and s.tavern_known == 2
    view = G.public_view(s)
    assert view["tavern_known"] == ["JD", "JH"] and view["tavern_top"] == "JD"
    s, ev = play(s, "solo", "9D")  # QS: diamonds 9, the hand has room for 3: JD, JH, one more
    assert s.hands["solo"][5:7] == ["JD", "JH"] and len(s.hands["solo"]) == 8
    assert s.tavern_known == 0 and G.public_view(s)["tavern_top"] is None
    drew = next(e for e in ev if e["type"] == "drew")
    assert "JD" not in str({k: v for k, v in drew.items() if k != "secret"})


def test_killing_the_last_enemy_wins():
    s = make(hands=HANDS_2, castle=["JD"])
    s = edit(s, damage=15)
    s2, ev = play(s, "you", "AD", "9D")
    assert s2.phase == "ended" and s2.result["winners"] == ["you", "ada"]
    assert s2.result["reason"] == "victory" and s2.result["medal"] is None
    assert ev[-1]["type"] == "game_over"
    refused(s2, "ada", "game_over", type="yield")


# ---- paying ----------------------------------------------------------------------------------
def test_pay_refusals_and_the_turn_passes():
    s = make(hands=HANDS_2, castle=["KH"], tavern=["10C", "9C", "8C", "7C"])
    s = edit(s, hands={**s.hands, "you": ["2C", "10S", "10H", "AD", "9D", "3C", "4C"]})
    s, _ = play(s, "you", "2C")  # strike 20
    assert s.pay_due == 20 and s.awaiting == "pay" and s.turn == "you"
    refused(s, "you", "payment_short", type="pay", cards=["10S", "AD"])
    refused(s, "you", "already_covered", type="pay", cards=["10S", "10H", "AD"])
    refused(s, "you", "already_covered", type="pay", cards=["10S", "10H", "4C", "3C"])
    refused(s, "you", "card_not_in_hand", type="pay", cards=["10S", "KD"])
    refused(s, "you", "duplicate_card", type="pay", cards=["10S", "10S"])
    refused(s, "you", "no_cards", type="pay", cards=[])
    refused(s, "ada", "not_your_turn", type="pay", cards=["AS"])
    s2, ev = pay(s, "you", "AD", "10S", "10H")  # 1, 11, then 21 >= 20: legal
    assert s2.discard == ["AD", "10S", "10H"] and s2.turn == "ada" and s2.awaiting == "play"
    assert types(ev) == ["paid", "turn"]
    s3, _ = pay(s, "you", "4C", "3C", "9D", "10S")  # 4, 7, 16, 26
    assert s3.turn == "ada"


def test_whole_hand_cannot_cover_the_table_loses():
    s = make(hands=HANDS_2, castle=["KS"], first="ada")
    s2, _ev = play(s, "ada", "AS", "AH")
    assert s2.phase == "ended" and s2.result["reason"] == "cannot_pay"
    assert s2.result["winners"] == [] and s2.result["losers"] == ["you", "ada"]
    assert s2.awaiting is None


def test_strike_of_zero_needs_no_payment():
    s = make(hands=HANDS_2, castle=["JC"])
    s2, ev = play(s, "you", "10S")
    assert s2.turn == "ada" and s2.awaiting == "play"
    assert {"type": "strike", "seat": "you", "amount": 0} in ev


def test_a_turn_beginning_with_an_empty_hand_loses():
    s = make(hands=HANDS_2, castle=["JC", "QC"])
    s = edit(s, hands={**s.hands, "ada": []}, discard=HANDS_2["ada"])
    s2, _ev = play(s, "you", "10S")  # strike 0, turn to ada with nothing
    assert s2.phase == "ended" and s2.result["reason"] == "empty_hand" and s2.result["seat"] == "ada"


def test_defeat_with_the_last_card_then_empty_hand_loses():
    s = make(hands=HANDS_2, castle=["JH", "QC"])
    s = edit(s, hands={**s.hands, "you": ["10C"]}, damage=0)
    s2, _ = play(s, "you", "10C")
    assert s2.result["reason"] == "empty_hand" and s2.result["enemies_defeated"] == 1


def test_jester_paid_for_zero_before_cover_never_after():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["QH"])
    s = edit(s, hands={**s.hands, "you": ["2C", "X1", "10H", "9D", "AD", "3C"]})
    s, _ = play(s, "you", "2C")  # strike 15
    refused(s, "you", "already_covered", type="pay", cards=["10H", "9D", "X1"])
    s2, _ = pay(s, "you", "X1", "10H", "9D")
    assert "X1" in s2.discard


# ---- yield -----------------------------------------------------------------------------------
def test_yield_strikes_and_someone_must_play():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["JC"])
    s, ev = act(s, "you", type="yield")
    assert types(ev)[:2] == ["yielded", "strike"] and s.pay_due == 10
    s, _ = pay(s, "you", "10H")
    s, _ = act(s, "ada", type="yield")
    s, _ = pay(s, "ada", "AS", "AH", "2S", "2H", "4D")
    assert s.turn == "bo"
    refused(s, "bo", "must_play", type="yield")
    assert {"type": "yield"} not in G.legal_actions(s, "bo")
    s, _ = play(s, "bo", "8S")
    s, _ = pay(s, "bo", "5S")
    s, _ = act(s, "you", type="yield")  # bo played on their latest turn
    assert s.awaiting == "pay"


def test_yield_ignores_vacated_seats():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["JC"])
    s, _ = act(s, "you", type="yield")
    s, _ = pay(s, "you", "10H")
    s, _ = act(s, "bo", type="leave")  # bo never yielded, but no longer counts
    refused(s, "ada", "must_play", type="yield")


def test_last_seated_player_of_a_bigger_game_follows_the_solo_ruling():
    s = make(hands=HANDS_2, castle=["JC"])
    s, _ = act(s, "ada", type="leave")
    s, _ = act(s, "you", type="yield")
    s, _ = pay(s, "you", "10H")
    assert s.turn == "you"
    refused(s, "you", "yield_twice", type="yield")


def test_solo_may_not_yield_twice_in_a_row():
    s = make(["solo"], hands={"solo": SOLO_HAND}, castle=["JC", "QC"])
    s, _ = act(s, "solo", type="yield")
    s, _ = pay(s, "solo", "10H")
    refused(s, "solo", "yield_twice", type="yield")
    s, _ = play(s, "solo", "9D")
    s, _ = pay(s, "solo", "10D")
    s, _ = act(s, "solo", type="yield")
    assert s.awaiting == "pay"


# ---- jesters (2+ players) --------------------------------------------------------------------
def jester_table(enemy="KS"):
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=[enemy, "KH"])
    return s


def test_jester_removes_immunity_and_blocked_spades_count_at_once():
    s = jester_table("KS")
    s = edit(s, turn="bo")
    s, _ = play(s, "bo", "8S")  # blocked: KS is immune to spades
    assert s.blocked_spades == 8 and s.enemy["attack"] == 20
    s, _ = pay(s, "bo", "5S", "5H", "6D", "7C")
    assert s.turn == "you"
    s, ev = play(s, "you", "X1")
    assert s.enemy == {"card": "KS", "health": 32, "attack": 12, "immune": False}
    assert s.awaiting == "choose_next" and s.turn == "you"
    assert "strike" not in types(ev) and "damage" not in types(ev)
    assert {"type": "jester", "seat": "you", "enemy": "KS", "spades_now_counting": 8} in ev


def test_jester_gives_clubs_nothing_back_but_later_clubs_double():
    s = jester_table("KC")
    s = edit(s, turn="bo")
    s, _ = play(s, "bo", "7C")
    assert s.damage == 7
    s, _ = pay(s, "bo", "5S", "5H", "6D", "8S")
    s, _ = play(s, "you", "X1")
    assert s.damage == 7
    s, _ = act(s, "you", type="choose_next", target="you")
    s, _ = play(s, "you", "2C")
    assert s.damage == 11  # immunity gone for the rest of this fight: 2C doubled


def test_immunity_comes_back_with_the_next_enemy():
    s = jester_table("JC")
    s, _ = play(s, "you", "X1")
    s, _ = act(s, "you", type="choose_next", target="you")
    s = edit(s, damage=18)
    s, _ = play(s, "you", "2C")  # 4 damage: overkill
    assert s.enemy == {"card": "KH", "health": 40, "attack": 20, "immune": True}
    assert not s.immunity_removed


def test_choose_next_any_seated_player_including_self():
    base = jester_table()
    s, _ = play(base, "you", "X1")
    assert sorted(a["target"] for a in G.legal_actions(s, "you")) == ["ada", "bo", "you"]
    refused(s, "you", "unknown_player", type="choose_next", target="zed")
    refused(s, "ada", "not_your_turn", type="choose_next", target="ada")
    refused(s, "you", "wrong_step", type="play", cards=["AD"])
    for target in ("you", "ada", "bo"):
        s2, _ev = act(s, "you", type="choose_next", target=target)
        assert s2.turn == target and s2.awaiting == "play"
        assert s2.enemy["health"] == 40
    s3, _ = act(s, "bo", type="leave")
    refused(s3, "you", "player_left", type="choose_next", target="bo")
    refused(base, "you", "wrong_step", type="choose_next", target="ada")


def test_speech_window():
    base = jester_table()
    refused(base, "ada", "say_not_open", type="say", wish="go")
    s, _ = play(base, "you", "X1")
    refused(s, "you", "chooser_cannot_say", type="say", wish="go")
    s, ev = act(s, "ada", type="say", wish="go")
    assert ev == [{"type": "said", "seat": "ada", "wish": "go"}]
    s, _ = act(s, "bo", type="say", wish="rather_not")
    s, _ = act(s, "ada", type="say", wish="rather_not")  # changeable until the choice
    assert G.public_view(s)["speech"] == {"ada": "rather_not", "bo": "rather_not"}
    assert {"type": "say", "wish": "go"} in G.legal_actions(s, "bo")
    s2, ev = act(s, "you", type="choose_next", target="bo")
    assert ev[0]["speech"] == {"ada": "rather_not", "bo": "rather_not"}
    assert G.public_view(s2)["speech"] == {}
    refused(s2, "ada", "say_not_open", type="say", wish="go")
    with pytest.raises(RulesError) as e:  # only the two preset statements exist
        G.apply(s, "ada", {"type": "say", "wish": "play the ten"}, 0)
    assert e.value.code == "bad_action"
    with pytest.raises(RulesError):
        G.apply(s, "ada", {"type": "say", "wish": "go", "text": "hi"}, 0)


def test_a_leaver_loses_their_statement():
    s, _ = play(jester_table(), "you", "X1")
    s, _ = act(s, "ada", type="say", wish="go")
    s, _ = act(s, "ada", type="leave")
    assert s.speech == {} and s.turn == "you" and s.awaiting == "choose_next"
    refused(s, "ada", "not_seated", type="say", wish="go")


def test_second_jester_against_the_same_enemy_is_legal():
    hands = {"p1": ["X1", "2S", "3S", "4S", "5S"], "p2": ["X2", "2H", "3H", "4H", "5H"],
             "p3": ["AC", "2C", "3C", "4C", "5C"], "p4": ["AD", "2D", "3D", "4D", "5D"]}
    s = make(["p1", "p2", "p3", "p4"], hands=hands, castle=["KC"])
    s, _ = play(s, "p1", "X1")
    s, _ = act(s, "p1", type="choose_next", target="p2")
    s, _ = play(s, "p2", "X2")
    assert s.awaiting == "choose_next" and s.turn == "p2" and s.played == ["X1", "X2"]


# ---- solo jesters ----------------------------------------------------------------------------
def solo(hand=None, tavern=None, castle=("KC",)):
    return make(["solo"], hands={"solo": hand or SOLO_HAND}, tavern=tavern, castle=list(castle))


def test_solo_jester_at_start_of_turn():
    s = solo(tavern=["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"])
    s2, ev = act(s, "solo", type="solo_jester")
    assert s2.hands["solo"] == ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]
    assert sorted(s2.discard) == sorted(SOLO_HAND) and s2.jesters_used == 1
    assert s2.awaiting == "play" and s2.enemy["immune"]
    assert ev[0]["secret"] == {"cards": s2.hands["solo"]} and ev[0]["discarded"] == SOLO_HAND
    assert G.public_view(s2)["solo_jesters_left"] == 1


def test_solo_jester_when_paying_and_both_in_a_row():
    s = solo()
    s, _ = play(s, "solo", "8D")  # strike 20
    s, _ = act(s, "solo", type="solo_jester")
    assert s.awaiting == "pay" and s.pay_due == 20 and len(s.hands["solo"]) == 8
    s, _ = act(s, "solo", type="solo_jester")
    assert s.jesters_used == 2
    refused(s, "solo", "no_jesters_left", type="solo_jester")


def test_solo_jester_draws_fewer_when_the_tavern_is_short():
    s = edit(solo(), tavern=["2S", "3S"])
    s2, _ = act(s, "solo", type="solo_jester")
    assert s2.hands["solo"] == ["2S", "3S"] and s2.tavern == []


def test_solo_jester_refused_in_a_bigger_game():
    s = make(hands=HANDS_2)
    refused(s, "you", "not_solo", type="solo_jester")
    assert {"type": "solo_jester"} not in G.legal_actions(s, "you")


def test_solo_cannot_cover_with_a_jester_left_waits_for_it():
    s = solo(hand=["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C"], tavern=["10S", "10H", "10D", "10C"])
    s, _ = play(s, "solo", "2C")  # strike 20, hand worth 10
    assert s.phase == "play" and s.awaiting == "pay"
    assert G.legal_actions(s, "solo") == [{"type": "solo_jester"}]
    refused(s, "solo", "payment_short", type="pay", cards=["AS", "AH", "AD", "AC", "2S", "2H", "2D"])
    s, _ = act(s, "solo", type="solo_jester")
    s, _ = pay(s, "solo", "10S", "10H")
    assert s.jesters_used == 1


def test_solo_cannot_cover_with_no_jester_left_loses():
    s = edit(solo(hand=["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C"]), jesters_used=2)
    s, _ = play(s, "solo", "2C")
    assert s.result["reason"] == "cannot_pay"
    s = edit(solo(hand=["AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C"]), jesters_used=1,
             tavern=["3S"])
    s, _ = play(s, "solo", "2C")
    s, _ev = act(s, "solo", type="solo_jester")  # draws only 3S: still short, none left
    assert s.result["reason"] == "cannot_pay" and s.result["jesters_used"] == 2


def test_solo_empty_hand_turn_waits_for_a_jester():
    s = solo(castle=("JC", "QC"))
    s = edit(s, hands={"solo": ["10S"]}, discard=SOLO_HAND[:3] + SOLO_HAND[4:])
    s, _ = play(s, "solo", "10S")  # strike 0: the turn comes back with an empty hand
    assert s.phase == "play" and G.legal_actions(s, "solo") == [{"type": "solo_jester"}]
    refused(s, "solo", "empty_hand", type="yield")
    s, _ = act(s, "solo", type="solo_jester")
    assert len(s.hands["solo"]) == 8
    s2 = edit(s, hands={"solo": []}, jesters_used=2)
    s2, _ = act(s2, "solo", type="leave")
    assert s2.result["reason"] == "abandoned"


def test_solo_medals():
    for used, medal in [(0, "gold"), (1, "silver"), (2, "bronze")]:
        s = edit(solo(castle=("JD",)), jesters_used=used)
        s, _ = play(s, "solo", "10C")
        assert s.result["medal"] == medal and s.result["winners"] == ["solo"]


# ---- seats and time --------------------------------------------------------------------------
def test_89_seconds_do_nothing_90_vacate():
    s = make(hands=HANDS_2, castle=["KH"])
    assert G.deadline(s) == 90 and G.public_view(s)["deadline"] == 90
    s1, ev = G.tick(s, 89)
    assert ev == [] and s1.turn == "you" and s1.left == []
    s2, ev = G.tick(s1, 90)
    assert ev[0] == {"type": "vacated", "seat": "you", "why": "timeout", "cards": HANDS_2["you"]}
    assert s2.left == ["you"] and s2.hands["you"] == [] and s2.discard == HANDS_2["you"]
    assert s2.turn == "ada" and s2.awaiting == "play" and s2.deadline == 180
    assert G.public_view(s2)["players"]["you"]["status"] == "left"
    refused(s2, "you", "not_seated", type="yield")


def test_an_action_restarts_the_clock_a_refused_one_does_not():
    s = make(hands=HANDS_2, castle=["KH"])
    s, _ = play(s, "you", "2C", now=50)
    assert s.deadline == 140 and s.awaiting == "pay"
    with pytest.raises(RulesError):
        G.apply(s, "you", {"type": "pay", "cards": ["3C"]}, 100)
    s2, ev = G.tick(s, 139)
    assert ev == []
    s3, ev = G.tick(s2, 140)
    assert ev[0]["type"] == "vacated" and s3.turn == "ada" and s3.pay_due == 0
    assert s3.enemy["health"] == 36  # the enemy and its damage stay; the strike is dropped


def test_timeout_while_choosing_and_speech_does_not_restart_it():
    s, _ = play(jester_table(), "you", "X1", now=10)
    s, _ = act(s, "ada", now=80, type="say", wish="go")
    assert s.deadline == 100
    s, ev = G.tick(s, 100)
    assert ev[0]["seat"] == "you" and s.turn == "ada" and s.awaiting == "play" and s.speech == {}


def test_one_long_tick_vacates_seats_in_deadline_order():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["KH"])
    s2, ev = G.tick(s, 200)
    assert [e["seat"] for e in ev if e["type"] == "vacated"] == ["you", "ada"]
    assert s2.turn == "bo" and s2.deadline == 270
    s3, ev = G.tick(s, 270)
    assert [e["seat"] for e in ev if e["type"] == "vacated"] == ["you", "ada", "bo"]
    assert s3.phase == "ended" and s3.result["reason"] == "abandoned"
    assert s3.result["winners"] == [] and s3.result["losers"] == []


def test_leave_is_a_vacate_at_once():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["KH"])
    s2, _ = act(s, "ada", now=30, type="leave")  # not awaited: just leaves
    assert s2.turn == "you" and s2.deadline == 90 and s2.discard == HANDS_3["ada"]
    s3, _ = act(s2, "you", now=40, type="leave")
    assert s3.turn == "bo" and s3.deadline == 130
    s4, _ev = act(s3, "bo", now=41, type="leave")
    assert s4.result["reason"] == "abandoned"


def test_winners_are_the_seats_still_seated():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["JD"])
    s, _ = act(s, "bo", type="leave")
    s = edit(s, damage=10)
    s, _ = play(s, "you", "AD", "9D")
    assert s.result["winners"] == ["you", "ada"] and s.result["losers"] == ["bo"]


def test_long_silence_ends_abandoned_with_the_figures():
    s = make(hands=HANDS_2)
    s2, _ = G.tick(s, 10_000)
    assert s2.phase == "ended" and "enemies_defeated" in s2.result


# ---- views -----------------------------------------------------------------------------------
def test_public_view_contents():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["KS", "QH"])
    s, _ = play(s, "you", "2C")
    v = G.public_view(s)
    assert v["enemy"] == {"card": "KS", "rank": "K", "suit": "S", "health": 36, "max_health": 40,
                          "attack": 20, "base_attack": 20, "shields": 0, "blocked_spades": 0,
                          "immune": True}
    assert v["played"] == ["2C"] and v["discard"] == [] and v["discard_count"] == 0
    assert v["awaiting"] == {"type": "pay", "seat": "you", "deadline": 90, "amount": 20}
    assert v["players"]["you"] == {"hand_count": 5, "status": "to_pay", "yielded_last_turn": False}
    assert v["players"]["ada"]["status"] == "waiting"
    assert v["castle_count"] == 1 and v["next_enemy_rank"] == "Q" and v["tavern_count"] == 23
    assert v["log"][-1]["type"] == "strike"
    for _seat, hand in s.hands.items():
        for card in hand:
            assert card not in str(v), card


def test_private_view_has_the_hand_and_legal_moves():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["KS"])
    v = G.private_view(s, "you")
    assert v["hand"] == ["AD", "2C", "3C", "9D", "10H", "X1"]
    assert {"type": "play", "cards": ["X1"]} in v["legal"]
    assert {"type": "play", "cards": ["AD", "2C"]} in v["legal"]
    assert {"type": "yield"} in v["legal"]
    assert G.private_view(s, "ada")["legal"] == []


def test_preview_play_helper():
    s = make(["you", "ada", "bo"], hands=HANDS_3, castle=["KS"])
    p = G.preview_play(s, "you", ["AD", "9D"])
    assert p["legal"] and p["value"] == 10 and p["damage"] == 10 and p["powers"] == ["D"]
    assert p["diamonds"] == 2 and p["blocked"] is None and not p["defeats"]
    p = G.preview_play(s, "you", ["2C", "3C"])
    assert not p["legal"] and p["error"] == "not_a_combo"
    p = G.preview_play(s, "ada", ["AS", "AH"])
    assert not p["legal"] and p["error"] == "not_your_turn" and p["combo_error"] is None
    p = G.preview_play(s, "you", ["X1"])
    assert p["legal"] and p["jester"] and p["removes_immunity"]
    s2 = edit(s, turn="bo")
    p = G.preview_play(s2, "bo", ["8S"])
    assert p["blocked"] == "S" and p["powers"] == [] and p["attack_after"] == 20
    s3 = edit(s, damage=30)
    p = G.preview_play(s3, "you", ["AD", "9D"])
    assert p["defeats"] and p["exact"]


def test_preview_pay_helper():
    s = make(hands=HANDS_2, castle=["KH"])
    s, _ = play(s, "you", "2C")  # 20 due
    p = G.preview_pay(s, "you", ["10S"])
    assert p == {**p, "total": 10, "due": 20, "covered": False, "can_add": True, "legal": False,
                 "error": "payment_short"}
    p = G.preview_pay(s, "you", ["10S", "10H"])
    assert p["legal"] and p["covered"] and not p["can_add"]
    p = G.preview_pay(s, "you", ["10S", "10H", "3C"])
    assert not p["legal"] and p["error"] == "already_covered" and not p["can_add"]


def test_pay_options_are_minimal_and_all_accepted():
    s = make(hands=HANDS_2, castle=["KH"], tavern=["10C", "9C", "8C", "7C"])
    s, _ = play(s, "you", "2C")
    opts = [a for a in G.legal_actions(s, "you") if a["type"] == "pay"]
    assert opts
    for o in opts:
        vals = [{"A": 1, "J": 10, "Q": 15, "K": 20}.get(c[:-1]) or int(c[:-1]) for c in o["cards"]]
        assert sum(vals) >= 20 > sum(vals[:-1])
        G.apply(s, "you", o, 0)
    sets = {frozenset(o["cards"]) for o in opts}
    assert len(sets) == len(opts)


# ---- whole games through the engine API (the same games are replay scenarios) ----------------
def test_solo_game_to_gold():
    s = make(["solo"], hands={"solo": SOLO_HAND}, tavern=["7C", "7D", "6S"], castle=["JS", "QH"])
    s, _ = play(s, "solo", "10C")  # JS exactly: on top of the tavern
    s, _ = play(s, "solo", "9D")  # QH: diamonds draw JS and 7C
    assert s.hands["solo"][-2:] == ["JS", "7C"]
    s, _ = pay(s, "solo", "10H", "8D")
    s, _ = play(s, "solo", "JS")  # spades 10: attack 5
    s, _ = pay(s, "solo", "7C")
    s, _ev = play(s, "solo", "8C")  # 16 > 12 left
    assert s.result == {"winners": ["solo"], "losers": [], "reason": "victory", "medal": "gold",
                        "enemies_defeated": 2, "enemies_total": 2, "jesters_used": 0}


def test_solo_game_to_silver_with_a_jester():
    s = make(["solo"], hands={"solo": ["AS", "2S", "3S", "4S", "2H", "3H", "4H", "5H"]},
             tavern=["10C", "9C", "8C", "7C", "6C", "5C", "10D", "9D", "10S"], castle=["JH", "QD"])
    s, _ = play(s, "solo", "AS", "4H")
    s, _ = pay(s, "solo", "2S", "3S")
    s, _ = act(s, "solo", type="yield")
    s, _ = pay(s, "solo", "5H")
    refused(s, "solo", "yield_twice", type="yield")
    s, _ = act(s, "solo", type="solo_jester")
    assert s.hands["solo"] == ["10C", "9C", "8C", "7C", "6C", "5C", "10D", "9D"]
    s, _ = play(s, "solo", "10C")
    s, _ = play(s, "solo", "9C")
    s, _ = pay(s, "solo", "8C", "7C")
    s, _ = play(s, "solo", "6C")
    assert s.result["medal"] == "silver" and s.result["jesters_used"] == 1
    assert s.tavern[0] == "QD"


def test_two_player_game_lost_on_payment():
    s = make(hands=HANDS_2, tavern=["10C", "9C", "8C", "7H"], castle=["JC", "KS"])
    s, _ = play(s, "you", "10S")
    s, _ = act(s, "ada", type="yield")
    refused(s, "you", "must_play", type="yield")
    s, _ = play(s, "you", "10H")
    s, _ = play(s, "you", "AD", "9D")
    refused(s, "you", "already_covered", type="pay", cards=["JC", "10C", "2C"])
    s, _ = pay(s, "you", "JC", "10C")
    s, _ = play(s, "ada", "AS", "AH")
    assert s.result["reason"] == "cannot_pay" and s.result["losers"] == ["you", "ada"]


def test_two_player_vacate_after_90_seconds():
    s = make(hands={"you": ["AS", "AH", "AD", "AC", "2S", "2H", "2D"],
                    "ada": ["10S", "10H", "10D", "10C", "9S", "9H", "2C"]}, castle=["KH"])
    s, ev = G.tick(s, 89)
    assert ev == [] and s.turn == "you"
    s, ev = G.tick(s, 90)
    assert s.left == ["you"] and s.turn == "ada"
    s, _ = play(s, "ada", "2C", now=150)
    s, ev = G.tick(s, 239)
    assert ev == [] and s.awaiting == "pay"
    s, ev = G.tick(s, 240)
    assert s.result["reason"] == "abandoned" and s.seated == []


def test_the_log_keeps_the_latest_200_entries():
    s = jester_table()
    for i in range(230):  # as many events as 230 actions would log
        G._record(s, [{"type": "yielded", "seat": "ada", "i": i}])
    view = G.public_view(s)
    assert len(view["log"]) == 200 and view["log"][-1] == {"n": s.seq, "type": "yielded", "seat": "ada", "i": 229}
    assert [e["n"] for e in view["log"]] == list(range(s.seq - 199, s.seq + 1))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["ada", "bo"]), st.sampled_from(["go", "rather_not"])), max_size=30),
       st.sampled_from(["you", "ada", "bo"]))
def test_the_speech_window_leaves_no_trace_but_the_statements_in_force(says, target):
    """However often and in whatever rhythm the others change their minds, the public view shows
    each one's current statement only, the log gains nothing while the window is open, and the
    choice's log entry holds the statements in force when it was made: the same as if each had
    spoken once. (Each ``say`` still returns its event: the replay's log shows it.)"""
    s, _ = play(jester_table(), "you", "X1")
    logged = list(s.log)
    current: dict[str, str] = {}
    for seat, wish in says:
        s, ev = act(s, seat, type="say", wish=wish)
        assert ev == [{"type": "said", "seat": seat, "wish": wish}]
        current[seat] = wish
        view = G.public_view(s)
        assert view["speech"] == current and view["log"] == logged
    s, _ = act(s, "you", type="choose_next", target=target)
    new = [e for e in G.public_view(s)["log"] if e not in logged]
    assert [e["type"] for e in new][:1] == ["chose"] and new[0]["speech"] == current
    assert all(e["type"] != "said" for e in G.public_view(s)["log"])
    once, _ = play(jester_table(), "you", "X1")
    for seat, wish in current.items():
        once, _ = act(once, seat, type="say", wish=wish)
    once, _ = act(once, "you", type="choose_next", target=target)
    assert [{k: v for k, v in e.items() if k != "n"} for e in once.log] == \
        [{k: v for k, v in e.items() if k != "n"} for e in s.log]


def test_deep_copy_shares_nothing_mutable():
    s, _ = play(jester_table(), "you", "X1")
    s, _ = act(s, "ada", type="say", wish="go")
    c = s.model_copy(deep=True)
    assert c.model_dump_json() == s.model_dump_json()
    before = s.model_dump_json()
    c.hands["ada"].append("KD")
    for name in ("tavern", "discard", "played", "castle", "left", "log"):
        getattr(c, name).append("KD")
    c.yielded["ada"] = True
    c.speech["bo"] = "go"
    c.draw().uses += 5  # (copies share the Rng until one draws: the draw takes its own)
    c.options = c.options.model_copy()
    assert s.model_dump_json() == before
