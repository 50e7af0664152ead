"""Pausing a table: who votes, when a proposal lapses, and what a pause stops. Pure.

**The vote.** Any person seated at a game proposes a pause (the table's ⏸️ button); the proposal is
kept on the table's record (:class:`bot.storage.models.PauseVote`), so it survives a restart and is
seen by every process. Every person still seated must agree (✅ on the table); one "Play on" (✖️)
declines it, and it lapses :data:`LAPSE` seconds after it was made — its lapse is part of the
table's deadline (:func:`bot.core.live.deadline_of`), fired by the same timer and sweep as a
seat's silence. While it is open the game goes on. Computers do not vote; a table with one person
pauses at once.

**The pause** is the engine's (``pause`` / ``resume``, every game: :class:`engine.core.Pause`): a
paused state has no clock but its own limit (``PAUSE_HOURS``, carried by the action), so the
engine's deadline is only that limit — no turn timer, no idle close, no Tolv fiender vacating — and
it is in the game's event log, replay and file like any move (a replay pauses where the game did and
the clocks restart as they did). The bot's own clocks follow from the state: a computer does not
act, nobody is pinged, the stalled-table line is not shown (:func:`paused`). Any person seated
resumes it; every clock then starts afresh.
"""

from __future__ import annotations

from engine import BaseState

from ..storage.models import TableRecord
from . import computers

LAPSE = 120.0  # seconds a pause proposal waits for everyone to agree


def paused(state: BaseState | None) -> bool:
    return state is not None and state.paused_by is not None and state.phase != "ended"


def voters(rec: TableRecord, state: BaseState) -> list[str]:
    """The seats that must agree: every person still seated (not a computer), and playing (not
    away: a computer stands in for who left, bot.core.computers)."""
    return computers.present(rec, state)


def lapse_at(rec: TableRecord) -> float | None:
    """When the open proposal lapses (None: there is none)."""
    return rec.pause_vote.at + LAPSE if rec.pause_vote is not None else None
