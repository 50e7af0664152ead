"""Clicks per turn: drive a game through simcord and count the interactions each turn costs.

A seeded policy picks each move from the engine's legal moves (the same moves whatever the UI);
:func:`tests.ui_paths.shortest_clicks` finds the fewest clicks the seat's hand view (or the
table) needs to make that move, and they are made through simcord, one interaction each. A turn
is a run of decisions by one seat (Go Fish: every question until the turn passes; gin: the draw
and the discard; Tolv fiender: the play, then the payment). Opening a hand view ("My hand") is
counted separately: a player does it once, then the bot keeps the view current.

Run ``python -m tests.clicks`` from the repository root to print the figures per game.
"""

from __future__ import annotations

import random
import types
from dataclasses import dataclass, field
from typing import Any

import bot.decide.lobby
from engine import get_game
from tests.bot_helpers import custom_ids, open_table, seat_of
from tests.ui_paths import Click, outcome, shortest_clicks

GAMES: dict[str, tuple[int, dict[str, Any]]] = {  # players and options
    "finns-i-sjon": (3, {}),
    "go-fish": (3, {}),
    "sankpass": (3, {"hand_size": 7}),
    "farg-gin": (2, {}),
    "hollywood-gin": (2, {}),
    "tolv-fiender": (2, {}),
}


SEEDS = (1, 2, 3)


@dataclass
class Counts:
    game: str
    turns: list[int] = field(default_factory=list)      # clicks per turn
    decisions: list[int] = field(default_factory=list)  # clicks per move
    opened: int = 0                                     # "My hand" clicks (once per player)

    @property
    def per_turn(self) -> float:
        return sum(self.turns) / max(1, len(self.turns))

    @property
    def per_move(self) -> float:
        return sum(self.decisions) / max(1, len(self.decisions))

    def row(self) -> str:
        return (f"{self.game:14} {self.per_turn:5.2f} clicks/turn (max {max(self.turns, default=0)}), "
                f"{self.per_move:4.2f} clicks/move over {len(self.turns)} turns, {len(self.decisions)} moves; "
                f"+{self.opened} 'My hand'")


