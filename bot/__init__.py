"""The Discord application: settings, storage, the table service, renderers, translations."""

from .app import CardBot, create_bot

__all__ = ["CardBot", "create_bot"]
