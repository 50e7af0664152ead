"""Test-side helpers that drive a game's UI the way a click does, without Discord.

A hand view (and the table) shows controls; :func:`enabled` lists the ones a seat can click now
(a button, or one option of a select), and :func:`press` does what :mod:`bot.decide.moves` does with
such a click: the UI's ``on_control`` on a copy of the seat's draft, given the view that draft
renders. A press either asks the engine for an action or only changes the draft.

:func:`shortest_clicks` finds the fewest clicks that make a seat take a given action (breadth
first over drafts), which the click-count helper and the property tests build on.
"""

from __future__ import annotations

import copy
import json
import random
from collections import deque
from dataclasses import dataclass
from typing import Any

from bot.render import screens
from bot.render.ui import get_ui
from bot.render.ui.base import Button, Ctx
from engine import RulesError, get_game


@dataclass(frozen=True)
class Click:
    op: str
    arg: str = ""
    value: str | None = None  # a select's chosen option
    where: str = "hand"       # "hand" (the seat's hand view) or "table"

    @property
    def values(self) -> list[str]:
        return [] if self.value is None else [self.value]


class _Cached:
    """A game whose private (and public) views are computed once per (state, seat): exploring
    drafts renders the same position many times, and e.g. Tolv fiender's legal payments, or the
    plays of every hand shown at a big Sänkpass table, are costly to list."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.views: dict[tuple[int, str], tuple[Any, dict[str, Any]]] = {}
        self.public: tuple[Any, dict[str, Any]] | None = None

    def public_view(self, state: Any) -> dict[str, Any]:
        if self.public is None or self.public[0] is not state:
            self.public = (state, self.game.public_view(state))
        return dict(self.public[1])

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def private_view(self, state: Any, seat: str) -> dict[str, Any]:
        k = (id(state), seat)
        if k not in self.views or self.views[k][0] is not state:
            if len(self.views) > 64:
                self.views.clear()
            self.views[k] = (state, self.game.private_view(state, seat))
        return dict(self.views[k][1])  # the UIs add keys to a view, never change its values


_GAMES: dict[str, _Cached] = {}


def _game(game_id: str) -> Any:
    if game_id not in _GAMES:
        _GAMES[game_id] = _Cached(get_game(game_id))
    return _GAMES[game_id]


def ctx_for(state: Any, seat: str | None) -> Ctx:
    return Ctx(locale="en", names={s: s for s in state.seats}, seat=seat)


def enabled(game_id: str, state: Any, seat: str, draft: dict[str, Any]) -> list[Click]:
    """Every control ``seat`` can click now: on its hand view (rendered with ``draft``) and on the
    table (the controls the table offers that reader)."""
    game, ui = _game(game_id), get_ui(game_id)
    view = ui.private_view(game, state, seat, copy.deepcopy(draft))
    rendered = ui.hand(view, ctx_for(state, seat), copy.deepcopy(draft))
    table = ui.table_controls(game.public_view(state), ctx_for(state, seat))
    if seat in state.away and state.phase != "ended":  # a computer stands in: as bot.render.screens.hand shows it
        screens.away_hand(rendered, ctx_for(state, seat), pending=seat in state.back)
        # the table's Rejoin (bot.render.screens.table), for the reader it is for (anyone else
        # pressing it is refused, nothing changed: tests/test_bot_stand_in.py)
        table = [*table, screens.rejoin_button(ctx_for(state, seat), 1, disabled=seat in state.back)]
    hand = rendered.controls
    out = []
    for where, controls in (("hand", hand), ("table", table)):
        for c in controls:
            if c.disabled:
                continue
            if isinstance(c, Button):
                out.append(Click(c.op, c.arg, where=where))
            else:
                # picking the option already chosen changes nothing, as on Discord
                out += [Click(c.op, "", o.value, where=where) for o in c.options[:25] if not o.default]
    return out


def press(game_id: str, state: Any, seat: str, draft: dict[str, Any],
          click: Click) -> tuple[dict[str, Any] | None, dict[str, Any]]:
    """What a click does (as :func:`bot.decide.moves.click`): the action it asks for (or
    ``None``) and the seat's draft afterwards."""
    game, ui = _game(game_id), get_ui(game_id)
    new = copy.deepcopy(draft)
    if click.op == "rejoin":  # (routed by the service, bot.decide.moves.rejoin)
        return {"type": "rejoin"}, new
    view = ui.private_view(game, state, seat, new)
    action = ui.on_control(click.op, click.arg, click.values, new, view)
    return action, new


