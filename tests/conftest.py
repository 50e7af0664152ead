"""Shared fixtures. ``world``: the real bot running against simcord's simulated Discord."""

import pytest

from bot.i18n import set_card_faces
from tests.bot_helpers import world  # noqa: F401


@pytest.fixture(autouse=True)
def _text_cards_between_tests():
    """Card faces are process-wide (set by a bot's start-up): each test starts with text cards."""
    set_card_faces(None)
    yield
    set_card_faces(None)
