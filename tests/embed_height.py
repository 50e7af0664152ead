"""How tall an embed is on a phone (400 px wide), from its text alone: a simple model of Discord's
layout, checked against screenshots (``scripts/screenshots.py --width 400`` prints both).

The model, at 400 px of screen (the embed's text column is then about 290 px wide):

* a line holds :data:`CHARS_PER_LINE` characters of text (Discord's 14 px font averages about
  7 px a character; the footer's 12 px font :data:`FOOTER_CHARS_PER_LINE`); longer lines wrap and
  count once per row;
* a custom emoji (a card face, ``<:c1_QS:123>``) is as wide as :data:`CUSTOM_EMOJI_CHARS`
  characters, a Unicode emoji (🍺) as :data:`EMOJI_CHARS`; markdown marks (``**``, ``__``,
  ``~~``) take no room; a timestamp ``<t:…:R>`` reads "in 2 minutes", a mention ``<@…>`` "@name";
* the title, each line of the description (an empty one too), each field's name (an unnamed
  field's blank name too: it still leaves its gap) and value, and the footer are lines; at phone
  width inline fields stack, one under another, so they count like the others;
* height: :data:`PAD_PX` of padding, :data:`LINE_PX` a line and :data:`FIELD_GAP_PX` above each
  field.

A whole message (:func:`message`) adds what stands around the embed, as measured on the
screenshots at 400 px: the header (the bot's name, and "Only you can see this" or "… used
/play") :data:`HEADER_PX`; under the embed :data:`ROWS_GAP_PX`, then each component row
(:data:`BUTTON_PX` a line of buttons, :data:`SELECT_PX` a select) with :data:`ROW_GAP_PX` between
rows, and :data:`BOTTOM_PX` at the end. The buttons of a row stand side by side in
:data:`ROW_WIDTH_PX` (the message column at 400 px) and wrap onto another line, :data:`WRAP_GAP_PX`
apart, when they do not fit: a button is :data:`BUTTON_PAD_PX` of padding, its emoji
(:data:`BUTTON_EMOJI_PX`, and :data:`BUTTON_EMOJI_GAP_PX` before a label) and its label at
:data:`BUTTON_CHAR_PX` a character (an emoji in a label as wide as :data:`EMOJI_CHARS`).
"""

from __future__ import annotations

import functools
import math
import re
import unicodedata
from typing import Any

import discord

CHARS_PER_LINE = 40
FOOTER_CHARS_PER_LINE = 48
CUSTOM_EMOJI_CHARS = 3
EMOJI_CHARS = 3
LINE_PX = 21
FIELD_GAP_PX = 7
PAD_PX = 26

HEADER_PX = 52
ROWS_GAP_PX = 12
ROW_GAP_PX = 6
BOTTOM_PX = 2
BUTTON_PX = 32
SELECT_PX = 40
WRAP_GAP_PX = 8
ROW_WIDTH_PX = 312
BUTTON_PAD_PX = 24
BUTTON_EMOJI_PX = 22
BUTTON_EMOJI_GAP_PX = 8
BUTTON_CHAR_PX = 7.2

_CUSTOM = re.compile(r"<a?:\w+:\d+>")
_TIME = re.compile(r"<t:\d+(?::\w)?>")
_MENTION = re.compile(r"<@!?\d+>")
_MARKS = re.compile(r"\*\*|__|~~|\*")
_NOT_ASCII = re.compile(r"[^\x20-\x7e]")


_EMOJI_BLOCKS = ((0x2300, 0x23FF), (0x25A0, 0x25FF), (0x2600, 0x27BF), (0x2B00, 0x2BFF), (0x1F000, 0x1FAFF))


def _is_emoji(ch: str) -> bool:
    o = ord(ch)
    return any(lo <= o <= hi for lo, hi in _EMOJI_BLOCKS)


@functools.lru_cache(maxsize=1 << 16)
def width(line: str) -> float:
    """A line's width in characters of text (the same lines recur: remembered)."""
    n = len(_CUSTOM.findall(line)) * CUSTOM_EMOJI_CHARS
    line = _CUSTOM.sub("", line)
    line = _TIME.sub("in 2 minutes", line)
    line = _MENTION.sub("@somebody", line)
    line = _MARKS.sub("", line)
    other = _NOT_ASCII.findall(line)  # (printable ASCII is a character each: no emoji, no mark)
    n += len(line) - len(other)
    for ch in other:
        if unicodedata.category(ch) in ("Mn", "Cf") or ch == "\ufe0f":
            continue  # variation selectors, joiners: no width of their own
        n += EMOJI_CHARS if _is_emoji(ch) else 1
    return n


def rows(text: str, per_line: int = CHARS_PER_LINE) -> int:
    """The rows ``text`` takes: each of its lines, wrapped at ``per_line`` characters."""
    return sum(max(1, math.ceil(width(line) / per_line)) for line in text.split("\n"))


def measure(embed: discord.Embed | dict[str, Any]) -> tuple[int, int]:
    """``(lines, px)`` of an embed at 400 px, by the model above."""
    d = embed.to_dict() if isinstance(embed, discord.Embed) else embed
    lines = 0
    if d.get("title"):
        lines += rows(d["title"])
    if d.get("description"):
        lines += rows(d["description"])
    fields = d.get("fields", [])
    for f in fields:
        lines += rows(f["name"]) + rows(f["value"])
    if d.get("footer", {}).get("text"):
        lines += rows(d["footer"]["text"], FOOTER_CHARS_PER_LINE)
    return lines, PAD_PX + lines * LINE_PX + len(fields) * FIELD_GAP_PX


def _as_dicts(components: Any) -> list[dict[str, Any]]:
    """Component rows as Discord's JSON: from a ``discord.ui.View``, a message's components, or JSON."""
    if components is None:
        return []
    if hasattr(components, "to_components"):
        return components.to_components()
    return [c if isinstance(c, dict) else c.to_dict() for c in components]


def button_px(button: dict[str, Any]) -> float:
    """A button's width at 400 px."""
    label = button.get("label") or ""
    px = BUTTON_PAD_PX + width(label) * BUTTON_CHAR_PX
    if button.get("emoji"):
        px += BUTTON_EMOJI_PX + (BUTTON_EMOJI_GAP_PX if label else 0)
    return px


def row_px(row: dict[str, Any]) -> int:
    """A component row's height: a select, or its buttons' lines as they wrap."""
    items = row.get("components", [])
    if any(i.get("type") != 2 for i in items):
        return SELECT_PX
    lines, used = 1, 0.0
    for item in items:
        w = min(button_px(item), ROW_WIDTH_PX)
        if used and used + WRAP_GAP_PX + w > ROW_WIDTH_PX:
            lines, used = lines + 1, w
        else:
            used += (WRAP_GAP_PX if used else 0) + w
    return lines * BUTTON_PX + (lines - 1) * WRAP_GAP_PX


def components_px(components: Any) -> int:
    rows = [row_px(r) for r in _as_dicts(components)]
    if not rows:
        return 0
    return ROWS_GAP_PX + sum(rows) + ROW_GAP_PX * (len(rows) - 1) + BOTTOM_PX


def message(embed: discord.Embed | dict[str, Any] | None, components: Any = None) -> int:
    """A whole message's height at 400 px, in px: its header, its embed and its component rows."""
    px = HEADER_PX + (measure(embed)[1] if embed is not None else 0)
    return px + components_px(components)
