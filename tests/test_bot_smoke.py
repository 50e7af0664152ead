from tests.bot_helpers import embed_text, world  # noqa: F401


async def test_lobby_and_start(world):  # noqa: F811
    a, b, c = world.members
    ch = world.channel
    r = await a.slash(ch, "play", game="finns-i-sjon")
    lobby = r.response.message
    print(embed_text(lobby))
    r2 = await b.click(lobby, label="Join")
    print(r2, r2.ephemeral)
    r3 = await a.click(ch.history()[-1], label="Start")
    for m in ch.history(viewer=a):
        print("----", embed_text(m))
    h = await a.click(world.table_message(), label="My hand")
    print("HAND", h.ephemeral, embed_text(h.response))
