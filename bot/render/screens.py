"""Engine views → Discord embeds and components. Pure functions of their arguments."""

from __future__ import annotations

import dataclasses
import itertools
import json
from collections import OrderedDict
from functools import lru_cache
from typing import Any

import discord

from engine import BaseState, get_game
from engine.core import IDLE_TIMEOUT

from ..core import computers, pauses, phrases
from ..route.components import control_of, custom_id
from ..storage.models import PauseVote, TableRecord
from ..storage.rating import rated
from . import limits, options
from .i18n import back_emoji, catalog, text_cards, tr, with_suits
from .ui import get_ui
from .ui.base import LOG_PAGE_LINES, Button, Ctx, Rendered, Select, add_lines

RATING = "rating"  # the lobby select's rated / casual choice: rating=rated, rating=casual (no game option)


def ctx_for(rec: TableRecord, locale: str, seat: str | None = None, state: BaseState | None = None) -> Ctx:
    """What a view of this table renders with: the reader's language, and each seat's name — a
    computer's in the reader's language too ("Dator 1" to a Swede, "Computer 1" to an English reader),
    and a seat a computer stands in for marked so while it does (``state``: "🤖 for alice")."""
    names = {p.seat: p.name if p.computer is None else tr(locale, "computer-name", number=p.user_id)
             for p in rec.players}
    people = dict(names)
    for s in state.away if state is not None else ():
        if s in names:
            names[s] = tr(locale, "stand-in-name", name=people[s])
    return Ctx(locale=locale, names=names, seat=seat, people=people)


class SentView(discord.ui.View):
    """A rendered message's components as discord.py sends them, built as their payload at once:
    a button's dict is discord.py's own (:func:`_button_payload`, made once for each look and
    copied with its custom_id), laid out in rows as :class:`discord.ui.View` lays out items added
    one by one. The discord.py items themselves (``children``) are made only when asked for —
    building eleven of them was half of a hand view's rendering, and sending needs only
    :meth:`to_components`. The view is finished from the start: a click on it is routed by the
    persistent :class:`~bot.route.components.TableButton` and
    :class:`~bot.route.components.TableSelect` templates, so discord.py never keeps it in its
    view store (no per-message memory)."""

    def __init__(self, tid: int, ver: int, controls: list[Button | Select], link: Link | None = None) -> None:
        self._args: tuple[int, int, list[Button | Select], Link | None] | None = None  # (none while View.__init__)
        self._items: discord.ui.View | None = None
        super().__init__(timeout=None)
        self._args = (tid, ver, controls, link)
        weights, placed = [0, 0, 0, 0, 0], []
        for c in [*controls, link] if link is not None else controls:
            if isinstance(c, Link):
                width, payload = 1, _link(c).to_component_dict()
            elif isinstance(c, Button):
                width = 1
                payload = {**_button_payload(c.label, c.style, c.disabled, c.emoji),
                           "custom_id": custom_id("ctb", tid, ver, c.op, c.arg)}
            elif c.options:
                width, payload = 5, _select(tid, ver, c).to_component_dict()
            else:
                continue
            if len(placed) >= 25:  # (what discord.py's View.add_item checks first)
                raise ValueError("maximum number of children exceeded")
            if c.row is not None:  # (as discord.py's _ViewWeights places an item added to a view)
                if weights[c.row] + width > 5:
                    raise ValueError(f"item would not fit at row {c.row} ({weights[c.row] + width} > 5 width)")
                row = c.row
            else:
                row = next((i for i, w in enumerate(weights) if w + width <= 5), None)
                if row is None:
                    raise ValueError("could not find open space for item")
            weights[row] += width
            placed.append((row, payload))
        placed.sort(key=lambda p: p[0])  # (stable: a row's items in the order they were added)
        self._rows = [{"type": 1, "components": [p for _, p in group]}
                      for _, group in itertools.groupby(placed, key=lambda p: p[0])]

    def to_components(self) -> list[dict[str, Any]]:
        return self._rows

    @property
    def children(self) -> list[discord.ui.Item[Any]]:
        return self.as_items().children if self._args is not None else []

    def as_items(self) -> discord.ui.View:
        """The same controls as discord.py's own items in a :class:`discord.ui.View` (made once)."""
        if self._items is None:
            assert self._args is not None
            self._items = items_view(*self._args)
        return self._items

    def is_finished(self) -> bool:
        return True

    def is_dispatchable(self) -> bool:
        return False

    def has_components_v2(self) -> bool:
        return False


@lru_cache(maxsize=4096)
def _button_payload(label: str | None, style: discord.ButtonStyle, disabled: bool,
                    emoji: str | discord.PartialEmoji | None) -> dict[str, Any]:
    """discord.py's payload of a button that looks like this (its custom_id is set per message)."""
    return _button(Button(op="", label=label, style=style, disabled=disabled, emoji=emoji), "-").to_component_dict()


