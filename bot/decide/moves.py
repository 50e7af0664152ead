"""Decide a move: a click at a started table (or a player's action) becomes a :class:`~bot.core.change.Change`.

Pure: from the table in memory and the input, no I/O and no Discord. The route says who is asking
(the seat), what they clicked (op, arg, values, the version their view showed) and where
(:data:`Origin`); :func:`click` checks the control is one the seat is offered now, lets the game's
UI turn it into an engine action or a half-made choice (a draft), and :func:`act` applies the
action on the current state — after the clock's own step if one came due — or words the
engine's refusal in the reader's language. Either way the Change says how the clicker is
answered; a refused action changes nothing but that clock step.
"""

from __future__ import annotations

from typing import Any, Literal

from engine import BaseState, RulesError, get_game

from ..core import computers, pauses
from ..core.change import Answer, Change, How, Step
from ..core.live import Live, Refused
from ..render import screens
from ..render.i18n import card_params, tr
from ..render.ui import get_ui
from ..storage.models import TableRecord, Token
from ..storage.rating import placings_for
from ..storage.results import results_for

# Where a click came from: a hand view in the channel (ephemeral), the DM hand, the table's own
# message, another public message (an old table), or no interaction (a test, /leave, the clock).
Origin = Literal["hand", "dm", "table", "public", "none"]


def error_text(loc: str, rec: TableRecord, e: RulesError) -> str:
    seats = {p.seat for p in rec.players}
    params = card_params(loc, {k: (rec.name_of(v) if isinstance(v, str) and v in seats else v)
                               for k, v in e.params.items()})
    code = e.code.replace("_", "-")
    for key in (f"error-{rec.game}-{code}", f"error-{code}"):  # a game may word a shared code its way
        text = tr(loc, key, **params)
        if text != key:
            return text
    return e.message


def answered(origin: Origin, accepted: bool) -> How:
    """How a click from ``origin`` is answered: on a hand view, with it (a note says what went
    wrong); on the table, a move by editing the table, a refused one with the clicker's own hand
    view and the reason (a public button cannot be hidden from one player — Tolv fiender's chooser
    pressing a statement gets her seat picker); elsewhere a fresh hand view."""
    if origin in ("hand", "dm"):
        return "hand"
    if origin == "none":
        return "none"
    return "table" if origin == "table" and accepted else "hand_new"


def ended(rec: TableRecord, state: BaseState) -> tuple[list | None, list | None]:
    """A game that just ended closes its table (``rec`` changed): its result rows, and its
    placings if it is rated (bot.storage.rating); ``(None, None)`` for a game going on."""
    if state.phase != "ended" or rec.status != "playing":
        return None, None
    rec.status = "abandoned" if (state.result or {}).get("reason") == "abandoned" else "ended"
    return results_for(rec, state), placings_for(rec, state)


def owned(rec: TableRecord, seat: str, origin: Origin, token: Token | None, accepted: bool) -> None:
    """The click's token owns the message it was answered on: a DM hand (its original response),
    the table when a move on it is answered by editing it."""
    if token is None:
        return
    known = rec.dm_hands.get(seat)
    if origin == "dm" and known is not None:
        known.token = token
    elif origin == "table" and accepted:
        rec.message_token = token


def tick(live: Live, now: float) -> tuple[TableRecord, BaseState, list[Step]]:
    """The clock's step due by ``now`` (a seat's silence, say): the record and state to act on,
    and the step to store (none if nothing was due)."""
    rec, state = live.rec, live.state
    assert state is not None
    base, events = get_game(rec.game).tick(state, now)
    if not events:
        return rec, state, []
    record = rec.model_copy(deep=True)
    results, placings = ended(record, base)
    return record, base, [Step(record, base, None, {"type": "tick"}, events, results, placings)]


def clock(live: Live, now: float) -> Change:
    """A table's deadline came: a computer player's move if one is due (before any clock of the
    game's own could pass its turn), else the clock's step (an empty Change if nothing was due)."""
    rec, state = live.rec, live.state
    assert state is not None
    lapse = pauses.lapse_at(rec)
    if lapse is not None and now >= lapse:  # a pause proposal nobody finished: it lapses (the rest fires next)
        record = rec.model_copy(deep=True)
        record.pause_vote = None
        return Change(record=record, now=now, shown=True)
    due = computers.due(rec, state)
    if due is not None and now >= due:
        own = get_game(rec.game).deadline(state)
        at = now if own is None or own > now else max(state.clock, min(due, own - 0.001))
        chosen = computers.choose(rec, state)
        if chosen is not None:
            seat, action = chosen
            return act(live, seat, action, at, rec.locale)
    record, _, steps = tick(live, now)
    return Change(record=record if steps else None, steps=steps, now=now,
                  new_message=new_message(live.rec.game, steps))


def new_message(game_id: str, steps: list[Step]) -> bool:
    ui = get_ui(game_id)
    return any(ui.new_message_on(s.events) for s in steps)


