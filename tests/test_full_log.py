"""The full log (issue 23): pages of whole lines, turned with ◀ ▶, never cut inside a line or a card
face; and the rules of a game without options show no empty "Options" field."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.render import screens
from bot.render.limits import DESCRIPTION
from bot.render.ui.base import LOG_PAGE_LINES
from engine import get_game
from tests.bot_helpers import act, custom_ids, embed_text, open_table, plain, seat_of

FACE = "<:c2_10H:1456074443980800019>"
LINE = st.lists(st.sampled_from(["alice", "played", FACE, "–", "higher.", "x" * 40]), min_size=1, max_size=30)


@settings(max_examples=200, deadline=None)
@given(st.lists(LINE.map(" ".join), max_size=120), st.integers(200, DESCRIPTION - 100))
def test_pages_hold_whole_lines_in_order(lines, room):
    pages = screens.log_pages(lines, room)
    assert [line for page in pages for line in page] == lines  # every line, whole, once, in order
    for page in pages:
        assert len(page) <= LOG_PAGE_LINES
        assert len("\n".join(page)) <= room or len(page) == 1  # (a line longer than a page stands alone)
    assert all(pages) or lines == []


def page_of(message) -> tuple[int, int] | None:
    """The page a log message shows, from its title's "(2/3)"."""
    title = message.embeds[0].title or ""
    if "(" not in title:
        return None
    page, pages = title.rsplit("(", 1)[1].rstrip(")").split("/")
    return int(page), int(pages)


async def test_a_long_log_opens_at_its_newest_page_and_turns_back(world):
    live = await open_table(world, "sankpass", options="hand_size=20 decks=2 reveal=off")
    game = get_game("sankpass")
    by_seat = {seat_of(m): m for m in world.members}
    ui, ctx = screens.get_ui("sankpass"), screens.ctx_for(live.rec, "en")
    while len(ui.history(game.public_view(live.state), ctx)) <= 2 * LOG_PAGE_LINES and live.state.phase != "ended":
        seat = live.state.turn
        plays = [p for p in game.private_view(live.state, seat)["plays"] if p["outcome"] != "match"]
        if not plays:
            break
        assert await act(world, live, seat, {"type": "play", "card": plays[0]["card"], "ace": plays[0].get("ace")}
                         if plays[0].get("ace") else {"type": "play", "card": plays[0]["card"]})
    await world.settle()
    assert len(ui.history(game.public_view(live.state), ctx)) > 2 * LOG_PAGE_LINES
    cara = by_seat[seat_of(world.members[2])]
    log = (await cara.click(world.table_message(), label="Full log")).response
    assert log.ephemeral
    message = log.message if hasattr(log, "message") else log
    last = page_of(log)
    assert last is not None and last[0] == last[1] >= 3
    ids = custom_ids(log)
    back = next(c for c in ids if c.endswith(f":log:{last[0] - 2}"))
    newest = plain(log.embeds[0].description).splitlines()
    r = await cara.click(message, custom_id=back)
    assert r.response.id == log.id, "a page is turned in the same message"
    earlier = next(m for m in world.channel.history(viewer=cara) if m.id == log.id)
    assert page_of(earlier) == (last[0] - 1, last[1])
    older = plain(earlier.embeds[0].description).splitlines()
    # the pages hold whole lines of the log, in order, none twice
    together = [plain(line) for line in ui.history(game.public_view(live.state), ctx)]
    assert older + newest == together[len(together) - len(older) - len(newest):]
    assert "◀" in embed_text(earlier) and "▶" in embed_text(earlier)


async def test_the_rules_of_a_game_without_options_show_no_options_field(world):
    r = await world.members[0].slash(world.channel, "rules", game="tolv-fiender")
    names = [f.name for f in r.response.embeds[0].fields]
    assert "Options" not in names and all(f.value != "—" for f in r.response.embeds[0].fields)
    r = await world.members[0].slash(world.channel, "rules", game="sankpass")
    assert "Options" in [f.name for f in r.response.embeds[0].fields]
