"""Our own card faces, drawn with Pillow: the emoji images the bot registers at start-up.

Every face is a 128×128 PNG made for Discord's inline emoji size (about 22 px) and for buttons,
on the dark and the light theme alike:

* a white card with a dark outline, so it stands out on a dark background and still has an edge
  on a light one;
* the rank large in the upper part, the suit as a large pip below it; black suits pure black,
  red suits a clear red, rank in the suit's colour;
* the suit pips are polygons and ellipses drawn here (no font glyphs, no third-party art); the
  rank letters use the font that ships with Pillow (``ImageFont.load_default``), thickened with a
  stroke and fitted to one height, so ``10`` and ``Kn`` read as large as ``A``.

Faces are keyed by what they show: ``QS``, ``10H``, the Swedish/Danish court letters ``KnS``
(knekt), ``DS`` (dam/dame), ``BS`` (bonde); the jokers/jesters ``X1`` (black) and ``X2`` (red);
the card back ``back``; and the bare suit signs ``sS`` ``sH`` ``sD`` ``sC`` (a white-haloed pip,
for columns and icons that mean a suit, not a card). :func:`bot.render.i18n.face_key` maps a card and a
locale to its key. Raising :data:`ART_VERSION` makes the bot replace its uploaded emojis.

**The four-colour deck** (a player's choice in ``/settings``, as poker sites offer it): ♠ black,
♥ red, ♦ blue, ♣ green, so the two black suits (and the two red ones) never look alike at 22 px.
Its spades and hearts are the ordinary faces; its diamonds and clubs are faces of their own,
keyed with an ``f`` in front (``fQD``, ``f10C``, ``fsC``): 34 more, 105 faces in all of the
2,000 application emojis Discord allows.

The rank sits in the upper left and the pip in the lower right, overlapping a little; a white
rim (:data:`RANK_RIM`) keeps them apart even where both are red; the ace's letter, wide at its
feet, is narrower and has a wider rim (:data:`ACE_W`, :data:`ACE_RIM`), so even at 22 px its right
leg and the pip stay two shapes.
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterable
from functools import cache

from PIL import Image, ImageChops, ImageDraw, ImageFont

ART_VERSION = 2  # 2: the ace's letter apart from the pip; the four-colour deck
SIZE = 128
_SS = 4  # drawn at 4× and scaled down: smooth edges at 128 px and below
_S = SIZE * _SS

RANK_GLYPHS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "Kn", "D", "B")
SUIT_LETTERS = ("S", "H", "D", "C")
RED_SUITS = frozenset("HD")
# Layout of a face, in px of the 128 px image: the rank's top, height, widest width (``10`` and
# ``Kn`` are narrowed to it), centre and leftmost x; the pip's centre and width.
RANK_TOP, RANK_H, RANK_W, RANK_CX, RANK_LEFT = 7, 68, 78, 39, 8
PIP_X, PIP_Y, PIP_W = 87, 88, 64
RANK_STROKE = 9  # at 200 pt: thickens the regular letters into a heavy face
RANK_RIM = 2  # px of white around the rank where it overlaps the pip
ACE_W, ACE_RIM = 52, 7  # the ace's letter: narrower, with a wider rim (its feet would reach the pip)

BLACK = (0, 0, 0, 255)
RED = (214, 0, 0, 255)
BLUE = (0, 84, 214, 255)  # the four-colour deck's diamonds
GREEN = (0, 138, 46, 255)  # and its clubs
WHITE = (255, 255, 255, 255)
OUTLINE = (40, 42, 48, 255)
BACK_FILL = (28, 76, 160, 255)
BACK_LINE = (120, 170, 240, 255)


FOUR_COLOUR = {"D": BLUE, "C": GREEN}  # the suits whose faces differ in the four-colour deck


def face_keys() -> list[str]:
    """Every face the bot registers, in a fixed order: the ordinary deck, then the four-colour
    deck's own faces (``f`` + key)."""
    keys = [f"{r}{s}" for s in SUIT_LETTERS for r in RANK_GLYPHS]
    four = [f"f{r}{s}" for s in FOUR_COLOUR for r in RANK_GLYPHS] + [f"fs{s}" for s in FOUR_COLOUR]
    return [*keys, "X1", "X2", "back", *(f"s{s}" for s in SUIT_LETTERS), *four]


