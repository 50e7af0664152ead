"""Discord's limits on a message, kept by construction: every embed the bot renders goes through
:func:`fit` before it is sent, so no table, hand, log or rules page is ever refused for its size.

Discord refuses a message whose embed has a title over 256 characters, a description over 4,096,
more than 25 fields, a field name over 256 or value over 1,024, a footer over 2,048, or more than
6,000 characters of text in all. The bot's messages are short, but a few can grow with the
options: every shown hand of a ten-player Sänkpass table with forty cards each, a long full log,
a selection of many cards. :func:`fit` shortens what is too long, in this order, so what remains
reads well:

1. a field value over its limit keeps its whole lines and ends "… and N more"; a single line over
   it has its card faces written as text cards (a face's markup is ~29 characters, its text two or
   three), then is cut at a word;
2. a field name, the title or the footer over its limit is cut with "…";
3. fields past the 25th are dropped, the last kept saying how many more there were;
4. if the whole embed is still over 6,000 characters, every card face in it becomes a text card;
   then the longest field values lose lines from their end until it fits.

The public table also keeps to a phone's screen (issue 23): :func:`phone_rows` estimates the rows a
text takes on a 400 px phone, and :func:`bot.render.screens.table` gives the table's short log only the
rows left of :data:`TABLE_ROWS` (``tests/embed_height.py`` holds the model the tests measure with,
calibrated on screenshots; this one is the same idea, kept deliberately simple).

Component limits (5 rows of 5 buttons, 25 options a select, labels of 80 and option labels of
100 characters, placeholders of 150) are kept where the components are built (:mod:`bot.render.screens`).
"""

from __future__ import annotations

import math
import re

import discord

from .i18n import text_cards, tr

TITLE, DESCRIPTION, FIELDS, FIELD_NAME, FIELD_VALUE, FOOTER, TOTAL = 256, 4096, 25, 256, 1024, 2048, 6000
LABEL, OPTION_LABEL, PLACEHOLDER = 80, 100, 150
TABLE_ROWS = 15  # a public table's rows on a 400 px phone (title, lines, field names, footer)
PHONE_CHARS, FOOTER_CHARS = 40, 48  # characters a row at 400 px (the footer's font is smaller)
_WIDE = re.compile(r"<a?:\w+:\d+>|[\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff]")
_MARKUP = re.compile(r"<t:\d+(?::\w)?>|<@!?\d+>|\*\*|__|~~|\ufe0f")


def cut(text: str, limit: int) -> str:
    """At most ``limit`` characters, cut with "…" (at a word, if one ends near the limit)."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    space = head.rfind(" ")
    if space > limit * 0.6:
        head = head[:space]
    return head.rstrip() + "…"


def lines_within(text: str, limit: int, locale: str) -> str:
    """Whole lines of ``text`` within ``limit``, with "… and N more" for the lines left out; a line
    too long on its own is written with text cards, then cut."""
    if len(text) <= limit:
        return text
    lines = text.split("\n")
    if len(lines) == 1 or limit < 40:
        return cut(text_cards(" ".join(lines)), limit)
    kept: list[str] = []
    for i, line in enumerate(lines):
        more = tr(locale, "limit-more", count=len(lines) - i)
        if len("\n".join([*kept, line, more])) > limit:
            if not kept:  # even the first line does not fit: write it shorter
                return cut(text_cards(line), limit - len(more) - 1) + "\n" + more
            return "\n".join([*kept, more])
        kept.append(line)
    return "\n".join(kept)


def phone_rows(text: str, per_row: int = PHONE_CHARS) -> int:
    """The rows ``text`` takes on a 400 px phone: each line wrapped at ``per_row`` characters, an
    emoji or a card face as wide as three, a timestamp or a mention as twelve, markdown marks none."""
    return sum(max(1, math.ceil(phone_width(line) / per_row)) for line in text.split("\n"))


def plain(text: str) -> str:
    """``text`` without markdown marks (bold, underline, strike): as a footer shows it."""
    return re.sub(r"\*\*|__|~~", "", text)


def phone_width(line: str) -> int:
    """A line's width in characters on a phone, as :func:`phone_rows` counts it."""
    line = _MARKUP.sub(_markup_width, line)
    narrow, wide = _WIDE.subn("", line)
    return len(narrow) + 3 * wide


