"""Discord request census: what whole games cost in Discord requests, by rate-limit class.

    ./scripts/bench requests [--seeds 1,2] [--idle 0.05] [--games farg-gin,sankpass] [--jobs 8]

Discord allows a bot token about 50 requests per second across all of the bot's processes (the
global limit); the interaction endpoints (the callback, and the interaction token's webhook
routes: followups, edits of the original response) are not bound by it. Each channel also takes
only about 5 new messages per 5 s. So the whole bot serves at most ``50 / x`` moves a second,
where ``x`` is the bot-token requests a move costs, however many shard clusters run.

Every game is played whole through simcord, from ``/play`` to its end, at a human cadence on
simcord's clock (the bot's default ``TABLE_EDIT_DELAY`` and ``PING_AFTER``): a player thinks
``--think`` seconds (uniform) before a move, clicks a second apart within it, and now and then
(``--idle``, a share of the moves) looks away for ``--away`` seconds, so the awaited player's
turn ping is part of the count. Each player opens "My hand" once and plays from it, and opens
it again when Discord's 15 minutes for that view have run out; one row plays gin with a hand in
DMs (a DM hand is a message the bot edits). Moves come from a plausible policy (the click-count
helper's, ``tests/clicks.py``; greedy deadwood for gin).

``--mixed`` (issue 35) plays the same games at a mixed table: each player also keeps the 🌐 live copy
of the table open (in their own language: the bot keeps it current as it keeps a hand view), opened
again when Discord's 15 minutes for it run out, and before ``--say`` of the moves says a quick phrase
(💬, then the phrase: two clicks; none in Tolv fiender). Run with and without it on the same seeds:
the bot-token requests per move must not grow.

Printed per game: accepted moves; bot-token requests per move, in all and by route; interaction
requests per move; the most new messages the bot made in one channel in any 5 s; the requests a
simulated global limit of 50/s would have answered 429; and the whole-bot ceiling ``50 / x``.
Then each target of the request-budget work with this run's verdict. Not part of the test run.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import sys
import tempfile
import types
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

try:
    import simcord
except ModuleNotFoundError:  # only ./scripts/run was used: the bot's install, not the test extra
    sys.exit("bench/requests.py drives the bot through simcord, the test extra: run it as ./scripts/bench requests "
             "(which installs it), or .venv/bin/pip install -e '.[test]' first")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bot.decide.lobby
from bot.ops.settings import Settings
from engine import get_game
from engine.games import gin_melds as gm
from tests.bot_helpers import SimClock, World, custom_ids, make_bot, seat_of
from tests.clicks import _do, go_out, policy
from tests.requests_log import GlobalLimit, RequestLog
from tests.ui_paths import outcome, shortest_clicks

GLOBAL = 50  # Discord's global limit per bot token, requests per second
VIEW_LIFE = 14 * 60  # a hand view stops updating (its token's 15 minutes) after this

# (label, game, players, options, seats (by member index) whose hand is in DMs)
GAMES: list[tuple[str, str, int, dict[str, Any], tuple[int, ...]]] = [
    ("finns-i-sjon (3 p)", "finns-i-sjon", 3, {}, ()),
    ("go-fish (3 p)", "go-fish", 3, {}, ()),
    ("sankpass (3 p)", "sankpass", 3, {"hand_size": 7}, ()),
    ("farg-gin", "farg-gin", 2, {}, ()),
    ("hollywood-gin", "hollywood-gin", 2, {}, ()),
    ("tolv-fiender (2 p)", "tolv-fiender", 2, {}, ()),
    ("farg-gin, a hand in DMs", "farg-gin", 2, {}, (1,)),
]

# Measured by this census on the code before the request-budget work (commit 7d5ea0e, 2026-12-01,
# ``--seeds 1,2``; this file and tests/requests_log.py copied into a worktree of that commit):
# interaction-token requests per move, the figure the work was not to raise.
BEFORE_INTERACTION = {
    "finns-i-sjon (3 p)": 3.35, "go-fish (3 p)": 3.34, "sankpass (3 p)": 3.30, "farg-gin": 2.01,
    "hollywood-gin": 2.01, "tolv-fiender (2 p)": 3.73, "farg-gin, a hand in DMs": 1.51,
}


def gin_policy(game: Any, state: Any, seat: str, rng: random.Random) -> dict[str, Any]:
    """Greedy gin: take a card that lowers the least deadwood (mostly: two greedy players would
    trade one pair of cards for ever), discard to the least, go out at once."""
    legal = game.legal_actions(state, seat)
    hand = gm.to_mask(state.hands[seat])
    now = gm.min_deadwood(hand)
    up = state.discard[-1] if state.discard else None
    if state.phase in ("upcard", "draw"):
        gains = up is not None and gm.min_deadwood_after_discard(hand | gm.to_mask([up])) < now \
            and rng.random() < 0.7
        if state.phase == "upcard":
            return {"type": "take_upcard" if gains else "pass"}
        if gains and {"type": "draw", "from": "discard"} in legal:
            return {"type": "draw", "from": "discard"}
        return {"type": "draw", "from": "stock"}
    out = go_out(game, state, seat, legal)
    if out:
        return out
    discards = [a for a in legal if a["type"] == "discard"]
    return min(discards, key=lambda a: (gm.min_deadwood(hand & ~gm.to_mask([a["card"]])), rng.random()))


def choose(game_id: str, state: Any, seat: str, rng: random.Random, last: dict[str, str]) -> dict[str, Any]:
    if game_id in ("farg-gin", "hollywood-gin"):
        return gin_policy(get_game(game_id), state, seat, rng)
    return policy(game_id, state, seat, rng, last)


@dataclass
class Row:
    label: str
    moves: int
    bot: int
    interaction: int
    routes: dict[str, int]
    creates: int
    iroutes: dict[str, int]
    limited: int

    def per(self, n: int) -> float:
        return n / max(1, self.moves)


class Player:
    """One seat's way of playing: its hand view (or DM message) and when Discord last renewed it."""

    def __init__(self, world: World, member: Any, dm: bool, mixed: bool = False) -> None:
        self.world, self.member, self.dm, self.mixed = world, member, dm, mixed
        self.view: int | None = None
        self.renewed = 0.0
        self.copied = -VIEW_LIFE  # when the live copy (--mixed) was last opened

    def message(self) -> Any:
        if self.dm:
            return next(m for m in reversed(self.member.user.dm_channel.history()) if custom_ids(m))
        assert self.view is not None
        return next(m for m in self.world.channel.history(viewer=self.member) if m.id == self.view)

    async def ready(self) -> None:
        """Open "My hand" if no view is open or Discord's time for it has run out."""
        now = self.world.clock.now()
        if self.dm or (self.view is not None and now - self.renewed < VIEW_LIFE):
            return
        r = await self.member.click(self.world.table_message(), label="My hand")
        self.view, self.renewed = r.response.message.id, now

    async def copy(self) -> None:
        """--mixed: open the 🌐 live copy if none is open or Discord's time for it has run out."""
        now = self.world.clock.now()
        if not self.mixed or now - self.copied < VIEW_LIFE:
            return
        table = self.world.table_message()
        await self.member.click(table, custom_id=next(c for c in custom_ids(table) if ":mirror:" in c))
        self.copied = now

    async def say(self, rng: random.Random) -> None:
        """--mixed: a quick phrase (the table's 💬, then one of its phrases)."""
        table = self.world.table_message()
        opener = next((c for c in custom_ids(table) if ":phrases:" in c), None)
        if opener is None:  # (Tolv fiender: none)
            return
        r = await self.member.click(table, custom_id=opener)
        picker = r.response.message
        await self.member.click(picker, custom_id=rng.choice([c for c in custom_ids(picker) if ":phrase:" in c]))

    async def click(self, click: Any) -> None:
        message = self.world.table_message() if click.where == "table" else self.message()
        dm = self.dm and click.where != "table"
        await _do(self.world, self.member.user if dm else self.member, message, click)
        if click.where != "table" and not self.dm:
            self.renewed = self.world.clock.now()  # a click on the view renews its token


