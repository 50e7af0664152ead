"""Running it for real (issue 24): every start-up failure is one line naming its cause and the
setting, exit code 2 for configuration and 1 for the outside world, and it comes before any login.

``python -m bot`` runs as a subprocess with a token set and discord.py's API pointed at a local
stand-in that records every request (``tests/test_first_run.py``): a failure of the database or
of the metrics port must leave it with none. PostgreSQL cases run against the real server
(127.0.0.1:5432 or ``CARDTABLE_TEST_POSTGRES_URL``)."""

from __future__ import annotations

import socket
import sqlite3
import subprocess
import sys
from urllib.parse import urlsplit, urlunsplit

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from bot.ops.settings import Settings
from bot.storage import migrations
from tests.pg_helpers import server_url
from tests.test_first_run import LOG_LINE, clean_env, env_example_with_token, main_here, run_bot


def one_failure(r: subprocess.CompletedProcess[str], code: int, api: object) -> str:
    """The run failed with ``code``, printed one line and nothing else, and never called Discord."""
    assert r.returncode == code, r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert "Traceback" not in r.stderr and not LOG_LINE.match(lines[0])
    assert api.requests == [], "no login was attempted"  # type: ignore[attr-defined]
    return lines[0]


def pg_variant(*, user: str | None = None, database: str | None = None, query: str | None = None) -> str:
    """The test server's URL with another user, database or query."""
    parts = urlsplit(server_url())
    netloc = parts.netloc if user is None else f"{user}@{parts.netloc.rsplit('@', 1)[-1]}"
    return urlunsplit(parts._replace(netloc=netloc, path=f"/{database}" if database else parts.path,
                                     query=query if query is not None else parts.query))


# ---- PostgreSQL ---------------------------------------------------------------------------------

@pytest.mark.postgres
async def test_a_database_that_does_not_exist_is_one_line_exit_2_before_login(tmp_path, pg_url, unauthorized_api):
    url = pg_variant(database="cardtable_no_such_database")
    r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", DATABASE_URL=url)
    line = one_failure(r, 2, unauthorized_api)
    assert line.startswith("Configuration error: DATABASE_URL: PostgreSQL at ")
    assert 'database "cardtable_no_such_database" does not exist' in line


@pytest.mark.postgres
async def test_a_role_the_server_refuses_is_one_line_exit_2_before_login(tmp_path, pg_url, unauthorized_api):
    r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", DATABASE_URL=pg_variant(user="cardtable_no_such_role"))
    line = one_failure(r, 2, unauthorized_api)
    assert line.startswith("Configuration error: DATABASE_URL: PostgreSQL at ")
    assert "refused the login" in line and "cardtable_no_such_role" in line


@pytest.mark.postgres
async def test_a_schema_that_does_not_exist_is_one_line_exit_2_before_login(tmp_path, pg_url, unauthorized_api):
    r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x",
                DATABASE_URL=pg_variant(query="search_path=cardtable_no_such_schema"))
    line = one_failure(r, 2, unauthorized_api)
    assert line.startswith("Configuration error: DATABASE_URL: ") and "schema" in line


def test_a_closed_port_is_one_line_exit_1_naming_the_setting(tmp_path, unauthorized_api):
    """Nothing listens on 127.0.0.1:1: the outside world (exit 1), and the line says which setting."""
    r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", DATABASE_URL="postgresql://cardtable@127.0.0.1:1/cardtable")
    line = one_failure(r, 1, unauthorized_api)
    assert line.startswith("Could not reach the database (DATABASE_URL, 127.0.0.1:1/cardtable): connection refused")


@pytest.mark.postgres
async def test_the_bot_starts_on_a_good_postgresql_database_and_gets_as_far_as_logging_in(
        tmp_path, pg_url, unauthorized_api):
    r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", DATABASE_URL=pg_url)
    assert r.returncode == 1 and r.stderr.strip().startswith("Discord refused the token"), r.stderr
    assert unauthorized_api.requests == ["GET /api/v10/users/@me"]


# ---- SQLite ---------------------------------------------------------------------------------------

def test_a_sqlite_path_that_cannot_be_opened_is_one_line_exit_2(tmp_path, unauthorized_api):
    r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", DATABASE_URL="sqlite:////proc/cardtable.db")
    line = one_failure(r, 2, unauthorized_api)
    assert line == "Configuration error: DATABASE_URL: cannot use the SQLite file /proc/cardtable.db: " \
                   "unable to open database file."


