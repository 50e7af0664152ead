"""A clean first run: ``cp .env.example .env`` plus a token starts the bot; a wrong setting or a
failed login is one line and a non-zero exit; no voice-library notices; Docker keeps the database
on its volume. Nothing here contacts Discord: the subprocesses talk to 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
from pathlib import Path, PurePosixPath

import pytest

from bot.ops.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
SETTING_VARS = {name.upper() for name in Settings.model_fields}
LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ [A-Z]+ ")

# ``python -m bot`` with discord.py's API base pointed at a local address (the first argument;
# the rest are the bot's). The bot's own module is imported first, exactly as ``python -m bot``
# does, so its warning filter is in place before discord.py loads; discord.http gets the address
# when the bot imports it, as it loads (most runs stop at a setting and never load discord.py:
# importing it here would be half of such a run's CPU).
RUN_BOT = """
import importlib.util
import sys

import bot.__main__ as entry


class PointDiscordHere:
    def find_spec(self, name, path=None, target=None):
        if name != "discord.http":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        load = spec.loader.exec_module

        def exec_module(module):
            load(module)
            module.Route.BASE = sys.argv[1]

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, PointDiscordHere())
sys.exit(entry.main(sys.argv[2:]))
"""


def clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k.upper() not in SETTING_VARS and k not in ("PYTHONWARNINGS", "CARDTABLE_COMMAND")}
    return {**env, "PYTHONPATH": str(ROOT), **extra}


def env_example_with_token(token: str = "not-a-real-token") -> str:
    text = (ROOT / ".env.example").read_text()
    assert re.search(r"^DISCORD_TOKEN=$", text, re.M), "the example ships an empty token line"
    return re.sub(r"^DISCORD_TOKEN=$", f"DISCORD_TOKEN={token}", text, flags=re.M)


def run_bot(cwd: Path, api: str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    # -W default shows every warning, deprecations included, as a developer's terminal would.
    return subprocess.run([sys.executable, "-W", "default", "-c", RUN_BOT, api, *args], cwd=cwd,
                          env=clean_env(**env), capture_output=True, text=True, timeout=120)


def main_here(cwd: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *args: str,
              **env: str) -> tuple[int, str]:
    """``python -m bot``'s ``main`` run in this process, in ``cwd`` with only these settings in the
    environment: (exit code, what it printed on stderr). For the cases that differ from one
    another only in a setting's value, their one line decided before anything is imported beyond
    the settings; each kind of case also runs as a process (:func:`run_bot`), which is what shows
    an import's warning or a traceback (about 0.2 s of CPU each)."""
    from bot.__main__ import main

    for var in [k for k in os.environ if k.upper() in SETTING_VARS or k == "CARDTABLE_COMMAND"]:
        monkeypatch.delenv(var)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    monkeypatch.chdir(cwd)
    capsys.readouterr()
    code = main(list(args))
    return code, capsys.readouterr().err


