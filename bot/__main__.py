"""``python -m bot``: run the bot with the configuration from the environment and ``.env``.

A first run should say exactly what is wrong, in one line, and never show a traceback for it:
a missing or invalid setting exits 2 (one line per setting), a failed login (a wrong token, Discord
unreachable) exits 1. The bot uses no voice, so discord.py's voice-library notices are switched off.
Ctrl-C (SIGINT) and SIGTERM (``docker stop``, systemd) both stop it gracefully (:func:`serve`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
import warnings
from typing import Any

from pydantic import ValidationError

# discord.py imports the standard library's deprecated ``audioop`` for voice playback, which this
# bot never uses. Installed before anything imports discord (``bot/__init__.py`` imports lazily).
warnings.filterwarnings("ignore", message=r"'audioop' is deprecated", category=DeprecationWarning)


def config_errors(error: ValidationError) -> list[str]:
    """One line per invalid setting, naming it as it is written in ``.env``."""
    lines = []
    for err in error.errors():
        name = ".".join(map(str, err["loc"])).upper() or "configuration"
        msg = err["msg"].removeprefix("Value error, ")
        value = err.get("input")
        shown = f"{name}={value!r}"[:80] if isinstance(value, str) and name != "DISCORD_TOKEN" else name
        lines.append(f"Configuration error: {shown} is not valid: {msg[:1].lower()}{msg[1:]}.")
    return lines


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


def check_database(settings) -> str | None:
    """A SQLite file's folder must exist or be creatable, and writable, before we log in."""
    if settings.database_backend != "sqlite" or str(settings.database_path) == ":memory:":
        return None
    folder = settings.database_path.resolve().parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        return f"Configuration error: DATABASE_URL: cannot create the folder {folder} ({e.strerror or e})."
    import os

    if not os.access(folder, os.W_OK | os.X_OK):
        return f"Configuration error: DATABASE_URL: the folder {folder} is not writable."
    return None


async def serve(bot: Any, token: str) -> None:
    """Run ``bot`` until it stops. SIGTERM cancels this task, as Ctrl-C does asyncio's main task:
    either way the bot is closed on the way out (``CardBot.close``: its open hand views are kept
    for the next start), not killed mid-way."""
    loop = asyncio.get_running_loop()
    task = asyncio.current_task()
    assert task is not None
    handled = False
    with contextlib.suppress(NotImplementedError, RuntimeError):  # (a loop without signal handlers)
        loop.add_signal_handler(signal.SIGTERM, task.cancel)
        handled = True
    try:
        async with bot:
            await bot.start(token)
    finally:
        if handled:
            loop.remove_signal_handler(signal.SIGTERM)


def main() -> int:
    if sys.argv[1:2] == ["migrate"]:  # python -m bot migrate --to postgresql://… (see bot/migrate.py)
        from .migrate import main as migrate

        return migrate(sys.argv[2:])
    from .settings import Settings

    try:
        settings = Settings()
    except ValidationError as e:
        for line in config_errors(e):
            print(line, file=sys.stderr)
        return 2
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print("DISCORD_TOKEN is not set: put your bot token in .env (see .env.example) "
              "or in the environment.", file=sys.stderr)
        return 2
    problem = check_database(settings)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    silence_voice_notices()
    from .app import create_bot

    try:
        bot = create_bot(settings)
    except ValueError as e:  # a setting this build cannot use (e.g. a database backend not built in)
        print(f"Configuration error: {e}.", file=sys.stderr)
        return 2
    try:
        asyncio.run(serve(bot, settings.discord_token.get_secret_value().strip()))
    except (KeyboardInterrupt, asyncio.CancelledError):  # stopped (Ctrl-C, SIGTERM): closed on the way out
        return 0
    except Exception as e:
        line = describe_start_failure(e)
        if line is None:
            raise
        print(line, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
