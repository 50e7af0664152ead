"""Replay pages for the longest games, and what a rating update costs (issue 30).

    ./scripts/bench replay [--target 100000] [--cache /tmp/cardtable-bench] [--clicks 300]

**The games.** The longest game of each kind, stored as the bot stores a finished game (its
event log from the seed, its final snapshot) in a SQLite file: a 100,000-point Färg-gin and
Hollywood Gin match (``--target``) played by a quick heuristic (knock when it can, keep the least
deadwood: people's hands, not random ones that take a hundred moves), cached under ``--cache``;
Sänkpass with 10 seats, 20 decks and 52 cards each; Finns i sjön with 8 players, Go Fish with 6
and Tolv fiender with 4, each the longest of 20 random games.

**The pages.** Each click goes through the bot's own replay route (``TableService.replay``: the
gate, the database reads, the engine replaying from the nearest kept state, the render, the answer
to a stub interaction), timed wall-clock (the machine's other load included) and CPU:

- *open*: the Replay button, a process that has not shown this game (the deal; ⏭ looked up);
- *▶* and *⏭*: a reader stepping on from where they are (``--clicks`` of each);
- *a stretch ahead*: the costliest click a reader can make — a page as far past the furthest
  position reached as the bot accepts (``MARK_EVERY``), clicked until the end (which stores every
  mark on the way);
- *far*: a click at a random position of the game, the replay open in this process;
- *far, new process*: the same in a process that never showed it (its stored marks used; the
  process's catalogues already loaded, as a running bot's are);
- the game file: its size and the time to write it (a long game's answer is deferred first).

p50 and p99 of each, per game; every page must answer within Discord's 3 s.

**A rating update** (``Storage.save_action`` with and without a game's placings, SQLite with
``synchronous=FULL`` as the bot runs it; and the model's update alone), for 2, 3 and 10 players.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.app import create_bot
from bot.core.replays import MARK_EVERY
from bot.ops.settings import Settings
from bot.render.i18n import catalog
from bot.route.components import control_of
from bot.storage import rating
from bot.storage.models import Player, TableRecord
from bot.storage.rating import Placing, Skill
from bot.storage.sqlite import SQLiteStorage
from engine import get_game
from engine.games import gin_melds as gm

T0 = 1_767_225_600.0
GUILD, CHANNEL = 10**18, 10**18 + 1


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


# ---- the games --------------------------------------------------------------------------------
def gin_player(g: Any, state: Any, seat: str) -> dict[str, Any]:
    legal = g.legal_actions(state, seat)
    hand = state.hands[seat]
    outs = [a for a in legal if a["type"] in ("knock", "gin")]
    if outs:
        return outs[0]
    if state.phase == "upcard":
        up = state.discard[-1]
        better = gm.min_deadwood_after_discard(gm.to_mask([*hand, up])) < gm.min_deadwood(gm.to_mask(hand))
        return {"type": "take_upcard" if better else "pass"}
    if state.phase == "draw":
        top = state.discard[-1] if state.discard else None
        take = (top is not None and {"type": "draw", "from": "discard"} in legal
                and gm.min_deadwood_after_discard(gm.to_mask([*hand, top])) < gm.min_deadwood(gm.to_mask(hand)) - 3)
        return {"type": "draw", "from": "discard" if take else "stock"}
    return {"type": "discard", "card": min((c for c in hand if c != state.taken),
                                           key=lambda c: gm.min_deadwood(gm.to_mask([x for x in hand if x != c])))}


def random_player(rng: random.Random) -> Any:
    """Random legal play; in Sänkpass never the card that matches the top (the game would end)."""
    def play(g: Any, state: Any, seat: str) -> dict[str, Any] | None:
        legal = [a for a in g.legal_actions(state, seat) if a["type"] not in ("reveal", "hide", "say")]
        if state.game == "sankpass":
            legal = [a for a in legal if g.outcome(state, a["card"], a.get("ace")) != "match"] or legal
        return rng.choice(legal) if legal else None
    return play


def awaited(g: Any, state: Any) -> str | None:
    """Whose decision the game waits for (Tolv fiender names it in its view; the others: the turn)."""
    if state.game != "tolv-fiender":
        return state.turn
    aw = g.public_view(state).get("awaiting")
    return aw.get("seat") if isinstance(aw, dict) else state.turn


def play(game_id: str, seats: list[str], options: dict[str, Any], seed: int, player: Any,
         limit: int = 3_000_000) -> tuple[int, list[tuple[str, dict[str, Any]]]]:
    g = get_game(game_id)
    state = g.new(seats, options, seed, now=T0)
    steps: list[tuple[str, dict[str, Any]]] = []
    now = T0
    while state.phase != "ended" and len(steps) < limit:
        seat = awaited(g, state)
        act = player(g, state, seat) if seat else None
        if act is None:
            break
        now += 2.0
        state, _ = g.apply(state, seat, act, now)
        steps.append((seat, act))
    return seed, steps


def longest(game_id: str, players: int, options: dict[str, Any], tries: int = 20) -> tuple[int, list]:
    seats = [str(10**17 + i) for i in range(players)]
    best: tuple[int, list] = (0, [])
    for seed in range(tries):
        got = play(game_id, seats, options, seed, random_player(random.Random(seed)))
        if len(got[1]) > len(best[1]):
            best = got
    return best


def gin_match(game_id: str, target: int, cache: Path) -> tuple[int, list]:
    path = cache / f"{game_id}-{target}.json"
    if path.exists():
        data = json.loads(path.read_text())
        return data["seed"], [(s, a) for s, a in data["steps"]]
    print(f"  playing a {target:,}-point {game_id} match (cached in {path}) …", flush=True)
    seed, steps = play(game_id, [str(10**17), str(10**17 + 1)], {"target": target}, 11, gin_player)
    cache.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"seed": seed, "steps": steps}))
    return seed, steps


async def store(storage: SQLiteStorage, game_id: str, players: int, options: dict[str, Any], seed: int,
                steps: list[tuple[str, dict[str, Any]]]) -> tuple[int, int]:
    """The game as the bot stores a finished one: its table, its event log, its final snapshot."""
    g = get_game(game_id)
    seats = [str(10**17 + i) for i in range(players)]
    rec = TableRecord(guild_id=GUILD, channel_id=CHANNEL, host_id=int(seats[0]), game=game_id, status="playing",
                      options=options, players=[Player(user_id=int(s), name=f"Player {i + 1}") for i, s in
                                                enumerate(seats)])
    rec.id = await storage.create_table(rec, T0)
    state = g.new(seats, options, seed, now=T0)
    rows = [(rec.id, 0, None, json.dumps({"type": "start", "seed": seed, "setup": {}, "first": None}),
             json.dumps(state.log), T0)]
    now = T0
    for seat, act in steps:
        now += 2.0
        state, events = g.apply(state, seat, act, now)
        rows.append((rec.id, state.version, seat, json.dumps(act), json.dumps(events), now))
    rec.status = "ended" if state.phase == "ended" else "abandoned"
    async with storage.transaction() as tx:
        for i in range(0, len(rows), 5000):
            await tx.executemany("INSERT INTO table_events (table_id, version, seat, action, events, at)"
                                 " VALUES (?,?,?,?,?,?)", rows[i:i + 5000])
        await tx.execute("UPDATE game_tables SET status=?, record=?, state=?, version=?, updated_at=? WHERE id=?",
                         (rec.status, rec.model_dump_json(), state.model_dump_json(), state.version, now, rec.id))
    return rec.id, state.version


# ---- the clicks -------------------------------------------------------------------------------
class _Response:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    async def send_message(self, *args: Any, **kwargs: Any) -> None:
        self.sent.append(kwargs)

    async def edit_message(self, **kwargs: Any) -> None:
        self.sent.append(kwargs)

    async def defer(self, **kwargs: Any) -> None:
        self.sent.append({"deferred": True})

    send = send_message  # (the followup of a deferred answer)


class Click:
    """What the replay route reads of an interaction: the server, the user, the response."""

    def __init__(self) -> None:
        self.guild_id = GUILD
        self.user = type("U", (), {"id": 10**17})()
        self.response = _Response()
        self.followup = self.response


async def click(service: Any, tid: int, op: str, arg: str) -> tuple[float, float, dict[str, Any]]:
    it = Click()
    wall, cpu = time.perf_counter(), time.process_time()
    await service.replay(it, tid, op, arg, "en")
    return time.perf_counter() - wall, time.process_time() - cpu, it.response.sent[-1]


def position_of(sent: dict[str, Any], which: str) -> int | None:
    for item in sent["view"].children:
        op, arg = control_of(getattr(item, "custom_id", None))
        if op == "replay" and arg.endswith(which) and not item.disabled:
            return int(arg.split("_")[0])
    return None


async def fresh(db: Path) -> Any:
    settings = Settings(_env_file=None, discord_token=None, database_url=f"sqlite:///{db}", sync_commands=False)
    bot = create_bot(settings)
    await bot.prepare()
    catalog()  # (a running bot has its catalogues loaded long before a replay is clicked)
    return bot


async def bench_game(db: Path, label: str, tid: int, total: int, clicks: int, rng: random.Random) -> dict[str, Any]:
    out: dict[str, Any] = {"game": label, "moves": total}
    bot = await fresh(db)
    svc = bot.service
    try:
        times: dict[str, list[float]] = {"open": [], "▶": [], "⏭": [], "a stretch ahead": [], "far": []}
        w, _, sent = await click(svc, tid, "replay", "")
        times["open"].append(w)
        for _ in range(clicks):  # a reader stepping on
            nxt = position_of(sent, "_n")
            if nxt is None:
                break
            w, _, sent = await click(svc, tid, "replay", f"{nxt}_n")
            times["▶"].append(w)
        for _ in range(clicks):
            nxt = position_of(sent, "_f")
            if nxt is None:
                break
            w, _, sent = await click(svc, tid, "replay", f"{nxt}_f")
            times["⏭"].append(w)
        # the costliest click a reader can make: as far ahead as a page may be (MARK_EVERY past the
        # furthest position reached); clicked until the end, which stores every mark on the way
        tl = svc.replays.cached(tid)
        while tl.reached < total:
            k = min(total, tl.reached + MARK_EVERY)
            w, _, _ = await click(svc, tid, "replay", f"{k}_n")
            times["a stretch ahead"].append(w)
            tl = svc.replays.cached(tid)
        for _ in range(clicks):  # random positions, the replay open here
            k = rng.randint(1, total)
            w, _, _ = await click(svc, tid, "replay", f"{k}_n")
            times["far"].append(w)
        w, c = time.perf_counter(), time.process_time()
        _, _, sent = await click(svc, tid, "replay_file", "")
        out["file"] = (time.perf_counter() - w, time.process_time() - c)
        tl = svc.replays.cached(tid)
        assert tl.file is not None
        out["file size"] = (tl.file[1], len(tl.file[2]))
        out["memory"] = tl.size
    finally:
        await bot.storage.close()
    cold: list[float] = []
    for _ in range(max(5, clicks // 10)):  # a new process each time, the marks stored
        bot = await fresh(db)
        try:
            k = rng.randint(1, total)
            w, _, _ = await click(bot.service, tid, "replay", f"{k}_n")
            cold.append(w)
        finally:
            await bot.storage.close()
    times["far, new process"] = cold
    out["times"] = times
    return out


# ---- ratings ----------------------------------------------------------------------------------
async def bench_rating(path: Path, rounds: int = 200) -> list[tuple[int, float, float, float]]:
    """(players, save_action without placings ms, with placings ms, the model's update alone µs)."""
    out = []
    for n in (2, 3, 10):
        storage = SQLiteStorage(path / f"rating-{n}.db")
        await storage.open()
        try:
            plain, rated = [], []
            for i in range(rounds):
                rec = TableRecord(guild_id=GUILD, channel_id=CHANNEL, host_id=1, game="sankpass", status="ended",
                                  players=[Player(user_id=10**17 + j, name=str(j)) for j in range(n)])
                rec.id = await storage.create_table(rec, T0)
                placings = [Placing(p.seat, rating.person(p.user_id), 1 + (j + i) % n) for j, p in
                            enumerate(rec.players)]
                for with_rating, into in ((False, plain), (True, rated)):
                    t = time.perf_counter()
                    await storage.save_action(rec, "{}", 1 + with_rating, None, {"type": "x"}, [], T0, None,
                                              placings=placings if with_rating else None)
                    into.append(time.perf_counter() - t)
            placings = [Placing(str(j), f"u{j}", j + 1) for j in range(n)]
            current = {p.entrant: Skill(25 + j, 3) for j, p in enumerate(placings)}
            t = time.perf_counter()
            for _ in range(rounds):
                rating.rate(placings, current)
            model = (time.perf_counter() - t) / rounds
            out.append((n, statistics.median(plain) * 1e3, statistics.median(rated) * 1e3, model * 1e6))
        finally:
            await storage.close()
    return out


async def main(target: int, cache: Path, clicks: int) -> int:
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "replays.db"
        storage = SQLiteStorage(db, synchronous="OFF")
        await storage.open()
        games: list[tuple[str, int, int]] = []
        print("storing the longest game of each kind …", flush=True)
        specs = [
            ("farg-gin", 2, {"target": target}, None),
            ("hollywood-gin", 2, {"target": target}, None),
            ("sankpass", 10, {"decks": 20, "hand_size": 52}, 5),
            ("finns-i-sjon", 8, {}, 20),
            ("go-fish", 6, {}, 20),
            ("tolv-fiender", 4, {}, 20),
        ]
        for game_id, players, options, tries in specs:
            if tries is None:
                seed, steps = gin_match(game_id, target, cache)
            else:
                seed, steps = longest(game_id, players, options, tries)
            tid, total = await store(storage, game_id, players, options, seed, steps)
            label = f"{game_id} ({players} p" + (f", {target:,} points" if tries is None else "") + ")"
            games.append((label, tid, total))
            print(f"  {label}: {total:,} moves", flush=True)
        await storage.close()
        results = []
        for label, tid, total in games:
            print(f"clicking through {label} …", flush=True)
            results.append(await bench_game(db, label, tid, total, clicks, rng))
        ratings = await bench_rating(Path(tmp))
    print()
    print(f"load average while it ran: {' '.join(f'{x:.1f}' for x in os.getloadavg())} ({os.cpu_count()} cores)")
    print("Replay pages, wall time per click (ms), p50 / p99:")
    cases = ["open", "▶", "⏭", "a stretch ahead", "far", "far, new process"]
    print("| game | moves | " + " | ".join(cases) + " | game file (once) | memory (estimate) |")
    print("|---|---|" + "---|" * (len(cases) + 2))
    worst = 0.0
    for r in results:
        cells = []
        for case in cases:
            ts = r["times"][case]
            worst = max(worst, pct(ts, 0.99) if ts else 0.0)
            cells.append(f"{pct(ts, 0.5) * 1e3:.1f} / {pct(ts, 0.99) * 1e3:.1f}" if ts else "–")
        name, size = r["file size"]
        gz = " gz" if name.endswith(".gz") else ""
        print(f"| {r['game']} | {r['moves']:,} | " + " | ".join(cells) +
              f" | {size / 2**20:.2f} MiB{gz}, {r['file'][0]:.1f} s | {r['memory'] / 2**20:.1f} MiB |")
    print()
    print("A rating update (median of 200; SQLite, synchronous=FULL):")
    print("| players | a game's last move stored | with its placings and ratings | the model's update alone |")
    print("|---|---|---|---|")
    for n, plain, rated, model in ratings:
        print(f"| {n} | {plain:.2f} ms | {rated:.2f} ms (+{rated - plain:.2f}) | {model:.0f} µs |")
    print()
    verdict = "met" if worst < 3.0 else "NOT met"
    print(f"target: every replay page within Discord's 3 s (p99 of every case above): {verdict} "
          f"(the slowest p99: {worst * 1e3:.0f} ms)")
    return 0 if worst < 3.0 else 1


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--target", type=int, default=100_000, help="the gin matches' target (points)")
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "cardtable-bench",
                    help="where the generated gin matches are kept between runs")
    ap.add_argument("--clicks", type=int, default=300, help="clicks of each kind per game")
    args = ap.parse_args()
    sys.exit(asyncio.run(main(args.target, args.cache, args.clicks)))
