"""Delivery of private hands: ephemeral hand views (edited while their token lives) and DM hands.

A player's hand view is rendered for their seat only; the table never shows it. Where a player
keeps their hand (``ephemeral``: the table's "My hand" button; ``dm``: a DM message the bot edits
at any time) is a per-user setting, cached here after its first read.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

import discord

from . import render
from .i18n import tr
from .live import Live, OpenHand, Refused
from .models import HandMessage, Player, TableRecord

if TYPE_CHECKING:
    from .service import TableService

log = logging.getLogger(__name__)

HAND_VIEW_TTL = 14 * 60  # an interaction token lives 15 minutes; stop editing a little before
DELIVERY_MODES = ("ephemeral", "dm")


class Hands:
    def __init__(self, svc: TableService) -> None:
        self.svc = svc
        self._delivery: dict[int, str] = {}  # user id -> mode (cache of the database)

    def _render(self, live: Live, seat: str, loc: str, note: str | None = None,
                dm: bool = False) -> tuple[discord.Embed, discord.ui.View]:
        assert live.state is not None
        return render.hand(live.rec, live.state, seat, loc, live.rec.drafts.get(seat, {}), note, dm=dm)

    async def send(self, interaction: discord.Interaction, live: Live, seat: str, loc: str) -> None:
        """A fresh ephemeral hand view (the table's "My hand" button)."""
        embed, view = self._render(live, seat, loc)
        await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
        live.hands[seat] = OpenHand(interaction, self.svc.clock.now(), loc)

    async def edit(self, interaction: discord.Interaction, live: Live, seat: str, loc: str,
                   note: str | None = None, dm: bool = False) -> None:
        """Answer a click on a hand view by editing it in place."""
        embed, view = self._render(live, seat, loc, note, dm=dm)
        await interaction.response.edit_message(embed=embed, view=view)
        if not dm:
            live.hands[seat] = OpenHand(interaction, self.svc.clock.now(), loc)

    async def refresh(self, live: Live, skip: str | None = None, dms: bool = True) -> None:
        """Bring every open hand view (while its token lives) and every DM hand up to date
        (``dms=False``: the ephemeral views held here only — another process did the DMs)."""
        if live.state is None:
            return
        now = self.svc.clock.now()
        for seat, open_hand in list(live.hands.items()):
            if seat == skip:
                continue
            if now - open_hand.opened > HAND_VIEW_TTL:
                live.hands.pop(seat, None)
                continue
            embed, view = self._render(live, seat, open_hand.locale)
            try:
                await open_hand.interaction.edit_original_response(embed=embed, view=view)
            except discord.HTTPException:
                live.hands.pop(seat, None)
        for p in live.rec.players if dms else ():
            if p.seat in live.rec.dm_hands or await self.delivery(p.user_id) == "dm":
                await self.update_dm(live, p)

    async def update_dm(self, live: Live, player: Player) -> None:
        if live.state is None:
            return
        embed, view = self._render(live, player.seat, player.locale, dm=True)
        known = live.rec.dm_hands.get(player.seat)
        try:
            if known is not None:
                msg = self.svc.publisher.channel(known.channel_id).get_partial_message(known.message_id)  # type: ignore[attr-defined]
                await msg.edit(embed=embed, view=view)
                return
            user = self.svc.client.get_user(player.user_id) or await self.svc.client.fetch_user(player.user_id)
            msg = await user.send(embed=embed, view=view)
        except discord.HTTPException:
            log.warning("table %s: could not deliver the hand of %s by DM", live.id, player.user_id)
            return
        sent = HandMessage(channel_id=msg.channel.id, message_id=msg.id)

        def remember(rec: TableRecord) -> None:
            rec.dm_hands[player.seat] = sent

        with contextlib.suppress(Refused):  # logged; the next refresh sends a new DM
            await self.svc.update_record(live, remember)

    async def set_delivery(self, interaction: discord.Interaction, live: Live | None, seat: str | None,
                           mode: str) -> str:
        """Move this user's hand (setting + the open table's hand). Returns the confirmation text."""
        loc = self.svc.locale_of(interaction)
        await self.store_delivery(interaction.user.id, mode)
        if live is not None and seat is not None and live.state is not None:
            if mode == "dm":
                player = live.rec.player(interaction.user.id)
                assert player is not None
                live.hands.pop(seat, None)
                await self.update_dm(live, player)
            elif seat in live.rec.dm_hands:
                await self.svc.update_record(live, lambda rec: rec.dm_hands.pop(seat, None))
        return tr(loc, f"delivery-{mode}")

    async def delivery(self, user_id: int) -> str:
        """Where this user's hand is kept: ``ephemeral`` (the "My hand" button) or ``dm``."""
        if user_id not in self._delivery:
            self._delivery[user_id] = await self.svc.storage.hand_delivery(user_id)
        return self._delivery[user_id]

    def forget(self, user_id: int) -> None:
        """Drop the cached delivery setting (another process stored a new one)."""
        self._delivery.pop(user_id, None)

    async def store_delivery(self, user_id: int, mode: str) -> None:
        if mode not in DELIVERY_MODES:
            raise Refused("error-bad-choice")
        try:
            await self.svc.storage.set_hand_delivery(user_id, mode)
        except Exception:
            log.exception("user %s: could not save the hand delivery setting", user_id)
            raise Refused("error-not-saved") from None
        self._delivery[user_id] = mode
        await self.svc.coordination.user_changed(user_id)  # other processes drop their cached value
