"""The ``/stats`` embed: :class:`bot.storage.stats.Stats` → a Discord embed in the reader's language.

Pure. Numbers are formatted by the catalogues (Fluent's ``NUMBER``: decimal comma and percent
spacing in Swedish and Danish). The embed always fits Discord's limits: at most 25 fields, a
field value ≤ 1024 characters, the description ≤ 4096 and the whole embed ≤ 6000 — a long
ranking loses lines from its bottom, never the reader's own line.
"""

from __future__ import annotations

import discord

from ..storage import rating
from ..storage.stats import Board, CoopBoard, Level, Line, Stats
from .i18n import tr
from .ui.tolv_fiender import MEDAL_ICONS

COLOUR = 0xD4A017
MAX_FIELDS = 25
MAX_FIELD = 1024
MAX_DESCRIPTION = 4096
MAX_TOTAL = 6000
ENEMIES = 12


def _line(loc: str, line: Line, me: bool) -> str:
    text = tr(loc, "stats-rated", rank=line.rank, user=f"<@{line.user_id}>", rating=line.rating, wins=line.wins,
              played=line.played)
    return f"**{text}**" if me else text


def levels_line(loc: str, levels: list[Level]) -> str:
    """The computer levels' ratings here, beside the people's board: "🤖 good 1,640 · easy 1,380"."""
    shown = " · ".join(tr(loc, "stats-level", level=tr(loc, f"computer-{x.level}"), rating=x.rating, played=x.played)
                       for x in levels)
    return "🤖 " + shown


def board_lines(loc: str, board: Board, totals: bool = True) -> list[str]:
    """The ranking's lines: the top, then the reader's line if it is not among them."""
    me = board.me
    lines = [_line(loc, line, me is not None and line.user_id == me.user_id) for line in board.top]
    if me is not None and me.rank > len(board.top):
        if me.rank > len(board.top) + 1:
            lines.append("…")
        lines.append(_line(loc, me, True))
    elif me is None:
        lines.append("*" + tr(loc, "stats-you-none") + "*")
    if board.computers:
        lines.append(levels_line(loc, board.computers))
    if totals:
        lines.append("*" + tr(loc, "stats-totals", players=board.players, games=board.tables) + "*")
    return lines


def coop_lines(loc: str, board: CoopBoard) -> list[str]:
    """A cooperative game's table results: no ranking of teammates."""
    rate = board.won / board.played if board.played else 0.0
    lines = [tr(loc, "stats-coop-played", played=board.played, won=board.won, rate=rate)]
    if board.solo:
        m = board.medals
        lines.append(tr(loc, "stats-coop-solo", solo=board.solo, gold=m["gold"], silver=m["silver"],
                        bronze=m["bronze"]))
    if board.won:
        best = next((MEDAL_ICONS[k] for k in ("gold", "silver", "bronze") if board.medals.get(k)), "")
        lines.append((tr(loc, "stats-coop-best-won", total=ENEMIES) + " " + best).rstrip())
    else:
        lines.append(tr(loc, "stats-coop-best-lost", defeated=board.best_defeated, total=ENEMIES))
    if board.recent:
        shown = " · ".join(
            ("🏆 " + MEDAL_ICONS.get(g.medal or "", "")).rstrip() if g.won else f"💀 {g.defeated}/{ENEMIES}"
            for g in board.recent)
        lines.append(tr(loc, "stats-coop-recent", tables=shown))
    if board.my_played:
        lines.append("**" + tr(loc, "stats-coop-you", played=board.my_played, won=board.my_won) + "**")
    else:
        lines.append("*" + tr(loc, "stats-coop-you-none") + "*")
    return lines


def fit(lines: list[str], limit: int, keep_last: int = 0) -> str:
    """Join ``lines``; drop lines before the last ``keep_last`` (from the bottom of the list
    above them) until the text fits ``limit``, then cut hard if it still does not."""
    lines = list(lines)
    text = "\n".join(lines)
    while len(text) > limit and len(lines) > keep_last + 1:
        del lines[len(lines) - keep_last - 1]
        text = "\n".join(lines)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _keep(board: Board | CoopBoard) -> int:
    """The lines a cut keeps: the reader's line, the computer levels and the totals of a ranking."""
    return (3 + bool(board.computers)) if isinstance(board, Board) else 1


def lines_of(loc: str, board: Board | CoopBoard) -> list[str]:
    return board_lines(loc, board) if isinstance(board, Board) else coop_lines(loc, board)


def _size(e: discord.Embed) -> int:
    return len(e.title or "") + len(e.description or "") + len(e.footer.text or "") + sum(
        len(f.name or "") + len(f.value or "") for f in e.fields)


def stats_embed(stats: Stats, loc: str) -> discord.Embed:
    game_name = tr(loc, f"game-{stats.game}") if stats.game else ""
    if stats.game is None:
        title = tr(loc, "stats-title-all")
    elif stats.boards and isinstance(stats.boards[0], CoopBoard):
        title = tr(loc, "stats-title-coop", game=game_name)
    else:
        title = tr(loc, "stats-title-game", game=game_name)
    e = discord.Embed(title="🏆 " + title, colour=COLOUR)
    if stats.empty:
        e.description = tr(loc, "stats-empty-game", game=game_name) if stats.game else tr(loc, "stats-empty")
        return e
    versus = [] if stats.computer is None else [
        "🤖 " + tr(loc, "stats-vs-computer", won=stats.computer[0], played=stats.computer[1])]
    if stats.game is not None:
        if not stats.boards:
            e.description = "\n".join([tr(loc, "stats-empty-game", game=game_name), *versus])
            return e
        board = stats.boards[0]
        e.description = fit([*lines_of(loc, board), *versus], MAX_DESCRIPTION, _keep(board) + len(versus))
        if isinstance(board, Board):
            e.set_footer(text=tr(loc, "stats-rating-note", base=rating.BASE))
        return e
    rated = any(isinstance(b, Board) for b in stats.boards)
    e.description = "\n".join([*([tr(loc, "stats-rating-note", base=rating.BASE)] if rated else []), *versus]) or None
    for board in stats.boards[:MAX_FIELDS]:
        name = tr(loc, f"game-{board.game}")
        if isinstance(board, CoopBoard):
            name += " – " + tr(loc, "stats-table-results")
        e.add_field(name=name[:256], value=fit(lines_of(loc, board), MAX_FIELD, _keep(board)), inline=False)
    while _size(e) > MAX_TOTAL and e.fields:
        e.remove_field(len(e.fields) - 1)
    return e
