"""Small building blocks: text lines and a scrolling list of rows. Each is
built once and then only updated.

Text is a TileGrid over the board's built-in font (terminalio.FONT, whose
glyphs sit in one bitmap in flash), as terminalio.Terminal draws it: a line
costs a byte a character and a two-colour palette, where a label library
holds a bitmap per label and about 17 KB of code (docs/memory.md,
"History"). Firmware built without a font (the PyBadge's and PyGamer's in
Japanese, Korean or Russian: no terminalio, no fontio) draws from the app's
own sheet of the same glyphs, assets/font.bmp (tools/make_font.py), read
with OnDiskBitmap so it stays in flash."""

import displayio

from ui.actions import HINT

try:
    from typing import Any  # only for the type checker; absent on the board
except ImportError:
    pass

WHITE = 0xFFFFFF
GREY = 0xC8C8C8  # 4.8:1 on the felt (tests/test_layout.py)
YELLOW = 0xFFE000
GREEN_FELT = 0x0B5D1E
_font = []  # type: list  # [glyph bitmap, char width, char height, tiles of chars 32..126], on first use


def font(path=None):
    """The font's (bitmap, width, height, tiles): the built-in one, or
    where the firmware has none, or one of another size than the 6x12 every
    layout is drawn for (the uGame's and PewPew's 4x6), the app's own
    sheet at `path` (given at start-up), whose tile i is character 32 + i. (The built-in
    costs no heap: it is in flash; the sheet costs its OnDiskBitmap, file
    and palette, about 0.2 KB: docs/memory.md.)"""
    if not _font:
        try:
            import terminalio
            f = terminalio.FONT  # looked up late: the desktop simulator sets its own
            w, h = f.get_bounding_box()[:2]
        except ImportError:  # (no fontio either: nothing of it is used)
            w = h = 0
        if (w, h) != (6, 12):
            _font.extend((displayio.OnDiskBitmap(path), 6, 12, bytes(range(95))))
            return _font
        # (a Glyph is a named tuple on the board; the stubs do not list its fields)
        blank = f.get_glyph(32).tile_index  # type: ignore[attr-defined]
        tiles = bytearray(95)
        for c in range(32, 127):
            g = f.get_glyph(c)
            tiles[c - 32] = g.tile_index if g is not None else blank  # type: ignore[attr-defined]
        _font.extend((f.bitmap, w, h, bytes(tiles)))
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
        self.grid = displayio.TileGrid(f, pixel_shader=self.palette, width=cols,
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


class Layout:
    """The 160x128 layout (PyBadge, PyGamer). A screen is built at the
    app's layout (app.layout): each screen module names where its parts go
    on this one (its PLACES, loaded only with it) and takes the layout's
    own where it has them (the CLUE's 120x120: ui.clue.Layout, which also
    names its own buttons and wraps words on its 20 columns:
    docs/clue_layout.md). The words here are written to fit 26 columns:
    nothing wraps."""

    width = 160
    # each screen's places where this layout has its own (None: the screen's PLACES)
    menu = None  # type: Any
    page = None  # type: Any
    confirm = None  # type: Any
    result = None  # type: Any
    passing = None  # type: Any
    error = None  # type: Any
    page_count = "page %d/%d  back: menu"
    readout = ("select", HINT)  # the key for About's memory readout: its name, its action
    key_words = {"ok": "A", "move": "the arrows", "hint": "Select"}  # the keys, named in words a page says
    wraps = False  # (long words are written to fit: nothing wraps)

    def text(self, group, x, y, s="", colour=WHITE, scale=1, lines=1, cols=0, wrapping=False, keys=False):
        """A text whose top-left corner is at (x, y), up to the layout's
        right edge (or `cols` characters) on `lines` lines; `wrapping`:
        words that may need more than a line where the layout is narrow;
        `keys`: a footer or a prompt that names keys (the board's own,
        where it has others)."""
        return Text(group, x, y, s, colour, scale, cols or (self.width - x) // (font()[1] * scale), lines)

    def wrap(self, s, cols):
        return s

    def pages(self, pages, path):
        """(pages, path) as a pages screen turns them: here as written."""
        return pages, path

    def parts(self, body):
        """A page's text (or its rows, a list) as the screens it takes, 8
        lines each."""
        rows = body.split("\n") if isinstance(body, str) else body
        return ["\n".join(rows[i:i + 8]) for i in range(0, max(1, len(rows)), 8)]


def set_text(lab, s, colour=None):
    """Change a text only when its words or colour really change."""
    if lab.text != s:
        lab.text = s
    if colour is not None and lab.color != colour:
        lab.color = colour
