"""Lobbies: ``/play`` opens one; Join, Leave, Start, Cancel and the option selects change it.

Every change is made on a copy of the table's record, stored, and only then kept in memory; a
refused or unsaved change leaves the lobby (and its idle timer) as it was.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import discord

from engine import SetupError, get_game
from engine.core import IDLE_TIMEOUT

from . import render
from .i18n import tr
from .live import Live, Refused
from .models import Player, TableRecord
from .options import coerce, numbers_modal, refusal, with_numbers
from .outbox import token_of

if TYPE_CHECKING:
    from .service import TableService

LOBBY_OPS = ("join", "unjoin", "start", "cancel", "numbers")
MAX_DETAIL = 200  # characters of an option error quoted back to the player


def short(text: str) -> str:
    return text if len(text) <= MAX_DETAIL else text[:MAX_DETAIL - 1] + "…"


def is_lobby_op(op: str) -> bool:
    return op in LOBBY_OPS or op.startswith("option")


class Lobby:
    def __init__(self, svc: TableService) -> None:
        self.svc = svc

    @staticmethod
    def player(interaction: discord.Interaction) -> Player:
        from .i18n import locale_of

        return Player(user_id=interaction.user.id, name=interaction.user.display_name,
                      locale=locale_of(interaction.locale))

    async def open(self, interaction: discord.Interaction, game_id: str, options: dict[str, Any],
                   language: str | None) -> None:
        svc = self.svc
        try:
            game = get_game(game_id)
        except KeyError:
            raise Refused("error-unknown-game") from None
        try:
            game.options(options)
        except SetupError as e:
            raise _refused(svc.locale_of(interaction), game_id, e) from None
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if language not in (None, "en", "sv", "da"):
            raise Refused("error-bad-choice")
        table_loc = language or await svc.storage.guild_locale(interaction.guild_id) or svc.locale_of(
            interaction.guild_locale or svc.settings.default_locale)
        now = svc.clock.now()
        rec = TableRecord(guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                          host_id=interaction.user.id, game=game_id, locale=table_loc, options=options,
                          players=[self.player(interaction)], last_activity=now, created_at=now)
        try:
            rec.id = await svc.storage.create_table(rec, now, deadline=now + IDLE_TIMEOUT)
        except Exception:
            svc.log_unsaved(None)
            raise Refused("error-not-saved") from None
        live = Live(rec)
        svc.tables.add(live)
        await self.post(interaction, live, now)
        svc.arm(live)

    async def post(self, interaction: discord.Interaction, live: Live, now: float) -> int:
        """Answer ``interaction`` with a new (stored) lobby's message and remember where it is
        (and that the interaction's token owns it: its original response). Returns its id."""
        embed, view = render.lobby(live.rec, live.rec.locale)
        sent = await interaction.response.send_message(embed=embed, view=view)
        message_id = getattr(sent, "message_id", None) or (await interaction.original_response()).id

        def posted(r: TableRecord) -> None:
            r.message_id, r.message_at, r.message_token = message_id, now, token_of(interaction, now)

        await self.svc.update_record(live, posted)
        return message_id

    def _own(self, rec: TableRecord, interaction: discord.Interaction) -> None:
        """A click on the lobby message, answered by editing it: its token owns the message now."""
        if interaction.message is not None and interaction.message.id == rec.message_id:
            rec.message_token = token_of(interaction, self.svc.clock.now())

    async def change(self, interaction: discord.Interaction, live: Live, op: str, values: list[str]) -> None:
        """Apply a lobby op (stored before it is kept); raises :class:`Refused` and changes nothing."""
        svc = self.svc
        if not is_lobby_op(op):
            raise Refused("error-unknown-op")
        uid = interaction.user.id
        game = get_game(live.rec.game)
        async with svc.hold(live):
            if live.rec.status != "lobby":
                raise Refused("error-lobby-closed")
            rec = live.rec.model_copy(deep=True)
            if op == "join":
                if rec.player(uid):
                    raise Refused("error-already-joined")
                if len(rec.players) >= game.max_seats:
                    raise Refused("error-table-full", max=game.max_seats)
                rec.players.append(self.player(interaction))
            elif op == "unjoin":
                if not rec.player(uid):
                    raise Refused("error-not-in-lobby")
                rec.players = [p for p in rec.players if p.user_id != uid]
                if not rec.players:
                    rec.status = "cancelled"
                elif uid == rec.host_id:
                    rec.host_id = rec.players[0].user_id
            else:
                if uid != rec.host_id:
                    raise Refused("error-host-only")
                if op == "cancel":
                    rec.status = "cancelled"
                elif op == "start":
                    self._own(rec, interaction)
                    await self._start(live, rec, self.svc.locale_of(interaction))
                    return
                else:
                    self._set_option(rec, op, values, self.svc.locale_of(interaction))
            rec.last_activity = svc.clock.now()
            self._own(rec, interaction)
            await svc.save_record(live, rec)

    def _set_option(self, rec: TableRecord, op: str, values: list[str], loc: str) -> None:
        game = get_game(rec.game)
        _, view = render.lobby(rec, rec.locale)
        if len(values) != 1 or values[0] not in render.offered_values(view, op):
            raise Refused("error-not-offered")
        name, _, value = values[0].partition("=")
        options = dict(rec.options)
        if value == "auto":
            options.pop(name, None)
        else:
            options[name] = coerce(rec.game, name, value)
        try:
            rec.options = game.options(options).model_dump(exclude_defaults=True)
        except SetupError as e:
            raise _refused(loc, rec.game, e) from None

    async def _start(self, live: Live, rec: TableRecord, loc: str) -> None:
        svc = self.svc
        game = get_game(rec.game)
        if not game.min_seats <= len(rec.players) <= game.max_seats:
            raise Refused("error-seat-count", min=game.min_seats, max=game.max_seats)
        setup, first = svc.stack(rec) if svc.stack else ({}, None)
        seed, now = random.SystemRandom().randrange(2**31), svc.clock.now()
        try:
            state = game.new([p.seat for p in rec.players], rec.options, seed, now=now, setup=setup, first=first)
        except SetupError as e:
            raise _refused(loc, rec.game, e) from None
        rec.status = "playing"
        # the start event holds all a replay needs: the log replays to the stored snapshot
        start = {"type": "start", "seed": seed, "setup": setup, "first": first}
        await svc.commit(live, rec, state, None, start, list(state.log), now)
        live.new_message = True

    async def on_click(self, interaction: discord.Interaction, live: Live, op: str, values: list[str]) -> None:
        """A click on the lobby message: change it, then show the lobby (and the table once started)."""
        if op == "numbers":
            await self.open_numbers(interaction, live)
            return
        await self.change(interaction, live, op, values)
        embed, view = render.lobby(live.rec, live.rec.locale)
        await interaction.response.edit_message(embed=embed, view=view)
        if live.rec.status == "playing":
            self.svc.pings.note(live, actor=str(interaction.user.id))  # who pressed Start is not pinged
            await self.svc.publisher.table(live, from_lobby=True)
            await self.svc.pings.flush(live)
            await self.svc.hands.refresh(live)
        self.svc.arm(live)

    # ---- numbers: typed into a modal -------------------------------------------------------------
    def _host_lobby(self, interaction: discord.Interaction, live: Live) -> None:
        if live.rec.status != "lobby":
            raise Refused("error-lobby-closed")
        if interaction.user.id != live.rec.host_id:
            raise Refused("error-host-only")

    async def open_numbers(self, interaction: discord.Interaction, live: Live) -> None:
        """The host's "Numbers…" button: a modal with the number options, in the host's language."""
        self._host_lobby(interaction, live)
        current = render.effective_options(live.rec)
        await interaction.response.send_modal(
            numbers_modal(live.rec.game, live.id, self.svc.locale_of(interaction), current))

    async def on_numbers(self, interaction: discord.Interaction, live: Live, fields: dict[str, str]) -> None:
        """The modal submitted: store the numbers (all or nothing), then show the lobby."""
        svc = self.svc
        async with svc.hold(live):
            self._host_lobby(interaction, live)
            rec = live.rec.model_copy(deep=True)
            try:
                options = get_game(rec.game).options(with_numbers(rec.game, rec.options, fields))
            except SetupError as e:
                raise _refused(svc.locale_of(interaction), rec.game, e) from None
            rec.options = options.model_dump(exclude_defaults=True)
            rec.last_activity = svc.clock.now()
            self._own(rec, interaction)
            await svc.save_record(live, rec)
        embed, view = render.lobby(live.rec, live.rec.locale)
        if interaction.message is not None:
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            await svc.publisher.lobby(live)
            await svc.say(interaction, tr(svc.locale_of(interaction), "options-saved"))
        svc.arm(live)


def _refused(loc: str, game_id: str, e: SetupError) -> Refused:
    """A refused option, worded in ``loc`` (see :func:`bot.options.refusal`)."""
    key, params = refusal(loc, game_id, e)
    return Refused(key, **params)
