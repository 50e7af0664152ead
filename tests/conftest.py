"""Shared fixtures. ``world``: the real bot running against simcord's simulated Discord."""

from tests.bot_helpers import world  # noqa: F401
