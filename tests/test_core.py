"""The engine core (engine/core.py) and dealing (engine/dealing.py), on a tiny game of our own.

``Tally`` is the smallest game the protocol allows: every seat holds one card, on your turn you
``bump`` a counter or ``pass``; three bumps end it. It lets these tests pin down what the core
guarantees to every game (copy-on-apply, refusals, numbering, clock, idle end) without relying on
any real game's rules.
"""

from __future__ import annotations

from typing import Any, Literal

import pytest
from pydantic import Field

from engine.cards import deck
from engine.core import (
    IDLE_TIMEOUT,
    Action,
    BaseState,
    Event,
    Game,
    Leave,
    Options,
    Rng,
    RulesError,
    SetupError,
    card_list,
    event_for,
    game_state,
    public_event,
)
from engine.dealing import check_keys, deal
from engine.registry import game_ids, get_game


class TallyOptions(Options):
    goal: int = Field(default=3, ge=1)
    timer: float | None = None


class Bump(Action):
    type: Literal["bump"] = "bump"
    by: int = 1


class Pass(Action):
    type: Literal["pass"] = "pass"


@game_state
class TallyState(BaseState):
    game: str = "tally"
    options: TallyOptions
    count: int = 0
    fired: int = 0


class Tally(Game[TallyState]):
    id = "tally"
    min_seats = 2
    max_seats = 3
    Options = TallyOptions
    State = TallyState
    actions = {"bump": Bump, "pass": Pass}

    def _check_options(self, options: TallyOptions, seats: int) -> None:
        if options.goal > 10 * seats:
            raise SetupError("options.goal", "too far")

    def _new(self, seats, options, rng, first, setup, now) -> TallyState:
        check_keys(setup, {"hands"})
        hands, _, _ = deal(deck(), rng, seats, 1, setup.get("hands"))
        state = TallyState(seats=seats, hands=hands, rng=rng, options=options)
        state.turn = first or rng.choice(seats)
        return state

    def _apply(self, state: TallyState, seat: str, act: Action) -> list[Event]:
        if state.turn != seat:
            raise RulesError("not_your_turn", "Not yours.", turn=state.turn)
        state.hands[seat].append("mutated")  # mutate the copy, then maybe refuse
        state.hands[seat].pop()
        if isinstance(act, Bump):
            if act.by > 2:
                state.count += act.by  # a mutation before the refusal must not leak out
                raise RulesError("too_much", "At most 2.", by=act.by)
            state.count += act.by
        events: list[Event] = [{"type": act.type, "seat": seat,
                                "secret": {"card": state.hands[seat][0]}, "secret_to": [seat]}]
        if state.count >= state.options.goal:
            events.append(self._end(state, [seat], "goal", count=state.count))
        else:
            state.turn = state.next_seat(seat)
        return events

    def _leave(self, state: TallyState, seat: str) -> list[Event]:
        state.left.append(seat)
        events: list[Event] = [{"type": "left", "seat": seat}]
        if len(state.active) < 2:
            events.append(self._end(state, state.active, "players_left"))
        elif state.turn == seat:
            state.turn = state.next_seat(seat)
        return events

    def _deadline(self, state: TallyState) -> float | None:
        t = state.options.timer
        return None if t is None else state.last_action_at + t

    def _tick(self, state: TallyState, now: float) -> list[Event]:
        if state.options.timer is not None and now >= state.last_action_at + state.options.timer:
            state.fired += 1
            state.last_action_at = now
            return [{"type": "timer", "seat": state.turn}]
        return []

    def legal_actions(self, state: TallyState, seat: str) -> list[dict[str, Any]]:
        if state.phase == "ended" or state.turn != seat:
            return []
        return [{"type": "bump", "by": 1}, {"type": "bump", "by": 2}, {"type": "pass"}]

    def public_view(self, state: TallyState) -> dict[str, Any]:
        return {"turn": state.turn, "count": state.count, "log": list(state.log)}


G = Tally()


def fresh(**kw: Any) -> TallyState:
    return G.new(["a", "b", "c"], kw.pop("options", {}), kw.pop("seed", 1), first=kw.pop("first", "a"), **kw)


