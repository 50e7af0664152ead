"""Pure card-game rules: no Discord, no I/O, no wall clock. See :mod:`engine.core`."""

from .core import BaseState, Game, RulesError, SetupError, leavers
from .registry import game_ids, get_game

__all__ = ["BaseState", "Game", "RulesError", "SetupError", "game_ids", "get_game", "leavers"]
