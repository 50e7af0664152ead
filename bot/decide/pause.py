"""Decide a pause (:mod:`bot.core.pauses`): propose, agree, decline, resume — the table's buttons.

Pure, like the other decisions: from the table in memory, who clicked and the time, a
:class:`~bot.core.change.Change` or a refusal that changes nothing. A proposal and each vote change
the table's record only (shown on the table, no engine step); the moment everyone seated agreed,
the engine's ``pause`` is applied, and ``resume`` likewise (:func:`bot.decide.moves.act`: a step in
the game's log, its replay and its file). Refused: not a person seated here, a table not playing,
a proposal already open (or none to answer), a vote already given, a table already paused (or not
paused, to resume).
"""

from __future__ import annotations

from ..core import pauses
from ..core.change import Answer, Change
from ..core.live import Live, Refused
from ..storage.models import PauseVote, Token
from .moves import Origin, act, answered, owned

OPS = ("pause", "pause_yes", "pause_no", "resume")


def _seat(live: Live, user_id: int) -> str:
    rec, state = live.rec, live.state
    player = rec.player(user_id)
    if player is None:
        raise Refused("error-not-seated")
    if state is None or rec.status != "playing" or state.phase == "ended":
        raise Refused("error-game-over" if state is not None else "error-not-started", id=rec.id)
    if player.seat not in pauses.voters(rec, state):  # left, or away (a computer plays for them: Rejoin first)
        raise Refused("error-not-seated")
    return player.seat


def decide(live: Live, user_id: int, op: str, now: float, loc: str, origin: Origin, token: Token | None,
           limit: float) -> Change:
    """``user_id`` pressed ``op`` (:data:`OPS`) at ``now`` (``limit``: PAUSE_HOURS, in seconds)."""
    if op not in OPS:
        raise Refused("error-unknown-op")
    seat = _seat(live, user_id)
    rec, state = live.rec, live.state
    assert state is not None
    vote = rec.pause_vote
    if vote is not None and now >= vote.at + pauses.LAPSE:
        vote = None  # lapsed (its deadline clears it from the record)
    if op == "resume":
        if not pauses.paused(state):
            raise Refused("pause-not-paused")
        return _engine(live, seat, {"type": "resume"}, now, loc, origin, token)
    if pauses.paused(state):
        raise Refused("pause-already", name=rec.name_of(state.paused_by or ""))
    if op == "pause":
        if vote is not None:
            raise Refused("pause-vote-open", name=rec.name_of(vote.seat))
        vote = PauseVote(seat=seat, at=now, yes=[seat])
    elif vote is None:
        raise Refused("pause-no-vote")
    elif op == "pause_no":
        new = rec.model_copy(deep=True)
        new.pause_vote = None
        owned(new, seat, origin, token, True)
        return Change(record=new, now=now, answer=Answer(answered(origin, True), seat, loc), shown=True)
    elif seat in vote.yes:
        raise Refused("pause-voted")
    else:
        vote = vote.model_copy(update={"yes": [*vote.yes, seat]})
    if set(pauses.voters(rec, state)) <= set(vote.yes):  # everyone seated agreed: the table pauses
        who = vote.seat if vote.seat in state.active else seat
        return _engine(live, who, {"type": "pause", "limit": limit}, now, loc, origin, token, answering=seat)
    new = rec.model_copy(deep=True)
    new.pause_vote = vote
    owned(new, seat, origin, token, True)
    return Change(record=new, now=now, answer=Answer(answered(origin, True), seat, loc), shown=True)


def agreed(live: Live, now: float) -> bool:
    """An open proposal that every person still seated has agreed to — as after one of them left
    (or a computer took their seat) with the others' ✅ already given."""
    rec, state = live.rec, live.state
    vote = rec.pause_vote
    if state is None or vote is None or rec.status != "playing" or state.phase == "ended" or pauses.paused(state):
        return False
    if now >= vote.at + pauses.LAPSE:
        return False
    voters = pauses.voters(rec, state)
    return bool(voters) and set(voters) <= set(vote.yes)


def settle(live: Live, now: float, loc: str, limit: float) -> Change:
    """The table pauses once everyone still seated agreed (:func:`agreed`), as the proposer:
    refused, with nothing changed, where that is not (or no longer) so."""
    if not agreed(live, now):
        raise Refused("pause-no-vote")
    state, vote = live.state, live.rec.pause_vote
    assert state is not None and vote is not None
    who = vote.seat if vote.seat in state.active else pauses.voters(live.rec, state)[0]
    return _engine(live, who, {"type": "pause", "limit": limit}, now, loc, "none", None)


def _engine(live: Live, seat: str, action: dict, now: float, loc: str, origin: Origin, token: Token | None,
            answering: str | None = None) -> Change:
    """The engine's pause or resume as ``seat`` (the clicker: ``answering``, if another), the
    proposal cleared with it."""
    change = act(live, seat, action, now, loc, origin, token)
    if not change.accepted:  # (a refusal the checks above did not foresee: the engine's words)
        raise Refused("error-not-offered", text=change.answer.note)
    for step in change.steps:
        step.record.pause_vote = None
    if change.record is not None:
        change.record.pause_vote = None
    if answering is not None:
        change.answer.seat = answering
        change.actor = answering
    return change

