"""Decide a lobby change: ``/play`` opens one; Join, Leave, Start, Cancel, the option selects and the
numbers form change it.

Pure, like :mod:`bot.decide.moves`: each function takes the lobby in memory and the input and returns
the new record (a :class:`~bot.core.change.Change`), or raises :class:`~bot.core.live.Refused` and
changes nothing. Start deals the game (a seed drawn here, or the test hook's stacked deck) and
stores its start event, from which the log replays.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine import SetupError, get_game
from engine.core import IDLE_TIMEOUT

from ..core import computers
from ..core.change import Answer, Change, Step
from ..core.live import Live, Refused
from ..render import screens
from ..render.i18n import locale_of, tr
from ..render.options import coerce, option_name, refusal, spec, split, table_specs, typed_forms, with_numbers
from ..storage.models import Player, TableRecord, Token

LOBBY_OPS = ("join", "unjoin", "start", "cancel", "numbers", "computer_easy", "computer_good", "computer_remove")
MAX_DETAIL = 200  # characters of an option error quoted back to the player
LANGUAGES = ("en", "sv", "da", "no")

# The test hook: the deck of the next game started (replay-format setup + first seat).
Stack = Callable[[TableRecord], tuple[dict[str, Any], str | None]]


def short(text: str) -> str:
    return text if len(text) <= MAX_DETAIL else text[:MAX_DETAIL - 1] + "…"


def is_lobby_op(op: str) -> bool:
    return op in LOBBY_OPS or op.startswith("option")


def player(user_id: int, name: str, locale: Any) -> Player:
    return Player(user_id=user_id, name=name, locale=locale_of(locale))


def _refused(loc: str, game_id: str, e: SetupError) -> Refused:
    """A refused option, worded in ``loc`` (see :func:`bot.render.options.refusal`)."""
    key, params = refusal(loc, game_id, e)
    return Refused(key, **params)


def check_new(game_id: str, options: dict[str, Any], language: str | None, loc: str) -> None:
    """What ``/play`` asks for can be opened: the game exists, its options are valid, the language is ours."""
    try:
        game = get_game(game_id)
    except KeyError:
        raise Refused("error-unknown-game") from None
    own, table = split(game_id, options)
    try:
        game.options(own)
    except SetupError as e:
        raise _refused(loc, game_id, e) from None
    for name, value in table.items():  # the table's own options (bot.render.options.table_specs)
        s = spec(game_id, name)
        if s is None or value not in s.choices or not isinstance(value, type(s.default)):
            raise Refused("error-option-choice", option=option_name(loc, name),
                          choices=", ".join(typed_forms(loc, s)) if s else name)
    if language not in (None, *LANGUAGES):
        raise Refused("error-bad-choice")


def new_lobby(game_id: str, options: dict[str, Any], host: Player, guild_id: int, channel_id: int,
              table_locale: str, now: float) -> TableRecord:
    """The record of a new lobby (checked by :func:`check_new` first)."""
    own, table = split(game_id, options)
    return TableRecord(guild_id=guild_id, channel_id=channel_id, host_id=host.user_id, game=game_id,
                       locale=table_locale, options=own, players=[host], last_activity=now, created_at=now,
                       **table)


def host_lobby(rec: TableRecord, user_id: int) -> None:
    """Only the host changes an open lobby's options."""
    if rec.status != "lobby":
        raise Refused("error-lobby-closed")
    if user_id != rec.host_id:
        raise Refused("error-host-only", host=rec.name_of(str(rec.host_id)))


def change(live: Live, op: str, values: list[str], user: Player, now: float, loc: str,
           token: Token | None, stack: Stack | None = None, pace: float = 0) -> Change:
    """A lobby op by ``user`` (``token``: the click's, which then owns the lobby message it edits;
    ``pace``: how long a computer player added now waits before it acts, COMPUTER_DELAY)."""
    if not is_lobby_op(op):
        raise Refused("error-unknown-op")
    if live.rec.status != "lobby":
        raise Refused("error-lobby-closed")
    game = get_game(live.rec.game)
    uid = user.user_id
    rec = live.rec.model_copy(deep=True)
    if token is not None:
        rec.message_token = token
    if op == "join":
        if rec.player(uid):
            raise Refused("error-already-joined")
        if len(rec.players) >= game.max_seats:
            raise Refused("error-table-full", max=game.max_seats)
        rec.players.append(user)
    elif op == "unjoin":
        if not rec.player(uid):
            raise Refused("error-not-in-lobby")
        rec.players = [p for p in rec.players if p.user_id != uid or p.computer is not None]
        if not rec.people:  # (computers do not keep a lobby open)
            rec.status = "cancelled"
        elif uid == rec.host_id:
            rec.host_id = rec.people[0].user_id
    else:
        if uid != rec.host_id:
            raise Refused("error-host-only", host=rec.name_of(str(rec.host_id)))
        if op == "cancel":
            rec.status = "cancelled"
        elif op == "start":
            return _start(rec, str(uid), now, loc, stack)
        elif op == "computer_remove":
            remove_computer(rec)
        elif op.startswith("computer_"):
            add_computer(rec, op.removeprefix("computer_"), pace)
        else:
            _set_option(rec, op, values, loc)
    rec.last_activity = now
    return Change(record=rec, now=now, answer=Answer("lobby", locale=loc), lobby=True)


