"""Every game by id. Adding a game: write ``engine/games/<name>.py`` and list it here."""

from __future__ import annotations

from importlib import import_module

from .core import Game

# game id -> "module:ClassName" under engine.games; imported on first use.
_GAMES: dict[str, str] = {
    "finns-i-sjon": "fishing:FinnsISjon",
    "go-fish": "fishing:GoFish",
    "sankpass": "sankpass:Sankpass",
    "tolv-fiender": "tolv_fiender:TolvFiender",
    "farg-gin": "gin:FargGin",
    "hollywood-gin": "gin:HollywoodGin",
}

_loaded: dict[str, Game] = {}


def game_ids() -> list[str]:
    return list(_GAMES)


def get_game(game_id: str) -> Game:
    """The game with this id; ``KeyError`` if there is none."""
    if game_id not in _loaded:
        module, cls = _GAMES[game_id].split(":")
        _loaded[game_id] = getattr(import_module(f"engine.games.{module}"), cls)()
    return _loaded[game_id]


def register(game_id: str, target: str) -> None:
    """Register a game defined elsewhere (``"package.module:Class"`` relative to engine.games)."""
    _GAMES[game_id] = target