# ---- errors -----------------------------------------------------------------------------------
def test_rules_error_fields_and_dict() -> None:
    e = RulesError("not_your_turn", "It is b's turn.", turn="b")
    assert e.code == "not_your_turn" and e.message == "It is b's turn." and e.params == {"turn": "b"}
    assert str(e) == "It is b's turn."
    assert e.as_dict() == {"error": "not_your_turn", "message": "It is b's turn.", "params": {"turn": "b"}}


def test_setup_error_names_field() -> None:
    e = SetupError("options.goal", "too far")
    assert e.field == "options.goal" and str(e) == "options.goal: too far"
    assert isinstance(e, ValueError)


# ---- rng ---------------------------------------------------------------------------------------
def test_rng_reproducible_and_counts_uses() -> None:
    a, b = Rng(seed=5), Rng(seed=5)
    xs, ys = list(range(30)), list(range(30))
    a.shuffle(xs)
    b.shuffle(ys)
    assert xs == ys and xs != list(range(30))
    assert a.uses == b.uses == 1
    assert a.choice("abcdef") == b.choice("abcdef")
    assert a.uses == 2


def test_rng_differs_by_seed_and_by_use() -> None:
    a = Rng(seed=1)
    first = list(range(20))
    a.shuffle(first)
    second = list(range(20))
    a.shuffle(second)
    assert first != second  # a fresh generator per use
    other = list(range(20))
    Rng(seed=2).shuffle(other)
    assert other != first


def test_rng_json_round_trip_continues_identically() -> None:
    a = Rng(seed=9)
    a.shuffle([1, 2, 3])
    b = Rng.model_validate_json(a.model_dump_json())
    assert b == a
    assert a.choice(list(range(100))) == b.choice(list(range(100)))


# ---- options -----------------------------------------------------------------------------------
def test_options_forbid_unknown_and_name_the_field() -> None:
    with pytest.raises(SetupError) as e:
        G.options({"goall": 3})
    assert e.value.field == "options.goall"
    with pytest.raises(SetupError) as e:
        G.options({"goal": 0})
    assert e.value.field == "options.goal"
    assert G.options(None) == TallyOptions()


def test_check_options_hook_runs_on_new() -> None:
    with pytest.raises(SetupError) as e:
        G.new(["a", "b"], {"goal": 21})
    assert e.value.field == "options.goal"
    assert G.new(["a", "b"], {"goal": 20}).options.goal == 20


def test_new_accepts_an_options_instance() -> None:
    assert G.new(["a", "b"], TallyOptions(goal=2)).options.goal == 2


# ---- new -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("seats", "field"),
    [(["a", "a"], "seats"), (["a"], "seats"), (["a", "b", "c", "d"], "seats"), ([], "seats")],
)
def test_new_rejects_bad_seats(seats: list[str], field: str) -> None:
    with pytest.raises(SetupError) as e:
        G.new(seats)
    assert e.value.field == field


def test_new_rejects_unknown_first() -> None:
    with pytest.raises(SetupError) as e:
        G.new(["a", "b"], first="z")
    assert e.value.field == "first"


def test_new_sets_clock_and_is_deterministic() -> None:
    s = G.new(["a", "b", "c"], seed=4, now=100.0)
    assert s.clock == s.last_action_at == 100.0
    assert s.model_dump_json() == G.new(["a", "b", "c"], seed=4, now=100.0).model_dump_json()
    firsts = {G.new(["a", "b", "c"], seed=n).turn for n in range(40)}
    assert firsts == {"a", "b", "c"}  # the random first player really varies


def test_base_state_defaults() -> None:
    s = fresh()
    assert s.phase == "play" and s.left == [] and s.version == 0 and s.seq == 0
    assert s.log == [] and s.result is None


# ---- seats -------------------------------------------------------------------------------------
def test_active_and_next_seat() -> None:
    s = fresh()
    assert s.active == ["a", "b", "c"]
    assert s.next_seat("a") == "b" and s.next_seat("c") == "a"
    s.left.append("b")
    assert s.active == ["a", "c"]
    assert s.next_seat("a") == "c"
    assert s.next_seat("b") == "c"  # from a seat that left
    assert s.next_seat("a", ok=lambda x: x == "a") == "a"  # itself last
    assert s.next_seat("a", ok=lambda x: False) is None