def test_a_file_that_is_not_a_database_is_one_line_exit_2(tmp_path, unauthorized_api):
    (tmp_path / "notes.txt").write_text("not a database, just notes\n" * 100)
    r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", DATABASE_URL="sqlite:///notes.txt")
    line = one_failure(r, 2, unauthorized_api)
    assert line.startswith("Configuration error: DATABASE_URL: cannot use the SQLite file notes.txt: ")
    assert (tmp_path / "notes.txt").read_text() == "not a database, just notes\n" * 100


def test_a_database_from_a_newer_version_is_refused_in_one_line(tmp_path, unauthorized_api):
    newest = max(v for v, _, _ in migrations("sqlite"))
    r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", DATABASE_URL="sqlite:///bot.db")
    assert r.returncode == 1 and unauthorized_api.requests  # a first start made the database
    unauthorized_api.requests.clear()
    con = sqlite3.connect(tmp_path / "bot.db")
    con.execute("INSERT INTO schema_migrations VALUES (?, 'from_the_future.sql', 0)", (newest + 1,))
    con.commit()
    con.close()
    line = one_failure(run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", DATABASE_URL="sqlite:///bot.db"),
                       2, unauthorized_api)
    assert f"schema version {newest + 1}, newer than this version of the bot knows ({newest})" in line


def test_a_metrics_port_already_taken_is_one_line_exit_2_before_login(tmp_path, unauthorized_api):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", METRICS_PORT=str(port))
    line = one_failure(r, 2, unauthorized_api)
    assert line.startswith(f"Configuration error: METRICS_PORT={port} (METRICS_HOST=127.0.0.1): cannot listen there")


# ---- the command line -----------------------------------------------------------------------------

def usage_here(cwd, monkeypatch, capsys, *args: str, **env: str) -> tuple[int, str, str]:
    """``python -m bot``'s ``main`` in this process for a command line its parser answers alone
    (a ``--help``, a command that does not exist): (exit code, stdout, stderr). The tests below run
    the same as a process too, once for each way the command is named."""
    with pytest.raises(SystemExit) as exit_:
        main_here(cwd, monkeypatch, capsys, *args, **env)
    out = capsys.readouterr()
    return exit_.value.code, out.out, out.err


def test_help_prints_the_usage_and_starts_nothing(tmp_path, unauthorized_api, monkeypatch, capsys):
    (tmp_path / ".env").write_text(env_example_with_token())
    r = run_bot(tmp_path, unauthorized_api, "--help")
    here = usage_here(tmp_path, monkeypatch, capsys, "-h")
    for code, out in ((r.returncode, r.stdout), here[:2]):
        assert code == 0, r.stderr
        assert out.startswith("usage: python -m bot [COMMAND]")
        for word in ("migrate", "health", ".env", "environment", "DISCORD_TOKEN", "exit code 2"):
            assert word in out, word
    assert unauthorized_api.requests == [] and not (tmp_path / "data").exists(), "nothing was started"


def test_the_usage_names_the_command_as_the_operator_types_it(tmp_path, unauthorized_api, monkeypatch, capsys):
    """Issue 37: run as the README says (``./scripts/run``, which passes how it was called), the
    usage, its commands and a wrong command line's one line say ``./scripts/run``, not the
    ``python -m bot`` it execs; the Docker image's ``python -m bot`` stays ``python -m bot``."""
    (tmp_path / ".env").write_text(env_example_with_token())
    r = run_bot(tmp_path, unauthorized_api, "--help", CARDTABLE_COMMAND="./scripts/run")
    assert r.returncode == 0 and r.stdout.startswith("usage: ./scripts/run [COMMAND]\n"), r.stdout
    assert "./scripts/run migrate --help" in r.stdout and "./scripts/run ratings --rebuild" in r.stdout
    assert "python -m bot" not in r.stdout
    for sub in ("ratings", "migrate", "health"):  # (the same parsers: in this process)
        code, out, _ = usage_here(tmp_path, monkeypatch, capsys, sub, "--help", CARDTABLE_COMMAND="./scripts/run")
        assert code == 0 and out.startswith(f"usage: ./scripts/run {sub} "), out
    code, _, err = usage_here(tmp_path, monkeypatch, capsys, "strat", CARDTABLE_COMMAND="./scripts/run")
    assert code == 2 and err.startswith("./scripts/run: argument COMMAND: invalid choice: 'strat'"), err
    assert err.rstrip().endswith("(see ./scripts/run --help).")
    r = run_bot(tmp_path, unauthorized_api, "--help")  # the image's CMD, or python -m bot in the venv
    assert r.stdout.startswith("usage: python -m bot [COMMAND]\n") and "python -m bot ratings --rebuild" in r.stdout
    assert unauthorized_api.requests == []


