"""What the bot holds in memory for each open table, and the registry of those tables.

Memory follows the database, never leads it: a :class:`Live`'s ``rec`` and ``state`` are replaced
only after the unit of work that stored the new ones committed (see :mod:`bot.service`).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

import discord

from engine import BaseState

from .models import OPEN, TableRecord


@dataclass
class OpenHand:
    """An ephemeral hand view the bot may still edit (its interaction token lives 15 minutes)."""

    interaction: discord.Interaction
    opened: float
    locale: str
    key: int = 0                   # its entry on the hand-view expiry timer (bot.hands)
    message_id: int | None = None  # the ephemeral message, when Discord said which one


@dataclass(eq=False)
class Live:
    rec: TableRecord
    state: BaseState | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    render_task: asyncio.Task | None = None
    dirty: bool = False
    closed_at: float | None = None  # when the table closed (bot clock), for eviction
    new_message: bool = False
    hands: dict[str, OpenHand] = field(default_factory=dict)   # seat -> open ephemeral hand view
    ping_plan: Any = None         # the turn ping as noted changes want it (bot.pings.PingPlan)

    @property
    def id(self) -> int:
        return self.rec.id


class Refused(Exception):
    """An action the bot refuses before (or instead of) the engine; ``key`` is a catalogue key."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class Tables(dict[int, Live]):
    """Open (and recently closed) tables by id, with an index by channel so finding a channel's
    tables costs the tables of that channel, not all of them."""

    def __init__(self) -> None:
        super().__init__()
        self._by_channel: dict[int, set[int]] = {}

    def add(self, live: Live) -> None:
        self[live.id] = live
        self._by_channel.setdefault(live.rec.channel_id, set()).add(live.id)

    def drop(self, tid: int) -> None:
        live = self.pop(tid, None)
        if live is not None:
            ids = self._by_channel.get(live.rec.channel_id)
            if ids is not None:
                ids.discard(tid)
                if not ids:
                    del self._by_channel[live.rec.channel_id]

    def in_channel(self, channel_id: int, user_id: int | None = None) -> list[Live]:
        out = []
        for tid in sorted(self._by_channel.get(channel_id, ())):
            live = self[tid]
            if live.rec.status in OPEN and (user_id is None or live.rec.player(user_id)):
                out.append(live)
        return out