def _markup_width(m: re.Match[str]) -> str:
    """A timestamp or a mention as twelve characters; a markdown mark or a variation selector as none."""
    return "" if m[0][0] != "<" else "x" * 12


def cut_width(text: str, room: int) -> str:
    """``text`` (one line) within ``room`` characters of :func:`phone_width`, cut with "…"."""
    if phone_width(text) <= room:
        return text
    while text and phone_width(text) > room - 1:
        text = text[:-1]
    return text.rstrip(" ,.:;–-") + "…"


def embed_rows(e: discord.Embed) -> int:
    """:func:`phone_rows` of a whole embed: its title, description, each field's name and value,
    and its footer."""
    rows = sum(phone_rows(t) for t in (e.title, e.description) if t)
    rows += sum(phone_rows(f.name or "") + phone_rows(f.value or "") for f in e.fields)
    return rows + (phone_rows(e.footer.text, FOOTER_CHARS) if e.footer and e.footer.text else 0)


def newest_within(lines: list[str], rows: int) -> list[str]:
    """The newest of ``lines`` (oldest first) that take at most ``rows`` rows on a phone."""
    kept: list[str] = []
    for line in reversed(lines):
        rows -= phone_rows(line)
        if rows < 0:
            break
        kept.append(line)
    return kept[::-1]


def size(e: discord.Embed) -> int:
    """The characters Discord counts against the 6,000 of a message."""
    n = len(e.title or "") + len(e.description or "") + len(e.footer.text or "" if e.footer else "")
    n += len(e.author.name or "") if e.author else 0
    return n + sum(len(f.name or "") + len(f.value or "") for f in e.fields)


def fit(e: discord.Embed, locale: str) -> discord.Embed:
    """``e`` within every limit Discord sets on an embed (module docstring), changed in place."""
    if e.title:
        e.title = cut(e.title, TITLE)
    if e.description:
        e.description = lines_within(e.description, DESCRIPTION, locale)
    if e.footer and e.footer.text and len(e.footer.text) > FOOTER:
        e.set_footer(text=cut(e.footer.text, FOOTER), icon_url=e.footer.icon_url)
    shown = e.fields
    if not shown:
        e.clear_fields()  # (as the loop below leaves it: an empty field list, sent as such)
    elif len(shown) > FIELDS or not all(f.name and len(f.name) <= FIELD_NAME and f.value and len(f.value) <= FIELD_VALUE
                                        for f in shown):  # (else every field stays as it is)
        fields = [(cut(f.name or "\u200b", FIELD_NAME), lines_within(f.value or "—", FIELD_VALUE, locale), f.inline)
                  for f in shown]
        if len(fields) > FIELDS:
            dropped = len(fields) - FIELDS + 1
            name, value, inline = fields[FIELDS - 1]
            value = lines_within(value + "\n" + tr(locale, "limit-more", count=dropped), FIELD_VALUE, locale)
            fields = [*fields[: FIELDS - 1], (name, value, inline)]
        e.clear_fields()
        for name, value, inline in fields:
            e.add_field(name=name, value=value, inline=inline)
    if size(e) <= TOTAL:  # (the bot's messages, but for the largest tables' fields)
        return e
    _faces_as_text(e)
    for _ in range(100):  # (each round takes at least 40 characters off)
        if size(e) <= TOTAL:
            break
        _shorten_longest(e, locale, size(e) - TOTAL)
    while size(e) > TOTAL and e.fields:  # (never reached with the bot's messages: a last resort)
        e.remove_field(len(e.fields) - 1)
    return e


def _faces_as_text(e: discord.Embed) -> None:
    if e.description:
        e.description = text_cards(e.description)
    fields = [(text_cards(f.name or ""), text_cards(f.value or ""), f.inline) for f in e.fields]
    e.clear_fields()
    for name, value, inline in fields:
        e.add_field(name=name, value=value, inline=inline)


def _shorten_longest(e: discord.Embed, locale: str, over: int) -> None:
    """Take at least ``over`` characters off the longest field value (or the description)."""
    values = [(len(f.value or ""), i) for i, f in enumerate(e.fields)]
    longest, i = max(values, default=(0, -1))
    if len(e.description or "") >= longest:
        e.description = lines_within(e.description or "", max(1, len(e.description or "") - over - 40), locale)
        return
    f = e.fields[i]
    e.set_field_at(i, name=f.name, value=lines_within(f.value or "", max(1, longest - over - 40), locale),
                   inline=f.inline)
