"""The table service: load → lock → apply → save → render, for every open table.

One :class:`Live` per open table is kept in memory (all open tables are loaded on start), each
with its own ``asyncio.Lock`` so two clicks on one table are applied one after the other.
Every accepted action is committed to SQLite before the player gets an answer. Deadlines
(the engine's timeouts, the 45-minute idle close of lobbies) are re-armed from the database.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord

from engine import BaseState, RulesError, SetupError, get_game
from engine.core import IDLE_TIMEOUT

from . import render
from .clock import Clock
from .i18n import card_params, locale_of, tr
from .models import HandMessage, Player, TableRecord
from .settings import Settings
from .storage import Storage
from .ui import get_ui

log = logging.getLogger(__name__)

HAND_VIEW_TTL = 14 * 60  # an interaction token lives 15 minutes; stop editing a little before
EVICT_AFTER = 15 * 60  # a closed table leaves memory this long after it closed


@dataclass
class OpenHand:
    interaction: discord.Interaction
    opened: float
    locale: str


@dataclass
class Live:
    rec: TableRecord
    state: BaseState | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    render_task: asyncio.Task | None = None
    dirty: bool = False
    closed_at: float | None = None  # when the table closed (bot clock), for eviction
    new_message: bool = False
    hands: dict[str, OpenHand] = field(default_factory=dict)   # open ephemeral hand views


class Refused(Exception):
    """An action the bot refuses before the engine sees it; ``key`` is a catalogue key."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class TableService:
    def __init__(self, client: discord.Client, storage: Storage, settings: Settings, clock: Clock) -> None:
        self.client = client
        self.storage = storage
        self.settings = settings
        self.clock = clock
        self.live: dict[int, Live] = {}
        self._delivery: dict[int, str] = {}  # user id -> "ephemeral" | "dm" (cache of the database)
        self._deadlines: dict[int, float] = {}  # table id -> when its deadline falls (bot clock)
        self._timer: asyncio.Task | None = None
        self._timer_at = 0.0
        self._firing = False
        # Test hook: stack the deck of the next game started (replay-format setup + first seat).
        self.stack: Callable[[TableRecord], tuple[dict[str, Any], str | None]] | None = None

    # ---- start-up -------------------------------------------------------------------------
    async def load_all(self) -> int:
        """Load every open table from the database and re-arm its deadline."""
        for rec, state_json in await self.storage.load_open():
            live = Live(rec)
            if state_json:
                live.state = get_game(rec.game).State.model_validate_json(state_json)
            self.live[rec.id] = live
            self.arm(live)
        return len(self.live)

    async def get(self, tid: int) -> Live | None:
        live = self.live.get(tid)
        if live is None:
            loaded = await self.storage.load_table(tid)
            if loaded is None:
                return None
            rec, state_json = loaded
            live = Live(rec)
            if state_json:
                live.state = get_game(rec.game).State.model_validate_json(state_json)
            self.live[tid] = live
        return live

    def tables_in(self, channel_id: int, user_id: int | None = None) -> list[Live]:
        return [lv for lv in self.live.values() if lv.rec.channel_id == channel_id
                and lv.rec.status in ("lobby", "playing")
                and (user_id is None or lv.rec.player(user_id))]

    # ---- lobby ----------------------------------------------------------------------------
    async def open_lobby(self, interaction: discord.Interaction, game_id: str,
                         options: dict[str, Any], language: str | None) -> None:
        user_loc = locale_of(interaction.locale)
        try:
            get_game(game_id).options(options)
        except SetupError as e:
            await self._say(interaction, tr(user_loc, "error-bad-option", detail=str(e)))
            return
        assert interaction.guild_id is not None and interaction.channel_id is not None
        table_loc = language or await self.storage.guild_locale(interaction.guild_id) or locale_of(
            interaction.guild_locale or self.settings.default_locale)
        now = self.clock.now()
        rec = TableRecord(guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                          host_id=interaction.user.id, game=game_id, locale=table_loc, options=options,
                          players=[self._player(interaction)], last_activity=now, created_at=now)
        rec.id = await self.storage.create_table(rec, now)
        live = Live(rec)
        self.live[rec.id] = live
        embed, view = render.lobby(rec, rec.locale)
        await interaction.response.send_message(embed=embed, view=view)
        msg = await interaction.original_response()
        rec.message_id, rec.message_at = msg.id, now
        await self.storage.save_record(rec, now)
        self.arm(live)

    def _player(self, interaction: discord.Interaction) -> Player:
        return Player(user_id=interaction.user.id, name=interaction.user.display_name,
                      locale=locale_of(interaction.locale))

    async def _lobby_op(self, interaction: discord.Interaction, live: Live, op: str,
                        values: list[str]) -> None:
        rec, uid = live.rec, interaction.user.id
        game = get_game(rec.game)
        async with live.lock:
            if rec.status != "lobby":
                raise Refused("error-lobby-closed")
            if op == "join":
                if rec.player(uid):
                    raise Refused("error-already-joined")
                if len(rec.players) >= game.max_seats:
                    raise Refused("error-table-full", max=game.max_seats)
                rec.players.append(self._player(interaction))
            elif op == "unjoin":
                if not rec.player(uid):
                    raise Refused("error-not-in-lobby")
                rec.players = [p for p in rec.players if p.user_id != uid]
                if not rec.players:
                    rec.status = "cancelled"
                elif uid == rec.host_id:
                    rec.host_id = rec.players[0].user_id
            elif op in ("cancel", "start") or op.startswith("option"):
                if uid != rec.host_id:
                    raise Refused("error-host-only")
                if op == "cancel":
                    rec.status = "cancelled"
                elif op == "start":
                    await self._start(live)
                else:
                    name, _, value = (values or [""])[0].partition("=")
                    options = dict(rec.options)
                    if value == "auto":
                        options.pop(name, None)
                    else:
                        options[name] = render.coerce_option(rec.game, name, value)
                    try:
                        game.options(options)
                    except SetupError as e:
                        raise Refused("error-bad-option", detail=str(e)) from None
                    rec.options = game.options(options).model_dump(exclude_defaults=True)
            now = self.clock.now()
            rec.last_activity = now
            if rec.status != "playing":
                await self.storage.save_record(rec, now)
        embed, view = render.lobby(rec, rec.locale)
        await interaction.response.edit_message(embed=embed, view=view)
        if rec.status == "playing":
            live.new_message = True
            await self.render_table(live)
            await self.refresh_hands(live)
        self.arm(live)

    async def _start(self, live: Live) -> None:
        rec = live.rec
        game = get_game(rec.game)
        if not game.min_seats <= len(rec.players) <= game.max_seats:
            raise Refused("error-seat-count", min=game.min_seats, max=game.max_seats)
        seats = [p.seat for p in rec.players]
        now = self.clock.now()
        setup, first = self.stack(rec) if self.stack else ({}, None)
        try:
            state = game.new(seats, rec.options, random.SystemRandom().randrange(2**31), now=now,
                             setup=setup, first=first)
        except SetupError as e:
            raise Refused("error-bad-option", detail=str(e)) from None
        rec.status = "playing"
        live.state = state
        await self.storage.save_action(rec, state.model_dump_json(), state.version, None,
                                       {"type": "start"}, list(state.log), now)

    # ---- components -------------------------------------------------------------------------
    async def on_component(self, interaction: discord.Interaction, tid: int, ver: int, op: str,
                           arg: str, values: list[str]) -> None:
        loc = locale_of(interaction.locale)
        live = await self.get(tid)
        try:
            if live is None:
                raise Refused("error-no-table")
            if op == "rules":
                await interaction.response.send_message(embed=render.rules(live.rec.game, loc), ephemeral=True)
            elif live.rec.status == "lobby" or op in ("join", "unjoin", "start", "cancel") \
                    or op.startswith("option"):
                await self._lobby_op(interaction, live, op, values)
            elif op == "log":
                if live.state is None:
                    raise Refused("error-no-table")
                await interaction.response.send_message(
                    embed=render.log(live.rec, live.state, loc), ephemeral=True)
            else:
                await self._hand_op(interaction, live, ver, op, arg, values)
        except Refused as r:
            await self._say(interaction, tr(loc, r.key, **r.params))

    async def _hand_op(self, interaction: discord.Interaction, live: Live, ver: int, op: str,
                       arg: str, values: list[str]) -> None:
        rec, loc = live.rec, locale_of(interaction.locale)
        player = rec.player(interaction.user.id)
        if player is None:
            raise Refused("error-not-seated")
        if live.state is None:
            raise Refused("error-not-started")
        seat = player.seat
        player.locale = loc
        if op == "hand":  # the table's "My hand" button: a fresh ephemeral view, always current
            await self._send_hand(interaction, live, seat, loc)
            return
        if op in ("to_dm", "to_ephemeral"):
            await self.set_delivery(interaction, live, seat, "dm" if op == "to_dm" else "ephemeral")
            return
        if ver != live.state.version:
            await self._answer(interaction, live, seat, loc, note=tr(loc, "note-outdated"))
            return
        draft = live.rec.drafts.setdefault(seat, {})
        ui = get_ui(rec.game)
        action = ui.on_control(op, arg, values, draft,
                               ui.private_view(get_game(rec.game), live.state, seat, draft))
        if action is None:
            await self.storage.save_record(rec, self.clock.now())
            await self._answer(interaction, live, seat, loc)
            return
        await self.act(interaction, live, seat, action, ver=ver)

    # ---- acting -----------------------------------------------------------------------------
    async def act(self, interaction: discord.Interaction | None, live: Live, seat: str,
                  action: dict[str, Any], ver: int | None = None) -> bool:
        """Apply ``seat``'s action; answer ``interaction`` with the hand view or the refusal."""
        rec = live.rec
        loc = locale_of(interaction.locale) if interaction else rec.locale
        in_dm = interaction is not None and interaction.guild_id is None
        game = get_game(rec.game)
        async with live.lock:
            assert live.state is not None
            await self._advance_clock(live)
            if ver is not None and ver != live.state.version:
                error = tr(loc, "note-outdated")
            else:
                try:
                    state, events = game.apply(live.state, seat, action, self.clock.now())
                    error = None
                except RulesError as e:
                    error = self.error_text(loc, rec, e)
            if error is None:
                live.rec.drafts.pop(seat, None)
                await self._commit(live, state, seat, action, events)
        if interaction is not None:
            await self._answer(interaction, live, seat, loc, note=error)
        if error is None:
            answered_here = interaction is not None and self._on_hand_view(interaction) and not in_dm
            self.after_change(live, skip=seat if answered_here else None)
        return error is None

    @staticmethod
    def _on_hand_view(interaction: discord.Interaction) -> bool:
        """Whether the click came from a hand view (ephemeral or DM), not the public table."""
        msg = interaction.message
        return msg is not None and (interaction.guild_id is None or msg.flags.ephemeral)

    async def _answer(self, interaction: discord.Interaction, live: Live, seat: str, loc: str,
                      note: str | None = None) -> None:
        """Answer a click with the seat's current hand view: edited in place on a hand view,
        a new ephemeral one for a click on the public table (never edit the table into a hand)."""
        if self._on_hand_view(interaction):
            await self._edit_hand(interaction, live, seat, loc, note=note, dm=interaction.guild_id is None)
        elif note is not None:
            await self._say(interaction, note)
        else:
            await self._send_hand(interaction, live, seat, loc)

    def error_text(self, loc: str, rec: TableRecord, e: RulesError) -> str:
        seats = {p.seat for p in rec.players}
        params = card_params(loc, {k: (rec.name_of(v) if isinstance(v, str) and v in seats else v)
                                   for k, v in e.params.items()})
        code = e.code.replace("_", "-")
        for key in (f"error-{rec.game}-{code}", f"error-{code}"):  # a game may word a shared code its way
            text = tr(loc, key, **params)
            if text != key:
                return text
        return e.message

    async def _commit(self, live: Live, state: BaseState, seat: str | None, action: dict[str, Any],
                      events: list[dict[str, Any]]) -> None:
        rec = live.rec
        now = self.clock.now()
        results = None
        if state.phase == "ended" and rec.status == "playing":
            res = state.result or {}
            abandoned = res.get("reason") == "abandoned"
            rec.status = "abandoned" if abandoned else "ended"
            winners = set(res.get("winners", []))
            results = [(p.user_id, "abandoned" if abandoned else ("win" if p.seat in winners else "loss"))
                       for p in rec.players]
        await self.storage.save_action(rec, state.model_dump_json(), state.version, seat, action,
                                       events, now, results)
        live.state = state
        if get_ui(rec.game).new_message_on(events):
            live.new_message = True

    async def _advance_clock(self, live: Live) -> None:
        """Fire the engine deadlines that have passed (call with the lock held)."""
        assert live.state is not None
        state, events = get_game(live.rec.game).tick(live.state, self.clock.now())
        if events:
            await self._commit(live, state, None, {"type": "tick"}, events)
        else:
            live.state = state

    def after_change(self, live: Live, skip: str | None = None) -> None:
        self.schedule_render(live)
        asyncio.get_running_loop().create_task(self.refresh_hands(live, skip=skip))
        self.arm(live)

    # ---- leaving ----------------------------------------------------------------------------
    async def leave(self, interaction: discord.Interaction, live: Live) -> None:
        loc = locale_of(interaction.locale)
        player = live.rec.player(interaction.user.id)
        if player is None:
            raise Refused("error-not-seated")
        if live.rec.status == "lobby":
            async with live.lock:
                live.rec.players = [p for p in live.rec.players if p.user_id != player.user_id]
                if not live.rec.players:
                    live.rec.status = "cancelled"
                elif live.rec.host_id == player.user_id:
                    live.rec.host_id = live.rec.players[0].user_id
                await self.storage.save_record(live.rec, self.clock.now())
            await self._say(interaction, tr(loc, "left-table", id=live.rec.id))
            await self.render_lobby(live)
            self.arm(live)
            return
        ok = await self.act(None, live, player.seat, {"type": "leave"})
        await self._say(interaction, tr(loc, "left-table" if ok else "error-game-over", id=live.rec.id))

    # ---- rendering --------------------------------------------------------------------------
    def schedule_render(self, live: Live) -> None:
        live.dirty = True
        if live.render_task is None or live.render_task.done():
            live.render_task = asyncio.get_running_loop().create_task(self._render_loop(live))

    async def _render_loop(self, live: Live) -> None:
        if self.settings.table_edit_delay > 0:
            await asyncio.sleep(self.settings.table_edit_delay)
        while live.dirty:
            live.dirty = False
            try:
                await self.render_table(live)
            except discord.HTTPException:
                log.exception("could not render table %s", live.rec.id)

    def _channel(self, channel_id: int) -> discord.abc.Messageable:
        return self.client.get_partial_messageable(channel_id)  # type: ignore[return-value]

    async def render_table(self, live: Live) -> None:
        rec, state = live.rec, live.state
        if state is None:
            return
        embed, view = render.table(rec, state, rec.locale)
        now = self.clock.now()
        channel = self._channel(rec.channel_id)
        too_old = now - rec.message_at > self.settings.table_message_max_age
        if rec.message_id is not None and not live.new_message and not too_old:
            try:
                await channel.get_partial_message(rec.message_id).edit(embed=embed, view=view)  # type: ignore[attr-defined]
                return
            except discord.HTTPException as e:
                if e.code not in (30046, 10008):  # too old to edit / deleted: post a new one
                    raise
        live.new_message = False
        msg = await channel.send(embed=embed, view=view)
        rec.message_id, rec.message_at = msg.id, now
        await self.storage.save_record(rec, now)

    async def render_lobby(self, live: Live) -> None:
        if live.rec.message_id is None:
            return
        embed, view = render.lobby(live.rec, live.rec.locale)
        msg = self._channel(live.rec.channel_id).get_partial_message(live.rec.message_id)  # type: ignore[attr-defined]
        with contextlib.suppress(discord.HTTPException):
            await msg.edit(embed=embed, view=view)

    # ---- hands ------------------------------------------------------------------------------
    async def _send_hand(self, interaction: discord.Interaction, live: Live, seat: str, loc: str) -> None:
        assert live.state is not None
        embed, view = render.hand(live.rec, live.state, seat, loc, live.rec.drafts.get(seat, {}))
        await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
        live.hands[seat] = OpenHand(interaction, self.clock.now(), loc)

    async def _edit_hand(self, interaction: discord.Interaction, live: Live, seat: str, loc: str,
                         note: str | None = None, dm: bool = False) -> None:
        assert live.state is not None
        embed, view = render.hand(live.rec, live.state, seat, loc, live.rec.drafts.get(seat, {}), note, dm=dm)
        await interaction.response.edit_message(embed=embed, view=view)
        if not dm:
            live.hands[seat] = OpenHand(interaction, self.clock.now(), loc)

    async def refresh_hands(self, live: Live, skip: str | None = None) -> None:
        """Bring every open hand view (while its token lives) and every DM hand up to date."""
        if live.state is None:
            return
        now = self.clock.now()
        for seat, open_hand in list(live.hands.items()):
            if seat == skip:
                continue
            if now - open_hand.opened > HAND_VIEW_TTL:
                live.hands.pop(seat, None)
                continue
            embed, view = render.hand(live.rec, live.state, seat, open_hand.locale, live.rec.drafts.get(seat, {}))
            try:
                await open_hand.interaction.edit_original_response(embed=embed, view=view)
            except discord.HTTPException:
                live.hands.pop(seat, None)
        for p in live.rec.players:
            if p.seat in live.rec.dm_hands or await self.delivery(p.user_id) == "dm":
                await self._update_dm(live, p)

    async def _update_dm(self, live: Live, player: Player) -> None:
        assert live.state is not None
        rec = live.rec
        embed, view = render.hand(rec, live.state, player.seat, player.locale,
                                  live.rec.drafts.get(player.seat, {}), dm=True)
        known = rec.dm_hands.get(player.seat)
        try:
            if known is not None:
                msg = self._channel(known.channel_id).get_partial_message(known.message_id)  # type: ignore[attr-defined]
                await msg.edit(embed=embed, view=view)
                return
            user = self.client.get_user(player.user_id) or await self.client.fetch_user(player.user_id)
            msg = await user.send(embed=embed, view=view)
            rec.dm_hands[player.seat] = HandMessage(channel_id=msg.channel.id, message_id=msg.id)
            await self.storage.save_record(rec, self.clock.now())
        except discord.HTTPException:
            log.warning("could not deliver the hand of %s at table %s by DM", player.user_id, rec.id)

    async def set_delivery(self, interaction: discord.Interaction, live: Live | None, seat: str | None,
                           mode: str) -> None:
        loc = locale_of(interaction.locale)
        await self.store_delivery(interaction.user.id, mode)
        if live is not None and seat is not None and live.state is not None:
            if mode == "dm":
                player = live.rec.player(interaction.user.id)
                assert player is not None
                live.hands.pop(seat, None)
                await self._update_dm(live, player)
            else:
                live.rec.dm_hands.pop(seat, None)
                await self.storage.save_record(live.rec, self.clock.now())
        await self._say(interaction, tr(loc, f"delivery-{mode}"))

    async def delivery(self, user_id: int) -> str:
        """Where this user's hand is kept: ``ephemeral`` (the "My hand" button) or ``dm``."""
        if user_id not in self._delivery:
            self._delivery[user_id] = await self.storage.hand_delivery(user_id)
        return self._delivery[user_id]

    async def store_delivery(self, user_id: int, mode: str) -> None:
        await self.storage.set_hand_delivery(user_id, mode)
        self._delivery[user_id] = mode

    # ---- time -------------------------------------------------------------------------------
    def deadline(self, live: Live) -> float | None:
        if live.rec.status not in ("lobby", "playing"):
            # closed: keep it in memory while its last views may still be clicked, then let go
            if live.closed_at is None:
                live.closed_at = self.clock.now()
            return live.closed_at + EVICT_AFTER
        if live.rec.status == "lobby":
            return live.rec.last_activity + IDLE_TIMEOUT
        if live.rec.status == "playing" and live.state is not None:
            return get_game(live.rec.game).deadline(live.state)
        return None

    def arm(self, live: Live) -> None:
        """(Re)set this table's deadline. One timer serves every table: it sleeps until the
        earliest deadline, so a thousand open tables cost one sleeping task, not a thousand."""
        when = self.deadline(live)
        if when is None:
            self._deadlines.pop(live.rec.id, None)
        else:
            self._deadlines[live.rec.id] = when
        self._kick()

    def _kick(self) -> None:
        if self._firing:
            return  # the running timer re-plans when it is done
        earliest = min(self._deadlines.values(), default=None)
        task = self._timer
        if task is not None and not task.done():
            if earliest is not None and self._timer_at <= earliest:
                return  # it wakes early enough
            task.cancel()
        self._timer = None
        if earliest is not None:
            self._timer_at = earliest
            self._timer = asyncio.get_running_loop().create_task(self._sleep_then_fire(earliest))

    async def _sleep_then_fire(self, when: float) -> None:
        await self.clock.sleep_until(when)
        self._firing = True
        try:
            await self.run_due()
        finally:
            self._firing = False
            self._timer = None
            self._kick()

    async def run_due(self) -> None:
        """Fire every deadline that has passed (a deadline armed meanwhile is fired too if due)."""
        while True:
            now = self.clock.now()
            due = [tid for tid, when in self._deadlines.items() if when <= now]
            if not due:
                return
            for tid in due:
                self._deadlines.pop(tid, None)
                if tid in self.live:
                    await self.on_deadline(self.live[tid])

    async def on_deadline(self, live: Live) -> None:
        rec = live.rec
        if rec.status not in ("lobby", "playing"):
            self.live.pop(rec.id, None)  # a later click reloads it from the database
            return
        async with live.lock:
            if rec.status == "lobby":
                if self.clock.now() < rec.last_activity + IDLE_TIMEOUT:
                    changed = False
                else:
                    rec.status = "abandoned"
                    await self.storage.save_record(rec, self.clock.now())
                    changed = True
            elif rec.status == "playing":
                before = live.state.version if live.state else -1
                await self._advance_clock(live)
                changed = live.state is not None and live.state.version != before
            else:
                return
        if rec.status == "abandoned" and live.state is None:
            await self.render_lobby(live)
        elif changed:
            self.after_change(live)
            return
        self.arm(live)

    def stop(self) -> None:
        """Cancel the timer and pending table renders (on shutdown)."""
        tasks = [self._timer] + [live.render_task for live in self.live.values()]
        for task in tasks:
            if task is not None and not task.done():
                task.cancel()

    # ---- replies ----------------------------------------------------------------------------
    async def _say(self, interaction: discord.Interaction, text: str) -> None:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