# ---- events ------------------------------------------------------------------------------------
def test_public_event_and_event_for() -> None:
    ev = {"type": "drew", "seat": "a", "secret": {"card": "7S"}, "secret_to": ["a"]}
    assert public_event(ev) == {"type": "drew", "seat": "a"}
    assert event_for(ev, "a") == {"type": "drew", "seat": "a", "card": "7S"}
    assert event_for(ev, "b") == {"type": "drew", "seat": "a"}
    assert event_for(ev, None) == {"type": "drew", "seat": "a"}
    assert ev["secret"] == {"card": "7S"}  # not mutated
    assert event_for({"type": "x"}, "a") == {"type": "x"}


def test_card_list_normalises_and_names_index() -> None:
    assert card_list("f", ["7S#1", "10H"]) == ["7S", "10H"]
    with pytest.raises(SetupError) as e:
        card_list("setup.hands.a", ["7S", "ZZ"])
    assert e.value.field == "setup.hands.a[1]"
    with pytest.raises(SetupError) as e:
        card_list("f", ["7S#"])
    assert e.value.field == "f[0]"


# ---- actions -----------------------------------------------------------------------------------
def test_parse_action() -> None:
    assert G.parse_action({"type": "bump", "by": 2}) == Bump(by=2)
    assert isinstance(G.parse_action({"type": "leave"}), Leave)
    b = Bump()
    assert G.parse_action(b) is b
    for bad, field in [
        ({"type": "jump"}, "type"),
        ({}, "type"),
        ({"type": "bump", "by": "x"}, "by"),
        ({"type": "bump", "extra": 1}, "extra"),
        ({"type": "leave", "extra": 1}, "extra"),
    ]:
        with pytest.raises(SetupError) as e:
            G.parse_action(bad)
        assert e.value.field == field


def test_apply_returns_new_state_and_leaves_old_untouched() -> None:
    s = fresh()
    before = s.model_dump_json()
    new, events = G.apply(s, "a", {"type": "bump"}, 5.0)
    assert s.model_dump_json() == before
    assert new is not s and new.count == 1 and new.turn == "b"
    assert new.version == 1 and new.clock == new.last_action_at == 5.0
    assert events == [{"type": "bump", "seat": "a", "secret": {"card": s.hands["a"][0]}, "secret_to": ["a"]}]
    # the log keeps only the public side, numbered
    assert new.log == [{"n": 1, "type": "bump", "seat": "a"}] and new.seq == 1


def test_log_numbering_continues() -> None:
    s = fresh()
    s, _ = G.apply(s, "a", {"type": "pass"}, 1)
    s, _ = G.apply(s, "b", {"type": "bump"}, 2)
    assert [e["n"] for e in s.log] == [1, 2] and s.seq == 2 and s.version == 2


def test_clock_never_goes_back() -> None:
    s = fresh(now=50.0)
    s, _ = G.apply(s, "a", {"type": "pass"}, 10.0)
    assert s.clock == 50.0 == s.last_action_at


@pytest.mark.parametrize(
    ("seat", "action", "code"),
    [
        ("b", {"type": "bump"}, "not_your_turn"),
        ("a", {"type": "bump", "by": 3}, "too_much"),  # refused after mutating its copy
        ("a", {"type": "jump"}, "bad_action"),
        ("a", {"type": "bump", "by": "x"}, "bad_action"),
        ("z", {"type": "bump"}, "not_seated"),
    ],
)
def test_refusals_change_nothing(seat: str, action: dict[str, Any], code: str) -> None:
    s = fresh()
    before = s.model_dump_json()
    with pytest.raises(RulesError) as e:
        G.apply(s, seat, action, 99.0)
    assert e.value.code == code
    assert s.model_dump_json() == before


def test_left_seat_is_not_seated() -> None:
    s = fresh()
    s, events = G.apply(s, "b", {"type": "leave"}, 1)
    assert events == [{"type": "left", "seat": "b"}] and s.left == ["b"]
    before = s.model_dump_json()
    with pytest.raises(RulesError) as e:
        G.apply(s, "b", {"type": "pass"}, 2)
    assert e.value.code == "not_seated" and e.value.params == {"seat": "b"}
    assert s.model_dump_json() == before


