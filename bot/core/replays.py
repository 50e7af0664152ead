"""Replays: a finished table's every position, replayed through the engine from its stored event log.

A table's event log (``table_events``) holds its start (the seed, any stacked setup, who began)
and every step after it — a seat's action or the clock's — with the time it was applied at.
Replaying them through the engine gives every position of the game exactly (``bot.ops.audit``
checks the same against the stored snapshot). Position 0 is the deal; position *k* is the state
after the *k*-th step, which is stored as version *k*.

**Only a finished game has a replay.** A replay shows every hand face up, so nothing here is ever
built for a table still being played: :func:`viewable` is the one gate (the route asks it before
anything is read), and :meth:`Replays.open` asks it again before it reads a single event. Nothing
is cached for an open table, for anybody.

**Bounded memory, every page fast.** A :class:`Timeline` reads the log lazily, in chunks of
:data:`CHUNK` steps, and replays forward only as far as a reader has gone, keeping a state every
``interval`` steps (at least :data:`CHECK_EVERY`, and at most :data:`MAX_CHECKPOINTS` of them
whatever the game's length), and near where the reader is one every :data:`CHECK_EVERY` steps
(the last :data:`NEAR`): any page is fewer than ``interval`` steps from a kept state, and a step
back or on from the page shown fewer than :data:`CHECK_EVERY`. A click aimed further than a reader
can have got (:meth:`Timeline.reachable`) is refused, so no click replays a long game whole. The
open timelines live in :class:`Replays`, a small cache (at most :data:`MAX_TIMELINES`, and
:data:`MAX_BYTES` by a rough count), each dropped :data:`KEEP` seconds after it was last used;
rebuilding a dropped one costs the same as opening it. Every :data:`MARK_EVERY` steps a position
is also stored in the database as a replay first passes it (``replay_marks``, derived, compressed):
a page far into a very long game, in a process that never showed it (a restart, another cluster),
starts from the nearest.

**Hands and rounds.** ⏮ ⏭ jump to the start of the previous or next hand (gin: a new deal),
enemy (Tolv fiender: a new enemy revealed) or round (the fishing games and Sänkpass: the turn
comes back to the player who began). Those starts are found as the replay passes them.

:func:`scenario` (and :func:`scenario_text`, from the stored actions' text, a chunk at a time)
writes the whole game in the replay format ``python -m engine replay`` reads (``docs/replay.md``):
anyone can check a finished game offline.
"""

from __future__ import annotations

import asyncio
import bisect
import json
import math
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from engine import BaseState, get_game

from ..storage.models import TableRecord

CHUNK = 2048            # steps read from the database at a time …
CHUNKS_KEPT = 4         # … and how many such chunks a replay keeps
MARK_EVERY = 2048       # a position stored every this many steps, as the replay first passes it
CHECK_EVERY = 32        # a state kept at least every this many steps …
MAX_CHECKPOINTS = 256   # … and at most this many per game (a longer game keeps them further apart),
NEAR = 64               # … and the last this many of those every CHECK_EVERY steps near the reader
MAX_TIMELINES = 32      # open replays kept in memory
MAX_BYTES = 64 << 20    # … and about this much memory for all of them
KEEP = 15 * 60          # seconds an unused replay stays in memory

FINISHED = ("ended", "abandoned")


def viewable(rec: TableRecord, state: BaseState | None, guild_id: int | None, user_id: int) -> bool:
    """Whether this reader may open this table's replay: the game is over (the table closed with
    a result) and, asked in a server, it is that server's table; asked in DMs, the reader played
    at it. Anything else is answered as unknown (the route says nothing more)."""
    if rec.status not in FINISHED or state is None or state.phase != "ended" or state.result is None:
        return False
    if guild_id is None:
        return rec.player(user_id) is not None
    return rec.guild_id == guild_id


class LogGone(LookupError):
    """A finished table's event log is not (all) there any more (``REPLAY_DAYS``): it has no replay."""


@dataclass(frozen=True)
class Step:
    """One stored step: who acted (None: the clock), the action, and when."""

    version: int
    seat: str | None
    action: dict[str, Any]
    at: float


