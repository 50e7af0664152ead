"""Play again: a finished table (an ended or abandoned game) offers "Play again" to its players.

The button sits on the table's final message. Pressing it opens a new lobby in the same channel
with the same game, options and table language; everyone who played is already seated (each may
leave with the lobby's Leave button) and the one who pressed is the host. So a gin match or a
Tolv fiender defeat is one click from a rematch.

One lobby per finished table: the press is handled under the finished table's lock, and the new
lobby and the old table's link to it (``TableRecord.rematch``) are stored in one unit of work
(:meth:`Storage.create_rematch`), so two presses at once (or one pressed twice) open one lobby; the
later press is told where it is. The final message then links to the new lobby instead of offering
the button. Once that lobby has closed (cancelled, or played out), the old table may open another.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

import discord

from engine.core import IDLE_TIMEOUT

from . import render
from .i18n import tr
from .live import Live, Refused
from .lobby import Lobby
from .models import OPEN, TableRecord
from .outbox import LOBBY
from .pings import jump_url

if TYPE_CHECKING:
    from .service import TableService

log = logging.getLogger(__name__)

FINISHED = ("ended", "abandoned")


class Rematches:
    def __init__(self, svc: TableService) -> None:
        self.svc = svc

    async def on_click(self, interaction: discord.Interaction, live: Live) -> None:
        svc = self.svc
        loc = svc.locale_of(interaction)
        if live.rec.player(interaction.user.id) is None:
            raise Refused("error-not-seated")
        if live.rec.status not in FINISHED or live.state is None:
            raise Refused("error-rematch-not-over")
        async with svc.hold(live):
            link = live.rec.rematch
            if link is not None:
                other = await svc.get(link.table_id)
                if other is not None and other.rec.status in OPEN:
                    url = jump_url(other.rec.guild_id, other.rec.channel_id, other.rec.message_id) \
                        if other.rec.message_id is not None else ""
                    await svc.say(interaction, tr(loc, "rematch-exists", id=link.table_id, link=url))
                    return
            lobby = await self._open(interaction, live)
        await self.show_link(live)
        svc.arm(lobby)

    async def _open(self, interaction: discord.Interaction, live: Live) -> Live:
        """Store the new lobby and the old table's link to it, post the lobby (inside the old
        table's unit of work)."""
        svc = self.svc
        rec = live.rec
        now = svc.clock.now()
        host = Lobby.player(interaction)
        players = [host if p.user_id == host.user_id else p.model_copy() for p in rec.players]
        new = TableRecord(guild_id=rec.guild_id, channel_id=rec.channel_id, host_id=host.user_id,
                          game=rec.game, locale=rec.locale, options=dict(rec.options), players=players,
                          last_activity=now, created_at=now)
        old = rec.model_copy(deep=True)
        try:
            new.id = await svc.storage.create_rematch(new, old, now, deadline=now + IDLE_TIMEOUT)
        except Exception:
            svc.log_unsaved(live.id)
            raise Refused("error-not-saved") from None
        live.rec = old  # stored: it links to the new lobby
        lobby = Live(new)
        svc.tables.add(lobby)
        message_id = await svc.lobby.post(interaction, lobby, now)
        linked = live.rec.model_copy(deep=True)
        assert linked.rematch is not None
        linked.rematch.message_id = message_id
        with contextlib.suppress(Refused):  # logged; the old message then keeps its button
            await svc.save_record(live, linked)
        return lobby

    async def show_link(self, live: Live) -> None:
        """The finished table's message: "Play again" becomes a link to the new lobby. Only its
        controls change (a finished table never gets a new message)."""
        rec = live.rec
        if rec.message_id is None or live.state is None:
            return
        _, view = render.table(rec, live.state, rec.locale)
        live.shown.pop("table", None)
        try:
            await self.svc.outbox.edit(rec.channel_id, rec.message_id, rec.message_token, lambda: {"view": view}, LOBBY)
        except discord.HTTPException:
            log.info("table %s: could not link its final message to the new lobby", rec.id)
