"""Delivery of private hands: ephemeral hand views (edited while their token lives) and DM hands.

A player's hand view is rendered for their seat only; the table never shows it. Where a player
keeps their hand (``ephemeral``: the table's "My hand" button; ``dm``: a DM message the bot edits
at any time) is a per-user setting, cached here after its first read.

No hand view that stopped updating may look live. Each seat has at most one open ephemeral view
(``Live.hands``), the one the bot keeps current — and so has each reader's live copy of the table in
their own language (the table's 🌐 button: :meth:`Hands.send_copy`, kept under :func:`copy_key`
beside the seats' views, updated, retired and kept over a restart exactly as they are):

- when the player opens a newer one ("My hand" again), the older one is edited to say so and
  loses its controls;
- an ephemeral message can only be edited through its interaction token, which lives 15 minutes,
  so each open view has an entry on a timer of its own (:class:`~bot.route.deadlines.Deadlines`, a heap:
  no task per view and no scan of tables) that fires at 14 minutes, while the token still lives,
  and edits the view to say it no longer updates and to use the table's "My hand" button;
- moving the hand to DMs (or back) edits the view that was left behind the same way.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from ..core.clock import Clock
from ..core.live import Live, OpenHand, Refused, StoredToken, Tables
from ..render import screens
from ..render.i18n import deck, tr
from ..route.deadlines import Deadlines
from ..storage import Storage
from ..storage.base import StoredHandView
from ..storage.models import HandMessage, Player, TableRecord, Token, table_link
from .outbox import DM, Outbox, token_of
from .reply import say

log = logging.getLogger(__name__)

Keep = Callable[[Live, Callable[[TableRecord], Any]], Awaitable[None]]  # bot.commit.unit.Commit.keep

PENDING = 0  # a DM hand's message id while it is being sent (the intent, stored first)
HAND_VIEW_TTL = 14 * 60  # an interaction token lives 15 minutes; stop editing a little before
RETRIES = 5              # a view Discord failed to edit (5xx) is tried again this often, backing off
TOKEN_TTL = 15 * 60      # after this, Discord refuses every edit through the token
DELIVERY_MODES = ("ephemeral", "dm")


class Hands:
    """Private hands (module docstring). ``keep`` stores a record change (a DM hand's message)."""

    def __init__(self, client: discord.Client, outbox: Outbox, storage: Storage, clock: Clock, tables: Tables,
                 keep: Keep) -> None:
        self.client, self.outbox, self.storage, self.clock = client, outbox, storage, clock
        self.tables, self.keep = tables, keep
        self._delivery: dict[int, str] = {}  # user id -> mode (cache of the database)
        self._four: dict[int, bool] = {}  # user id -> sees the four-colour deck (cache of the database)
        # the users with the four-colour deck as the tables loaded (None: not read); a setting
        # changed by another process since is read again (_elsewhere)
        self._warm: set[int] | None = None
        self._elsewhere: set[int] = set()
        self._keys = itertools.count(1)
        self._open: dict[int, tuple[int, str]] = {}  # expiry key -> (table id, seat)
        # (table id, seat) -> (DM message id, the token of the latest click on it seen here)
        self._dm_tokens: dict[tuple[int, str], tuple[int, Token]] = {}
        self._retrying: set[asyncio.Task] = set()  # hand views Discord failed to edit, tried again later
        self.expiry = Deadlines(clock, self._expire)

    def _render(self, live: Live, seat: str, loc: str,
                note: str | None = None) -> tuple[discord.Embed, discord.ui.View]:
        """The seat's hand view (or a reader's live copy of the table: ``seat`` is then
        :func:`copy_key`), in its reader's deck (:meth:`four_colour`, read before)."""
        assert live.state is not None
        now = self.clock.now()
        with deck(self.cached_four_colour(_user_of(seat) or 0)):
            if seat.startswith(COPY):
                return screens.table(live.rec, live.state, loc, now=now, copy=True)
            return screens.hand(live.rec, live.state, seat, loc, live.rec.drafts.get(seat, {}), note, now=now)

    async def send_copy(self, interaction: discord.Interaction, live: Live, loc: str) -> None:
        """The table's 🌐 button: a copy of the table in the clicker's language, privately, kept
        current as a hand view is (each reader's at most one, edited through its own interaction
        token: no bot-token request for any move), for players and watchers alike."""
        key = copy_key(interaction.user.id)
        await self.four_colour(interaction.user.id)
        embed, view = self._render(live, key, loc)
        sent = await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
        await self._register(live, key, interaction, loc, getattr(sent, "message_id", None),
                             screens.digest(embed, view))

    async def send(self, interaction: discord.Interaction, live: Live, seat: str, loc: str,
                   note: str | None = None) -> None:
        """A fresh ephemeral hand view (the table's "My hand" button; ``note``: why a click on the
        table was answered with it)."""
        embed, view = self._render(live, seat, loc, note)
        sent = await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
        await self._register(live, seat, interaction, loc, getattr(sent, "message_id", None),
                             screens.digest(embed, view) if note is None else None)
        self._learn_deck(live, interaction.user.id)

    async def edit(self, interaction: discord.Interaction, live: Live, seat: str, loc: str,
                   note: str | None = None, dm: bool = False) -> None:
        """Answer a click on a hand view by editing it in place (in a DM: the click's token then
        owns that message, :meth:`dm_token`)."""
        embed, view = self._render(live, seat, loc, note)
        await interaction.response.edit_message(embed=embed, view=view)
        self._learn_deck(live, interaction.user.id)  # (the table's refresh redraws it, DM or not)
        message = interaction.message
        if dm:
            if message is not None:
                self._dm_tokens[live.id, seat] = (message.id, token_of(interaction, self.clock.now()))
                live.shown[f"dm:{seat}"] = screens.digest(embed, view)
            return
        await self._register(live, seat, interaction, loc, message.id if message is not None else None,
                             screens.digest(embed, view) if note is None else None)

    def dm_token(self, live: Live, seat: str, known: HandMessage) -> Token | None:
        """The freshest token that owns this DM hand message: the player's latest click on it
        seen here, or the one stored with it (another process saw the click)."""
        mine = self._dm_tokens.get((live.id, seat))
        if mine is not None and not self.outbox.alive(mine[1]):
            del self._dm_tokens[live.id, seat]  # (dead: forget it)
            mine = None
        token = mine[1] if mine is not None and mine[0] == known.message_id else None
        stored = known.token
        if stored is not None and (token is None or stored.at > token.at):
            return stored
        return token

    # ---- the open ephemeral view of each seat -------------------------------------------------
    async def _register(self, live: Live, seat: str, interaction: discord.Interaction, loc: str,
                        message_id: int | None, digest: int | None = None) -> None:
        """Keep this view as the seat's open one (its token was just renewed; ``digest``: what it
        shows); the one it replaces, if another message, says so and loses its controls."""
        now = self.clock.now()
        key = next(self._keys)
        old = live.hands.get(seat)
        live.hands[seat] = OpenHand(interaction, now, loc, key, message_id, digest)
        self._open[key] = (live.id, seat)
        self.expiry.set(key, now + HAND_VIEW_TTL)
        if old is not None:
            self._forget(old)
            if old.message_id is None or old.message_id != message_id:
                await self._retire(live, old, _note(seat, "hand-replaced"))

    def _drop(self, live: Live, seat: str) -> OpenHand | None:
        old = live.hands.pop(seat, None)
        if old is not None:
            self._forget(old)
        return old

    def _forget(self, open_hand: OpenHand) -> None:
        self._open.pop(open_hand.key, None)
        self.expiry.set(open_hand.key, None)

    async def _retire(self, live: Live, open_hand: OpenHand, key: str) -> None:
        """Edit a view the bot will no longer update: a short note (``key``), no hand, no controls."""
        if self.clock.now() - open_hand.opened >= TOKEN_TTL:
            return  # its token is gone; nothing can edit it any more
        text = tr(open_hand.locale, key, link=table_link(live.rec))
        with contextlib.suppress(discord.HTTPException):
            await open_hand.interaction.edit_original_response(content=text, embed=None, view=None)

    async def _expire(self, key: int) -> None:
        """14 minutes after a view was opened (or last clicked): it will not be updated again."""
        tid, seat = self._open.pop(key, (0, ""))
        live = self.tables.get(tid)
        open_hand = live.hands.get(seat) if live is not None else None
        if live is None or open_hand is None or open_hand.key != key:
            return
        del live.hands[seat]
        if live.rec.status == "playing":  # a finished game's last hand view stays as it is
            await self._retire(live, open_hand, _note(seat, "hand-expired"))

    def stop(self) -> None:
        self.expiry.stop()
        for task in list(self._retrying):
            task.cancel()

    # ---- over a restart -----------------------------------------------------------------------
    async def keep_views(self) -> None:
        """As the bot stops: store every open view's token (``hand_views``), so the next start
        goes on editing them. Never raises: a view not kept only stops updating, as it would have."""
        now = self.clock.now()
        views = []
        for tid, seat in self._open.values():
            live = self.tables.get(tid)
            open_hand = live.hands.get(seat) if live is not None else None
            if open_hand is None or open_hand.message_id is None or now - open_hand.opened >= HAND_VIEW_TTL:
                continue
            inter = open_hand.interaction  # (an Interaction or a StoredToken: both carry these)
            views.append(StoredHandView(tid, seat, open_hand.message_id, inter.application_id, inter.token,
                                        open_hand.opened, open_hand.locale))
        if not views:
            return
        try:
            await self.storage.keep_hand_views(views)
        except Exception:
            log.exception("could not keep %d open hand views over the restart", len(views))

    async def restore_views(self) -> int:
        """As the bot starts (its tables resumed): take back the views kept as it stopped, edited
        through their kept tokens and retired at 14 minutes like any other. Returns how many."""
        now = self.clock.now()
        try:
            views = await self.storage.take_hand_views(self.tables, now - HAND_VIEW_TTL)
        except Exception:
            log.exception("could not take back the hand views kept over the restart")
            return 0
        for v in views:
            live = self.tables.get(v.table_id)
            if live is None or v.seat in live.hands:
                continue
            key = next(self._keys)
            token = StoredToken(self.client, v.application_id, v.token, v.message_id)
            live.hands[v.seat] = OpenHand(token, v.opened, v.locale, key, v.message_id)
            self._open[key] = (live.id, v.seat)
            self.expiry.set(key, v.opened + HAND_VIEW_TTL)
        return len(views)

    def schedule(self, live: Live, skip: str | None = None) -> None:
        """A change was stored: bring the hand views up to date (``skip``: that seat's view was
        the answer). One task per table, as for the table message: changes made while it waits
        for Discord's budget (a DM edited with the bot token) are shown by one edit."""
        if not self.refresh_needed(live, skip):  # (no task for a refresh with nothing to do)
            return
        due = live.refresh_skip
        live.refresh_skip = skip if due is False or due == skip else None
        if live.refresh_task is None or live.refresh_task.done():
            live.refresh_task = asyncio.get_running_loop().create_task(self._refresh_loop(live))

    async def _refresh_loop(self, live: Live) -> None:
        while live.refresh_skip is not False:
            skip, live.refresh_skip = live.refresh_skip, False
            try:
                await self.refresh(live, skip=skip)  # type: ignore[arg-type]
            except Exception:
                log.exception("table %s: could not bring the hand views up to date", live.id)

    def _retry(self, live: Live, wait: float) -> None:
        async def later() -> None:
            await asyncio.sleep(wait)
            self.schedule(live)

        task = asyncio.get_running_loop().create_task(later())
        self._retrying.add(task)
        task.add_done_callback(self._retrying.discard)

    def refresh_needed(self, live: Live, skip: str | None = None) -> bool:
        """Whether :meth:`refresh` would have anything to bring up to date: an open view of
        another seat, or a DM hand (kept, or a player whose setting is DMs or not read yet)."""
        if live.state is None:
            return False
        return any(seat != skip for seat in live.hands) or any(
            p.seat in live.rec.dm_hands or self._delivery.get(p.user_id, "dm") == "dm" for p in live.rec.people)

    async def refresh(self, live: Live, skip: str | None = None, dms: bool = True) -> None:
        """Bring every open hand view (while its token lives) and every DM hand up to date
        (``dms=False``: the ephemeral views held here only — another process did the DMs)."""
        if live.state is None:
            return
        now = self.clock.now()
        for seat, open_hand in list(live.hands.items()):
            if seat == skip:
                continue
            if now - open_hand.opened > HAND_VIEW_TTL:
                self._drop(live, seat)
                continue
            await self.four_colour(_user_of(seat) or 0)
            embed, view = self._render(live, seat, open_hand.locale)
            digest = screens.digest(embed, view)
            if digest == open_hand.digest:
                continue  # it shows this already: no request
            try:
                await open_hand.interaction.edit_original_response(embed=embed, view=view)
                open_hand.digest = digest
                open_hand.failures = 0
            except discord.HTTPException as e:
                if live.hands.get(seat) is not open_hand:
                    continue
                if e.status >= 500 and open_hand.failures < RETRIES:  # Discord's fault: try again later
                    open_hand.failures += 1
                    self._retry(live, 2.0 * 2 ** open_hand.failures)
                else:  # gone (deleted, its token dead): it is no longer updated
                    self._drop(live, seat)
        for p in live.rec.people if dms else ():
            if p.seat in live.rec.dm_hands or await self.delivery(p.user_id) == "dm":
                await self.update_dm(live, p)

    async def update_dm(self, live: Live, player: Player) -> None:
        """Bring this player's DM hand up to date: edited through the token of their latest click
        on it while it lives, else with the bot token in the budget (rendered once its slot comes:
        moves made meanwhile cost no more); sent as a new DM if there is none yet."""
        if live.state is None:
            return
        seat, outbox = player.seat, self.outbox
        known = live.rec.dm_hands.get(seat)
        key = f"dm:{seat}"
        await self.four_colour(player.user_id)

        def fields() -> dict[str, Any] | None:
            embed, view = self._render(live, seat, player.locale)
            digest = screens.digest(embed, view)
            if live.shown.get(key) == digest and known is not None:
                return None  # it shows this already
            live.shown[key] = digest
            return {"embed": embed, "view": view}

        if known is not None and known.message_id == PENDING:  # sent by a process that died
            await self._retire_orphans(live, player)
            known = None
        try:
            if known is not None:
                await outbox.edit(known.channel_id, known.message_id, self.dm_token(live, seat, known), fields, DM)
                return
            # the intent first: a process killed before it stores the DM's id leaves a trace
            await self.keep(live, lambda rec: rec.dm_hands.__setitem__(seat, HandMessage(channel_id=0,
                                                                                        message_id=PENDING)))
            msg = await outbox.send_dm(player.user_id, lambda: fields() or {})
        except Refused:
            return  # (logged; the next refresh tries again)
        except discord.HTTPException:
            live.shown.pop(key, None)
            log.warning("table %s: could not deliver the hand of %s by DM", live.id, player.user_id)
            with contextlib.suppress(Refused):
                await self.keep(live, lambda rec: rec.dm_hands.pop(seat, None))
            return
        sent = HandMessage(channel_id=msg.channel.id, message_id=msg.id)

        def remember(rec: TableRecord) -> None:
            rec.dm_hands[player.seat] = sent

        with contextlib.suppress(Refused):  # logged; the next refresh finds it (the intent) and sends anew
            await self.keep(live, remember)

    async def _retire_orphans(self, live: Live, player: Player) -> None:
        """A DM hand was being sent when its process died (the intent is stored, its id is not):
        find the bot's hands of this table among the DM's latest messages and delete them."""
        marker = re.compile(rf"#{live.id}\b")
        try:
            channel = await self.outbox.dm_channel(player.user_id)
            found = await self.outbox.own_messages(channel, DM)
        except discord.HTTPException as e:
            log.warning("table %s: could not look for a DM hand a stopped process left: %s", live.id, e)
            return
        for message in found:
            footers = [e.footer.text or "" for e in message.embeds if e.footer]
            if any(marker.search(f) for f in footers):
                await self.outbox.delete(channel, message.id, None, DM)

    async def move(self, interaction: discord.Interaction, live: Live, seat: str, mode: str, loc: str) -> None:
        """The "Send my hand to DMs" / "Show my hand here instead" buttons of views sent before
        they left the hand view for ``/settings hand:`` (issue 29; their clicks still work), the
        setting stored (it applies to later games too, and the answer says so and how to undo
        it): move this table's hand, and edit the view left behind so it no longer looks live."""
        message = interaction.message
        clicked_on_ephemeral = message is not None and interaction.guild_id is not None and message.flags.ephemeral
        if mode == "dm":
            text = tr(loc, "hand-moved-to-dm")
            player = live.rec.player(interaction.user.id)
            if player is not None and live.state is not None:
                await self.update_dm(live, player)
                if seat not in live.rec.dm_hands:  # Discord refused the DM (closed DMs)
                    await say(interaction, tr(loc, "hand-dm-failed"))
                    return
            left = self._drop(live, seat)
            if clicked_on_ephemeral:
                await interaction.response.edit_message(content=text, embed=None, view=None)
                if left is not None and left.message_id != message.id:  # type: ignore[union-attr]
                    await self._retire(live, left, "hand-replaced")
            else:
                await say(interaction, text)
            return
        text = tr(loc, "hand-moved-back", link=table_link(live.rec))
        known = live.rec.dm_hands.get(seat)
        if known is not None:
            with contextlib.suppress(Refused):  # logged; the DM then just keeps updating
                await self.keep(live, lambda rec: rec.dm_hands.pop(seat, None))
        if message is not None and interaction.guild_id is None:  # clicked in the DM: edit it there
            await interaction.response.edit_message(content=text, embed=None, view=None)
            if known is not None and known.message_id != message.id:
                await self._retire_dm(live, seat, known, text)
            return
        if known is not None:
            await self._retire_dm(live, seat, known, text)
        await say(interaction, text)

    async def _retire_dm(self, live: Live, seat: str, known: HandMessage, text: str) -> None:
        with contextlib.suppress(discord.HTTPException):
            await self.outbox.edit(known.channel_id, known.message_id, self.dm_token(live, seat, known),
                                       lambda: {"content": text, "embed": None, "view": None}, DM)

    async def release_dms(self, user_id: int, loc: str) -> None:
        """``/settings hand: here``: every open table's DM hand of this user stops updating and
        says where the hand is now. (A settings command is rare: it may look at every table.)"""
        seat = str(user_id)
        for live in list(self.tables.values()):
            raw = getattr(live, "_raw", None)  # resumed but not used yet: do not parse every table
            if raw is not None and f'"{seat}":{{"channel_id"' not in raw.record:
                continue  # its stored record (compact JSON) names no DM hand of this seat
            player = live.rec.player(user_id)
            if player is None or player.seat not in live.rec.dm_hands or live.rec.status != "playing":
                continue
            known = live.rec.dm_hands[player.seat]
            try:
                await self.keep(live, lambda rec, s=player.seat: rec.dm_hands.pop(s, None))
            except Refused:
                continue
            await self._retire_dm(live, player.seat, known, tr(loc, "hand-moved-back", link=table_link(live.rec)))

    def claim_dms(self, user_id: int) -> None:
        """``/settings hand: DMs``: each open game of this user gets its DM hand at once (in the
        background: the command's answer does not wait for Discord), and the hand view left at
        the table says where the hand went. (A settings command is rare: it may look at every table.)"""

        async def claim() -> None:
            seat = str(user_id)
            for live in list(self.tables.values()):
                raw = getattr(live, "_raw", None)  # resumed but not used yet: do not parse every table
                if raw is not None and seat not in raw.record:
                    continue
                player = live.rec.player(user_id)
                if player is None or live.rec.status != "playing" or live.state is None:
                    continue
                await self.update_dm(live, player)
                if player.seat in live.rec.dm_hands:
                    left = self._drop(live, player.seat)
                    if left is not None:
                        await self._retire(live, left, "hand-moved-to-dm")

        task = asyncio.get_running_loop().create_task(claim())
        self._retrying.add(task)  # (kept, so the task is not collected; stopped with the others)
        task.add_done_callback(self._retrying.discard)

    async def delivery(self, user_id: int) -> str:
        """Where this user's hand is kept: ``ephemeral`` (the "My hand" button) or ``dm``."""
        if user_id not in self._delivery:
            self._delivery[user_id] = await self.storage.hand_delivery(user_id)
        return self._delivery[user_id]

    def warm_decks(self, four: set[int]) -> None:
        """As the tables load: every user with the four-colour deck (one query,
        :meth:`~bot.storage.base.Storage.four_colour_users`), so a player's first view after a
        restart comes in their deck at once, without a read on the click's path."""
        self._warm, self._elsewhere = set(four), set()

    def _known_deck(self, user_id: int) -> bool | None:
        """The deck setting as known here (None: not known; read it)."""
        if user_id in self._four:
            return self._four[user_id]
        if self._warm is not None and user_id not in self._elsewhere:
            return user_id in self._warm
        return None

    def cached_four_colour(self, user_id: int) -> bool:
        """The deck setting as known here, without asking the database (an answer to a click
        never waits for it: :meth:`_learn_deck` reads it afterwards if it is not known)."""
        return bool(self._known_deck(user_id))

    def _learn_deck(self, live: Live, user_id: int) -> None:
        """A view was just answered without this user's deck setting known here (a setting
        another process changed): read it now, and if it is the four-colour deck, have the
        table's refresh redraw their views."""
        if self._known_deck(user_id) is not None:
            return

        async def learn() -> None:
            if await self.four_colour(user_id):
                self.schedule(live)

        task = asyncio.get_running_loop().create_task(learn())
        self._retrying.add(task)  # (kept, so the task is not collected; stopped with the others)
        task.add_done_callback(self._retrying.discard)

    async def four_colour(self, user_id: int) -> bool:
        """Whether this user's own views show the four-colour deck (``/settings deck:``)."""
        known = self._known_deck(user_id)
        if known is not None:
            return known
        try:
            self._four[user_id] = await self.storage.four_colour(user_id)
        except Exception:  # the database out of reach: the ordinary deck, asked again next time
            log.warning("user %s: could not read the deck setting", user_id)
            return False
        return self._four[user_id]

    def remember_four_colour(self, user_id: int, on: bool | None) -> None:
        """The setting just stored (None: stored elsewhere, forget the cached one)."""
        if on is None:
            self._four.pop(user_id, None)
            self._elsewhere.add(user_id)
        else:
            self._four[user_id] = on

    def remember_delivery(self, user_id: int, mode: str | None) -> None:
        """The setting just stored (None: stored elsewhere, forget the cached one)."""
        if mode is None:
            self._delivery.pop(user_id, None)
        else:
            self._delivery[user_id] = mode


COPY = "copy:"  # the key of a reader's live copy of the table among the seats' views (Live.hands)


def copy_key(user_id: int) -> str:
    return f"{COPY}{user_id}"


def _note(seat: str, key: str) -> str:
    """What a view that stops updating says: a hand view's note, or a live copy's."""
    return {"hand-replaced": "copy-replaced", "hand-expired": "copy-expired"}[key] if seat.startswith(COPY) else key


def _user_of(seat: str) -> int | None:
    """The user a view belongs to (a seat is the user id as text: bot.storage.models.Player.seat;
    a live copy's key, :func:`copy_key`, names its reader)."""
    seat = seat.removeprefix(COPY)
    return int(seat) if seat.isdigit() else None