def _button(c: Button, cid: str) -> discord.ui.Button:
    return discord.ui.Button(label=limits.cut(c.label, limits.LABEL) or None, style=c.style, disabled=c.disabled,
                             emoji=c.emoji, row=c.row, custom_id=cid)


def _select(tid: int, ver: int, c: Select) -> discord.ui.Select:
    opts = [discord.SelectOption(label=limits.cut(o.label, limits.OPTION_LABEL), value=o.value,
                                 default=o.default, emoji=o.emoji,
                                 description=limits.cut(o.description, limits.OPTION_LABEL)
                                 if o.description else None) for o in c.options[:25]]
    return discord.ui.Select(placeholder=c.placeholder[:150], options=opts, disabled=c.disabled,
                             row=c.row, custom_id=custom_id("cts", tid, ver, c.op, c.arg))


@dataclasses.dataclass(frozen=True)
class Link:
    """A button that opens a Discord address (the rematch's lobby), after a view's controls."""
    label: str
    url: str
    row: int | None = None


def _link(c: Link) -> discord.ui.Button:
    return discord.ui.Button(label=limits.cut(c.label, limits.LABEL), url=c.url, row=c.row)


def items_view(tid: int, ver: int, controls: list[Button | Select], link: Link | None = None) -> discord.ui.View:
    """The same controls as discord.py items in a :class:`discord.ui.View` (what
    :attr:`SentView.children` holds; the tests compare the two payloads)."""
    view = discord.ui.View(timeout=None)
    for c in controls:
        if isinstance(c, Button):
            view.add_item(_button(c, custom_id("ctb", tid, ver, c.op, c.arg)))
        elif c.options:
            view.add_item(_select(tid, ver, c))
    if link is not None:
        view.add_item(_link(link))
    view.stop()
    return view


def to_view(tid: int, ver: int, controls: list[Button | Select], link: Link | None = None) -> discord.ui.View:
    """The controls (and a link) as a sent message's components, carrying our custom_ids (:class:`SentView`)."""
    return SentView(tid, ver, controls, link)


def digest(embed: discord.Embed | None, view: discord.ui.View | None) -> int:
    """A fingerprint of a message's embed and components: an edit that would send the same again
    is skipped (``bot.effects.publish``, ``bot.effects.hands``)."""
    return hash(json.dumps([embed.to_dict() if embed is not None else None,
                            view.to_components() if view is not None else None], sort_keys=True, default=str))


def offered_values(view: discord.ui.View, op: str) -> set[str]:
    """The values a view's select with this op offers (empty if it has none)."""
    for item in view.children:
        if isinstance(item, discord.ui.Select) and control_of(item.custom_id)[0] == op and not item.disabled:
            return {o.value for o in item.options}
    return set()


_SHOWN: OrderedDict[tuple, list[Button | Select]] = OrderedDict()
SHOWN_MAX = 4096  # recently rendered views' controls, so checking a click does not render again


def _shown_key(rec: TableRecord, state: BaseState, seat: str | None, draft: dict[str, Any]) -> tuple:
    # a state at a version never changes; its seed tells this game from another with the same id
    return rec.id, state.rng.seed, state.version, seat, json.dumps(draft, sort_keys=True) if draft else ""


def _remember(key: tuple, controls: list[Button | Select]) -> None:
    _SHOWN[key] = controls
    if len(_SHOWN) > SHOWN_MAX:
        _SHOWN.popitem(last=False)


def offers(rec: TableRecord, state: BaseState, seat: str, op: str, arg: str, values: list[str]) -> bool:
    """Whether ``seat`` is shown this control now, on its hand view or the table (and, for a
    select, whether the chosen value is one of its options): a click on anything else — a
    hand-built custom_id, a card the player does not hold — is refused. A control shown disabled
    passes, so the engine can say why it cannot be used."""
    game, ui = get_game(rec.game), get_ui(rec.game)
    ctx = ctx_for(rec, rec.locale, seat)
    draft = rec.drafts.get(seat, {})
    mine = _SHOWN.get(_shown_key(rec, state, seat, draft))
    if mine is None:
        mine = ui.hand(ui.private_view(game, state, seat, draft), ctx, draft).controls
    # the table's controls as everyone sees them (as table() renders and remembers them): a seat
    # that may not use one (e.g. the chooser and the speech buttons) gets the engine's own words
    public = _SHOWN.get(_shown_key(rec, state, None, {}))
    if public is None:
        public = ui.table_controls(game.public_view(state), ctx_for(rec, rec.locale))
    for c in (*mine, *public):
        if c.op != op:
            continue
        if isinstance(c, Button):
            if c.arg == arg and not values:
                return True
        elif arg == "" and len(values) == 1 and values[0] in {o.value for o in c.options[:25]}:
            return True
    return False


