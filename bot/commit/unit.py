"""Commit: a decided :class:`~bot.core.change.Change` becomes one unit of work, stored before memory changes.

Inside :meth:`Commit.hold` (the table's lock; with PostgreSQL also its row lock and transaction,
:mod:`bot.commit.coordination`) the pipeline decides, then :meth:`Commit.store` writes the change — each
engine step as snapshot + event (+ results when the game ended, with a rated game's placings and
its players' ratings, and the table's next deadline), or
the record alone — and only then swaps the table in memory. If it cannot be stored, the player
hears "could not be saved, nothing changed" (:class:`~bot.core.live.Refused`) and memory stays as the
database has it. The other units of work — a new table, a "Play again" lobby with its link, a
user's setting, and a record change an effect needs stored (a new message's id: :meth:`keep`) —
are here too, so storage is written from this one module.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from ..core.change import Change
from ..core.clock import Clock
from ..core.live import Live, Refused, Unsaved, deadline_of
from ..storage import SaveConflict, Storage
from ..storage.models import TableRecord
from .coordination import Coordination

log = logging.getLogger(__name__)


def unsaved(tid: int | None) -> Unsaved:
    log.exception("table %s: could not store a change; nothing was changed", tid)
    return Unsaved("error-not-saved")


def _observe_nothing(outcome: str, seconds: float) -> None:
    pass


class Commit:
    def __init__(self, storage: Storage, coordination: Coordination, clock: Clock) -> None:
        self.storage, self.coordination, self.clock = storage, coordination, clock
        # told of each unit of work as it ends: its outcome (committed, refused, failed) and how
        # long it took, lock included (the bot's metrics, bot.ops.metrics)
        self.observe: Callable[[str, float], None] = _observe_nothing

    @contextlib.asynccontextmanager
    async def _timed(self) -> AsyncIterator[None]:
        started, outcome = time.perf_counter(), "failed"
        try:
            yield
            outcome = "committed"
        except Refused as r:
            outcome = "failed" if isinstance(r, Unsaved) else "refused"
            raise
        finally:
            self.observe(outcome, time.perf_counter() - started)

    @contextlib.asynccontextmanager
    async def hold(self, live: Live, *, touch: bool = False, owes: bool = True) -> AsyncIterator[Any]:
        """The unit of work on one table: its lock, and across processes its row lock and
        transaction (``touch``: store the table's next deadline even if nothing else changed;
        ``owes``: what it stores is still to be shown). Timed for the metrics (:attr:`observe`)."""
        async with self._timed(), self.coordination.hold(live, touch=touch, owes=owes) as held:
            yield held

    async def store(self, live: Live, change: Change) -> None:
        """Store ``change`` (inside :meth:`hold`), then keep it in memory; raises
        :class:`Refused` and changes nothing it did not store. Notes the table as it was on the
        change, for the effects (the ping plan starts from it)."""
        if change.record is None:
            return
        change.before, change.before_record = live.state, live.rec
        expected = live.state.version if live.state is not None else None
        try:
            for step in change.steps:
                await self.storage.save_action(step.record, step.state.model_dump_json(), step.state.version,
                                               step.seat, step.action, step.events, change.now, step.results,
                                               expected_version=expected, deadline=deadline_of(step.record, step.state),
                                               placings=step.placings)
                expected = step.state.version
                live.rec, live.state = step.record, step.state  # (stored: memory follows)
            if not change.steps:
                await self.storage.save_record(change.record, change.now, deadline_of(change.record, live.state))
        except SaveConflict:  # another process moved the table on (the last guard; see coordination)
            log.warning("table %s: version %s was stored meanwhile; answered as outdated", live.id, expected)
            raise Unsaved("note-outdated") from None
        except Exception:
            raise unsaved(live.id) from None
        live.rec = change.record

    async def keep(self, live: Live, edit: Callable[[TableRecord], Any]) -> None:
        """A change of the record alone, a unit of work of its own: what an effect needs stored
        (a new message's id and token, a DM hand, the standing ping)."""
        async with self.hold(live, owes=False):  # (what it keeps is already shown)
            rec = live.rec.model_copy(deep=True)
            edit(rec)
            await self.store(live, Change(record=rec, now=self.clock.now()))

    async def create(self, rec: TableRecord, now: float) -> int:
        """A new table (a lobby): its id."""
        async with self._timed():
            try:
                return await self.storage.create_table(rec, now, deadline=deadline_of(rec, None))
            except Exception:
                raise unsaved(None) from None

    async def create_rematch(self, live: Live, new: TableRecord, now: float) -> int:
        """The "Play again" lobby ``new`` and the finished table's link to it, one unit of work
        (inside the finished table's :meth:`hold`); keeps the linked record. Returns the lobby's id."""
        old = live.rec.model_copy(deep=True)
        try:
            new_id = await self.storage.create_rematch(new, old, now, deadline=deadline_of(new, None))
        except Exception:
            raise unsaved(live.id) from None
        live.rec = old
        return new_id

    async def user_setting(self, user_id: int, what: str, store: Awaitable[None]) -> None:
        """Store one of a user's settings (its own unit of work), then tell other processes to
        drop their cached value; raises :class:`Refused` if it could not be stored."""
        async with self._timed():
            try:
                await store
            except Exception:
                log.exception("user %s: could not save the %s setting", user_id, what)
                raise Unsaved("error-not-saved") from None
        await self.coordination.user_changed(user_id)
