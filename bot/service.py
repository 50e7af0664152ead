"""The table service: the one object cogs and components talk to.

A click is followed module by module:

- :mod:`bot.components` parses the custom_id and calls :meth:`TableService.on_component`;
- :mod:`bot.lobby` handles lobby ops (join, start, options …);
- :mod:`bot.actions` turns a hand-view click into an engine action and applies it;
- this module stores each unit of work (:meth:`commit`, :meth:`save_record`) and only then
  changes memory;
- :mod:`bot.publish` keeps the public table message current, :mod:`bot.hands` the private
  hands (ephemeral views and DMs), :mod:`bot.deadlines` fires the timeouts;
- :mod:`bot.pings` mentions the player a table awaits (one ping per table at a time),
  :mod:`bot.rematch` opens the "Play again" lobby of a finished table;
- :mod:`bot.storage` is the database (one interface, one backend per engine);
- :mod:`bot.coordination` makes each change a unit of work (:meth:`TableService.hold`) that is
  also correct when several processes (shard clusters on PostgreSQL) serve the same table.

Tables live in memory (:mod:`bot.live`), each with its own lock, loaded on start (this process's
shards' tables; any other table when a click names it).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from engine import BaseState, get_game
from engine.core import IDLE_TIMEOUT

from . import i18n, render
from .actions import Actions
from .clock import Clock
from .components import MODAL_ID, _num, modal_fields
from .coordination import coordination_for
from .deadlines import Deadlines
from .hands import Hands
from .i18n import tr
from .live import Live, Refused, Tables
from .lobby import Lobby, is_lobby_op
from .models import OPEN, TableRecord
from .outbox import Outbox
from .pings import Pings
from .publish import Publisher
from .rematch import Rematches
from .results import results_for
from .settings import Settings
from .storage import SaveConflict, Storage
from .ui import get_ui

log = logging.getLogger(__name__)

EVICT_AFTER = 15 * 60  # a closed table leaves memory this long after it closed
RETRY_AFTER = 5.0      # a deadline whose work could not be stored is tried again this much later
MAX_ID = 2**63 - 1     # the largest table id or version a custom_id may name (SQL BIGINT)

__all__ = ["Live", "Refused", "TableService", "deadline_of"]


def deadline_of(rec: TableRecord, state: BaseState | None) -> float | None:
    """When an open table next needs the timer: a lobby's idle close, the game's own deadline."""
    if rec.status == "lobby":
        return rec.last_activity + IDLE_TIMEOUT
    if rec.status == "playing" and state is not None:
        return get_game(rec.game).deadline(state)
    return None


class TableService:
    def __init__(self, client: discord.Client, storage: Storage, settings: Settings, clock: Clock) -> None:
        self.client = client
        self.storage = storage
        self.settings = settings
        self.clock = clock
        self.tables = Tables()
        self.outbox = Outbox(client, clock, settings.request_budget)
        self.deadlines = Deadlines(clock, self.on_deadline)
        self.lobby = Lobby(self)
        self.actions = Actions(self)
        self.hands = Hands(self)
        self.publisher = Publisher(self)
        self.pings = Pings(self)
        self.rematches = Rematches(self)
        self.coordination = coordination_for(self)
        # Test hook: stack the deck of the next game started (replay-format setup + first seat).
        self.stack: Callable[[TableRecord], tuple[dict[str, Any], str | None]] | None = None

    @property
    def live(self) -> Tables:
        return self.tables

    @staticmethod
    def locale_of(interaction_or_locale: Any) -> str:
        value = getattr(interaction_or_locale, "locale", interaction_or_locale)
        return i18n.locale_of(value)

    # ---- loading ----------------------------------------------------------------------------
    def make_live(self, rec: TableRecord, state_json: str | None, rev: int = 0) -> Live:
        state = get_game(rec.game).State.model_validate_json(state_json) if state_json else None
        return Live(rec, state, rev=rev)

    async def load_all(self) -> int:
        """Resume the open tables of this process's shards and re-arm their deadlines. Tables stay
        as stored JSON until first used; their deadlines come from the stored column."""
        for stored, rev in await self.coordination.load_open():
            if not self.settings.runs_guild(stored.guild_id):
                continue  # another cluster's server (loaded here if a click or a deadline names it)
            live = Live(stored=stored, rev=rev)
            self.tables.add(live)
            if stored.deadline is None:
                self.arm(live)  # stored before deadlines were: parse it to know
            else:
                self.deadlines.set(live.id, stored.deadline)
        return len(self.tables)

    async def get(self, tid: int) -> Live | None:
        if not 0 < tid <= MAX_ID:
            return None
        live = self.tables.get(tid)
        if live is None:
            loaded = await self.coordination.load(tid)
            if loaded is None:
                return None
            live = self.tables.get(tid)  # another click may have loaded it meanwhile
            if live is None:
                live = self.make_live(*loaded)
                self.tables.add(live)
                self.arm(live)
        return live

    def tables_in(self, channel_id: int, user_id: int | None = None) -> list[Live]:
        return self.tables.in_channel(channel_id, user_id)

    # ---- units of work: store first, then change memory ------------------------------------
    def hold(self, live: Live, *, touch: bool = False) -> contextlib.AbstractAsyncContextManager[Any]:
        """The unit of work on one table (its lock; across processes, see :mod:`bot.coordination`).
        Every change to a table is made inside one."""
        return self.coordination.hold(live, touch=touch)

    def log_unsaved(self, tid: int | None) -> None:
        log.exception("table %s: could not store a change; nothing was changed", tid)

    async def save_user_setting(self, user_id: int, what: str, store: Awaitable[None]) -> None:
        """Store one of a user's settings (its own unit of work), then tell other processes to
        drop their cached value; raises :class:`Refused` if it could not be stored."""
        try:
            await store
        except Exception:
            log.exception("user %s: could not save the %s setting", user_id, what)
            raise Refused("error-not-saved") from None
        await self.coordination.user_changed(user_id)

    async def save_record(self, live: Live, rec: TableRecord) -> None:
        """Store a new record for this table, then keep it. Call inside :meth:`hold`."""
        try:
            await self.storage.save_record(rec, self.clock.now(), deadline_of(rec, live.state))
        except Exception:
            self.log_unsaved(live.id)
            raise Refused("error-not-saved") from None
        live.rec = rec

    async def update_record(self, live: Live, change: Callable[[TableRecord], Any]) -> None:
        """Change a copy of the record, store it, keep it (a unit of work of its own)."""
        async with self.hold(live):
            rec = live.rec.model_copy(deep=True)
            change(rec)
            await self.save_record(live, rec)

    async def commit(self, live: Live, rec: TableRecord, state: BaseState, seat: str | None,
                     action: dict[str, Any], events: list[dict[str, Any]], now: float) -> None:
        """Store an action taken at ``now`` (snapshot + event + results), then keep ``rec`` and
        ``state``. Call inside :meth:`hold`; raises :class:`Refused` and changes nothing if it
        could not be stored."""
        results = None
        if state.phase == "ended" and rec.status == "playing":
            abandoned = (state.result or {}).get("reason") == "abandoned"
            rec.status = "abandoned" if abandoned else "ended"
            results = results_for(rec, state)
        expected = live.state.version if live.state is not None else None
        try:
            await self.storage.save_action(rec, state.model_dump_json(), state.version, seat, action,
                                           events, now, results, expected_version=expected,
                                           deadline=deadline_of(rec, state))
        except SaveConflict:  # another process moved the table on (the last guard; see coordination)
            log.warning("table %s: version %s was stored meanwhile; answered as outdated", live.id, expected)
            raise Refused("note-outdated") from None
        except Exception:
            self.log_unsaved(live.id)
            raise Refused("error-not-saved") from None
        self.pings.before_change(live)
        live.rec, live.state = rec, state
        if get_ui(rec.game).new_message_on(events):
            live.new_message = True

    async def advance_clock(self, live: Live, now: float) -> BaseState:
        """Fire the engine deadlines passed by ``now`` (inside :meth:`hold`); returns the state to act on."""
        assert live.state is not None
        state, events = get_game(live.rec.game).tick(live.state, now)
        if events:
            await self.commit(live, live.rec.model_copy(deep=True), state, None, {"type": "tick"}, events, now)
        return state

    def after_change(self, live: Live, skip: str | None = None, actor: str | None = None) -> None:
        """After a stored change: note it for the turn ping (``actor`` acted; None: a timeout),
        re-render the table, refresh the hands, re-arm the deadline."""
        self.pings.note(live, actor)
        self.publisher.schedule(live)
        self.hands.schedule(live, skip)
        self.arm(live)

    # ---- what users do ----------------------------------------------------------------------
    async def open_lobby(self, interaction: discord.Interaction, game_id: str, options: dict[str, Any],
                         language: str | None) -> None:
        try:
            await self.lobby.open(interaction, game_id, options, language)
        except Refused as r:
            await self.say(interaction, tr(self.locale_of(interaction), r.key, **r.params))

    async def on_component(self, interaction: discord.Interaction, tid: int, ver: int, op: str,
                           arg: str, values: list[str]) -> None:
        loc = self.locale_of(interaction)
        try:
            live = await self.get(tid)
            if live is None:
                raise Refused("error-no-table")
            if not 0 <= ver <= MAX_ID or len(arg) > 64:
                raise Refused("note-outdated")
            await self.coordination.catch_up(live, ver)
            if op == "again":
                await self.rematches.on_click(interaction, live)
            elif op == "rules":
                await interaction.response.send_message(embed=render.rules(live.rec.game, loc), ephemeral=True)
            elif op == "legend":
                await interaction.response.send_message(embed=render.legend(live.rec.game, loc), ephemeral=True)
            elif live.rec.status == "lobby" or is_lobby_op(op):
                await self.lobby.on_click(interaction, live, op, values)
            elif op == "log":
                if live.state is None:
                    raise Refused("error-no-table")
                await interaction.response.send_message(embed=render.log(live.rec, live.state, loc), ephemeral=True)
            else:
                await self.actions.on_click(interaction, live, ver, op, arg, values)
        except Refused as r:
            await self.say(interaction, tr(loc, r.key, **r.params))

    async def on_modal(self, interaction: discord.Interaction) -> None:
        """A submitted modal: ``ctb:<table>:0:numbers:`` is the lobby's numbers."""
        data: Any = interaction.data or {}
        match = MODAL_ID.fullmatch(str(data.get("custom_id", "")))
        if match is None:
            return  # not ours
        tid = _num(match["tid"])
        loc = self.locale_of(interaction)
        try:
            live = await self.get(tid)
            if live is None:
                raise Refused("error-no-table")
            if match["op"] != "numbers":
                raise Refused("error-unknown-op")
            await self.lobby.on_numbers(interaction, live, modal_fields(data))
        except Refused as r:
            await self.say(interaction, tr(loc, r.key, **r.params))
        except Exception as e:
            await self.on_unexpected(interaction, e, tid)

    async def act(self, interaction: discord.Interaction | None, live: Live, seat: str,
                  action: dict[str, Any], ver: int | None = None) -> bool:
        return await self.actions.act(interaction, live, seat, action, ver=ver)

    async def leave(self, interaction: discord.Interaction, live: Live) -> None:
        await self.say(interaction, await self.actions.leave(interaction, live))

    async def delivery(self, user_id: int) -> str:
        return await self.hands.delivery(user_id)

    async def store_delivery(self, user_id: int, mode: str) -> None:
        await self.hands.store_delivery(user_id, mode)

    async def on_unexpected(self, interaction: discord.Interaction, error: BaseException,
                            tid: int | None = None) -> None:
        """The last word on any interaction that failed unexpectedly: log it (with the table id)
        and apologise privately, so nobody is left with "This interaction failed"."""
        log.error("table %s: unexpected error in an interaction", tid, exc_info=error)
        try:
            await self.say(interaction, tr(self.locale_of(interaction), "error-unexpected"))
        except discord.HTTPException:
            log.warning("table %s: could not send the apology", tid)

    # ---- time -------------------------------------------------------------------------------
    def deadline(self, live: Live) -> float | None:
        if live.rec.status in OPEN:
            return deadline_of(live.rec, live.state)
        # closed: keep it in memory while its last views may still be clicked, then let go
        if live.closed_at is None:
            live.closed_at = self.clock.now()
        return live.closed_at + EVICT_AFTER

    def arm(self, live: Live) -> None:
        """(Re)set this table's deadline on the one timer that serves every table."""
        self.deadlines.set(live.id, self.deadline(live))

    async def on_deadline(self, tid: int) -> None:
        live = self.tables.get(tid)
        if live is None:
            return
        rec = live.rec
        if rec.status not in ("lobby", "playing"):
            self.tables.drop(tid)  # a later click reloads it from the database
            return
        changed = False
        try:
            async with self.hold(live, touch=True):
                if live.rec.status == "lobby" and self.clock.now() >= live.rec.last_activity + IDLE_TIMEOUT:
                    closed = live.rec.model_copy(deep=True)
                    closed.status = "abandoned"
                    await self.save_record(live, closed)
                    changed = True
                elif live.rec.status == "playing" and live.state is not None:
                    before = live.state.version
                    await self.advance_clock(live, self.clock.now())
                    changed = live.state.version != before
        except Refused:
            self.deadlines.set(tid, self.clock.now() + RETRY_AFTER)  # stays armed: try again soon
            return
        if changed and live.state is None:
            await self.publisher.lobby(live)
        elif changed:
            self.after_change(live)
            return
        self.arm(live)

    async def before_stop(self) -> None:
        """What a graceful stop keeps for the next start: the open hand views' tokens."""
        await self.hands.keep()

    def stop(self) -> None:
        """Cancel the timer and pending table renders (on shutdown)."""
        self.deadlines.stop()
        self.hands.stop()
        self.pings.stop()
        for live in self.tables.values():
            for task in (live.render_task, live.refresh_task):
                if task is not None and not task.done():
                    task.cancel()

    # ---- replies ----------------------------------------------------------------------------
    async def say(self, interaction: discord.Interaction, text: str) -> None:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
