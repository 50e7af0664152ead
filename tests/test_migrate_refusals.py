"""``python -m bot migrate`` refuses what it cannot do (issue 24): a target that is not PostgreSQL, a
source that does not exist or is not a cardtable database — each one line, exit code 2, and
nothing written anywhere (no file created, none changed, no table in the target)."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.storage.sqlite import SQLiteStorage

ROOT = Path(__file__).resolve().parent.parent
NOWHERE = "postgresql://cardtable@127.0.0.1:1/cardtable"  # never contacted: refused before


def migrate(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DISCORD_TOKEN")}
    return subprocess.run([sys.executable, "-m", "bot", "migrate", *args], cwd=cwd, capture_output=True, text=True,
                          env={**base, "PYTHONPATH": str(ROOT), **env}, timeout=120)


async def migrate_here(cwd: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                       *args: str) -> subprocess.CompletedProcess[str]:
    """The same as :func:`migrate`, with ``python -m bot migrate``'s ``main`` run in this process
    (in a thread: it runs its own event loop), for the cases that differ from another one only in
    the value refused: each kind of refusal also runs as a process, which is what shows an import's
    warning or a traceback (~0.37 s of CPU each)."""
    import asyncio

    from bot.ops.migrate import main

    for var in ("DATABASE_URL", "DISCORD_TOKEN", "CARDTABLE_COMMAND"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(cwd)
    capsys.readouterr()
    code = await asyncio.to_thread(main, list(args))
    out = capsys.readouterr()
    return subprocess.CompletedProcess(["migrate", *args], code, out.out, out.err)


def snapshot(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` with a digest of its bytes."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def refused(r: subprocess.CompletedProcess[str]) -> str:
    assert r.returncode == 2, (r.stdout, r.stderr)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("migrate: ") and "Traceback" not in r.stderr, r.stderr
    assert r.stdout == ""
    return lines[0]


async def cardtable_db(path: Path) -> Path:
    storage = SQLiteStorage(path)
    await storage.open()
    await storage.close()
    return path


@pytest.mark.parametrize("target", ["mysql://x/y", "sqlite:///copy.db", "copy.db", "postgres"])
async def test_a_target_that_is_not_postgresql_is_refused_and_nothing_is_written(tmp_path, target, monkeypatch,
                                                                                 capsys):
    await cardtable_db(tmp_path / "bot.db")
    before = snapshot(tmp_path)
    args = ("--from", "sqlite:///bot.db", "--to", target)
    line = refused(migrate(tmp_path, *args) if target == "mysql://x/y"  # (as a process once)
                   else await migrate_here(tmp_path, monkeypatch, capsys, *args))
    assert f"--to {target} is not a postgresql:// URL" in line and line.endswith("nothing copied.")
    assert snapshot(tmp_path) == before, "no file created (./mysql:/x/y, copy.db) and none changed"


async def test_a_source_file_that_does_not_exist_is_refused_and_not_created(tmp_path):
    line = refused(migrate(tmp_path, "--from", "sqlite:///data/typo.db", "--to", NOWHERE))
    assert line == "migrate: --from sqlite:///data/typo.db: there is no file data/typo.db; nothing copied."
    assert snapshot(tmp_path) == {} and not (tmp_path / "data").exists()


async def test_without_from_the_default_database_must_exist(tmp_path):
    line = refused(migrate(tmp_path, "--to", NOWHERE))
    assert "there is no file data/cardtable.db" in line
    assert not (tmp_path / "data").exists()


@pytest.mark.parametrize("kind", ["text", "foreign", "folder"])
async def test_a_source_that_is_not_a_cardtable_database_is_refused_and_left_as_it_was(tmp_path, kind, monkeypatch,
                                                                                       capsys):
    path = tmp_path / "other.db"
    if kind == "text":
        path.write_text("just some notes\n" * 50)
    elif kind == "foreign":
        con = sqlite3.connect(path)
        con.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
        con.execute("INSERT INTO invoices VALUES (1, 9.5)")
        con.commit()
        con.close()
    else:
        path.mkdir()
    before = snapshot(tmp_path)
    args = ("--from", "sqlite:///other.db", "--to", NOWHERE)
    line = refused(migrate(tmp_path, *args) if kind == "text"  # (as a process once)
                   else await migrate_here(tmp_path, monkeypatch, capsys, *args))
    assert {"text": "is not a SQLite database", "foreign": "is not a cardtable database",
            "folder": "(it is a folder)"}[kind] in line
    assert snapshot(tmp_path) == before, "the source is not migrated, nor anything else written"


async def test_a_source_that_is_no_url_is_refused(tmp_path):
    await cardtable_db(tmp_path / "bot.db")
    line = refused(migrate(tmp_path, "--from", "bot.db", "--to", NOWHERE))
    assert "--from bot.db is not a database URL: use sqlite:///" in line


async def test_a_target_out_of_reach_is_one_line_exit_1(tmp_path):
    await cardtable_db(tmp_path / "bot.db")
    r = migrate(tmp_path, "--from", "sqlite:///bot.db", "--to", NOWHERE)
    assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert r.stderr.startswith("migrate: Could not reach the database (--to, 127.0.0.1:1/cardtable)")


async def pg_tables(url: str) -> list[str]:
    """The tables in the schema ``url`` uses."""
    import asyncpg

    con = await asyncpg.connect(url)
    try:
        return [r[0] for r in await con.fetch("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")]
    finally:
        await con.close()


@pytest.mark.postgres
async def test_a_foreign_sqlite_source_leaves_the_postgresql_target_empty(tmp_path, pg_url):
    con = sqlite3.connect(tmp_path / "other.db")
    con.execute("CREATE TABLE game_tables (id INTEGER)")  # one of ours, but no schema_migrations
    con.close()
    line = refused(migrate(tmp_path, "--from", "sqlite:///other.db", "--to", pg_url))
    assert "is not a cardtable database (it has no schema_migrations table)" in line
    assert not await pg_tables(pg_url), "the target was not touched"


@pytest.mark.postgres
async def test_a_postgresql_source_without_our_tables_is_refused_and_not_migrated(tmp_path, pg_url):
    line = refused(migrate(tmp_path, "--from", pg_url, "--to", NOWHERE))
    assert "is not a cardtable database" in line
    assert not await pg_tables(pg_url), "the source was not migrated"


@pytest.mark.postgres
async def test_a_source_database_that_does_not_exist_is_one_line_exit_2(tmp_path, pg_url):
    from tests.test_startup import pg_variant

    r = migrate(tmp_path, "--from", pg_variant(database="cardtable_no_such_database"), "--to", NOWHERE)
    line = refused(r)
    assert line.startswith("migrate: Configuration error: --from: PostgreSQL at ") and "does not exist" in line
