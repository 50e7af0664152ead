"""Persistent components: every button and select the bot sends is one of these two classes.

A custom_id is ``ctb:<table id>:<state version>:<op>:<arg>`` (buttons) or ``cts:...`` (selects):
never a card from a hand. A modal (the lobby's numbers) and its text fields use the ``ctb`` form
too; a submitted modal is routed by :func:`modal_fields` and the service, not a DynamicItem.

discord.py routes a click to :meth:`callback` by matching the
template, also after a restart, and the callback hands it to the table service. A number too
large for the database (a hand-built custom_id) becomes :data:`TOO_LARGE` — still digits, so the
rebuilt item matches its own template — and is refused as an unknown table or an outdated
version. Any unexpected error is answered with an apology (never silence).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from ..ops.metrics import finished

_ID = r":(?P<tid>\d+):(?P<ver>\d+):(?P<op>[a-z_]+):(?P<arg>[\w.=\-]*)"


TOO_LARGE = 2**63  # one past the largest id or version the database holds (SQL BIGINT)


def _num(text: str) -> int:
    return int(text) if len(text) <= 19 and int(text) < TOO_LARGE else TOO_LARGE


async def _dispatch(interaction: discord.Interaction, item: Any, values: list[str]) -> None:
    service = interaction.client.service  # type: ignore[attr-defined]
    try:
        await service.on_component(interaction, item.tid, item.ver, item.op, item.arg, values)
    except Exception as e:
        await service.on_unexpected(interaction, e, item.tid)
    finally:
        finished(interaction)  # counted by its outcome (bot.ops.metrics)


MODAL_ID = re.compile(r"ctb" + _ID)


def modal_fields(data: Any) -> dict[str, str]:
    """A submitted modal's text fields: the ``arg`` of each field's custom_id → its value."""
    out: dict[str, str] = {}

    def walk(c: Any) -> None:
        if isinstance(c, dict):
            m = MODAL_ID.fullmatch(str(c.get("custom_id", "")))
            if m and isinstance(c.get("value"), str):
                out[m["arg"]] = c["value"]
            for v in c.values():
                walk(v)
        elif isinstance(c, list):
            for v in c:
                walk(v)

    walk((data or {}).get("components", []))
    return out


def _walk(components: Any) -> Any:
    for c in components or ():
        yield c
        yield from _walk(getattr(c, "children", None))


def unrouted(interaction: discord.Interaction) -> bool:
    """A click on one of our custom_ids that discord.py will not route to a callback: the
    custom_id does not match the template, or is not on the message clicked (a hand-built
    payload). Such a click is answered by the bot's ``answer_unhandled`` instead of left hanging."""
    if interaction.type is not discord.InteractionType.component:
        return False
    custom_id = str((interaction.data or {}).get("custom_id", ""))  # type: ignore[union-attr]
    if not custom_id.startswith(("ctb:", "cts:")):
        return False
    pattern = TableButton.__discord_ui_compiled_template__ if custom_id.startswith("ctb:") \
        else TableSelect.__discord_ui_compiled_template__
    message = interaction.message
    on_message = message is not None and any(
        getattr(c, "custom_id", None) == custom_id for c in _walk(message.components))
    return not (on_message and pattern.fullmatch(custom_id))


def custom_id(kind: str, tid: int, ver: int, op: str, arg: str) -> str:
    """``ctb:<tid>:<ver>:<op>:<arg>`` (a button) or ``cts:…`` (a select): what the two classes
    below match, whatever item a sent message carries it on."""
    return f"{kind}:{tid}:{ver}:{op}:{arg}"


def control_of(custom_id: str | None) -> tuple[str, str]:
    """The ``(op, arg)`` of one of our custom_ids (``("", "")`` for any other)."""
    parts = (custom_id or "").split(":")
    return (parts[3], parts[4]) if len(parts) == 5 and parts[0] in ("ctb", "cts") else ("", "")


class TableButton(discord.ui.DynamicItem[discord.ui.Button], template=r"ctb" + _ID):
    def __init__(self, tid: int, ver: int, op: str, arg: str = "", *, label: str | None = None,
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary, disabled: bool = False,
                 emoji: str | discord.PartialEmoji | None = None, row: int | None = None) -> None:
        super().__init__(discord.ui.Button(label=label, style=style, disabled=disabled, emoji=emoji,
                                           custom_id=custom_id("ctb", tid, ver, op, arg)), row=row)
        self.tid, self.ver, self.op, self.arg = tid, ver, op, arg

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> TableButton:
        return cls(_num(match["tid"]), _num(match["ver"]), match["op"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatch(interaction, self, [])


class TableSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"cts" + _ID):
    def __init__(self, tid: int, ver: int, op: str, arg: str = "", *, placeholder: str | None = None,
                 options: list[discord.SelectOption] | None = None, disabled: bool = False,
                 row: int | None = None) -> None:
        super().__init__(discord.ui.Select(placeholder=placeholder, options=options or [],
                                           disabled=disabled, custom_id=custom_id("cts", tid, ver, op, arg)),
                         row=row)
        self.tid, self.ver, self.op, self.arg = tid, ver, op, arg

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> TableSelect:
        return cls(_num(match["tid"]), _num(match["ver"]), match["op"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = [str(v) for v in (interaction.data or {}).get("values", [])]  # type: ignore[union-attr]
        await _dispatch(interaction, self, values)
