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
    # a computer player's level (bot.core.computers); its user_id is then its number at the table, 1…9
    computer: Literal["easy", "good"] | None = None

    @property
    def seat(self) -> str:
        """Engine seat id: the user id as text (names change, ids do not)."""
        return str(self.user_id)


class Token(BaseModel):
    """An interaction token that owns one message the bot made: the interaction's original
    response (``original``) or a followup of it. Until the token expires, 15 minutes after the
    interaction, the message can be edited and deleted through Discord's interaction endpoints,
    which the bot token's global rate limit does not bound (see :mod:`bot.effects.outbox`). A secret: it
    is stored with the message it owns and never shown."""

    token: str = Field(repr=False)
    at: float               # when the interaction reached the bot (bot clock)
    original: bool = False  # the interaction's original response (else a followup of it)


class HandMessage(BaseModel):
    """A player's hand kept in a DM message the bot edits."""

    channel_id: int
    message_id: int
    token: Token | None = None  # the player's latest click on it (its original response: that message)


class PingMessage(BaseModel):
    """The one turn ping a table has standing in its channel (see :mod:`bot.effects.pings`)."""

    seat: str
    message_id: int
    token: Token | None = None  # the interaction whose followup it is (None: posted with the bot token)


class Rematch(BaseModel):
    """The lobby opened from this finished table by "Play again" (see :mod:`bot.decide.rematch`)."""

    table_id: int
    message_id: int | None = None


class RatingLine(BaseModel):
    """A seat's rating before and after the game, as players read it (:func:`bot.storage.rating.shown`):
    written with the game's result, in the same unit of work (``bot.storage.base.Storage.save_action``),
    and shown on the finished table. A computer seat's line is its level's rating."""

    seat: str
    before: int
    after: int


class Said(BaseModel):
    """The newest quick phrase said at a table (:mod:`bot.core.phrases`): its key, never its text."""

    seat: str
    key: str
    at: float  # when it was said (bot clock)


class PauseVote(BaseModel):
    """A proposal to pause the table (:mod:`bot.decide.pause`): who proposed it, when (it lapses
    :data:`bot.decide.pause.LAPSE` seconds later), and the seats that agreed (the proposer first)."""

    seat: str
    at: float
    yes: list[str] = Field(default_factory=list)


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
    message_token: Token | None = None  # the interaction token that owns that message, if any
    last_activity: float = 0           # lobby idle timeout (engine state tracks it once started)
    dm_hands: dict[str, HandMessage] = Field(default_factory=dict)  # seat -> DM message
    # seat -> half-made choice in the hand view (e.g. whom to ask), kept across restarts
    drafts: dict[str, dict[str, Any]] = Field(default_factory=dict)
    created_at: float = 0
    ping: PingMessage | None = None    # the standing turn ping, deleted once its seat acts
    rematch: Rematch | None = None     # set once a finished table's "Play again" opened a lobby
    pace: float = 0                    # seconds a computer player waits before it acts (bot.core.computers)
    ratings: list[RatingLine] | None = None  # set once a rated game ended (bot.storage.rating)
    phrase: Said | None = None         # the newest quick phrase (bot.core.phrases): shown, not a move
    spoke: dict[str, float] = Field(default_factory=dict)  # seat -> when it last said a phrase
    # a casual game (the lobby's rated / casual choice): listed, replayed, but it moves no rating and
    # /stats does not count it (bot.storage.rating, bot.storage.stats); a record stored before it is rated
    casual: bool = False
    pause_vote: PauseVote | None = None  # an open proposal to pause (bot.decide.pause); the pause is the engine's
    # the host's table option: a computer stands in for a player who leaves (bot.core.computers)
    stand_in: bool = True

    def player(self, user_id: int) -> Player | None:
        """The person with this Discord id at the table (never a computer player)."""
        return next((p for p in self.players if p.user_id == user_id and p.computer is None), None)

    @property
    def people(self) -> list[Player]:
        return [p for p in self.players if p.computer is None]

    @property
    def computers(self) -> list[Player]:
        return [p for p in self.players if p.computer is not None]

    def name_of(self, seat: str) -> str:
        p = next((p for p in self.players if p.seat == seat), None)
        return p.name if p else seat


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    """A link that opens this message in Discord."""
    return f"https://discord.com/channels/{guild_id if guild_id is not None else '@me'}/{channel_id}/{message_id}"


def table_link(rec: TableRecord) -> str:
    """The link to the table's current public message (empty before it has one)."""
    return jump_url(rec.guild_id, rec.channel_id, rec.message_id) if rec.message_id is not None else ""
