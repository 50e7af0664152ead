"""``python -m bot``: run the bot with the configuration from the environment and ``.env``."""

from __future__ import annotations

import logging
import sys

from pydantic import ValidationError


def main() -> int:
    if sys.argv[1:2] == ["migrate"]:  # python -m bot migrate --to postgresql://… (see bot/migrate.py)
        from .migrate import main as migrate

        return migrate(sys.argv[2:])
    from .settings import Settings

    try:
        settings = Settings()
    except ValidationError as e:
        err = e.errors()[0]
        print(f"Configuration error in {'.'.join(map(str, err['loc'])).upper()}: {err['msg']}.",
              file=sys.stderr)
        return 2
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print("DISCORD_TOKEN is not set: put your bot token in .env (see .env.example) "
              "or in the environment.", file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    from .app import create_bot

    bot = create_bot(settings)
    bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
