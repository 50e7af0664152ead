"""Running the bot: configuration, the missing-token exit, and the database."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.ops.settings import Settings
from bot.storage import migrations
from bot.storage.models import TableRecord
from bot.storage.sqlite import SQLiteStorage as Storage

ROOT = Path(__file__).resolve().parent.parent


def test_without_a_token_the_bot_exits_2_with_one_sentence(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    r = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env={**env, "PYTHONPATH": str(ROOT)},
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [
        "DISCORD_TOKEN is not set: put your bot token in .env (see .env.example) or in the environment."]
    assert "Traceback" not in r.stderr


def test_settings_read_dotenv_and_defaults(tmp_path, monkeypatch):
    for var in ("DISCORD_TOKEN", "DATABASE_URL", "DEV_GUILD_ID", "LOG_LEVEL"):
        monkeypatch.delenv(var, raising=False)
    (tmp_path / ".env").write_text("DISCORD_TOKEN=abc\nDEV_GUILD_ID=42\n")
    monkeypatch.chdir(tmp_path)
    s = Settings()
    assert s.discord_token.get_secret_value() == "abc" and s.dev_guild_id == 42
    assert s.database_path == Path("data/cardtable.db") and s.log_level == "INFO"
    assert Settings(database_url="sqlite:////tmp/x.db").database_path == Path("/tmp/x.db")
    with pytest.raises(ValueError):  # a PostgreSQL URL is a valid setting, but it names no file
        _ = Settings(database_url="postgres://x/y").database_path


def test_env_example_documents_every_setting():
    text = (ROOT / ".env.example").read_text()
    for name in Settings.model_fields:
        assert name.upper() in text, name


async def test_migrations_apply_once_in_wal_mode(tmp_path):
    path = tmp_path / "db" / "x.db"
    store = Storage(path)
    await store.open()
    assert await store.migrate() == []  # already applied on open
    await store.close()
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    versions = [r[0] for r in con.execute("SELECT version FROM schema_migrations ORDER BY version")]
    assert versions == [v for v, _, _ in migrations("sqlite")]


async def test_an_action_is_one_transaction(tmp_path):
    store = Storage(tmp_path / "x.db")
    await store.open()
    rec = TableRecord(guild_id=1, channel_id=2, host_id=3, game="go-fish")
    rec.id = await store.create_table(rec, 0)
    await store.save_action(rec, "{}", 1, "3", {"type": "ask"}, [], 1.0)
    with pytest.raises(sqlite3.IntegrityError):  # same version twice: nothing of it is kept
        rec.status = "ended"
        await store.save_action(rec, '{"x": 1}', 1, "3", {"type": "ask"}, [], 2.0)
    loaded, state = await store.load_table(rec.id)
    assert loaded.status == "lobby" and state == "{}"
    assert len(await store.events(rec.id)) == 1
    await store.close()


def test_each_process_plans_within_its_share_of_the_global_limit():
    base = {"_env_file": None, "discord_token": None}
    assert Settings(**base).request_budget == 50 and Settings(**base).ping_after == 30
    pg = "postgresql://x/y"
    assert Settings(**base, database_url=pg, shard_count=16, shard_ids="0-7").request_budget == 25
    assert Settings(**base, database_url=pg, shard_count=16, shard_ids="0-3").request_budget == 12.5
    assert Settings(**base, shard_count=4).request_budget == 50, "all shards in one process"
    assert Settings(**base, global_rate_limit=1200, clusters=8).request_budget == 150
    assert Settings(**base, clusters="").clusters is None  # blank: derived from the shard settings
    for bad in ({"global_rate_limit": 0}, {"clusters": 0}, {"ping_after": -1}):
        with pytest.raises(ValueError):
            Settings(**base, **bad)
