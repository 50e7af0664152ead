"""A bot that plays until it is killed: ``python tests/crash_player.py DB_PATH SEED``.

Used by ``test_kill_minus_nine``: it opens a table through simcord, then applies random legal
actions through the table service, printing ``ACK <table> <version>`` (flushed) after each action
the service acknowledged — the moment a player would have seen the answer.
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord

from engine import get_game
from tests.bot_helpers import SimClock, make_bot


async def main(db_path: str, seed: int) -> None:
    rnd = random.Random(seed)
    clock = SimClock()
    # text cards: what is killed is the storage's, not the faces' (drawing the 105 faces was a
    # third of this process's CPU before its first move)
    env = simcord.Env(make_bot(db_path, clock, card_faces="text"))
    await env.start()
    clock.env = env
    await env.bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("cards")
    alice, bob = (guild.add_member(env.create_user(n)) for n in ("alice", "bob"))
    service = env.bot.service
    while True:
        r = await alice.slash(channel, "play", game="finns-i-sjon")
        lobby = r.response.message
        await bob.click(lobby, label="Join")
        await alice.click(lobby, label="Start")
        live = next(lv for lv in service.live.values() if lv.rec.status == "playing")
        game = get_game(live.rec.game)
        print(f"ACK {live.rec.id} {live.state.version}", flush=True)
        while live.state.phase != "ended":
            moves = [(seat, a) for seat in live.state.seats for a in game.legal_actions(live.state, seat)]
            seat, action = rnd.choice(moves)
            if await service.act(None, live, seat, action):
                print(f"ACK {live.rec.id} {live.state.version}", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
