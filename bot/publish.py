"""The public messages of a table: the lobby and the table message, kept current.

A burst of actions costs one edit: :meth:`Publisher.schedule` marks the table dirty and one task
per table edits after ``TABLE_EDIT_DELAY`` (and then sends or deletes the turn ping,
:mod:`bot.pings`). A new table message is posted when the game asks for one (a new hand) or the
old one is too old for Discord to accept edits; its id is stored, and the old message (the lobby,
or the previous hand) is edited to lose its controls and link to the new one, so no message that
no longer updates still looks live.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

import discord

from . import render
from .i18n import tr
from .live import Live
from .pings import jump_url

if TYPE_CHECKING:
    from .service import TableService

log = logging.getLogger(__name__)


class Publisher:
    def __init__(self, svc: TableService) -> None:
        self.svc = svc

    def schedule(self, live: Live) -> None:
        live.dirty = True
        if live.render_task is None or live.render_task.done():
            live.render_task = asyncio.get_running_loop().create_task(self._loop(live))

    async def _loop(self, live: Live) -> None:
        delay = self.svc.settings.table_edit_delay
        if delay > 0:
            await asyncio.sleep(delay)
        while live.dirty:
            live.dirty = False
            try:
                await self.table(live)
            except Exception:
                log.exception("table %s: could not render the table message", live.id)
            try:
                await self.svc.pings.flush(live)
            except Exception:
                log.exception("table %s: could not send or delete the turn ping", live.id)

    def channel(self, channel_id: int) -> discord.abc.Messageable:
        return self.svc.client.get_partial_messageable(channel_id)  # type: ignore[return-value]

    async def table(self, live: Live, from_lobby: bool = False) -> None:
        """Edit the table message, or post a new one (``from_lobby``: the first, after Start)."""
        rec, state = live.rec, live.state
        if state is None:
            return
        embed, view = render.table(rec, state, rec.locale)
        now = self.svc.clock.now()
        channel = self.channel(rec.channel_id)
        too_old = now - rec.message_at > self.svc.settings.table_message_max_age
        if rec.message_id is not None and not live.new_message and not too_old:
            try:
                await channel.get_partial_message(rec.message_id).edit(embed=embed, view=view)  # type: ignore[attr-defined]
                return
            except discord.HTTPException as e:
                if e.code not in (30046, 10008):  # too old to edit / deleted: post a new one
                    raise
        live.new_message = False
        old_id = rec.message_id
        msg = await channel.send(embed=embed, view=view)

        def moved(r: render.TableRecord) -> None:
            r.message_id, r.message_at = msg.id, now

        await self.svc.update_record(live, moved)
        if old_id is not None and old_id != msg.id:
            await self.retire(live, old_id, msg.id, lobby=from_lobby)

    async def retire(self, live: Live, old_id: int, new_id: int, lobby: bool = False) -> None:
        """The table moved to a new message: the old one loses its controls and links to the new
        one. An old table message also loses its table (it would show a stale turn); the lobby
        keeps its embed (who sat down, the options: it has no turn to go stale)."""
        rec = live.rec
        link = jump_url(rec.guild_id, rec.channel_id, new_id)
        old = self.channel(rec.channel_id).get_partial_message(old_id)  # type: ignore[attr-defined]
        try:
            if lobby:
                await old.edit(content=tr(rec.locale, "lobby-moved", link=link), view=None)
            else:
                await old.edit(content=tr(rec.locale, "table-moved", id=rec.id, link=link), embed=None, view=None)
        except discord.HTTPException:  # deleted, or too old to edit: nothing more to do
            log.info("table %s: could not retire its old message %s", rec.id, old_id)

    async def lobby(self, live: Live) -> None:
        if live.rec.message_id is None:
            return
        embed, view = render.lobby(live.rec, live.rec.locale)
        msg = self.channel(live.rec.channel_id).get_partial_message(live.rec.message_id)  # type: ignore[attr-defined]
        with contextlib.suppress(discord.HTTPException):
            await msg.edit(embed=embed, view=view)