def test_game_over_refuses_everything() -> None:
    s = fresh(options={"goal": 2})
    s, events = G.apply(s, "a", {"type": "bump", "by": 2}, 1)
    assert s.phase == "ended" and s.turn is None
    assert s.result == {"winners": ["a"], "losers": ["b", "c"], "reason": "goal", "count": 2}
    assert events[-1] == {"type": "game_over", **s.result}
    before = s.model_dump_json()
    for seat, act in [("b", {"type": "pass"}), ("a", {"type": "leave"}), ("z", {"type": "pass"})]:
        with pytest.raises(RulesError) as e:
            G.apply(s, seat, act, 2)
        assert e.value.code == "game_over"
    assert s.model_dump_json() == before
    assert G.result(s) == s.result
    assert G.deadline(s) is None


def test_may_act_and_private_view() -> None:
    s = fresh()
    assert G.may_act(s, "a") and not G.may_act(s, "b")
    v = G.private_view(s, "b")
    assert v["seat"] == "b" and v["hand"] == s.hands["b"] and v["legal"] == []
    assert v["count"] == 0
    v["hand"].append("XX")
    assert "XX" not in s.hands["b"]  # a copy


# ---- time ----------------------------------------------------------------------------------------
def test_idle_deadline_and_abandon() -> None:
    s = fresh(now=10.0)
    assert G.deadline(s) == 10.0 + IDLE_TIMEOUT == 10.0 + 45 * 60
    s2, events = G.tick(s, 10.0 + IDLE_TIMEOUT - 1)
    assert events == [] and s2.phase == "play" and s2.clock == 10.0 + IDLE_TIMEOUT - 1
    assert s.clock == 10.0  # the old state is untouched
    assert s2.version == s.version  # a clock step is no new version
    s3, events = G.tick(s2, 10.0 + IDLE_TIMEOUT)
    assert s3.phase == "ended" and s3.turn is None
    assert s3.result == {"winners": [], "losers": [], "reason": "abandoned"}
    assert events == [{"type": "game_over", "winners": [], "losers": [], "reason": "abandoned"}]
    assert s3.log[-1]["type"] == "game_over"


def test_action_resets_idle_deadline() -> None:
    s = fresh()
    s, _ = G.apply(s, "a", {"type": "pass"}, 100.0)
    assert G.deadline(s) == 100.0 + IDLE_TIMEOUT


def test_refused_action_does_not_count_as_activity() -> None:
    s = fresh()
    with pytest.raises(RulesError):
        G.apply(s, "b", {"type": "pass"}, 100.0)
    assert G.deadline(s) == IDLE_TIMEOUT


def test_tick_never_moves_clock_back() -> None:
    s = fresh(now=100.0)
    s2, events = G.tick(s, 50.0)
    assert events == [] and s2.clock == 100.0


def test_game_deadline_fires_through_tick() -> None:
    s = fresh(options={"timer": 30})
    assert G.deadline(s) == 30
    s2, events = G.tick(s, 29)
    assert events == [] and s2.fired == 0
    s3, events = G.tick(s2, 31)
    assert events == [{"type": "timer", "seat": "a"}] and s3.fired == 1 and s3.version == 1
    assert s3.log[-1] == {"n": 1, "type": "timer", "seat": "a"}
    assert G.deadline(s3) == 61


def test_tick_on_ended_game_only_moves_clock() -> None:
    s = fresh(options={"goal": 1})
    s, _ = G.apply(s, "a", {"type": "bump"}, 1)
    s2, events = G.tick(s, 10 * IDLE_TIMEOUT)
    assert events == [] and s2.result == s.result and s2.clock == 10 * IDLE_TIMEOUT


def test_leave_to_one_player_ends() -> None:
    s = fresh()
    s, _ = G.apply(s, "a", {"type": "leave"}, 1)
    assert s.turn == "b"
    s, _ = G.apply(s, "b", {"type": "leave"}, 2)
    assert s.phase == "ended" and s.result["winners"] == ["c"]
    assert s.result["losers"] == ["a", "b"]


def test_state_json_round_trip() -> None:
    s = fresh()
    s, _ = G.apply(s, "a", {"type": "bump"}, 1)
    assert TallyState.model_validate_json(s.model_dump_json()) == s


