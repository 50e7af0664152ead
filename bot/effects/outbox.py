"""Every request the bot sends to Discord on its own (not an interaction's answer), planned here.

**The budget.** Discord allows a bot token about 50 requests per second in all, across every
process and shard of the bot (the *global* rate limit). The interaction endpoints are not bound by
it: an interaction's callback, and the interaction token's webhook routes — followups, and edits
and deletes of the interaction's original response or of its followups — for the token's 15
minutes. A channel also takes only about 5 new messages per 5 s. discord.py waits out a 429 by
itself, so an overrun would not show as an error but as tables lagging seconds, then minutes,
behind the game. So this module treats bot-token requests as the scarce resource:

- **Routes.** A message the bot made as an interaction's answer or followup can be edited and
  deleted through that interaction's token, outside the global budget, until the token expires.
  So each message the bot keeps current carries the :class:`~bot.storage.models.Token` that owns it,
  stored with the message's id, and :meth:`Outbox.edit` / :meth:`Outbox.delete` go through it
  while it lives (:data:`TOKEN_LIFE`: 15 minutes less a minute's margin). :meth:`Outbox.send`
  posts a new message as a followup of the freshest interaction the bot received in that channel
  (:meth:`Outbox.note`; any user's, any table's: a followup is the bot's own message), which then
  owns it. Only with no live token at hand does a request spend the bot token.
- **A budget, not a queue.** This process's bot-token requests get ``GLOBAL_RATE_LIMIT /
  CLUSTERS`` a second (``bot.ops.settings``), counted over a sliding second, so Discord's limit is
  never reached and discord.py never has to send a request twice. A request that finds the
  second full waits for its slot, and the less urgent may use only part of it (turn pings 60%,
  the closing of idle lobbies 30%: :data:`SHARE`), so the public tables go first. The caller
  renders *after* its slot (``fields`` is a function), so a table that changed meanwhile costs
  one request showing its latest state: under pressure, coalescing widens by itself. Requests the
  bot makes outside this module once it serves (:meth:`Outbox.install`, :attr:`serving`) are
  counted in the same window, so the plan knows them; the start-up's (command sync, card faces)
  come before any table's.
- **Channels.** A new message in a channel (a followup or a bot post alike) waits until the
  channel has had fewer than 5 in the last 5 s (:data:`CHANNEL_CREATES`).

Every request is counted by class (``bot``, ``interaction``) and route in :attr:`Outbox.counts`
for the census (``bench/requests.py``) and operators.
"""

from __future__ import annotations

import contextvars
import logging
import re
from collections import Counter, deque
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord.webhook.async_ import async_context, handle_message_parameters

from ..core.clock import Clock
from ..storage.models import Token

log = logging.getLogger(__name__)

TOKEN_LIFE = 14 * 60       # an interaction token edits for 15 minutes; use it a minute less
CHANNEL_CREATES = (5, 5.0)  # new messages per channel: at most this many in this many seconds
GONE = (10015, 50027)      # unknown webhook, invalid webhook token: the token is dead, use the bot's

# kinds of request, by priority: under pressure the later ones may use only part of a window
TABLE, LOBBY, DM, PING_DELETE, PING, IDLE = range(6)
SHARE = {TABLE: 1.0, LOBBY: 1.0, DM: 0.8, PING_DELETE: 0.7, PING: 0.6, IDLE: 0.3}

_planned: contextvars.ContextVar[bool] = contextvars.ContextVar("planned", default=False)
_SNOWFLAKE = re.compile(r"/\d{15,20}(?=/|$)")


def token_of(interaction: discord.Interaction, now: float, original: bool = True) -> Token:
    """The token of an interaction just received, owning its original response (or, with
    ``original=False``, whichever followup it makes next)."""
    return Token(token=interaction.token, at=now, original=original)


class Window:
    """At most ``limit`` events in any ``span`` seconds (on the bot's clock). A caller that finds
    the window full sleeps until a slot frees (a plain timer, so tests step it with simcord's
    clock); one of a lower priority may use only part of the window (``SHARE``), so under pressure
    it waits while the rest go first."""

    def __init__(self, clock: Clock, limit: int, span: float = 1.0) -> None:
        self.clock, self.limit, self.span = clock, limit, span
        self.events: deque[float] = deque()
        self.waiting = 0

    def _trim(self, now: float) -> None:
        while self.events and self.events[0] <= now - self.span:
            self.events.popleft()

    def count(self) -> None:
        """One event that happened anyway (not waited for)."""
        self.events.append(self.clock.now())

    def cap(self, priority: int) -> int:
        return max(1, int(self.limit * SHARE[priority]))

    async def take(self, priority: int) -> None:
        """Wait for a slot this ``priority`` may use, and count it."""
        cap = self.cap(priority)
        self.waiting += 1
        try:
            while True:
                now = self.clock.now()
                self._trim(now)
                if len(self.events) < cap:
                    self.events.append(now)
                    return
                await self.clock.sleep_until(self.events[len(self.events) - cap] + self.span)
        finally:
            self.waiting -= 1

    def refund(self) -> None:
        """A slot taken but not used: give it back."""
        if self.events:
            self.events.pop()