Loader = Callable[[int, int, int], Awaitable[list[Step]]]  # (table id, first version, last) → steps
# the same, each action as its stored JSON text: (version, seat, action text, at)
TextLoader = Callable[[int, int, int], Awaitable[list[tuple[int, str | None, str, float]]]]


def apply(game_id: str, state: BaseState, step: Step) -> tuple[BaseState, list[dict[str, Any]]]:
    """One stored step through the engine: the next position and the events it produced."""
    game = get_game(game_id)
    if step.action.get("type") == "tick":
        new, events = game.tick(state, step.at)
    else:
        new, events = game.apply(state, step.seat or "", step.action, step.at)
    if new.version != step.version:
        raise ValueError(f"step {step.version} replays to version {new.version}")
    return new, events


def deal(rec: TableRecord, start: dict[str, Any], at: float) -> BaseState:
    """Position 0: the game as its start event dealt it."""
    return get_game(rec.game).new([p.seat for p in rec.players], rec.options, start["seed"], now=at,
                                  setup=start.get("setup") or {}, first=start.get("first"))


def starts_round(game_id: str, before: BaseState, events: list[dict[str, Any]], after: BaseState,
                 first: str | None) -> bool:
    """Whether this step begins a new hand (gin), enemy (Tolv fiender) or round (the others: the
    turn comes back to ``first``, the player who began)."""
    if game_id in ("farg-gin", "hollywood-gin"):
        return any(ev.get("type") == "hand_dealt" for ev in events)
    if game_id == "tolv-fiender":
        return any(ev.get("type") == "enemy" for ev in events)
    return first is not None and after.turn == first and before.turn != first and after.phase != "ended"


Saver = Callable[[int, list[tuple[int, str, list[int]]]], Awaitable[None]]  # (table, [(version, state, starts)])
MarkLoader = Callable[[int, int], Awaitable[str | None]]  # (table, version) → the position's state JSON