async def play(label: str, game_id: str, players: int, options: dict[str, Any], dm: tuple[int, ...],
               seed: int, think: tuple[float, float], idle: float, away: float, mixed: bool = False,
               say: float = 0.0) -> Row:
    tmp = Path(tempfile.mkdtemp())
    clock = SimClock()
    db = str(tmp / "census.db")
    defaults = {k: Settings.model_fields[k].default for k in ("table_edit_delay", "ping_after")}
    env = simcord.Env(make_bot(db, clock, discord_limits=True, **defaults), check_errors=False)
    await env.start()
    clock.env = env
    await env.bot.tree.sync()
    world = World(env, clock, db)
    rng = random.Random(seed)
    bot.decide.lobby.random = types.SimpleNamespace(SystemRandom=lambda: random.Random(seed))  # type: ignore[attr-defined]
    log, limit = RequestLog(env), GlobalLimit(env, GLOBAL)
    seats = {seat_of(m): Player(world, m, i in dm, mixed) for i, m in enumerate(world.members[:players])}
    talk = random.Random(seed + 1000)  # (its own stream: the moves are the same with and without --mixed)
    moves = 0
    try:
        with log.recording(), limit.installed():
            for i in dm:
                await world.members[i].slash(world.channel, "settings", hand="dm")
            host = world.members[0]
            r = await host.slash(world.channel, "play", game=game_id,
                                 **({"options": " ".join(f"{k}={v}" for k, v in options.items())} if options else {}))
            lobby = r.response.message
            join, start = (next(c for c in custom_ids(lobby) if f":{op}:" in c) for op in ("join", "start"))
            for m in world.members[1:players]:
                await env.advance_time(rng.uniform(*think))
                await m.click(lobby, custom_id=join)
            await env.advance_time(rng.uniform(*think))
            await host.click(lobby, custom_id=start)
            live = world.service().live[int(join.split(":")[1])]
            last: dict[str, str] = {}
            while live.state.phase != "ended" and moves < 2000:
                state = live.state
                seat = state.turn
                action = choose(game_id, state, seat, rng, last)
                goal = outcome(game_id, state, seat, action)
                path = shortest_clicks(game_id, state, seat, dict(live.rec.drafts.get(seat, {})), goal)
                assert path is not None, f"{game_id}: no clicks make {action}"
                await env.advance_time(away if rng.random() < idle else rng.uniform(*think))
                player = seats[seat]
                await player.ready()
                for other in seats.values():
                    await other.copy()
                if mixed and talk.random() < say:
                    await talk.choice(list(seats.values())).say(talk)
                for n, click in enumerate(path):
                    if n:
                        await env.advance_time(1.0)
                    await player.click(click)
                expected, _ = get_game(game_id).apply(state, seat, action, live.state.clock)  # (made at that time)
                assert live.state.model_dump_json() == expected.model_dump_json(), f"{game_id}: {path} ≠ {action}"
                moves += 1
            await env.advance_time(5.0)  # the last table edit and any ping clean-up
    finally:
        await env.shutdown()
        await env.bot.storage.close()
    bot_requests = log.since(0, "bot")
    return Row(label, moves, len(bot_requests), len(log.since(0, "interaction")), log.by_route(0, "bot"),
               log.max_creates(0), log.by_route(0, "interaction"), len(limit.limited))


