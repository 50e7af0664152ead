"""The computer players play well, shown position by position: each test sets up a moment of a
game (stacked decks, scripted moves) and checks the choice of ``good`` (and where it differs, of
``easy``)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.computer import decide, knowledge
from engine.computer import gin as gin_policy
from engine.games import gin_melds as gm
from engine.registry import get_game

FINNS = get_game("finns-i-sjon")
GOFISH = get_game("go-fish")
SANK = get_game("sankpass")
FARG = get_game("farg-gin")
HOLLY = get_game("hollywood-gin")


def C(text: str) -> list[str]:
    return text.split()


def play(game: Any, state: Any, *moves: tuple[str, dict[str, Any]]) -> Any:
    for seat, action in moves:
        state, _ = game.apply(state, seat, action, 0.0)
    return state


def choice(game: Any, state: Any, seat: str, level: str = "good", seed: int = 1) -> dict[str, Any]:
    assert state.turn == seat
    return decide(game.id, knowledge(game, state, seat), level, seed)


def ask(target: str, rank: str) -> dict[str, Any]:
    return {"type": "ask", "target": target, "rank": rank}


# ---- fishing ---------------------------------------------------------------------------------------
def listening_table() -> Any:
    """Ada asked bo for a seven at the start; two turns later it is off the table's window."""
    state = FINNS.new(["me", "ada", "bo"], {}, 3, first="ada", setup={
        "hands": {"me": C("7S 2C 3C 4C 5D 6D 9H"), "ada": C("7H KS KH QS QH JS JH"),
                  "bo": C("8S 8H 8D 10S 10H AS AH")},
        "stock": C("2H 3H 4H 5H 6H 9D 9C")})
    return play(FINNS, state,
                ("ada", ask("bo", "7")),  # no: ada holds a seven
                ("bo", ask("me", "8")),
                ("me", ask("bo", "5")),
                ("ada", ask("bo", "K")),
                ("bo", ask("ada", "A")))


def test_good_fishing_asks_where_a_card_was_heard_even_off_the_tables_window() -> None:
    state = listening_table()
    know = knowledge(FINNS, state, "me")
    heard = {"type": "asked", "seat": "ada", "target": "bo", "rank": "7"}
    assert not any(heard.items() <= e.items() for e in know.view["log"])  # the table no longer shows it
    assert any(heard.items() <= e.items() for e in know.history)  # but it was announced
    assert choice(FINNS, state, "me") == ask("ada", "7")
    state = play(FINNS, state, ("me", ask("ada", "7")))
    assert state.turn == "me" and "7H" in state.hands["me"]


def test_easy_fishing_forgets_what_is_long_past() -> None:
    state = listening_table()
    found = sum(choice(FINNS, state, "me", "easy", seed) == ask("ada", "7") for seed in range(40))
    assert found < 20  # now and then by chance; good always (above)


def test_good_fishing_does_not_ask_again_for_a_rank_just_denied() -> None:
    state = FINNS.new(["me", "op"], {}, 1, first="me", setup={
        "hands": {"me": C("3C 3D 5C 5D 9S 10S QS"), "op": C("2C 2D 4S 6H 8H KC KD")},
        "stock": C("AS AH 7D")})
    state = play(FINNS, state, ("me", ask("op", "3")), ("op", ask("me", "K")))
    assert choice(FINNS, state, "me") == ask("op", "5")


def test_good_go_fish_by_card_asks_for_the_card_it_saw_handed_over() -> None:
    state = GOFISH.new(["me", "op"], {"ask_mode": "card"}, 1, first="op", setup={
        "hands": {"me": C("7H 7C 2C 3C 4C 5C 6C"), "op": C("7D KS KH QS QH JS 9D")},
        "stock": C("AD AH 8C 8D")})
    state = play(GOFISH, state,
                 ("op", {"type": "ask", "target": "me", "card": "7H"}),  # handed over: op holds 7H
                 ("op", {"type": "ask", "target": "me", "card": "KD"}))  # no; op fishes AD
    assert choice(GOFISH, state, "me") == {"type": "ask", "target": "op", "card": "7H"}