def test_an_unknown_command_is_one_line_exit_2(tmp_path, unauthorized_api):
    line = one_failure(run_bot(tmp_path, unauthorized_api, "strat", DISCORD_TOKEN="x"), 2, unauthorized_api)
    assert line.startswith("python -m bot: argument COMMAND: invalid choice: 'strat'")


def test_health_without_metrics_port_says_so(tmp_path):
    def health(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "bot", "health", *args], cwd=tmp_path, env=clean_env(),
                              capture_output=True, text=True, timeout=60)

    r = health()
    assert r.returncode == 2
    assert r.stderr.strip() == "METRICS_PORT is not set: the bot serves no health endpoint to ask."
    assert health("--optional").returncode == 0  # (the image's HEALTHCHECK: nothing to ask is no failure)


def test_health_of_a_port_nobody_serves_is_unhealthy(tmp_path):
    from tests.test_first_run import refused_port

    r = subprocess.run([sys.executable, "-m", "bot", "health"], cwd=tmp_path, capture_output=True, text=True,
                       env=clean_env(METRICS_PORT=str(refused_port())), timeout=60)
    assert r.returncode == 1 and r.stderr.startswith("unhealthy: no answer from http://127.0.0.1:")
    assert len(r.stderr.strip().splitlines()) == 1


# ---- ranges ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("var", "value", "says"), [
    ("TABLE_EDIT_DELAY", "-1", "greater than or equal to 0"),
    ("TABLE_MESSAGE_MAX_AGE", "0", "greater than 0"),
    ("PING_AFTER", "-0.5", "greater than or equal to 0"),
    ("TABLE_EDIT_DELAY", "inf", "finite number"),
    ("TABLE_MESSAGE_MAX_AGE", "nan", "finite number"),
    ("RETENTION_DAYS", "0", "greater than 0"),
    ("GLOBAL_RATE_LIMIT", "0", "greater than 0"),
    ("METRICS_PORT", "0", "greater than or equal to 1"),
    ("METRICS_PORT", "65536", "less than or equal to 65535"),
    ("DEV_GUILD_ID", "-3", "greater than 0"),
    ("DATABASE_URL", "postgresql://bot@db:port/cards", "port is not a number"),
])
def test_a_setting_out_of_range_is_one_line_naming_it_and_exit_2(tmp_path, monkeypatch, capsys, unauthorized_api,
                                                                 var, value, says):
    if (var, value) == ("TABLE_EDIT_DELAY", "-1"):  # as a process, once (the others in this one: main_here)
        line = one_failure(run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", **{var: value}), 2, unauthorized_api)
    else:
        code, err = main_here(tmp_path, monkeypatch, capsys, DISCORD_TOKEN="x", **{var: value})
        assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
        line = err.strip()
        assert unauthorized_api.requests == []
    assert line.startswith(f"Configuration error: {var}={value!r} is not valid: ") and says in line, line


def test_shard_ids_beyond_the_count_are_one_line(tmp_path, unauthorized_api):
    r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", SHARD_COUNT="4", SHARD_IDS="2-4",
                DATABASE_URL="postgresql://bot@127.0.0.1:1/cards")
    line = one_failure(r, 2, unauthorized_api)
    assert line == "Configuration error: SHARD_IDS='2-4' is not valid: shard 4 does not exist with SHARD_COUNT=4 " \
                   "(ids run 0-3)."


@given(st.floats(max_value=-1e-9, allow_nan=False, allow_infinity=False),
       st.floats(min_value=0, max_value=1e9, allow_nan=False, allow_infinity=False))
def test_delays_below_zero_are_refused_and_any_other_is_kept(negative, fine):
    for name in ("table_edit_delay", "ping_after"):
        with pytest.raises(ValidationError):
            Settings(_env_file=None, **{name: negative})
        assert getattr(Settings(_env_file=None, **{name: fine}), name) == fine
    with pytest.raises(ValidationError):  # an age must be more than nothing
        Settings(_env_file=None, table_message_max_age=min(negative, 0) * 0)
    if fine > 0:
        assert Settings(_env_file=None, table_message_max_age=fine).table_message_max_age == fine
