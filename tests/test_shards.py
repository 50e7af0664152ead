"""Shard clusters: ``SHARD_COUNT`` / ``SHARD_IDS`` parsed and checked, and the bot they make."""

from __future__ import annotations

import discord
import pytest
from pydantic import ValidationError

from bot.app import CardBot, ShardedCardBot, create_bot
from bot.ops.settings import Settings, parse_shard_ids

PG = "postgresql://postgres@127.0.0.1:5432/postgres"


def settings(**kw: object) -> Settings:
    return Settings(_env_file=None, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "count", "ids"), [
    ("0-7", 16, list(range(8))), ("8-15", 16, list(range(8, 16))), ("0,2,4", 8, [0, 2, 4]),
    (" 0-1 , 5 ", 6, [0, 1, 5]), ("3", 4, [3]),
])
def test_shard_ids_are_ranges_and_lists(text, count, ids):
    assert parse_shard_ids(text, count) == ids


@pytest.mark.parametrize(("kw", "words"), [
    ({"shard_ids": "0-3"}, "needs SHARD_COUNT too"),
    ({"shard_count": "4", "shard_ids": "0-4", "database_url": PG}, "shard 4 does not exist"),
    ({"shard_count": "4", "shard_ids": "3-1", "database_url": PG}, "runs backwards"),
    ({"shard_count": "4", "shard_ids": "0,x", "database_url": PG}, "such as 0-7"),
    ({"shard_count": "4", "shard_ids": "1,0-1", "database_url": PG}, "names a shard twice"),
    ({"shard_count": "4", "shard_ids": "0-1"}, "needs a postgresql:// DATABASE_URL"),
    ({"shard_count": "0"}, "greater than or equal to 1"),
    ({"shard_count": "many"}, "valid integer"),
])
def test_a_bad_shard_setting_is_one_error_naming_it(kw, words):
    with pytest.raises(ValidationError) as e:
        settings(**kw)
    errors = e.value.errors()
    assert len(errors) == 1 and words in errors[0]["msg"]
    assert errors[0]["loc"][0] in ("shard_ids", "shard_count")


def test_without_shard_settings_the_bot_is_as_before():
    for s in (settings(), settings(shard_count="", shard_ids="")):
        assert s.shard_count is None and s.shard_id_list is None and s.runs_guild(12345 << 22)
        bot = create_bot(s)
        assert type(bot) is CardBot and not isinstance(bot, discord.AutoShardedClient)


def test_a_cluster_is_an_auto_sharded_bot_running_its_shards():
    s = settings(shard_count="16", shard_ids="8-15", database_url=PG)
    bot = create_bot(s)
    assert isinstance(bot, ShardedCardBot) and isinstance(bot, discord.AutoShardedClient)
    assert bot.shard_count == 16 and bot.shard_ids == list(range(8, 16))
    assert s.runs_guild(9 << 22) and not s.runs_guild(7 << 22) and s.runs_guild((16 + 8) << 22)
    # all shards in one process: SQLite is fine, and every server is ours
    whole = settings(shard_count="2")
    assert whole.shard_id_list is None and whole.runs_guild(1 << 22)
    assert create_bot(whole).shard_ids is None


def test_shard_settings_come_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text(f"SHARD_COUNT=8\nSHARD_IDS=0,2,4\nDATABASE_URL={PG}\n")
    s = Settings()
    assert s.shard_count == 8 and s.shard_id_list == [0, 2, 4]


def test_python_m_bot_names_the_shard_setting_in_one_line(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SHARD_", "DATABASE_URL"))}
    env.update(DISCORD_TOKEN="x", SHARD_COUNT="4", SHARD_IDS="0-9", PYTHONPATH=str(root))
    r = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [
        "Configuration error: SHARD_IDS='0-9' is not valid: shard 9 does not exist with SHARD_COUNT=4 (ids run 0-3)."]


def test_compose_postgres_runs_clusters_that_cover_every_shard_once():
    from pathlib import Path

    yaml = pytest.importorskip("yaml")
    root = Path(__file__).resolve().parent.parent
    spec = yaml.safe_load((root / "compose.postgres.yaml").read_text())
    services = spec["services"]
    clusters = {n: s for n, s in services.items() if n.startswith("cluster-")}
    assert len(clusters) >= 2
    password = "cardtable"  # ${POSTGRES_PASSWORD:-cardtable} with nothing set
    pg = services["postgres"]["environment"]
    url = f"postgresql://{pg['POSTGRES_USER']}:{password}@postgres:5432/{pg['POSTGRES_DB']}"
    counts, shards, syncing = set(), [], []
    for name, svc in clusters.items():
        env = {k: str(v).replace("${POSTGRES_PASSWORD:-cardtable}", password) for k, v in svc["environment"].items()}
        assert env["DATABASE_URL"] == url, name
        assert svc["depends_on"]["postgres"]["condition"] == "service_healthy"
        s = settings(database_url=env["DATABASE_URL"], shard_count=env["SHARD_COUNT"], shard_ids=env["SHARD_IDS"],
                     sync_commands=env["SYNC_COMMANDS"])
        counts.add(s.shard_count)
        shards += s.shard_id_list or []
        syncing += [name] if s.sync_commands else []
    (count,) = counts
    assert sorted(shards) == list(range(count))  # every shard once
    assert syncing == ["cluster-0"]  # one cluster syncs the commands
    assert "0" in clusters["cluster-0"]["environment"]["SHARD_IDS"].split(",")  # the DM shard runs somewhere
    migrate = services["migrate"]
    assert migrate["profiles"] == ["migrate"] and migrate["environment"]["DATABASE_URL"] == "sqlite:////data/cardtable.db"
    assert migrate["command"][-1].replace("${POSTGRES_PASSWORD:-cardtable}", password) == url
    assert spec["volumes"]["cardtable-data"]["name"] == "cardtable-data"
