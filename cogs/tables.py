"""Lobbies and tables: ``/play`` and ``/leave``. Button and select clicks arrive through the
persistent components in :mod:`bot.route.components` and go straight to the table service."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.live import Refused
from bot.decide.lobby import short
from bot.effects.reply import refuse
from bot.render.i18n import T, locale_of, tr
from bot.render.screens import parse_options_text
from bot.render.ui import playable
from cogs import ServiceCog

GAME_CHOICES = [app_commands.Choice(name=T(tr("en", f"game-{g}"), f"game-{g}"), value=g) for g in playable()]
MAX_OPTIONS_TEXT = 500  # longer option text is refused without being read back
LANGUAGE_CHOICES = [app_commands.Choice(name=T(name, f"language-{code}"), value=code)
                    for code, name in (("en", "English"), ("sv", "Svenska"), ("da", "Dansk"), ("no", "Norsk"))]


class Tables(ServiceCog):
    @app_commands.command(
        name=T("play", "cmd-play"),
        description=T("Open a table for a card game in this channel", "cmd-play-desc"),
    )
    @app_commands.describe(
        game=T("Which game", "cmd-play-game"),
        options=T("Options, e.g. hand_size=5 history=full (see /rules)", "cmd-play-options"),
        language=T("Language of the public table", "cmd-play-language"),
    )
    @app_commands.rename(game=T("game", "cmd-play-game-name"), options=T("options", "cmd-play-options-name"),
                         language=T("language", "cmd-play-language-name"))
    @app_commands.choices(game=GAME_CHOICES, language=LANGUAGE_CHOICES)
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, game: str, options: str | None = None,
                   language: str | None = None) -> None:
        loc = locale_of(interaction.locale)
        if game not in playable():
            await refuse(interaction, tr(loc, "error-unknown-game"))
            return
        if len(options or "") > MAX_OPTIONS_TEXT:
            await refuse(interaction, tr(loc, "error-options-too-long", max=MAX_OPTIONS_TEXT))
            return
        try:
            parsed = parse_options_text(game, options or "", loc)
        except ValueError as e:
            await refuse(interaction, tr(loc, "error-option-syntax", part=short(str(e))[:50]))
            return
        await self.service.open_lobby(interaction, game, parsed, language)

    @app_commands.command(
        name=T("leave", "cmd-leave"),
        description=T("Leave your table in this channel", "cmd-leave-desc"),
    )
    @app_commands.describe(table=T("Table number (when you sit at several here)", "cmd-leave-table"))
    @app_commands.rename(table=T("table", "cmd-leave-table-name"))
    @app_commands.guild_only()
    async def leave(self, interaction: discord.Interaction, table: int | None = None) -> None:
        loc = locale_of(interaction.locale)
        mine = self.service.tables_in(interaction.channel_id, interaction.user.id)
        if table is not None:
            mine = [lv for lv in mine if lv.rec.id == table]
        if not mine:
            await refuse(interaction, tr(loc, "error-no-table-here"))
            return
        if len(mine) > 1:
            ids = ", ".join(str(lv.rec.id) for lv in mine)
            await refuse(interaction, tr(loc, "error-which-table", ids=ids))
            return
        try:
            await self.service.leave(interaction, mine[0])
        except Refused as r:
            await self.service.refuse(interaction, r)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Tables(bot))
