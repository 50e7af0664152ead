"""The public messages of a table: the lobby and the table message, kept current within Discord's budget.

A burst of actions costs one edit: the effects (:mod:`bot.effects.plan`) mark the table dirty and one
task per table renders after ``TABLE_EDIT_DELAY`` (and then makes the turn ping match the game,
:mod:`bot.effects.pings`). An edit that would show what the message already shows is not sent.

**Which token edits the table.** Editing a channel message with the bot token spends the whole
bot's ~50 requests a second (:mod:`bot.effects.outbox`); an interaction token edits the messages it made
— its original response, its followups — outside that budget, for 15 minutes. So the table
message is always one the bot made through an interaction: a followup of the click that started
the game or began a new hand, or of the latest click in the channel. It carries that token
(``TableRecord.message_token``, stored with the message's id, so a restart or another process
edits through it too), and every routine update goes through it while it lives. Once the token is
:data:`RENEW_AFTER` old, the table's next change moves it to a new message, posted through a
fresh token (the click that caused the change, or the channel's latest, at most a minute old), and
the old message is deleted through its own token. So a game in which someone clicks in the channel
at least every few minutes never spends the bot token on its table. A click *on* the table that
changes it (Tolv fiender's statement) is answered by editing the table itself: that click's token
then owns the table message, for free.

Why this is sound: a followup is the bot's own message in the channel, visible to everyone, with
components that route like any other (custom_ids carry the table, never the clicker), and the
links to the table (hand views, pings) follow the stored message id. A token is used for edits
for 14 of its 15 minutes (:data:`bot.effects.outbox.TOKEN_LIFE`), so the old message is always deleted
while its token still can. Moving every ten minutes also keeps the table near the bottom of the
channel, where its game is being played. Tokens are secrets: stored with the message they own,
never shown, never in a custom_id or a log line.

**When no live token is at hand** — nobody clicked in the channel for 14 minutes, so the change came
from a timer (a seat vacated, an idle close) or from a DM click — the table is edited with the bot
token, in the budget, first of all bot-token requests; a table that changes again while it waits
for its slot is sent once, as it is then. A table message older than ``TABLE_MESSAGE_MAX_AGE`` is
replaced by a new one (Discord may refuse to edit old messages).

A new table message is also posted when the game asks for one (a new hand); the old message (the
lobby, or the previous hand) is edited to lose its controls and link to the new one, so no message
that no longer updates still looks live. A token renewal deletes the old message instead: it showed
nothing the new one does not.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from ..core.clock import Clock
from ..core.live import Live
from ..ops.settings import Settings
from ..render import screens
from ..render.i18n import tr
from ..storage.models import TableRecord, Token, jump_url
from .outbox import LOBBY, TABLE, TOKEN_LIFE, Outbox

log = logging.getLogger(__name__)

Keep = Callable[[Live, Callable[[TableRecord], Any]], Awaitable[None]]  # bot.commit.unit.Commit.keep

RENEW_AFTER = 10 * 60  # a table message whose token is this old moves to a fresh token at its next change
FRESH = 60.0           # ... to one at most this old (so the new message has ~14 minutes of edits ahead)
REPOST = (30046, 10008)  # too old to edit, deleted: post a new table message


class Publisher:
    """Renders a table's public messages; ``keep`` stores a record change (a new message's id)."""

    def __init__(self, outbox: Outbox, clock: Clock, settings: Settings, keep: Keep) -> None:
        self.outbox, self.clock, self.settings, self.keep = outbox, clock, settings, keep

    # ---- the table message ------------------------------------------------------------------
    def _fields(self, live: Live, shown: list[int], skip_same: bool = True) -> dict[str, Any] | None:
        """The table as it is now (its digest appended to ``shown``), or None if its message
        already shows exactly that."""
        assert live.state is not None
        embed, view = screens.table(live.rec, live.state, live.rec.locale, now=self.clock.now())
        d = screens.digest(embed, view)
        if skip_same and live.shown.get("table") == (live.rec.message_id, d):
            return None
        shown.append(d)
        return {"embed": embed, "view": view}

    def _moves(self, live: Live) -> str | None:
        """Why the table needs a new message now (``new``, ``renew``), or None: edit it in place."""
        rec, outbox = live.rec, self.outbox
        if rec.message_id is None or live.new_message:
            return "new"
        if not outbox.alive(rec.message_token, TOKEN_LIFE - RENEW_AFTER) \
                and outbox.fresh(rec.channel_id, TOKEN_LIFE - FRESH) is not None:
            return "renew"
        if self.clock.now() - rec.message_at > self.settings.table_message_max_age:
            return "new"
        return None

    async def table(self, live: Live, from_lobby: bool = False) -> None:
        """Bring the table message up to date: edit it, or post a new one (``from_lobby``: the
        first, after Start) and retire the old one."""
        if live.state is None:
            return
        why = self._moves(live)
        if why is None:
            rec, shown = live.rec, []
            try:
                await self.outbox.edit(rec.channel_id, rec.message_id, rec.message_token,  # type: ignore[arg-type]
                                           lambda: self._fields(live, shown), TABLE)
                if shown:
                    live.shown["table"] = (rec.message_id, shown[-1])
                return
            except discord.HTTPException as e:
                if e.code not in REPOST:  # too old to edit / deleted: post a new one
                    raise
            why = "new"
        await self._post(live, why, from_lobby)

    async def _post(self, live: Live, why: str, from_lobby: bool) -> None:
        rec = live.rec
        old_id, old_token = rec.message_id, rec.message_token
        live.new_message = False
        shown: list[int] = []
        sent = await self.outbox.send(rec.channel_id, lambda: self._fields(live, shown, skip_same=False) or {},
                                          TABLE, also=old_token)
        assert sent is not None
        message_id, token = sent
        now = self.clock.now()

        def moved(r: TableRecord) -> None:
            r.message_id, r.message_at, r.message_token = message_id, now, token

        await self.keep(live, moved)
        if shown:
            live.shown["table"] = (message_id, shown[-1])
        if old_id is None or old_id == message_id:
            return
        if why == "renew":
            await self.outbox.delete(rec.channel_id, old_id, old_token, TABLE)
        else:
            await self.retire(live, old_id, old_token, message_id, lobby=from_lobby)

    async def retire(self, live: Live, old_id: int, old_token: Token | None, new_id: int,
                     lobby: bool = False) -> None:
        """The table moved to a new message: the old one loses its controls and links to the new
        one. An old table message also loses its table (it would show a stale turn); the lobby
        keeps its embed (who sat down, the options: it has no turn to go stale)."""
        rec = live.rec
        link = jump_url(rec.guild_id, rec.channel_id, new_id)
        if lobby:
            fields: dict[str, Any] = {"content": tr(rec.locale, "lobby-moved", link=link), "view": None}
        else:
            fields = {"content": tr(rec.locale, "table-moved", id=rec.id, link=link), "embed": None, "view": None}
        try:
            await self.outbox.edit(rec.channel_id, old_id, old_token, lambda: fields, LOBBY)
        except discord.HTTPException:  # deleted, or too old to edit: nothing more to do
            log.info("table %s: could not retire its old message %s", rec.id, old_id)

    async def lobby(self, live: Live, priority: int = LOBBY) -> None:
        """Show the lobby as it is now (rendered when its request's slot comes)."""
        if live.rec.message_id is None:
            return

        def fields() -> dict[str, Any]:
            embed, view = screens.lobby(live.rec, live.rec.locale)
            return {"embed": embed, "view": view}

        with contextlib.suppress(discord.HTTPException):
            await self.outbox.edit(live.rec.channel_id, live.rec.message_id, live.rec.message_token, fields, priority)
