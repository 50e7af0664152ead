"""Invariants of both gin games under random legal play (hypothesis picks the seeds).

Uniformly random play seldom reaches a knockable hand (about 0.4 % of random 11-card hands can
knock), so a uniformly random match lasts some 20 000 actions. The match tests below therefore
play random legal actions but take a knock or gin whenever one is listed — still only actions from
``legal_actions`` — which ends a match in a few thousand actions.
"""

from __future__ import annotations

import json
import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import deck
from engine.core import RulesError
from engine.registry import get_game

GAMES = ["farg-gin", "hollywood-gin"]
CARD = re.compile(r"\b(?:10|[2-9AJQK])[SHDC]\b")


def cards_in(obj) -> set[str]:
    return set(CARD.findall(json.dumps(obj)))


def check_public_view(game, state) -> None:
    view = game.public_view(state)
    settled = cards_in(view.pop("last_settlement"))  # last hand's revealed cards
    seen = cards_in(view)
    allowed = set(state.discard[-1:])
    if state.last_move and "card" in state.last_move:
        allowed.add(state.last_move["card"])
    assert seen <= allowed, (seen, allowed)
    hidden_now = set(state.stock) | set(state.discard[:-1])
    # a card revealed at the last settlement may be anywhere now; nothing else hidden shows
    assert not (seen & hidden_now - settled)


def policy(game, state, rnd: random.Random):
    moves = [(s, a) for s in state.active for a in game.legal_actions(state, s)]
    assert moves, "a running game must offer a move"
    out = [m for m in moves if m[1]["type"] in ("knock", "gin")]
    return rnd.choice(out or moves)


def play_match(gid: str, seed: int, check_every: int = 7):
    game = get_game(gid)
    rnd = random.Random(seed)
    opts = {"target": rnd.choice([60, 100])}
    state = game.new(["p", "q"], opts, seed)
    closed_before: dict[str, str] = {}
    frozen: dict[tuple[str, str], int] = {}
    steps = 0
    while state.phase != "ended":
        seat, action = policy(game, state, rnd)
        prev = state
        state, events = game.apply(state, seat, action, float(steps))
        steps += 1
        assert steps < 30_000
        # hidden details travel only in an event's secret part, and never reach the table log
        for ev in events:
            assert ("secret" in ev) == ("secret_to" in ev)
        assert not any("secret" in e for e in state.log)
        # cards are conserved
        if state.phase != "ended":
            pile = [c for h in state.hands.values() for c in h] + state.stock + state.discard
            assert sorted(pile) == sorted(deck())
            assert state.stock_count + len(state.discard) + sum(map(len, state.hands.values())) == 52
        # closed columns stay closed with the same winner, and never grow
        assert closed_before.items() <= state.closed.items()
        for col, seat_won in state.closed.items():
            for s in state.seats:
                key = (s, col)
                if key in frozen:  # frozen the moment the column closed
                    assert state.scores[s][col] == frozen[key]
                else:
                    frozen[key] = state.scores[s][col]
            assert state.scores[seat_won][col] >= opts["target"]
        closed_before = dict(state.closed)
        # scores only grow, and equal the sum of the sheet's rows
        for s in state.seats:
            for col, pts in state.scores[s].items():
                assert pts >= prev.scores[s][col]
                assert pts == sum(r["points"] for r in state.sheet if r["seat"] == s and col in r["columns"])
        if steps % check_every == 0 or state.phase == "ended":
            check_public_view(game, state)
            # the state survives a JSON round trip (the bot stores it that way)
            dumped = state.model_dump_json()
            assert game.State.model_validate_json(dumped).model_dump_json() == dumped
    return game, state, steps


def check_result(gid, state) -> None:
    res = state.result
    won = {s: len(c) for s, c in state.won.items()}
    if gid == "farg-gin":
        if res["reason"] == "suits_won":
            assert won[res["winners"][0]] >= 3
        else:
            assert sorted(won.values()) == [2, 2] and res["reason"] in ("draw", "tiebreak_total_points")
    else:
        assert res["reason"] == "columns_won" and won[res["winners"][0]] >= 2
    assert res["losers"] == [s for s in state.seats if s not in res["winners"]] or res["reason"] == "draw"


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10**6))
def test_farg_gin_matches_end_with_consistent_sheets(seed):
    _, state, _ = play_match("farg-gin", seed)
    check_result("farg-gin", state)


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10**6))
def test_hollywood_matches_end_with_consistent_sheets(seed):
    _, state, _ = play_match("hollywood-gin", seed)
    check_result("hollywood-gin", state)


@settings(max_examples=16, deadline=None)
@given(st.sampled_from(GAMES), st.integers(0, 10**6))
def test_uniform_random_play_refusals_change_nothing_and_replays_are_deterministic(gid, seed):
    game = get_game(gid)
    rnd = random.Random(seed)
    state = game.new(["p", "q"], {}, seed)
    actions = []
    for step in range(250):
        moves = [(s, a) for s in state.active for a in game.legal_actions(state, s)]
        assert moves
        if step % 5 == 0:  # something refused: wrong seat, a card not held, a wrong phase...
            other = next(s for s in state.seats if s != state.turn)
            bad = rnd.choice([
                (other, {"type": "draw", "from": "stock"}),
                (state.turn, {"type": "discard", "card": rnd.choice(state.stock)}),
                (state.turn, {"type": "pass"} if state.phase != "upcard" else {"type": "discard",
                                                                                "card": "AS"}),
                (state.turn, {"type": "knock", "discard": rnd.choice(state.stock)}),
            ])
            before = state.model_dump_json()
            try:
                game.apply(state, *bad, 0)
                raise AssertionError(f"accepted {bad}")
            except RulesError:
                pass
            assert state.model_dump_json() == before
        seat, action = rnd.choice(moves)
        actions.append((seat, action))
        state, _ = game.apply(state, seat, action, 0)
        if step % 10 == 0:
            check_public_view(game, state)
            for s in state.seats:
                view = game.private_view(state, s)
                assert view["hand"] == sorted(state.hands[s], key=lambda c: ("SHDC".index(c[-1]),
                                                                            deck().index(c)))
                melded = [c for m in view["melds"] for c in m]
                assert len(set(melded)) == len(melded)
                assert set(melded) | set(view["deadwood_cards"]) <= set(state.hands[s])
                assert view["deadwood"] <= sum(min(10, deck().index(c) % 13 + 1)
                                               for c in view["deadwood_cards"])
    again = game.new(["p", "q"], {}, seed)
    for seat, action in actions:
        again, _ = game.apply(again, seat, action, 0)
    assert again.model_dump_json() == state.model_dump_json()


def test_uniformly_random_self_play_finishes_a_match():
    """The benchmark's own player (uniform over legal actions) does end a match."""
    from engine.bench import play_random

    n = play_random("hollywood-gin", seed=3, max_actions=60_000)
    assert n < 60_000
