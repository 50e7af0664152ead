"""Persistent components: every button and select the bot sends is one of these two classes.

A custom_id is ``ctb:<table id>:<state version>:<op>:<arg>`` (buttons) or ``cts:...`` (selects):
never a card from a hand. discord.py routes a click to :meth:`callback` by matching the
template, also after a restart, and the callback hands it to the table service.
"""

from __future__ import annotations

from typing import Any

import discord

_ID = r":(?P<tid>\d+):(?P<ver>\d+):(?P<op>[a-z_]+):(?P<arg>[\w.=\-]*)"


def _cid(kind: str, tid: int, ver: int, op: str, arg: str) -> str:
    return f"{kind}:{tid}:{ver}:{op}:{arg}"


class TableButton(discord.ui.DynamicItem[discord.ui.Button], template=r"ctb" + _ID):
    def __init__(self, tid: int, ver: int, op: str, arg: str = "", *, label: str | None = None,
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary, disabled: bool = False,
                 emoji: str | discord.PartialEmoji | None = None, row: int | None = None) -> None:
        super().__init__(discord.ui.Button(label=label, style=style, disabled=disabled, emoji=emoji,
                                           custom_id=_cid("ctb", tid, ver, op, arg)), row=row)
        self.tid, self.ver, self.op, self.arg = tid, ver, op, arg

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> TableButton:
        return cls(int(match["tid"]), int(match["ver"]), match["op"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.service.on_component(  # type: ignore[attr-defined]
            interaction, self.tid, self.ver, self.op, self.arg, [])


class TableSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"cts" + _ID):
    def __init__(self, tid: int, ver: int, op: str, arg: str = "", *, placeholder: str | None = None,
                 options: list[discord.SelectOption] | None = None, disabled: bool = False,
                 row: int | None = None) -> None:
        super().__init__(discord.ui.Select(placeholder=placeholder, options=options or [],
                                           disabled=disabled, custom_id=_cid("cts", tid, ver, op, arg)),
                         row=row)
        self.tid, self.ver, self.op, self.arg = tid, ver, op, arg

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> TableSelect:
        return cls(int(match["tid"]), int(match["ver"]), match["op"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        await interaction.client.service.on_component(  # type: ignore[attr-defined]
            interaction, self.tid, self.ver, self.op, self.arg, values)
