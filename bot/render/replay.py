"""A finished game's replay page, and the game as a file. Pure functions of their arguments.

A page is one position (:mod:`bot.core.replays`): where it is ("Move 31 of 84 · Hand 3 of 9"),
the lines of the step that led to it, and the game's own replay body (``GameUI.replay``: the table
with every hand face up), fitted to Discord's limits. Its controls, on one row: ⏮ ◀ ▶ ⏭ and the
game file. Their custom_ids are ``ctb:<table>:<version>:replay:<position>_<which>`` (``which``
keeps two buttons aimed at one position apart) and ``ctb:<table>:<version>:replay_file:``.

Names: in a server, the players' names as the table showed them. Opened from DMs (``/history``
there), a replay names only the reader and the computer players; the other people are "Player 2"
and so on, so a DM never shows another server's member names.
"""

from __future__ import annotations

import gzip
from typing import Any

import discord

from engine import BaseState, get_game

from ..core.replays import TextLoader, Timeline, scenario_text, unique_names
from ..storage.models import TableRecord
from . import limits
from .i18n import tr
from .screens import ctx_for, to_view
from .ui import get_ui
from .ui.base import Button, Ctx

COLOUR = 0x5865F2
OPS = ("replay", "replay_file")
MOVE_LINES = 3  # lines of a step a page shows at most
FILE_LIMIT = 10 * 2**20  # the largest file a bot may attach (Discord: 10 MiB)
FILE_DEFER = 20_000      # a game of more steps than this has its file's answer deferred (it takes a while)


def names(rec: TableRecord, locale: str, reader: int | None) -> dict[str, str]:
    """Seat → name as a replay shows it (``reader``: the person reading in DMs, else None)."""
    out = dict(ctx_for(rec, locale).names)  # (a computer named in the reader's language)
    for i, p in enumerate(rec.players):
        if reader is not None and p.computer is None and p.user_id != reader:
            out[p.seat] = tr(locale, "replay-player", n=i + 1)
    return out


def context(rec: TableRecord, locale: str, reader: int | None) -> Ctx:
    ctx = ctx_for(rec, locale)
    ctx.names = names(rec, locale, reader)
    return ctx


def where(tl: Timeline, k: int, state: BaseState, ctx: Ctx) -> str:
    """"Move 31 of 84 · Hand 3 of 9" (the deal: "The deal · 84 moves")."""
    head = ctx.t("replay-deal", total=tl.total) if k == 0 else ctx.t("replay-position", move=k, total=tl.total)
    game = tl.rec.game
    if game in ("farg-gin", "hollywood-gin"):
        part = ctx.t("replay-hand", n=getattr(state, "hand_no", 1), total=getattr(tl.final, "hand_no", 1))
    elif game == "tolv-fiender":
        total = getattr(state, "enemies_total", 12)
        part = ctx.t("replay-enemy", n=min(total, getattr(state, "enemies_defeated", 0) + 1), total=total)
    else:
        part = ctx.t("replay-round", n=tl.round_of(k))
    return f"{head} · {part}"


def page(tl: Timeline, k: int, state: BaseState, events: list[dict[str, Any]], locale: str,
         reader: int | None = None, previous: int | None = None,
         following: int | None = None) -> tuple[discord.Embed, discord.ui.View]:
    """Position ``k`` of a replay (``state``, reached by ``events``). ``previous``/``following``:
    where ⏮ and ⏭ go (None: nowhere)."""
    rec = tl.rec
    ui, game = get_ui(rec.game), get_game(rec.game)
    ctx = context(rec, locale, reader)
    view = game.public_view(state)
    e = ui.replay(state, view, ctx)
    e.title = ctx.t("replay-title", game=ui.title(ctx))
    e.colour = COLOUR
    moved = ui.replay_move(events, view, ctx) if k else []
    if len(moved) > MOVE_LINES:  # (a step of many events: its first lines; the table's full log has all)
        moved = [*moved[:MOVE_LINES - 1], tr(locale, "limit-more", count=len(moved) - MOVE_LINES + 1)]
    head = [f"**{where(tl, k, state, ctx)}**", *(f"▸ {line}" for line in moved)]
    e.description = "\n".join([*head, *([e.description] if e.description else [])])
    e.set_footer(text=ctx.t("table-id", id=rec.id))
    version = tl.final.version
    controls = [
        Button("replay", "⏮", arg=f"{previous}_h" if previous is not None else "x_h", disabled=previous is None,
               row=0),
        Button("replay", "◀", arg=f"{k - 1}_p" if k > 0 else "x_p", disabled=k == 0, row=0),
        Button("replay", "▶", arg=f"{k + 1}_n" if k < tl.total else "x_n", disabled=k >= tl.total, row=0),
        Button("replay", "⏭", arg=f"{following}_f" if following is not None else "x_f", disabled=following is None,
               row=0),
        Button("replay_file", ctx.t("replay-file-button"), emoji="📄", row=0),
    ]
    return limits.fit(e, locale), to_view(rec.id, version, controls)


def parse_arg(arg: str) -> int | None:
    """The position a replay button aims at (``31_n`` → 31; "" → the deal); None if it names none."""
    if arg == "":
        return 0
    pos, _, which = arg.partition("_")
    if not pos.isdigit() or len(pos) > 12 or which not in ("h", "p", "n", "f", "o"):
        return None
    return int(pos)


async def game_file(tl: Timeline, locale: str, reader: int | None, load: TextLoader) -> tuple[str, bytes]:
    """The whole game in the replay format (``python -m engine replay`` reads it): its file name and
    its bytes (compact JSON, UTF-8). Seats are the players' names as the replay shows them. A file
    larger than Discord lets a bot attach (a very long gin match) is gzipped: ``gunzip -c FILE |
    python -m engine replay -`` reads it. Written once per replay and reader's names (kept with it)."""
    key = (locale, reader)
    if tl.file is not None and tl.file[0] == key:
        return tl.file[1], tl.file[2]
    shown = names(tl.rec, locale, reader)
    seats = [p.seat for p in tl.rec.players]
    unique = dict(zip(seats, unique_names([shown[s] for s in seats]), strict=True))
    data = (await scenario_text(tl, unique, load)).encode("utf-8")
    name = f"cardtable-{tl.rec.id}-{tl.rec.game}.json"
    if len(data) > FILE_LIMIT:
        data, name = gzip.compress(data, 6, mtime=0), name + ".gz"
    tl.file = (key, name, data)
    return name, data
