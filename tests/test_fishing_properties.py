"""Invariants of both Go Fish games under random legal play (hypothesis).

Across player counts 2..max and every option (hand_size, history, and for go-fish ask_mode,
ask_own_card, play_on), with random leaves mixed in:

- random legal play always ends;
- the 52 cards are conserved at every step (hands + stock + 4 per book, each card once);
- the public view never shows a hidden card (see ``check_no_hidden_card`` for what counts);
- an action is accepted exactly when legal_actions lists it, and a refused one leaves the state
  byte-for-byte equal (model_dump_json);
- the same seed and actions give the same state, also through the replay command's ``run``;
- the state survives a JSON round trip.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import RANKS, SUITS, deck, rank_of, sorted_cards
from engine.core import RulesError
from engine.registry import get_game
from engine.replay import run

GAMES = ("finns-i-sjon", "go-fish")
MAX_ACTIONS = 5000
DECK = deck()
# derandomize: the examples are fixed, so the run time is too (a long random game with
# history "full" costs seconds: every action deep-copies the whole log)
SETTINGS = settings(max_examples=40, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def tables(draw: st.DrawFn, gid: str) -> tuple[list[str], dict[str, Any], int, int]:
    game = get_game(gid)
    n = draw(st.integers(game.min_seats, game.max_seats))
    options: dict[str, Any] = {"history": draw(st.sampled_from(["recent", "full"]))}
    if draw(st.booleans()):
        options["hand_size"] = draw(st.integers(1, min(26, 52 // n)))
    if gid == "go-fish":
        options["ask_mode"] = draw(st.sampled_from(["rank", "card"]))
        options["ask_own_card"] = draw(st.booleans())
        options["play_on"] = draw(st.booleans())
    return [f"p{i}" for i in range(n)], options, draw(st.integers(0, 2**31)), draw(st.integers(0, 2**31))


# ---- the checks ----------------------------------------------------------------------------------
def check_conserved(state: Any) -> None:
    held = [c for h in state.hands.values() for c in h] + list(state.stock)
    assert len(held) == len(set(held))
    booked = [r for b in state.books.values() for r in b]
    assert len(booked) == len(set(booked))
    assert not {rank_of(c) for c in held} & set(booked)
    assert sorted(held + [f"{r}{s}" for r in booked for s in SUITS]) == sorted(DECK)
    assert len(held) + 4 * len(booked) == 52
    assert all(state.hands[s] == [] for s in state.left)


def strings(value: Any) -> list[str]:
    """Every string value (and key) anywhere in a JSON-like value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in strings(k) + strings(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in strings(v)]
    return []


def check_no_hidden_card(game: Any, state: Any, named: set[str], seen: int = 0) -> int:
    """The public view names no card that sits in a hidden place, unless the table saw it named.

    Hidden places are every hand and the stock. A card is legitimately public when the game
    itself names it on the table: a go-fish "showed" event (the drawn card of the asked rank is
    shown, rules "you show it (public event)") and, in ask_mode "card", the card a player asked
    for (the question is spoken aloud: "Charlie, your king of clubs"). Such a card may later sit
    in a hand and still appear in the log; ``named`` collects exactly these, taken from our own
    actions and from showed events checked against the draw they show, so a leaked card cannot
    whitelist itself. Everything else hidden must never appear as any string in the view.
    Books hold ranks, which are public, and never a card.

    Log entries up to number ``seen`` were checked on an earlier call: a card they name was
    public (named) or not hidden then, and a card never goes back from a book into hiding, so
    only newer entries are walked. Returns the newest entry number checked.
    """
    hidden = {c for h in state.hands.values() for c in h} | set(state.stock)
    view = game.public_view(state)
    new = [e for e in view["log"] if e["n"] > seen]
    leaked = set(strings({**view, "log": new})) & (hidden - named)
    assert not leaked, leaked
    for e in new:
        assert "secret" not in e and "secret_to" not in e
    for seat in {state.turn or state.seats[0], state.seats[state.seq % len(state.seats)]}:
        private = game.private_view(state, seat)
        assert private["hand"] == sorted_cards(state.hands[seat])
        assert private["legal"] == game.legal_actions(state, seat)
        assert {k: v for k, v in private.items() if k not in ("seat", "hand", "legal")} == view
    check_history(state, view)
    return max([seen] + [e["n"] for e in new])


def check_events(state_before: Any, seat: str, action: dict[str, Any], events: list[dict[str, Any]],
                 named: set[str]) -> None:
    """Secrets go only to the seats entitled to them; a "showed" card is the card just drawn."""
    last_draw: dict[str, str] = {}
    for e in events:
        for s in e.get("secret_to", []):
            assert s in state_before.seats
        if e["type"] == "drew":
            assert e["secret_to"] == [e["seat"]]
            last_draw[e["seat"]] = e["secret"]["card"]
        if e["type"] == "gave":
            assert sorted(e["secret_to"]) == sorted([e["seat"], e["to"]])
            assert len(e["secret"]["cards"]) == e["count"]
        if e["type"] == "showed":
            assert state_before.game == "go-fish"
            assert e["seat"] == seat and e["card"] == last_draw.get(seat)
            asked = action.get("card")
            assert e["card"] == asked if asked else rank_of(e["card"]) == action["rank"]
            named.add(e["card"])
        if e["type"] == "asked" and "card" in e:
            assert e["card"] == action["card"]
            named.add(e["card"])


