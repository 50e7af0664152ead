"""``python -m engine replay SCENARIO.json``: the engine's public test surface.

See shared/spec/replay.md. A readable scenario always exits 0 and prints the outcome; a
malformed one raises :class:`SetupError` (the command prints one line and exits 2).
"""

from __future__ import annotations

import json
from typing import Any

from .core import Action, Game, RulesError, SetupError
from .registry import game_ids, get_game

TOP_KEYS = {"game", "options", "seats", "first", "seed", "setup", "actions"}


def load(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SetupError("json", f"not valid JSON ({e.msg} at line {e.lineno} column {e.colno})") from None
    if not isinstance(data, dict):
        raise SetupError("scenario", "must be a JSON object")
    return data


def _parse_actions(game: Game, seats: list[str], raw: Any) -> list[tuple[str | None, Action | float]]:
    if not isinstance(raw, list):
        raise SetupError("actions", "must be a list")
    out: list[tuple[str | None, Action | float]] = []
    for i, a in enumerate(raw):
        where = f"actions[{i}]"
        if not isinstance(a, dict):
            raise SetupError(where, "must be an object")
        if a.get("type") == "tick":
            secs = a.get("seconds")
            if set(a) - {"type", "seconds"}:
                raise SetupError(where, "a tick has only 'seconds'")
            if not isinstance(secs, (int, float)) or isinstance(secs, bool) or secs < 0:
                raise SetupError(f"{where}.seconds", "must be a number of seconds ≥ 0")
            out.append((None, float(secs)))
            continue
        seat = a.get("seat")
        if seat not in seats:
            raise SetupError(f"{where}.seat", f"{seat!r} is not a seat")
        body = {k: v for k, v in a.items() if k != "seat"}
        try:
            out.append((seat, game.parse_action(body)))
        except SetupError as e:
            raise SetupError(f"{where}.{e.field}", str(e).split(": ", 1)[-1]) from None
    return out


def run(data: dict[str, Any]) -> dict[str, Any]:
    """Run a scenario (already parsed JSON) and return the outcome object."""
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise SetupError(sorted(unknown)[0], "unknown scenario field")
    gid = data.get("game")
    if gid not in game_ids():
        raise SetupError("game", f"unknown game {gid!r} (known: {', '.join(game_ids())})")
    game = get_game(gid)
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) and s for s in seats):
        raise SetupError("seats", "must be a list of seat names")
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SetupError("seed", "must be an integer")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SetupError("options", "must be an object")
    first = data.get("first")
    if first is not None and not isinstance(first, str):
        raise SetupError("first", "must be a seat name")
    setup = data.get("setup", {})
    state = game.new(seats, options, seed, first=first, setup=setup)
    actions = _parse_actions(game, seats, data.get("actions", []))

    now = 0.0
    log: list[dict[str, Any]] = []
    for index, (seat, act) in enumerate(actions):
        entry: dict[str, Any] = {"index": index}
        if seat is None:
            now += act  # type: ignore[operator]
            state, events = game.tick(state, now)
            entry.update(ok=True, events=events)
        else:
            try:
                state, events = game.apply(state, seat, act, now)  # type: ignore[arg-type]
                entry.update(ok=True, events=events)
            except RulesError as e:
                entry.update(ok=False, error=e.code, message=e.message)
        log.append(entry)
    # ``past`` (what a pruned log dropped, kept for the players' memory) is no field of the
    # contract's state and would only repeat the log: the outcome shows the state without it.
    shown = state.model_dump(mode="json", exclude={"past"})
    return {"log": log, "state": shown, "result": game.result(state)}
