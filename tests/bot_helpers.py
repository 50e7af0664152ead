"""Shared helpers for the end-to-end tests that drive the real bot through simcord.

Time: the bot's timers run on simcord's virtual clock, stepped by ``env.advance_time``. A timer
due *within* simcord's settle timeout (5 s) is different: every settle (each click's too) waits it
out in real time, then steps the clock to it. So a test whose bot arms short timers again and
again (a computer's 1.5-second pause, a 2-second batch) spends that long really waiting: pace them
beyond 5 s and step the clock (``tests/test_bot_computers.PAUSE``), or make them immediate
(``tests/cluster_helpers.make_cluster_bot``). Likewise each time a bot task wakes, queries and
sleeps again, a settle spends its 50 ms poll.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import re
import shutil
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import discord
import pytest_asyncio
import simcord
import simcord.interactions

from bot.app import create_bot
from bot.core.clock import Clock
from bot.ops.settings import Settings

START = 1_767_225_600.0  # simcord's virtual epoch (2026-01-01T00:00:00Z)


class SimClock(Clock):
    """The bot's clock in tests: simcord's virtual time (stepped by ``env.advance_time``)."""

    def __init__(self) -> None:
        self.env: Any = None

    def now(self) -> float:
        return START if self.env is None else self.env.now().timestamp()


def make_bot(db_path: str, clock: Clock | None = None, discord_limits: bool = False, **settings: Any) -> Any:
    """The real bot on this SQLite file. Tests see each table edit and turn ping at once unless
    they ask for the defaults' delays; they play many moves in no (simulated) time, so Discord's
    request limits (bot.effects.outbox) bind only in a test that asks for them (``discord_limits``)."""
    settings = {"table_edit_delay": 0, "ping_after": 0, **settings}
    config = Settings(_env_file=None, discord_token=None, database_url=f"sqlite:///{db_path}",
                      sync_commands=False, **settings)
    bot = create_bot(config, clock=clock or SimClock())
    if not discord_limits:
        bot.service.outbox.budget.limit = 10**9
        bot.service.outbox.create_limit = (10**9, 5.0)
    return bot


@contextlib.contextmanager
def interaction_locale(locale: str, guild_locale: str | None = None) -> Iterator[None]:
    """simcord hard-codes ``en-US`` as the user's and the server's locale; patch them for sv/da."""
    original = simcord.interactions.base_payload

    def patched(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        payload["locale"] = locale
        if guild_locale is not None and "guild_locale" in payload:
            payload["guild_locale"] = guild_locale
        return record, payload

    simcord.interactions.base_payload = patched
    try:
        yield
    finally:
        simcord.interactions.base_payload = original


def embed_text(message: discord.Message | Any) -> str:
    """Everything a reader sees in a message: content, embeds and component labels (and emojis),
    with cards in the tests' notation (:func:`plain`)."""
    parts = [getattr(message, "content", "") or ""]
    for e in getattr(message, "embeds", []) or []:
        parts += [e.title or "", e.description or "", (e.footer.text if e.footer else "") or ""]
        for f in e.fields:
            parts += [f.name, f.value]
    for row in getattr(message, "components", []) or []:
        parts.append(str(row))
    return plain("\n".join(parts))


def is_table(message: Any) -> bool:
    """A table message: an embed, and "My hand" (while the game is on) or 🌐 (finished; a turn
    ping carries "My hand" but no embed)."""
    return bool(message.embeds) and any(":hand:" in c or ":mirror:" in c for c in custom_ids(message))


def custom_ids(message: Any) -> list[str]:
    out = []

    def walk(c: Any) -> None:
        if isinstance(c, dict):
            if "custom_id" in c:
                out.append(c["custom_id"])
            for v in c.values():
                walk(v)
        elif isinstance(c, list):
            for v in c:
                walk(v)
        else:
            cid = getattr(c, "custom_id", None)
            if cid:
                out.append(cid)
            for child in getattr(c, "children", []) or []:
                walk(child)

    walk(getattr(message, "components", []))
    return out