# ---- shapes (coordinates on the 4× canvas) --------------------------------------------------
def _heart(d: ImageDraw.ImageDraw, cx: float, cy: float, w: float, fill) -> None:
    """A heart ``w`` wide centred on (cx, cy): two lobes and a point."""
    r = w * 0.25
    top = cy - w * 0.30
    d.ellipse([cx - 2 * r, top, cx, top + 2 * r], fill=fill)
    d.ellipse([cx, top, cx + 2 * r, top + 2 * r], fill=fill)
    # the lower part: tangents from the lobes' outer sides down to the point
    d.polygon([(cx - 2 * r + r * 0.05, top + r * 1.25), (cx + 2 * r - r * 0.05, top + r * 1.25),
               (cx, cy + w * 0.46)], fill=fill)
    d.polygon([(cx - r * 1.2, top + r * 0.5), (cx + r * 1.2, top + r * 0.5), (cx, cy + w * 0.2)], fill=fill)


def _diamond(d: ImageDraw.ImageDraw, cx: float, cy: float, w: float, fill) -> None:
    hw, hh = w * 0.40, w * 0.52
    d.polygon([(cx, cy - hh), (cx + hw, cy), (cx, cy + hh), (cx - hw, cy)], fill=fill)


def _stem(d: ImageDraw.ImageDraw, cx: float, cy: float, w: float, fill) -> None:
    """The foot of a spade or a club: a flared trapezoid."""
    d.polygon([(cx - w * 0.06, cy + w * 0.08), (cx + w * 0.06, cy + w * 0.08),
               (cx + w * 0.22, cy + w * 0.50), (cx - w * 0.22, cy + w * 0.50)], fill=fill)


def _spade(d: ImageDraw.ImageDraw, cx: float, cy: float, w: float, fill) -> None:
    """An upside-down heart on a stem."""
    r = w * 0.245
    base = cy + w * 0.20  # the lobes' lower edge
    d.ellipse([cx - 2 * r, base - 2 * r, cx, base], fill=fill)
    d.ellipse([cx, base - 2 * r, cx + 2 * r, base], fill=fill)
    d.polygon([(cx - 2 * r + r * 0.05, base - r * 1.25), (cx + 2 * r - r * 0.05, base - r * 1.25),
               (cx, cy - w * 0.52)], fill=fill)
    d.polygon([(cx - r * 1.2, base - r * 0.5), (cx + r * 1.2, base - r * 0.5), (cx, cy - w * 0.25)], fill=fill)
    d.polygon([(cx - r, base - r), (cx + r, base - r), (cx, base + r * 0.3)], fill=fill)  # no notch below
    _stem(d, cx, cy, w, fill)


def _club(d: ImageDraw.ImageDraw, cx: float, cy: float, w: float, fill) -> None:
    """Three round leaves, well apart so the trefoil still shows at 22 px, on a stem."""
    r = w * 0.225
    for ox, oy in ((0, -w * 0.27), (-w * 0.265, w * 0.09), (w * 0.265, w * 0.09)):
        d.ellipse([cx + ox - r, cy + oy - r, cx + ox + r, cy + oy + r], fill=fill)
    d.polygon([(cx, cy - w * 0.3), (cx - w * 0.27, cy + w * 0.12), (cx + w * 0.27, cy + w * 0.12)], fill=fill)
    _stem(d, cx, cy, w, fill)


def _star(d: ImageDraw.ImageDraw, cx: float, cy: float, w: float, fill) -> None:
    outer, inner = w * 0.5, w * 0.2
    pts = []
    for k in range(10):
        rad = outer if k % 2 == 0 else inner
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a) + w * 0.04))
    d.polygon(pts, fill=fill)


