"""The storage interface and every query, written once in SQL both backends run.

A backend supplies :meth:`Storage.transaction` (an isolated unit of work yielding a :class:`Tx`),
:meth:`Storage.open`/:meth:`Storage.close`, and its name (which selects its migrations folder,
``bot/storage/migrations/<backend>/NNN_name.sql``: the same schema in meaning, each in its dialect).
"""

from __future__ import annotations

import json
import time
import zlib
from abc import ABC, abstractmethod
from collections.abc import Collection, Iterable
from contextlib import AbstractAsyncContextManager
from importlib import resources
from typing import Any, NamedTuple

from . import rating
from .models import RatingLine, Rematch, TableRecord
from .rating import Placing, Skill
from .results import ResultRow


class SaveConflict(Exception):
    """The stored table moved on (another process applied an action first): nothing was written."""


class CommitUnknown(Exception):
    """The connection failed while ``COMMIT`` was in flight: the unit of work may or may not have
    been stored. Whoever opened it must ask the database before telling anyone anything."""


class Tx(ABC):
    """One open transaction. ``?`` placeholders; ``execute`` returns the number of rows changed."""

    @abstractmethod
    async def execute(self, sql: str, args: tuple = ()) -> int: ...

    @abstractmethod
    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]: ...

    async def executemany(self, sql: str, rows: Iterable[tuple]) -> None:
        """The same statement for many rows (a backend may send them in one go)."""
        for row in rows:
            await self.execute(sql, row)

    @abstractmethod
    async def script(self, sql: str) -> None:
        """Run a migration file (several statements)."""


def migrations(backend: str) -> list[tuple[int, str, str]]:
    """(version, name, sql) for every migration file of a backend, in order."""
    out = []
    for entry in resources.files("bot.storage.migrations").joinpath(backend).iterdir():
        if entry.name.endswith(".sql"):
            out.append((int(entry.name.split("_", 1)[0]), entry.name, entry.read_text("utf-8")))
    return sorted(out)


class StoredTable(NamedTuple):
    """An open table as stored, not parsed: what a restart needs to resume it."""

    id: int
    channel_id: int
    game: str
    deadline: float | None
    record: str
    state: str | None
    guild_id: int = 0  # which shard's server (a shard cluster resumes only its own)


class StoredHandView(NamedTuple):
    """An open ephemeral hand view kept over a restart: the token that edits it, and since when."""

    table_id: int
    seat: str
    message_id: int
    application_id: int
    token: str
    opened: float
    locale: str


def _table(row: tuple) -> tuple[TableRecord, str | None]:
    tid, record, state = row
    rec = TableRecord.model_validate_json(record)
    rec.id = tid
    return rec, state