def accepts(game_id: str, state: Any, seat: str, action: dict[str, Any]) -> tuple[bool, str]:
    try:
        get_game(game_id).apply(state, seat, action, state.clock)
    except RulesError as e:
        return False, f"{e.code}: {e.message}"
    return True, ""


def key(draft: dict[str, Any]) -> str:
    return json.dumps(draft, sort_keys=True)


def outcome(game_id: str, state: Any, seat: str, action: dict[str, Any]) -> str | None:
    """The state an action leads to (JSON), or ``None`` if refused: two actions are the same move
    when they lead to the same state."""
    try:
        new, _ = get_game(game_id).apply(state, seat, action, state.clock)
    except RulesError:
        return None
    return new.model_dump_json()


def shortest_clicks(game_id: str, state: Any, seat: str, draft: dict[str, Any], goal: str,
                    max_depth: int = 8, max_nodes: int = 5000) -> list[Click] | None:
    """The fewest clicks by ``seat`` (from ``draft``) whose last one makes the move leading to
    the state ``goal`` (see :func:`outcome`); ``None`` if none within the bounds."""
    seen = {key(draft)}
    queue: deque[tuple[dict[str, Any], list[Click]]] = deque([(draft, [])])
    while queue and len(seen) < max_nodes:
        d, path = queue.popleft()
        if len(path) >= max_depth:
            continue
        for click in enabled(game_id, state, seat, d):
            action, nd = press(game_id, state, seat, d, click)
            if action is not None:
                if outcome(game_id, state, seat, action) == goal:
                    return [*path, click]
                continue
            k = key(nd)
            if k not in seen:
                seen.add(k)
                queue.append((nd, [*path, click]))
    return None


# ---- random positions ----------------------------------------------------------------------------
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "finns-i-sjon": [{}, {"history": "full"}, {"hand_size": 3}],
    "go-fish": [{}, {"ask_mode": "card"}, {"ask_mode": "card", "ask_own_card": True},
                {"play_on": True}, {"hand_size": 3, "play_on": True}],
    "sankpass": [{"hand_size": 5}, {"hand_size": 4, "ace": "choice"}, {"hand_size": 6, "reveal": "all"},
                 {"hand_size": 4, "on_match": "eliminate", "start_card": True},
                 {"hand_size": 5, "reveal": "off", "jokers": False, "ace": "choice"}],
    "farg-gin": [{"target": 30}, {"target": 30, "tiebreak": "total_points"}],
    "hollywood-gin": [{"target": 30}],
    "tolv-fiender": [{}],
}
SEATS = {"finns-i-sjon": (2, 5), "go-fish": (2, 5), "sankpass": (2, 5), "farg-gin": (2, 2),
         "hollywood-gin": (2, 2), "tolv-fiender": (1, 4)}


def legal_now(game: Any, state: Any) -> dict[str, list[dict[str, Any]]]:
    """Each seat that may act now (in seat order) with its legal actions, each seat's asked for
    once: a random game's step picks a mover and then plays one of that seat's actions."""
    out = {}
    for s in state.seats:
        legal = game.legal_actions(state, s)
        if legal:
            out[s] = legal
    return out


def random_position(game_id: str, seed: int, steps: int) -> Any:
    """A position reached by ``steps`` random legal moves (now and then someone leaves, or goes
    away with a computer standing in, and maybe asks to rejoin)."""
    rng = random.Random(seed)
    game = get_game(game_id)
    lo, hi = SEATS[game_id]
    seats = [f"p{i}" for i in range(rng.randint(lo, hi))]
    state = game.new(seats, rng.choice(OPTIONS[game_id]), seed)
    for _ in range(steps):
        if state.phase == "ended":
            break
        movers = legal_now(game, state)
        if not movers:
            break
        seat = rng.choice(list(movers))
        roll = rng.random()
        if roll < 0.02 and len(state.active) > 2:  # (at two, a leave ends the game)
            action: dict[str, Any] = {"type": "leave"}
        elif roll < 0.05 and game.stand_ins and seat not in state.away:
            action = {"type": "stand_in"}
        elif roll < 0.07 and seat in state.away and seat not in state.back:
            action = {"type": "rejoin"}
        else:
            action = rng.choice(movers[seat])
        state, _ = game.apply(state, seat, action, state.clock)
    return state
