# stand-in (see displayio.py): a font with fixed 6x12 glyphs, enough for
# adafruit_display_text to lay labels out
import displayio


class _Glyph:
    def __init__(self):
        self.bitmap = displayio.Bitmap(6, 12, 2)
        self.width = 6
        self.height = 12
        self.dx = 0
        self.dy = -2
        self.shift_x = 6
        self.shift_y = 0
        self.tile_index = 0


class _Font:
    ascent = 10
    descent = 2

    def __init__(self):
        self._glyph = _Glyph()

    def get_bounding_box(self):
        return (6, 12, 0, -2)

    def get_glyph(self, code):
        return self._glyph

    def load_glyphs(self, codes):
        pass


FONT = _Font()
