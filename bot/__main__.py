"""``python -m bot``: run the bot with the configuration from the environment and ``.env``.

A first run should say exactly what is wrong, in one line, and never show a traceback for it: a
missing or invalid setting exits 2 (one line per setting); so does a database that cannot be used
as configured (:mod:`bot.ops.startup`), checked before anything reaches Discord; a failed login (a
wrong token, Discord unreachable) or a database out of reach exits 1. The bot uses no voice, so
discord.py's voice-library notices are switched off, and discord.py's own "logging in" line is
left out: a failed start is the one line that says why. Ctrl-C (SIGINT) and SIGTERM (``docker
stop``, systemd) both stop it gracefully (:func:`serve`).

``python -m bot --help`` lists the commands (``migrate``, ``ratings``, ``health``) and where settings come from,
its usage written as the operator runs the bot: ``./scripts/run`` (as the README says) when
scripts/run started it, else ``python -m bot`` (:func:`bot.ops.startup.command`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
import warnings
from collections.abc import Iterator
from typing import Any

from pydantic import ValidationError

from .ops.startup import config_errors

# discord.py imports the standard library's deprecated ``audioop`` for voice playback, which this
# bot never uses. Installed before anything imports discord (``bot/__init__.py`` imports lazily).
warnings.filterwarnings("ignore", message=r"'audioop' is deprecated", category=DeprecationWarning)


def one_line(text: str | None, limit: int = 200) -> str:
    """Whitespace (an HTML error page's newlines included) collapsed, and cut to ``limit``."""
    text = " ".join((text or "").split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def describe_start_failure(exc: BaseException) -> str | None:
    """The one line for a failure to log in or reach Discord, or None for anything else."""
    import aiohttp
    import discord

    if isinstance(exc, discord.LoginFailure):
        return ("Discord refused the token (DISCORD_TOKEN): it is wrong or was reset. Copy the current "
                "one from the developer portal (Bot → Reset Token) into .env.")
    if isinstance(exc, discord.PrivilegedIntentsRequired):
        return "Discord refused the connection: the bot asked for an intent the application does not allow."
    reason = one_line(str(exc)) or type(exc).__name__
    if isinstance(exc, discord.HTTPException):
        return f"Could not log in to Discord: HTTP {exc.status} {one_line(exc.text)}".rstrip() + ". Try again later."
    if isinstance(exc, discord.GatewayNotFound | discord.ConnectionClosed):
        return f"Could not connect to Discord's gateway ({reason}). Try again later."
    if isinstance(exc, aiohttp.ClientError | TimeoutError):
        return f"Could not reach Discord: {reason}. Check the network connection and try again."
    if isinstance(exc, OSError):
        return f"Could not start: {reason}."
    return None


def silence_voice_notices() -> None:
    """discord.py logs once that PyNaCl and davey (voice) are missing; this bot has no voice."""
    from discord.voice_client import VoiceClient

    VoiceClient.warn_nacl = False
    VoiceClient.warn_dave = False


class _NoLoginLine(logging.Filter):
    """discord.py's "logging in using static token": with it a failed login would be two lines."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("logging in using")


@contextlib.contextmanager
def sigterm_cancels_this_task() -> Iterator[None]:
    """While inside, SIGTERM cancels the running task, as Ctrl-C does asyncio's main task."""
    loop = asyncio.get_running_loop()
    task = asyncio.current_task()
    assert task is not None
    handled = False
    with contextlib.suppress(NotImplementedError, RuntimeError):  # (a loop without signal handlers)
        loop.add_signal_handler(signal.SIGTERM, task.cancel)
        handled = True
    try:
        yield
    finally:
        if handled:
            loop.remove_signal_handler(signal.SIGTERM)


async def serve(bot: Any, token: str) -> None:
    """Run ``bot`` until it stops: first what can fail before Discord is contacted (the database,
    the metrics port: ``bot.prepare``), then the login. SIGTERM cancels this task, as Ctrl-C does
    asyncio's main task: either way the bot is closed on the way out (``CardBot.close``: its open
    hand views are kept for the next start), not killed mid-way."""
    with sigterm_cancels_this_task():
        async with bot:
            if hasattr(bot, "prepare"):
                await bot.prepare()
            await bot.start(token)


async def run(settings: Any, token: str) -> None:
    """``python -m bot`` once its settings are good: the database first, opened and checked
    (:func:`bot.ops.startup.open_database`: a :class:`~bot.ops.startup.StartupError`), and only
    then discord.py and the bot imported and built, on that open storage, and served
    (:func:`serve`). So a database that cannot be used is refused as soon as a wrong setting is,
    without loading discord.py, aiohttp and the application (about two thirds of a start's CPU)."""
    from .ops.startup import CONFIG, StartupError, open_database
    from .storage import open_storage

    def unusable(e: ValueError) -> StartupError:  # a setting this build cannot use
        return StartupError(f"Configuration error: {e}.", CONFIG)

    with sigterm_cancels_this_task():
        try:
            storage = open_storage(settings.database_url)
        except ValueError as e:
            raise unusable(e) from None
        await open_database(storage, settings.database_url)
        try:
            silence_voice_notices()
            from .app import create_bot

            bot = create_bot(settings, storage=storage)
        except BaseException as e:
            await storage.close()  # (its SQLite thread would keep the process from exiting)
            if isinstance(e, ValueError):
                raise unusable(e) from None
            raise
    await serve(bot, token)  # (which handles SIGTERM from here on, as this block did until now)


USAGE = """{cmd} [COMMAND]

Runs the Cardtable Discord bot, or one of its commands:

  (none)     run the bot until it is stopped (Ctrl-C or SIGTERM stop it cleanly)
  migrate    copy the bot's database into PostgreSQL: {cmd} migrate --help
  ratings    recompute every rating from the stored results: {cmd} ratings --rebuild (or --check)
  health     ask a running bot's /healthz (needs METRICS_PORT): exit 0 healthy, 1 not

Settings come from the environment and from a .env file in the folder the bot starts in (the
environment wins); .env.example lists every one, and a blank value counts as unset. Only
DISCORD_TOKEN is required. The bot checks every setting and opens its database (DATABASE_URL)
before it logs in: a wrong one is one line and exit code 2; Discord or the database out of reach
is one line and exit code 1.
"""


def parser() -> argparse.ArgumentParser:
    """The command line, its usage written as the operator runs the bot (:func:`bot.ops.startup.command`:
    ``./scripts/run``, or ``python -m bot`` in the Docker image)."""
    from .ops.startup import OneLineParser, command

    usage = USAGE.format(cmd=command())
    ap = OneLineParser(prog=command(), usage=usage.split("\n", 1)[0],
                       description=usage.split("\n", 2)[2], formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("command", nargs="?", choices=["migrate", "ratings", "health"], metavar="COMMAND",
                    help="migrate, ratings or health (none: run the bot)")
    return ap


def read_settings() -> Any:
    """The settings, or None once each invalid one has been printed (one line each). A mistyped
    key is named too (:func:`bot.ops.startup.unknown_settings`): in ``.env``, close to a setting,
    it stops the bot like an invalid value; otherwise it is a warning line and the bot goes on."""
    from .ops.settings import Settings
    from .ops.startup import unknown_settings

    stop, warn = unknown_settings()
    for line in warn:
        print(line, file=sys.stderr)
    try:
        settings = Settings()
    except ValidationError as e:
        stop += config_errors(e)
        settings = None
    for line in stop:
        print(line, file=sys.stderr)
    return None if stop else settings


def health(argv: list[str]) -> int:
    """``python -m bot health [--optional]``: ask the running bot's /healthz (Docker's HEALTHCHECK)."""
    from .ops.startup import OneLineParser, command

    ap = OneLineParser(prog=f"{command()} health",
                                 description="Ask a running bot's /healthz on METRICS_HOST:METRICS_PORT: exit 0 "
                                             "if it is healthy (gateway connected, database answering), 1 if not.")
    ap.add_argument("--optional", action="store_true",
                    help="without METRICS_PORT, exit 0 (nothing to ask) instead of 2: for an image's HEALTHCHECK")
    args = ap.parse_args(argv)
    settings = read_settings()
    if settings is None:
        return 2
    if settings.metrics_port is None:
        print("METRICS_PORT is not set: the bot serves no health endpoint to ask.",
              file=sys.stdout if args.optional else sys.stderr)
        return 0 if args.optional else 2
    from .ops.probe import probe

    code, line = probe(settings.metrics_host, settings.metrics_port)
    print(line, file=sys.stdout if code == 0 else sys.stderr)
    return code


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["migrate"]:  # python -m bot migrate --to postgresql://… (see bot/ops/migrate.py)
        from .ops.migrate import main as migrate

        return migrate(argv[1:])
    if argv[:1] == ["health"]:
        return health(argv[1:])
    if argv[:1] == ["ratings"]:  # python -m bot ratings --rebuild (see bot/ops/ratings.py)
        from .ops.ratings import main as ratings

        return ratings(argv[1:])
    parser().parse_args(argv)  # --help prints the usage and exits 0; anything else is refused (2)
    from .ops.startup import StartupError, check_sqlite_folder

    settings = read_settings()
    if settings is None:
        return 2
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print("DISCORD_TOKEN is not set: put your bot token in .env (see .env.example) "
              "or in the environment.", file=sys.stderr)
        return 2
    try:
        check_sqlite_folder(settings)
    except StartupError as e:
        print(e.line, file=sys.stderr)
        return e.code
    logging.basicConfig(level=settings.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord.client").addFilter(_NoLoginLine())
    try:
        asyncio.run(run(settings, settings.discord_token.get_secret_value().strip()))
    except (KeyboardInterrupt, asyncio.CancelledError):  # stopped (Ctrl-C, SIGTERM): closed on the way out
        return 0
    except StartupError as e:  # the database, the metrics port, a setting this build cannot use: before any login
        print(e.line, file=sys.stderr)
        return e.code
    except Exception as e:
        line = describe_start_failure(e)
        if line is None:
            raise
        print(line, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
