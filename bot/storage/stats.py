"""What ``/stats`` shows, read from the ``results`` table. Returns plain data; no Discord.

Every query is portable SQL (SQLite and PostgreSQL alike: ``?`` placeholders, ``CASE`` sums,
no SQLite-only syntax) and goes through one primitive, ``storage.fetch(sql, args)``, which returns
a list of row tuples. Abandoned tables (closed for inactivity) count for nobody.

* A competitive game is a ranking: per player wins, games and win rate; ordered by wins, then
  fewer games, then user id (stable). The reader's own line is found even outside the top.
* "All games" ranks players over every competitive game together.
* Games at a table with a computer player count apart: rankings are of people among people
  (``computers = 0``), and the reader sees their own record against the computer
  ("against the computer: 7 won of 10") under the board. Computers have no rows.
* A cooperative game (Tolv fiender) is won or lost by the whole table, so it is not a ranking:
  its figures are per table — games played and won, the solo medals, the best result, how far
  recent tables got — and the reader's own tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine import get_game
from engine.registry import game_ids

MEDALS = ("gold", "silver", "bronze")
TOP = 10  # lines of a ranking shown on its own
TOP_IN_OVERVIEW = 3  # lines per game in the "all games" view
RECENT = 5  # recent cooperative tables shown

WINS = "SUM(CASE WHEN outcome = 'win' THEN 1 ELSE 0 END)"
COUNTED = "guild_id = ? AND outcome <> 'abandoned' AND computers = 0"  # people among people
VERSUS = "guild_id = ? AND outcome <> 'abandoned' AND computers > 0"  # at a table with a computer


class Fetcher(Protocol):
    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]: ...


def cooperative(game: str) -> bool:
    return bool(getattr(get_game(game), "cooperative", False))


def competitive_games() -> list[str]:
    return [g for g in game_ids() if not cooperative(g)]


def _in(games: Sequence[str]) -> str:
    return "(" + ", ".join("?" for _ in games) + ")"


def _int(value: Any) -> int:
    return int(value or 0)


# ---- the data -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Line:
    rank: int
    user_id: int
    wins: int
    played: int

    @property
    def rate(self) -> float:
        return self.wins / self.played if self.played else 0.0


@dataclass(frozen=True)
class Board:
    """A ranking: one game's, or every competitive game's together (``game`` is ``None``)."""

    game: str | None
    top: list[Line]
    me: Line | None  # the reader's line, in the top or not; None if they have no games here
    players: int  # players ranked
    tables: int  # games counted


@dataclass(frozen=True)
class TableGame:
    """A cooperative table's result, as the recent-games line shows it."""

    won: bool
    medal: str | None
    defeated: int


@dataclass(frozen=True)
class CoopBoard:
    """A cooperative game's results: the server's tables, not a ranking of teammates."""

    game: str
    played: int  # tables finished (won or lost)
    won: int
    solo: int  # of which played alone
    medals: dict[str, int]  # solo wins by medal: gold / silver / bronze
    best_defeated: int  # the most enemies a table defeated
    recent: list[TableGame]  # newest first
    my_played: int  # the reader's own tables
    my_won: int


@dataclass
class Stats:
    """What one ``/stats`` shows: one game, or every game (``game`` is ``None``)."""

    game: str | None
    overall: Board | None = None  # the all-games ranking (all-games view only)
    boards: list[Board | CoopBoard] = field(default_factory=list)
    computer: tuple[int, int] | None = None  # the reader's games with a computer: (won, played)

    @property
    def empty(self) -> bool:
        return not self.boards and self.computer is None


# ---- the queries ----------------------------------------------------------------------------
async def ranking(storage: Fetcher, guild_id: int, user_id: int, games: Sequence[str],
                  game: str | None = None, limit: int = TOP) -> Board | None:
    """The ranking over ``games`` (one game, or several together); ``None`` if nobody played."""
    where = f"{COUNTED} AND game IN {_in(games)}"
    base: tuple = (guild_id, *games)
    players, tables = (await storage.fetch(
        f"SELECT COUNT(DISTINCT user_id), COUNT(DISTINCT table_id) FROM results WHERE {where}", base))[0]
    if not _int(players):
        return None
    rows = await storage.fetch(
        f"SELECT user_id, {WINS} AS wins, COUNT(*) AS played FROM results WHERE {where}"
        " GROUP BY user_id ORDER BY wins DESC, played ASC, user_id ASC LIMIT ?", (*base, limit))
    top = [Line(i + 1, int(u), _int(w), _int(p)) for i, (u, w, p) in enumerate(rows)]
    me = next((line for line in top if line.user_id == user_id), None)
    if me is None:
        wins, played = (await storage.fetch(
            f"SELECT {WINS}, COUNT(*) FROM results WHERE {where} AND user_id = ?", (*base, user_id)))[0]
        if _int(played):
            w, p = _int(wins), _int(played)
            ahead = (await storage.fetch(
                f"SELECT COUNT(*) FROM (SELECT user_id, {WINS} AS wins, COUNT(*) AS played FROM results"
                f" WHERE {where} GROUP BY user_id) t"
                " WHERE t.wins > ? OR (t.wins = ? AND t.played < ?)"
                " OR (t.wins = ? AND t.played = ? AND t.user_id < ?)",
                (*base, w, w, p, w, p, user_id)))[0][0]
            me = Line(_int(ahead) + 1, user_id, w, p)
    return Board(game, top, me, _int(players), _int(tables))


