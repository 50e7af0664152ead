"""Play every game through simcord and photograph what the players see: ``docs/screenshots/*.png``.

Each scene starts the real bot against simcord's simulated Discord (the card faces registered as
application emojis, as at a real start), plays a short stacked game with the same helpers as the
end-to-end tests, and captures messages with simcord's preview (Discord's dark theme) as the
member who sees them — ephemeral hand views included. The preview gets the face images through
its ``assets`` mapping, since it cannot fetch emoji URLs.

Needs the ``screenshots`` extra (``pip install -e '.[screenshots]'``) and a Chromium: simcord's
capture launches Playwright's own browser, which cannot be downloaded everywhere, so this script
launches the system one (``--chromium``, default ``/usr/lib/chromium/chromium``; Debian:
``apt-get install chromium``). Run it as ``scripts/screenshots`` from the repository root.
Not part of the test run.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import io
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# what the screenshots extra brings (simcord's preview runtime, Playwright): without it, say so in
# one line naming the extra, as README does, rather than end in simcord's traceback
EXTRA = ("markdown_it", "linkify_it", "regex", "playwright")
if missing := [m for m in EXTRA if importlib.util.find_spec(m) is None]:
    print(f"scripts/screenshots needs the screenshots extra ({', '.join(missing)} missing): "
          ".venv/bin/pip install -e '.[screenshots]'", file=sys.stderr)
    sys.exit(2)

import simcord  # noqa: E402
import simcord.preview._capture as simcord_capture  # noqa: E402
import simcord.preview._markdown as simcord_markdown  # noqa: E402
from PIL import Image  # noqa: E402
from simcord.backend.cdn import CDN_BASE  # noqa: E402

from bot.render import cardfaces  # noqa: E402
from bot.render.emojis import OUR_NAME  # noqa: E402
from engine import get_game  # noqa: E402
from engine.cards import rank_of  # noqa: E402
from tests import embed_height  # noqa: E402
from tests.bot_helpers import (  # noqa: E402
    SimClock,
    World,
    act,
    click_named,
    custom_ids,
    interaction_locale,
    make_bot,
    open_table,
    seat_of,
    stacked,
)

WIDTH = 760  # px: the preview's window (desktop); a message is captured at its own height
PHONE = 400  # px: a phone's width (``--width 400``)
HEIGHT = 2400  # px: the window's height, above any message's, so none is cut


def use_chromium(path: str) -> None:
    """simcord launches Playwright's bundled browser; launch the system Chromium instead."""

    async def ensure_browser(self: Any) -> Any:
        if self._browser is None:
            from playwright.async_api import async_playwright

            self._playwright = await async_playwright().start()
            self._browser = await self._playwright.chromium.launch(executable_path=path)
        return self._browser

    simcord_capture.ManagedCapture._ensure_browser = ensure_browser


def mentions_in_embeds() -> None:
    """Discord shows a user mention in an embed's text as @name (without pinging); the preview
    leaves it raw. Let the preview resolve mentions there too."""
    for field in ("embed_description", "embed_field_value"):
        simcord_markdown._FIELD_POLICIES[field]["mentions"] = True


def face_assets(env: Any) -> dict[str, tuple[str, bytes]]:
    """The application's card-face emojis as preview assets (URL → file name and PNG)."""
    out = {}
    for emoji in env.backend.application_emojis.values():
        m = OUR_NAME.fullmatch(emoji.name)
        if m and int(m["version"]) == cardfaces.ART_VERSION:
            out[f"{CDN_BASE}/emojis/{emoji.id}.png"] = (f"{emoji.name}.png", cardfaces.png(m["key"]))
    return out


