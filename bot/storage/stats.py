"""What ``/stats`` shows, read from the ``ratings`` and ``results`` tables. Returns plain data; no Discord.

Every query is portable SQL (SQLite and PostgreSQL alike: ``?`` placeholders, ``CASE`` sums,
no SQLite-only syntax) and goes through one primitive, ``storage.fetch(sql, args)``, which returns
a list of row tuples. Abandoned tables (closed for inactivity) count for nobody, and neither do
casual games (the lobby's rated / casual choice; ``results.casual``): ``/stats`` is the rated
record, and a casual game is in ``/history`` alone (with its replay and game file).

* A competitive game is a ranking by rating (:mod:`bot.storage.rating`): the conservative
  rating μ − 3σ, then more games, then the entrant (stable), each line with the rating as players
  read it, the rated games and the wins. The reader's own line is found even outside the top.
  Only people are ranked; the computer levels' ratings follow the board as yardsticks.
* "All games" shows each game's board, shorter (a rating is per game: there is no rating of all
  games together).
* A person's games at a table with a computer player count for their rating (against the
  level's own rating) and are also shown apart: "against the computer: 7 won of 10", from the
  result rows (``computers > 0``).
* A cooperative game (Tolv fiender) is won or lost by the whole table, so it is not a ranking:
  its figures are per table — games played and won, the solo medals, the best result, how far
  recent tables got — and the reader's own tables.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from engine import get_game
from engine.registry import game_ids

from . import rating

MEDALS = ("gold", "silver", "bronze")
TOP = 10  # lines of a ranking shown on its own
TOP_IN_OVERVIEW = 3  # lines per game in the "all games" view
RECENT = 5  # recent cooperative tables shown

WINS = "SUM(CASE WHEN outcome = 'win' THEN 1 ELSE 0 END)"
COUNTED = "guild_id = ? AND outcome <> 'abandoned' AND casual = 0 AND computers = 0"  # people among people
VERSUS = "guild_id = ? AND outcome <> 'abandoned' AND casual = 0 AND computers > 0"  # at a table with a computer


class Fetcher(Protocol):
    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]: ...


def cooperative(game: str) -> bool:
    return bool(getattr(get_game(game), "cooperative", False))


def competitive_games() -> list[str]:
    return [g for g in game_ids() if not cooperative(g)]


def _int(value: Any) -> int:
    return int(value or 0)


# ---- the data -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Line:
    rank: int
    user_id: int
    rating: int  # as players read it (bot.storage.rating.shown)
    wins: int
    played: int


@dataclass(frozen=True)
class Level:
    """A computer level's rating on this server, beside the people's board."""

    level: str
    rating: int
    wins: int
    played: int


@dataclass(frozen=True)
class Board:
    """One game's ranking by rating."""

    game: str
    top: list[Line]
    me: Line | None  # the reader's line, in the top or not; None if they have no rated games here
    players: int  # people ranked
    tables: int  # games rated
    computers: list[Level] = field(default_factory=list)


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
    boards: list[Board | CoopBoard] = field(default_factory=list)
    computer: tuple[int, int] | None = None  # the reader's games with a computer: (won, played)

    @property
    def empty(self) -> bool:
        return not self.boards and self.computer is None


# ---- the queries ----------------------------------------------------------------------------
PEOPLE = "guild_id = ? AND game = ? AND entrant LIKE 'u%'"


def _shown(mu: Any, sigma: Any) -> int:
    return rating.shown(float(mu), float(sigma))


async def ranking(storage: Fetcher, guild_id: int, user_id: int, game: str, limit: int = TOP) -> Board | None:
    """One game's ranking by rating (module docstring); ``None`` if nobody here has played it rated."""
    base: tuple = (guild_id, game)
    players = _int((await storage.fetch(f"SELECT COUNT(*) FROM ratings WHERE {PEOPLE}", base))[0][0])
    if not players:
        return None
    tables = _int((await storage.fetch("SELECT COUNT(DISTINCT table_id) FROM placings WHERE guild_id = ? AND game = ?",
                                       base))[0][0])
    order = " ORDER BY conservative DESC, games DESC, entrant ASC"
    rows = await storage.fetch(f"SELECT entrant, mu, sigma, wins, games FROM ratings WHERE {PEOPLE}{order} LIMIT ?",
                               (*base, limit))
    top = [Line(i + 1, rating.user_of(e) or 0, _shown(mu, sg), _int(w), _int(n))
           for i, (e, mu, sg, w, n) in enumerate(rows)]
    me = next((line for line in top if line.user_id == user_id), None)
    if me is None:
        mine = rating.person(user_id)
        row = await storage.fetch("SELECT conservative, mu, sigma, wins, games FROM ratings"
                                  " WHERE guild_id = ? AND game = ? AND entrant = ?", (*base, mine))
        if row:
            c, mu, sg, w, n = row[0]
            ahead = (await storage.fetch(
                f"SELECT COUNT(*) FROM ratings WHERE {PEOPLE} AND (conservative > ? OR (conservative = ?"
                " AND (games > ? OR (games = ? AND entrant < ?))))", (*base, c, c, n, n, mine)))[0][0]
            me = Line(_int(ahead) + 1, user_id, _shown(mu, sg), _int(w), _int(n))
    levels = await storage.fetch("SELECT entrant, mu, sigma, wins, games FROM ratings WHERE guild_id = ? AND game = ?"
                                 " AND entrant LIKE 'c-%' ORDER BY conservative DESC, entrant ASC", base)
    computers = [Level(rating.level_of(e) or "", _shown(mu, sg), _int(w), _int(n)) for e, mu, sg, w, n in levels]
    return Board(game, top, me, players, tables, computers)


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
    """The games with a rating or a cooperative table's result on this server, in the registry's order."""
    found = {g for (g,) in await storage.fetch("SELECT DISTINCT game FROM ratings WHERE guild_id = ?", (guild_id,))}
    found |= {g for (g,) in await storage.fetch(
        f"SELECT DISTINCT game FROM results WHERE {COUNTED}", (guild_id,)) if cooperative(g)}
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
                 else await ranking(storage, guild_id, user_id, game))
        return Stats(game, boards=[board] if board else [], computer=versus)
    out = Stats(None, computer=versus)
    for g in await games_played(storage, guild_id):
        board = (await coop(storage, guild_id, user_id, g) if cooperative(g)
                 else await ranking(storage, guild_id, user_id, g, limit=TOP_IN_OVERVIEW))
        if board:
            out.boards.append(board)
    return out
