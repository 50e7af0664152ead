"""Nothing of a replay exists while a game is played (issue 30), as a property: for every prefix of
random games of every game, no message the bot renders — the public table, every seat's hand view —
carries a replay control, and the replay route refuses the open table as unknown without reading
anything of its replay, for anybody and whatever the click says; nothing is cached. Once the game
is over, the table carries the Replay button."""

from __future__ import annotations

import asyncio
import random
from types import SimpleNamespace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.core.live import Live, Refused
from bot.render import screens
from bot.route.components import control_of
from bot.storage.models import Player, TableRecord
from engine import get_game
from tests.bot_helpers import make_bot

GAMES = {"finns-i-sjon": 3, "go-fish": 3, "sankpass": 3, "farg-gin": 2, "hollywood-gin": 2, "tolv-fiender": 2}


class Click:
    def __init__(self, user_id: int, guild_id: int | None) -> None:
        self.user = SimpleNamespace(id=user_id)
        self.guild_id = guild_id
        self.response = self

    async def send_message(self, *args: Any, **kwargs: Any) -> None:
        raise AssertionError("a replay of an open table was shown")

    edit_message = send_message


def replay_ops(view: Any) -> list[str]:
    """The replay controls among what the message sends (its components' custom_ids)."""
    ops = [control_of(c.get("custom_id"))[0] for row in view.to_components() for c in row["components"]]
    return [op for op in ops if op.startswith("replay")]


def positions(game_id: str, seats: list[str], seed: int, limit: int = 150) -> list[Any]:
    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new(seats, {"target": 1} if "gin" in game_id else {}, seed)
    out = [state]
    while state.phase != "ended" and len(out) < limit:
        view = game.public_view(state)
        aw = view.get("awaiting")
        seat = aw.get("seat") if isinstance(aw, dict) else state.turn
        legal = [a for a in game.legal_actions(state, seat)] if seat else []
        if not legal:
            break
        outs = [a for a in legal if a["type"] in ("knock", "gin")]
        state, _ = game.apply(state, seat, rng.choice(outs or legal), state.clock + 1)
        out.append(state)
    return out


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game_id=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10**6), locale=st.sampled_from(["en", "sv", "da"]),
       reader=st.integers(0, 3), position=st.integers(0, 10**6))
def test_no_replay_control_and_no_replay_while_the_game_is_played(tmp_path, game_id, seed, locale, reader, position):
    seats = [str(10**17 + i) for i in range(GAMES[game_id])]
    rec = TableRecord(id=77, guild_id=5, channel_id=6, host_id=int(seats[0]), game=game_id, status="playing",
                      locale=locale, players=[Player(user_id=int(s), name=f"p{i}") for i, s in enumerate(seats)])
    bot = make_bot(str(tmp_path / "never.db"))
    service = bot.service

    async def never(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the replay route read the log of an open table")

    for name in ("replay_start", "replay_marks", "replay_mark", "steps", "load_table"):
        setattr(service.storage, name, never)
    user = int(seats[reader]) if reader < len(seats) else 999  # a player, or a spectator
    states = positions(game_id, seats, seed)

    async def clicks(state: Any) -> None:
        """Every replay click on the open table, each refused as unknown."""
        for op, arg in (("replay", ""), ("replay", f"{position % (state.version + 2)}_n"), ("replay_file", "")):
            for guild in (5, None, 8):
                try:
                    await service.replay(Click(user, guild), 77, op, arg, locale)
                except Refused as r:
                    assert r.key == "replay-unknown"
                else:
                    raise AssertionError("an open table's replay was not refused")

    # One event loop an example (a new loop a click was half the test's CPU), and one run of it a
    # position, not a click (each run of a loop sets up its Ctrl-C handler: most of the rest).
    with asyncio.Runner() as runner:
        for state in states:
            if state.phase == "ended":
                break
            _, view = screens.table(rec, state, locale)
            assert replay_ops(view) == []
            for seat in seats:
                _, hand = screens.hand(rec, state, seat, locale, {})
                assert replay_ops(hand) == []
            live = Live(rec, state)
            service.tables.add(live)
            runner.run(clicks(state))
            assert len(service.replays) == 0
    final = states[-1]
    if final.phase == "ended":  # over: the table offers its replay (once the record says so)
        done = rec.model_copy(update={"status": "ended" if final.result.get("reason") != "abandoned" else "abandoned"})
        _, view = screens.table(done, final, locale)
        assert replay_ops(view) == ["replay"]
