"""The table service: the pipeline every click, command and timer goes through, one way.

::

    route      bot/route/ (components, deadlines),   parse the interaction or the timer, who is asking
      │        cogs/; bot/commit/coordination.py:   what another process did
      ▼
    decide     bot/decide/ (lobby, moves, rematch)  from the table in memory and the input: a Change
      │                                             (new record, engine steps, the clicker's answer)
      │                                             or a refusal — no I/O, no Discord
      ▼
    commit     bot/commit/unit.py                   one unit of work: the table's lock (across
      │        (coordination, bot/storage/)         processes its row lock), store, then swap memory
      ▼
    effects    bot/effects/plan.py                  from the committed Change: the answer, the table
               (publish, hands, pings, outbox)      message, hand views, the turn ping, the deadline —
                                                    within Discord's request budget

:meth:`TableService._run` is that pipeline for one change; every entry point below parses its
input and hands it there. Parts lower down never import or call parts above them: the commit and
the effects get what they need (storage, a Discord client, a function to store a record change),
never this service. Tables live in memory (:mod:`bot.core.live`), each with its own lock, loaded on
start (this process's shards' tables; any other table when a click names it).
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Callable
from typing import Any

import discord

from .commit.coordination import coordination_for
from .commit.unit import Commit
from .core import replays
from .core.change import Answer, Change
from .core.clock import Clock
from .core.live import Live, Refused, Tables, Unsaved, deadline_of, live_from
from .decide import lobby, moves, pause, phrases, rematch
from .decide.moves import Origin
from .effects.hands import DELIVERY_MODES
from .effects.outbox import token_of
from .effects.plan import Effects
from .effects.reply import say
from .ops.metrics import mark, mark_refusal
from .ops.settings import Settings
from .render import history_view, i18n, screens
from .render import replay as replay_view
from .render.i18n import tr
from .render.options import numbers_modal
from .route.components import MODAL_ID, _num, modal_fields
from .storage import Storage
from .storage.history import finished_games
from .storage.models import OPEN, Player, TableRecord, table_link

log = logging.getLogger(__name__)

RETRY_AFTER = 5.0      # a deadline whose work could not be stored is tried again this much later
PRUNE_EVERY = 3600.0   # how often old closed lobbies are removed (RETENTION_DAYS)
PRUNE_BATCH = 500      # rows a batch removes (one short transaction each)
EVENTS_BATCH = 2000    # event rows a batch of the replays' pruning removes (REPLAY_DAYS)
MAX_ID = 2**63 - 1     # the largest table id or version a custom_id may name (SQL BIGINT)

__all__ = ["Live", "Refused", "TableService", "deadline_of"]


def origin_of(interaction: discord.Interaction | None, rec: TableRecord) -> Origin:
    """Where a click came from (:data:`bot.decide.moves.Origin`)."""
    if interaction is None:
        return "none"
    msg = interaction.message
    if msg is None:
        return "public"
    if interaction.guild_id is None:
        return "dm"
    if msg.flags.ephemeral:
        return "hand"
    return "table" if msg.id == rec.message_id else "public"


NEEDED = ("view_channel", "send_messages", "embed_links", "read_message_history")  # to run a table


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """The channel permissions the bot lacks to run a table there (from the interaction itself:
    no request). Its messages are mostly interaction followups, which need none; but with no live
    token at hand it posts and edits with the bot token, which needs these."""
    if interaction.guild_id is None:
        return []
    perms = interaction.app_permissions
    thread = isinstance(interaction.channel, discord.Thread)
    needed = [("send_messages_in_threads" if p == "send_messages" and thread else p) for p in NEEDED]
    return [p for p in needed if not getattr(perms, p)]


def visible_channels(interaction: discord.Interaction) -> list[int] | None:
    """The channels and threads of the server the reader can see (from discord.py's cache of the
    server: no request), or ``None`` where that is not known (DMs, a server not cached)."""
    guild, member = getattr(interaction, "guild", None), interaction.user
    if guild is None or not isinstance(member, discord.Member):
        return None
    places = [*guild.channels, *guild.threads]
    return [c.id for c in places if c.permissions_for(member).view_channel]


def may_see(interaction: discord.Interaction, rec: TableRecord) -> bool:
    """Whether the reader may see a server's finished table: they played at it, or they can see
    its channel now (a channel discord.py does not know, deleted say: only its players)."""
    if interaction.guild_id is None or rec.player(interaction.user.id) is not None:
        return True
    guild, member = getattr(interaction, "guild", None), interaction.user
    if guild is None or not isinstance(member, discord.Member):
        return True  # (not known: as the server's table)
    place = guild.get_channel_or_thread(rec.channel_id)
    return place is not None and place.permissions_for(member).view_channel


def _days(days: float) -> int | float:
    """A number of days as a sentence says it: 365, not 365.0."""
    return int(days) if float(days).is_integer() else days


def player_of(interaction: discord.Interaction) -> Player:
    return lobby.player(interaction.user.id, interaction.user.display_name, interaction.locale)


class TableService:
    def __init__(self, client: discord.Client, storage: Storage, settings: Settings, clock: Clock) -> None:
        self.client, self.storage, self.settings, self.clock = client, storage, settings, clock
        self.tables = Tables()
        self.coordination = coordination_for(storage, self.tables, clock)
        self.commit = Commit(storage, self.coordination, clock)
        self.effects = Effects(client, storage, settings, clock, self.tables, self.commit.keep, self.on_deadline,
                               shown=self.coordination.shown)
        self.coordination.connect(self.effects.reloaded, self._user_changed, self._fire, self._render)
        # what cogs, the app and tests reach for by name
        self.outbox, self.deadlines = self.effects.outbox, self.effects.deadlines
        self.publisher, self.hands, self.pings = self.effects.publisher, self.effects.hands, self.effects.pings
        # Test hook: stack the deck of the next game started (replay-format setup + first seat).
        self.stack: lobby.Stack | None = None
        self._upkeep: asyncio.Task | None = None
        self._unfired: dict[int, int] = {}  # table id -> its deadline fired in a row with nothing to do
        self.replays = replays.Replays()  # the finished games' replays open now (bot.core.replays)

    @property
    def live(self) -> Tables:
        return self.tables

    @staticmethod
    def locale_of(interaction_or_locale: Any) -> str:
        value = getattr(interaction_or_locale, "locale", interaction_or_locale)
        return i18n.locale_of(value)

    # ---- the pipeline -----------------------------------------------------------------------
    async def _run(self, live: Live, decide: Callable[[], Change], interaction: discord.Interaction | None = None,
                   *, touch: bool = False, decided: tuple[Any, Change] | None = None) -> Change:
        """decide → commit → effects, for one change to one table. Raises :class:`Refused` (the
        decision refused, or the change could not be stored) with nothing changed. ``decided``: a
        decision already made outside the lock, on the table as it was then (the record and state
        objects), kept if the table is still that one (else decided again)."""
        async with self.commit.hold(live, touch=touch):
            if decided is not None and decided[0][0] is live.rec and decided[0][1] is live.state:
                change = decided[1]
            else:
                change = decide()
            await self.commit.store(live, change)
        await self.effects.after(live, change, interaction)
        return change

    # ---- loading ----------------------------------------------------------------------------
    def make_live(self, rec: TableRecord, state_json: str | None, rev: int = 0) -> Live:
        return live_from(rec, state_json, rev)

    async def load_all(self) -> int:
        """Resume the open tables of this process's shards and re-arm their deadlines. Tables stay
        as stored JSON until first used; their deadlines come from the stored column."""
        for stored, rev in await self.coordination.load_open():
            if not self.settings.runs_guild(stored.guild_id):
                continue  # another cluster's server (loaded here if a click or a deadline names it)
            live = Live(stored=stored, rev=rev)
            self.tables.add(live)
            if stored.deadline is None:
                self.effects.arm(live)  # stored before deadlines were: parse it to know
            else:
                self.deadlines.set(live.id, stored.deadline)
        try:  # the deck settings, so that no first view after the restart comes in the wrong deck
            self.hands.warm_decks(await self.storage.four_colour_users())
        except Exception:  # read per user after each answer instead (bot.effects.hands._learn_deck)
            log.warning("could not read the deck settings as the tables loaded")
        return len(self.tables)

    async def restore_views(self) -> int:
        """The hand views kept as the last run stopped (after :meth:`load_all`)."""
        return await self.hands.restore_views()

    async def get(self, tid: int) -> Live | None:
        if not 0 < tid <= MAX_ID:
            return None
        live = self.tables.get(tid)
        if live is None:
            try:
                loaded = await self.coordination.load(tid)
            except Exception:  # the database is out of reach: as any change that cannot be stored
                log.exception("table %s: could not load it", tid)
                raise Unsaved("error-not-saved") from None
            if loaded is None:
                return None
            live = self.tables.get(tid)  # another click may have loaded it meanwhile
            if live is None:
                live = live_from(*loaded)
                self.tables.add(live)
                self.effects.arm(live)
                self.coordination.loaded(live)  # a change notified while it was read is followed
        return live

    def tables_in(self, channel_id: int, user_id: int | None = None) -> list[Live]:
        return self.tables.in_channel(channel_id, user_id)

    # ---- route: what users do -------------------------------------------------------------------
    async def check_room(self, interaction: discord.Interaction, loc: str, host_id: int) -> None:
        """A new lobby may open here: the bot has what it needs in the channel, and neither the
        host nor the channel has too many open lobbies; else :class:`Refused`."""
        missing = missing_permissions(interaction)
        if missing:
            raise Refused("error-missing-permission", perms=", ".join(tr(loc, f"perm-{p}") for p in missing))
        assert interaction.channel_id is not None
        here = sum(1 for lv in self.tables.in_channel(interaction.channel_id) if lv.rec.status == "lobby")
        if here >= self.settings.max_lobbies_per_channel:
            raise Refused("error-lobbies-per-channel", count=here)
        hosted = await self.storage.open_lobbies(host_id)
        if hosted >= self.settings.max_lobbies_per_user:
            raise Refused("error-lobbies-per-user", count=hosted)

    async def open_lobby(self, interaction: discord.Interaction, game_id: str, options: dict[str, Any],
                         language: str | None) -> None:
        """``/play``: a new lobby, posted as the command's answer."""
        loc = self.locale_of(interaction)
        try:
            lobby.check_new(game_id, options, language, loc)
            assert interaction.guild_id is not None and interaction.channel_id is not None
            await self.check_room(interaction, loc, interaction.user.id)
            table_loc = language or await self.storage.guild_locale(interaction.guild_id) or self.locale_of(
                interaction.guild_locale or self.settings.default_locale)
            now = self.clock.now()
            rec = lobby.new_lobby(game_id, options, player_of(interaction), interaction.guild_id,
                                  interaction.channel_id, table_loc, now)
            rec.id = await self.commit.create(rec, now)
        except Refused as r:
            await self.refuse(interaction, r)
            return
        live = Live(rec)
        self.tables.add(live)
        self.effects.arm(live)  # (before posting: a lobby that could be neither posted nor closed idles out)
        try:
            await self.effects.post_lobby(interaction, live, now)
        except discord.HTTPException as e:
            log.warning("table %s: the new lobby could not be posted (%s); it is closed", rec.id, e)
            await self._run(live, lambda: lobby.unposted(live, now))
            mark(interaction, "failed")
            with contextlib.suppress(discord.HTTPException):  # (an expired command cannot be answered)
                await say(interaction, tr(loc, "error-unexpected"))

    async def on_component(self, interaction: discord.Interaction, tid: int, ver: int, op: str,
                           arg: str, values: list[str]) -> None:
        """A click on one of the bot's buttons or selects (:mod:`bot.route.components`)."""
        loc = self.locale_of(interaction)
        try:
            if op in replay_view.OPS:
                await self.replay(interaction, tid, op, arg, loc)
                return
            if op in history_view.OPS:
                await self._history_click(interaction, op, arg, values, loc)
                return
            live = await self.get(tid)
            if live is None:
                raise Refused("error-no-table")
            if not 0 <= ver <= MAX_ID or len(arg) > 64:
                raise Refused("note-outdated")
            await self.coordination.catch_up(live, ver)
            if op == "again":
                await self._rematch(interaction, live)
            elif op in ("rules", "legend"):
                with i18n.deck(self.hands.cached_four_colour(interaction.user.id)):  # (the reader's deck)
                    embed = (screens.rules if op == "rules" else screens.legend)(live.rec.game, loc)
                await interaction.response.send_message(embed=embed, ephemeral=True)
            elif op == "mirror":  # the table in the clicker's language, privately and live
                if live.state is None:
                    raise Refused("error-not-started")
                await self.hands.send_copy(interaction, live, loc)
            elif op in ("phrases", "phrase"):
                await self._phrase_click(interaction, live, op, arg, loc)
            elif op in pause.OPS:  # ⏸️ propose, ✅ agree, ✖️ play on, ▶️ resume (bot.decide.pause)
                origin, limit = origin_of(interaction, live.rec), self.settings.pause_hours * 3600
                await self._run(live, lambda: pause.decide(live, interaction.user.id, op, self.clock.now(), loc,
                                                           origin, token_of(interaction, self.clock.now()), limit),
                                interaction)
            elif op == "rejoin":
                await self.rejoin(interaction, live, loc)
            elif live.rec.status == "lobby" or lobby.is_lobby_op(op):
                await self._lobby_click(interaction, live, op, values, loc)
            elif op == "log":
                if live.state is None:
                    raise Refused("error-no-table")
                with i18n.deck(self.hands.cached_four_colour(interaction.user.id)):
                    embed, pages = screens.log(live.rec, live.state, loc, arg)  # arg: a page, from ◀ ▶
                if arg:
                    await interaction.response.edit_message(embed=embed, view=pages)
                else:
                    await interaction.response.send_message(embed=embed, view=pages or discord.utils.MISSING,
                                                            ephemeral=True)
            else:
                await self._move_click(interaction, live, ver, op, arg, values, loc)
        except Refused as r:
            await self.refuse(interaction, r)

    async def _phrase_click(self, interaction: discord.Interaction, live: Live, op: str, arg: str,
                            loc: str) -> None:
        """💬 on the table: the quick phrases, privately; a phrase on that list: said to the table
        (:mod:`bot.decide.phrases`). Refused with a line of its own, changing nothing."""
        if op == "phrases":
            phrases.check(live, interaction.user.id)
            embed, view = screens.phrase_list(live.rec, loc)
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
            return
        await self._run(live, lambda: phrases.say(live, interaction.user.id, arg, self.clock.now(), loc),
                        interaction)

    async def _lobby_click(self, interaction: discord.Interaction, live: Live, op: str, values: list[str],
                           loc: str) -> None:
        if op == "numbers":  # the host's "Numbers…": a form in the host's language
            lobby.host_lobby(live.rec, interaction.user.id)
            await interaction.response.send_modal(
                numbers_modal(live.rec.game, live.id, loc, screens.effective_options(live.rec)))
            return
        if op == "start" and (missing := missing_permissions(interaction)):
            raise Refused("error-missing-permission", perms=", ".join(tr(loc, f"perm-{p}") for p in missing))
        now = self.clock.now()
        on_lobby = interaction.message is not None and interaction.message.id == live.rec.message_id
        token = token_of(interaction, now) if on_lobby else None
        await self._run(live, lambda: lobby.change(live, op, values, player_of(interaction), self.clock.now(), loc,
                                                   token, self.stack, self.settings.computer_delay), interaction)

    async def on_modal(self, interaction: discord.Interaction) -> None:
        """A submitted modal: ``ctb:<table>:0:numbers:`` is the lobby's numbers."""
        data: Any = interaction.data or {}
        match = MODAL_ID.fullmatch(str(data.get("custom_id", "")))
        if match is None:
            return  # not ours
        tid = _num(match["tid"])
        loc = self.locale_of(interaction)
        try:
            live = await self.get(tid)
            if live is None:
                raise Refused("error-no-table")
            if match["op"] != "numbers":
                raise Refused("error-unknown-op")
            on_lobby = interaction.message is not None
            token = token_of(interaction, self.clock.now()) if on_lobby else None
            fields = modal_fields(data)
            await self._run(live, lambda: lobby.numbers(live, fields, interaction.user.id, self.clock.now(), loc,
                                                        token, on_lobby), interaction)
        except Refused as r:
            await self.refuse(interaction, r)
        except Exception as e:
            await self.on_unexpected(interaction, e, tid)

    async def _move_click(self, interaction: discord.Interaction, live: Live, ver: int, op: str, arg: str,
                          values: list[str], loc: str) -> None:
        player = live.rec.player(interaction.user.id)
        if player is None:
            raise Refused("error-not-seated")
        if live.state is None:
            raise Refused("error-not-started")
        seat = player.seat
        if op == "hand":  # the table's "My hand" button: a fresh ephemeral view, always current
            await self.hands.send(interaction, live, seat, loc)
            return
        if op in ("to_dm", "to_ephemeral"):
            await self.move_hand(interaction, live, seat, "dm" if op == "to_dm" else "ephemeral", loc)
            return
        origin = origin_of(interaction, live.rec)
        token = token_of(interaction, self.clock.now())

        def decide() -> Change:
            return moves.click(live, seat, op, arg, values, ver, self.clock.now(), loc, origin, token)

        seen = (live.rec, live.state)
        try:
            first = decide()
        except Refused as r:
            # Answered with a hand view and why, never a line of text alone: a click on a hand
            # view (here or in DMs) with that view, brought up to date; a public control (it
            # cannot be hidden from one player: Tolv fiender's chooser and the statements) with
            # the clicker's own hand view, fresh.
            mark_refusal(interaction, r)
            note = r.text or tr(loc, r.key, **r.params)
            await self.effects.answer(interaction, live, Answer(moves.answered(origin, False), seat, loc, note,
                                                                refused=True))
            return
        if not first.stores:  # nothing to store: no unit of work
            await self.effects.after(live, first, interaction)
            return
        try:
            await self._run(live, decide, interaction, decided=(seen, first))
        except Unsaved as r:  # answered with the current view, and what went wrong
            self.effects.arm(live)
            mark_refusal(interaction, r)
            answer = Answer(moves.answered(origin, False), seat, loc, tr(loc, r.key, **r.params))
            await self.effects.answer(interaction, live, answer)

    async def act(self, interaction: discord.Interaction | None, live: Live, seat: str,
                  action: dict[str, Any], ver: int | None = None) -> bool:
        """Apply ``seat``'s ``action``; answer ``interaction`` (if any) as the click's origin says.
        Without an interaction, a failure to store raises :class:`Refused`. Returns whether the
        action was applied."""
        loc = self.locale_of(interaction) if interaction else live.rec.locale
        origin = origin_of(interaction, live.rec)
        token = token_of(interaction, self.clock.now()) if interaction is not None else None
        try:
            change = await self._run(live, lambda: moves.act(live, seat, action, self.clock.now(), loc, origin,
                                                             token, ver), interaction)
        except Refused as r:
            self.effects.arm(live)  # the deadline stays armed
            if interaction is None:
                raise
            mark_refusal(interaction, r)
            answer = Answer(moves.answered(origin, False), seat, loc, r.text or tr(loc, r.key, **r.params))
            await self.effects.answer(interaction, live, answer)
            return False
        return change.accepted

    async def leave(self, interaction: discord.Interaction, live: Live) -> None:
        """``/leave``: leave the lobby, or the game (it goes on as its rules say)."""
        loc = self.locale_of(interaction)
        user = interaction.user.id
        if live.rec.player(user) is None:
            raise Refused("error-not-seated")
        if live.rec.status == "lobby":
            text = tr(loc, "left-table", id=live.id)
            await self._run(live, lambda: self._said(lobby.change(live, "unjoin", [], player_of(interaction),
                                                                  self.clock.now(), loc, None), text), interaction)
            return
        player = live.rec.player(user)
        assert player is not None
        seat = player.seat
        try:  # a computer stands in where it may (bot.core.computers), else the seat is left
            change = await self._run(live, lambda: moves.leave(live, seat, self.clock.now(), loc,
                                                               self.settings.computer_delay))
        except Refused:
            self.effects.arm(live)  # the deadline stays armed
            raise
        ok, standing = change.accepted, bool(change.steps) and seat in change.steps[-1].state.away
        key = "left-stand-in" if ok and standing else "left-table" if ok else "error-game-over"
        await say(interaction, tr(loc, key, id=live.id))
        if ok and pause.agreed(live, self.clock.now()):  # the others had all agreed to a pause: it starts now
            try:
                await self._run(live, lambda: pause.settle(live, self.clock.now(), loc,
                                                           self.settings.pause_hours * 3600))
            except Refused:
                self.effects.arm(live)

    async def rejoin(self, interaction: discord.Interaction, live: Live, loc: str) -> None:
        """Rejoin (the table's button, or the away player's hand view): the seat back from the
        computer standing in (:func:`bot.decide.moves.rejoin`); anyone else is refused."""
        origin = origin_of(interaction, live.rec)
        token = token_of(interaction, self.clock.now())
        await self._run(live, lambda: moves.rejoin(live, interaction.user.id, self.clock.now(), loc, origin, token),
                        interaction)

    @staticmethod
    def _said(change: Change, text: str) -> Change:
        change.answer = Answer("say", note=text)
        return change

    async def _rematch(self, interaction: discord.Interaction, live: Live) -> None:
        """"Play again" on a finished table (:mod:`bot.decide.rematch`): one lobby per finished table."""
        loc = self.locale_of(interaction)
        rematch.check(live, interaction.user.id)
        await self.check_room(interaction, loc, interaction.user.id)
        async with self.commit.hold(live):
            link = live.rec.rematch
            if link is not None:
                other = await self.get(link.table_id)
                if other is not None and other.rec.status in OPEN:
                    await say(interaction, tr(loc, "rematch-exists", id=link.table_id, link=table_link(other.rec)))
                    return
            now = self.clock.now()
            new = rematch.new_lobby(live.rec, player_of(interaction), now)
            new.id = await self.commit.create_rematch(live, new, now)
            fresh = Live(new)
            self.tables.add(fresh)
            message_id = await self.effects.post_lobby(interaction, fresh, now)
            with contextlib.suppress(Refused):  # (logged; the old message then keeps its button)
                await self.commit.store(live, Change(record=rematch.linked(live.rec, message_id), now=now))
        await self.effects.show_link(live)
        self.effects.arm(fresh)

    # ---- route: after the game ------------------------------------------------------------------
    async def replay(self, interaction: discord.Interaction, tid: int, op: str, arg: str, loc: str) -> None:
        """A finished table's replay (``arg`` "": open it at the deal, privately; else the position a
        ◀ ▶ ⏮ ⏭ button aims at, edited in place), or its game file (``replay_file``). Anything but a
        finished game this reader may see is answered as unknown, and nothing of it is read."""
        pos = replay_view.parse_arg(arg) if op == "replay" else 0
        live = await self.get(tid) if pos is not None else None
        if live is None or pos is None or not may_see(interaction, live.rec) or not replays.viewable(
                live.rec, live.state, interaction.guild_id, interaction.user.id):
            raise Refused("replay-unknown")
        state = live.state
        assert state is not None
        reader = interaction.user.id if interaction.guild_id is None else None
        start, marks = None, None
        if tid not in self.replays:
            start, marks = await self.storage.replay_start(tid), await self.storage.replay_marks(tid)
        try:
            tl = self.replays.open(live.rec, state, start, state.version, marks)
        except replays.LogGone:
            raise Refused("replay-gone", days=_days(self.settings.replay_days)) from None
        if not tl.reachable(pos):  # past the end, or further than any reader got (a hand-built click)
            raise Refused("replay-unknown")
        try:
            if op == "replay_file":
                await self._game_file(interaction, tl, tid, loc, reader)
                return
            async with tl.lock:  # (two readers of one game: one replays ahead at a time)
                state, events = await tl.position(pos, self._steps, self.storage.replay_mark)
                following = await tl.next_start(pos, self._steps, self.storage.replay_mark) \
                    if pos < tl.total else None
        except replays.LogGone:
            self.replays.drop(tid)
            raise Refused("replay-gone", days=_days(self.settings.replay_days)) from None
        previous = tl.previous_start(pos) if pos > 0 else None
        embed, view = replay_view.page(tl, pos, state, events, loc, reader, previous, following)
        self.replays.trim()
        if arg:  # a button of the replay itself: that page, in place
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
        found = tl.unsaved()
        if found:  # the positions it passed for the first time, for a later page to start from
            try:
                await self.storage.keep_replay_marks(tid, found)
            except Exception:  # (derived data: only a later page's speed depends on it)
                log.warning("table %s: could not store its replay's marks", tid, exc_info=True)

    async def history(self, interaction: discord.Interaction, game: str | None = None, mine: bool = False,
                      page: int = 0, edit: bool = False) -> None:
        """``/history``: a page of finished games (in a server, its games; in DMs, the reader's own
        on every server), privately; ``edit``: in place of the page clicked."""
        loc = self.locale_of(interaction)
        guild = interaction.guild_id
        data = await finished_games(self.storage, guild, interaction.user.id, game, mine and guild is not None, page,
                                    channels=visible_channels(interaction))
        if data is None:  # a page that is not there (any more)
            raise Refused("history-unknown")
        embed, view = history_view.history(data, game, mine, loc, dm=guild is None, reader=interaction.user.id)
        if edit:
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)

    async def _history_click(self, interaction: discord.Interaction, op: str, arg: str, values: list[str],
                             loc: str) -> None:
        """A click on a /history page: ◀ ▶ and "Only mine" (``arg``: the page they aim at), the game
        select (``arg``: the page's state), a game to open (its replay, privately)."""
        shown = history_view.parse_state(arg)
        if shown is None:
            raise Refused("history-unknown")
        page, game, mine = shown
        if op == "history":
            await self.history(interaction, game, mine, page, edit=True)
        elif op == "history_game":
            choice = values[0] if len(values) == 1 else ""
            if choice != "all" and choice not in history_view.playable():
                raise Refused("history-unknown")
            await self.history(interaction, None if choice == "all" else choice, mine, 0, edit=True)
        else:
            choice = values[0] if len(values) == 1 else ""
            if not choice.isdigit() or len(choice) > 19:
                raise Refused("replay-unknown")
            await self.replay(interaction, int(choice), "replay", "", loc)

    async def _game_file(self, interaction: discord.Interaction, tl: replays.Timeline, tid: int, loc: str,
                         reader: int | None) -> None:
        """The game file, privately. A long game's takes a while to write (a 100,000-point gin match:
        seconds), so its answer is deferred first — Discord then allows 15 minutes — and the file
        follows through the interaction's token (no bot-token request either way)."""
        deferred = tl.total > replay_view.FILE_DEFER and (tl.file is None or tl.file[0] != (loc, reader))
        if deferred:
            await interaction.response.defer(ephemeral=True, thinking=True)
        name, data = await replay_view.game_file(tl, loc, reader, self.storage.step_texts)
        key = "replay-file-gz" if name.endswith(".gz") else "replay-file"
        if len(data) > replay_view.FILE_LIMIT:
            text, file = tr(loc, "replay-file-too-large", size=round(len(data) / 2**20, 1)), None
        else:
            text, file = tr(loc, key, id=tid, name=name), discord.File(io.BytesIO(data), filename=name)
        if deferred:
            await interaction.followup.send(text, ephemeral=True, **({"file": file} if file else {}))
        else:
            await interaction.response.send_message(text, ephemeral=True, **({"file": file} if file else {}))

    async def _steps(self, tid: int, first: int, last: int) -> list[replays.Step]:
        return [replays.Step(*row) for row in await self.storage.steps(tid, first, last)]

    # ---- route: settings ----------------------------------------------------------------------
    async def delivery(self, user_id: int) -> str:
        return await self.hands.delivery(user_id)

    async def store_delivery(self, user_id: int, mode: str) -> None:
        """Where this user's hand is kept (``/settings hand:``), a unit of work of its own."""
        if mode not in DELIVERY_MODES:
            raise Refused("error-bad-choice")
        await self.commit.user_setting(user_id, "hand delivery", self.storage.set_hand_delivery(user_id, mode))
        self.hands.remember_delivery(user_id, mode)

    async def set_delivery(self, user_id: int, mode: str, loc: str) -> None:
        """``/settings hand:``: store it; to DMs, every open game's hand is sent there; back to here,
        every open table's DM hand says where the hand is now."""
        await self.store_delivery(user_id, mode)
        if mode == "ephemeral":
            await self.hands.release_dms(user_id, loc)
        else:  # the open games' hands go to the DMs now, not at their next move
            self.hands.claim_dms(user_id)

    async def move_hand(self, interaction: discord.Interaction, live: Live, seat: str, mode: str, loc: str) -> None:
        """An older view's "Send my hand to DMs" / "Show my hand here instead" (now ``/settings hand:``)."""
        await self.store_delivery(interaction.user.id, mode)
        await self.hands.move(interaction, live, seat, mode, loc)

    async def pings_enabled(self, user_id: int) -> bool:
        return await self.pings.enabled(user_id)

    async def set_pings(self, user_id: int, on: bool) -> None:
        """``/settings ping:``, a unit of work of its own."""
        await self.commit.user_setting(user_id, "ping", self.storage.set_pings_enabled(user_id, on))
        self.pings.remember(user_id, on)

    async def four_colour(self, user_id: int) -> bool:
        return await self.hands.four_colour(user_id)

    def cached_four_colour(self, user_id: int) -> bool:
        return self.hands.cached_four_colour(user_id)

    async def set_four_colour(self, user_id: int, on: bool) -> None:
        """``/settings deck:``, a unit of work of its own."""
        await self.commit.user_setting(user_id, "deck", self.storage.set_four_colour(user_id, on))
        self.hands.remember_four_colour(user_id, on)

    def _user_changed(self, user_id: int) -> None:
        """Another process stored a setting of this user: forget what this one cached."""
        self.hands.remember_delivery(user_id, None)
        self.hands.remember_four_colour(user_id, None)
        self.pings.remember(user_id, None)

    # ---- route: the clock ---------------------------------------------------------------------
    async def on_deadline(self, tid: int) -> None:
        """A table's deadline came (a seat's time, a lobby's idle close, a closed table's eviction)."""
        live = self.tables.get(tid)
        if live is None:
            return
        if live.rec.status not in OPEN:
            self.tables.drop(tid)  # a later click reloads it from the database
            return
        now = self.clock.now()
        try:
            change = await self._run(live, lambda: self._due(live, now), touch=True)
        except Refused:
            self.deadlines.set(tid, self.clock.now() + RETRY_AFTER)  # stays armed: try again soon
            return
        due = self.effects.deadline(live)
        if not change.stores and due is not None and due <= now:  # due, yet nothing to do: back off
            n = self._unfired[tid] = self._unfired.get(tid, 0) + 1
            self.deadlines.set(tid, now + min(60.0, 2.0 ** n))
            log.warning("table %s: its deadline is due but firing it changes nothing; again in %.0f s",
                        tid, min(60.0, 2.0 ** n))
        else:
            self._unfired.pop(tid, None)

    @staticmethod
    def _due(live: Live, now: float) -> Change:
        if live.rec.status == "lobby":
            return lobby.idle_close(live, now)
        if live.rec.status == "playing" and live.state is not None:
            return moves.clock(live, now)
        return Change(now=now)

    async def _fire(self, tid: int) -> bool:
        """A deadline another process left unfired (the sweep): load the table and fire it, once
        (the timer armed as it was loaded would fire it a second time)."""
        live = await self.get(tid)
        if live is None:
            return False
        self.deadlines.set(live.id, None)
        await self.on_deadline(live.id)
        return True

    async def _render(self, tid: int) -> None:
        """A process died before its last change to this table showed: show it from here."""
        live = await self.get(tid)
        if live is not None:
            await self.effects.rerender(live)

    # ---- upkeep -------------------------------------------------------------------------------
    def start(self) -> None:
        """Begin the upkeep that runs by itself (once the tables are resumed)."""
        self._upkeep = asyncio.get_running_loop().create_task(self._maintain())

    async def _maintain(self) -> None:
        while True:
            await self.clock.sleep_until(self.clock.now() + PRUNE_EVERY)
            try:
                await self.prune()
            except Exception:
                log.exception("could not remove old closed lobbies; trying again in an hour")

    async def prune(self, now: float | None = None) -> int:
        """Remove the lobbies that closed unplayed more than ``RETENTION_DAYS`` ago, and the event
        logs (the replays) of games that finished more than ``REPLAY_DAYS`` ago, in small batches
        (a finished game's result, placings and ratings stay). Returns how many lobbies went."""
        now = self.clock.now() if now is None else now
        before = now - self.settings.retention_days * 86400
        total = 0
        while True:
            n = await self.storage.prune(before, PRUNE_BATCH)
            total += n
            if n < PRUNE_BATCH:
                break
            await asyncio.sleep(0)  # (other work between batches)
        if total:
            log.info("removed %d closed lobbies older than %g days", total, self.settings.retention_days)
        events = 0
        while n := await self.storage.prune_events(now - self.settings.replay_days * 86400, EVENTS_BATCH):
            events += n
            await asyncio.sleep(0)
        if events:
            log.info("removed %d events of games finished more than %g days ago (their replays)", events,
                     self.settings.replay_days)
        return total

    # ---- stopping -----------------------------------------------------------------------------
    async def before_stop(self) -> None:
        """What a graceful stop keeps for the next start: the open hand views' tokens."""
        await self.hands.keep_views()

    def stop(self) -> None:
        """Cancel the timers, the upkeep and pending table renders (on shutdown)."""
        self.effects.stop()
        if self._upkeep is not None:
            self._upkeep.cancel()

    # ---- replies ------------------------------------------------------------------------------
    async def refuse(self, interaction: discord.Interaction, r: Refused) -> None:
        mark_refusal(interaction, r)
        await say(interaction, r.text or tr(self.locale_of(interaction), r.key, **r.params))

    async def say(self, interaction: discord.Interaction, text: str) -> None:
        await say(interaction, text)

    async def on_unexpected(self, interaction: discord.Interaction, error: BaseException,
                            tid: int | None = None) -> None:
        """The last word on any interaction that failed unexpectedly: log it (with the table id)
        and apologise privately, so nobody is left with "This interaction failed"."""
        log.error("table %s: unexpected error in an interaction", tid, exc_info=error)
        mark(interaction, "failed")
        try:
            await say(interaction, tr(self.locale_of(interaction), "error-unexpected"))
        except discord.HTTPException:
            log.warning("table %s: could not send the apology", tid)

