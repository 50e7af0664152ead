"""Thin command layers: parse the interaction, call the table service, send what it renders."""

from __future__ import annotations

from typing import Any

from discord.ext import commands


class ServiceCog(commands.Cog):
    """A cog that hands its work to the bot's table service."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @property
    def service(self) -> Any:
        return self.bot.service  # type: ignore[attr-defined]