class Scene:
    """One bot, one simulated server, one open preview; :meth:`shot` captures a message."""

    def __init__(self, out: Path, world: World, preview: Any, suffix: str = "") -> None:
        self.out, self.world, self.preview, self.suffix = out, world, preview, suffix
        self.files: list[Path] = []

    async def shot(self, name: str, viewer: Any, message: Any) -> None:
        path = self.out / f"{name}{self.suffix}.png"
        await self.preview.screenshot(path, viewer=viewer, target=message.id, mode="surface")
        shrink(path)
        self.files.append(path)
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path  # --out may be elsewhere
        height, embed = heights(path)
        model = ""
        if getattr(message, "embeds", None):  # the tests' phone model of the same embed and message
            lines, px = embed_height.measure(message.embeds[0])
            whole = embed_height.message(message.embeds[0], getattr(message, "components", None))
            model = f"; the 400 px model: {lines} lines, {px} px, the message {whole} px"
        print(f"  {shown}  {path.stat().st_size // 1024} KiB, {height} px high (embed {embed} px{model})")


def heights(path: Path) -> tuple[int, int]:
    """The message's height and its embed's, in px: the embed is as high as its colour bar, the
    column left of the text (right of the avatar) with the most coloured rows."""
    img = Image.open(path).convert("RGB")
    w, h = img.size
    px = img.load()

    def coloured(x: int, y: int) -> bool:
        r, g, b = px[x, y]
        return max(r, g, b) - min(r, g, b) > 40

    best = 0
    for x in range(60, min(w, 100)):
        best = max(best, sum(coloured(x, y) for y in range(h)))
    return h, best


def shrink(path: Path) -> None:
    """Quantise to a 256-colour palette: the screenshots are flat UI, a few KiB instead of ~100."""
    img = Image.open(path).convert("RGB")
    buf = io.BytesIO()
    img.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
        buf, format="PNG", optimize=True)
    path.write_bytes(buf.getvalue())


async def run_scene(out: Path, play: Callable[[Scene], Awaitable[None]], width: int = WIDTH,
                    **settings: Any) -> list[Path]:
    with tempfile.TemporaryDirectory() as tmp:
        clock = SimClock()
        db = str(Path(tmp) / "bot.db")
        env = simcord.Env(make_bot(db, clock, **settings))
        await env.start()
        clock.env = env
        await env.bot.tree.sync()
        world = World(env, clock, db)
        try:
            async with env.preview(world.channel, viewers=world.members, display="fixed", width=width,
                                   height=HEIGHT, assets=face_assets(env)) as preview:
                scene = Scene(out, world, preview, "" if width == WIDTH else f"-{width}")
                await play(scene)
                return scene.files
        finally:
            await env.shutdown()
            await env.bot.storage.close()


# ---- helpers to drive a game ------------------------------------------------------------------
def latest(world: World, member: Any, message: Any) -> Any:
    return next(m for m in world.channel.history(viewer=member) if m.id == message.id)


def cid(message: Any, op: str, arg: str | None = None) -> str:
    return next(c for c in custom_ids(message) if f":{op}:" in c and (arg is None or c.endswith(f":{arg}")))


async def hand(world: World, member: Any) -> Any:
    """A fresh hand view (the table's "My hand")."""
    table = world.table_message()
    return (await member.click(table, custom_id=cid(table, "hand"))).response.message


async def press(world: World, member: Any, message: Any, name: str) -> Any:
    r = await click_named(member, message, name)
    return latest(world, member, r.response.message)


async def choose(world: World, member: Any, message: Any, op: str, value: str) -> Any:
    await member.select(message, [value], custom_id=cid(message, op))
    return latest(world, member, message)


async def aim(world: World, member: Any, message: Any, target: Any) -> Any:
    """Whom the rank buttons ask: picked only where the view does not already ask ``target``."""
    if any(":target:" in c for c in custom_ids(message)):
        message = await choose(world, member, message, "target", seat_of(target))
    return message


async def ask(world: World, member: Any, message: Any, target: Any, rank: str, suit: str | None = None) -> Any:
    """A rank button asks at once; asking for a card, the rank opens the card buttons."""
    message = await tap(world, member, await aim(world, member, message, target), "rank", rank)
    return await tap(world, member, message, "card", suit) if suit else message


async def tap(world: World, member: Any, message: Any, op: str, arg: str) -> Any:
    r = await member.click(message, custom_id=cid(message, op, arg))
    return latest(world, member, r.response.message)


def C(text: str) -> list[str]:
    return text.split()