SHAPES = {"S": _spade, "H": _heart, "D": _diamond, "C": _club}


def suit_colour(suit: str, four: bool = False):
    if four and suit in FOUR_COLOUR:
        return FOUR_COLOUR[suit]
    return RED if suit in RED_SUITS else BLACK


# ---- rank letters -----------------------------------------------------------------------------
@cache
def _font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.load_default(size=size)  # type: ignore[return-value]  # FreeType build: scalable


@cache
def _rank_mask(text: str, height: int, max_width: int) -> Image.Image:
    """``text`` drawn bold as a mask, cropped to its ink and fitted to ``height`` (narrowed to
    ``max_width``): the same for every suit and colour, so made once per rank."""
    size = 200
    font = _font(size)
    stroke = RANK_STROKE
    box = font.getbbox(text, stroke_width=stroke)
    tmp = Image.new("L", (box[2] - box[0] + 20, box[3] - box[1] + 20), 0)
    ImageDraw.Draw(tmp).text((10 - box[0], 10 - box[1]), text, font=font, fill=255,
                             stroke_width=stroke, stroke_fill=255)
    tmp = tmp.crop(tmp.getbbox())
    w = round(tmp.width * height / tmp.height)
    if w > max_width:
        w = max_width
    return tmp.resize((w, height), Image.LANCZOS)


def _rank_image(text: str, colour, height: int, max_width: int) -> Image.Image:
    """``text`` drawn bold in ``colour``, cropped to its ink and fitted to ``height`` (narrowed to ``max_width``)."""
    mask = _rank_mask(text, height, max_width)
    out = Image.new("RGBA", mask.size, colour)
    out.putalpha(mask)
    return out


@cache
def _rim(text: str, height: int, max_width: int, pad: int) -> Image.Image:
    """The rank's shape stamped in white around itself, ``pad`` px out (its alpha): made once per rank."""
    alpha = _rank_mask(text, height, max_width)
    rim = Image.new("L", (alpha.width + 2 * pad, alpha.height + 2 * pad), 0)
    for k in range(16):
        a = 2 * math.pi * k / 16
        stamp = Image.new("L", rim.size, 0)
        stamp.paste(alpha, (pad + round(pad * math.cos(a)), pad + round(pad * math.sin(a))))
        rim = ImageChops.lighter(rim, stamp)
    return rim


# ---- faces ------------------------------------------------------------------------------------
def _card(d: ImageDraw.ImageDraw, fill=WHITE) -> None:
    m = 3 * _SS
    d.rounded_rectangle([m, m, _S - m, _S - m], radius=18 * _SS, fill=fill, outline=OUTLINE, width=5 * _SS)


def _outline(img: Image.Image) -> None:
    """The card's edge again, over anything drawn near it."""
    m = 3 * _SS
    ImageDraw.Draw(img).rounded_rectangle([m, m, _S - m, _S - m], radius=18 * _SS, outline=OUTLINE, width=5 * _SS)


def _finish(img: Image.Image) -> Image.Image:
    return img.resize((SIZE, SIZE), Image.BOX)  # the mean of each 4×4 block: plain supersampling


