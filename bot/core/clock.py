"""Wall-clock time for the bot, injectable so tests step time instead of sleeping.

The bot reads time only through :class:`Clock`; the engine gets it as ``now``. Tests inject a
clock that follows the simulated Discord's virtual time (``tests/bot_helpers.SimClock``), and
``asyncio.sleep`` timers are stepped by the simulator, so no test ever waits for real.
"""

from __future__ import annotations

import asyncio
import time


class Clock:
    def now(self) -> float:
        return time.time()

    async def sleep_until(self, when: float) -> None:
        delay = when - self.now()
        if delay > 0:
            await asyncio.sleep(delay)
