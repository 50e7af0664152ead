"""A PostgreSQL schema of its own for each test marked ``postgres``.

The server comes from ``CARDTABLE_TEST_POSTGRES_URL`` (default: ``postgresql://postgres@127.0.0.1:5432/
postgres``, the development and CI machines' PostgreSQL 15). Each test gets a schema of its own in
that database (``?search_path=`` in the URL it is given: asyncpg passes it to the server), dropped
afterwards with everything in it — a schema costs milliseconds where a database costs a second.
With no server reachable the tests skip with a one-line reason — except under CI (``CI`` set and
not ``false``/``0``), where they fail: CI must run them.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import AsyncIterator
from urllib.parse import urlsplit, urlunsplit

import pytest

DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/postgres"
_unreachable: str | None = None  # the reason, once a connection failed (later tests fail fast)


def server_url() -> str:
    return os.environ.get("CARDTABLE_TEST_POSTGRES_URL") or DEFAULT_URL


def under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def with_schema(url: str, schema: str) -> str:
    parts = urlsplit(url)
    query = "&".join(q for q in parts.query.split("&") if q and not q.startswith("search_path="))
    return urlunsplit(parts._replace(query=(query + "&" if query else "") + f"search_path={schema}"))


def _no_server(reason: str) -> None:
    if under_ci():
        pytest.fail(f"PostgreSQL is required under CI and is not reachable: {reason}", pytrace=False)
    pytest.skip(f"no PostgreSQL reachable ({reason}); set CARDTABLE_TEST_POSTGRES_URL")


async def _admin() -> object:
    global _unreachable
    import asyncpg

    if _unreachable is not None:
        _no_server(_unreachable)
    try:
        return await asyncpg.connect(server_url(), timeout=5)
    except (OSError, asyncpg.PostgresError, TimeoutError) as e:
        _unreachable = f"{server_url()}: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
        _no_server(_unreachable)
        raise  # not reached


@contextlib.asynccontextmanager
async def fresh_schema() -> AsyncIterator[str]:
    """Create a schema of its own, yield a URL that uses it, drop it (also when the test failed)."""
    admin = await _admin()
    name = f"cardtable_test_{uuid.uuid4().hex[:12]}"
    await admin.execute(f'CREATE SCHEMA "{name}"')  # type: ignore[attr-defined]
    try:
        yield with_schema(server_url(), name)
    finally:
        await admin.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')  # type: ignore[attr-defined]
        await admin.close()  # type: ignore[attr-defined]