def draw_card(rank: str, suit: str, four: bool = False) -> Image.Image:
    """A face: the rank in the upper left, a large pip in the lower right, like a card's corner
    index blown up (both larger than side by side or stacked would allow). ``four``: in the
    four-colour deck's colours."""
    img = Image.new("RGBA", (_S, _S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    _card(d)
    colour = suit_colour(suit, four)
    SHAPES[suit](d, PIP_X * _SS, PIP_Y * _SS, PIP_W * _SS, colour)
    height, width = RANK_H * _SS, (ACE_W if rank == "A" else RANK_W) * _SS
    glyph = _rank_image(rank, colour, height, max_width=width)
    x = max(RANK_LEFT * _SS, RANK_CX * _SS - glyph.width // 2)
    # a white rim keeps a wide rank (10, Kn) apart where it meets the pip: the glyph's shape
    # stamped in white around itself
    pad = (ACE_RIM if rank == "A" else RANK_RIM) * _SS
    rim = _rim(rank, height, width, pad)
    white = Image.new("RGBA", rim.size, WHITE)
    white.putalpha(rim)
    layer = Image.new("RGBA", (_S, _S), (0, 0, 0, 0))
    layer.alpha_composite(white, (x - pad, max(0, RANK_TOP * _SS - pad)), (0, max(0, pad - RANK_TOP * _SS)))
    layer.putalpha(ImageChops.multiply(layer.getchannel("A"), img.getchannel("A")))  # (inside the card only)
    img.alpha_composite(layer)
    img.alpha_composite(glyph, (x, RANK_TOP * _SS))
    _outline(img)
    return _finish(img)


def draw_joker(n: str) -> Image.Image:
    """A joker/jester: a large star, black for ``X1``, red for ``X2``."""
    img = Image.new("RGBA", (_S, _S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    _card(d)
    _star(d, _S / 2, _S / 2, 100 * _SS, BLACK if n == "1" else RED)
    return _finish(img)


def draw_back() -> Image.Image:
    """The back: a blue field with a light lattice inside a white margin."""
    img = Image.new("RGBA", (_S, _S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    _card(d)
    m = 14 * _SS
    inner = [m, m, _S - m, _S - m]
    field = Image.new("RGBA", (_S, _S), (0, 0, 0, 0))
    fd = ImageDraw.Draw(field)
    fd.rounded_rectangle(inner, radius=9 * _SS, fill=BACK_FILL)
    step = 20 * _SS
    for k in range(-_S, 2 * _S, step):
        fd.line([(k, 0), (k + _S, _S)], fill=BACK_LINE, width=3 * _SS)
        fd.line([(k, _S), (k + _S, 0)], fill=BACK_LINE, width=3 * _SS)
    mask = Image.new("L", (_S, _S), 0)
    ImageDraw.Draw(mask).rounded_rectangle(inner, radius=9 * _SS, fill=255)
    img.paste(field, (0, 0), mask)
    return _finish(img)


def draw_suit(suit: str, four: bool = False) -> Image.Image:
    """A bare suit sign with a white halo, so a black pip shows on the dark theme too."""
    img = Image.new("RGBA", (_S, _S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    shape, cx, cy, w = SHAPES[suit], _S / 2, _S / 2 - 2 * _SS, 92 * _SS
    halo = 6 * _SS
    for k in range(24):  # the pip stamped in white around itself: an outline that follows its shape
        a = 2 * math.pi * k / 24
        shape(d, cx + halo * math.cos(a), cy + halo * math.sin(a), w, WHITE)
    shape(d, cx, cy, w, suit_colour(suit, four))
    return _finish(img)


def draw(key: str) -> Image.Image:
    four = key.startswith("f")
    key = key[1:] if four else key
    if key == "back":
        return draw_back()
    if key in ("X1", "X2"):
        return draw_joker(key[1])
    if len(key) == 2 and key[0] == "s":
        return draw_suit(key[1], four)
    return draw_card(key[:-1], key[-1], four)


@cache
def png(key: str) -> bytes:
    """The face as PNG bytes (cached: drawn once per process)."""
    buf = io.BytesIO()
    draw(key).save(buf, format="PNG")
    return buf.getvalue()


def sheet(keys: Iterable[str] | None = None, size: int = SIZE, columns: int = 16,
          background=(49, 51, 56, 255)) -> Image.Image:
    """A contact sheet of faces at ``size`` px on ``background`` (default: Discord's dark theme)."""
    keys = list(keys or face_keys())
    rows = (len(keys) + columns - 1) // columns
    pad = max(2, size // 8)
    out = Image.new("RGBA", (columns * (size + pad) + pad, rows * (size + pad) + pad), background)
    for i, key in enumerate(keys):
        face = Image.open(io.BytesIO(png(key))).resize((size, size), Image.LANCZOS)
        out.alpha_composite(face, (pad + (i % columns) * (size + pad), pad + (i // columns) * (size + pad)))
    return out
