"""The Discord application: settings, storage, the table service, renderers, translations."""

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