async def coop(storage: Fetcher, guild_id: int, user_id: int, game: str,
               recent: int = RECENT) -> CoopBoard | None:
    """A cooperative game's table results; ``None`` if no table finished one."""
    per_table = (
        "SELECT table_id, MAX(CASE WHEN outcome = 'win' THEN 1 ELSE 0 END) AS won,"
        " MAX(players) AS players, MAX(medal) AS medal, MAX(defeated) AS defeated, MAX(at) AS at"
        f" FROM results WHERE {COUNTED} AND game = ? GROUP BY table_id"
    )
    medal_sums = ", ".join(f"SUM(CASE WHEN t.medal = '{m}' THEN 1 ELSE 0 END)" for m in MEDALS)
    row = (await storage.fetch(
        f"SELECT COUNT(*), SUM(t.won), SUM(CASE WHEN t.players = 1 THEN 1 ELSE 0 END), {medal_sums},"
        f" MAX(t.defeated) FROM ({per_table}) t", (guild_id, game)))[0]
    played = _int(row[0])
    if not played:
        return None
    last = await storage.fetch(f"SELECT t.won, t.medal, t.defeated FROM ({per_table}) t"
                               " ORDER BY t.at DESC, t.table_id DESC LIMIT ?", (guild_id, game, recent))
    mine = (await storage.fetch(
        f"SELECT COUNT(*), {WINS} FROM results WHERE {COUNTED} AND game = ? AND user_id = ?",
        (guild_id, game, user_id)))[0]
    return CoopBoard(
        game=game, played=played, won=_int(row[1]), solo=_int(row[2]),
        medals={m: _int(n) for m, n in zip(MEDALS, row[3:6], strict=True)},
        best_defeated=_int(row[6]),
        recent=[TableGame(bool(w), m, _int(d)) for w, m, d in last],
        my_played=_int(mine[0]), my_won=_int(mine[1]),
    )


async def games_played(storage: Fetcher, guild_id: int) -> list[str]:
    """The games with a counted result on this server, in the registry's order."""
    found = {g for (g,) in await storage.fetch(
        f"SELECT DISTINCT game FROM results WHERE {COUNTED}", (guild_id,))}
    return [g for g in game_ids() if g in found]


async def versus_computer(storage: Fetcher, guild_id: int, user_id: int,
                          game: str | None = None) -> tuple[int, int] | None:
    """The reader's games at tables with a computer player (one game, or all): (won, played)."""
    sql = f"SELECT {WINS}, COUNT(*) FROM results WHERE {VERSUS} AND user_id = ?"
    args: tuple = (guild_id, user_id)
    if game is not None:
        sql, args = sql + " AND game = ?", (*args, game)
    won, played = (await storage.fetch(sql, args))[0]
    return (_int(won), _int(played)) if _int(played) else None


async def stats_for(storage: Fetcher, guild_id: int, user_id: int, game: str | None = None) -> Stats:
    """Everything one ``/stats`` shows: for ``game``, or (``None``) every game on the server."""
    versus = await versus_computer(storage, guild_id, user_id, game)
    if game is not None:
        board = (await coop(storage, guild_id, user_id, game) if cooperative(game)
                 else await ranking(storage, guild_id, user_id, [game], game))
        return Stats(game, boards=[board] if board else [], computer=versus)
    out = Stats(None, computer=versus)
    played = await games_played(storage, guild_id)
    competitive = [g for g in played if not cooperative(g)]
    if competitive:
        out.overall = await ranking(storage, guild_id, user_id, competitive)
    for g in played:
        board = (await coop(storage, guild_id, user_id, g) if cooperative(g)
                 else await ranking(storage, guild_id, user_id, [g], g, limit=TOP_IN_OVERVIEW))
        if board:
            out.boards.append(board)
    return out
