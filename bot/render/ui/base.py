"""How a game looks and is driven on Discord. One subclass of :class:`GameUI` per game family.

A UI turns engine views into an embed plus abstract controls (:class:`Button`, :class:`Select`)
and turns a click on one of its controls back into an engine action. It knows nothing of
interactions, storage or locks: :mod:`bot.service` does that, and :mod:`bot.render.screens` turns the
controls into Discord components whose custom_ids carry only the table id, the state version,
the control's op and a short, non-secret argument.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import discord

from engine.cards import sorted_cards
from engine.core import public_event

from ..i18n import card_emoji, card_label, card_text, tr

FIELD_MAX = 1024  # Discord's limit on an embed field's value
TABLE_LOG_LINES = 5  # the newest log lines on the public table; the rest is behind "Full log"
LOG_PAGE_LINES = 20  # lines on a page of the full log (◀ ▶ turn the pages)


def add_lines(e: discord.Embed, name: str, lines: list[str], inline: bool = False) -> None:
    """Lines as one embed field, continued in further fields when they pass the field limit.
    Lines are never cut: a card face is ~30 characters of markup, and half of one shows as text."""
    chunk: list[str] = []
    for line in lines:
        line = line if len(line) <= FIELD_MAX else line[: FIELD_MAX - 1] + "…"
        if chunk and len("\n".join([*chunk, line])) > FIELD_MAX:
            e.add_field(name=name, value="\n".join(chunk), inline=inline)
            name, chunk = "\u200b", []
        chunk.append(line)
    e.add_field(name=name, value="\n".join(chunk) or "—", inline=inline)


def named_card(ctx: Ctx, key: str, card: str, **params: Any) -> tuple[str, discord.PartialEmoji | None]:
    """``(label, emoji)`` of a button whose words name a card (``key`` with a ``$card``): with
    faces on, the face in the emoji slot and the words without the card ("Take" + face); else the
    words with the text card ("Take J♤")."""
    face = card_emoji(ctx.locale, card)
    if face is None:
        return ctx.t(key, card=card_text(ctx.locale, card), **params), None
    return " ".join(ctx.t(key, card="\x00", **params).replace("\x00", " ").split()), face


ROW_SIZE = 5  # buttons in a row (Discord's limit)


def split(group: list[Any], width: int = ROW_SIZE) -> list[list[Any]]:
    """A group longer than a row on as few rows as it needs, evenly (a six-card run: 3 + 3, each
    row a run of its own; not 5 + 1, whose lone card reads as deadwood — issue 37)."""
    if len(group) <= width:  # (the usual case: a row of its own, as the loop below would cut it)
        return [group[:]] if group else []
    n = -(-len(group) // width)
    size, extra = divmod(len(group), n)
    out, at = [], 0
    for i in range(n):
        k = size + (1 if i < extra else 0)
        out.append(group[at:at + k])
        at += k
    return [part for part in out if part]


def rows_of(groups: list[list[Any]], rows: int, width: int = ROW_SIZE,
            spread: bool = False) -> list[list[Any]] | None:
    """Groups of buttons (a meld, a rank) laid out in at most ``rows`` rows of ``width``, so that
    the hand reads from them: ``spread``, a row per group where that fits (a long group on
    several rows); else (or if that does not fit) the groups side by side, each kept whole where
    it fits in the rest of a row; else the buttons in order, row after row. ``None``: more
    buttons than the rows hold. (Each row is a line at 400 px: the fewer, the shorter the view.)"""
    groups = [list(g) for g in groups if g]
    if spread:
        one = [part for g in groups for part in split(g, width)]
        if len(one) <= rows:
            return one
    packed: list[list[Any]] = []
    for g in groups:
        if packed and len(packed[-1]) + len(g) <= width:
            packed[-1] += g
        else:
            packed += split(g, width)
    if len(packed) <= rows:
        return packed
    flat = [x for g in groups for x in g]
    if len(flat) > rows * width:
        return None
    return [flat[i:i + width] for i in range(0, len(flat), width)]


def pause_event(ev: dict[str, Any], ctx: Ctx) -> str | None:
    """Every game's log line for a pause and a resume (``engine.core.Pause``; bot.core.pauses)."""
    if ev.get("type") == "paused":
        return ctx.t("pause-ev-paused", name=ctx.name(ev.get("seat")))
    if ev.get("type") == "resumed":
        return ctx.t("pause-ev-resumed", name=ctx.name(ev.get("seat")))
    return None


@dataclass
class Button:
    op: str
    label: str
    arg: str = ""
    style: discord.ButtonStyle = discord.ButtonStyle.secondary
    disabled: bool = False
    emoji: str | discord.PartialEmoji | None = None  # a card's face: bot.render.i18n.card_button/card_emoji
    row: int | None = None


@dataclass
class Option:
    value: str
    label: str
    default: bool = False
    description: str | None = None
    emoji: str | discord.PartialEmoji | None = None