def refused_port() -> int:
    """A port on 127.0.0.1 where nothing listens (bound, then closed): connecting is refused."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ---- settings ---------------------------------------------------------------------------------

def test_the_shipped_env_example_with_a_token_is_a_valid_configuration(tmp_path, monkeypatch):
    for var in SETTING_VARS:
        monkeypatch.delenv(var, raising=False)
    (tmp_path / ".env").write_text(env_example_with_token("abc"))
    monkeypatch.chdir(tmp_path)
    s = Settings()
    assert s.discord_token.get_secret_value() == "abc"
    assert s.dev_guild_id is None  # shipped blank: unset
    assert s.database_backend == "sqlite" and s.database_path == Path("data/cardtable.db")
    assert s == Settings(_env_file=None, discord_token="abc")  # every other line is the default


def test_blank_values_count_as_unset_in_the_environment_too(monkeypatch):
    for var in SETTING_VARS:
        monkeypatch.setenv(var, "")
    s = Settings(_env_file=None)
    assert s.discord_token is None and s.dev_guild_id is None and s.log_level == "INFO"


def test_database_urls():
    s = Settings(_env_file=None, database_url="sqlite:////var/lib/x.db")
    assert s.database_backend == "sqlite" and s.database_path == Path("/var/lib/x.db")
    for url in ("postgresql://bot@db/cards", "postgres://bot:pw@localhost:5432/cards"):
        s = Settings(_env_file=None, database_url=url)
        assert s.database_backend == "postgresql"
        with pytest.raises(ValueError):
            _ = s.database_path
    for bad in ("mysql://u@h/db", "sqlite://x.db", "sqlite:///", "data/cardtable.db"):
        with pytest.raises(ValueError, match="sqlite:///"):
            Settings(_env_file=None, database_url=bad)
    assert Settings(_env_file=None, log_level="debug").log_level == "DEBUG"


# ---- python -m bot: invalid settings ----------------------------------------------------------

@pytest.mark.parametrize(("var", "value"), [
    ("LOG_LEVEL", "verbose"),
    ("DATABASE_URL", "mysql://bot@localhost/cards"),
    ("DEFAULT_LOCALE", "fi"),
    ("DEV_GUILD_ID", "my-server"),
])
def test_an_invalid_setting_is_one_line_naming_it_and_exit_2(tmp_path, monkeypatch, capsys, var, value):
    (tmp_path / ".env").write_text(env_example_with_token() + f"\n{var}={value}\n")
    if var == "LOG_LEVEL":  # as a process, once
        r = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=clean_env(),
                           capture_output=True, text=True, timeout=60)
        code, err = r.returncode, r.stderr
    else:
        code, err = main_here(tmp_path, monkeypatch, capsys)
    assert code == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"Configuration error: {var}={value!r} is not valid: ")


def test_two_invalid_settings_are_two_lines_and_the_token_is_never_echoed(tmp_path):
    r = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                       env=clean_env(DISCORD_TOKEN="secret-token-value", LOG_LEVEL="loud", SYNC_COMMANDS="maybe"))
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert [line.split("=")[0] for line in lines] == ["Configuration error: LOG_LEVEL",
                                                      "Configuration error: SYNC_COMMANDS"]
    assert "secret-token-value" not in r.stderr and "Traceback" not in r.stderr


def test_a_database_folder_that_cannot_be_created_is_one_line(tmp_path):
    (tmp_path / "file").write_text("")
    r = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                       env=clean_env(DISCORD_TOKEN="x", DATABASE_URL="sqlite:///file/sub/x.db"))
    assert r.returncode == 2
    assert r.stderr.startswith("Configuration error: DATABASE_URL: cannot create the folder ")
    assert len(r.stderr.strip().splitlines()) == 1


def test_a_mistyped_key_in_env_names_the_setting_meant_and_stops_before_anything_else(tmp_path):
    text = env_example_with_token().replace("DISCORD_TOKEN=", "DISCROD_TOKEN=") + "\nMETRIC_PORT=9100\n"
    (tmp_path / ".env").write_text(text)
    r = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=clean_env(), capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2, r.stderr
    assert r.stderr.strip().splitlines() == [
        "Configuration error: unknown setting DISCROD_TOKEN in .env: did you mean DISCORD_TOKEN?",
        "Configuration error: unknown setting METRIC_PORT in .env: did you mean METRICS_PORT?"]
    assert not (tmp_path / "data").exists(), "stopped before the database was opened"


def test_keys_that_are_no_typo_are_one_warning_line_each_and_the_bot_starts(tmp_path, unauthorized_api):
    """A key of another program in .env (docker compose's POSTGRES_PASSWORD), and an environment
    variable that nearly is a setting: one warning each, then the bot goes on to log in."""
    (tmp_path / ".env").write_text(env_example_with_token() + "\nPOSTGRES_PASSWORD=cardtable\n")
    r = run_bot(tmp_path, unauthorized_api, METRICS_PROT="9100", LOG_LEVEL="warning")
    assert r.returncode == 1, r.stderr  # it logged in, and Discord refused the token
    assert r.stderr.strip().splitlines() == [
        "Warning: unknown setting POSTGRES_PASSWORD in .env: the bot reads no such setting (.env.example lists "
        "them); ignored.",
        "Warning: unknown setting METRICS_PROT in the environment: did you mean METRICS_PORT? Ignored.",
        "Discord refused the token (DISCORD_TOKEN): it is wrong or was reset. Copy the current one from the "
        "developer portal (Bot → Reset Token) into .env."]
    assert unauthorized_api.requests == ["GET /api/v10/users/@me"]


def test_settings_are_matched_without_case_and_other_programs_variables_are_not_named(tmp_path):
    from bot.ops.startup import unknown_settings

    (tmp_path / ".env").write_text("discord_token=x\nLog_Level=info\n")
    env = {"PATH": "/usr/bin", "HOME": "/root", "DATABASE_URL": "sqlite:///x.db", "PYTHONPATH": ".",
           "LANG": "C.UTF-8", "HOSTNAME": "box", "CI": "1", "SHARD_COUNTS": "2"}
    stop, warn = unknown_settings(tmp_path / ".env", env)
    assert stop == []
    assert warn == ["Warning: unknown setting SHARD_COUNTS in the environment: did you mean SHARD_COUNT? Ignored."]
    assert unknown_settings(tmp_path / "missing.env", {}) == ([], [])


def test_migrate_names_a_mistyped_database_url_instead_of_copying_the_default(tmp_path):
    (tmp_path / ".env").write_text("DATABSE_URL=sqlite:///mine.db\n")
    r = subprocess.run([sys.executable, "-m", "bot", "migrate", "--to", "postgresql://x@127.0.0.1:1/x"],
                       cwd=tmp_path, env=clean_env(), capture_output=True, text=True, timeout=60)
    assert r.returncode == 2, r.stderr
    assert r.stderr.strip().splitlines() == [
        "migrate: Configuration error: unknown setting DATABSE_URL in .env: did you mean DATABASE_URL?"]


# ---- python -m bot: logging in ----------------------------------------------------------------

def test_env_example_with_a_token_starts_and_a_refused_token_is_one_line(tmp_path, unauthorized_api):
    (tmp_path / ".env").write_text(env_example_with_token())
    r = run_bot(tmp_path, unauthorized_api)
    assert r.returncode == 1, r.stderr
    own = [line for line in r.stderr.splitlines() if not LOG_LINE.match(line)]
    assert own == ["Discord refused the token (DISCORD_TOKEN): it is wrong or was reset. Copy the current "
                   "one from the developer portal (Bot → Reset Token) into .env."]
    assert "Traceback" not in r.stderr
    # it got as far as logging in: the configuration from .env.example was accepted, the database opened
    assert unauthorized_api.requests == ["GET /api/v10/users/@me"]
    assert (tmp_path / "data" / "cardtable.db").is_file()
    assert r.stderr.strip().splitlines() == own  # and that line is all it printed at INFO (no "logging in")


def test_discord_unreachable_is_one_line_and_no_voice_notices(tmp_path):
    r = run_bot(tmp_path, f"http://127.0.0.1:{refused_port()}/api/v10", DISCORD_TOKEN="x", LOG_LEVEL="warning")
    assert r.returncode == 1, r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Could not reach Discord: "), r.stderr
    # nothing else at start at WARNING: no PyNaCl/davey notices, no audioop deprecation
    for word in ("PyNaCl", "davey", "voice", "audioop", "Warning"):
        assert word not in r.stderr


def test_starting_at_info_shows_no_voice_or_deprecation_notices(tmp_path, unauthorized_api):
    r = run_bot(tmp_path, unauthorized_api, DISCORD_TOKEN="x", LOG_LEVEL="DEBUG")
    assert r.returncode == 1
    assert not re.search(r"PyNaCl|davey|voice will NOT|audioop|DeprecationWarning", r.stderr), r.stderr


# ---- Docker -----------------------------------------------------------------------------------

def dockerfile() -> dict[str, object]:
    """ENV, the final WORKDIR and USER, VOLUMEs and RUN lines of the Dockerfile."""
    text = re.sub(r"\\\n\s*", " ", (ROOT / "Dockerfile").read_text())
    info: dict[str, object] = {"env": {}, "workdir": "/", "user": "root", "volumes": [], "run": []}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        instr, _, rest = line.partition(" ")
        instr = instr.upper()
        if instr == "ENV":
            info["env"].update(dict(pair.split("=", 1) for pair in shlex.split(rest)))
        elif instr == "WORKDIR":
            info["workdir"] = str(PurePosixPath(info["workdir"]) / rest.strip())
        elif instr == "USER":
            info["user"] = rest.strip()
        elif instr == "VOLUME":
            info["volumes"] += json.loads(rest) if rest.lstrip().startswith("[") else rest.split()
        elif instr == "RUN":
            info["run"].append(rest)
    return info


def env_file(text: str) -> dict[str, str]:
    """`docker run --env-file` / compose `env_file`: NAME=value lines, comments skipped, values literal."""
    out = {}
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#") and "=" in line:
            name, value = line.split("=", 1)
            out[name.strip()] = value
    return out


def image_database_path(monkeypatch, env_text: str) -> PurePosixPath:
    image = dockerfile()
    for var in SETTING_VARS:
        monkeypatch.delenv(var, raising=False)
    for name, value in {**image["env"], **env_file(env_text)}.items():  # the env file wins over ENV
        monkeypatch.setenv(name, value)
    settings = Settings(_env_file=None)  # the image has no .env: .dockerignore keeps it out
    return PurePosixPath(image["workdir"]) / PurePosixPath(settings.database_path)


@pytest.mark.parametrize("database_line", [
    None,  # .env.example as shipped
    "DATABASE_URL=",  # blank
    "DATABASE_URL=sqlite:///data/cardtable.db",  # the relative default written out
    "DATABASE_URL=sqlite:////data/cardtable.db",
])
def test_the_image_keeps_the_database_on_the_data_volume(monkeypatch, database_line):
    text = env_example_with_token()
    if database_line is not None:
        text += f"\n{database_line}\n"
    path = image_database_path(monkeypatch, text)
    assert path.parent == PurePosixPath("/data"), path
    image = dockerfile()
    assert "/data" in image["volumes"]
    user = image["user"]
    assert user not in ("root", "0")
    assert any(re.search(rf"\buseradd\b.*\b{user}\b", r) for r in image["run"])
    assert any(re.search(rf"\bchown {user} /data\b", r) for r in image["run"]), "the bot's user owns /data"
    assert ".env" in (ROOT / ".dockerignore").read_text().split()


def test_compose_runs_the_bot_with_its_volume_and_env_file():
    yaml = pytest.importorskip("yaml")
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    (service,) = compose["services"].values()
    assert service["build"] == "."
    assert service["env_file"] in (".env", [".env"])
    volume, target = service["volumes"][0].split(":")[:2]
    assert target == "/data" and volume in compose["volumes"]


def test_every_login_failure_is_described_in_one_line():
    from types import SimpleNamespace

    import aiohttp
    import discord

    from bot.__main__ import describe_start_failure

    page = "<html>\n<head><title>502 Bad Gateway</title></head>\n<body>" + "x" * 5000 + "</body>\n</html>"
    failures = [
        discord.LoginFailure("Improper token has been passed."),
        discord.HTTPException(SimpleNamespace(status=502, reason="Bad Gateway"), page),
        discord.GatewayNotFound(),
        aiohttp.ClientConnectionError("Cannot connect to host discord.com:443"),
        TimeoutError(),
        ConnectionRefusedError(111, "Connection refused"),
    ]
    for exc in failures:
        line = describe_start_failure(exc)
        assert line and "\n" not in line and len(line) < 300, (exc, line)
    assert describe_start_failure(ValueError("a bug")) is None  # a real bug keeps its traceback


# ---- stopping -----------------------------------------------------------------------------------

async def test_sigterm_closes_the_bot_as_ctrl_c_does():
    """SIGTERM (``docker stop``, systemd) stops the bot gracefully: ``serve`` cancels its task and
    the bot's ``close()`` runs on the way out (it keeps the open hand views for the next start)."""
    from bot.__main__ import serve

    events: list[str] = []

    class Bot:
        async def __aenter__(self) -> Bot:
            events.append("enter")
            return self

        async def __aexit__(self, *exc: object) -> None:
            await self.close()

        async def start(self, token: str) -> None:
            events.append(f"start {token}")
            os.kill(os.getpid(), signal.SIGTERM)
            await asyncio.sleep(30)
            events.append("not stopped")

        async def close(self) -> None:
            events.append("close")

    previous = signal.signal(signal.SIGTERM, lambda *_: None)  # (should serve install nothing: no kill)
    try:
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(asyncio.create_task(serve(Bot(), "tok")), 10)
    finally:
        signal.signal(signal.SIGTERM, previous)
    assert events == ["enter", "start tok", "close"]
