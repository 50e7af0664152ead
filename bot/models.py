"""What the bot keeps about a table besides the engine state."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

Status = Literal["lobby", "playing", "ended", "abandoned", "cancelled"]
OPEN: tuple[Status, ...] = ("lobby", "playing")


class Player(BaseModel):
    user_id: int
    name: str
    locale: str = "en"  # the player's language, for DM hands

    @property
    def seat(self) -> str:
        """Engine seat id: the user id as text (names change, ids do not)."""
        return str(self.user_id)


class HandMessage(BaseModel):
    """A player's hand kept in a DM message the bot edits."""

    channel_id: int
    message_id: int


class PingMessage(BaseModel):
    """The one turn ping a table has standing in its channel (see :mod:`bot.pings`)."""

    seat: str
    message_id: int


class Rematch(BaseModel):
    """The lobby opened from this finished table by "Play again" (see :mod:`bot.rematch`)."""

    table_id: int
    message_id: int | None = None


class TableRecord(BaseModel):
    id: int = 0
    guild_id: int
    channel_id: int
    host_id: int
    game: str
    status: Status = "lobby"
    locale: str = "en"
    options: dict[str, Any] = Field(default_factory=dict)
    players: list[Player] = Field(default_factory=list)
    message_id: int | None = None      # the current public table/lobby message
    message_at: float = 0              # when that message was posted (bot clock)
    last_activity: float = 0           # lobby idle timeout (engine state tracks it once started)
    dm_hands: dict[str, HandMessage] = Field(default_factory=dict)  # seat -> DM message
    # seat -> half-made choice in the hand view (e.g. whom to ask), kept across restarts
    drafts: dict[str, dict[str, Any]] = Field(default_factory=dict)
    created_at: float = 0
    ping: PingMessage | None = None    # the standing turn ping, deleted once its seat acts
    rematch: Rematch | None = None     # set once a finished table's "Play again" opened a lobby

    def player(self, user_id: int) -> Player | None:
        return next((p for p in self.players if p.user_id == user_id), None)

    def name_of(self, seat: str) -> str:
        p = next((p for p in self.players if p.seat == seat), None)
        return p.name if p else seat
