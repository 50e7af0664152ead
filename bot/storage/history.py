"""What ``/history`` lists: finished games, newest first. Returns plain data; no Discord.

A finished game is a table that was played and closed (ended, or abandoned mid-game): the
``results`` table has a row for each person who sat at it. In a server the list is that server's
games (one game, or all; everyone's, or only the reader's); in DMs it is the reader's own games on
every server. A game in a channel the reader cannot see (a private channel) is listed only to its
players. Portable SQL through ``storage.fetch``, like :mod:`bot.storage.stats`; the page's
tables are then read by id, their records and their final results.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

from .models import TableRecord

PAGE = 5  # games a page of /history shows


class Fetcher(Protocol):
    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]: ...


@dataclass(frozen=True)
class Finished:
    """One finished game of the list: its record (players, game), when it closed, its result."""

    rec: TableRecord
    at: float
    result: dict[str, Any]


@dataclass(frozen=True)
class Page:
    games: list[Finished]
    page: int   # from 0
    pages: int  # at least 1
    total: int  # games matching


def _where(guild_id: int | None, user_id: int, game: str | None, mine: bool,
           channels: list[int] | None) -> tuple[str, tuple]:
    if guild_id is None:  # DMs: the reader's own games, on every server
        where, args = "user_id = ?", (user_id,)
    elif mine:
        where, args = "guild_id = ? AND user_id = ?", (guild_id, user_id)
    else:
        where, args = "guild_id = ?", (guild_id,)
        if channels is not None:  # the channels the reader can see, and the games they played anywhere
            inside = ", ".join("?" for _ in channels) or "NULL"
            where += (f" AND (table_id IN (SELECT id FROM game_tables WHERE guild_id = ? AND channel_id IN ({inside}))"
                      " OR table_id IN (SELECT table_id FROM results WHERE guild_id = ? AND user_id = ?))")
            args = (*args, guild_id, *channels, guild_id, user_id)
    if game is not None:
        where, args = where + " AND game = ?", (*args, game)
    return where, args


async def finished_games(storage: Fetcher, guild_id: int | None, user_id: int, game: str | None = None,
                         mine: bool = False, page: int = 0, size: int = PAGE,
                         channels: list[int] | None = None) -> Page | None:
    """One page of finished games (``page`` from 0), newest first; ``None`` for a page past the last
    (the first page always exists, empty or not). ``channels``: in a server, the channels the reader
    can see (``None``: all) — a game in a channel they cannot see is listed only if they played it."""
    where, args = _where(guild_id, user_id, game, mine, channels)
    total = int((await storage.fetch(f"SELECT COUNT(DISTINCT table_id) FROM results WHERE {where}", args))[0][0] or 0)
    pages = max(1, -(-total // size))
    if not 0 <= page < pages:
        return None
    rows = await storage.fetch(
        f"SELECT table_id, MAX(at) AS closed FROM results WHERE {where} GROUP BY table_id"
        " ORDER BY closed DESC, table_id DESC LIMIT ? OFFSET ?", (*args, size, page * size))
    closed = {int(t): float(at) for t, at in rows}
    games: list[Finished] = []
    if closed:
        ids = list(closed)
        stored = await storage.fetch(
            f"SELECT id, record, state FROM game_tables WHERE id IN ({', '.join('?' for _ in ids)})", tuple(ids))
        by_id = {int(r[0]): r for r in stored}
        for tid in ids:
            row = by_id.get(tid)
            if row is None or row[2] is None:
                continue
            rec = TableRecord.model_validate_json(row[1])
            rec.id = tid
            result = json.loads(row[2]).get("result") or {}
            games.append(Finished(rec, closed[tid], result))
    return Page(games, page, pages, total)
