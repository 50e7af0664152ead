"""A private line in answer to an interaction (its first answer, or a followup if it had one)."""

from __future__ import annotations

import discord

from ..ops.metrics import mark


async def say(interaction: discord.Interaction, text: str) -> None:
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def refuse(interaction: discord.Interaction, text: str) -> None:
    """Say why not: a refusal, counted so by the metrics (bot.ops.metrics)."""
    mark(interaction, "refused")
    await say(interaction, text)
