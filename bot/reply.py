"""A private line in answer to an interaction (its first answer, or a followup if it had one)."""

from __future__ import annotations

import discord


async def say(interaction: discord.Interaction, text: str) -> None:
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)
