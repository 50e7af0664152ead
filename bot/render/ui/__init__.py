"""The Discord face of every game. Adding a game: write ``bot/render/ui/<game>.py`` and list it here."""

from __future__ import annotations

from .base import GameUI
from .fishing import FishingUI
from .gin import GinUI
from .sankpass import SankpassUI
from .tolv_fiender import TolvUI

UIS: dict[str, GameUI] = {
    "finns-i-sjon": FishingUI("finns-i-sjon"),
    "go-fish": FishingUI("go-fish"),
    **{g: GinUI(g) for g in ("farg-gin", "hollywood-gin")},
    "tolv-fiender": TolvUI(),
    "sankpass": SankpassUI(),
}


def get_ui(game_id: str) -> GameUI:
    return UIS[game_id]


def playable() -> list[str]:
    """Game ids the bot can host (an engine and a UI)."""
    return list(UIS)
