"""Deadlines: one timer for every table (a seat's 90 s, a lobby's 45 min idle close, eviction).

Each table has at most one deadline. They sit in a heap, so arming costs O(log n) and the timer
sleeps until the earliest one — no task per table and no scan of all tables on any path. A
re-armed table leaves its old heap entry behind; an entry is live only while it matches the
table's current deadline, and the heap is compacted when stale entries outnumber live ones.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
from collections.abc import Awaitable, Callable

from ..core.clock import Clock

log = logging.getLogger(__name__)


class Deadlines:
    def __init__(self, clock: Clock, fire: Callable[[int], Awaitable[None]]) -> None:
        self.clock = clock
        self.fire = fire              # called with a table id when its deadline has passed
        self.when: dict[int, float] = {}
        self._heap: list[tuple[float, int]] = []
        self._timer: asyncio.Task | None = None
        self._timer_at = 0.0
        self._firing = False

    def set(self, tid: int, when: float | None) -> None:
        if when is None:
            self.when.pop(tid, None)
        elif self.when.get(tid) != when:
            self.when[tid] = when
            heapq.heappush(self._heap, (when, tid))
            if len(self._heap) > 2 * len(self.when) + 64:
                self._heap = [(w, t) for t, w in self.when.items()]
                heapq.heapify(self._heap)
        self._kick()

    def _earliest(self) -> float | None:
        heap = self._heap
        while heap and self.when.get(heap[0][1]) != heap[0][0]:
            heapq.heappop(heap)  # stale: that table was re-armed or disarmed
        return heap[0][0] if heap else None

    def _kick(self) -> None:
        if self._firing:
            return  # the running timer re-plans when it is done
        earliest = self._earliest()
        task = self._timer
        if task is not None and not task.done():
            if earliest is not None and self._timer_at <= earliest:
                return  # it wakes early enough
            task.cancel()
        self._timer = None
        if earliest is not None:
            self._timer_at = earliest
            self._timer = asyncio.get_running_loop().create_task(self._sleep_then_fire(earliest))

    async def _sleep_then_fire(self, when: float) -> None:
        await self.clock.sleep_until(when)
        self._firing = True
        try:
            await self.run_due()
        finally:
            self._firing = False
            self._timer = None
            self._kick()

    async def run_due(self) -> None:
        """Fire every deadline that has passed (one armed meanwhile is fired too if due)."""
        while True:
            earliest = self._earliest()
            if earliest is None or earliest > self.clock.now():
                return
            _, tid = heapq.heappop(self._heap)
            del self.when[tid]
            try:
                await self.fire(tid)
            except Exception:
                log.exception("table %s: deadline handler failed", tid)

    def stop(self) -> None:
        if self._timer is not None and not self._timer.done():
            self._timer.cancel()