# ---- dealing -----------------------------------------------------------------------------------
def test_check_keys() -> None:
    check_keys({"hands": {}}, {"hands", "stock"})
    with pytest.raises(SetupError) as e:
        check_keys({"hand": {}}, {"hands"})
    assert e.value.field == "setup.hand"
    with pytest.raises(SetupError) as e:
        check_keys([], {"hands"})  # type: ignore[arg-type]
    assert e.value.field == "setup"


def test_deal_random_is_a_partition_and_deterministic() -> None:
    hands, piles, rest = deal(deck(), Rng(seed=3), ["a", "b"], 5)
    assert piles == {} and len(hands["a"]) == len(hands["b"]) == 5 and len(rest) == 42
    assert sorted(hands["a"] + hands["b"] + rest) == sorted(deck())
    assert (hands, rest) == deal(deck(), Rng(seed=3), ["a", "b"], 5)[::2]
    assert (hands, rest) != deal(deck(), Rng(seed=4), ["a", "b"], 5)[::2]


def test_deal_stacked_hands_and_piles() -> None:
    hands, piles, rest = deal(
        deck(), Rng(seed=1), ["a", "b", "c"], 2,
        hands={"b": ["7S", "7H#1"]}, piles={"stock": ["2H", "QS"], "discard": []},
    )
    assert hands["b"] == ["7S", "7H"]
    assert list(hands) == ["a", "b", "c"]  # seat order
    assert piles == {"stock": ["2H", "QS"], "discard": []}
    placed = {"7S", "7H", "2H", "QS"}
    assert not placed & set(hands["a"] + hands["c"] + rest)
    assert len(rest) == 52 - 4 - 4


def test_deal_per_seat_sizes() -> None:
    hands, _, rest = deal(deck(), Rng(seed=1), ["a", "b"], {"a": 3, "b": 1})
    assert len(hands["a"]) == 3 and len(hands["b"]) == 1 and len(rest) == 48


@pytest.mark.parametrize(
    ("hands", "piles", "field"),
    [
        ({"a": ["7S", "7S"]}, None, "setup.hands.a"),  # twice in one hand
        ({"a": ["7S", "8S"], "b": ["7S", "9S"]}, None, "setup.hands.b"),  # twice across hands
        ({"a": ["7S", "8S"]}, {"stock": ["8S"]}, "setup.stock"),  # hand and pile
        ({"a": ["7S"]}, None, "setup.hands.a"),  # wrong size
        ({"a": ["7S", "8S", "9S"]}, None, "setup.hands.a"),
        ({"z": ["7S", "8S"]}, None, "setup.hands.z"),  # not a seat
        ({"a": "7S 8S"}, None, "setup.hands.a"),  # not a list
        ({"a": ["7S", "X1"]}, None, "setup.hands.a"),  # not in this deck
        ({"a": ["7S", "7S#2"]}, None, "setup.hands.a"),
        ({"a": ["7S", "ZZ"]}, None, "setup.hands.a[1]"),  # not a card at all
        (None, {"stock": "2H"}, "setup.stock"),
        (None, {"stock": ["2H", 7]}, "setup.stock[1]"),
        ([], None, "setup.hands"),
    ],
)
def test_deal_impossible_setups(hands: Any, piles: Any, field: str) -> None:
    with pytest.raises(SetupError) as e:
        deal(deck(), Rng(seed=1), ["a", "b"], 2, hands, piles)
    assert e.value.field == field


def test_deal_not_enough_cards() -> None:
    with pytest.raises(SetupError) as e:
        deal(deck(), Rng(seed=1), ["a", "b", "c"], 18)
    assert e.value.field == "setup.hands"


def test_deal_field_prefix() -> None:
    with pytest.raises(SetupError) as e:
        deal(deck(), Rng(seed=1), ["a", "b"], 2, {"a": ["7S"]}, field="setup.deals[0]")
    assert e.value.field == "setup.deals[0].hands.a"


# ---- registry --------------------------------------------------------------------------------
def test_registry_has_both_fishing_games() -> None:
    assert {"finns-i-sjon", "go-fish"} <= set(game_ids())
    for gid in ("finns-i-sjon", "go-fish"):
        g = get_game(gid)
        assert g.id == gid and get_game(gid) is g
    with pytest.raises(KeyError):
        get_game("no-such-game")
