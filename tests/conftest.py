"""Shared fixtures. ``world``: the real bot running against simcord's simulated Discord.
``pg_url``: a fresh PostgreSQL schema for a test marked ``postgres`` (see ``tests/pg_helpers``)."""

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.i18n import set_card_faces
from tests.bot_helpers import world  # noqa: F401
from tests.pg_helpers import fresh_schema


@pytest_asyncio.fixture
async def pg_url() -> AsyncIterator[str]:
    async with fresh_schema() as url:
        yield url


@pytest.fixture(autouse=True)
def _text_cards_between_tests():
    """Card faces are process-wide (set by a bot's start-up): each test starts with text cards."""
    set_card_faces(None)
    yield
    set_card_faces(None)