@dataclass
class Timeline:
    """One finished game's positions (module docstring)."""

    rec: TableRecord
    start: dict[str, Any]
    start_at: float
    total: int                  # steps after the deal (the final position)
    final: BaseState            # the stored final snapshot (what the last position must equal)
    marks: dict[int, list[int]] = field(default_factory=dict)  # stored marks: version → the starts up to it
    checkpoints: dict[int, BaseState] = field(default_factory=dict)
    breaks: list[int] = field(default_factory=lambda: [0])  # positions that begin a hand/round, found so far
    reached: int = 0            # how far the hands/rounds are known (replayed, or read from the marks)
    used: float = 0.0
    first: str | None = None

    def __post_init__(self) -> None:
        start = deal(self.rec, self.start, self.start_at)
        self.checkpoints[0] = start
        self.first = start.turn
        self.interval = max(CHECK_EVERY, math.ceil(self.total / MAX_CHECKPOINTS))
        self._chunks: OrderedDict[int, list[Step]] = OrderedDict()
        self._near: OrderedDict[int, BaseState] = OrderedDict()  # dense states near the reader (LRU)
        self._verified = False
        self.lock = asyncio.Lock()
        self.file: tuple[tuple[str, int | None], str, bytes] | None = None  # the game file once written
        self._unsaved: list[tuple[int, str, list[int]]] = []
        # A rough count of the memory it holds: states copy their lists but share what is in them
        # (a score sheet's rows, a log's entries), so about one state in full (thrice its JSON) and
        # an eighth of that for each more (the final one is a long gin match's largest).
        self.bytes = len(self.final.model_dump_json())
        for version in sorted(self.marks):  # the starts the stored marks already found
            self.breaks.extend(b for b in self.marks[version] if b > self.breaks[-1])
            self.reached = version

    @property
    def game_id(self) -> str:
        return self.rec.game

    @property
    def size(self) -> int:
        """A rough count of the memory it holds (its steps read, its states kept)."""
        kept = len(self.checkpoints) + len(self._near)
        file = len(self.file[2]) if self.file else 0
        return 300 * sum(len(c) for c in self._chunks.values()) + 3 * self.bytes + kept * self.bytes // 8 + file

    async def read(self, first: int, last: int, load: Loader) -> None:
        """Have the stored steps ``first``…``last`` at hand (read a chunk at a time; a few kept)."""
        for c in range((max(1, first) - 1) // CHUNK, (min(last, self.total) - 1) // CHUNK + 1):
            if c in self._chunks:
                self._chunks.move_to_end(c)
                continue
            lo = c * CHUNK + 1
            got = await load(self.rec.id, lo, min(self.total, lo + CHUNK - 1))
            if len(got) != min(self.total, lo + CHUNK - 1) - lo + 1 or (got and got[0].version != lo):
                raise LogGone(f"table {self.rec.id}: its event log is incomplete from step {lo}")
            self._chunks[c] = got
            while len(self._chunks) > CHUNKS_KEPT:
                self._chunks.popitem(last=False)

    def step(self, j: int) -> Step:
        return self._chunks[(j - 1) // CHUNK][(j - 1) % CHUNK]

    async def steps(self, load: Loader) -> Any:
        """Every stored step in order, read a chunk at a time and not kept (the game file)."""
        for lo in range(1, self.total + 1, CHUNK):
            got = await load(self.rec.id, lo, min(self.total, lo + CHUNK - 1))
            if not got or got[0].version != lo:
                raise LogGone(f"table {self.rec.id}: its event log is incomplete from step {lo}")
            for st in got:
                yield st

    def reachable(self, k: int) -> bool:
        """Whether a page at ``k`` is one a reader can have got to: within a stretch of the furthest
        position replayed or stored (each ▶ and ⏭ goes at most that far). A click aimed further (a
        hand-built one) would make the bot replay a long game from its start: it is refused."""
        return 0 <= k <= self.total and k <= max(self.reached, max(self.marks, default=0)) + MARK_EVERY

    async def position(self, k: int, load: Loader,
                       mark: MarkLoader | None = None) -> tuple[BaseState, list[dict[str, Any]]]:
        """Position ``k`` and the events of the step that led to it (none at the deal): from the
        nearest state kept here (the sparse ones over the whole game, the dense ones near where
        the reader is) or stored mark before it, the steps after that replayed."""
        if k == 0:
            return self.checkpoints[0], []
        base = max(c for c in (*self.checkpoints, *self._near) if c < k)
        stored = max((m for m in self.marks if base < m < k), default=None)
        if stored is not None and mark is not None:
            data = await mark(self.rec.id, stored)
            if data is not None:
                self.checkpoints[stored] = get_game(self.game_id).State.model_validate_json(data)
                base = stored
        state = self.checkpoints.get(base) or self._near[base]
        events: list[dict[str, Any]] = []
        done = base
        while done < k:  # a chunk of steps at a time (only a few are kept)
            end = min(k, (done // CHUNK + 1) * CHUNK)
            await self.read(done + 1, end, load)
            first, done = done + 1, end
            for j in range(first, end + 1):
                before = state
                state, events = apply(self.game_id, state, self.step(j))
                if j % self.interval == 0 and j not in self.checkpoints:
                    self.checkpoints[j] = state
                elif j % CHECK_EVERY == 0 and k - j < NEAR * CHECK_EVERY:
                    self._keep_near(j, state)
                if j > self.reached:
                    self.reached = j
                    if starts_round(self.game_id, before, events, state, self.first):
                        self.breaks.append(j)
                    if j % MARK_EVERY == 0 and j not in self.marks:
                        prev = max((m for m in self.marks if m < j), default=0)
                        starts = [b for b in self.breaks if prev < b <= j]
                        self.marks[j] = starts
                        self._unsaved.append((j, state.model_dump_json(), starts))
        self._keep_near(k, state)  # (the reader's next ◀ or ▶ starts here)
        if len(self.checkpoints) > MAX_CHECKPOINTS + 8:  # (marks loaded far apart: keep the count bounded)
            for c in sorted(self.checkpoints)[1:-MAX_CHECKPOINTS]:
                del self.checkpoints[c]
        if k == self.total and not self._verified:
            if state.model_dump_json() != self.final.model_dump_json():
                raise ValueError(f"table {self.rec.id}: its event log does not replay to its final state")
            self._verified = True
        return state, events

    def _keep_near(self, j: int, state: BaseState) -> None:
        near = self._near
        near[j] = state
        near.move_to_end(j)
        while len(near) > NEAR:
            near.popitem(last=False)

    def unsaved(self) -> list[tuple[int, str, list[int]]]:
        """The marks found since they were last taken, to store (version, state JSON, starts)."""
        out, self._unsaved = self._unsaved, []
        return out

    def previous_start(self, k: int) -> int:
        """The start of the hand/round before the one ``k`` is in (at its start), else of this one."""
        i = bisect.bisect_left(self.breaks, k)  # breaks before k are all known (the replay passed them)
        return self.breaks[i - 1] if i > 0 else 0

    async def next_start(self, k: int, load: Loader, mark: MarkLoader | None = None) -> int:
        """The start of the next hand/round after ``k``; the final position if there is none."""
        while True:
            i = bisect.bisect_right(self.breaks, k)
            if i < len(self.breaks) and self.breaks[i] <= self.reached:
                return self.breaks[i]
            if self.reached >= self.total:
                return self.total
            await self.position(min(self.total, max(self.reached, k) + self.interval), load, mark)

    def round_of(self, k: int) -> int:
        """Which hand/round (from 1) position ``k`` is in (its start is known once ``k`` was shown)."""
        return bisect.bisect_right(self.breaks, k)


class Replays:
    """The open replays of this process (module docstring: bounded, dropped when unused)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._open: OrderedDict[int, Timeline] = OrderedDict()

    def __len__(self) -> int:
        return len(self._open)

    def __contains__(self, table_id: int) -> bool:
        return table_id in self._open

    def cached(self, table_id: int) -> Timeline | None:
        tl = self._open.get(table_id)
        if tl is not None:
            tl.used = self.clock()
            self._open.move_to_end(table_id)
        return tl

    def open(self, rec: TableRecord, state: BaseState | None, start: tuple[dict[str, Any], float] | None,
             total: int, marks: dict[int, list[int]] | None = None) -> Timeline:
        """A timeline for a finished table (``start``: its start event and time, as stored; ``total``:
        its last step; ``marks``: its stored marks, version → starts). Raises :class:`PermissionError`
        for a table still being played."""
        if rec.status not in FINISHED or state is None or state.phase != "ended":
            raise PermissionError(f"table {rec.id} is not finished: it has no replay")
        tl = self.cached(rec.id)
        if tl is not None and tl.final.version == state.version:
            return tl
        if start is None:
            raise LogGone(f"table {rec.id}: its event log is no longer kept")
        tl = Timeline(rec, start[0], start[1], total, state, dict(marks or {}), used=self.clock())
        self._open[rec.id] = tl
        self.trim()
        return tl

    def drop(self, table_id: int) -> None:
        self._open.pop(table_id, None)

    def trim(self) -> None:
        """Drop what was not used for :data:`KEEP` seconds, then the least recently used while there
        are too many or they hold too much."""
        now = self.clock()
        for tid in [t for t, tl in self._open.items() if now - tl.used > KEEP]:
            del self._open[tid]
        while len(self._open) > MAX_TIMELINES or (len(self._open) > 1 and self.memory() > MAX_BYTES):
            self._open.popitem(last=False)

    def memory(self) -> int:
        return sum(tl.size for tl in self._open.values())


# ---- the game as a file -------------------------------------------------------------------------
SEAT_KEYS = ("target",)  # action fields that name a seat (fishing's ask, Tolv fiender's choose_next)


def unique_names(names: list[str]) -> list[str]:
    """Seat names for a file: each player's name, made unique ("alice", "alice (2)") and never blank."""
    out: list[str] = []
    for i, name in enumerate(names):
        base = " ".join(name.split()) or f"player {i + 1}"
        shown, n = base, 1
        while shown in out:
            n += 1
            shown = f"{base} ({n})"
        out.append(shown)
    return out


def _setup(setup: dict[str, Any], seat: Callable[[str], str]) -> dict[str, Any]:
    """A stacked setup with its seats renamed (hands by seat; gin's deals with a dealer)."""
    out = dict(setup)
    if isinstance(out.get("hands"), dict):
        out["hands"] = {seat(s): cards for s, cards in out["hands"].items()}
    if isinstance(out.get("deals"), list):
        out["deals"] = [{**d, "dealer": seat(d["dealer"]) if "dealer" in d else None,
                         "hands": {seat(s): c for s, c in (d.get("hands") or {}).items()}}
                        if isinstance(d, dict) else d for d in out["deals"]]
        for d in out["deals"]:
            if isinstance(d, dict) and d.get("dealer") is None:
                d.pop("dealer", None)
    return out


def scenario_head(tl: Timeline, names: dict[str, str]) -> dict[str, Any]:
    """The scenario's fields before its actions (:func:`scenario`)."""
    rec, start = tl.rec, tl.start
    seat = names.__getitem__
    out: dict[str, Any] = {"game": rec.game, "options": dict(rec.options),
                           "seats": [seat(p.seat) for p in rec.players], "seed": start["seed"]}
    if start.get("first"):
        out["first"] = seat(start["first"])
    if start.get("setup"):
        out["setup"] = _setup(start["setup"], seat)
    return out


class Actions:
    """The scenario's actions, one stored step at a time (:func:`scenario`): each step after a
    clock step that brings the replay's clock to the time it was applied at."""

    def __init__(self, tl: Timeline, names: dict[str, str]) -> None:
        self.tl, self.names, self.clock = tl, names, 0.0

    def of(self, step: Step) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        now = step.at - self.tl.start_at  # (exact: both are the bot's clock, of the same magnitude)
        tick = step.action.get("type") == "tick"
        if tick or now > self.clock:
            out.append({"type": "tick", "seconds": now - self.clock if now > self.clock else 0})
            self.clock = max(self.clock, now)
        if not tick:
            names = self.names
            act = {k: (names[v] if k in SEAT_KEYS and isinstance(v, str) and v in names else v)
                   for k, v in step.action.items()}
            out.append({"seat": names[step.seat or ""], **act})
        return out


async def scenario_text(tl: Timeline, names: dict[str, str], load: TextLoader) -> str:
    """:func:`scenario` as compact JSON text, written a chunk of stored steps at a time from the
    actions' own stored text (a long gin match's hundreds of thousands of moves are not parsed
    again), letting other work run between chunks."""
    head = json.dumps(scenario_head(tl, names), ensure_ascii=False, separators=(",", ":"))
    out = [head[:-1], ',"actions":[']
    seat = {s: '{"seat":' + json.dumps(n, ensure_ascii=False) + "," for s, n in names.items()}
    start, clock, first = tl.start_at, 0.0, True
    for lo in range(1, tl.total + 1, CHUNK):
        rows = await load(tl.rec.id, lo, min(tl.total, lo + CHUNK - 1))
        if not rows or rows[0][0] != lo:
            raise LogGone(f"table {tl.rec.id}: its event log is incomplete from step {lo}")
        part = []
        for _version, who, text, at in rows:
            now = at - start  # (exact: both are the bot's clock, of the same magnitude)
            tick = '"tick"' in text and json.loads(text).get("type") == "tick"
            if tick or now > clock:
                part.append('{"type":"tick","seconds":' + json.dumps(now - clock if now > clock else 0) + "}")
                clock = max(clock, now)
            if not tick:
                if '"target"' in text:  # (a seat named inside the action: by its name too)
                    act = json.loads(text)
                    act = {k: (names[v] if k in SEAT_KEYS and isinstance(v, str) and v in names else v)
                           for k, v in act.items()}
                    text = json.dumps(act, ensure_ascii=False, separators=(",", ":"))
                part.append(seat[who or ""] + text.strip()[1:])
        if part:
            out.append(("" if first else ",") + ",".join(part))
            first = False
        await asyncio.sleep(0)
    out.append("]}")
    return "".join(out)


def scenario(tl: Timeline, names: dict[str, str], steps: list[Step]) -> dict[str, Any]:
    """The whole game in the replay format: its seats named ``names`` (seat → name, unique), the
    seed and setup it was dealt with, and every step, each after a clock step ``{"type": "tick",
    "seconds": …}`` that brings the clock to the time it was applied at (the replay's clock starts
    at 0 at the deal). ``python -m engine replay`` then ends in the same state and result as the
    table did (its times counted from the deal)."""
    out = scenario_head(tl, names)
    actions = Actions(tl, names)
    out["actions"] = [a for st in steps for a in actions.of(st)]
    return out