def merge(rows: list[Row]) -> Row:
    def total(key: str) -> dict[str, int]:
        out: dict[str, int] = {}
        for r in rows:
            for k, v in getattr(r, key).items():
                out[k] = out.get(k, 0) + v
        return out

    return Row(rows[0].label, sum(r.moves for r in rows), sum(r.bot for r in rows),
               sum(r.interaction for r in rows), total("routes"), max(r.creates for r in rows),
               total("iroutes"), sum(r.limited for r in rows))


def run_one(job: tuple[Any, ...]) -> Row:
    """One game with one seed, in a process of its own (simcord mostly waits for the bot to go idle,
    so games run side by side cost little more than the longest)."""
    return asyncio.run(play(*job))


def main(args: argparse.Namespace) -> None:
    seeds = [int(s) for s in args.seeds.split(",")]
    wanted = set(args.games.split(",")) if args.games else None
    think = tuple(float(x) for x in args.think.split("-"))
    games = [g for g in GAMES if not wanted or g[1] in wanted]
    jobs = [(*g, s, think, args.idle, args.away, args.mixed, args.say) for g in games for s in seeds]
    with ProcessPoolExecutor(args.jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        runs = list(pool.map(run_one, jobs))
    print(f"Discord request census: whole games through simcord, seeds {args.seeds}; a move every {args.think}"
          f" s (a second between clicks), {args.idle:.0%} of moves after {args.away:.0f} s away"
          + (f"; a mixed table: every player's live copy open, a phrase before {args.say:.0%} of the moves"
             if args.mixed else ""))
    print(f"{'game':26} | {'moves':>5} | {'bot token/move':>14} | {'interaction/move':>16} | "
          f"{'creates/ch/5 s':>14} | {'429 at 50/s':>11} | whole-bot ceiling at {GLOBAL}/s")
    rows = [merge([r for r in runs if r.label == g[0]]) for g in games]
    for row in rows:
        show(row)
    summary(rows)


def show(r: Row) -> None:
    """A game's row, then its requests per move by class and route (printed as each game ends)."""
    x = r.per(r.bot)
    ceiling = f"{GLOBAL / x:,.0f} moves/s" if x else "no bot-token request"
    print(f"{r.label:26} | {r.moves:>5} | {x:>14.3f} | {r.per(r.interaction):>16.2f} | {r.creates:>14} | "
          f"{r.limited:>11} | {ceiling}")
    for kind, routes in (("bot token", r.routes), ("interaction", r.iroutes)):
        for route, n in sorted(routes.items(), key=lambda kv: -kv[1]):
            print(f"{'':26}   {r.per(n):.3f}/move  {kind:11} {route}", flush=True)


def summary(rows: list[Row]) -> None:
    worst = max(rows, key=lambda r: r.per(r.bot))
    verdicts = [
        ("bot-token requests per move ≤ 0.3 in every game", f"{worst.per(worst.bot):.3f} ({worst.label})",
         worst.per(worst.bot) <= 0.3),
        ("aim: bot-token requests per move ≤ 0.05", f"{worst.per(worst.bot):.3f} ({worst.label})",
         worst.per(worst.bot) <= 0.05),
        ("no request answered 429", str(sum(r.limited for r in rows)), all(r.limited == 0 for r in rows)),
        ("≤ 5 new messages per channel per 5 s", str(max(r.creates for r in rows)), all(r.creates <= 5 for r in rows)),
    ]
    known = [r for r in rows if BEFORE_INTERACTION.get(r.label) is not None]
    if known:
        over = [r for r in known if r.per(r.interaction) > BEFORE_INTERACTION[r.label] + 1e-9]
        verdicts.append(("interaction-token requests per move no more than before",
                         ", ".join(f"{r.label} {r.per(r.interaction):.2f} vs {BEFORE_INTERACTION[r.label]:.2f}"
                                   for r in known), not over))
    for target, value, ok in verdicts:
        print(f"target: {target}: {value} {'met' if ok else 'NOT met'}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="1,2")
    ap.add_argument("--games", default="", help="comma-separated game ids (default: all)")
    ap.add_argument("--think", default="2-8", help="seconds before a move, uniform between the two")
    ap.add_argument("--idle", type=float, default=0.05, help="share of moves made after a long look away")
    ap.add_argument("--away", type=float, default=60.0, help="seconds a player looks away")
    ap.add_argument("--jobs", type=int, default=8, help="games played side by side, each in a process")
    ap.add_argument("--mixed", action="store_true", help="every player keeps a 🌐 live copy open and says phrases")
    ap.add_argument("--say", type=float, default=0.1, help="with --mixed: share of moves a phrase comes before")
    main(ap.parse_args())
