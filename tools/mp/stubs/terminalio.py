# stand-in (see displayio.py): the board's built-in 6x12 font. On a board
# its glyph sheet is in flash: this one's bitmap holds no pixels either.
class _Sheet:
    width = 6 * 95
    height = 12


class _Glyph:
    def __init__(self, i):
        self.tile_index = i


class _Font:
    bitmap = _Sheet()

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, code):
        return _Glyph(code - 32) if 32 <= code < 127 else None


FONT = _Font()