# ---- scenes -----------------------------------------------------------------------------------
async def lobby(scene: Scene) -> None:
    w = scene.world
    alice, bob, cara = w.members
    r = await alice.slash(w.channel, "play", game="sankpass", options="hand_size=6")
    lobby = r.response.message
    await bob.click(lobby, custom_id=cid(lobby, "join"))
    await cara.click(lobby, custom_id=cid(lobby, "join"))
    await scene.shot("lobby", alice, latest(w, alice, lobby))


def holds(hand: list[str], ask: dict[str, Any]) -> bool:
    """Whether a fishing question would be answered with cards."""
    if ask.get("card"):
        return ask["card"] in hand
    return any(rank_of(c) == ask["rank"] for c in hand)


async def fish(scene: Scene, live: Any, moves: list[bool]) -> None:
    """Play ``moves`` turns of a fishing game, each a hit (the asked player has the rank) or a miss."""
    w = scene.world
    game = get_game(live.rec.game)
    by_seat = {seat_of(m): m for m in w.members}
    for hit in moves:
        seat = live.state.turn
        legal = game.private_view(live.state, seat)["legal"]
        if not legal:
            break
        action = next((a for a in legal if holds(live.state.hands[a["target"]], a) == hit), legal[0])
        member = by_seat[seat]
        rank = action.get("rank") or action["card"][:-1]
        suit = action["card"][-1] if action.get("card") else None
        await ask(w, member, await hand(w, member), by_seat[action["target"]], rank, suit)


async def finns_i_sjon(scene: Scene) -> None:
    w = scene.world
    stacked(w, {0: C("AS AH 2S 7D 9C KS KH"), 1: C("AD 2C 5S 6S 7S QD 9H"), 2: C("9S 10S 10H JS 3D KD 4C")},
            C("3C KC 8H 8D JH 5D 4S 6H QC"), first=0)
    live = await open_table(w, "finns-i-sjon", options="hand_size=7")
    await fish(scene, live, [True, True, False, True, False, False])
    member = next(m for m in w.members if seat_of(m) == live.state.turn)
    target = next(m for m in w.members if seat_of(m) != live.state.turn)
    h = await aim(w, member, await hand(w, member), target)  # then one tap on a rank asks
    await scene.shot("finns-i-sjon-table", member, w.table_message())
    await scene.shot("finns-i-sjon-hand", member, h)


async def go_fish(scene: Scene) -> None:
    w = scene.world
    stacked(w, {0: C("AS AH 2S 2H 2D 9C 4H"), 1: C("AD 2C 5S 6S 7S 4S QH"), 2: C("9S 9H 10S 10H JS 5D 7C")},
            C("AC KC 5H 9D 3S 4D 8C JD QD"), first=0)
    live = await open_table(w, "go-fish", options="ask_mode=card history=full hand_size=7")
    await fish(scene, live, [True, True, False, False])
    member = next(m for m in w.members if seat_of(m) == live.state.turn)
    h = await hand(w, member)
    action = get_game("go-fish").private_view(live.state, live.state.turn)["legal"][0]
    h = await aim(w, member, h, next(m for m in w.members if seat_of(m) == action["target"]))
    h = await tap(w, member, h, "rank", action["card"][:-1])  # asking for a card: the rank, then its card
    await scene.shot("go-fish-table", member, w.table_message())
    await scene.shot("go-fish-hand", member, h)


async def sankpass(scene: Scene, name: str = "sankpass") -> None:
    w = scene.world
    alice, bob, cara = w.members
    ids = [seat_of(m) for m in w.members]
    hands = {0: C("9S 5H KD 2S 6C 10H"), 1: C("10S 4H 8D 3S QC AH"), 2: C("JS 7D 8C QH 4S X1")}
    w.service().stack = lambda rec: ({"hands": {ids[i]: h for i, h in hands.items()}}, ids[0])
    await open_table(w, "sankpass", options="hand_size=6")
    ha = await hand(w, alice)
    await press(w, alice, ha, "9♠")             # opens the pile
    hb = await hand(w, bob)
    await press(w, bob, hb, "10♠")              # higher
    hc = await hand(w, cara)
    hc = await press(w, cara, hc, "Show my hand")
    await press(w, cara, latest(w, cara, hc), "7♦")  # lower: cara's next turn is passed
    ha = await hand(w, alice)
    await press(w, alice, ha, "6♣")             # lower again
    live = w.service().live[next(iter(w.service().live))]
    await sank_moves(w, live, 8)                # mid-game: a longer log
    member = next(m for m in w.members if seat_of(m) == live.state.turn)
    h = await hand(w, member)
    await scene.shot(f"{name}-table", member, w.table_message())
    await scene.shot(f"{name}-hand", member, h)


