"""A rendered message's components (:class:`bot.render.screens.SentView`) are built as their
payload at once; they are exactly what discord.py's own items in a :class:`discord.ui.View` make
— rows, order, every field — for any controls, the same refusals where a view refuses them, and
discord.py neither keeps the view nor asks a connection state of it."""

from __future__ import annotations

import discord
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.render.screens import Link, SentView, items_view, to_view
from bot.render.ui.base import Button, Option, Select

STYLES = [discord.ButtonStyle.primary, discord.ButtonStyle.secondary, discord.ButtonStyle.success,
          discord.ButtonStyle.danger]
EMOJI = st.one_of(st.none(), st.sampled_from(["🂡", "✅", "<:c2_AS:1000000000000000001>"]),
                  st.builds(lambda i: discord.PartialEmoji(name=f"c2_{i}H", id=10**18 + i), st.integers(2, 9)))
ROW = st.one_of(st.none(), st.integers(0, 4))
TEXT = st.text(st.sampled_from("aÅ♠ …x"), max_size=90)
BUTTON = st.builds(Button, op=st.sampled_from(["play", "ask", "rank"]), label=TEXT,
                   arg=st.sampled_from(["", "AS", "7"]), style=st.sampled_from(STYLES),
                   disabled=st.booleans(), emoji=EMOJI, row=ROW)
OPTION = st.builds(Option, value=st.text("abc", min_size=1, max_size=5), label=TEXT.filter(bool),
                   default=st.booleans(), description=st.one_of(st.none(), TEXT), emoji=EMOJI)
SELECT = st.builds(Select, op=st.just("pick"), placeholder=TEXT, options=st.lists(OPTION, max_size=27),
                   row=ROW, disabled=st.booleans())


def outcome(make):
    try:
        return make().to_components()
    except ValueError as e:
        return ("refused", str(e))


LINK = st.one_of(st.none(), st.builds(Link, label=TEXT.filter(bool), url=st.just("https://discord.com/channels/1/2/3"),
                                      row=ROW))


@given(st.lists(st.one_of(BUTTON, BUTTON, SELECT), max_size=28), LINK, st.integers(0, 2**62), st.integers(0, 10**6))
def test_the_payload_is_discord_pys_own(controls, link, tid, ver):
    assert outcome(lambda: SentView(tid, ver, controls, link)) == outcome(lambda: items_view(tid, ver, controls, link))


def test_the_items_are_made_only_when_asked_for_and_the_view_is_never_kept():
    controls = [Button("play", "A", arg="AS"), Button("play", "B", arg="KS", row=2),
                Select("pick", "?", [Option("x", "X")])]
    v = to_view(7, 3, controls)
    assert v._items is None  # (nothing but the payload yet)
    assert [type(c) for c in v.children] == [discord.ui.Button, discord.ui.Button, discord.ui.Select]
    rows = [[c["custom_id"] for c in row["components"]] for row in v.to_components()]
    a, b, pick = (c.custom_id for c in v.children)  # (the items in the order they were added)
    assert rows == [[a], [pick], [b]]  # the select finds row 0 full for its width, B asked for row 2
    assert v._items is not None
    assert v.is_finished() and not v.is_dispatchable() and not v.has_components_v2()
    assert v.timeout is None


@pytest.mark.parametrize("n", [0, 1, 25, 26])
def test_an_empty_full_or_overfull_view(n):
    """26 buttons: refused for their number, as discord.py refuses them, before their rows."""
    controls = [Button("play", str(i), arg=str(i)) for i in range(n)]
    assert outcome(lambda: SentView(1, 1, controls)) == outcome(lambda: items_view(1, 1, controls))
