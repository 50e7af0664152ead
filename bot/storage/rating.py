"""Ratings: how a finished game moves its players' ratings. Pure: no storage, no Discord.

**The model.** OpenSkill's Plackett–Luce model (the ``openskill`` package, its defaults: a new
player is μ 25, σ 25/3, β σ/2, τ μ/300): it rates games of any number of players from their
order, with ties (a shared win is a tie for first). Every competitive game is rated, per server
and per game: ``(guild, game, entrant)`` is one rating. Tolv fiender is cooperative (the table
wins or loses together) and is not rated. An abandoned game (closed for inactivity) rates nobody,
and neither does a casual one (the lobby's rated / casual choice, ``TableRecord.casual``): it leaves
no placings, so the rebuild (``python -m bot ratings``) skips it too.

**The order of a game** (:func:`placings_for`) is the game's own result: its winners share first
place; the other players follow, ordered where the game's rules rank them (the fishing games by
books, Sänkpass's ``on_match: eliminate`` by who was put out later), else sharing the next place; a
player who left is last (several leavers share last place) — whether their seat emptied or a
computer stood in for them to the end, whatever it made of the seat (:func:`engine.leavers`; a
player who rejoined before the end is no leaver). A gin draw is a tie of both.

A worse place never gains more than a better one (:func:`rate`: a correction of how the model
treats some ties, which changes nothing in a game without a tie for a place).

**Computer players.** Each computer level (easy, good) is one rated entrant per server and game,
``c-easy`` / ``c-good``: every computer of that level at a table plays with the level's rating,
and the level's rating moves by the mean of what its seats' results would move it. A person so
sees where they stand against the computer (the levels are fixed policies, so their ratings settle
where they really play), and a computer "Computer 1" is no identity worth a rating of its own.
Rankings of people (``/stats``) list only people; the levels appear beside them as yardsticks.

**The scale players read** (:func:`shown`): ``1,500 + 30 × (μ − 3σ)``, rounded. μ − 3σ is the
conservative rating ``/stats`` ranks by: what the model is nearly sure a player is at least.
Everyone starts at 1,500; a win raises it and a loss lowers it, most in the first games, while the
model is still unsure (σ large); and as σ shrinks with every game, a player's number also settles
upward to their true level. 30 points a unit of μ puts it on a chess-like footing: between two
regular players (σ ≈ 1.5) 100 points mean the higher wins about 7 games of 10 of a duel.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from engine import BaseState, get_game, leavers

from .models import TableRecord

MODEL = PlackettLuce()
MU, SIGMA = MODEL.mu, MODEL.sigma
BASE, SCALE, Z = 1500, 30, 3


def person(user_id: int) -> str:
    return f"u{user_id}"


def computer(level: str) -> str:
    return f"c-{level}"


def user_of(entrant: str) -> int | None:
    """The person an entrant is (None: a computer level)."""
    return int(entrant[1:]) if entrant.startswith("u") and entrant[1:].isdigit() else None


def level_of(entrant: str) -> str | None:
    return entrant[2:] if entrant.startswith("c-") else None


@dataclass(frozen=True)
class Skill:
    """One rating: OpenSkill's μ and σ."""

    mu: float = MU
    sigma: float = SIGMA

    @property
    def conservative(self) -> float:
        """μ − 3σ: what ``/stats`` ranks by."""
        return self.mu - Z * self.sigma

    @property
    def shown(self) -> int:
        return shown(self.mu, self.sigma)


def shown(mu: float, sigma: float) -> int:
    """The rating as players read it (module docstring): 1,500 for a new player."""
    return round(BASE + SCALE * (mu - Z * sigma))


@dataclass(frozen=True)
class Placing:
    seat: str
    entrant: str
    place: int  # 1 first; equal places tie


def rated(game_id: str) -> bool:
    """Whether games of this kind are rated (every competitive game; not a cooperative one)."""
    return not getattr(get_game(game_id), "cooperative", False)


def _order(game_id: str, state: BaseState, result: Mapping[str, Any], seats: list[str]) -> dict[str, float]:
    """A score for each of ``seats`` (the players who neither won nor left) where the game's rules
    rank them: higher is better; equal scores share a place."""
    if game_id in ("finns-i-sjon", "go-fish"):
        books = result.get("books") or {}
        return {s: float(books.get(s, 0)) for s in seats}
    if game_id == "sankpass":
        out = list(getattr(state, "eliminated", []))  # put out in this order: later is better
        return {s: float(out.index(s)) if s in out else float(len(out)) for s in seats}
    return {s: 0.0 for s in seats}


