"""What the bot holds in memory for each open table, and the registry of those tables.

Memory follows the database, never leads it: a :class:`Live`'s ``rec`` and ``state`` are replaced
only after the unit of work that stored the new ones committed (see :mod:`bot.service`).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

import discord

from engine import BaseState, get_game
from engine.core import IDLE_TIMEOUT

from ..storage.base import StoredTable
from ..storage.models import OPEN, TableRecord
from . import computers, pauses


class StoredToken:
    """A hand view's interaction token kept over a restart (``bot.effects.hands``): it edits the view as
    the interaction it came from would (``edit_original_response``), through Discord's webhook
    endpoint for that token."""

    def __init__(self, client: discord.Client, application_id: int, token: str, message_id: int) -> None:
        self.client, self.application_id, self.token, self.message_id = client, application_id, token, message_id

    async def edit_original_response(self, **fields: Any) -> None:
        webhook = discord.Webhook.partial(self.application_id, self.token, client=self.client)
        await webhook.edit_message(self.message_id, **fields)


@dataclass
class OpenHand:
    """An ephemeral hand view the bot may still edit (its interaction token lives 15 minutes)."""

    interaction: discord.Interaction | StoredToken  # what edits it: its interaction, or its kept token
    opened: float
    locale: str
    key: int = 0                   # its entry on the hand-view expiry timer (bot.effects.hands)
    message_id: int | None = None  # the ephemeral message, when Discord said which one
    digest: int | None = None      # what it shows (screens.digest): a refresh that changes nothing is not sent
    failures: int = 0              # edits Discord failed in a row (5xx): tried again later (bot.effects.hands)


class Live:
    """One table in memory. A table resumed on start keeps its stored JSON until it is first
    used (``rec``/``state`` parse it then): resuming 10,000 tables parses none of them, and an
    idle table holds its compact JSON rather than parsed objects."""

    __slots__ = (
        "_raw",
        "_rec",
        "_state",
        "channel_id",
        "closed_at",
        "dirty",
        "hands",
        "id",
        "lock",
        "new_message",
        "ping_plan",
        "refresh_skip",
        "refresh_task",
        "render_task",
        "rev",
        "shown",
    )

    def __init__(self, rec: TableRecord | None = None, state: BaseState | None = None, *,
                 stored: StoredTable | None = None, rev: int = 0) -> None:
        self._rec, self._state = rec, state
        self._raw = stored
        if stored is not None:
            self.id, self.channel_id = stored.id, stored.channel_id
        else:
            assert rec is not None
            self.id, self.channel_id = rec.id, rec.channel_id
        self.lock = asyncio.Lock()
        self.render_task: asyncio.Task | None = None
        self.dirty = False
        self.refresh_task: asyncio.Task | None = None  # bringing the hand views up to date (bot.effects.hands)
        self.refresh_skip: str | bool | None = False   # a refresh is due (False: none), skipping that seat
        self.closed_at: float | None = None  # when the table closed (bot clock), for eviction
        self.new_message = False
        self.hands: dict[str, OpenHand] = {}  # seat -> open ephemeral hand view
        self.ping_plan: Any = None  # the turn ping as noted changes want it (bot.effects.pings.PingPlan)
        self.rev = rev  # the stored row's revision this copy was read at (PostgreSQL: bot.commit.coordination)
        # what this process last sent to the table's messages (bot.render.screens.digest): "table" -> (message
        # id, digest), "dm:<seat>" -> digest; an edit that would send the same is skipped
        self.shown: dict[str, Any] = {}

    def _parse(self) -> None:
        raw, self._raw = self._raw, None
        if raw is not None:
            self._rec = TableRecord.model_validate_json(raw.record)
            self._rec.id = raw.id
            if raw.state is not None:
                self._state = get_game(raw.game).State.model_validate_json(raw.state)

    @property
    def rec(self) -> TableRecord:
        if self._raw is not None:
            self._parse()
        assert self._rec is not None
        return self._rec

    @rec.setter
    def rec(self, rec: TableRecord) -> None:
        if self._raw is not None:
            self._parse()
        self._rec = rec

    @property
    def state(self) -> BaseState | None:
        if self._raw is not None:
            self._parse()
        return self._state

    @state.setter
    def state(self, state: BaseState | None) -> None:
        if self._raw is not None:
            self._parse()
        self._state = state

    def summary(self) -> tuple[str, str]:
        """(game, status), without parsing a table resumed but not used yet (it is open: a lobby
        has no state, a game has one), for the metrics."""
        raw = self._raw
        if raw is not None:
            return raw.game, "lobby" if raw.state is None else "playing"
        assert self._rec is not None
        return self._rec.game, self._rec.status

    def replace(self, rec: TableRecord, state: BaseState | None, rev: int) -> None:
        """Take the stored table (newer than this copy: another process changed it) in place of
        what is held. The turn-ping plan starts again from it (see :mod:`bot.effects.pings`): the process
        that made the change pinged for it."""
        self._raw = None
        self._rec, self._state, self.rev = rec, state, rev
        self.ping_plan = None
        self.shown = {}  # (the other process may have edited them)

    def __repr__(self) -> str:
        return f"<Live table {self.id}{' (not parsed yet)' if self._raw is not None else ''}>"


class Refused(Exception):
    """An action the bot refuses before (or instead of) the engine; ``key`` is a catalogue key
    (``text``: the refusal already worded, e.g. the engine's reason in the reader's language)."""

    def __init__(self, key: str, text: str | None = None, **params: Any) -> None:
        super().__init__(key)
        self.key, self.text, self.params = key, text, params


class Unsaved(Refused):
    """A decided change that could not be stored (nothing changed): the clicker is told so with
    their current view, as a refusal the decision itself made would not be."""


def live_from(rec: TableRecord, state_json: str | None, rev: int = 0) -> Live:
    """A table in memory from its stored record and state JSON (and the row's rev)."""
    state = get_game(rec.game).State.model_validate_json(state_json) if state_json else None
    return Live(rec, state, rev=rev)


def deadline_of(rec: TableRecord, state: BaseState | None) -> float | None:
    """When an open table next needs the timer: a lobby's idle close, the game's own deadline (a
    paused game's: only its pause's limit), a computer player's move (bot.core.computers), a pause
    proposal's lapse (bot.core.pauses)."""
    if rec.status == "lobby":
        return rec.last_activity + IDLE_TIMEOUT
    if rec.status == "playing" and state is not None:
        due = [d for d in (get_game(rec.game).deadline(state), computers.due(rec, state), pauses.lapse_at(rec))
               if d is not None]
        return min(due) if due else None
    return None


class Tables(dict[int, Live]):
    """Open (and recently closed) tables by id, with an index by channel so finding a channel's
    tables costs the tables of that channel, not all of them."""

    def __init__(self) -> None:
        super().__init__()
        self._by_channel: dict[int, set[int]] = {}

    def add(self, live: Live) -> None:
        self[live.id] = live
        self._by_channel.setdefault(live.channel_id, set()).add(live.id)

    def clear(self) -> None:
        super().clear()
        self._by_channel.clear()

    def drop(self, tid: int) -> None:
        live = self.pop(tid, None)
        if live is not None:
            ids = self._by_channel.get(live.channel_id)
            if ids is not None:
                ids.discard(tid)
                if not ids:
                    del self._by_channel[live.channel_id]

    def in_channel(self, channel_id: int, user_id: int | None = None) -> list[Live]:
        out = []
        for tid in sorted(self._by_channel.get(channel_id, ())):
            live = self[tid]
            if live.rec.status in OPEN and (user_id is None or live.rec.player(user_id)):
                out.append(live)
        return out
