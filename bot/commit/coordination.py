"""Coordination: what keeps a table correct when several processes (shard clusters) serve it.

Every change to a table happens inside ``async with commit.hold(live):`` — the *unit of work*. In
one process that is the table's ``asyncio.Lock`` and nothing more (:class:`LocalCoordination`, used
with SQLite: no cost). With PostgreSQL, other processes may hold the same table in memory, so
:class:`PostgresCoordination` adds, per guarantee:

**One action at a time, each on the current stored version.** The unit of work is one database
transaction that starts with ``SELECT rev FROM game_tables WHERE id=? FOR UPDATE``: the row lock
queues every other process's unit of work on that table until this one commits, and (READ
COMMITTED re-reads a row it waited for) returns the row's current ``rev``. ``rev`` is bumped by
every unit of work that wrote the row, so if it differs from the copy in memory the table is
reloaded *before* the action is checked and applied. The commit's writes (snapshot + event +
results + the table's next deadline) join that transaction (:mod:`bot.storage.postgres`), which
ends with the ``rev`` bump and a NOTIFY, then COMMIT. If any of it fails, memory is put back as
it was at the start (= the database), and the player hears "could not save". The version
compare-and-set of ``save_action`` stays as the last guard. A row lock rather than an advisory
lock: one statement both locks and reads, and the deadline sweep's ``SKIP LOCKED`` passes over
tables being worked on. So no action is applied to a stale copy (reloaded under the lock), none is
lost (each waits its turn and is checked on the current state; a click on an outdated view is
answered "outdated" with the current one, as in one process), none is doubled (the version in
the custom_id must equal the stored one).

A unit of work opened inside another (the "Play again" lobby posted inside the finished table's)
joins the outer transaction: both tables are locked, and both commit, or neither, when the outer
one ends.

**A click reaches any process.** Discord sends clicks in DMs to shard 0, whatever the table's
server. Any process loads any table from the database on demand (``TableService.get``); a click
that names a version newer than the copy in memory reloads it first (:meth:`catch_up`).

**Deadlines fire once, also when their process died.** Each process keeps its in-memory timer
(:mod:`bot.route.deadlines`) for the tables it holds; a firing runs as a unit of work, and the engine's
``tick`` on the reloaded state does nothing if another process fired it first (a lobby already
closed, a turn already timed out) — so two processes firing the same deadline change the table
once. The next deadline of every open table is stored (``deadline``, written with every change),
and every process sweeps for deadlines more than ``GRACE`` seconds overdue — ones whose
process is gone — claiming them (``UPDATE … SET deadline_claim … WHERE id IN (SELECT … FOR UPDATE
SKIP LOCKED) RETURNING id``) so that one process takes each, then firing them the same way. The
sweep sleeps until the earliest stored deadline (plus ``GRACE``), at most ``RENDER_CHECK`` seconds.

**Views are shown, also when their process died.** The unit of work that stores a change also
sets ``render_owner`` to its process's origin; once that process's table message and ping show
the change it clears it again (:meth:`shown`, in one statement for all its tables every
``SHOWN_FLUSH`` seconds). A process killed in between leaves its origin there. Every process's
listener connection is named after its origin (``application_name``), so the sweep asks the
server which owners are gone (``pg_stat_activity``) and takes their tables over (``UPDATE … SET
render_owner = <me> … FOR UPDATE SKIP LOCKED``: one process takes each), rendering each as it
is now (:meth:`Coordination.connect`'s ``render``). A process that is only reconnecting its
listener is taken for gone for that moment: its tables get one edit too many, not one too few.

**Settings.** A process caches each user's hand delivery and ping setting; storing a new one sends
``user <id> <origin>`` on the same channel, and every other process drops its cached values.

**Views follow whoever acted.** The process that applied an action renders the public table
message and edits DM hands (any process can edit any message). Ephemeral hand views can only be
edited by the process that holds their interaction token: the NOTIFY (``<table id> <rev>
<origin>``) tells every other process to reload that table and refresh the views it holds.
NOTIFY is a convenience, not a guarantee: if the listener connection drops, the row lock still
reloads a stale copy before any change.

What another process did reaches this one like a click does: as an input the pipeline
(:mod:`bot.service`) handles. This module only tells it, through the handlers it was given
(:meth:`Coordination.connect`): a table reloaded, a user's setting changed, a deadline to fire.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, Any

from ..core.clock import Clock
from ..core.live import Live, Refused, Tables, Unsaved, deadline_of, live_from
from ..storage import CommitUnknown, Storage, StoredTable
from ..storage.models import TableRecord

if TYPE_CHECKING:
    from ..storage.postgres import PostgresStorage

log = logging.getLogger(__name__)

Loaded = tuple[TableRecord, "str | None", int]  # record, engine state JSON, rev
UNHELD_MAX = 10_000  # notified revs of tables not held here, kept for a table being loaded meanwhile


def next_deadline(live: Live) -> float | None:
    """When this table next has something to do by itself (``None``: nothing, or closed)."""
    return deadline_of(live.rec, live.state)


def coordination_for(storage: Storage, tables: Tables, clock: Clock) -> Coordination:
    if storage.backend == "postgresql":
        return PostgresCoordination(storage, tables, clock)
    return LocalCoordination(storage, tables, clock)


async def _nothing(*_: Any) -> Any:
    return None


class Coordination:
    """The interface, and the whole of it for one process on its own (SQLite)."""

    def __init__(self, storage: Storage, tables: Tables, clock: Clock) -> None:
        self.storage, self.tables, self.clock = storage, tables, clock
        self.reloaded: Callable[[Live], Awaitable[None]] = _nothing
        self.user_changed_here: Callable[[int], None] = lambda _uid: None
        self.fire: Callable[[int], Awaitable[bool]] = _nothing
        self.render: Callable[[int], Awaitable[None]] = _nothing

    def connect(self, reloaded: Callable[[Live], Awaitable[None]], user_changed: Callable[[int], None],
                fire: Callable[[int], Awaitable[bool]], render: Callable[[int], Awaitable[None]] = _nothing) -> None:
        """What to do when another process changed a table held here (``reloaded``: re-arm it and
        refresh the views this process holds), changed a user's setting, left a deadline unfired
        (``fire``: load the table and fire it; False if there is no such table), or died before
        its last change showed (``render``: load the table and render its views as they are)."""
        self.reloaded, self.user_changed_here, self.fire, self.render = reloaded, user_changed, fire, render

    async def start(self) -> None:
        """Begin listening to the other processes (after the open tables were loaded)."""

    async def stop(self) -> None: ...

    def hold(self, live: Live, *, touch: bool = False,
             owes: bool = True) -> contextlib.AbstractAsyncContextManager[None]:
        """The unit of work on one table: nobody else changes it until the block ends.
        ``touch``: store the table's next deadline even if nothing else changed (a firing).
        ``owes``: what it stores is still to be shown (not so for a message id an effect keeps)."""
        return live.lock

    def shown(self, live: Live) -> None:
        """This process's views of the table (its message, its ping) show it as it is now."""

    async def catch_up(self, live: Live, version: int) -> None:
        """A click names ``version``: make sure memory is not older than what that player saw."""

    def loaded(self, live: Live) -> None:
        """A table was just loaded into memory: follow any change notified while it was read."""

    async def user_changed(self, user_id: int) -> None:
        """A user's setting was stored: anything cached about them elsewhere is stale."""

    async def load_open(self) -> list[tuple[StoredTable, int]]:
        """Every open table as stored (not parsed), with its rev."""
        return [(stored, 0) for stored in await self.storage.load_open()]

    async def load(self, tid: int) -> Loaded | None:
        loaded = await self.storage.load_table(tid)
        return None if loaded is None else (*loaded, 0)