@dataclass
class Select:
    op: str
    placeholder: str
    options: list[Option]
    row: int | None = None
    disabled: bool = False
    arg: str = ""  # (a game's selects carry none: their value is the choice; /history's, the list's state)


@dataclass
class Rendered:
    embed: discord.Embed
    controls: list[Button | Select] = field(default_factory=list)


@dataclass
class Ctx:
    """What a UI needs to render: the reader's locale and seat names."""

    locale: str
    names: dict[str, str]
    seat: str | None = None  # the reader, for private views
    people: dict[str, str] = field(default_factory=dict)  # the names without a stand-in's mark

    def t(self, key: str, **params: Any) -> str:
        return tr(self.locale, key, **params)

    def name(self, seat: str | None) -> str:
        return "—" if seat is None else self.names.get(seat, seat)

    def person(self, seat: str) -> str:
        """The seat's own name, without the mark of a computer standing in for it."""
        return self.people.get(seat) or self.name(seat)


def as_then(events: list[dict[str, Any]], ctx: Ctx) -> list[Ctx]:
    """The context each of ``events`` (oldest first, up to now) names its seats in: a seat is
    "🤖 for alice" in the lines of the moves a computer made standing in for alice — from her
    ``stand_in`` to her ``rejoined`` — and plain "alice" in those she made herself, whatever it is
    now (``ctx``: the names as they are now, :func:`bot.render.screens.ctx_for`)."""
    if not any(ev.get("type") in ("stand_in", "rejoined") for ev in events):
        return [ctx] * len(events)  # (the usual case: one context for every line)
    marked = {s for s, n in ctx.names.items() if s in ctx.people and n != ctx.people[s]}
    out: list[Ctx] = []
    cache: dict[frozenset[str], Ctx] = {frozenset(marked): ctx}
    for ev in reversed(events):  # back in time from now: who was away then
        key = frozenset(marked)
        if key not in cache:
            names = dict(ctx.people or ctx.names)
            for s in key:
                names[s] = ctx.t("stand-in-name", name=ctx.person(s))
            cache[key] = Ctx(locale=ctx.locale, names={**ctx.names, **names}, seat=ctx.seat, people=ctx.people)
        out.append(cache[key])
        if ev.get("type") == "stand_in":
            marked.discard(ev.get("seat"))
        elif ev.get("type") == "rejoined":
            marked.add(ev.get("seat"))
    out.reverse()
    return out


