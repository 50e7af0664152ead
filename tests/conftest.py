"""Shared fixtures. ``world``: the real bot running against simcord's simulated Discord.
``pg_url``: a fresh PostgreSQL schema for a test marked ``postgres`` (see ``tests/pg_helpers``)."""

from collections.abc import AsyncIterator

import pytest_asyncio

from tests.bot_helpers import world  # noqa: F401
from tests.pg_helpers import fresh_schema


@pytest_asyncio.fixture
async def pg_url() -> AsyncIterator[str]:
    async with fresh_schema() as url:
        yield url
