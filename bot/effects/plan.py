"""Effects: once a change is committed, what Discord should show — planned here, in one place.

The last step of the pipeline (:mod:`bot.service`). From the committed
:class:`~bot.core.change.Change` it plans, in this order:

- **the answer** to the click (:meth:`Effects.answer`: the hand view, the table, the lobby, or a
  private line), within Discord's three seconds: it is rendered from memory;
- **the game's messages** when the game moved: the turn ping's plan is noted
  (:mod:`bot.effects.pings`), the table's one render task edits the table after ``TABLE_EDIT_DELAY``
  (:mod:`bot.effects.publish`) and then makes the ping match, and the other seats' hand views and DM hands
  follow (:mod:`bot.effects.hands`); a game just started posts its first table message at once;
- **the lobby message** when a lobby changed and the answer did not show it;
- **the table's deadline**, re-armed on the one timer (:mod:`bot.route.deadlines`).

Every request the bot sends on its own goes through :mod:`bot.effects.outbox`, which spends the
interaction tokens that own the messages and keeps bot-token requests within this process's
budget. An effect that must store something (a new message's id) does it through ``keep``, the
unit of work it was given (:meth:`bot.commit.unit.Commit.keep`); effects never call back into the
pipeline that runs them.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from ..core.change import Answer, Change
from ..core.clock import Clock
from ..core.live import Live, Tables, deadline_of
from ..ops.metrics import mark
from ..ops.settings import Settings
from ..render import screens
from ..route.deadlines import Deadlines
from ..storage import Storage
from ..storage.models import OPEN, TableRecord
from .hands import Hands
from .outbox import IDLE, LOBBY, Outbox, token_of
from .pings import Pings
from .publish import Publisher
from .reply import say

log = logging.getLogger(__name__)

EVICT_AFTER = 15 * 60  # a closed table leaves memory this long after it closed
ANSWER_WITHIN = 2.5    # seconds an answer may take (Discord drops the interaction at 3)
RETRY = (2.0, 60.0)    # a render Discord failed (5xx) is tried again after 2 s, then 4, 8 … at most 60

Keep = Callable[[Live, Callable[[TableRecord], Any]], Awaitable[None]]


class Effects:
    def __init__(self, client: discord.Client, storage: Storage, settings: Settings, clock: Clock, tables: Tables,
                 keep: Keep, fire: Callable[[int], Awaitable[None]],
                 shown: Callable[[Live], None] = lambda _live: None) -> None:
        self.clock, self.settings, self.tables, self.keep = clock, settings, tables, keep
        self.shown = shown  # the table's message and ping show it as it is now (bot.commit.coordination)
        self.outbox = Outbox(client, clock, settings.request_budget)
        self.deadlines = Deadlines(clock, fire)  # one timer for every table's next deadline
        self.publisher = Publisher(self.outbox, clock, settings, keep)
        self.pings = Pings(self.outbox, storage, clock, settings, tables, keep, wake=self.kick)
        self.hands = Hands(client, self.outbox, storage, clock, tables, keep)
        self._background: set[asyncio.Task] = set()
        self._retries: dict[int, float] = {}  # table id -> the wait before its render is tried again
        self.stalls = Deadlines(clock, self._stalled)  # table id -> when it names whom it waits for

    # ---- the plan ---------------------------------------------------------------------------
    async def after(self, live: Live, change: Change, interaction: discord.Interaction | None = None) -> None:
        """Everything a committed ``change`` shows (module docstring)."""
        if change.new_message:
            live.new_message = True
        answered = interaction is None or await self.deliver(interaction, live, change)
        before = (change.before_record, change.before) if change.before_record is not None else None
        if change.started:  # the first table message, at once, then the first ping and DM hands
            self.pings.note(live, change.actor, before)
            await self.publisher.table(live, from_lobby=True)
            await self.pings.flush(live)
            await self.hands.refresh(live)
            self.shown(live)
        elif change.game:
            self.pings.note(live, change.actor, before)
            live.dirty = True
            self.kick(live, delay=True)
            self.stalls.set(live.id, screens.stall_at(live.rec, live.state))
            in_place = answered and change.answer.how == "hand" and interaction is not None \
                and interaction.guild_id is not None
            self.hands.schedule(live, skip=change.answer.seat if in_place else None)
        elif change.shown:  # a quick phrase: the table and every open view show it, no ping moves
            live.dirty = True
            self.kick(live, delay=True)
            self.hands.schedule(live)
        elif change.lobby and interaction is None:  # the clock closed it: shown in the background,
            self._later(self.publisher.lobby(live, IDLE))  # at a low share of the budget (a burst of
        elif change.lobby and change.answer.how != "lobby":  # idle closes waits, the tables do not)
            await self.publisher.lobby(live)
        if not change.game and not change.started and not change.shown and answered:
            self.shown(live)
        self.arm(live)

    def _later(self, work: Awaitable[None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def kick(self, live: Live, delay: bool = False) -> None:
        """Run the table's one render task (if it is not running): the table if dirty, the ping."""
        if live.render_task is None or live.render_task.done():
            live.render_task = asyncio.get_running_loop().create_task(self._render(live, delay))

    async def _render(self, live: Live, delay: bool) -> None:
        wait = self.settings.table_edit_delay if delay else 0.0
        if wait > 0:
            await asyncio.sleep(wait)
        failed = False
        while live.dirty or self.pings.pending(live):
            if live.dirty:
                live.dirty = False
                try:
                    await self.publisher.table(live)
                    self._retries.pop(live.id, None)
                except discord.HTTPException as e:  # Discord's fault (or gone): try again later
                    failed = True
                    self._again(live, lambda: self.kick(live), e)
                except Exception:
                    log.exception("table %s: could not render the table message", live.id)
            try:
                await self.pings.flush(live)
            except Exception:
                log.exception("table %s: could not send or delete the turn ping", live.id)
        if not failed:
            self.shown(live)

    async def rerender(self, live: Live) -> None:
        """Show the table as it is now: the process that changed it last died before showing it
        (bot.commit.coordination). Its message (or the lobby's), its ping, its DM hands."""
        if live.rec.status == "lobby" or live.state is None:
            await self.publisher.lobby(live, IDLE)
            self.shown(live)
        else:
            live.dirty = True
            self.kick(live)
            self.hands.schedule(live)
        self.arm(live)

    def _again(self, live: Live, retry: Callable[[], None], error: discord.HTTPException) -> None:
        """A render Discord refused with a server error: try again later, backing off (it shows the
        table as it is then), rather than leave it stale until the next change."""
        if error.status < 500:
            log.warning("table %s: Discord refused to render the table message: %s", live.id, error)
            return
        wait = self._retries[live.id] = min(RETRY[1], self._retries.get(live.id, RETRY[0] / 2) * 2)
        log.warning("table %s: Discord failed to render the table message (%s); trying again in %.0f s",
                    live.id, error.status, wait)

        async def later() -> None:
            await asyncio.sleep(wait)
            live.dirty = True
            retry()

        self._later(later())

    async def _stalled(self, tid: int) -> None:
        """A decision has been awaited long enough to be named on the table (bot.render.screens.stall_at)."""
        live = self.tables.get(tid)
        if live is not None and live.state is not None:
            live.dirty = True
            self.kick(live)

    async def reloaded(self, live: Live) -> None:
        """Another process changed this table (it showed the change): re-arm it here, and bring up
        to date the hand views only this process can edit (it holds their tokens)."""
        self.arm(live)
        if live.hands:
            await self.hands.refresh(live, dms=False)

    # ---- answers ----------------------------------------------------------------------------
    async def deliver(self, interaction: discord.Interaction, live: Live, change: Change) -> bool:
        """Answer within Discord's three seconds. If the answer cannot be delivered (Discord
        answers 5xx, or its retries would run past the three seconds), the change still shows:
        the table as always, and the clicker's hand view is brought up to date through the token
        it had before this click (:meth:`after` refreshes it with the others). Returns whether
        the answer went through."""
        try:
            async with asyncio.timeout(ANSWER_WITHIN):
                await self.answer(interaction, live, change.answer)
            return True
        except (TimeoutError, discord.HTTPException) as e:
            log.warning("table %s: the answer to a click could not be delivered (%s); showing the change instead",
                        live.id, e)
            mark(interaction, "failed")
            if not change.game and change.answer.seat is not None:  # (a draft: their view shows it)
                self.hands.schedule(live)
            return False

    async def answer(self, interaction: discord.Interaction, live: Live, answer: Answer) -> None:
        """Answer the click as the decision said (:class:`~bot.core.change.Answer`)."""
        how, seat, loc = answer.how, answer.seat, answer.locale
        if answer.refused:
            mark(interaction, "refused")
        if how == "hand" and seat is not None and live.state is not None:
            await self.hands.edit(interaction, live, seat, loc, note=answer.note, dm=interaction.guild_id is None)
        elif how == "hand_new" and seat is not None and live.state is not None:
            await self.hands.send(interaction, live, seat, loc, note=answer.note)
        elif how == "table" and live.state is not None:
            embed, view = screens.table(live.rec, live.state, live.rec.locale, now=self.clock.now())
            await interaction.response.edit_message(embed=embed, view=view)
            live.shown["table"] = (live.rec.message_id, screens.digest(embed, view))
        elif how == "lobby":
            embed, lobby_view = screens.lobby(live.rec, live.rec.locale)
            await interaction.response.edit_message(embed=embed, view=lobby_view)
        elif how == "phrases":  # the quick phrases' list the click was on, saying what was said
            embed, phrase_view = screens.phrase_list(live.rec, loc, answer.note)
            await interaction.response.edit_message(embed=embed, view=phrase_view)
        elif how == "say" and answer.note:
            await say(interaction, answer.note)

    async def post_lobby(self, interaction: discord.Interaction, live: Live, now: float) -> int:
        """Answer ``interaction`` with a new (stored) lobby's message and keep where it is (and that
        the interaction's token owns it: its original response). Returns its id."""
        embed, view = screens.lobby(live.rec, live.rec.locale)
        sent = await interaction.response.send_message(embed=embed, view=view)
        message_id = getattr(sent, "message_id", None) or (await interaction.original_response()).id

        def posted(r: TableRecord) -> None:
            r.message_id, r.message_at, r.message_token = message_id, now, token_of(interaction, now)

        await self.keep(live, posted)
        return message_id

    async def show_link(self, live: Live) -> None:
        """A finished table's message: "Play again" becomes a link to the new lobby. Only its
        controls change (a finished table never gets a new message)."""
        rec = live.rec
        if rec.message_id is None or live.state is None:
            return
        _, view = screens.table(rec, live.state, rec.locale)
        live.shown.pop("table", None)
        try:
            await self.outbox.edit(rec.channel_id, rec.message_id, rec.message_token, lambda: {"view": view}, LOBBY)
        except discord.HTTPException:
            log.info("table %s: could not link its final message to the new lobby", rec.id)

    # ---- the timer ----------------------------------------------------------------------------
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

    def stop(self) -> None:
        """Cancel the timers and the pending renders (on shutdown)."""
        self.deadlines.stop()
        self.hands.stop()
        self.pings.stop()
        self.stalls.stop()
        for task in list(self._background):
            task.cancel()
        for live in self.tables.values():
            for task in (live.render_task, live.refresh_task):
                if task is not None and not task.done():
                    task.cancel()
