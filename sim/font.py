"""On the desktop, Blinka's terminalio.FONT draws glyphs one by one and has
no tile sheet; the board's built-in font has one (FONT.bitmap), which the
app's text uses. This makes that sheet from Blinka's own glyphs (the same
Terminus 6x12 font the board has) and puts it in terminalio.FONT."""

import displayio
import terminalio


class TileFont:
    """The board's BuiltinFont interface: a bitmap of 6x12 tiles for
    characters 32..126, get_glyph(c).tile_index, get_bounding_box()."""

    def __init__(self, source):
        self.source = source
        w, h = source.get_bounding_box()[:2]
        self.size = (w, h)
        self.bitmap = displayio.Bitmap(w * 95, h, 2)
        for c in range(32, 127):
            g = source.get_glyph(c)
            if g is None:
                continue
            left = (c - 32) * w + g.dx
            top = h - g.height - (g.dy + 2)  # baseline 2 pixels above the cell's foot
            for y in range(g.height):
                for x in range(g.width):
                    px, py = left + x, top + y
                    if 0 <= px - (c - 32) * w < w and 0 <= py < h and g.bitmap[x, y]:
                        self.bitmap[px, py] = 1

    def get_bounding_box(self):
        return self.size

    def get_glyph(self, c):
        if 32 <= c < 127:
            return _Glyph(c - 32)
        return None


class _Glyph:
    def __init__(self, i):
        self.tile_index = i


def install():
    if not isinstance(terminalio.FONT, TileFont):
        terminalio.FONT = TileFont(terminalio.FONT)