def add_computer(rec: TableRecord, level: str, pace: float) -> None:
    """A computer player of ``level`` takes the lobby's next free seat (bot.core.computers)."""
    game = get_game(rec.game)
    if not computers.supports(rec.game):
        raise Refused("error-computer-unsupported")
    if len(rec.players) >= game.max_seats:
        raise Refused("error-table-full", max=game.max_seats)
    number = computers.next_number(rec)
    if number is None or level not in computers.LEVELS:
        raise Refused("error-not-offered")
    rec.players.append(Player(user_id=number, name=tr(rec.locale, "computer-name", number=number),
                              locale=rec.locale, computer=level))  # type: ignore[arg-type]
    rec.pace = pace


def remove_computer(rec: TableRecord) -> None:
    """The computer player added last leaves the lobby."""
    if not rec.computers:
        raise Refused("error-no-computer")
    rec.players.remove(rec.computers[-1])


def _set_option(rec: TableRecord, op: str, values: list[str], loc: str) -> None:
    game = get_game(rec.game)
    _, view = screens.lobby(rec, rec.locale)
    if len(values) != 1 or values[0] not in screens.offered_values(view, op):
        raise Refused("error-not-offered")
    name, _, value = values[0].partition("=")
    if name == screens.RATING:  # rated / casual: the table's, not the game's (offered only where games are rated)
        rec.casual = value == "casual"
        return
    if name in {s.name for s in table_specs(rec.game)}:  # the table's own option, on its record
        setattr(rec, name, coerce(rec.game, name, value))
        return
    options = dict(rec.options)
    if value == "auto":
        options.pop(name, None)
    else:
        options[name] = coerce(rec.game, name, value)
    try:
        rec.options = game.options(options).model_dump(exclude_defaults=True)
    except SetupError as e:
        raise _refused(loc, rec.game, e) from None


def _start(rec: TableRecord, starter: str, now: float, loc: str, stack: Stack | None) -> Change:
    game = get_game(rec.game)
    if not game.min_seats <= len(rec.players) <= game.max_seats:
        raise Refused("error-seat-count", min=game.min_seats, max=game.max_seats)
    setup, first = stack(rec) if stack else ({}, None)
    seed = random.SystemRandom().randrange(2**31)
    try:
        state = game.new([p.seat for p in rec.players], rec.options, seed, now=now, setup=setup, first=first)
    except SetupError as e:
        raise _refused(loc, rec.game, e) from None
    rec.status = "playing"
    # the start event holds all a replay needs: the log replays to the stored snapshot
    start = {"type": "start", "seed": seed, "setup": setup, "first": first}
    return Change(record=rec, steps=[Step(rec, state, None, start, list(state.log))], now=now,
                  answer=Answer("lobby", locale=loc), actor=starter, accepted=True, started=True, new_message=True)


def numbers(live: Live, fields: dict[str, str], user_id: int, now: float, loc: str, token: Token | None,
            on_lobby: bool) -> Change:
    """The numbers form submitted: every number at once, or nothing (``on_lobby``: submitted
    from the lobby's button, so the answer edits the lobby)."""
    host_lobby(live.rec, user_id)
    rec = live.rec.model_copy(deep=True)
    try:
        options = get_game(rec.game).options(with_numbers(rec.game, rec.options, fields))
    except SetupError as e:
        raise _refused(loc, rec.game, e) from None
    rec.options = options.model_dump(exclude_defaults=True)
    rec.last_activity = now
    if on_lobby and token is not None:
        rec.message_token = token
    answer = Answer("lobby", locale=loc) if on_lobby else Answer("say", locale=loc, note=tr(loc, "options-saved"))
    return Change(record=rec, now=now, answer=answer, lobby=True)


def idle_close(live: Live, now: float) -> Change:
    """A lobby's idle time ran out: it closes as abandoned (an empty Change if it did not yet)."""
    if live.rec.status != "lobby" or now < live.rec.last_activity + IDLE_TIMEOUT:
        return Change(now=now)
    rec = live.rec.model_copy(deep=True)
    rec.status = "abandoned"
    return Change(record=rec, now=now, lobby=True)


def unposted(live: Live, now: float) -> Change:
    """A new lobby whose message could not be posted (the ``/play`` reached the bot after Discord's
    three seconds, or Discord failed): nobody can see or join it, so it closes as cancelled rather
    than count against its host's and its channel's open lobbies until its idle time ran out."""
    rec = live.rec.model_copy(deep=True)
    rec.status = "cancelled"
    return Change(record=rec, now=now, lobby=True)
