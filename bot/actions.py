"""Acting at a started table: a click on a hand view (or the table) becomes an engine action.

The path of a move: :meth:`Actions.on_click` checks who is asking and that the control is one the
seat is offered now; the game's UI turns it into an engine action; :meth:`Actions.act` applies it
in a unit of work (:meth:`TableService.hold`) on the current state, stores it (:meth:`TableService.commit`), and answers
with the seat's hand view or the refusal. Memory changes only after the commit.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from engine import RulesError, get_game

from . import render
from .i18n import card_params, tr
from .live import Live, Refused
from .models import TableRecord
from .outbox import token_of
from .ui import get_ui

if TYPE_CHECKING:
    from .service import TableService

log = logging.getLogger(__name__)


def on_hand_view(interaction: discord.Interaction) -> bool:
    """Whether the click came from a hand view (ephemeral or DM), not the public table."""
    msg = interaction.message
    return msg is not None and (interaction.guild_id is None or msg.flags.ephemeral)


def on_table(interaction: discord.Interaction | None, rec: TableRecord) -> bool:
    """Whether the click came from the table's current public message."""
    msg = interaction.message if interaction is not None else None
    return msg is not None and not on_hand_view(interaction) and msg.id == rec.message_id  # type: ignore[arg-type]


def error_text(loc: str, rec: TableRecord, e: RulesError) -> str:
    seats = {p.seat for p in rec.players}
    params = card_params(loc, {k: (rec.name_of(v) if isinstance(v, str) and v in seats else v)
                               for k, v in e.params.items()})
    code = e.code.replace("_", "-")
    for key in (f"error-{rec.game}-{code}", f"error-{code}"):  # a game may word a shared code its way
        text = tr(loc, key, **params)
        if text != key:
            return text
    return e.message


class Actions:
    def __init__(self, svc: TableService) -> None:
        self.svc = svc

    async def on_click(self, interaction: discord.Interaction, live: Live, ver: int, op: str,
                       arg: str, values: list[str]) -> None:
        svc = self.svc
        rec, loc = live.rec, svc.locale_of(interaction)
        player = rec.player(interaction.user.id)
        if player is None:
            raise Refused("error-not-seated")
        if live.state is None:
            raise Refused("error-not-started")
        seat = player.seat
        if op == "hand":  # the table's "My hand" button: a fresh ephemeral view, always current
            await svc.hands.send(interaction, live, seat, loc)
            return
        if op in ("to_dm", "to_ephemeral"):
            await svc.hands.move(interaction, live, seat, "dm" if op == "to_dm" else "ephemeral")
            return
        if ver != live.state.version:
            await self.answer(interaction, live, seat, loc, note=tr(loc, "note-outdated"))
            return
        if not render.offers(live.rec, live.state, seat, op, arg, values):
            raise Refused("error-not-offered")
        ui, game = get_ui(rec.game), get_game(rec.game)

        def control(record: TableRecord) -> tuple[TableRecord, dict[str, Any] | None, bool]:
            """The control on a copy of ``record``: (new record, action or None, draft changed)."""
            new = record.model_copy(deep=True)
            svc.hands.own_dm(new, seat, interaction)
            draft = new.drafts.setdefault(seat, {})
            before = dict(draft)
            action = ui.on_control(op, arg, values, draft, ui.private_view(game, live.state, seat, draft))
            return new, action, action is None and draft != before

        seen = live.rec
        new, action, changed = control(seen)  # an action is checked again under act()'s unit of work
        if changed:  # a half-made choice: stored in a unit of work of its own
            async with svc.hold(live):
                if live.state.version != ver:
                    action, changed = None, False
                else:
                    if live.rec is not seen:  # changed meanwhile (another click, another process)
                        new, action, changed = control(live.rec)
                    if changed:
                        await svc.save_record(live, new)
        if action is None:
            note = None if changed or live.state.version == ver else tr(loc, "note-outdated")
            await self.answer(interaction, live, seat, loc, note=note)
            return
        await self.act(interaction, live, seat, action, ver=ver)

    async def act(self, interaction: discord.Interaction | None, live: Live, seat: str,
                  action: dict[str, Any], ver: int | None = None) -> bool:
        """Apply ``seat``'s action; answer ``interaction`` with the hand view or the refusal.
        Without an interaction, a failure to store the action raises :class:`Refused`."""
        svc = self.svc
        rec = live.rec
        loc = svc.locale_of(interaction) if interaction else rec.locale
        game = get_game(rec.game)
        try:
            async with svc.hold(live):
                assert live.state is not None
                now = svc.clock.now()
                base = await svc.advance_clock(live, now)
                if ver is not None and ver != live.state.version:
                    error = tr(loc, "note-outdated")
                else:
                    try:
                        state, events = game.apply(base, seat, action, now)
                        error = None
                    except RulesError as e:
                        error = error_text(loc, live.rec, e)
                if error is None:
                    new = live.rec.model_copy(deep=True)
                    new.drafts.pop(seat, None)
                    svc.hands.own_dm(new, seat, interaction)
                    if on_table(interaction, new):  # answered by editing the table: its token owns it
                        new.message_token = token_of(interaction, now)  # type: ignore[arg-type]
                    await svc.commit(live, new, state, seat, action, events, now)
        except Refused as r:
            if interaction is None:
                raise
            error = tr(loc, r.key, **r.params)
            svc.arm(live)  # the deadline stays armed
        if interaction is not None:
            await self.answer(interaction, live, seat, loc, note=error)
        if error is None:
            answered_here = interaction is not None and on_hand_view(interaction) and interaction.guild_id is not None
            svc.after_change(live, skip=seat if answered_here else None, actor=seat)
        return error is None

    async def answer(self, interaction: discord.Interaction, live: Live, seat: str, loc: str,
                     note: str | None = None) -> None:
        """Answer a click: on a hand view, with the seat's current hand view, edited in place; on
        the table, a move (Tolv fiender's statement) by editing the table to show it (the table
        then needs no edit of its own: :mod:`bot.publish`), a refusal privately."""
        if on_hand_view(interaction):
            await self.svc.hands.edit(interaction, live, seat, loc, note=note, dm=interaction.guild_id is None)
        elif note is not None:
            await self.svc.say(interaction, note)
        elif on_table(interaction, live.rec) and live.state is not None:
            embed, view = render.table(live.rec, live.state, live.rec.locale)
            await interaction.response.edit_message(embed=embed, view=view)
            live.shown["table"] = (live.rec.message_id, render.digest(embed, view))
        else:
            await self.svc.hands.send(interaction, live, seat, loc)

    async def leave(self, interaction: discord.Interaction, live: Live) -> str:
        """``/leave``: leave the lobby or the game. Returns the confirmation text."""
        svc = self.svc
        loc = svc.locale_of(interaction)
        player = live.rec.player(interaction.user.id)
        if player is None:
            raise Refused("error-not-seated")
        if live.rec.status == "lobby":
            await svc.lobby.change(interaction, live, "unjoin", [])
            await svc.publisher.lobby(live)
            svc.arm(live)
            return tr(loc, "left-table", id=live.id)
        ok = await self.act(None, live, player.seat, {"type": "leave"})
        return tr(loc, "left-table" if ok else "error-game-over", id=live.id)