async def sank_moves(world: World, live: Any, n: int) -> None:
    """``n`` more Sänkpass moves, each the awaited player's lowest card that does not match the top
    (higher if one is, else lower), played through the hand view."""
    game = get_game("sankpass")
    by_seat = {seat_of(m): m for m in world.members}
    for _ in range(n):
        seat = live.state.turn
        if seat is None or live.state.phase == "ended":
            return
        view = game.private_view(live.state, seat)
        plays = [p for p in view["plays"] if p["outcome"] != "match" and rank_of(p["card"]) != "A"]
        if not plays:
            return
        best = min(plays, key=lambda p: (p["outcome"] != "higher", view["hand"].index(p["card"])))
        member = by_seat[seat]
        await tap(world, member, await hand(world, member), "play", str(view["hand"].index(best["card"])))


async def sankpass_text(scene: Scene) -> None:
    """The fallback (``CARD_FACES=text``): the same moment with text cards."""
    await sankpass(scene, "text-cards")


GIN_CHOICE = {"upcard": "2H", "hands": {"a": C("AH AD AC 5D 6D 7D 9C 10C JC KS"),
                                        "b": C("3S 5S 8S QS 4H 9H KD 2C 4C 6C")}}
GIN_UNDERCUT = {"upcard": "3D", "hands": {"a": C("2S 3S 4S 7H 7D 7C 9C 10C JC 5H"),
                                          "b": C("5S 6S 8D 9D 10D KH KD KC AH 2H")}}
GIN_KNOCK = {"upcard": "3D", "hands": {"a": GIN_UNDERCUT["hands"]["a"],
                                       "b": C("5S 6S 8C KH QH 2H 4H 8D 9D JD")}}
GIN_GIN = {"upcard": "5S", "hands": {"a": C("2S 3S 4S 7H 7D 7C 9C 10C JC KH"),
                                     "b": C("6S 8C QH 2H 4H 8D 9D JD 3C 5C")}}


def stack_gin(world: World, *deals: dict[str, Any]) -> None:
    alice, bob = world.members[:2]
    seats = {"a": seat_of(alice), "b": seat_of(bob)}
    setup = {"deals": [{"dealer": seats["b"], **d, "hands": {seats[k]: v for k, v in d["hands"].items()}}
                       for d in deals]}
    world.service().stack = lambda rec: (setup, None)


async def farg_gin(scene: Scene, name: str = "farg-gin") -> None:
    w = scene.world
    alice = w.members[0]
    stack_gin(w, GIN_CHOICE, GIN_UNDERCUT)
    await open_table(w, "farg-gin", players=2, options="target=50")
    ha = await hand(w, alice)
    ha = await press(w, alice, ha, "Take 2♥")
    ha = await press(w, alice, ha, "Knock 2 K♠")  # two ways to lay the melds: which?
    if name == "farg-gin":  # the second step of going out, one tap from the hand
        await scene.shot("farg-gin-ways", alice, ha)
    await press(w, alice, ha, "Knock · blocks ♦, ♣")  # hand 1 scores ♠ ♥; hand 2 is dealt
    if name == "farg-gin":  # the last hand in full, until the next hand's first move
        await scene.shot("farg-gin-last-hand", alice, w.table_message())
    ha = await hand(w, alice)
    ha = await press(w, alice, ha, "Take 3♦")   # tap a card to discard it, or knock with 5♥
    if name == "farg-gin":
        await scene.shot("farg-gin-table", alice, w.table_message())
    await scene.shot(f"{name}-hand", alice, ha)


