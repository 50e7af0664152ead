"""``python -m bot ratings --rebuild`` (or ``--check``): every rating recomputed from the stored placings.

Ratings are derived data (:mod:`bot.storage.rating`). Every rated game leaves its placings (one
row a seat: who, and where they finished), kept for good, so the ratings can always be worked out
again: after a fix of the model or of the scale, after a new major version of ``openskill``, or to
rate the games played before ratings existed. The rebuild

1. gives the finished games that have results but no placings (played before migration 009)
   their placings, from the table's stored record and final state, ordered before every game
   rated since (they were played first);
2. replays every rated game in the order it was rated (``seq``, then the table id), from a new
   rating for everyone, exactly as the bot moves them when a game ends;
3. replaces the ``ratings`` table with the outcome, in one unit of work (``--check`` writes
   nothing and says how many ratings would change).

All three run in one unit of work during which no game ending can move a rating (PostgreSQL: the
``ratings`` table is locked, and a game ending waits for the rebuild; SQLite's units of work run
one at a time), so the bot may keep running, in several processes too. A finished table's
message keeps the before → after it showed.

**At start-up** (:func:`rate_older_games`, from :meth:`bot.app.CardBot.setup_hook`) the bot does
step 1 by itself, once: if there are older games without placings, it gives them theirs and
rebuilds, in that one unit of work, and says so in one log line. Started again, or started by
a second process at the same time, it finds no game left to rate and writes nothing (the second
waits for the first's lock, then counts again).
"""

from __future__ import annotations

import asyncio
import sys
from dataclasses import dataclass
from typing import Any

from engine import game_ids, get_game

from ..storage import Storage, open_storage
from ..storage.base import Tx
from ..storage.models import TableRecord
from ..storage.rating import Board, Placing, Skill, placings_for, replay_all
from .startup import OneLineParser, StartupError, command, open_database

PAGE = 2000
EPSILON = 1e-9


def _rated_games() -> str:
    """The game kinds that are rated, as an SQL list (Tolv fiender is cooperative: never rated)."""
    from ..storage.rating import rated

    return ", ".join(f"'{g}'" for g in game_ids() if rated(g))


async def unrated(db: Storage | Tx) -> int:
    """Finished games of a rated kind, not casual, with results but no placings (played before
    ratings existed)."""
    rows = await db.fetch(
        "SELECT COUNT(*) FROM game_tables t WHERE t.status = 'ended' AND t.state IS NOT NULL"
        f" AND t.game IN ({_rated_games()})"
        " AND EXISTS (SELECT 1 FROM results r WHERE r.table_id = t.id AND r.casual = 0)"
        " AND NOT EXISTS (SELECT 1 FROM placings p WHERE p.table_id = t.id)")
    return int(rows[0][0] or 0)


async def backfill(tx: Tx) -> int:
    """Placings for the finished games played before ratings existed (step 1 above), in the unit
    of work ``tx``. Returns how many games were given placings (a cooperative game is given none:
    it is not rated)."""
    rows = await tx.fetch(
        "SELECT t.id, t.record, t.state, x.at FROM game_tables t"
        " JOIN (SELECT table_id, MAX(at) AS at FROM results GROUP BY table_id) x ON x.table_id = t.id"
        f" WHERE t.status = 'ended' AND t.state IS NOT NULL AND t.game IN ({_rated_games()})"
        " AND EXISTS (SELECT 1 FROM results r WHERE r.table_id = t.id AND r.casual = 0)"
        " AND NOT EXISTS (SELECT 1 FROM placings p WHERE p.table_id = t.id) ORDER BY x.at, t.id")
    games: list[tuple[TableRecord, float, list[Placing]]] = []
    for tid, record, state, at in rows:
        rec = TableRecord.model_validate_json(record)
        rec.id = int(tid)
        placings = placings_for(rec, get_game(rec.game).State.model_validate_json(state))
        if placings:
            games.append((rec, float(at), placings))
    if not games:
        return 0
    low = (await tx.fetch("SELECT MIN(seq) FROM placings"))[0][0]
    first = min(0, int(low or 0)) - len(games)
    await tx.executemany(
        "INSERT INTO placings (seq, table_id, guild_id, game, seat, entrant, place, at) VALUES (?,?,?,?,?,?,?,?)",
        [(first + i, rec.id, rec.guild_id, rec.game, p.seat, p.entrant, p.place, at)
         for i, (rec, at, placings) in enumerate(games) for p in placings])
    return len(games)


