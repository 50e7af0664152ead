"""Decide "Play again": a finished table (an ended or abandoned game) offers it to its players.

The button sits on the table's final message. Pressing it opens a new lobby in the same channel
with the same game, options, table language and rated / casual choice; everyone who played is
already seated (each may leave with the lobby's Leave button) and the one who pressed is the host. So a gin match or a
Tolv fiender defeat is one click from a rematch.

One lobby per finished table: the pipeline handles the press under the finished table's lock, and
the new lobby and the old table's link to it (``TableRecord.rematch``) are stored in one unit of
work (:meth:`bot.commit.unit.Commit.create_rematch`), so two presses at once (or one pressed twice)
open one lobby; the later press is told where it is. The final message then links to the new
lobby instead of offering the button. Once that lobby has closed (cancelled, or played out), the
old table may open another. Pure, like the other decisions.
"""

from __future__ import annotations

from ..core.live import Live, Refused
from ..storage.models import Player, TableRecord

FINISHED = ("ended", "abandoned")


def check(live: Live, user_id: int) -> None:
    """Only a player of a finished table may press it."""
    if live.rec.player(user_id) is None:
        raise Refused("error-not-seated")
    if live.rec.status not in FINISHED or live.state is None:
        raise Refused("error-rematch-not-over")


def new_lobby(rec: TableRecord, host: Player, now: float) -> TableRecord:
    """The new lobby: this table's game, options and language, its players seated, ``host`` hosting."""
    players = [host if p.user_id == host.user_id else p.model_copy() for p in rec.players]
    return TableRecord(guild_id=rec.guild_id, channel_id=rec.channel_id, host_id=host.user_id, game=rec.game,
                       locale=rec.locale, options=dict(rec.options), players=players, last_activity=now,
                       created_at=now, casual=rec.casual, stand_in=rec.stand_in)


def linked(rec: TableRecord, message_id: int) -> TableRecord:
    """The finished table's record, its link naming the new lobby's message."""
    out = rec.model_copy(deep=True)
    assert out.rematch is not None
    out.rematch.message_id = message_id
    return out