async def four_colour(scene: Scene) -> None:
    """The same Färg-gin hand in the four-colour deck (alice's /settings deck: four colours)."""
    await scene.world.service().set_four_colour(scene.world.members[0].id, True)
    await farg_gin(scene, "four-colour")


async def hollywood_gin(scene: Scene) -> None:
    w = scene.world
    alice = w.members[0]
    stack_gin(w, GIN_KNOCK, GIN_GIN)
    await open_table(w, "hollywood-gin", players=2, options="target=60")
    ha = await hand(w, alice)
    ha = await press(w, alice, ha, "Take 3♦")
    await press(w, alice, ha, "Knock 3 5♥")
    ha = await hand(w, alice)
    ha = await press(w, alice, ha, "Take 5♠")   # gin with K♥ is one tap away
    await scene.shot("hollywood-gin-table", alice, w.table_message())
    await scene.shot("hollywood-gin-hand", alice, ha)


GIN_LONG_RUN = {"upcard": "2H", "hands": {"a": C("3S 4S 5S 6S 7S 8S 9H 9D 9C KD"),
                                         "b": C("AH AD AC 5D 6D 7D 10C JC QC KS")}}


async def gin_long_run(scene: Scene) -> None:
    """A gin hand with a six-card run (3♠–8♠), a set and deadwood: as it is dealt, and with eleven
    cards, choosing the discard (issue 37: a run longer than a row of five buttons)."""
    w = scene.world
    alice = w.members[0]
    stack_gin(w, GIN_LONG_RUN)
    await open_table(w, "hollywood-gin", players=2)
    ha = await hand(w, alice)
    await scene.shot("gin-long-run-hand", alice, ha)
    ha = await press(w, alice, ha, "Take 2♥")
    await scene.shot("gin-long-run-discard", alice, ha)


TOLV_HANDS = {0: C("X1 10D 9S 8H AC 2H"), 1: C("7S 6D 5C 4H 3S 2D"), 2: C("10S 10H 9D 8C 7H 6S")}


def stack_tolv(world: World) -> None:
    ids = [seat_of(m) for m in world.members]
    setup = {"hands": {ids[i]: h for i, h in TOLV_HANDS.items()}, "tavern": ["3D", "4D"],
             "castle": ["JC", "JS", "QH"]}
    world.service().stack = lambda rec: (setup, ids[0])


async def pick(world: World, member: Any, message: Any, cards: list[str]) -> Any:
    for card in cards:
        message = await press(world, member, message, card)
    return message


async def tolv_fiender(scene: Scene) -> None:
    w = scene.world
    alice, bob, cara = w.members
    stack_tolv(w)
    await open_table(w, "tolv-fiender")
    ha = await hand(w, alice)
    ha = await pick(w, alice, ha, ["A♣", "8♥"])
    await scene.shot("tolv-fiender-hand", alice, ha)
    await press(w, alice, ha, "Play")           # 9 damage; J♣ strikes back: alice pays 10
    ha = await hand(w, alice)
    ha = await pick(w, alice, ha, ["10♦"])
    await press(w, alice, ha, "Pay")
    hb = await hand(w, bob)
    hb = await pick(w, bob, hb, ["5♣"])
    await press(w, bob, hb, "Play")
    table = w.table_message()
    await scene.shot("tolv-fiender-table", bob, table)
    legend = (await cara.click(table, label="?")).response.message  # what the icons mean, privately
    await scene.shot("tolv-fiender-legend", cara, latest(w, cara, legend))


async def tolv_speech(scene: Scene) -> None:
    """After a jester: the others may say 🙋 or 🙅 while its player chooses who goes next."""
    w = scene.world
    alice, bob, cara = w.members
    stack_tolv(w)
    await open_table(w, "tolv-fiender")
    ha = await hand(w, alice)
    ha = await pick(w, alice, ha, ["🃏"])
    await press(w, alice, ha, "Play")
    await bob.click(w.table_message(), label="I’d like to go")
    await cara.click(w.table_message(), label="I’d rather not")
    await scene.shot("tolv-fiender-speech", cara, w.table_message())


