"""Small building blocks: text lines and a scrolling list of rows. Each is
built once and then only updated.

Text is a TileGrid over the board's built-in font (terminalio.FONT, whose
glyphs sit in one bitmap in flash), as terminalio.Terminal draws it: a line
costs a byte a character and a two-colour palette, where a label library
holds a bitmap per label and about 17 KB of code (docs/memory.md,
"History")."""

import displayio
import terminalio

try:
    from typing import Any  # only for the type checker; absent on the board
except ImportError:
    pass

WHITE = 0xFFFFFF
GREY = 0xC8C8C8  # 4.8:1 on the felt (tests/test_layout.py)
YELLOW = 0xFFE000
GREEN_FELT = 0x0B5D1E
BLACK = 0x000000
SCREEN_W = 160

_font = []  # type: list  # [font, char width, char height, tiles of chars 32..126], on first use


def font():
    if not _font:
        f = terminalio.FONT  # looked up late: the desktop simulator sets its own
        w, h = f.get_bounding_box()[:2]
        # (a Glyph is a named tuple on the board; the stubs do not list its fields)
        blank = f.get_glyph(32).tile_index  # type: ignore[attr-defined]
        tiles = bytearray(95)
        for c in range(32, 127):
            g = f.get_glyph(c)
            tiles[c - 32] = g.tile_index if g is not None else blank  # type: ignore[attr-defined]
        _font.extend((f, w, h, bytes(tiles)))
    return _font


class Text:
    """A text of at most `cols` characters on `lines` lines (more is cut),
    top-left corner at (x, y); `text` and `color` change it in place."""

    # (four attributes: a text costs its few hundred bytes on every screen)
    def __init__(self, group, x, y, s, colour, scale, cols, lines):
        f, w, h, tiles = font()
        self.palette = displayio.Palette(2)
        self.palette.make_transparent(0)
        self.palette[1] = colour
        self.grid = displayio.TileGrid(f.bitmap, pixel_shader=self.palette, width=cols,
                                       height=lines, tile_width=w, tile_height=h,
                                       default_tile=tiles[0])
        self.box = self.grid  # type: Any
        if scale != 1:
            self.box = displayio.Group(scale=scale)
            self.box.append(self.grid)
        self.box.x = x
        self.box.y = y
        group.append(self.box)
        self._text = ""
        self.text = s

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, s):
        self._text = s
        tiles = _font[3]
        blank = tiles[0]
        grid = self.grid
        cols = grid.width
        size = cols * grid.height
        i = 0
        for line in s.split("\n")[:grid.height]:
            n = min(len(line), cols)
            for k in range(n):
                c = ord(line[k]) - 32
                grid[i + k] = tiles[c] if 0 <= c < 95 else tiles[31]  # "?" for the rest
            for k in range(n, cols):
                grid[i + k] = blank
            i += cols
        while i < size:
            grid[i] = blank
            i += 1

    @property
    def color(self):
        return self.palette[1]

    @color.setter
    def color(self, colour):
        self.palette[1] = colour

    @property
    def anchored_position(self):
        return (self.box.x, self.box.y)

    @anchored_position.setter
    def anchored_position(self, xy):
        self.box.x, self.box.y = xy


def text(group, x, y, s="", colour=WHITE, scale=1, lines=1, cols=0):
    """A text whose top-left corner is at (x, y), up to the screen's right
    edge (or `cols` characters) on `lines` lines."""
    return Text(group, x, y, s, colour, scale, cols or (SCREEN_W - x) // (font()[1] * scale),
                lines)


def set_text(lab, s, colour=None):
    """Change a text only when its words or colour really change."""
    if lab.text != s:
        lab.text = s
    if colour is not None and lab.color != colour:
        lab.color = colour