# ---- options (see bot.render.options) ---------------------------------------------------------------
def option_values(game_id: str) -> list[tuple[str, list[Any]]]:
    """Each option of a game with the values a lobby's selects offer (none for a number: those
    are typed into the lobby's modal)."""
    return [(s.name, list(s.choices)) for s in options.lobby_specs(game_id)]


value_label = options.value_label
encode_value = options.encode_value
parse_options_text = options.parse_text


def effective_options(rec: TableRecord) -> dict[str, Any]:
    return get_game(rec.game).options(rec.options).model_dump()


def lobby_options(rec: TableRecord) -> dict[str, Any]:
    """The game's options in effect and the table's own (bot.render.options.table_specs)."""
    return {**effective_options(rec), **{s.name: getattr(rec, s.name) for s in options.table_specs(rec.game)}}


# ---- messages -------------------------------------------------------------------------------
def lobby(rec: TableRecord, locale: str) -> tuple[discord.Embed, discord.ui.View | None]:
    game = get_game(rec.game)
    ui = get_ui(rec.game)
    ctx = ctx_for(rec, locale)
    e = discord.Embed(title=ui.title(ctx) + " – " + ctx.t("lobby"), colour=ui.colour)
    status_key = {"lobby": "lobby-open", "cancelled": "lobby-cancelled", "abandoned": "lobby-abandoned",
                  "playing": "lobby-started", "ended": "lobby-started"}[rec.status]
    # the status, who sits, the options: a line each, wrapping (a phone sees the lobby at a glance)
    players = " · ".join(f"<@{p.user_id}>" if p.computer is None else
                         ctx.t("computer-seat", name=ctx.name(p.seat), level=ctx.t(f"computer-{p.computer}"))
                         for p in rec.players) or "—"
    seats = ctx.t("seats-taken", count=len(rec.players), min=game.min_seats, max=game.max_seats,
                  seats=seat_span(game))
    opts = lobby_options(rec)
    chosen = " · ".join(f"{ctx.t('option-' + s.name)}: **{value_label(locale, opts.get(s.name))}**"
                        for s in options.specs(rec.game))
    # the table's own options, once set away from their default, in the footer (the select offers
    # the change, /rules says the default): a ten-seat Sänkpass lobby keeps to a phone's 500 px
    own = [f"{ctx.t('option-' + s.name)}: {value_label(locale, opts[s.name])}"
           for s in options.table_specs(rec.game) if opts[s.name] != s.default]
    lines = [ctx.t(status_key, host=f"<@{rec.host_id}>"), f"👥 {seats}: {players}"]
    if chosen:
        lines.append(f"⚙️ {chosen}")
    e.description = "\n".join(lines)
    # the rated / casual choice (a casual game moves no rating) in the footer, where a line costs nothing,
    # and after it the table's own options set away from their default
    head = ctx.t("table-id", id=rec.id) if not rated(rec.game) else \
        ctx.t("table-id-casual", id=rec.id) if rec.casual else ctx.t("table-id-rated", id=rec.id)
    e.set_footer(text=" · ".join([head, *own]))
    limits.fit(e, locale)
    if rec.status != "lobby":
        return e, None
    n = len(rec.players)
    controls: list[Button | Select] = [
        Button("join", ctx.t("join"), style=discord.ButtonStyle.success, row=0,
               disabled=n >= game.max_seats),
        Button("unjoin", ctx.t("leave"), row=0),
        Button("start", ctx.t("start"), style=discord.ButtonStyle.primary, row=0,
               disabled=not game.min_seats <= n <= game.max_seats),
        Button("cancel", ctx.t("cancel"), style=discord.ButtonStyle.danger, row=0),
    ]
    choices = []
    for spec in options.lobby_specs(rec.game):
        # every other value of a choice; a number set by hand can go back to auto here too
        values = list(spec.choices) + ([None] if spec.auto and rec.options.get(spec.name) is not None else [])
        for v in values:
            if v != opts.get(spec.name):
                choices.append((f"{spec.name}={encode_value(v)}",
                                f"{ctx.t('option-' + spec.name)}: {value_label(locale, v)}"))
    if rated(rec.game):
        choices.append((f"{RATING}=rated", ctx.t("rating-choose-rated")) if rec.casual else
                       (f"{RATING}=casual", ctx.t("rating-choose-casual")))
    from .ui.base import Option  # local: keeps the import list short above

    selects = len(range(0, min(len(choices), 75), 25))
    for i in range(0, min(len(choices), 75), 25):
        chunk = choices[i:i + 25]
        # ops are [a-z_]+ (components._ID): option, option_b, option_c
        controls.append(Select("option" + ("", "_b", "_c")[i // 25], ctx.t("change-option"),
                               [Option(v, label) for v, label in chunk], row=1 + i // 25))
    row = 1 + selects  # the rules, the numbers and the computers share the row after the selects
    controls.append(Button("rules", ctx.t("rules"), emoji="📖", row=row))
    if options.numbers(rec.game):
        controls.append(Button("numbers", ctx.t("options-numbers"), emoji="🔢", row=row))
    if computers.supports(rec.game):
        full = n >= game.max_seats or computers.next_number(rec) is None
        for level in computers.LEVELS:
            controls.append(Button(f"computer_{level}", ctx.t("computer-add", level=ctx.t(f"computer-{level}")),
                                   emoji="🤖", row=row, disabled=full))
        if rec.computers:
            controls.append(Button("computer_remove", ctx.t("computer-remove"), emoji="🤖", row=row))
    return e, to_view(rec.id, 0, controls)


STALL_AFTER = 5 * 60  # a decision awaited this long is named on the table, with how to end it


def awaited_seat(rec: TableRecord, state: BaseState | None) -> str | None:
    """The seat whose decision a started table awaits (the one a turn ping goes to): none before
    the game starts, after it ends, or with fewer than two players. From the engine's public view:
    ``awaiting.seat`` where a game names it there (Sänkpass, Tolv fiender), else ``turn``."""
    if state is None or rec.status != "playing" or len(state.active) < 2 or state.paused_by is not None:
        return None  # (a paused table awaits nobody: no ping, no stalled line)
    view = get_game(rec.game).public_view(state)
    if view.get("phase") == "ended" or view.get("result"):
        return None
    awaiting = view.get("awaiting")
    seat = awaiting.get("seat") if isinstance(awaiting, dict) else view.get("turn")
    return seat if isinstance(seat, str) and seat in state.active else None


def stall_at(rec: TableRecord, state: BaseState | None) -> float | None:
    """When the table starts to say whom it has been waiting for (a player who left the server, or
    looked away for good): :data:`STALL_AFTER` after the last move — unless the game's own clock
    acts sooner (Tolv fiender's 90 seconds of silence)."""
    seat = awaited_seat(rec, state) if state is not None else None
    if state is None or seat is None or computers.plays(rec, state, seat):
        return None
    own = get_game(rec.game).deadline(state)
    if own is not None and own < state.last_action_at + IDLE_TIMEOUT:
        return None
    return state.last_action_at + STALL_AFTER


def phrase_line(rec: TableRecord, ctx: Ctx, now: float | None = None) -> str | None:
    """The newest quick phrase in the reader's language ("🍀 Bob: Lycka till!"), while it is shown
    (:mod:`bot.core.phrases`; ``now`` None: a view not tied to a time shows it)."""
    said = rec.phrase
    if said is None or said.key not in phrases.PHRASES or not phrases.fresh(said.at, now):
        return None
    return f"{phrases.PHRASES[said.key]} " + ctx.t("phrase-line", name=ctx.name(said.seat),
                                                    phrase=ctx.t(f"phrase-{said.key}"))


def table(rec: TableRecord, state: BaseState, locale: str, now: float | None = None,
          copy: bool = False) -> tuple[discord.Embed, discord.ui.View]:
    """The public table (``now``: the time it is shown at, for the line naming a stalled decision
    and the newest quick phrase). ``copy``: a reader's live copy of it in their own language
    (:meth:`bot.effects.hands.Hands.send_copy`) — the same table, less the button that opens one."""
    ui = get_ui(rec.game)
    game = get_game(rec.game)
    ctx = ctx_for(rec, locale, state=state)
    pview = game.public_view(state)
    e = ui.table(pview, ctx)
    stalled = stall_at(rec, state)
    if now is not None and stalled is not None and now >= stalled:
        line = ctx.t("table-stalled", name=ctx.name(awaited_seat(rec, state)),
                     since=f"<t:{int(state.last_action_at)}:R>")
        e.description = f"{e.description}\n{line}" if e.description else line
    # one line, taken from the rows the short log would have had: the table never grows. The pause
    # (or a proposal to pause) and whose, else the newest quick phrase (the hand views' footers
    # still show the phrase): a gin table has no log to give a second row
    said = pause_line(rec, state, ctx, now) or phrase_line(rec, ctx, now)
    if said:
        e.description = f"{e.description}\n{said}" if e.description else said
    e.set_footer(text=ui.footer(pview, ctx, ctx.t("table-id-casual" if rec.casual else "table-id", id=str(rec.id))))
    finished = rec.status in ("ended", "abandoned")
    ratings = "\n".join(rating_lines(rec, ctx)) if finished and rec.ratings else ""
    rating_rows = limits.phone_rows(ctx.t("rating-head")) + limits.phone_rows(ratings) if ratings else 0
    head, log_lines = ui.table_log(pview, ctx)
    # the newest moves, last, in the rows a phone has left (rarely none), after a finished game's
    # ratings (issue 37: the table still fits a phone); the rest is behind "Full log"
    room = limits.TABLE_ROWS - limits.embed_rows(e) - limits.phone_rows(head) - rating_rows
    log_lines = limits.newest_within(log_lines, room)
    if log_lines:
        e.add_field(name=head, value="\n".join(log_lines), inline=False)
    if ratings:  # each player's rating before → after (bot.storage.rating), under the game as it ended
        e.add_field(name=ctx.t("rating-head"), value=ratings, inline=False)
    controls = table_buttons(rec, state, pview, ctx, copy, finished, now)
    link = None
    if finished and rec.rematch and rec.rematch.message_id:
        url = f"https://discord.com/channels/{rec.guild_id}/{rec.channel_id}/{rec.rematch.message_id}"
        link = Link(ctx.t("rematch-lobby", id=str(rec.rematch.table_id)), url, row=0)  # (#1234, not #1,234)
    return limits.fit(e, locale), to_view(rec.id, state.version, controls, link)


def table_buttons(rec: TableRecord, state: BaseState, pview: dict[str, Any], ctx: Ctx, copy: bool,
                  finished: bool, now: float | None) -> list[Button | Select]:
    """The table's buttons. While the game is on: "My hand" and the rules first, the full log,
    the legend, the game's own controls, the pause's, 🌐 and 💬. A finished table (issue 37) offers what comes
    after a game first, on two rows that fit a phone in every language: play again (or the link
    to the lobby it opened), the replay and 💬 (for "Good game!") or the legend; then "My hand"
    (the game as it ended, for that player), the full log and 🌐 (its word is on every table
    while the game is on). Not the rules: the next lobby has them."""
    ui = get_ui(rec.game)
    has_log, legend = ui.has_history(pview), ui.legend(ctx)
    controls: list[Button | Select] = []
    if finished:
        if not copy and not (rec.rematch and rec.rematch.message_id):  # bot.decide.rematch
            controls.append(Button("again", ctx.t("play-again"), style=discord.ButtonStyle.success, emoji="🔁",
                                   row=0))
        if state.phase == "ended":  # the replay (bot.render.replay): only once the game is over
            controls.append(Button("replay", ctx.t("replay-button"), emoji="🎞️", row=0))
        if phrases.offered(rec.game):
            controls.append(Button("phrases", "", emoji="💬", row=0))
        if legend:
            controls.append(Button("legend", "?", row=0))
        controls.append(Button("hand", ctx.t("my-hand"), style=discord.ButtonStyle.primary, emoji=back_emoji(), row=1))
        if has_log:
            controls.append(Button("log", ctx.t("full-log"), emoji="📜", row=1))
        if not copy:
            controls.append(Button("mirror", "", emoji="🌐", row=1))
        return controls
    controls += [
        Button("hand", ctx.t("my-hand"), style=discord.ButtonStyle.primary, emoji=back_emoji(), row=0),
        Button("rules", ctx.t("rules"), emoji="📖", row=0),
    ]
    if has_log:
        controls.append(Button("log", ctx.t("full-log"), emoji="📜", row=0))
    if legend:
        controls.append(Button("legend", "?", row=0))
    if not copy:  # (a copy has no game controls: they are the table's, Tolv fiender's statements)
        game_controls = ui.table_controls(pview, ctx)
        if pauses.paused(state):  # nothing moves while paused (a click is refused, saying so)
            game_controls = [dataclasses.replace(c, disabled=True) for c in game_controls]
        _remember(_shown_key(rec, state, None, {}), game_controls)
        controls += game_controls
        controls += pause_controls(rec, state, ctx, now)
    if not copy:  # the table in the reader's own language, privately and live (bot.effects.hands)
        controls.append(Button("mirror", ctx.t("mirror-button"), emoji="🌐", row=0))
    if phrases.offered(rec.game):  # the quick phrases (bot.core.phrases): every game but Tolv fiender
        first = sum(1 for c in controls if c.row == 0)  # (beside the others while the first row has room)
        controls.append(Button("phrases", "", emoji="💬", row=0 if first < 5 else 1))
    if state.away and state.phase != "ended" and not copy:  # their seats back (bot.core.computers)
        first = sum(1 for c in controls if c.row == 0)
        controls.append(rejoin_button(ctx, row=0 if first < 5 else 1, disabled=set(state.away) <= set(state.back)))
    return controls


def open_vote(rec: TableRecord, state: BaseState, now: float | None) -> PauseVote | None:
    """The table's pause proposal while it is open (not lapsed at ``now``, if known)."""
    vote = rec.pause_vote
    if vote is None or rec.status != "playing" or state.phase == "ended" or pauses.paused(state):
        return None
    return None if now is not None and now >= vote.at + pauses.LAPSE else vote


def pause_line(rec: TableRecord, state: BaseState, ctx: Ctx, now: float | None = None) -> str | None:
    """The table's line about a pause (bot.core.pauses): paused, by whom, until when; or the open
    proposal, with how many of the people seated agreed."""
    if pauses.paused(state) and rec.status == "playing":
        return ctx.t("pause-paused", name=ctx.name(state.paused_by), until=f"<t:{int(state.pause_until or 0)}:R>")
    vote = open_vote(rec, state, now)
    if vote is None:
        return None
    voters = pauses.voters(rec, state)
    return ctx.t("pause-asked", name=ctx.name(vote.seat), agreed=len([s for s in vote.yes if s in voters]),
                 count=len(voters))


def pause_controls(rec: TableRecord, state: BaseState, ctx: Ctx, now: float | None = None) -> list[Button | Select]:
    """The table's pause buttons (row 1, beside Tolv fiender's statements): ⏸️ to propose a pause;
    while a proposal is open ✅ to agree and ✖️ to play on; while paused ▶️ to resume."""
    if rec.status != "playing" or state.phase == "ended":
        return []
    if pauses.paused(state):
        return [Button("resume", ctx.t("pause-resume"), style=discord.ButtonStyle.primary, emoji="▶️", row=1)]
    if open_vote(rec, state, now) is not None:
        return [Button("pause_yes", ctx.t("pause-agree"), style=discord.ButtonStyle.success, emoji="✅", row=1),
                Button("pause_no", ctx.t("pause-decline"), emoji="✖️", row=1)]
    return [Button("pause", ctx.t("pause-button"), emoji="⏸️", row=1)]


def rejoin_button(ctx: Ctx, row: int, disabled: bool = False) -> Button:
    """Rejoin: the seat a computer stands in for back to its player (anyone else is refused)."""
    return Button("rejoin", ctx.t("rejoin-button"), style=discord.ButtonStyle.success, emoji="↩️", row=row,
                  disabled=disabled)


def away_hand(out: Rendered, ctx: Ctx, pending: bool = False) -> None:
    """The hand view of a seat a computer plays for its away player: the hand as it is, every
    control disabled (the computer decides), what to do first, and Rejoin in the last row with
    room (a row of its own only if none has: the view stays as tall as it was where it can);
    ``pending``: Rejoin was pressed mid-turn, the seat comes back once the turn is over."""
    out.controls = [dataclasses.replace(c, disabled=True) for c in out.controls]
    line = f"**{ctx.t('rejoin-after-turn' if pending else 'stand-in-hand')}**"
    out.embed.description = "\n".join(x for x in (line, out.embed.description) if x)
    used: dict[int, int] = {}
    for i, c in enumerate(out.controls):
        r = c.row if c.row is not None else i // 5
        used[r] = used.get(r, 0) + (5 if isinstance(c, Select) else 1)
    room = [r for r in sorted(used, reverse=True) if used[r] < 5]
    row = room[0] if room else (max(used) + 1 if used else 0)
    if row > 4:  # every row full (a hand of 25 buttons): the last control gives way to Rejoin
        out.controls.pop()
        row = 4
    out.controls.append(rejoin_button(ctx, row, disabled=pending))


def rating_lines(rec: TableRecord, ctx: Ctx) -> list[str]:
    """"alice 1,512 → 1,530 ▲18", a line a player, in seat order. A computer seat plays with its
    level's rating (bot.storage.rating), so a level is one line, named as /stats names it
    ("🤖 good 1,500 → 1,482 ▼18"), however many of its computers sat at the table."""
    out, seen = [], set()
    for line in rec.ratings or []:
        p = next((p for p in rec.players if p.seat == line.seat), None)
        if p is not None and p.computer is not None:
            if p.computer in seen:
                continue
            seen.add(p.computer)
            name = "🤖 " + ctx.t(f"computer-{p.computer}")
        else:
            name = ctx.name(line.seat)
        delta = line.after - line.before
        move = f"▲{delta}" if delta > 0 else f"▼{-delta}" if delta < 0 else "="
        out.append(ctx.t("rating-line", name=name, before=line.before, after=line.after, move=move))
    return out


def ping_view(rec: TableRecord, state: BaseState | None, locale: str) -> discord.ui.View:
    """A turn ping's one button: the table's "My hand" (bot.effects.pings)."""
    mine = Button("hand", tr(locale, "my-hand"), style=discord.ButtonStyle.primary, emoji=back_emoji(), row=0)
    return to_view(rec.id, state.version if state is not None else 0, [mine])


def newest_public(rec: TableRecord, state: BaseState, ctx: Ctx, now: float | None = None) -> str | None:
    """The newest thing the table shows that a hand view should too, in the reader's language: the
    quick phrase just said (while it is shown), else the newest line of the table's log."""
    said = phrase_line(rec, ctx, now)
    if said:
        return said
    # every seat's hand view after a move shows the same line: the log is rendered once a version
    key = (*_shown_key(rec, state, None, {}), ctx.locale, tuple(sorted(ctx.names.items())))
    if key not in _NEWEST:
        _, lines = get_ui(rec.game).table_log(get_game(rec.game).public_view(state), ctx)
        _NEWEST[key] = lines[-1] if lines else None
        if len(_NEWEST) > SHOWN_MAX:
            _NEWEST.popitem(last=False)
    return _NEWEST[key]


_NEWEST: OrderedDict[tuple, str | None] = OrderedDict()  # (table, version, reader's words) -> its newest line


@lru_cache(maxsize=1024)  # (every seat's hand view after a move shows the same line: cut it once)
def footer_line(text: str, tail: str) -> str:
    """``text · tail`` as one row of a phone's footer: plain text (a footer shows no markdown and no
    custom emoji: cards as text cards), ``text`` cut with "…" where the row ends."""
    plain = limits.plain(text_cards(text))
    room = limits.FOOTER_CHARS - limits.phone_width(tail) - 3
    return f"{limits.cut_width(plain, room)} · {tail}" if room > 8 and plain else tail


def hand(rec: TableRecord, state: BaseState, seat: str, locale: str, draft: dict[str, Any],
         note: str | None = None, now: float | None = None) -> tuple[discord.Embed, discord.ui.View]:
    """A seat's hand view; its footer is the table's newest public line (:func:`newest_public`) in the
    reader's language, so a player who keeps only their hand open misses no question, move or phrase."""
    ui = get_ui(rec.game)
    ctx = ctx_for(rec, locale, seat, state)
    pview = ui.private_view(get_game(rec.game), state, seat, draft)
    out: Rendered = ui.hand(pview, ctx, draft)
    if pauses.paused(state):  # nothing to decide while paused: the first line says so, every control is off
        out.controls = [dataclasses.replace(c, disabled=True) for c in out.controls]
        rest = (out.embed.description or "").split("\n")[1:]
        head = "**" + ctx.t("pause-hand", name=ctx.name(state.paused_by)) + "**"
        out.embed.description = "\n".join([head, *rest])
    _remember(_shown_key(rec, state, seat, draft), out.controls)
    if seat in state.away and rec.status == "playing" and state.phase != "ended":
        away_hand(out, ctx, pending=seat in state.back)
    if note:  # why the click was refused, under what to do (a line, not a field of its own)
        out.embed.description = "\n".join(x for x in (out.embed.description, f"⚠️ {note}") if x)
    newest = newest_public(rec, state, ctx, now)
    tail = ctx.t("table-id-short", id=rec.id)
    out.embed.set_footer(text=footer_line(newest, tail) if newest else ctx.t("table-id", id=rec.id))
    # (where the hand is kept, here or in DMs, is /settings hand:, not a row on every view)
    return limits.fit(out.embed, locale), to_view(rec.id, state.version, list(out.controls))


def rules(game_id: str, locale: str) -> discord.Embed:
    ui = get_ui(game_id)
    ctx = Ctx(locale=locale, names={})
    e = discord.Embed(title=ui.title(ctx) + " – " + ctx.t("rules"), colour=ui.colour,
                      description=with_suits(ctx.t(f"rules-{game_id}")))
    game = get_game(game_id)
    defaults = {**game.Options().model_dump(), **{s.name: s.default for s in options.table_specs(game_id)}}
    lines = []
    for spec in options.lobby_specs(game_id):
        name = spec.name
        text = ctx.t(option_description_key(game_id, name, locale))
        if spec.kind == "number":
            shown = f"{text} – {options.range_text(locale, spec)}"
        else:  # what may be typed in /play options:, exactly (bot.render.options.parse_text accepts it)
            shown = f"{text} – {' · '.join(options.typed_forms(locale, spec))}"
        lines.append(f"**{ctx.t('option-' + name)}** (`{name}`, {value_label(locale, defaults[name])}): " + shown)
    fields: list[str] = []
    for line in lines:  # an embed field holds 1024 characters: start another rather than cut a line
        if fields and len(fields[-1]) + 1 + len(line) <= 1024:
            fields[-1] += "\n" + line
        else:
            fields.append(line[:1024])
    for i, value in enumerate(fields):  # (a game without options shows no "Options" at all)
        e.add_field(name=ctx.t("options") if i == 0 else "\u200b", value=value, inline=False)
    icons = ui.legend(ctx)
    if icons:  # whole lines: a card face's markup cut in half would show as text
        add_lines(e, ctx.t("legend"), icons.split("\n"))
    e.set_footer(text=ctx.t("seats-range", min=game.min_seats, max=game.max_seats, seats=seat_span(game)))
    return limits.fit(e, locale)


def legend(game_id: str, locale: str) -> discord.Embed:
    """What a table's icons mean: the answer to its "?" button (private)."""
    ui = get_ui(game_id)
    ctx = Ctx(locale=locale, names={})
    return limits.fit(discord.Embed(title=ui.title(ctx) + " – " + ctx.t("legend"), colour=ui.colour,
                                    description=ui.legend(ctx) or "—"), locale)


def option_description_key(game_id: str, name: str, locale: str) -> str:
    """``optdesc-<game>-<option>`` where a game words a shared option its own way, else ``optdesc-<option>``."""
    key = f"optdesc-{game_id}-{name}"
    return key if catalog().has(locale, key) else f"optdesc-{name}"


def seat_span(game: Any) -> str:
    """``2–6``, or ``2`` for a game with one seat count (never ``2–2``)."""
    lo, hi = game.min_seats, game.max_seats
    return str(lo) if lo == hi else f"{lo}–{hi}"


def log_pages(lines: list[str], room: int = limits.DESCRIPTION - 100) -> list[list[str]]:
    """The full log in pages of whole lines, oldest first: at most :data:`LOG_PAGE_LINES` lines
    and ``room`` characters a page (a line is never cut between pages; one longer than a page
    alone is shortened by :func:`bot.render.limits.fit`)."""
    pages: list[list[str]] = []
    size = 0
    for line in lines:
        if not pages or len(pages[-1]) >= LOG_PAGE_LINES or size + 1 + len(line) > room:
            pages.append([])
            size = 0
        pages[-1].append(line)
        size += 1 + len(line)
    return pages or [[]]


def log(rec: TableRecord, state: BaseState, locale: str,
        page: str = "") -> tuple[discord.Embed, discord.ui.View | None]:
    """One page of the full log (``page``: its number from 0; empty: the newest) with ◀ ▶ to
    turn the pages when there are several. Pages count from the oldest line, so a page keeps its
    lines as the game goes on (until the game's memory rules drop the oldest)."""
    ui = get_ui(rec.game)
    ctx = ctx_for(rec, locale, state=state)
    pview = get_game(rec.game).public_view(state)
    pages = log_pages(ui.history(pview, ctx))
    i = min(int(page), len(pages) - 1) if page.isdigit() else len(pages) - 1
    title = ui.title(ctx) + " – " + ctx.t("full-log")
    if len(pages) > 1:
        title += " " + ctx.t("log-page", page=i + 1, pages=len(pages))
    head = ui.history_head(pview, ctx)
    text = "\n".join(([f"__{head}__"] if head else []) + pages[i])
    e = limits.fit(discord.Embed(title=title, description=text or "—", colour=ui.colour), locale)
    if len(pages) == 1:
        return e, None
    return e, to_view(rec.id, state.version, [
        Button("log", "◀", arg=str(i - 1), disabled=i == 0, row=0),
        Button("log", "▶", arg=str(i + 1), disabled=i == len(pages) - 1, row=0),
    ])


def phrase_list(rec: TableRecord, locale: str, said: str | None = None) -> tuple[discord.Embed, discord.ui.View]:
    """The 💬 button's answer, privately: the quick phrases as buttons in the reader's language
    (:mod:`bot.core.phrases`); ``said``: the phrase just said, named above them."""
    ctx = Ctx(locale=locale, names={})
    lines = [ctx.t("phrases-help")]
    if said in phrases.PHRASES:
        lines.insert(0, "✅ " + ctx.t("phrase-said", phrase=f"{phrases.PHRASES[said]} {ctx.t('phrase-' + said)}"))
    e = discord.Embed(title="💬 " + ctx.t("phrases-title"), description="\n".join(lines),
                      colour=get_ui(rec.game).colour)
    e.set_footer(text=ctx.t("table-id", id=rec.id))
    controls: list[Button | Select] = [Button("phrase", ctx.t(f"phrase-{key}"), arg=key, emoji=emoji, row=i // 4)
                                       for i, (key, emoji) in enumerate(phrases.PHRASES.items())]
    return limits.fit(e, locale), to_view(rec.id, 0, controls)