async def computer(scene: Scene) -> None:
    """A Swedish Finns i sjön table with a computer seat: the lobby with 🤖 Dator 1, then the
    table after alice's question and the computer's answer, and her hand view."""
    w = scene.world
    alice, bob, _ = w.members
    ids = [seat_of(m) for m in w.members]
    setup = {"hands": {ids[0]: C("AS AH 2S 7D 9C KS KH"), "1": C("AD 2C 5S 6S 7S QD 9H"),
                       ids[1]: C("9S 10S 10H JS 3D KD 4C")}, "stock": C("3C KC 8H 8D JH 5D 4S 6H QC")}
    w.service().stack = lambda rec: (setup, ids[0])
    r = await alice.slash(w.channel, "play", game="finns-i-sjon", options="hand_size=7", language="sv")
    lobby = r.response.message
    await alice.click(lobby, custom_id=cid(lobby, "computer_good"))
    await bob.click(lobby, custom_id=cid(lobby, "join"))
    await scene.shot("computer-lobby", alice, latest(w, alice, lobby))
    await alice.click(lobby, custom_id=cid(lobby, "start"))
    await w.settle()
    (live,) = [lv for lv in w.service().live.values() if lv.rec.status == "playing"]
    await act(w, live, ids[0], {"type": "ask", "target": "1", "rank": "A"})
    await w.settle()
    for _ in range(6):  # the computer's turns come after its pause, alice's question answered
        await w.env.advance_time(2.0)
        await w.settle()
        if live.state.turn not in ("1",):
            break
    h = await hand(w, alice)
    await scene.shot("computer-table", alice, w.table_message())
    await scene.shot("computer-hand", alice, h)


@contextlib.contextmanager
def named(scene: Scene, prefix: str) -> Iterator[None]:
    """The scene's captures named ``prefix`` + their usual name (``norsk-go-fish-table``)."""
    shot = scene.shot

    async def prefixed(name: str, viewer: Any, message: Any) -> None:
        await shot(prefix + name, viewer, message)

    scene.shot = prefixed  # type: ignore[method-assign]
    try:
        yield
    finally:
        scene.shot = shot  # type: ignore[method-assign]


async def norsk(scene: Scene) -> None:
    """Go Fish at a Norwegian table (the server's table language: Norsk), every player's Discord in
    Norwegian: the table and a hand view."""
    await scene.world.service().storage.set_guild_locale(scene.world.guild.id, "no")
    with interaction_locale("no"), named(scene, "norsk-"):
        await go_fish(scene)


async def norsk_gin(scene: Scene) -> None:
    """Färg-gin in Norwegian: the hand just settled on the table (banket, dødvekt, bygde på), then a
    hand view with its ways to go out."""
    w = scene.world
    alice = w.members[0]
    await w.service().storage.set_guild_locale(w.guild.id, "no")
    stack_gin(w, GIN_CHOICE, GIN_UNDERCUT)
    with interaction_locale("no"):
        await open_table(w, "farg-gin", players=2, options="target=50")
        ha = await hand(w, alice)
        ha = await press(w, alice, ha, "Ta 2♥")
        ha = await press(w, alice, ha, "Bank 2 K♠")  # two ways to lay the melds: which?
        await press(w, alice, ha, "Bank · blokkerer ♦, ♣")
        await scene.shot("norsk-farg-gin-last-hand", alice, w.table_message())
        ha = await hand(w, alice)
        ha = await press(w, alice, ha, "Ta 3♦")
        await scene.shot("norsk-farg-gin-hand", alice, ha)


async def norsk_at_a_swedish_table(scene: Scene) -> None:
    """A Swedish Finns i sjön table (the server's language: Svenska) and a Norwegian player's hand
    at it: the table in Swedish, the hand in Norwegian."""
    await scene.world.service().storage.set_guild_locale(scene.world.guild.id, "sv")
    with interaction_locale("no"), named(scene, "norsk-at-swedish-"):
        await finns_i_sjon(scene)