# ---- Sänkpass --------------------------------------------------------------------------------------
def sank(hands: dict[str, str], top: str | None, **options: Any) -> Any:
    size = len(next(iter(hands.values())).split())
    setup: dict[str, Any] = {"hands": {s: C(h) for s, h in hands.items()}}
    if top:
        setup["start_card"] = top
    return SANK.new(list(hands), {"hand_size": size, "reveal": "choice", **options}, 1,
                    first=next(iter(hands)), setup=setup)


def test_good_sankpass_never_matches_while_another_card_does_not() -> None:
    state = sank({"me": "7S 7H 3C", "a": "2S 2H 2D", "b": "4S 4H 4D"}, "7D")
    assert choice(SANK, state, "me") == {"type": "play", "card": "3C"}
    for seed in range(20):
        assert choice(SANK, state, "me", "easy", seed) == {"type": "play", "card": "3C"}


def test_good_sankpass_goes_higher_with_its_lowest_card_that_does() -> None:
    state = sank({"me": "2H 6C 9D KS", "a": "3S 3H 3D 3C", "b": "4S 4H 4D 4C"}, "5D")
    assert choice(SANK, state, "me") == {"type": "play", "card": "6C"}


def test_good_sankpass_sinks_with_its_lowest_card_when_nothing_goes_higher() -> None:
    state = sank({"me": "8D 3C QS", "a": "4S 4H 4D", "b": "5S 5H 5D"}, "X1")
    assert choice(SANK, state, "me") == {"type": "play", "card": "3C"}


def test_good_sankpass_leaves_the_next_players_last_card_its_own_rank() -> None:
    """The next player shows a lone 9: a 9 on top forces them to match (and lose), even though
    it is a sink for us; the king would only let them win."""
    state = sank({"me": "9H KD 3C", "nx": "9S 2C 2D", "th": "4S 4H 4D"}, "QD")
    state.hands["nx"] = ["9S"]
    state.revealed = ["nx"]
    assert choice(SANK, state, "me") == {"type": "play", "card": "9H"}
    state = play(SANK, state, ("me", {"type": "play", "card": "9H"}), ("nx", {"type": "play", "card": "9S"}))
    assert state.result["reason"] == "matched" and state.result["loser"] == "nx"
    assert "me" in state.result["winners"]


def test_good_sankpass_chooses_the_ace_value_that_goes_higher() -> None:
    state = sank({"me": "AS 4C", "a": "2S 2H", "b": "6S 6H"}, "KD", ace="choice")
    assert choice(SANK, state, "me") == {"type": "play", "card": "AS", "ace": "high"}


def sank_share(state: Any, first: dict[str, Any], games: int = 200) -> float:
    """``me``'s share of the wins when it plays ``first`` and then as ``good``, the others ``easy``."""
    import random

    won = 0.0
    for k in range(games):
        rnd = random.Random(k)
        st, _ = SANK.apply(state, "me", first, 0.0)
        while st.phase != "ended":
            seat = st.turn
            level = "good" if seat == "me" else "easy"
            st, _ = SANK.apply(st, seat, decide("sankpass", knowledge(SANK, st, seat), level, rnd.getrandbits(32)), 0.0)
        winners = st.result["winners"]
        won += 1 / len(winners) if "me" in winners else 0
    return won / games


def test_good_sankpass_in_the_endgame_plays_what_its_rollouts_find_best() -> None:
    """Every hand shown, three cards each, an 8 on top. The rule alone would go higher with the 9
    (its lowest card that does); the rollouts find the sink with the 7 better: from here, against
    two easy players, it wins far more often."""
    state = sank({"me": "7H 9D 4S", "a": "10D 5C QD", "b": "10H 7D 8D"}, "8H", reveal="all")
    for seed in range(5):
        assert choice(SANK, state, "me", seed=seed) == {"type": "play", "card": "7H"}
    assert sank_share(state, {"type": "play", "card": "7H"}) > sank_share(state, {"type": "play", "card": "9D"}) + 0.2