class GameUI:
    game_id: str
    emoji: str = "🃏"
    colour: int = 0x2B7A3D

    def title(self, ctx: Ctx) -> str:
        return f"{self.emoji} " + ctx.t(f"game-{self.game_id}")

    def table(self, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        raise NotImplementedError

    def private_view(self, game: Any, state: Any, seat: str, draft: dict[str, Any]) -> dict[str, Any]:
        """The view :meth:`hand` and :meth:`on_control` get: the engine's private view. A UI may
        add what the engine says about ``draft`` (e.g. a preview of the cards selected to play)."""
        return game.private_view(state, seat)

    def hand(self, view: dict[str, Any], ctx: Ctx, draft: dict[str, Any]) -> Rendered:
        raise NotImplementedError

    def table_controls(self, view: dict[str, Any], ctx: Ctx) -> list[Button | Select]:
        """Extra controls on the public table (rows 1–4), clicked by seated players only.
        Their clicks reach :meth:`on_control` like hand-view controls."""
        return []

    def on_control(
        self, op: str, arg: str, values: list[str], draft: dict[str, Any], view: dict[str, Any]
    ) -> dict[str, Any] | None:
        """Update ``draft`` for a selection, or return the engine action the click asks for."""
        return None

    def legend(self, ctx: Ctx) -> str | None:
        """What the table's icons mean (the table's "?" button and ``/rules``), if it needs one."""
        return None

    def has_history(self, view: dict[str, Any]) -> bool:
        """Whether the table may offer its full log (the game's memory rules allow it)."""
        return False

    def history(self, view: dict[str, Any], ctx: Ctx) -> list[str]:
        """The full log, a line an event, oldest first (what "Full log" pages through)."""
        events = view.get("log", [])
        return [line for ev, c in zip(events, as_then(events, ctx), strict=True) if (line := self.line(ev, c))]

    def seat_lines(self, events: list[dict[str, Any]], ctx: Ctx) -> list[str]:
        """The lines of a seat's stand-in and rejoin among ``events`` (a table without a log, gin's,
        shows them with the latest move)."""
        return [line for ev in events if ev.get("type") in ("stand_in", "rejoined") and (line := self.line(ev, ctx))]

    def line(self, ev: dict[str, Any], ctx: Ctx) -> str | None:
        """An event's log line: a seat's stand-in and rejoin (every game alike), else the game's own."""
        kind = ev.get("type")
        if kind == "stand_in":
            return ctx.t("log-stand-in", name=ctx.person(ev["seat"]))
        if kind == "rejoined":
            return ctx.t("log-rejoined", name=ctx.person(ev["seat"]))
        return self.event_line(ev, ctx)

    def footer(self, view: dict[str, Any], ctx: Ctx, table_id: str) -> str:
        """The table's footer: its number (a game may add a few small facts before it)."""
        return table_id

    def history_head(self, view: dict[str, Any], ctx: Ctx) -> str | None:
        """A line over every page of the full log (e.g. what the game's memory rules keep)."""
        return None

    def table_log(self, view: dict[str, Any], ctx: Ctx) -> tuple[str, list[str]]:
        """The short log on the public table: its heading and the newest lines, at most
        :data:`TABLE_LOG_LINES` (none: the table has no log)."""
        return ctx.t("table-log"), self.history(view, ctx)[-TABLE_LOG_LINES:]

    def event_line(self, ev: dict[str, Any], ctx: Ctx) -> str | None:
        return pause_event(ev, ctx)

    def new_message_on(self, events: list[dict[str, Any]]) -> bool:
        """Whether these events start a new hand/round (the table then gets a fresh message)."""
        return False

    def status_line(self, view: dict[str, Any], ctx: Ctx) -> str:
        """The result once the game is over, else whose turn it is."""
        if view.get("result"):
            return self.result_line(view["result"], ctx)
        return ctx.t("turn-of", name=ctx.name(view.get("turn")))

    def end_reason(self, view: dict[str, Any], ctx: Ctx) -> str | None:
        """Why a finished game ended, where :meth:`result_line` does not say it already."""
        if (view.get("result") or {}).get("reason") == "abandoned":
            return ctx.t("end-idle")
        return None

    def end_lines(self, view: dict[str, Any], ctx: Ctx) -> list[str]:
        """The line saying why the game ended (none while it runs)."""
        why = self.end_reason(view, ctx) if view.get("result") else None
        return [why] if why else []

    def over_text(self, view: dict[str, Any], ctx: Ctx) -> str:
        """A finished game in a hand view: the result, and why the game ended."""
        return "\n".join([self.result_line(view["result"], ctx), *self.end_lines(view, ctx)])

    def over_head(self, view: dict[str, Any], ctx: Ctx, icons: str = "") -> str:
        """The first lines of a finished game's hand view: that it is over, the result and why."""
        return f"**{ctx.t('game-over')}:** " + (f"{icons} " if icons else "") + self.over_text(view, ctx)

    # ---- the replay: a finished game, every hand face up (bot.render.replay) --------------------
    def replay(self, state: Any, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        """A position of a finished game as its replay shows it: what the table showed, and every
        hand face up (``state``: the engine's full state; ``view``: its public view)."""
        e = discord.Embed(title=self.title(ctx), colour=self.colour)
        e.description = "\n".join([f"**{self.status_line(view, ctx)}**", *self.end_lines(view, ctx)])
        self.replay_hands(e, state, view, ctx)
        return e

    def replay_hands(self, e: discord.Embed, state: Any, view: dict[str, Any], ctx: Ctx,
                     name: str | None = None, order: Any = None, extra: Any = None) -> None:
        """Every hand face up as a field (:meth:`hand_lines`)."""
        add_lines(e, name or ctx.t("replay-hands"), self.hand_lines(state, view, ctx, order, extra))

    def hand_lines(self, state: Any, view: dict[str, Any], ctx: Ctx, order: Any = None,
                   extra: Any = None) -> list[str]:
        """Every hand face up, a line a seat: ▶ whose turn, the name, how many cards, what ``extra``
        adds (books, a forced pass), the cards (sorted by ``order``, else by rank and suit)."""
        lines = []
        for seat in view["seats"]:
            cards = list(state.hands.get(seat, []))
            cards = sorted(cards, key=order) if order else sorted_cards(cards)
            mark = "▶ " if seat == view.get("turn") else ""
            more = extra(seat) if extra else ""
            gone = " " + ctx.t("seat-left") if seat in view.get("left", []) else ""
            shown = " ".join(card_label(ctx.locale, c) for c in cards) or ctx.t("hand-empty")
            lines.append(f"{mark}**{ctx.name(seat)}** ({len(cards)}){gone}{more}: {shown}")
        return lines

    def replay_move(self, events: list[dict[str, Any]], view: dict[str, Any], ctx: Ctx) -> list[str]:
        """The lines of the step that led to a position of a replay (its log lines; the result is
        the page's own status line)."""
        return [line for ev in events if ev.get("type") not in ("turn", "game_over")
                and (line := self.line(public_event(ev), ctx))]

    def result_line(self, result: dict[str, Any], ctx: Ctx) -> str:
        if result.get("reason") == "abandoned":
            return ctx.t("result-abandoned")
        winners = ", ".join(ctx.name(s) for s in result.get("winners", []))
        return ctx.t("result-winners", names=winners or "—", count=len(result.get("winners", [])))