async def games_in_order(db: Storage | Tx) -> Any:
    """Every rated game, in the order it was rated: ((guild, game), placings), read in pages."""
    after: tuple | None = None
    current: tuple[int, int, str] | None = None
    placings: list[Placing] = []
    while True:
        sql = "SELECT seq, table_id, seat, guild_id, game, entrant, place FROM placings"
        if after is not None:
            sql += " WHERE (seq, table_id, seat) > (?, ?, ?)"
        rows = await db.fetch(sql + " ORDER BY seq, table_id, seat LIMIT ?", (*(after or ()), PAGE))
        for _seq, tid, seat, guild, game, entrant, place in rows:
            if current is not None and current[0] != int(tid):
                yield (current[1], current[2]), placings
                placings = []
            current = (int(tid), int(guild), game)
            placings.append(Placing(seat, entrant, int(place)))
        if len(rows) < PAGE:
            break
        after = (rows[-1][0], rows[-1][1], rows[-1][2])
    if current is not None:
        yield (current[1], current[2]), placings


async def recompute(db: Storage | Tx) -> tuple[Board, int]:
    """Every rating from the placings (step 2), and how many games were rated (read in pages)."""
    board: Board = {}
    games: list[tuple[tuple[int, str], list[Placing]]] = []
    count = 0
    async for game in games_in_order(db):
        games.append(game)
        count += 1
        if len(games) >= PAGE:
            board, games = replay_all(games, board), []
    return replay_all(games, board), count


async def stored(db: Storage | Tx) -> Board:
    rows = await db.fetch("SELECT guild_id, game, entrant, mu, sigma, games, wins FROM ratings")
    return {(int(g), gm, e): (Skill(float(mu), float(sg)), int(n), int(w)) for g, gm, e, mu, sg, n, w in rows}


def differences(a: Board, b: Board) -> int:
    """How many ratings differ between two boards (a rating missing from one counts)."""
    n = 0
    for key in a.keys() | b.keys():
        x, y = a.get(key), b.get(key)
        if x is None or y is None or x[1:] != y[1:] or abs(x[0].mu - y[0].mu) > EPSILON \
                or abs(x[0].sigma - y[0].sigma) > EPSILON:
            n += 1
    return n


@dataclass
class Report:
    backfilled: int
    games: int
    ratings: int
    changed: int


async def rebuild(storage: Storage, write: bool = True) -> Report:
    """Steps 1–3 of the module docstring, in one unit of work no game ending can interleave with
    (``write=False``: ``--check``, nothing written, not even the backfill)."""
    if not write:
        board, games = await recompute(storage)
        return Report(0, games, len(board), differences(board, await stored(storage)))
    async with storage.transaction() as tx:
        if storage.lock_ratings:
            await tx.execute(storage.lock_ratings)
        return await _rebuild(tx)


async def _rebuild(tx: Tx) -> Report:
    backfilled = await backfill(tx)
    board, games = await recompute(tx)
    changed = differences(board, await stored(tx))
    await tx.execute("DELETE FROM ratings")
    await tx.executemany(
        "INSERT INTO ratings (guild_id, game, entrant, mu, sigma, conservative, games, wins)"
        " VALUES (?,?,?,?,?,?,?,?)",
        [(g, gm, e, s.mu, s.sigma, s.conservative, n, w) for (g, gm, e), (s, n, w) in sorted(board.items())])
    return Report(backfilled, games, len(board), changed)


async def rate_older_games(storage: Storage) -> Report | None:
    """At start-up: rate the finished games played before ratings existed, once (module
    docstring). None, and nothing written, if there are none — also when another process has just
    rated them (counted again under the lock)."""
    if not await unrated(storage):
        return None
    async with storage.transaction() as tx:
        if storage.lock_ratings:
            await tx.execute(storage.lock_ratings)
        if not await unrated(tx):
            return None
        return await _rebuild(tx)


async def run(url: str, write: bool) -> Report:
    storage = open_storage(url)
    await open_database(storage, url)
    try:
        return await rebuild(storage, write)
    finally:
        await storage.close()


def main(argv: list[str]) -> int:
    ap = OneLineParser(prog=f"{command()} ratings",
                       description="Recompute every rating from the stored placings of the rated games.")
    what = ap.add_mutually_exclusive_group(required=True)
    what.add_argument("--rebuild", action="store_true",
                      help="rate the games played before ratings existed, recompute every rating and store them")
    what.add_argument("--check", action="store_true", help="recompute and compare, writing nothing")
    ap.add_argument("--database", metavar="URL",
                    help="the database (default: DATABASE_URL from the environment / .env)")
    args = ap.parse_args(argv)
    url = (args.database or "").strip()
    if not url:
        from pydantic import ValidationError

        from .settings import Settings

        try:
            url = Settings().database_url
        except ValidationError as e:
            from .startup import config_errors

            for line in config_errors(e):
                print(f"ratings: {line}", file=sys.stderr)
            return 2
    try:
        report = asyncio.run(run(url, args.rebuild))
    except StartupError as e:
        print(f"ratings: {e.line}", file=sys.stderr)
        return e.code
    if args.rebuild:
        print(f"rebuilt {report.ratings} ratings from {report.games} rated games "
              f"({report.backfilled} older games rated for the first time); {report.changed} changed")
        return 0
    print(f"{report.ratings} ratings from {report.games} rated games: {report.changed} differ from the stored ones"
          + ("" if report.changed else " (none)"))
    return 1 if report.changed else 0