def test_a_computer_never_shows_its_hand_and_hides_a_shown_one() -> None:
    state = sank({"me": "2H 6C 9D", "a": "3S 3H 3D", "b": "4S 4H 4D"}, "5D")
    for level in ("easy", "good"):
        for seed in range(10):
            assert choice(SANK, state, "me", level, seed)["type"] == "play"
    state = play(SANK, state, ("a", {"type": "reveal"}))
    assert decide("sankpass", knowledge(SANK, state, "a"), "good", 1) == {"type": "hide"}


# ---- gin --------------------------------------------------------------------------------------------
JUNK = C("KD QS JH 10C 8S 6D 4C 2D 9H 7S 5D 3H QC JD 10H 9C 8H 6S 4D 3S")


def gin(game: Any, hand: str, upcard: str, other: str | None = None, stock: str = "", **scores: int) -> Any:
    """``a`` is förhand with ``hand``; ``b`` deals and holds ``other`` (by default ten cards that
    do not fit together); ``stock`` stacks the top of the stock."""
    used = set(C(hand)) | {upcard} | set(C(stock))
    b = C(other) if other else [c for c in JUNK if c not in used][:10]
    deal: dict[str, Any] = {"dealer": "b", "upcard": upcard, "hands": {"a": C(hand), "b": b}}
    if stock:
        deal["stock"] = C(stock)
    state = game.new(["a", "b"], {}, 1, setup={"deals": [deal]})
    for col, pts in scores.items():
        state.scores["a"][col] = pts
    return state


def test_good_gin_takes_an_up_card_that_completes_a_meld_and_passes_a_useless_one() -> None:
    hand = "5H 6H KS QD JC 9S 2C 3D 8C 4S"
    for game in (FARG, HOLLY):
        assert choice(game, gin(game, hand, "7H"), "a") == {"type": "take_upcard"}
        assert choice(game, gin(game, hand, "KC"), "a") == {"type": "pass"}
        assert choice(game, gin(game, hand, "7H"), "a", "easy") == {"type": "take_upcard"}


def test_good_gin_draws_the_discard_that_completes_a_meld() -> None:
    other = "3S 10S QS 4H 9H KD 2H 4C 6C 7D"  # b holds 4C 6C: a 5C makes a run, a king nothing
    for thrown, source in (("5C", "discard"), ("KS", "stock")):
        state = gin(FARG, "5H 6H KS QD JC 9S 5C 3D 8C 4S", "AH", other=other, stock="AD")
        state = play(FARG, state, ("a", {"type": "pass"}), ("b", {"type": "pass"}),
                     ("a", {"type": "draw", "from": "stock"}), ("a", {"type": "discard", "card": thrown}))
        assert choice(FARG, state, "b") == {"type": "draw", "from": source}


def test_good_gin_knocks_early_with_low_deadwood_and_goes_gin_when_it_can() -> None:
    hand = "AS 2S 3S 4H 5H 6H 7D 8D 9D KC"
    state = play(HOLLY, gin(HOLLY, hand, "2C"), ("a", {"type": "take_upcard"}))
    assert choice(HOLLY, state, "a") == {"type": "knock", "discard": "KC"}  # 2 deadwood left
    # Färg-gin: the melds that leave 8 deadwood keep spades and clubs open (12 points or so in
    # two columns), where the least deadwood (2) leaves clubs only (18 in one): it knocks so
    state = play(FARG, gin(FARG, hand, "2C"), ("a", {"type": "take_upcard"}))
    assert choice(FARG, state, "a") == {"type": "knock", "discard": "KC",
                                        "melds": [["4H", "5H", "6H"], ["7D", "8D", "9D"]]}
    state = play(HOLLY, gin(HOLLY, hand, "10D"), ("a", {"type": "take_upcard"}))
    assert choice(HOLLY, state, "a") == {"type": "gin", "discard": "KC"}
    # easy knocks too; with 11 deadwood nobody may, and good discards the king
    state = play(FARG, gin(FARG, "AS 2S 3S 4H 5H 6H 7D 8D KD KC", "QC"), ("a", {"type": "take_upcard"}))
    assert choice(FARG, state, "a")["type"] == "discard"


