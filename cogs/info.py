"""Help and preferences: ``/rules``, ``/stats``, ``/settings``."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.live import Refused
from bot.effects.reply import refuse
from bot.render.i18n import T, locale_of, tr
from bot.render.i18n import deck as card_deck
from bot.render.screens import rules as rules_embed
from bot.render.stats_view import stats_embed
from bot.render.ui import playable
from bot.storage.stats import stats_for
from cogs import ServiceCog
from cogs.tables import GAME_CHOICES, LANGUAGE_CHOICES

DELIVERY_CHOICES = [
    app_commands.Choice(name=T("here, as a private message in the channel", "delivery-choice-ephemeral"),
                        value="ephemeral"),
    app_commands.Choice(name=T("in my DMs", "delivery-choice-dm"), value="dm"),
]
PING_CHOICES = [
    app_commands.Choice(name=T("on", "ping-choice-on"), value="on"),
    app_commands.Choice(name=T("off", "ping-choice-off"), value="off"),
]
DECK_CHOICES = [
    app_commands.Choice(name=T("ordinary: ♠ ♣ black, ♥ ♦ red", "deck-choice-two"), value="two"),
    app_commands.Choice(name=T("four colours: ♠ black, ♥ red, ♦ blue, ♣ green", "deck-choice-four"), value="four"),
]


class Info(ServiceCog):
    @app_commands.command(
        name=T("rules", "cmd-rules"),
        description=T("How a game is played, and its options", "cmd-rules-desc"),
    )
    @app_commands.describe(game=T("Which game", "cmd-play-game"))
    @app_commands.rename(game=T("game", "cmd-play-game-name"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        if game not in playable():
            await refuse(interaction, tr(locale_of(interaction.locale), "error-unknown-game"))
            return
        with card_deck(self.service.cached_four_colour(interaction.user.id)):  # (the reader's deck)
            embed = rules_embed(game, locale_of(interaction.locale))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(
        name=T("stats", "cmd-stats"),
        description=T("This server's leaderboard", "cmd-stats-desc"),
    )
    @app_commands.describe(game=T("Which game (leave it out for all games)", "cmd-stats-game"))
    @app_commands.rename(game=T("game", "cmd-play-game-name"))
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, game: str | None = None) -> None:
        loc = locale_of(interaction.locale)
        assert interaction.guild_id is not None
        if game is not None and game not in playable():  # (a payload Discord would refuse)
            await refuse(interaction, tr(loc, "error-unknown-game"))
            return
        data = await stats_for(self.service.storage, interaction.guild_id, interaction.user.id, game)
        await interaction.response.send_message(embed=stats_embed(data, loc), ephemeral=True)

    @app_commands.command(
        name=T("history", "cmd-history"),
        description=T("Finished games: replays, results, game files", "cmd-history-desc"),
    )
    @app_commands.describe(game=T("Only this game", "cmd-history-game"),
                           mine=T("Only games I played", "cmd-history-mine"))
    @app_commands.rename(game=T("game", "cmd-play-game-name"), mine=T("mine", "cmd-history-mine-name"))
    @app_commands.choices(game=GAME_CHOICES)
    async def history(self, interaction: discord.Interaction, game: str | None = None, mine: bool = False) -> None:
        if game is not None and game not in playable():  # (a payload Discord would refuse)
            await refuse(interaction, tr(locale_of(interaction.locale), "error-unknown-game"))
            return
        try:
            await self.service.history(interaction, game, mine)
        except Refused as r:
            await self.service.refuse(interaction, r)

    @app_commands.command(
        name=T("settings", "cmd-settings"),
        description=T("Where your hand is shown; the server's table language", "cmd-settings-desc"),
    )
    @app_commands.describe(
        hand=T("Where your hand is shown", "cmd-settings-hand"),
        language=T("Server default for public tables (needs Manage Server)", "cmd-settings-language"),
        ping=T("Mention me when a table awaits my move", "cmd-settings-ping"),
        deck=T("The card colours in your hand and what else only you see", "cmd-settings-deck"),
    )
    @app_commands.rename(hand=T("hand", "cmd-settings-hand-name"),
                         language=T("language", "cmd-play-language-name"),
                         ping=T("ping", "cmd-settings-ping-name"),
                         deck=T("deck", "cmd-settings-deck-name"))
    @app_commands.choices(hand=DELIVERY_CHOICES, language=LANGUAGE_CHOICES, ping=PING_CHOICES, deck=DECK_CHOICES)
    async def settings(self, interaction: discord.Interaction, hand: str | None = None,
                       language: str | None = None, ping: str | None = None, deck: str | None = None) -> None:
        loc = locale_of(interaction.locale)
        storage = self.service.storage
        lines = []
        if language is not None and language not in ("en", "sv", "da", "no"):
            await refuse(interaction, tr(loc, "error-bad-choice"))
            return
        if language is not None:
            perms = interaction.permissions
            if interaction.guild_id is None or not perms.manage_guild:
                await refuse(interaction, tr(loc, "error-manage-guild"))
                return
            await storage.set_guild_locale(interaction.guild_id, language)
        if ping is not None and ping not in ("on", "off"):
            await refuse(interaction, tr(loc, "error-bad-choice"))
            return
        if hand is not None:
            try:  # (back to here: the DM hands of open tables stop and say where the hand is)
                await self.service.set_delivery(interaction.user.id, hand, loc)
            except Refused as r:
                await self.service.refuse(interaction, r)
                return
        if deck is not None and deck not in ("two", "four"):
            await interaction.response.send_message(tr(loc, "error-bad-choice"), ephemeral=True)
            return
        for value, store in ((ping, lambda: self.service.set_pings(interaction.user.id, ping == "on")),
                             (deck, lambda: self.service.set_four_colour(interaction.user.id, deck == "four"))):
            if value is None:
                continue
            try:
                await store()
            except Refused as r:
                await self.service.refuse(interaction, r)
                return
        mode = await self.service.delivery(interaction.user.id)
        lines.append(tr(loc, "settings-hand", mode=tr(loc, f"delivery-name-{mode}")))
        pings_on = await self.service.pings_enabled(interaction.user.id)
        lines.append(tr(loc, "settings-ping", state=tr(loc, "ping-state-on" if pings_on else "ping-state-off")))
        four = await self.service.four_colour(interaction.user.id)
        lines.append(tr(loc, "settings-deck", deck=tr(loc, "deck-choice-four" if four else "deck-choice-two")))
        if interaction.guild_id is not None:
            glocale = await storage.guild_locale(interaction.guild_id)
            lines.append(tr(loc, "settings-language", language=tr(loc, f"language-{glocale}")
                            if glocale else tr(loc, "language-auto")))
        await interaction.response.send_message("\n".join(lines), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Info(bot))