class Storage(ABC):
    backend: str = ""
    # what a SELECT adds to lock the rows it reads until the unit of work ends (PostgreSQL: FOR
    # UPDATE; SQLite needs none: its units of work run one at a time)
    lock_rows: str = ""
    # what a unit of work runs first to rate games while no game ending can move a rating
    # (bot.ops.ratings.rebuild; PostgreSQL: a table lock; SQLite needs none, for the same reason)
    lock_ratings: str = ""

    @abstractmethod
    async def open(self) -> None:
        """Connect and apply the migrations not applied yet."""

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Tx]:
        """A unit of work: committed when the block ends, rolled back if it raises. No other
        unit of work's statements can run inside it or be undone by its rollback."""

    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]:
        """One read of committed data."""
        async with self.transaction() as tx:
            return await tx.fetch(sql, args)

    async def write(self, sql: str, args: tuple = ()) -> int:
        """One statement that is a unit of work by itself (rows changed). A backend may run it as
        its own implicit transaction: one statement is atomic anyway."""
        async with self.transaction() as tx:
            return await tx.execute(sql, args)

    async def migrate(self) -> list[int]:
        async with self.transaction() as tx:
            await tx.execute("CREATE TABLE IF NOT EXISTS schema_migrations "
                             "(version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)")
            done = {r[0] for r in await tx.fetch("SELECT version FROM schema_migrations")}
        applied = []
        for version, name, sql in migrations(self.backend):
            if version in done:
                continue
            async with self.transaction() as tx:
                await tx.script(sql)
                await tx.execute("INSERT INTO schema_migrations VALUES (?, ?, ?)", (version, name, time.time()))
            applied.append(version)
        return applied

    # ---- tables ---------------------------------------------------------------------------
    async def create_table(self, rec: TableRecord, now: float, deadline: float | None = None) -> int:
        async with self.transaction() as tx:
            return await self._insert_table(tx, rec, now, deadline)

    @staticmethod
    async def _insert_table(tx: Tx, rec: TableRecord, now: float, deadline: float | None) -> int:
        rows = await tx.fetch(
            "INSERT INTO game_tables (guild_id, channel_id, host_id, game, status, locale, record,"
            " created_at, updated_at, deadline) VALUES (?,?,?,?,?,?,?,?,?,?) RETURNING id",
            (rec.guild_id, rec.channel_id, rec.host_id, rec.game, rec.status, rec.locale,
             rec.model_dump_json(), now, now, deadline))
        return int(rows[0][0])

    async def create_rematch(self, rec: TableRecord, old: TableRecord, now: float,
                             deadline: float | None = None) -> int:
        """A new lobby ``rec`` opened from the finished table ``old``, in one unit of work: the
        lobby row is inserted (``deadline``: its idle close) and ``old`` is stored linking to it
        (``old.rematch`` is set here), so a table never has two rematch lobbies, nor a stored link
        to a lobby that does not exist."""
        async with self.transaction() as tx:
            new_id = await self._insert_table(tx, rec, now, deadline)
            old.rematch = Rematch(table_id=new_id)
            await tx.execute("UPDATE game_tables SET status=?, record=?, updated_at=? WHERE id=?",
                             (old.status, old.model_dump_json(), now, old.id))
        return new_id

    async def save_record(self, rec: TableRecord, now: float, deadline: float | None = None) -> None:
        """A change of the table's record alone (lobby, message ids, drafts, DM hands)."""
        await self.write("UPDATE game_tables SET status=?, record=?, updated_at=?, deadline=? WHERE id=?",
                         (rec.status, rec.model_dump_json(), now, deadline, rec.id))

    async def save_action(
        self,
        rec: TableRecord,
        state_json: str,
        version: int,
        seat: str | None,
        action: dict[str, Any],
        events: list[dict[str, Any]],
        now: float,
        results: list[ResultRow] | None = None,
        expected_version: int | None = None,
        deadline: float | None = None,
        placings: list[Placing] | None = None,
    ) -> None:
        """Snapshot + event row (+ results when the game ended, and for a rated game its placings
        and the ratings they move), one transaction. With ``expected_version`` the snapshot is
        written only over that stored version, else :class:`SaveConflict` (compare-and-set: an
        action is never applied to a stale copy). A rated game's shifts are kept on the record
        (``rec.ratings``: set here, before the record is written) for the finished table to show."""
        async with self.transaction() as tx:
            if placings:
                rec.ratings = await self._rate(tx, rec, placings, now)
            sql = "UPDATE game_tables SET status=?, record=?, state=?, version=?, updated_at=?, deadline=? WHERE id=?"
            args: tuple = (rec.status, rec.model_dump_json(), state_json, version, now, deadline, rec.id)
            if expected_version is not None:
                sql, args = sql + " AND version=?", (*args, expected_version)
            if await tx.execute(sql, args) != 1:
                raise SaveConflict(rec.id)
            await tx.execute(
                "INSERT INTO table_events (table_id, version, seat, action, events, at) VALUES (?,?,?,?,?,?)",
                (rec.id, version, seat, json.dumps(action), json.dumps(events), now))
            for row in results or []:
                await tx.execute(
                    "INSERT INTO results (table_id, guild_id, game, user_id, outcome, at, players, medal, defeated,"
                    " computers, casual) VALUES (?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT (table_id, user_id) DO UPDATE"
                    " SET outcome=excluded.outcome, at=excluded.at, players=excluded.players, medal=excluded.medal,"
                    " defeated=excluded.defeated, computers=excluded.computers, casual=excluded.casual",
                    (rec.id, rec.guild_id, rec.game, row.user_id, row.outcome, now, row.players, row.medal,
                     row.defeated, row.computers, int(row.casual)))

    async def _rate(self, tx: Tx, rec: TableRecord, placings: list[Placing], now: float) -> list[RatingLine]:
        """Store a finished game's placings and move its entrants' ratings (inside its unit of
        work). The entrants' rating rows are created if new and locked (in a fixed order: two
        games sharing a player never wait on each other both ways) before they are read, so two
        games ending at once on PostgreSQL rate one after the other, as the rebuild does."""
        guild, game = rec.guild_id, rec.game
        entrants = sorted({p.entrant for p in placings})
        await tx.executemany(
            "INSERT INTO ratings (guild_id, game, entrant, mu, sigma, conservative, games, wins)"
            " VALUES (?,?,?,?,?,?,0,0) ON CONFLICT (guild_id, game, entrant) DO NOTHING",
            [(guild, game, e, rating.MU, rating.SIGMA, Skill().conservative) for e in entrants])
        rows = await tx.fetch(
            f"SELECT entrant, mu, sigma FROM ratings WHERE guild_id = ? AND game = ? AND entrant IN "
            f"({', '.join('?' for _ in entrants)}) ORDER BY entrant{self.lock_rows}", (guild, game, *entrants))
        current = {e: Skill(float(mu), float(sigma)) for e, mu, sigma in rows}
        seq = int((await tx.fetch("SELECT COALESCE(MAX(seq), 0) + 1 FROM placings"))[0][0])
        await tx.executemany(
            "INSERT INTO placings (seq, table_id, guild_id, game, seat, entrant, place, at) VALUES (?,?,?,?,?,?,?,?)",
            [(seq, rec.id, guild, game, p.seat, p.entrant, p.place, now) for p in placings])
        after, shifts = rating.rate(placings, current)
        won = {p.entrant for p in placings if p.place == 1}
        await tx.executemany(
            "UPDATE ratings SET mu = ?, sigma = ?, conservative = ?, games = games + 1, wins = wins + ?"
            " WHERE guild_id = ? AND game = ? AND entrant = ?",
            [(s.mu, s.sigma, s.conservative, 1 if e in won else 0, guild, game, e) for e, s in sorted(after.items())])
        return [RatingLine(seat=x.seat, before=x.before.shown, after=x.after.shown) for x in shifts]

    async def load_open(self) -> list[StoredTable]:
        """Every open table, as stored (parsed only when first used)."""
        rows = await self.fetch(
            "SELECT id, channel_id, game, deadline, record, state, guild_id FROM game_tables"
            " WHERE status IN ('lobby', 'playing') ORDER BY id")
        return [StoredTable(*r) for r in rows]

    async def load_table(self, table_id: int) -> tuple[TableRecord, str | None] | None:
        rows = await self.fetch("SELECT id, record, state FROM game_tables WHERE id=?", (table_id,))
        return _table(rows[0]) if rows else None

    async def open_lobbies(self, host_id: int) -> int:
        """How many open lobbies this member hosts (in every server)."""
        rows = await self.fetch("SELECT count(*) FROM game_tables WHERE status = 'lobby' AND host_id = ?", (host_id,))
        return int(rows[0][0])

    async def prune(self, before: float, batch: int = 500) -> int:
        """Remove up to ``batch`` lobbies that closed unplayed (cancelled, or abandoned before a
        game began) and last changed before ``before``, with what refers to them; the hand views
        kept longer than a token lives go too. Finished games stay (results, event logs). Returns
        how many tables went."""
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT id FROM game_tables WHERE updated_at < ? AND (status = 'cancelled'"
                " OR (status = 'abandoned' AND state IS NULL)) ORDER BY id LIMIT ?", (before, batch))
            ids = [(int(r[0]),) for r in rows]
            await tx.executemany("DELETE FROM hand_views WHERE table_id = ?", ids)
            await tx.executemany("DELETE FROM replay_marks WHERE table_id = ?", ids)
            await tx.executemany("DELETE FROM table_events WHERE table_id = ?", ids)
            await tx.executemany("DELETE FROM game_tables WHERE id = ?", ids)
            await tx.execute("DELETE FROM hand_views WHERE opened < ?", (before,))
        return len(ids)

    async def events(self, table_id: int) -> list[dict[str, Any]]:
        rows = await self.fetch(
            "SELECT version, seat, action, events, at FROM table_events WHERE table_id=? ORDER BY version",
            (table_id,))
        return [{"version": v, "seat": s, "action": json.loads(a), "events": json.loads(e), "at": at}
                for v, s, a, e, at in rows]

    # ---- replays (bot.core.replays) -----------------------------------------------------------
    async def replay_start(self, table_id: int) -> tuple[dict[str, Any], float] | None:
        """A table's start event (its seed, setup and first seat) and when it was dealt; ``None`` if
        its event log is gone (a lobby never started, or a game older than ``REPLAY_DAYS``)."""
        rows = await self.fetch("SELECT action, at FROM table_events WHERE table_id = ? AND version = 0", (table_id,))
        return (json.loads(rows[0][0]), float(rows[0][1])) if rows else None

    async def steps(self, table_id: int, first: int, last: int) -> list[tuple[int, str | None, dict[str, Any], float]]:
        """The stored steps ``first``…``last`` of a table (what it replays; not their events)."""
        rows = await self.fetch(
            "SELECT version, seat, action, at FROM table_events WHERE table_id = ? AND version BETWEEN ? AND ?"
            " ORDER BY version", (table_id, first, last))
        return [(int(v), s, json.loads(a), float(at)) for v, s, a, at in rows]

    async def step_texts(self, table_id: int, first: int, last: int) -> list[tuple[int, str | None, str, float]]:
        """As :meth:`steps`, each action as the JSON text it is stored as (the game file copies it)."""
        rows = await self.fetch(
            "SELECT version, seat, action, at FROM table_events WHERE table_id = ? AND version BETWEEN ? AND ?"
            " ORDER BY version", (table_id, first, last))
        return [(int(v), s, a, float(at)) for v, s, a, at in rows]

    async def replay_marks(self, table_id: int) -> dict[int, list[int]]:
        """The positions of a finished game's replay stored so far (bot.core.replays): version → the
        hand/round starts found after the previous one (not the states: those are read one at a time)."""
        rows = await self.fetch("SELECT version, starts FROM replay_marks WHERE table_id = ? ORDER BY version",
                                (table_id,))
        return {int(v): [int(x) for x in json.loads(s)] for v, s in rows}

    async def replay_mark(self, table_id: int, version: int) -> str | None:
        rows = await self.fetch("SELECT state FROM replay_marks WHERE table_id = ? AND version = ?",
                                (table_id, version))
        return zlib.decompress(bytes(rows[0][0])).decode("utf-8") if rows else None

    async def keep_replay_marks(self, table_id: int, marks: list[tuple[int, str, list[int]]]) -> None:
        """Store positions a replay passed first (another process may have stored them already)."""
        async with self.transaction() as tx:
            await tx.executemany(
                "INSERT INTO replay_marks (table_id, version, state, starts) VALUES (?,?,?,?)"
                " ON CONFLICT (table_id, version) DO NOTHING",
                [(table_id, v, zlib.compress(text.encode("utf-8"), 6), json.dumps(starts))
                 for v, text, starts in marks])

    async def prune_events(self, before: float, batch: int = 2000) -> int:
        """Remove up to ``batch`` rows of the event log (the replay) of finished games that closed
        before ``before`` (``REPLAY_DAYS``), oldest table first and from its start, in one short unit
        of work; their results, placings and ratings stay, and so does each table's final snapshot.
        A table whose start is gone has no replay any more (:meth:`replay_start`). Returns the rows
        removed (the caller repeats until none are left)."""
        async with self.transaction() as tx:
            rows = await tx.fetch(
                "SELECT t.id FROM game_tables t WHERE t.status IN ('ended', 'abandoned') AND t.updated_at < ?"
                " AND EXISTS (SELECT 1 FROM table_events e WHERE e.table_id = t.id) ORDER BY t.id LIMIT 1", (before,))
            if not rows:
                return 0
            tid = int(rows[0][0])
            await tx.execute("DELETE FROM replay_marks WHERE table_id = ?", (tid,))
            low = (await tx.fetch("SELECT MIN(version) FROM table_events WHERE table_id = ?", (tid,)))[0][0]
            return await tx.execute("DELETE FROM table_events WHERE table_id = ? AND version < ?",
                                    (tid, int(low) + batch))

    # ---- hand views kept over a restart ------------------------------------------------------
    async def keep_hand_views(self, views: Iterable[StoredHandView]) -> None:
        """Store these open hand views (as the bot stops), replacing any stored for the same seat."""
        async with self.transaction() as tx:
            await tx.executemany(
                "INSERT INTO hand_views (table_id, seat, message_id, application_id, token, opened, locale)"
                " VALUES (?,?,?,?,?,?,?) ON CONFLICT (table_id, seat) DO UPDATE SET"
                " message_id=excluded.message_id, application_id=excluded.application_id,"
                " token=excluded.token, opened=excluded.opened, locale=excluded.locale", [tuple(v) for v in views])

    async def take_hand_views(self, table_ids: Collection[int], opened_after: float) -> list[StoredHandView]:
        """Take back (read and delete) the kept hand views of these tables (the ones this process
        resumed: with several processes, each takes its own) opened after ``opened_after``; views
        opened before it, whoever kept them, are deleted too (their tokens are dead)."""
        async with self.transaction() as tx:
            await tx.execute("DELETE FROM hand_views WHERE opened <= ?", (opened_after,))
            rows = await tx.fetch("SELECT table_id, seat, message_id, application_id, token, opened, locale"
                                  " FROM hand_views ORDER BY table_id, seat")
            views = [StoredHandView(*r) for r in rows if r[0] in table_ids]
            await tx.executemany("DELETE FROM hand_views WHERE table_id=? AND seat=?",
                                 [(v.table_id, v.seat) for v in views])
        return views

    # ---- settings -------------------------------------------------------------------------
    async def hand_delivery(self, user_id: int) -> str:
        rows = await self.fetch("SELECT hand_delivery FROM user_settings WHERE user_id=?", (user_id,))
        return rows[0][0] if rows else "ephemeral"

    async def set_hand_delivery(self, user_id: int, mode: str) -> None:
        await self.write("INSERT INTO user_settings (user_id, hand_delivery) VALUES (?, ?) "
                         "ON CONFLICT (user_id) DO UPDATE SET hand_delivery=excluded.hand_delivery", (user_id, mode))

    async def pings_enabled(self, user_id: int) -> bool:
        """Whether this user wants turn pings (``/settings ping:``); on unless switched off."""
        rows = await self.fetch("SELECT pings FROM user_settings WHERE user_id=?", (user_id,))
        return bool(rows[0][0]) if rows else True

    async def set_pings_enabled(self, user_id: int, on: bool) -> None:
        await self.write("INSERT INTO user_settings (user_id, pings) VALUES (?, ?) "
                         "ON CONFLICT (user_id) DO UPDATE SET pings=excluded.pings", (user_id, 1 if on else 0))

    async def four_colour(self, user_id: int) -> bool:
        """Whether this user sees cards in the four-colour deck (``/settings deck:``); off by default."""
        rows = await self.fetch("SELECT deck FROM user_settings WHERE user_id=?", (user_id,))
        return bool(rows[0][0]) if rows else False

    async def four_colour_users(self) -> set[int]:
        """Every user who chose the four-colour deck: few (a preference), read once as the bot
        starts so that nobody's first view after a restart comes in the wrong deck."""
        return {int(r[0]) for r in await self.fetch("SELECT user_id FROM user_settings WHERE deck=1")}

    async def set_four_colour(self, user_id: int, on: bool) -> None:
        await self.write("INSERT INTO user_settings (user_id, deck) VALUES (?, ?) "
                         "ON CONFLICT (user_id) DO UPDATE SET deck=excluded.deck", (user_id, 1 if on else 0))

    async def guild_locale(self, guild_id: int) -> str | None:
        rows = await self.fetch("SELECT locale FROM guild_settings WHERE guild_id=?", (guild_id,))
        return rows[0][0] if rows else None

    async def set_guild_locale(self, guild_id: int, locale: str | None) -> None:
        await self.write("INSERT INTO guild_settings (guild_id, locale) VALUES (?, ?) "
                         "ON CONFLICT (guild_id) DO UPDATE SET locale=excluded.locale", (guild_id, locale))