def test_good_farg_gin_chooses_the_arrangement_that_closes_a_suit() -> None:
    """AH 2H 3H + AS AD AC + 5C 6C 7C leaves 2 deadwood but blocks hearts; the four aces + the
    clubs run leave 7 and keep hearts open — where a's 90 points close the suit."""
    hand = "AS AH AD AC 2H 3H 5C 6C 7C 2D"
    state = play(FARG, gin(FARG, hand, "9H", stock="KS", H=90), ("a", {"type": "pass"}), ("b", {"type": "pass"}),
                 ("a", {"type": "draw", "from": "stock"}))
    know = knowledge(FARG, state, "a")
    action = decide("farg-gin", know, "good", 1)
    assert action["type"] == "knock" and action["discard"] == "KS"
    assert "H" in gin_policy._choice_of(know.view, action)["columns"]
    default = next(c for c in know.view["go_out_choices"] if c["default"] and c["discard"] == "KS")
    assert default["deadwood"] == 2 and "H" not in default["columns"]  # least deadwood blocks hearts
    state = play(FARG, state, ("a", action))
    assert state.closed.get("H") == "a"


def test_good_gin_discards_deadwood_and_keeps_its_melds() -> None:
    state = play(FARG, gin(FARG, "5H 6H 7H 2S 2D KS QD 9C 3C 8S", "2C"), ("a", {"type": "take_upcard"}))
    action = choice(FARG, state, "a")
    assert action["type"] == "discard" and action["card"] in C("KS QD 9C 8S")


def test_good_gin_remembers_the_pile_and_what_the_opponent_took() -> None:
    state = gin(FARG, "5H 6H KS QD JC 9S 2C 3D 8C 4S", "KH", other="3S 10S QS 4H 9H KD 2H 4C 6C 7D")
    state = play(FARG, state, ("a", {"type": "pass"}), ("b", {"type": "take_upcard"}),
                 ("b", {"type": "discard", "card": "2H"}), ("a", {"type": "draw", "from": "stock"}))
    t = gin_policy.table_of(knowledge(FARG, state, "a"))
    assert t.opp_known == gm.to_mask(["KH"])  # b took it and still holds it
    assert t.opp_thrown == gm.to_mask(["2H"])
    assert t.pile == gm.to_mask(["2H"]) and not t.unseen & gm.to_mask(["KH", "2H"])
    a_discard = next(c for c in state.hands["a"] if c not in C("5H 6H"))
    state = play(FARG, state, ("a", {"type": "discard", "card": a_discard}),
                 ("b", {"type": "draw", "from": "stock"}), ("b", {"type": "discard", "card": "KH"}))
    t = gin_policy.table_of(knowledge(FARG, state, "a"))
    assert t.opp_known == 0 and t.pile == gm.to_mask(["2H", a_discard, "KH"])
    assert knowledge(FARG, state, "a").view["discard_top"] == "KH"  # the table shows the top only


def test_easy_gin_knocks_the_moment_it_may() -> None:
    hand = "AS 2S 3S 4H 5H 6H 7D 8D 9D KC"
    state = play(FARG, gin(FARG, hand, "9C"), ("a", {"type": "take_upcard"}))
    assert choice(FARG, state, "a", "easy")["type"] == "knock"


def _chance_stuck(hand10: int, unseen: list[int]) -> float:
    """The share of the unseen cards whose draw still leaves ``hand10`` unable to knock."""
    now = gm.min_deadwood(hand10)
    return sum(min(now, gm.min_deadwood_after_discard(hand10 | 1 << b)) > gm.KNOCK_LIMIT for b in unseen) / len(unseen)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=11, max_size=11, unique=True), st.randoms(use_true_random=False))
def test_good_gin_discards_for_the_best_chance_to_knock_after_the_next_draw(cards: list[int], rnd: Any) -> None:
    # the hand is a race to the knock: of its discards, good keeps ten that (within one draw in
    # twenty) the most draws from the stock let go out, whatever deadwood the others would save
    # (nothing known of the opponent, so no card is kept back for it)
    hand = sum(1 << b for b in cards)
    t = gin_policy.Table(hand=hand)
    unseen = [b for b in range(52) if not hand >> b & 1]
    chosen = gin_policy.best_discard(t, cards, rnd)
    best = min(_chance_stuck(hand ^ 1 << b, unseen) for b in cards)
    assert _chance_stuck(hand ^ 1 << chosen, unseen) <= best + 0.05
