"""Stage 1 of the pipeline, **route**: how work enters the bot, before anything is decided.

- :mod:`.components` — every button and select the bot sends (persistent ``DynamicItem``\\ s whose
  custom_id names the table, its state version and an op, never a card) and the numbers form:
  a click is parsed here and handed to the table service.
- :mod:`.deadlines` — the one timer for every table's next deadline (a seat's silence, a
  computer's move, a lobby's idle close): a deadline due enters the service like a click.

The slash commands enter through ``cogs/``; what another process did enters through
:mod:`bot.commit.coordination`. Nothing here decides, stores or renders a table.
"""