class Outbox:
    """See the module docstring."""

    def __init__(self, client: discord.Client, clock: Clock, rate: float) -> None:
        self.client, self.clock = client, clock
        self.budget = Window(clock, max(1, int(rate)), 1.0)
        self.create_limit = CHANNEL_CREATES
        self._creates: dict[int, Window] = {}
        self._fresh: dict[int, Token] = {}  # channel id -> the freshest interaction token in it
        self.counts: Counter[tuple[str, str]] = Counter()
        self.serving = False  # set once start-up is done: from then on every bot-token request counts

    # ---- what reaches Discord ------------------------------------------------------------------
    def install(self) -> None:
        """Count every bot-token request the client makes (planned here or not) in the budget's
        window and in :attr:`counts`; called once the client's HTTP client exists."""
        http = self.client.http
        real = http.request

        async def request(route: Any, **kwargs: Any) -> Any:
            if self.serving and not _planned.get():
                self.budget.count()  # (sent anyway: a path not planned here)
            self.counts["bot", f"{route.method} {_SNOWFLAKE.sub('/{id}', route.path)}"] += 1
            return await real(route, **kwargs)

        http.request = request  # type: ignore[method-assign]

    async def _bot(self, priority: int, send: Callable[[], Awaitable[Any]]) -> Any:
        """One bot-token request, in its slot of the budget."""
        await self.budget.take(priority)
        token = _planned.set(True)
        try:
            return await send()
        finally:
            _planned.reset(token)

    def _webhook(self, token: Token) -> discord.Webhook:
        payload: Any = {"id": self.client.application_id, "type": 3, "token": token.token}
        return discord.Webhook.from_state(data=payload, state=self.client._connection)  # as Interaction.followup

    async def _token_edit(self, token: Token, message_id: int, payload: dict[str, Any]) -> None:
        """Edit the message ``token`` owns: its original response (the ``@original`` route, as
        ``Interaction.edit_original_response`` calls it) or a followup."""
        self.counts["interaction", "PATCH /webhooks/{app}/{token}/messages/{id}"] += 1
        if not token.original:
            await self._webhook(token).edit_message(message_id, **payload)
            return
        http = self.client.http
        with handle_message_parameters(previous_allowed_mentions=self.client.allowed_mentions, **payload) as params:
            await async_context.get().edit_original_interaction_response(
                self.client.application_id, token.token, session=http._HTTPClient__session,  # type: ignore[attr-defined]
                proxy=http.proxy, proxy_auth=http.proxy_auth, payload=params.payload,
                multipart=params.multipart, files=params.files)

    async def _token_delete(self, token: Token, message_id: int) -> None:
        self.counts["interaction", "DELETE /webhooks/{app}/{token}/messages/{id}"] += 1
        if not token.original:
            await self._webhook(token).delete_message(message_id)
            return
        http = self.client.http
        await async_context.get().delete_original_interaction_response(
            self.client.application_id, token.token, session=http._HTTPClient__session,  # type: ignore[attr-defined]
            proxy=http.proxy, proxy_auth=http.proxy_auth)

    # ---- interaction tokens ----------------------------------------------------------------------
    def alive(self, token: Token | None, margin: float = 0.0) -> bool:
        """Whether ``token`` can still edit, with ``margin`` seconds to spare."""
        return token is not None and self.clock.now() - token.at < TOKEN_LIFE - margin

    def note(self, interaction: discord.Interaction) -> None:
        """An interaction reached the bot: in a server's channel, its token can post followups there."""
        if interaction.guild_id is not None and interaction.channel_id is not None:
            self._fresh[interaction.channel_id] = token_of(interaction, self.clock.now(), original=False)

    def fresh(self, channel_id: int, life: float = 0.0) -> Token | None:
        """The freshest interaction token in this channel with ``life`` seconds of use left."""
        token = self._fresh.get(channel_id)
        if token is not None and not self.alive(token, life):
            del self._fresh[channel_id]
            return None
        return token

    # ---- the requests --------------------------------------------------------------------------
    async def edit(self, channel_id: int, message_id: int, token: Token | None,
                   fields: Callable[[], dict[str, Any] | None], priority: int = TABLE) -> None:
        """Edit a message through its token while it lives, else with the bot token, in the budget.
        ``fields()`` gives the payload when it is sent (after a wait for the slot: the latest), or
        None when there is nothing to change. Raises ``discord.HTTPException``."""
        payload: dict[str, Any] | None = None
        if self.alive(token):
            assert token is not None
            payload = fields()
            if payload is None:
                return
            try:
                await self._token_edit(token, message_id, payload)
                return
            except discord.HTTPException as e:
                if e.code not in GONE:
                    raise
        await self.budget.take(priority)
        if payload is None:
            payload = fields()
            if payload is None:
                self.budget.refund()
                return
        message = self.client.get_partial_messageable(channel_id).get_partial_message(message_id)  # type: ignore[attr-defined]
        marker = _planned.set(True)
        try:
            await message.edit(**payload)
        finally:
            _planned.reset(marker)

    async def delete(self, channel_id: int, message_id: int, token: Token | None,
                     priority: int = PING_DELETE) -> None:
        """Delete a message (already gone, or deleted by a moderator: nothing to do)."""
        try:
            if self.alive(token):
                assert token is not None
                try:
                    await self._token_delete(token, message_id)
                    return
                except discord.HTTPException as e:
                    if e.code not in GONE:
                        raise
            message = self.client.get_partial_messageable(channel_id).get_partial_message(message_id)  # type: ignore[attr-defined]
            await self._bot(priority, message.delete)
        except (discord.NotFound, discord.Forbidden):
            pass

    def creates(self, channel_id: int) -> Window:
        window = self._creates.get(channel_id)
        if window is None:
            window = self._creates[channel_id] = Window(self.clock, *self.create_limit)
        return window

    async def send(self, channel_id: int, fields: Callable[[], dict[str, Any]], priority: int = TABLE,
                   wanted: Callable[[], bool] | None = None,
                   also: Token | None = None) -> tuple[int, Token | None] | None:
        """Post a new message in a server channel: a followup of the channel's freshest interaction
        (or of ``also``, a stored token of that channel — the table message's — if it is fresher:
        after a restart it is the only one known), which then owns it; else with the bot token.
        Waits for the channel's window (and the budget); ``wanted()``, asked after the waits, may
        call it off (None). Returns the new message's id and the token that owns it. Raises
        ``discord.HTTPException``."""
        await self.creates(channel_id).take(priority)
        if wanted is not None and not wanted():
            self.creates(channel_id).refund()
            return None
        token = self.fresh(channel_id, 60.0)
        if self.alive(also, 60.0) and (token is None or also.at > token.at):  # type: ignore[union-attr]
            token = Token(token=also.token, at=also.at)  # type: ignore[union-attr]  # (a followup of it)
        if token is not None:
            self.counts["interaction", "POST /webhooks/{app}/{token}"] += 1
            try:
                msg = await self._webhook(token).send(wait=True, **fields())
                return msg.id, token
            except discord.HTTPException as e:
                if e.code not in GONE:
                    raise
                if self._fresh.get(channel_id) is token:
                    del self._fresh[channel_id]
        await self.budget.take(priority)
        if wanted is not None and not wanted():
            self.budget.refund()
            return None
        marker = _planned.set(True)
        try:
            msg = await self.client.get_partial_messageable(channel_id).send(**fields())  # type: ignore[attr-defined]
        finally:
            _planned.reset(marker)
        return msg.id, None

    async def own_messages(self, channel_id: int, priority: int = PING_DELETE,
                           limit: int = 50) -> list[discord.Message]:
        """The bot's own messages among a channel's latest (bot token: one request, in the budget).
        For finding what a process that died sent before it could store the message's id."""
        channel = self.client.get_partial_messageable(channel_id)
        me = self.client.user.id if self.client.user else None

        async def read() -> list[discord.Message]:
            return [m async for m in channel.history(limit=limit) if m.author.id == me]

        return await self._bot(priority, read)

    async def _dm_user(self, user_id: int, priority: int) -> discord.User:
        user = self.client.get_user(user_id)
        if user is None:
            user = await self._bot(priority, lambda: self.client.fetch_user(user_id))
        if user.dm_channel is None:
            await self._bot(priority, user.create_dm)
        return user

    async def dm_channel(self, user_id: int, priority: int = DM) -> int:
        """The id of the DM channel with this user (opened if need be: bot token)."""
        user = await self._dm_user(user_id, priority)
        assert user.dm_channel is not None
        return user.dm_channel.id

    async def send_dm(self, user_id: int, fields: Callable[[], dict[str, Any]],
                      priority: int = DM) -> discord.Message:
        """A new DM (bot token: finding the user and opening the DM channel count too)."""
        user = await self._dm_user(user_id, priority)
        return await self._bot(priority, lambda: user.send(**fields()))
