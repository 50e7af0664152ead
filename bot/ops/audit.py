"""Checking a stored table against its own history.

Every accepted action is an event row (``table_events``): the start (with its seed and any
stacked setup), each seat's action, each deadline that fired (``tick``), with the time it was
applied at. Replaying them through the engine must give the stored snapshot exactly — what the
concurrency and crash tests assert, and what a maintainer can run on a suspicious table.
"""

from __future__ import annotations

from typing import Any

from engine import BaseState, get_game

from ..storage.models import TableRecord


def replay(rec: TableRecord, events: list[dict[str, Any]]) -> BaseState | None:
    """The state the event log of ``rec`` leads to (``None`` for a table never started)."""
    game = get_game(rec.game)
    state: BaseState | None = None
    for ev in events:
        action, at = ev["action"], ev["at"]
        if action["type"] == "start":
            state = game.new([p.seat for p in rec.players], rec.options, action["seed"], now=at,
                             setup=action.get("setup") or {}, first=action.get("first"))
        elif state is None:
            raise ValueError(f"table {rec.id}: event {ev['version']} before the start")
        elif action["type"] == "tick":
            state, _ = game.tick(state, at)
        else:
            state, _ = game.apply(state, ev["seat"], action, at)
        if state.version != ev["version"]:
            raise ValueError(f"table {rec.id}: event {ev['version']} replays to version {state.version}")
    return state


async def check(storage: Any, table_id: int) -> TableRecord:
    """Raise ``AssertionError`` unless the stored snapshot is what the stored events replay to."""
    loaded = await storage.load_table(table_id)
    assert loaded is not None, f"table {table_id} is not stored"
    rec, state_json = loaded
    state = replay(rec, await storage.events(table_id))
    assert (state.model_dump_json() if state else None) == state_json, f"table {table_id}: log ≠ snapshot"
    return rec
