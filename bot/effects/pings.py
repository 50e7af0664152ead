"""Turn pings: the player whose decision a table awaits gets one short message that mentions them.

Discord notifies nobody of an edit, so the updated table alone never tells a player it is their
turn; a mention in a *new* message does. To notify without flooding the channel:

- **At most one ping per table stands at a time** (``TableRecord.ping``, stored, so it is still
  deleted after a restart). It is deleted once its player acts, when the decision passes to
  another seat, and when the game ends.
- **A ping is sent only when a new decision begins**: the awaited seat changed with this change,
  and it is not the seat that just acted. So no ping to the player who just acted (a fisher who
  keeps the turn, a gin player between drawing and discarding), none again for a decision already
  pinged (another player's move that leaves the same seat awaited, a tick that changes nothing), and
  none after a restart for the decision that was already waiting.
- **None in a solo game** (fewer than two seats still playing), and none to a player who switched
  them off (``/settings ping: off``, stored with the user settings).
- The message mentions that one user only (``allowed_mentions``), in the table's language, with a
  link to the table message and the table's "My hand" button (a component on the same message:
  no request more).

**Who is awaited** comes from the engine's public view: ``awaiting.seat`` where a game names the
awaited seat there (Sänkpass, Tolv fiender), else ``turn`` (gin, the fishing games). Where a game
lets several seats act at once, the ping goes to the seat the game cannot go on without:

- Tolv fiender's speech moment (after a jester) awaits the chooser; the others *may* say one
  preset wish but need not, so only the chooser is pinged (pinging everyone would flood the
  channel at every jester, for something optional).
- Gin's up-card offer is made to one seat at a time in this engine (the non-dealer first, then the
  dealer, then the non-dealer draws), so each is pinged as the offer reaches them.

**Only when they look away.** A ping exists to reach a player who is not watching; in brisk play
nobody needs one, and each one is a new message (the channel takes about 5 per 5 s) and a delete.
So a new decision's ping waits ``PING_AFTER`` seconds (``bot.ops.settings``; 30 by default): if the
awaited player acts first, nothing is sent at all. A due ping goes out as a followup of the
channel's freshest interaction (:mod:`bot.effects.outbox`), outside the bot token's budget, and is deleted
through the same token when they act; it is stored (its own unit of work) only when it is sent or
deleted, not on every move.

**Coalescing.** Every stored change is *noted* (:meth:`Pings.note`, synchronous, in commit order)
into the table's plan: which seat's ping should stand and whether a new decision began for it. The
table's render task *flushes* the plan right after it renders the table (:meth:`Pings.flush`), so a
burst of moves costs at most one delete and one send, and the ping lands below the updated table.
A ping's own timer (:attr:`Pings.timer`) only wakes that task when the ping is due: every send and
delete of a table's ping runs in that one task, in order.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from engine import BaseState

from ..core.clock import Clock
from ..core.live import Live, Refused, Tables
from ..ops.settings import Settings
from ..render import screens
from ..render.i18n import tr
from ..route.deadlines import Deadlines
from ..storage import Storage
from ..storage.models import PingMessage, TableRecord, table_link
from .outbox import PING, PING_DELETE, Outbox

log = logging.getLogger(__name__)

PENDING = 0  # a ping's message id while it is being sent (the intent, stored first)

Keep = Callable[[Live, Callable[[TableRecord], Any]], Awaitable[None]]  # bot.commit.unit.Commit.keep


@dataclass
class PingPlan:
    """A table's turn ping as the noted changes want it: ``target`` is the seat whose ping should
    stand (None: no ping); ``fresh`` says a new decision began for it since the last flush (any
    standing ping is replaced); ``pending`` that a flush has work to look at; ``due`` when the
    current decision's ping may go out (None: sent, or none to send); ``decision`` counts the
    decisions begun, so a ping that waited for its slot is not sent for one already made.

    A table gets its plan with the first change this process stores for it (:meth:`Pings.note`),
    from the table as it was before that change: so a decision that was already waiting before a
    restart is not pinged again, and resuming tables costs nothing here."""

    target: str | None
    awaited: str | None  # the seat awaited as of the last change noted
    fresh: bool = False
    pending: bool = False
    due: float | None = None
    decision: int = 0


class Pings:
    """Turn pings (module docstring). ``keep`` stores the standing ping with the table's record;
    ``wake`` runs the table's render task, where a due ping is sent."""

    def __init__(self, outbox: Outbox, storage: Storage, clock: Clock, settings: Settings, tables: Tables,
                 keep: Keep, wake: Callable[[Live], None]) -> None:
        self.outbox, self.storage, self.clock, self.settings = outbox, storage, clock, settings
        self.tables, self.keep, self.wake = tables, keep, wake
        self._enabled: dict[int, bool] = {}  # user id -> pings on (cache of the database)
        self.muted: set[int] = set()  # channels where the bot may not post: said once in the log
        self.timer = Deadlines(clock, self._due)  # table id -> when its ping is due

    # ---- who is awaited ---------------------------------------------------------------------
    awaited = staticmethod(screens.awaited_seat)  # whose decision the table awaits (bot.render.screens)

    def note(self, live: Live, actor: str | None, before: tuple[TableRecord, BaseState | None] | None = None) -> None:
        """Note a stored change (``actor``: the seat that acted, None for a timeout) in the plan.
        A table without a plan gets one from ``before``, the table as it was before the change
        (its standing ping, the seat it awaited), or from itself as it is."""
        if live.ping_plan is None:
            rec, state = before if before is not None else (live.rec, live.state)
            live.ping_plan = PingPlan(rec.ping.seat if rec.ping is not None else None, self.awaited(rec, state))
        plan: PingPlan = live.ping_plan
        awaited = self.awaited(live.rec, live.state)
        before_seat, plan.awaited = plan.awaited, awaited
        if plan.target is not None and (plan.target != awaited or plan.target == actor):
            plan.target, plan.fresh, plan.due = None, False, None  # they acted, or the decision moved on
        if awaited is not None and awaited != before_seat and awaited != actor:
            plan.target, plan.fresh = awaited, True  # a new decision: ping whoever it awaits
            plan.decision += 1
        plan.pending = True

    @staticmethod
    def pending(live: Live) -> bool:
        return live.ping_plan is not None and live.ping_plan.pending

    async def _due(self, tid: int) -> None:
        """A ping's time came: wake the table's render task, which sends it (:meth:`flush`)."""
        live = self.tables.get(tid)
        if live is not None and live.ping_plan is not None:
            live.ping_plan.pending = True
            self.wake(live)

    # ---- sending and deleting ---------------------------------------------------------------
    async def flush(self, live: Live) -> None:
        """Make the channel match the plan: delete the standing ping if it is no longer wanted,
        send the new one once it is due (else arm its timer), store which one stands. Runs in the
        table's render task (one at a time per table); a change noted meanwhile is left for the
        next flush."""
        plan = live.ping_plan
        if plan is None or not plan.pending:
            return
        plan.pending = False
        now = self.clock.now()
        replace = plan.fresh
        if plan.fresh:  # a new decision began: its ping waits for the player to look away
            plan.fresh = False
            plan.due = now + self.settings.ping_after if plan.target is not None else None
        current = new = live.rec.ping
        if current is not None and current.message_id == PENDING:  # sent by a process that died
            await self._retire_orphans(live)
            new = None
        elif current is not None and (replace or current.seat != plan.target):
            await self._delete(live, current)
            new = None
        if plan.target is None or plan.due is None:
            self.timer.set(live.id, None)
        elif now < plan.due:
            self.timer.set(live.id, plan.due)
        elif new is None:
            plan.due = None
            intent = PingMessage(seat=plan.target, message_id=PENDING)
            try:  # the intent first: a process killed before it stores the ping's id leaves a trace
                await self.keep(live, lambda rec: setattr(rec, "ping", intent))
                current = live.rec.ping
            except Refused:
                return
            new = await self._send(live, plan.target)
        if new == current:
            return

        def keep(rec: TableRecord) -> None:
            rec.ping = new

        try:
            await self.keep(live, keep)
        except Refused:  # logged by the service; leave no ping behind that nothing would delete
            if new is not None:
                await self._delete(live, new)

    async def _send(self, live: Live, seat: str) -> PingMessage | None:
        rec, plan = live.rec, live.ping_plan
        player = next((p for p in rec.players if p.seat == seat), None)
        away = live.state is not None and seat in live.state.away  # (a computer plays it: bot.core.computers)
        if player is None or player.computer is not None or away or not await self.enabled(player.user_id):
            return None
        loc, decision = player.locale, plan.decision  # (the ping speaks to its player: their language)
        mentions = discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                           users=[discord.Object(player.user_id)])

        def fields() -> dict[str, Any]:
            text = tr(loc, "ping-turn", user=f"<@{player.user_id}>", game=tr(loc, f"game-{rec.game}"),
                      id=rec.id, link=table_link(live.rec))
            # the table's "My hand" on the ping itself: a component costs no request of its own
            return {"content": text, "allowed_mentions": mentions, "view": screens.ping_view(live.rec, live.state, loc)}

        try:
            sent = await self.outbox.send(rec.channel_id, fields, PING, also=rec.message_token,
                                              wanted=lambda: plan.target == seat and plan.decision == decision)
        except discord.Forbidden:  # the permission was taken away mid-game: the game goes on
            if rec.channel_id not in self.muted:
                self.muted.add(rec.channel_id)
                log.warning("channel %s: the bot may not post there, so its turn pings are left out"
                            " (said once per channel)", rec.channel_id)
            return None
        except discord.HTTPException:
            log.warning("table %s: could not send the turn ping", rec.id)
            return None
        self.muted.discard(rec.channel_id)
        if sent is None:
            return None
        return PingMessage(seat=seat, message_id=sent[0], token=sent[1])

    async def _delete(self, live: Live, ping: PingMessage) -> None:
        await self.outbox.delete(live.rec.channel_id, ping.message_id, ping.token, PING_DELETE)

    async def _retire_orphans(self, live: Live) -> None:
        """A ping was being sent when its process died (the intent is stored, its id is not): find
        the bot's pings for this table among the channel's latest messages and delete them."""
        marker = re.compile(rf"#{live.id}\b")
        try:
            found = await self.outbox.own_messages(live.rec.channel_id, PING_DELETE)
        except discord.HTTPException as e:
            log.warning("table %s: could not look for a turn ping a stopped process left: %s", live.id, e)
            return
        for message in found:
            if (message.content or "").startswith("🔔") and marker.search(message.content):
                await self.outbox.delete(live.rec.channel_id, message.id, None, PING_DELETE)

    def stop(self) -> None:
        self.timer.stop()

    # ---- the per-user setting ---------------------------------------------------------------
    async def enabled(self, user_id: int) -> bool:
        if user_id not in self._enabled:
            self._enabled[user_id] = await self.storage.pings_enabled(user_id)
        return self._enabled[user_id]

    def remember(self, user_id: int, on: bool | None) -> None:
        """The setting just stored (None: stored elsewhere, forget the cached one)."""
        if on is None:
            self._enabled.pop(user_id, None)
        else:
            self._enabled[user_id] = on