def go_out(game: Any, state: Any, seat: str, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Gin: going out as a player would where they may, with the discard the hand view offers
    first (the least deadwood; it offers only the best few), or None."""
    out = [a for a in legal if a["type"] in ("knock", "gin") and "melds" not in a]
    if not out:
        return None
    best = next((ch for ch in game.private_view(state, seat)["go_out_choices"] if ch["selected"]), None)
    return next((a for a in out if best is not None and a["discard"] == best["discard"]), out[0])


def policy(game_id: str, state: Any, seat: str, rng: random.Random, last: dict[str, str]) -> dict[str, Any]:
    """A plausible player: the same move for the same position and seed, whatever the UI."""
    game = get_game(game_id)
    legal = game.legal_actions(state, seat)
    if game_id in ("finns-i-sjon", "go-fish"):
        targets = sorted({a["target"] for a in legal})
        target = last.get(seat) if last.get(seat) in targets and rng.random() < 0.6 else rng.choice(targets)
        last[seat] = target
        return rng.choice([a for a in legal if a["target"] == target])
    if game_id == "sankpass":
        plays = [a for a in legal if a["type"] == "play"]
        safe = [a for a in plays if game.outcome(state, a["card"], a.get("ace")) != "match"]
        return rng.choice(safe or plays)
    if game_id in ("farg-gin", "hollywood-gin"):
        out = go_out(game, state, seat, legal)
        if out:
            return out
        return rng.choice(legal)
    # tolv-fiender: play without losing if possible, pay with the fewest cards, rarely yield
    if state.awaiting == "pay":
        return min(legal, key=lambda a: (len(a.get("cards", [])), rng.random()))
    if state.awaiting == "choose_next":
        return rng.choice(legal)
    plays = [a for a in legal if a["type"] == "play"]

    def loses(a: dict[str, Any]) -> bool:
        new, _ = game.apply(state, seat, a, state.clock)
        return new.phase == "ended" and new.result["reason"] != "victory"

    safe = [a for a in plays if not loses(a)]
    return rng.choice(safe or plays or legal)


def _latest(world: Any, member: Any, message_id: int) -> Any:
    return next(m for m in world.channel.history(viewer=member) if m.id == message_id)


async def _do(world: Any, member: Any, message: Any, click: Click) -> Any:
    for cid in custom_ids(message):
        parts = cid.split(":")
        if parts[3] != click.op:
            continue
        if click.value is not None and parts[0] == "cts":
            return await member.select(message, [click.value], custom_id=cid)
        if click.value is None and parts[0] == "ctb" and parts[4] == click.arg:
            return await member.click(message, custom_id=cid)
    raise AssertionError(f"{click} is not on the message")


async def measure(world: Any, game_id: str, seed: int = 1, moves: int = 40,
                  monkeypatch: Any = None) -> Counts:
    """Play up to ``moves`` moves of ``game_id`` through simcord; count the clicks."""
    players, options = GAMES[game_id]
    fixed = types.SimpleNamespace(SystemRandom=lambda: random.Random(seed))  # a reproducible deal
    if monkeypatch is not None:
        monkeypatch.setattr(bot.decide.lobby, "random", fixed)
    else:
        bot.decide.lobby.random = fixed  # type: ignore[attr-defined]
    opts = " ".join(f"{k}={v}" for k, v in options.items())
    live = await open_table(world, game_id, players=players, **({"options": opts} if opts else {}))
    members = {seat_of(m): m for m in world.members[:players]}
    hands: dict[str, int] = {}  # seat -> its open hand view's message id
    counts = Counts(game_id)
    rng, last = random.Random(seed), {}
    turn_seat, turn_clicks = None, 0
    for _ in range(moves):
        state = live.state
        if state.phase == "ended":
            break
        seat = state.turn
        action = policy(game_id, state, seat, rng, last)
        goal = outcome(game_id, state, seat, action)
        path = shortest_clicks(game_id, state, seat, dict(live.rec.drafts.get(seat, {})), goal)
        assert path is not None, f"{game_id}: no clicks make {action}"
        member = members[seat]
        if seat not in hands:
            r = await member.click(world.table_message(), label="My hand")
            hands[seat] = r.response.message.id
            counts.opened += 1
        for click in path:
            message = world.table_message() if click.where == "table" else _latest(world, member, hands[seat])
            await _do(world, member, message, click)
        await world.settle()
        assert live.state.model_dump_json() == goal, f"{game_id}: {path} did not make {action}"
        if seat != turn_seat:
            if turn_seat is not None:
                counts.turns.append(turn_clicks)
            turn_seat, turn_clicks = seat, 0
        turn_clicks += len(path)
        counts.decisions.append(len(path))
    if turn_seat is not None:
        counts.turns.append(turn_clicks)
    return counts


async def _main() -> None:
    import tempfile
    from pathlib import Path

    import simcord

    from tests.bot_helpers import SimClock, World, make_bot

    for game_id in GAMES:
        with tempfile.TemporaryDirectory() as tmp:
            clock = SimClock()
            db = str(Path(tmp) / "bot.db")
            env = simcord.Env(make_bot(db, clock))
            await env.start()
            clock.env = env
            await env.bot.tree.sync()
            try:
                total = Counts(game_id)
                for seed in SEEDS:
                    c = await measure(World(env, clock, db), game_id, seed=seed, moves=60)
                    total.turns += c.turns
                    total.decisions += c.decisions
                    total.opened += c.opened
                print(total.row())
            finally:
                await env.shutdown()
                await env.bot.storage.close()


if __name__ == "__main__":
    import asyncio

    asyncio.run(_main())
