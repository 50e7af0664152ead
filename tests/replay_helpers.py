"""Helpers for the tests of the replays, the game file and /history: finished games played through
the bot, the replay's controls, and the file compared with the table's own final state."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from bot.render import screens
from engine import get_game
from tests.bot_helpers import World, act, custom_ids, open_table, seat_of, stacked

REPLAY_WHICH = {"next": "_n", "previous": "_p", "start": "_h", "end": "_f"}
TIME_FIELDS = ("clock", "last_action_at", "wait_since", "pause_until")


async def finish_go_fish(world: World) -> Any:
    """Three moves of Go Fish: alice books aces and twos and her hand runs out (she wins)."""
    alice, bob, cara = world.members[:3]
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"],
                    2: ["9S", "9H", "10S", "10H", "JS"]}, ["AC", "KC"], first=0)
    live = await open_table(world, "go-fish")
    for target, rank in ((cara, "A"), (bob, "A"), (bob, "2")):
        assert await act(world, live, seat_of(alice), {"type": "ask", "target": seat_of(target), "rank": rank})
        await world.settle()
    assert live.rec.status == "ended"
    return live


def replay_id(message: Any) -> str:
    return next(c for c in custom_ids(message) if ":replay:" in c)


def nav_id(message: Any, which: str) -> str:
    end = REPLAY_WHICH[which]
    return next(c for c in custom_ids(message) if ":replay:" in c and c.endswith(end))


async def open_replay(member: Any, table: Any) -> Any:
    r = await member.click(table, custom_id=replay_id(table))
    assert r.response.ephemeral, r.response
    return r.response.message


async def step(member: Any, page: Any, which: str) -> Any:
    r = await member.click(page, custom_id=nav_id(page, which))
    assert r.response.ephemeral
    return r.response.message


async def game_file(world: World, member: Any, page: Any) -> tuple[str, bytes, Any]:
    """Press the replay's "Game file": the attachment's name and bytes, and the answer."""
    r = await member.click(page, custom_id=next(c for c in custom_ids(page) if ":replay_file:" in c))
    assert r.response.ephemeral
    [attachment] = r.response.message.attachments
    data = world.env.backend.cdn.get(attachment.url)
    assert data is not None
    return attachment.filename, data, r.response


async def play_random(world: World, game_id: str, players: int, options: str, seed: int,
                      leave: int | None = None) -> Any:
    """A game played to its end with random legal moves through the bot (``leave``: after that
    many moves the last seat leaves)."""
    rng = random.Random(seed)
    live = await open_table(world, game_id, players=players, options=options)
    game = get_game(game_id)
    moves = 0
    while live.rec.status == "playing" and moves < 2000:
        state = live.state
        if leave is not None and moves == leave:
            seat = seat_of(world.members[players - 1])
            action: dict[str, Any] = {"type": "leave"}
        else:
            seat = screens.awaited_seat(live.rec, state) or state.turn
            legal = [a for a in game.legal_actions(state, seat) if a["type"] not in ("reveal", "hide", "say")]
            if not legal:
                break
            action = gin_move(state, legal) if "gin" in game_id else rng.choice(legal)
        assert await act(world, live, seat, action), (seat, action)
        moves += 1
    await world.settle()
    assert live.rec.status in ("ended", "abandoned"), (game_id, moves)
    return live


def gin_move(state: Any, legal: list[dict[str, Any]]) -> dict[str, Any]:
    """A gin move as a player would make it, quickly: go out when possible, else discard the card
    that leaves the least deadwood (hands end in a few dozen moves, not hundreds)."""
    from engine.games import gin_melds as gm

    outs = [a for a in legal if a["type"] in ("knock", "gin")]
    if outs:
        return outs[0]
    discards = [a for a in legal if a["type"] == "discard"]
    if not discards:
        return legal[0]  # take the up-card / draw from the stock (the first choice offered)
    hand = state.hands[state.turn]
    return min(discards, key=lambda a: gm.min_deadwood(gm.to_mask([c for c in hand if c != a["card"]])))


def _named(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, dict):
        return {names.get(k, k): _named(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [_named(v, names) for v in value]
    if isinstance(value, str):
        return names.get(value, value)
    return value


def expected_outcome(live: Any, names: dict[str, str], t0: float) -> tuple[dict[str, Any], Any]:
    """The table's final state and result as ``python -m engine replay`` prints them for its file:
    seats by name (seat ids are Discord snowflakes, never a card or a rank), times from the deal."""
    state = json.loads(live.state.model_dump_json(exclude={"past"}))
    for key in TIME_FIELDS:
        if state.get(key) is not None:
            state[key] = state[key] - t0
    return _named(state, names), _named(live.state.result, names)


async def replayed_as_a_process(world: World, live: Any, names: dict[str, str], name: str, data: bytes,
                                tmp_path: Path) -> tuple[dict[str, Any], tuple[dict[str, Any], Any]]:
    """The game file saved as ``name`` and run by ``python -m engine replay`` as a process: what it
    printed, and what it should print (:func:`expected_outcome`, times from the stored deal)."""
    path = tmp_path / name
    path.write_bytes(data)
    r = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)],
                       cwd=Path(__file__).resolve().parent.parent, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    start = await world.service().storage.replay_start(live.id)
    return json.loads(r.stdout), expected_outcome(live, names, start[1])
