"""Enabled means accepted (issue 10, point 5), for every game, over random positions.

Rejoin too: the random positions have seats a computer stands in for (issue 36), whose only
enabled control is Rejoin, which the engine accepts (the table's and the hand view's).

From each seat's hand view (and the table's controls for that seat), every enabled control either
asks for an action the engine accepts at that moment, or only changes the seat's draft — never a
click that does nothing, never one the engine refuses — and from every draft reached that way an
accepted move is at most a few clicks away (or, where every accepted move takes more clicks than
that from the empty draft too, at most one click more than from there). A seat that may act always
has something to click. Drafts are explored breadth first, two clicks deep.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import get_game
from tests.ui_paths import OPTIONS, accepts, enabled, key, legal_now, press, random_position

DEPTH = 2       # drafts explored this many clicks deep
REACH = 3       # from each of them an accepted move is at most REACH + 1 clicks away (the last one the move)
SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
STEPS = {"finns-i-sjon": 60, "go-fish": 60, "sankpass": 30, "farg-gin": 80, "hollywood-gin": 80,
         "tolv-fiender": 25}


def reaches_a_move(game_id: str, state: Any, seat: str, draft: dict[str, Any], depth: int,
                   memo: dict[tuple[str, int], bool]) -> bool:
    """Whether an accepted move is at most ``depth`` + 1 clicks away from ``draft``."""
    k = (key(draft), depth)
    if k not in memo:
        clicks = enabled(game_id, state, seat, draft)
        results = [press(game_id, state, seat, draft, c) for c in clicks]
        ok = any(a is not None and accepts(game_id, state, seat, a)[0] for a, _ in results)
        if not ok and depth > 0:
            ok = any(a is None and reaches_a_move(game_id, state, seat, d, depth - 1, memo) for a, d in results)
        memo[k] = ok
    return memo[k]


def clicks_to_a_move(game_id: str, state: Any, seat: str, draft: dict[str, Any], most: int,
                     memo: dict[tuple[str, int], bool]) -> int | None:
    """The fewest clicks from ``draft`` to an accepted move (``None`` if more than ``most``)."""
    for depth in range(most):
        if reaches_a_move(game_id, state, seat, draft, depth, memo):
            return depth + 1
    return None


def hand_of(state: Any, seat: str) -> list[str]:
    return list(getattr(state, "hands", {}).get(seat, []))


def check_seat(game_id: str, state: Any, seat: str) -> None:
    legal = get_game(game_id).legal_actions(state, seat)
    root: dict[str, Any] = {}
    if seat in state.away and state.phase != "ended":  # a computer plays it: only Rejoin (none once pressed)
        ops = {c.op for c in enabled(game_id, state, seat, root)}
        assert ops == (set() if seat in state.back else {"rejoin"}), (seat, ops)
    elif legal:
        assert enabled(game_id, state, seat, root), f"{seat} may act ({legal[:3]}…) but has nothing to click"
    frontier, seen = [root], {key(root)}
    memo: dict[tuple[str, int], bool] = {}
    for depth in range(DEPTH + 1):
        nxt = []
        for draft in frontier:
            for click in enabled(game_id, state, seat, draft):
                action, new = press(game_id, state, seat, draft, click)
                where = f"{game_id}: {seat}'s {click} with draft {draft}"
                if action is not None:
                    ok, why = accepts(game_id, state, seat, action)
                    assert ok, f"{where} asks for {action}, refused: {why}"
                    continue
                assert key(new) != key(draft), f"{where} does nothing"
                if not reaches_a_move(game_id, state, seat, new, REACH, memo):
                    # Only where every accepted move is further than that from the empty draft too (a
                    # Tolv fiender payment that takes four cards of five, and a card not in it picked
                    # first: all five then) may a draft be further — one click more than from the start.
                    start = clicks_to_a_move(game_id, state, seat, root, len(hand_of(state, seat)) + 2, memo)
                    assert start is not None and start > REACH + 1 and \
                        reaches_a_move(game_id, state, seat, new, start, memo), \
                        f"{where} leads to a draft {new} with no accepted move within {REACH + 1} clicks " \
                        f"(from the empty draft: {start})"
                if depth < DEPTH and key(new) not in seen:
                    seen.add(key(new))
                    nxt.append(new)
        frontier = nxt


def check_position(game_id: str, seed: int, steps: int) -> None:
    state = random_position(game_id, seed, steps)
    for seat in state.seats:
        check_seat(game_id, state, seat)


@pytest.mark.parametrize("game_id", sorted(OPTIONS))
def test_enabled_means_accepted(game_id: str) -> None:
    @SETTINGS
    @given(seed=st.integers(0, 2**31), steps=st.integers(0, STEPS[game_id]))
    def run(seed: int, steps: int) -> None:
        check_position(game_id, seed, steps)

    run()


def test_a_payment_that_takes_every_card_is_not_a_dead_end() -> None:
    """A Tolv fiender position hypothesis found (2026-12-07): 10 to pay from 3♥ 2♥ A♣ 3♠ 2♦, so four
    cards or all five; once A♣ is picked only all five pay — five clicks away, as from the start."""
    state = random_position("tolv-fiender", 1173548, 1)
    pays = get_game("tolv-fiender").legal_actions(state, "p0")
    assert state.pay_due == 10 and sorted(len(a["cards"]) for a in pays) == [4, 5]
    assert clicks_to_a_move("tolv-fiender", state, "p0", {}, 7, {}) == 5
    assert clicks_to_a_move("tolv-fiender", state, "p0", {"step": "pay", "sel": ["AC"]}, 7, {}) == 5
    check_seat("tolv-fiender", state, "p0")


def test_the_old_offenders_are_disabled_now() -> None:
    """The two cases the issue names: Sänkpass cards off-turn, a Färg-gin knock that scores nothing."""
    from bot.render.ui import get_ui
    from tests.ui_paths import ctx_for

    game = get_game("sankpass")
    state = game.new(["a", "b"], {"hand_size": 5}, 3, first="a")
    ui = get_ui("sankpass")
    controls = ui.hand(ui.private_view(game, state, "b", {}), ctx_for(state, "b"), {}).controls
    cards = [c for c in controls if c.op == "play"]
    assert cards and all(c.disabled for c in cards)

    gin = get_game("farg-gin")
    C = str.split
    state = gin.new(["a", "b"], {}, 1, setup={"deals": [{
        "dealer": "b", "upcard": "2H", "hands": {"a": C("4D 5D 6D 7D 8D 9C 10C JC KH AS"),
                                                 "b": C("3H 9S QS 4H 9H KD 2C 4C 6C 8H")}}]})
    state.closed = {"S": "b", "H": "b", "C": "a"}
    state, _ = gin.apply(state, "a", {"type": "take_upcard"}, 0)
    assert not enabled("farg-gin", state, "a", {}) or all(
        c.op != "go_out" for c in enabled("farg-gin", state, "a", {}))
    check_seat("farg-gin", state, "a")


# ---- the pause buttons on the table (issue 36): enabled means accepted, for every person seated -----------
PAUSE_OPS = ("pause", "pause_yes", "pause_no", "resume")


def _position(game_id: str, seed: int, steps: int) -> Any:
    """:func:`random_position` with seats a record can hold (Discord ids as text)."""
    import random

    from tests.ui_paths import SEATS

    rng = random.Random(seed)
    game = get_game(game_id)
    lo, hi = SEATS[game_id]
    seats = [str(101 + i) for i in range(rng.randint(lo, hi))]
    state = game.new(seats, rng.choice(OPTIONS[game_id]), seed, now=1000.0)
    for _ in range(steps):
        movers = legal_now(game, state) if state.phase != "ended" else {}
        if not movers:
            break
        seat = rng.choice(list(movers))
        action = {"type": "leave"} if rng.random() < 0.02 and len(state.active) > 2 else rng.choice(movers[seat])
        state, _ = game.apply(state, seat, action, state.clock + 1)
    return state


@pytest.mark.parametrize("game_id", sorted(OPTIONS))
def test_the_pause_buttons_enabled_means_accepted(game_id: str) -> None:
    """Over random positions and pause situations (none; a proposal some agreed to, open or lapsed;
    paused): each pause button the table shows is accepted for every person seated — but a ✅ by one
    who agreed already, refused with that reason — and one it does not show is refused for everyone;
    a watcher or a player who left is refused; and while paused every game control, on the table and
    on each hand view, is shown disabled (a click on one is refused, saying the game is paused)."""
    from bot.core import pauses
    from bot.core.live import Live, Refused
    from bot.decide import moves, pause
    from bot.render import screens
    from bot.route.components import control_of
    from bot.storage.models import PauseVote, Player, TableRecord

    game = get_game(game_id)

    @SETTINGS
    @given(seed=st.integers(0, 2**31), steps=st.integers(0, STEPS[game_id]), how=st.sampled_from(
        ["none", "vote", "lapsed", "paused"]), computers=st.integers(0, 1), data=st.data())
    def run(seed: int, steps: int, how: str, computers: int, data: Any) -> None:
        state = _position(game_id, seed, steps)
        players = [Player(user_id=int(s), name=f"n{s}") for s in state.seats]
        for p in players[len(players) - computers:] if game_id != "tolv-fiender" and len(players) > 1 else []:
            p.computer = "good"
        rec = TableRecord(id=7, guild_id=1, channel_id=2, host_id=players[0].user_id, game=game_id,
                          status="ended" if state.phase == "ended" else "playing", players=players)
        now = state.clock + 1
        voters = pauses.voters(rec, state)
        if how in ("vote", "lapsed") and len(voters) > 1 and rec.status == "playing":
            yes = data.draw(st.lists(st.sampled_from(voters), min_size=1, max_size=len(voters) - 1, unique=True))
            rec.pause_vote = PauseVote(seat=yes[0], at=now - (pauses.LAPSE + 1 if how == "lapsed" else 1), yes=yes)
        elif how == "paused" and voters and rec.status == "playing":
            state, _ = game.apply(state, voters[0], {"type": "pause", "limit": 3600.0}, now)
            now += 1
        live = Live(rec, state)
        shown = {c.op: c for c in screens.pause_controls(rec, state, screens.ctx_for(rec, "en"), now)}
        assert all(not c.disabled for c in shown.values())
        people = [p for p in rec.people]
        for op in PAUSE_OPS:
            for p in people:
                seated = p.seat in voters
                try:
                    change = pause.decide(live, p.user_id, op, now, "en", "table", None, 3600.0)
                except Refused as r:
                    ok, why = False, r.key
                else:
                    ok, why = True, ""
                    assert change.stores
                if op in shown and seated:
                    voted = op == "pause_yes" and rec.pause_vote is not None and p.seat in rec.pause_vote.yes
                    assert ok != voted, f"{op} shown to {p.seat} ({how}): {why}"
                    if voted:
                        assert why == "pause-voted"
                else:
                    assert not ok, f"{op} not shown ({how}, seated {seated}) yet accepted for {p.seat}"
            try:  # a watcher
                pause.decide(live, 999, op, now, "en", "table", None, 3600.0)
                raise AssertionError(f"{op} accepted from a watcher")
            except Refused as r:
                assert r.key == "error-not-seated"
        if pauses.paused(state):
            _, view = screens.table(rec, state, "en", now=now)
            game_ops = {c.op for c in get_ui_controls(game_id, state)}
            shown = [(control_of(item.custom_id)[0], item) for item in view.children]
            for op, item in shown:
                if op in game_ops:
                    assert item.disabled, op
            for p in people:
                if p.seat not in state.active:
                    continue
                _, hview = screens.hand(rec, state, p.seat, "en", {})
                assert all(item.disabled for item in hview.children), p.seat
                for c in enabled_ignoring_pause(game_id, state, p.seat):
                    with pytest.raises(Refused) as refused:
                        moves.click(live, p.seat, c.op, c.arg, c.values, state.version, now, "en", "hand", None)
                    assert refused.value.key == "error-paused"

    run()


def get_ui_controls(game_id: str, state: Any) -> list[Any]:
    from bot.render.ui import get_ui
    from tests.ui_paths import ctx_for

    return get_ui(game_id).table_controls(get_game(game_id).public_view(state), ctx_for(state, None))


def enabled_ignoring_pause(game_id: str, state: Any, seat: str) -> list[Any]:
    """The controls the seat's hand view would enable were the game not paused."""
    playing = state.model_copy(update={"paused_by": None, "pause_until": None})
    return enabled(game_id, playing, seat, {})
