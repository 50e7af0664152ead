"""The ``/history`` message: a page of finished games and its controls. Pure.

Each game is a line: its game and number, when it closed (a Discord timestamp, in the reader's own
time zone and language), its players, its result. Controls: a select to open a game's replay
(:mod:`bot.render.replay`, a private message of its own), a select of the game to list, "Only mine"
/ "Everyone's", and ◀ ▶ between pages. Their custom_ids name no table (``ctb:0:0:history:…``):
the list's state is the argument, ``<page>.<game or all>.<m: mine, a: all>``.

In DMs the list is the reader's own games on every server, and names only the reader and the
computers: the other people are "Player 2" and so on (no other server's member names).
"""

from __future__ import annotations

import datetime as dt

import discord

from ..storage.history import Finished, Page
from . import limits
from .i18n import tr
from .replay import names
from .screens import ctx_for, to_view
from .ui import get_ui, playable
from .ui.base import Button, Option, Select

COLOUR = 0x5865F2
OPS = ("history", "history_game", "history_open")
ENEMIES = 12


def state_arg(page: int, game: str | None, mine: bool) -> str:
    return f"{page}.{game or 'all'}.{'m' if mine else 'a'}"


def parse_state(arg: str) -> tuple[int, str | None, bool] | None:
    """``2.sankpass.m`` → (2, "sankpass", True); None if it is no list's state. A button's adds a
    tag (``.p``, ``.n``, ``.t``) that keeps two buttons aimed at one page apart."""
    parts = arg.split(".")
    if len(parts) == 4 and parts[3] in ("p", "n", "t"):
        parts = parts[:3]
    if len(parts) != 3 or not parts[0].isdigit() or len(parts[0]) > 6 or parts[2] not in ("m", "a"):
        return None
    game = None if parts[1] == "all" else parts[1]
    if game is not None and game not in playable():
        return None
    return int(parts[0]), game, parts[2] == "m"


def result_text(f: Finished, locale: str, reader: int | None) -> str:
    """The result, short: 🏆 the winners, a draw, abandoned; Tolv fiender: the table's."""
    r, rec = f.result, f.rec
    ctx = ctx_for(rec, locale)
    ctx.names = names(rec, locale, reader)
    if r.get("reason") == "abandoned":
        return "🚪 " + ctx.t("history-abandoned")
    if rec.game == "tolv-fiender":
        if r.get("reason") == "victory":
            return ctx.t("history-coop-won")
        return ctx.t("history-coop-lost", defeated=r.get("enemies_defeated", 0),
                     total=r.get("enemies_total", ENEMIES))
    winners = r.get("winners") or []
    if not winners:
        return "🤝 " + ctx.t("history-draw")
    return ctx.t("history-won", names=", ".join(ctx.name(s) for s in winners))


def line(f: Finished, locale: str, reader: int | None) -> str:
    rec = f.rec
    ctx = ctx_for(rec, locale)
    ctx.names = names(rec, locale, reader)
    game = get_ui(rec.game).title(ctx)
    players = ", ".join(ctx.name(p.seat) for p in rec.players)
    casual = " · " + ctx.t("history-casual") if rec.casual else ""  # a casual game moved no rating
    return f"**{game}** `#{rec.id}` <t:{int(f.at)}:d>{casual}\n{players} · {result_text(f, locale, reader)}"


def _date(at: float) -> str:
    return dt.datetime.fromtimestamp(at, dt.UTC).strftime("%Y-%m-%d")


def history(page: Page, game: str | None, mine: bool, locale: str,
            dm: bool = False, reader: int | None = None) -> tuple[discord.Embed, discord.ui.View]:
    """One page of ``/history`` (``dm``: the reader's own games, from DMs)."""
    title = tr(locale, "history-title-dm" if dm else "history-title")
    e = discord.Embed(title="🗂️ " + title, colour=COLOUR)
    who = tr(locale, "history-only-mine" if mine else "history-everyone")
    what = tr(locale, f"game-{game}") if game else tr(locale, "history-all-games")
    head = tr(locale, "history-filter", game=what, who=who) if not dm else what
    if not page.games:
        e.description = tr(locale, "history-empty-filtered" if game or mine else "history-empty")
    else:
        e.description = "\n\n".join(line(f, locale, reader if dm else None) for f in page.games)
    e.set_footer(text=f"{head} · " + tr(locale, "history-page", page=page.page + 1, pages=page.pages))
    controls: list[Button | Select] = []
    here = state_arg(page.page, game, mine)
    if page.games:
        opts = []
        for f in page.games:
            ctx = ctx_for(f.rec, locale)
            ctx.names = names(f.rec, locale, reader if dm else None)
            label = f"#{f.rec.id} · {tr(locale, f'game-{f.rec.game}')} · {_date(f.at)}"
            players = ", ".join(ctx.name(p.seat) for p in f.rec.players)
            opts.append(Option(str(f.rec.id), limits.cut(label, limits.OPTION_LABEL),
                               description=limits.cut(players, limits.OPTION_LABEL)))
        controls.append(Select("history_open", tr(locale, "history-open"), opts, row=0, arg=here))
    games = [Option("all", tr(locale, "history-all-games"), default=game is None)]
    games += [Option(g, tr(locale, f"game-{g}"), default=g == game) for g in playable()]
    controls.append(Select("history_game", tr(locale, "history-choose-game"), games, row=1, arg=here))
    controls.append(Button("history", "◀", arg=state_arg(max(0, page.page - 1), game, mine) + ".p"
                           if page.page > 0 else "x.p", disabled=page.page == 0, row=2))
    controls.append(Button("history", "▶", arg=state_arg(page.page + 1, game, mine) + ".n"
                           if page.page + 1 < page.pages else "x.n", disabled=page.page + 1 >= page.pages, row=2))
    if not dm:
        controls.append(Button("history", tr(locale, "history-show-everyone" if mine else "history-show-mine"),
                               arg=state_arg(0, game, not mine) + ".t", emoji="👤", row=2))
    return limits.fit(e, locale), to_view(0, 0, controls)
