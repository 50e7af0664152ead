"""Stage 4 of the pipeline, **effects**: what Discord should show once a change is committed.

- :mod:`.plan` — :class:`~bot.effects.plan.Effects` plans them all, in one place: the answer to
  the click, the table message, the hand views, the turn ping, the deadline.
- :mod:`.publish` — the public table message (edited through an interaction token).
- :mod:`.hands` — hand views and DM hands.
- :mod:`.pings` — the turn ping: who is awaited, when to mention them, when to delete it.
- :mod:`.outbox` — the one place a request the bot sends on its own is planned, within Discord's
  request budget (interaction tokens first, the bot token's share last).
- :mod:`.reply` — a private line in answer to an interaction.

Effects get the committed change, a Discord client, the storage (to read settings) and a function
that stores a record change; they never call back into the pipeline that runs them.
"""
