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
"""

from __future__ import annotations

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

_CUSTOM = re.compile(r"<a?:\w+:\d+>")
_TIME = re.compile(r"<t:\d+(?::\w)?>")
_MENTION = re.compile(r"<@!?\d+>")
_MARKS = re.compile(r"\*\*|__|~~|\*")


_EMOJI_BLOCKS = ((0x2300, 0x23FF), (0x25A0, 0x25FF), (0x2600, 0x27BF), (0x2B00, 0x2BFF), (0x1F000, 0x1FAFF))


def _is_emoji(ch: str) -> bool:
    o = ord(ch)
    return any(lo <= o <= hi for lo, hi in _EMOJI_BLOCKS)


def width(line: str) -> float:
    """A line's width in characters of text."""
    n = len(_CUSTOM.findall(line)) * CUSTOM_EMOJI_CHARS
    line = _CUSTOM.sub("", line)
    line = _TIME.sub("in 2 minutes", line)
    line = _MENTION.sub("@somebody", line)
    line = _MARKS.sub("", line)
    for ch in line:
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