def act(live: Live, seat: str, action: dict[str, Any], now: float, loc: str, origin: Origin = "none",
        token: Token | None = None, ver: int | None = None) -> Change:
    """``seat``'s ``action`` on the table as it is at ``now`` (``ver``: the version the player
    saw; another one is answered as outdated)."""
    rec = live.rec
    record, base, steps = tick(live, now)
    note = None
    if ver is not None and ver != base.version:
        note = tr(loc, "note-outdated")
    else:
        try:
            state, events = get_game(rec.game).apply(base, seat, action, now)
        except RulesError as e:
            note = error_text(loc, rec, e)
    if note is not None:  # refused: only the clock's step (if any) is stored
        return Change(record=record if steps else None, steps=steps, now=now,
                      answer=Answer(answered(origin, False), seat, loc, note, refused=True),
                      new_message=new_message(rec.game, steps))
    new = record.model_copy(deep=True)
    new.drafts.pop(seat, None)
    owned(new, seat, origin, token, True)
    steps.append(Step(new, state, seat, action, events, *ended(new, state)))
    return Change(record=new, steps=steps, now=now, answer=Answer(answered(origin, True), seat, loc),
                  actor=seat, accepted=True, new_message=new_message(rec.game, steps))


def _control(live: Live, seat: str, op: str, arg: str, values: list[str]) -> tuple[TableRecord, dict[str, Any] | None]:
    """The control on a copy of the record: (that copy with the seat's draft as the click leaves
    it, the engine action the click asks for or None)."""
    assert live.state is not None
    ui, game = get_ui(live.rec.game), get_game(live.rec.game)
    new = live.rec.model_copy(deep=True)
    draft = new.drafts.setdefault(seat, {})
    action = ui.on_control(op, arg, values, draft, ui.private_view(game, live.state, seat, draft))
    if not draft:
        new.drafts.pop(seat, None)
    return new, action


def click(live: Live, seat: str, op: str, arg: str, values: list[str], ver: int, now: float, loc: str,
          origin: Origin, token: Token | None) -> Change:
    """A click on a hand view or the table by ``seat``, on the view of version ``ver``."""
    rec, state = live.rec, live.state
    if state is None:
        raise Refused("error-not-started")
    if ver != state.version:  # answered with the current view
        return Change(answer=Answer(answered(origin, False), seat, loc, tr(loc, "note-outdated"), refused=True))
    if pauses.paused(state):  # nothing moves while the table is paused (bot.core.pauses), nor a draft
        raise Refused("error-paused", name=rec.name_of(state.paused_by or ""))
    if seat in state.away:  # a computer plays the seat until its player rejoins (bot.core.computers)
        raise Refused("error-stood-in")
    if not screens.offers(rec, state, seat, op, arg, values):
        raise Refused("error-not-offered")
    new, action = _control(live, seat, op, arg, values)
    if action is not None:
        return act(live, seat, action, now, loc, origin, token, ver=ver)
    if (new.drafts.get(seat) or {}) == (rec.drafts.get(seat) or {}):  # nothing changed: the current view
        return Change(answer=Answer(answered(origin, True), seat, loc))
    owned(new, seat, origin, token, False)  # a half-made choice, stored (kept across restarts)
    return Change(record=new, now=now, answer=Answer(answered(origin, True), seat, loc))


def leave(live: Live, seat: str, now: float, loc: str, pace: float) -> Change:
    """``seat``'s player leaves the game: a computer stands in for them where it may
    (:func:`bot.core.computers.stands_in`; ``pace``: COMPUTER_DELAY, its pause before each
    move), else the seat is left as the game's rules say."""
    rec, state = live.rec, live.state
    assert state is not None
    if seat in state.away:
        raise Refused("error-already-away")
    if not computers.stands_in(rec, state, seat):
        return act(live, seat, {"type": "leave"}, now, loc)
    change = act(live, seat, {"type": "stand_in"}, now, loc)
    if change.accepted and change.record is not None and not change.record.pace:
        change.record.pace = pace  # (the record every step of the change carries)
    return change


def rejoin(live: Live, user_id: int, now: float, loc: str, origin: Origin, token: Token | None) -> Change:
    """Rejoin, pressed by ``user_id``: the seat a computer plays for them comes back to them — at
    once, or once the seat's decision in progress is over (the answer says which). Anyone else
    is refused, and nothing changes."""
    rec, state = live.rec, live.state
    if state is None or rec.status != "playing":
        raise Refused("error-game-over")
    if not state.away:  # (an older table's button: everyone plays their own hand by now)
        raise Refused("error-rejoin-none")
    player = rec.player(user_id)
    if player is None or player.seat not in state.away:
        names = ", ".join(rec.name_of(s) for s in state.away)
        raise Refused("error-rejoin-not-yours", names=names or "—")
    if player.seat in state.back:
        raise Refused("error-rejoin-pending")
    change = act(live, player.seat, {"type": "rejoin"}, now, loc, origin, token)
    steps = change.steps
    if change.accepted and steps and player.seat in steps[-1].state.back and change.answer is not None:
        change.answer.note = tr(loc, "rejoin-after-turn")  # (their turn goes on: the computer ends it)
    return change