def candidate_actions(state: Any, rnd: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """A few random asks from random seats, mostly illegal, to probe the refusals."""
    seats = [*state.seats, "nobody"]
    out = []
    for _ in range(1):
        action: dict[str, Any] = {"type": "ask", "target": rnd.choice(seats)}
        kind = rnd.random()
        if kind < 0.45:
            action["rank"] = rnd.choice(RANKS)
        elif kind < 0.9:
            action["card"] = rnd.choice(DECK)
        elif kind < 0.95:
            action["rank"], action["card"] = rnd.choice(RANKS), rnd.choice(DECK)
        out.append((rnd.choice(seats), action))
    return out


def check_refusals(game: Any, state: Any, rnd: random.Random) -> None:
    before = state.model_dump_json()
    for seat, action in candidate_actions(state, rnd):
        legal = seat in state.seats and action in game.legal_actions(state, seat)
        try:
            game.apply(state, seat, action, 0.0)
        except RulesError as e:
            assert not legal, (seat, action, e.code)
            assert e.code.replace("_", "").isalpha() and e.code == e.code.lower()
        else:
            assert legal, (seat, action)
    assert state.model_dump_json() == before


def check_turn(game: Any, state: Any) -> None:
    if state.phase == "ended":
        assert state.turn is None and state.result is not None
        assert all(game.legal_actions(state, s) == [] for s in state.seats)
        return
    assert state.turn in state.active and state.hands[state.turn]
    assert game.legal_actions(state, state.turn)
    assert all(game.legal_actions(state, s) == [] for s in state.seats if s != state.turn)


def check_history(state: Any, view: dict[str, Any]) -> None:
    """The table shows every move since the current player's previous turn (all with "full")."""
    ns = [e["n"] for e in view["log"]]
    if state.options.history == "full":
        assert ns == list(range(1, state.seq + 1))
    elif state.turn is not None:
        assert ns == list(range(max(1, state.turn_starts[state.turn][0]), state.seq + 1))


# ---- the property --------------------------------------------------------------------------------
def play(gid: str, seats: list[str], options: dict[str, Any], seed: int, walk: int) -> None:
    game = get_game(gid)
    rnd = random.Random(walk)
    state = game.new(seats, options, seed)
    check_conserved(state)
    named: set[str] = set()
    seen = check_no_hidden_card(game, state, named)
    history: list[tuple[str, dict[str, Any]]] = []
    leave_rate = rnd.choice([0.0, 0.0, 0.01, 0.05])
    while state.phase != "ended":
        assert len(history) < MAX_ACTIONS, "random legal play did not end"
        check_turn(game, state)
        if len(history) % 2 == 0:
            check_refusals(game, state, rnd)
        if rnd.random() < leave_rate:
            seat, action = rnd.choice(state.active), {"type": "leave"}
        else:
            seat = state.turn
            action = rnd.choice(game.legal_actions(state, seat))
        before = state
        state, events = game.apply(state, seat, action, 0.0)
        history.append((seat, action))
        check_events(before, seat, action, events, named)
        check_conserved(state)
        seen = check_no_hidden_card(game, state, named, seen)
        if len(history) % 25 == 0:
            assert type(state).model_validate_json(state.model_dump_json()) == state
    check_turn(game, state)
    result = state.result
    assert set(result["winners"]) | set(result["losers"]) == set(state.seats)
    assert result["books"] == {s: len(b) for s, b in state.books.items()}
    # a leaver cannot win: the most books among the players still seated
    best = max((result["books"][s] for s in state.active), default=0)
    assert result["winners"] == [s for s in state.active if result["books"][s] == best]
    assert set(state.left) <= set(result["losers"])
    if result["reason"] == "all_books":
        assert sum(result["books"].values()) == 13
    if result["reason"] == "players_left":
        assert len(state.active) < 2
    check_refusals(game, state, rnd)  # game_over for everything
    assert type(state).model_validate_json(state.model_dump_json()) == state

    # the same seed and actions give the same state (through the replay command's runner)
    outcome = run({"game": gid, "seats": seats, "options": options, "seed": seed,
                   "actions": [{"seat": s, **a} for s, a in history]})
    assert all(entry["ok"] for entry in outcome["log"])
    # the outcome shows the state without ``past`` (the players' memory, see engine/replay.py)
    assert outcome["state"] == state.model_dump(mode="json", exclude={"past"}) and outcome["result"] == state.result
    # what the pruned log dropped is remembered: the history holds every event, in order
    assert [e["n"] for e in game.history(state)] == list(range(1, state.seq + 1))


@SETTINGS
@given(tables("finns-i-sjon"))
def test_finns_i_sjon_random_play(table: tuple[list[str], dict[str, Any], int, int]) -> None:
    play("finns-i-sjon", *table)


@settings(SETTINGS, max_examples=60)
@given(tables("go-fish"))
def test_go_fish_random_play(table: tuple[list[str], dict[str, Any], int, int]) -> None:
    play("go-fish", *table)


def test_every_option_combination_of_go_fish_once() -> None:
    """A fixed sweep so that no option combination depends on hypothesis' luck."""
    n = 0
    for mode in ("rank", "card"):
        for own in (False, True):
            for on in (False, True):
                for history in ("recent", "full"):
                    n += 1
                    seats = [f"p{i}" for i in range(2 + n % 5)]
                    play("go-fish", seats, {"ask_mode": mode, "ask_own_card": own, "play_on": on,
                                            "history": history}, n, n)


def test_finns_i_sjon_every_player_count_once() -> None:
    for n in range(2, 9):
        play("finns-i-sjon", [f"p{i}" for i in range(n)], {"history": ("recent", "full")[n % 2]}, n, n)