async def mixed_table(scene: Scene) -> None:
    """A mixed table (issue 35): a Swedish Finns i sjön table, with bob's quick phrase on it in
    Swedish; bob (English) reads his 🌐 copy of it in English and his phrase list; cara (Norwegian)
    reads her hand view, its footer the newest public line in Norwegian."""
    w = scene.world
    alice, bob, cara = w.members
    await w.service().storage.set_guild_locale(w.guild.id, "sv")
    stacked(w, {0: C("AS AH 2S 7D 9C KS KH"), 1: C("AD 2C 5S 6S 7S QD 9H"), 2: C("9S 10S 10H JS 3D KD 4C")},
            C("3C KC 8H 8D JH 5D 4S 6H QC"), first=0)
    live = await open_table(w, "finns-i-sjon", options="hand_size=7")
    await fish(scene, live, [True, True, False, True])
    table = w.table_message()
    copy = (await bob.click(table, custom_id=cid(table, "mirror"))).response.message
    picker = (await bob.click(table, custom_id=cid(table, "phrases"))).response.message
    picker = await tap(w, bob, picker, "phrase", "well-played")
    with interaction_locale("no"):
        mine = await hand(w, cara)
    await scene.shot("mixed-table", alice, w.table_message())
    await scene.shot("mixed-copy-en", bob, latest(w, bob, copy))
    await scene.shot("mixed-phrases-en", bob, picker)
    await scene.shot("mixed-hand-no", cara, latest(w, cara, mine))


async def paused(scene: Scene) -> None:
    """A pause (issue 36): the Go Fish table of its scene as alice asks for a pause and bob agrees
    (cara's vote awaited), then paused once cara agreed, and alice's hand view while it is paused."""
    w = scene.world
    alice, bob, cara = w.members
    stacked(w, {0: C("AS AH 2S 2H 2D 9C 4H"), 1: C("AD 2C 5S 6S 7S 4S QH"), 2: C("9S 9H 10S 10H JS 5D 7C")},
            C("AC KC 5H 9D 3S 4D 8C JD QD"), first=0)
    live = await open_table(w, "go-fish", options="ask_mode=card history=full hand_size=7")
    await fish(scene, live, [True, True, False, False])
    for member, op in ((alice, "pause"), (bob, "pause_yes")):
        table = w.table_message()
        await member.click(table, custom_id=cid(table, op))
    await scene.shot("pause-asked", cara, w.table_message())
    table = w.table_message()
    await cara.click(table, custom_id=cid(table, "pause_yes"))
    await scene.shot("paused-table", cara, w.table_message())
    await scene.shot("paused-hand", alice, await hand(w, alice))


async def sankpass_dealt(w: World) -> Any:
    """A Sänkpass table of three, six cards each, from one fixed deal (alice first)."""
    ids = [seat_of(m) for m in w.members]
    hands = {0: C("9S 5H KD 2S 6C 10H"), 1: C("10S 4H 8D 3S QC AH"), 2: C("JS 7D 8C QH 4S X1")}
    w.service().stack = lambda rec: ({"hands": {ids[i]: h for i, h in hands.items()}}, ids[0])
    return await open_table(w, "sankpass", options="hand_size=6")


async def stand_in(scene: Scene) -> None:
    """A computer stands in (issue 36): alice left a Sänkpass table mid-game; the table (bob's view)
    marks her seat "🤖 for alice", says so in the log and offers Rejoin; alice's own hand view
    shows her cards, disabled, with Rejoin beside them."""
    w = scene.world
    alice, bob, cara = w.members
    ids = [seat_of(m) for m in w.members]
    live = await sankpass_dealt(w)
    ha = await hand(w, alice)
    await press(w, alice, ha, "9♠")
    hb = await hand(w, bob)
    await press(w, bob, hb, "10♠")
    await alice.slash(w.channel, "leave")
    hc = await hand(w, cara)
    await press(w, cara, hc, "J♠")
    for _ in range(4):  # the stand-in plays alice's seat after its pause
        if live.state.turn != ids[0]:
            break
        await w.env.advance_time(6.1)
        await w.settle()
    await scene.shot("stand-in-table", bob, w.table_message())
    await scene.shot("stand-in-hand", alice, await hand(w, alice))


