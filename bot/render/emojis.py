"""Card faces as application emojis: registered at start-up, reused on every restart.

:func:`install_card_faces` is the one call (from ``setup_hook``). It lists the application's
emojis (one request), keeps those of the current art, uploads only the faces that are missing
(drawn on demand by :mod:`bot.render.cardfaces`), deletes our faces of other art versions, and hands
the result to :func:`bot.render.i18n.set_card_faces`. So:

* first start: every face is uploaded once; a restart with the same art uploads nothing;
* a new :data:`~bot.render.cardfaces.ART_VERSION`: the new faces are uploaded, then the old version's
  are deleted;
* an emoji is ours only if its whole name is ``c<version>_<face>`` with a face in the grammar
  below; any other emoji of the application is never touched;
* an HTTP error (upload refused, the 2,000-emoji limit, …) or ``CARD_FACES=text``: cards are
  shown as text (see :mod:`bot.render.i18n`), and the bot starts all the same.

Several processes sharing one application may race on a first start and upload a face twice;
the lowest id wins on every later start, the spare is harmless.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from .i18n import set_card_faces

log = logging.getLogger(__name__)

# c<version>_<face>: a rank glyph and a suit, a joker, the back, or a bare suit sign; ``f`` before a
# card or a sign: the four-colour deck's own face (bot.render.cardfaces).
OUR_NAME = re.compile(r"c(?P<version>\d+)_(?P<key>f?(?:(?:10|Kn|[2-9AJQKDB])[SHDC]|s[SHDC])|X[12]|back)")


def emoji_name(key: str, version: int) -> str:
    return f"c{version}_{key}"


async def sync_card_faces(client: discord.Client) -> dict[str, discord.PartialEmoji]:
    """Make the application's emojis hold exactly the current faces; return them by face key.
    Raises :class:`discord.HTTPException` when listing or an upload fails."""
    from . import cardfaces  # Pillow is imported only here: a restart needs no drawing

    keys = cardfaces.face_keys()
    current: dict[str, Any] = {}
    stale: list[Any] = []
    for emoji in sorted(await client.fetch_application_emojis(), key=lambda e: e.id):
        m = OUR_NAME.fullmatch(emoji.name)
        if m is None:
            continue  # not ours: never touched
        if int(m["version"]) == cardfaces.ART_VERSION and m["key"] in keys:
            current.setdefault(m["key"], emoji)
        elif int(m["version"]) != cardfaces.ART_VERSION:
            stale.append(emoji)
    missing = [k for k in keys if k not in current]
    for key in missing:
        current[key] = await client.create_application_emoji(
            name=emoji_name(key, cardfaces.ART_VERSION), image=cardfaces.png(key))
    if missing:
        log.info("uploaded %d card faces (art version %d)", len(missing), cardfaces.ART_VERSION)
    for emoji in stale:
        try:
            await emoji.delete()
        except discord.HTTPException as exc:  # a leftover old face harms nothing
            log.warning("could not delete old card face %s: %s", emoji.name, exc)
    if stale:
        log.info("deleted %d card faces of older art", len(stale))
    return {k: discord.PartialEmoji(name=current[k].name, id=current[k].id) for k in keys}


async def install_card_faces(client: discord.Client, mode: str) -> bool:
    """Show cards as faces if ``mode`` is ``"emoji"`` and registering works; else as text.
    Returns whether faces are on."""
    if mode != "emoji":
        set_card_faces(None)
        return False
    try:
        faces = await sync_card_faces(client)
    except (discord.HTTPException, discord.ClientException) as exc:
        log.warning("card faces unavailable, showing text cards: %s", exc)
        set_card_faces(None)
        return False
    set_card_faces(faces)
    return True