class LocalCoordination(Coordination):
    """One process: the table's asyncio lock is the unit of work; nothing else to tell anyone."""


def _row(row: tuple) -> Loaded:
    tid, record, state, rev = row
    rec = TableRecord.model_validate_json(record)
    rec.id = int(tid)
    return rec, state, int(rev)


class PostgresCoordination(Coordination):
    GRACE = 2.0        # a deadline this overdue has no live process firing it: sweep it
    CLAIM_TTL = 60.0   # a claimed deadline not fired by then (its process died) is claimed again
    BATCH = 50
    RENDER_CHECK = 30.0  # the sweep looks for views a dead process owed at least this often (seconds)
    SHOWN_FLUSH = 2.0    # tables shown here are marked so in one statement this often (seconds)

    def __init__(self, storage: Storage, tables: Tables, clock: Clock) -> None:
        super().__init__(storage, tables, clock)
        self.storage: PostgresStorage = storage  # type: ignore[assignment]
        self.origin = uuid.uuid4().hex[:12]  # this process, in the NOTIFY payloads it sends
        self.channel = "cardtable_tables"
        self._listener: Any = None
        self._sweeper: asyncio.Task | None = None
        self._pending: set[asyncio.Task] = set()
        self.reloads = 0  # tables reloaded because another process changed them (for tests, bench)
        self._unheld: dict[int, int] = {}  # table id -> the newest rev notified while it was not held
        self._unfired: dict[int, int] = {}  # table id -> firings in a row that found nothing to do
        self._shown: dict[int, int] = {}  # table id -> the rev its views here show (not yet marked)
        self._flusher: asyncio.Task | None = None

    # ---- lifecycle --------------------------------------------------------------------------
    async def start(self) -> None:
        schema = (await self.storage.fetch("SELECT current_schema()"))[0][0]
        self.channel = f"cardtable_{schema}"  # one database may hold several bots' schemas
        self._listener = await self._listen_connection()
        await self._listener.add_listener(self.channel, self._on_notify)
        self._listener.add_termination_listener(self._on_listener_lost)
        await self.recheck()  # what changed between loading the tables and listening
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep_forever())

    async def _listen_connection(self) -> Any:
        """The listener's own connection, named after this process: while it lives, the server
        says this process does (the sweep's test for views a dead process owed)."""
        import asyncpg

        return await asyncpg.connect(self.storage.url, server_settings={"application_name": self.app_name})

    @property
    def app_name(self) -> str:
        return f"cardtable {self.origin}"

    async def stop(self) -> None:
        await self.flush_shown()  # what it showed need not be shown again by another process
        if self._flusher is not None:
            self._flusher.cancel()
            self._flusher = None
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        for task in list(self._pending):
            task.cancel()
        if self._listener is not None:
            listener, self._listener = self._listener, None
            with contextlib.suppress(Exception):
                await asyncio.wait_for(listener.close(), 5)

    def terminate(self) -> None:
        """Drop the listener at once (a killed process; for tests)."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self._flusher is not None:
            self._flusher.cancel()
        if self._listener is not None:
            listener, self._listener = self._listener, None
            listener.terminate()

    async def idle(self) -> None:
        """Wait until the reloads and refreshes caused by notifications so far are done."""
        while self._pending:
            await asyncio.gather(*list(self._pending), return_exceptions=True)

    # ---- the unit of work ---------------------------------------------------------------------
    @contextlib.asynccontextmanager
    async def hold(self, live: Live, *, touch: bool = False, owes: bool = True) -> AsyncIterator[None]:
        async with live.lock:
            before: tuple | None = None
            in_body = False
            try:
                async with self.storage.transaction() as tx:
                    rows = await tx.fetch("SELECT rev FROM game_tables WHERE id=? FOR UPDATE", (live.id,))
                    if not rows:
                        raise Refused("error-no-table")
                    if int(rows[0][0]) != live.rev:
                        await self._reload(live, tx)
                    before = (live.rec, live.state, live.rev)
                    writes = tx.writes
                    in_body = True
                    yield
                    in_body = False
                    wrote = tx.writes != writes
                    if wrote:  # (the commit stored the table's next deadline with its change)
                        owner = ", render_owner = ?" if owes else ""  # (this process owes its views)
                        rows = await tx.fetch(
                            f"UPDATE game_tables SET rev = rev + 1, deadline_claim = NULL{owner} WHERE id = ?"
                            " RETURNING rev, pg_notify(?, id || ' ' || rev || ' ' || ?)",
                            ((self.origin,) if owes else ()) + (live.id, self.channel, self.origin))
                        live.rev = int(rows[0][0])
                    elif touch:  # a firing that changed nothing: free the claim, keep the deadline right
                        due, claim = next_deadline(live), None
                        if due is not None and due <= self.clock.now():  # still due: it cannot be fired
                            n = self._unfired[live.id] = self._unfired.get(live.id, 0) + 1
                            claim = self.clock.now() + min(self.CLAIM_TTL, 2.0 ** n)  # the sweep backs off
                        else:
                            self._unfired.pop(live.id, None)
                        await tx.execute("UPDATE game_tables SET deadline = ?, deadline_claim = ? WHERE id = ?",
                                         (due, claim, live.id))
            except CommitUnknown as e:  # was it stored? the database says, before anyone is told
                if before is not None and await self._stored(live, live.rev):
                    log.warning("table %s: the connection failed at COMMIT, which went through (%s)", live.id, e)
                    return
                if before is not None:
                    live.rec, live.state, live.rev = before
                log.warning("table %s: the connection failed at COMMIT, which did not go through (%s)", live.id, e)
                raise Unsaved("error-not-saved") from None
            except BaseException as e:
                if before is not None:  # memory equals the database again
                    live.rec, live.state, live.rev = before
                if in_body or isinstance(e, (Refused, asyncio.CancelledError)) or not isinstance(e, Exception):
                    raise
                log.exception("table %s: could not store a change; nothing was changed", live.id)
                raise Unsaved("error-not-saved") from None

    async def _stored(self, live: Live, rev: int) -> bool:
        """Whether the row holds what the unit of work whose COMMIT was in doubt wrote: its ``rev``
        and the record and state now in memory (only a committed unit of work shows them; another
        process's later change would differ). Asked on a fresh connection, a few times."""
        for wait in (0.0, 0.2, 0.5, 1.0, 2.0):
            await asyncio.sleep(wait)
            try:
                rows = await self.storage.fetch("SELECT rev, record, state FROM game_tables WHERE id=?", (live.id,))
            except Exception as e:
                log.warning("table %s: could not ask the database whether a change was stored: %s", live.id, e)
                continue
            if not rows or int(rows[0][0]) != rev:
                return False
            rec, state = _row((live.id, rows[0][1], rows[0][2], rows[0][0]))[:2]
            rec.id = live.id
            return rec == live.rec and (state or None) == (live.state.model_dump_json() if live.state else None)
        return False

    async def _reload(self, live: Live, tx: Any = None) -> bool:
        """Replace memory with the stored table if the stored one is newer (lock held)."""
        sql = "SELECT id, record, state, rev FROM game_tables WHERE id=?"
        rows = await (tx.fetch(sql, (live.id,)) if tx is not None else self.storage.fetch(sql, (live.id,)))
        if not rows:
            return False
        rec, state_json, rev = _row(rows[0])
        if rev == live.rev:
            return False
        fresh = live_from(rec, state_json, rev)
        live.replace(fresh.rec, fresh.state, rev)
        self.reloads += 1
        return True

    async def user_changed(self, user_id: int) -> None:
        try:
            await self.storage.fetch("SELECT pg_notify(?, ?)", (self.channel, f"user {user_id} {self.origin}"))
        except Exception:
            log.warning("user %s: could not tell the other processes of a new setting", user_id)

    async def catch_up(self, live: Live, version: int) -> None:
        known = live.state.version if live.state is not None else 0
        if version > known:
            async with live.lock:
                reloaded = await self._reload(live)
            if reloaded:
                await self.reloaded(live)

    # ---- loading (with the row's rev) ---------------------------------------------------------
    async def load_open(self) -> list[tuple[StoredTable, int]]:
        rows = await self.storage.fetch(
            "SELECT id, channel_id, game, deadline, record, state, guild_id, rev FROM game_tables"
            " WHERE status IN ('lobby', 'playing') ORDER BY id")
        return [(StoredTable(*r[:7]), int(r[7])) for r in rows]

    async def load(self, tid: int) -> Loaded | None:
        rows = await self.storage.fetch("SELECT id, record, state, rev FROM game_tables WHERE id=?", (tid,))
        return _row(rows[0]) if rows else None

    # ---- notifications from the other processes -----------------------------------------------
    def _on_notify(self, _conn: Any, _pid: int, _channel: str, payload: str) -> None:
        try:
            tid_text, rev_text, origin = payload.split(" ")
            if origin == self.origin:
                return
            if tid_text == "user":  # a user's setting changed: drop what this process cached
                self.user_changed_here(int(rev_text))
                return
            tid, rev = int(tid_text), int(rev_text)
        except ValueError:
            return
        live = self.tables.get(tid)
        if live is None:  # (maybe being loaded right now: loaded() follows it once it is held)
            self._unheld[tid] = max(rev, self._unheld.pop(tid, 0))
            while len(self._unheld) > UNHELD_MAX:
                self._unheld.pop(next(iter(self._unheld)))
            return
        if live.rev >= rev:
            return
        self._follow_soon(live, rev)

    def _follow_soon(self, live: Live, rev: int) -> None:
        task = asyncio.get_running_loop().create_task(self._follow(live, rev))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    def loaded(self, live: Live) -> None:
        rev = self._unheld.pop(live.id, 0)
        if rev > live.rev:
            self._follow_soon(live, rev)

    async def _follow(self, live: Live, rev: int) -> None:
        """Another process changed this table: reload it, re-arm it, refresh the hand views held here."""
        try:
            async with live.lock:
                if live.rev >= rev or not await self._reload(live):
                    return
            await self.reloaded(live)
        except Exception:
            log.exception("table %s: could not follow a change made by another process", live.id)

    def _on_listener_lost(self, _conn: Any) -> None:
        """The listener connection died (database restart): changes made elsewhere meanwhile are
        unseen, so every table is checked against the database at its next unit of work (it is
        anyway) and the listener is opened again."""
        if self._listener is None:
            return  # stopping
        self._listener = None
        log.warning("lost the PostgreSQL listener connection; reconnecting")
        task = asyncio.get_running_loop().create_task(self._relisten())
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _relisten(self) -> None:
        delay = 1.0
        while self._listener is None:
            try:
                listener = await self._listen_connection()
                await listener.add_listener(self.channel, self._on_notify)
                listener.add_termination_listener(self._on_listener_lost)
                self._listener = listener
            except Exception as e:
                log.warning("PostgreSQL listener: %s; retrying in %.0f s", e, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 30.0)
        await self.recheck()

    async def recheck(self) -> None:
        """What changed while nobody listened: every table held here against its stored rev (a
        newer one is followed as if notified). The cut that took the listener may have taken the
        pool's connections too: the first queries can fail until the pool has fresh ones, so it is
        asked again, backing off, until it answers."""
        delay = 0.2
        while True:
            try:
                rows = await self.storage.fetch("SELECT id, rev FROM game_tables WHERE id = ANY(?)",
                                                (list(self.tables),))
                break
            except asyncio.CancelledError:
                raise
            except Exception as e:
                log.warning("PostgreSQL: could not re-check the tables held here (%s); again in %.1f s", e, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 30.0)
        for tid, rev in rows:
            self._on_notify(None, 0, self.channel, f"{tid} {rev} -")

    # ---- views a dead process owed ------------------------------------------------------------
    def shown(self, live: Live) -> None:
        self._shown[live.id] = max(live.rev, self._shown.get(live.id, 0))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.get_running_loop().create_task(self._flush_later())

    async def _flush_later(self) -> None:
        await self.clock.sleep_until(self.clock.now() + self.SHOWN_FLUSH)
        await self.flush_shown()

    async def flush_shown(self) -> None:
        """Mark the tables shown here as owing nothing (unless changed again since)."""
        shown, self._shown = self._shown, {}
        if not shown:
            return
        try:
            await self.storage.fetch(
                "UPDATE game_tables AS g SET render_owner = NULL FROM unnest(?::bigint[], ?::bigint[]) AS s(id, rev)"
                " WHERE g.id = s.id AND g.rev <= s.rev AND g.render_owner = ?",
                (list(shown), list(shown.values()), self.origin))
        except Exception as e:  # harmless: if this process dies, another renders them once more
            log.warning("PostgreSQL: could not mark %d tables as shown (%s)", len(shown), e)

    async def orphans(self) -> list[int]:
        """Take over the tables whose last change a process that is gone still owed the views of,
        and render them; returns their ids."""
        rows = await self.storage.fetch(
            "UPDATE game_tables SET render_owner = ? WHERE id IN ("
            " SELECT id FROM game_tables AS g WHERE render_owner IS NOT NULL AND render_owner <> ?"
            " AND NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE application_name = 'cardtable ' || g.render_owner)"
            " ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED) RETURNING id",
            (self.origin, self.origin, self.BATCH))
        taken = [int(tid) for (tid,) in rows]
        for tid in taken:
            log.info("table %s: its last change's process is gone before showing it; rendering it here", tid)
            try:
                await self.render(tid)
            except Exception:
                log.exception("table %s: could not render the views a process that is gone owed", tid)
        return taken

    # ---- the sweep for deadlines nobody fired -------------------------------------------------
    async def _sweep_forever(self) -> None:
        clock = self.clock
        while True:
            wake = clock.now() + self.RENDER_CHECK
            try:
                await self.orphans()
                await self.sweep()
                rows = await self.storage.fetch(
                    "SELECT min(deadline) FROM game_tables WHERE status IN ('lobby', 'playing')"
                    " AND (deadline_claim IS NULL OR deadline_claim < ?)", (clock.now(),))
                if rows and rows[0][0] is not None:
                    wake = min(wake, max(float(rows[0][0]) + self.GRACE, clock.now() + 1.0))
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("deadline sweep failed; trying again in %.0f s", self.RENDER_CHECK)
            await clock.sleep_until(wake)

    async def sweep(self) -> list[int]:
        """Claim the deadlines overdue by more than ``GRACE`` and fire them; returns their tables."""
        now = self.clock.now()
        rows = await self.storage.fetch(
            "UPDATE game_tables SET deadline_claim = ? WHERE id IN ("
            " SELECT id FROM game_tables WHERE status IN ('lobby', 'playing') AND deadline <= ?"
            " AND (deadline_claim IS NULL OR deadline_claim < ?)"
            " ORDER BY deadline LIMIT ? FOR UPDATE SKIP LOCKED) RETURNING id",
            (now + self.CLAIM_TTL, now - self.GRACE, now, self.BATCH))
        fired = []
        for (tid,) in rows:
            if await self.fire(int(tid)):
                fired.append(int(tid))
        return fired