async def step_replay(world: World, member: Any, page: Any, which: str, times: int = 1) -> Any:
    """Press ▶ (``_n``) or ⏭ (``_f``) on a replay page ``times`` times."""
    for _ in range(times):
        page = latest(world, member, (await member.click(page, custom_id=next(
            c for c in custom_ids(page) if ":replay:" in c and c.endswith(which)))).response.message)
    return page


async def open_replay(world: World, member: Any) -> Any:
    table = world.table_message()
    r = await member.click(table, custom_id=next(c for c in custom_ids(table) if ":replay:" in c))
    return latest(world, member, r.response.message)


async def replay(scene: Scene) -> None:
    """A finished Sänkpass table (the ratings before → after on it), its replay mid-game (every
    hand face up, the pile), and /history."""
    w = scene.world
    alice, bob, cara = w.members
    ids = [seat_of(m) for m in w.members]
    live = await sankpass_dealt(w)
    await sank_moves(w, live, 40)
    if live.rec.status == "playing":  # (the rest by leaving: the last one seated wins)
        await act(w, live, ids[2], {"type": "leave"})
    await w.settle()
    await scene.shot("replay-finished-table", alice, w.table_message())
    page = await step_replay(w, bob, await open_replay(w, bob), "_n", 7)
    await scene.shot("replay-sankpass", bob, page)
    r = await cara.slash(w.channel, "history")
    await scene.shot("history", cara, latest(w, cara, r.response.message))


async def replay_gin(scene: Scene) -> None:
    """A Färg-gin replay mid-hand: the stock's next cards and the discard pile, both hands."""
    from tests.replay_helpers import play_random

    w = scene.world
    stack_gin(w, GIN_CHOICE, GIN_UNDERCUT)
    await play_random(w, "farg-gin", 2, "target=1", 4)
    page = await step_replay(w, w.members[1], await open_replay(w, w.members[1]), "_n", 9)
    await scene.shot("replay-farg-gin", w.members[1], page)


async def replay_tolv(scene: Scene) -> None:
    """A Tolv fiender replay: the enemy, the castle and the tavern face up, every hand."""
    from tests.replay_helpers import play_random

    w = scene.world
    stack_tolv(w)
    await play_random(w, "tolv-fiender", 3, "", 2)
    page = await open_replay(w, w.members[2])
    page = await step_replay(w, w.members[2], page, "_n", 3)
    await scene.shot("replay-tolv-fiender", w.members[2], page)


SCENES: dict[str, tuple[Callable[[Scene], Awaitable[None]], dict[str, Any]]] = {
    "lobby": (lobby, {}),
    "finns-i-sjon": (finns_i_sjon, {}),
    "go-fish": (go_fish, {}),
    "sankpass": (sankpass, {}),
    "farg-gin": (farg_gin, {}),
    "hollywood-gin": (hollywood_gin, {}),
    "gin-long-run": (gin_long_run, {}),
    "tolv-fiender": (tolv_fiender, {}),
    "tolv-speech": (tolv_speech, {}),
    "text-cards": (sankpass_text, {"card_faces": "text"}),
    "four-colour": (four_colour, {}),
    "computer": (computer, {}),
    "norsk": (norsk, {}),
    "norsk-gin": (norsk_gin, {}),
    "norsk-mixed": (norsk_at_a_swedish_table, {}),
    "mixed-table": (mixed_table, {}),
    "paused": (paused, {}),
    "stand-in": (stand_in, {"computer_delay": 6.0}),


    "replay": (replay, {}),
    "replay-gin": (replay_gin, {}),
    "replay-tolv": (replay_tolv, {}),
}


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("scenes", nargs="*", choices=[[], *SCENES], help="default: all")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--chromium", default="/usr/lib/chromium/chromium")
    parser.add_argument("--width", type=int, default=WIDTH, help=f"px (default {WIDTH}; a phone: {PHONE}); "
                        "another width than the default adds it to the file names")
    args = parser.parse_args()
    use_chromium(args.chromium)
    mentions_in_embeds()
    args.out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    for name in args.scenes or SCENES:
        print(name)
        play, settings = SCENES[name]
        await run_scene(args.out, play, width=args.width, **settings)
    print(f"done in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    asyncio.run(main())