class World:
    """A simulated server with one channel and three members, and the real bot running."""

    def __init__(self, env: Any, clock: SimClock, db_path: str) -> None:
        self.env, self.clock, self.db_path = env, clock, db_path
        self.guild = env.create_guild()
        self.channel = self.guild.create_text_channel("cards")
        self.members = [self.guild.add_member(env.create_user(n)) for n in ("alice", "bob", "cara")]

    @property
    def bot(self) -> Any:
        return self.env.bot

    def service(self) -> Any:
        return self.env.bot.service

    async def restart(self, graceful: bool = False) -> None:
        """A new bot process on the same database (simcord keeps the simulated Discord);
        ``graceful``: the old one stopped as on SIGTERM (``CardBot.close`` keeps what it keeps
        first), not killed."""
        old = self.env.bot
        if graceful:
            await old.service.before_stop()
        await self.env.restart_bot(make_bot(self.db_path, self.clock))
        await old.storage.close()  # simcord does not close the old bot; its SQLite thread must end

    async def settle(self) -> None:
        """Settle simcord, then wait out the bot's own background work (a table render storing the
        new message id runs in the database's thread, which simcord does not wait for)."""
        for _ in range(200):
            await self.env.settle()
            busy = [lv for lv in self.service().live.values() if lv.lock.locked()
                    or any(t is not None and not t.done() for t in (lv.render_task, lv.refresh_task))]
            if not busy and not self.service().effects._background:
                return
            await asyncio.sleep(0.005)
        raise AssertionError("the bot did not become idle")

    def messages(self, viewer: Any = None) -> list[discord.Message]:
        return self.channel.history(viewer=viewer)

    def table_message(self) -> discord.Message:
        """The newest public message that is a table: an embed with "My hand" (a turn ping
        carries the button too, but no embed) or, finished, the 🌐 button."""
        for m in reversed(self.messages()):
            if is_table(m):
                return m
        raise AssertionError("no table message")


def faces_already_uploaded(env: simcord.Env) -> None:
    """The application's emojis as an earlier run of the bot left them (Discord keeps them from
    one run to the next): the bot finds every current card face at its start and uploads none, as
    every start after the first does. A first start's uploads, and an art version's change, are
    ``tests/test_bot_cardfaces.py``'s (its worlds start with none)."""
    from bot.render import cardfaces
    from bot.render.emojis import emoji_name

    for key in cardfaces.face_keys():
        env.backend.create_application_emoji(emoji_name(key, cardfaces.ART_VERSION))


_EMPTY_DATABASE: list[Path] = []  # (made once in a test process)


async def empty_database(path: Path) -> None:
    """``path``: a copy of a SQLite database this process's bot code created and migrated, with
    nothing in it yet. Creating one (a transaction a migration) is ~20 ms of CPU; a bot opening an
    up-to-date database (every start after a bot's first) ~4 ms. A first start on a new file is
    the first-run and start-up tests' (``tests/test_first_run.py``, ``tests/test_startup.py``),
    the card faces' (``tests/test_bot_cardfaces.py``) and the migrations' (``tests/test_storage.py``)."""
    from bot.storage.sqlite import SQLiteStorage

    if not _EMPTY_DATABASE:
        folder = tempfile.mkdtemp(prefix="cardtable-empty-")
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        template = Path(folder) / "empty.db"
        store = SQLiteStorage(template)
        await store.open()
        await store.close()
        assert not template.with_name("empty.db-wal").exists()  # (all of it in the file itself)
        _EMPTY_DATABASE.append(template)
    shutil.copyfile(_EMPTY_DATABASE[0], path)


@contextlib.asynccontextmanager
async def started_world(tmp_path: Any, **bot_options: Any) -> AsyncIterator[World]:
    """A :class:`World` with the real bot started (``bot_options``: :func:`make_bot`'s), as it
    starts again on an application that has its card faces (:func:`faces_already_uploaded`) and
    on a database it created before, still empty (:func:`empty_database`)."""
    clock = SimClock()
    db_path = str(tmp_path / "bot.db")
    await empty_database(Path(db_path))
    env = simcord.Env(make_bot(db_path, clock, **bot_options))
    faces_already_uploaded(env)
    await env.start()
    clock.env = env
    await env.bot.tree.sync()
    try:
        yield World(env, clock, db_path)
    finally:
        await env.shutdown()
        await env.bot.storage.close()
        await env.bot.stop_monitoring()  # (simcord detaches the bot without closing it)
        if env.check_errors:
            env._raise_errors_since(env._errors_acknowledged)


@pytest_asyncio.fixture
async def world(tmp_path: Any) -> Any:
    async with started_world(tmp_path) as w:
        yield w


CARD_LABEL = re.compile(r"(?:10|Kn|[2-9AJQKBD])[♠♥♦♣]")
SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# A card face: as markup (<:c1_QS:123>) in text, or its name (c1_QS) in a component's emoji.
FACE = re.compile(r"<a?:(c\d+_[A-Za-z0-9]+):\d+>|\b(c\d+_[A-Za-z0-9]+)\b")


