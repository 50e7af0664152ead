"""The Discord application. A click flows one way, a package per stage::

    route ─▶ decide ─▶ commit ─▶ effects         (bot/service.py runs it, one change at a time)

- :mod:`bot.route` — buttons, selects, the deadline timer: how work enters.
- :mod:`bot.decide` — lobby changes, moves, rematches: a Change or a refusal, pure.
- :mod:`bot.commit` — one unit of work: lock, store, swap memory; coordination across processes.
- :mod:`bot.effects` — the answer, the table message, hand views, pings, within Discord's budget.

Beside the stages: :mod:`bot.render` (every message, each game's UI, the catalogues),
:mod:`bot.core` (the table in memory, a change, the clock), :mod:`bot.storage` (records and
databases) and :mod:`bot.ops` (settings, start-up, metrics, health, migrate). ``app.py`` puts the
bot together; ``__main__.py`` is the command line. A package imports only those below it:
storage < core < ops, commit < route < render < decide, effects < service < app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import CardBot, create_bot

__all__ = ["CardBot", "create_bot"]


def __getattr__(name: str) -> Any:
    # Imported on first use, so ``python -m bot`` can set up warnings and logging before discord.py loads.
    if name in __all__:
        from . import app

        return getattr(app, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