def placings_for(rec: TableRecord, state: BaseState) -> list[Placing] | None:
    """The order a finished game leaves (module docstring), a row a seat; ``None`` if it is not
    rated (a cooperative game, a casual one, an abandoned one, or one not over)."""
    result = state.result
    if not result or result.get("reason") == "abandoned" or not rated(rec.game) or rec.casual:
        return None
    entrant = {p.seat: computer(p.computer) if p.computer else person(p.user_id) for p in rec.players}
    seats = [s for s in state.seats if s in entrant]
    # who left is last: the people who left below any computer that left (computers leave only once
    # no person is left to play for, bot.core.computers)
    gone = leavers(state)
    left = [s for s in seats if s in gone]
    people_left = [s for s in left if entrant[s].startswith("u")]
    winners = [s for s in seats if s in result.get("winners", []) and s not in left]
    rest = [s for s in seats if s not in winners and s not in left]
    if not winners and not result.get("losers"):  # a draw: everyone still seated shares first
        winners, rest = rest, []
    place: dict[str, int] = {s: 1 for s in winners}
    nxt = 1 + (1 if winners else 0)
    scores = _order(rec.game, state, result, rest)
    for score in sorted(set(scores.values()), reverse=True):
        tied = [s for s in rest if scores[s] == score]
        for s in tied:
            place[s] = nxt
        nxt += 1
    for group in ([s for s in left if s not in people_left], people_left):
        if group:
            for s in group:
                place[s] = nxt
            nxt += 1
    return [Placing(s, entrant[s], place[s]) for s in seats]


@dataclass(frozen=True)
class Shift:
    """One seat's rating before and after a game (a computer seat: its level's)."""

    seat: str
    entrant: str
    before: Skill
    after: Skill


def rate(placings: list[Placing], current: Mapping[str, Skill]) -> tuple[dict[str, Skill], list[Shift]]:
    """The new rating of every entrant of a game (``current``: their ratings before it, a new
    entrant absent) and each seat's shift."""
    before = {p.entrant: current.get(p.entrant, Skill()) for p in placings}
    teams = [[MODEL.rating(mu=before[p.entrant].mu, sigma=before[p.entrant].sigma)] for p in placings]
    out = MODEL.rate(teams, ranks=[float(p.place) for p in placings])
    gained = [team[0].mu - before[p.entrant].mu for p, team in zip(placings, out, strict=True)]
    # Never more for a worse place: Plackett–Luce's treatment of ties (openskill.py 6; its issue
    # #155) can give a runner-up after a shared win more than the winners got ([1, 1, 2, 3]: the
    # runner-up gains as much as they; [1, 1, 2, 3, 4]: more). Each seat's gain is capped at the
    # least any seat placed above it gained, which changes nothing in a game without such a tie.
    for i, p in enumerate(placings):
        above = [gained[j] for j, q in enumerate(placings) if q.place < p.place]
        if above:
            gained[i] = min(gained[i], min(above))
    moved: dict[str, list[tuple[float, float]]] = {}
    for p, team, d in zip(placings, out, gained, strict=True):
        moved.setdefault(p.entrant, []).append((d, team[0].sigma))
    after = {e: Skill(before[e].mu + sum(d for d, _ in m) / len(m), sum(s for _, s in m) / len(m))
             for e, m in moved.items()}
    return after, [Shift(p.seat, p.entrant, before[p.entrant], after[p.entrant]) for p in placings]


Board = dict[tuple[int, str, str], tuple[Skill, int, int]]  # (guild, game, entrant) → (skill, games, wins)


def replay_all(games: Iterable[tuple[tuple[int, str], list[Placing]]], table: Board | None = None) -> Board:
    """Every rating, from rated games in the order they were rated (``((guild, game), placings)``),
    going on from ``table`` (updated in place) or from nothing: ``(guild, game, entrant) → (skill,
    games, wins)``. The rebuild (``python -m bot ratings``) and nothing else: a game ending moves the
    stored ratings by :func:`rate` alone, the same way."""
    table = {} if table is None else table
    for (guild, game), placings in games:
        current = {p.entrant: table[(guild, game, p.entrant)][0] for p in placings
                   if (guild, game, p.entrant) in table}
        after, _ = rate(placings, current)
        won = {p.entrant for p in placings if p.place == 1}
        for entrant, skill in after.items():
            _, n, w = table.get((guild, game, entrant), (Skill(), 0, 0))
            table[(guild, game, entrant)] = (skill, n + 1, w + (entrant in won))
    return table