def _face_text(m: re.Match[str]) -> str:
    from bot.render.emojis import OUR_NAME

    name = m[1] or m[2]
    face = OUR_NAME.fullmatch(name)
    if face is None:
        return m[0]
    key = face["key"].removeprefix("f")  # (the four-colour deck's faces read as the same cards)
    if key == "back":
        return "🎴"
    if key.startswith("X"):
        return "🃏"
    if key.startswith("s"):  # a bare suit sign
        return SUITS[key[1]]
    return key[:-1] + SUITS[key[-1]]


def plain(text: str) -> str:
    """Cards as the tests write them, whatever the bot shows: faces (``<:c1_QS:1>``, ``c1_QS``)
    and the text suits (``Q♤``) become ``Q♠``."""
    return FACE.sub(_face_text, text).replace("♤", "♠").replace("♧", "♣")


def card_labels(text: str) -> set[str]:
    return set(CARD_LABEL.findall(plain(text)))


def card_label(locale: str, card: str) -> str:
    """A card in the tests' notation: ``Q♠``, ``Kn♥`` (sv), 🃏."""
    from bot.render.i18n import rank_label
    from engine.cards import is_joker, rank_of, suit_of

    return "🃏" if is_joker(card) else rank_label(locale, rank_of(card)) + SUITS[suit_of(card)]


def button_name(item: Any) -> str:
    """What a button or select option shows, in the tests' notation: its card if its emoji is a card
    face (a hand's card button), else its label (text cards: ``Q♤`` reads ``Q♠``)."""
    emoji = getattr(item, "emoji", None)
    if emoji is not None and FACE.search(str(emoji)):
        return plain(str(emoji))
    return plain(getattr(item, "label", None) or "")


def button_names(item: Any) -> set[str]:
    """Every way a test may name a button: its card (:func:`button_name`), its label, and its
    words with the card its face shows after them ("Take 2♥" for the face 2♥ and the label
    "Take"; "Knock: discard K♠" for "✊ Knock: discard"), as with text cards."""
    label = plain(getattr(item, "label", None) or "")
    names = {button_name(item), label}
    emoji = getattr(item, "emoji", None)
    if emoji is not None and FACE.search(str(emoji)) and label:
        card = plain(str(emoji))
        for words in (label, label.split(" ", 1)[-1]):  # (with or without a leading sign)
            names |= {f"{words} {card}", f"{card} {words}"}
    return names


def find_button(message: Any, name: str) -> Any:
    """The button that shows ``name`` (see :func:`button_names`)."""
    for row in getattr(message, "components", []) or []:
        for item in getattr(row, "children", []):
            if getattr(item, "custom_id", None) and name in button_names(item):
                return item
    raise AssertionError(f"no button {name!r}")


async def click_named(member: Any, message: Any, name: str) -> Any:
    """Click the button that shows ``name`` (see :func:`find_button`), whether cards are faces or text."""
    return await member.click(message, custom_id=find_button(message, name).custom_id)


async def act(world: World, live: Any, seat: str, action: dict[str, Any]) -> bool:
    """A move made without an interaction (as a timer, or another process, would), run as the
    bot's own work: the tasks and timers it starts sleep on simcord's clock."""
    with world.env._bot_scope():
        return await world.service().act(None, live, seat, action)


def stacked(world: World, hands: dict[int, list[str]], stock: list[str], first: int = 0) -> None:
    """Make the next game started in ``world`` deal these hands (by member index) and stock."""
    ids = [str(m.id) for m in world.members]

    def stack(rec: Any) -> tuple[dict[str, Any], str]:
        return ({"hands": {ids[i]: cards for i, cards in hands.items()}, "stock": stock}, ids[first])

    world.service().stack = stack


async def open_table(world: World, game: str, players: int = 3, **slash: Any) -> Any:
    """``/play`` by the first member, the others join, the host starts. Returns the Live table."""
    host = world.members[0]
    r = await host.slash(world.channel, "play", game=game, **slash)
    assert not r.ephemeral, r.response.content if r.response else r
    lobby = r.response.message
    join, start = (next(c for c in custom_ids(lobby) if f":{op}:" in c) for op in ("join", "start"))
    for m in world.members[1:players]:
        await m.click(lobby, custom_id=join)
    await host.click(lobby, custom_id=start)
    tid = int(join.split(":")[1])
    return world.service().live[tid]


def seat_of(member: Any) -> str:
    return str(member.id)
