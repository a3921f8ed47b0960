# Stand-ins for CircuitPython's native displayio, for running the app under
# MicroPython and circuitpython32 (tools/mp, tools/cp32.py). They hold what
# the native objects hold on the heap and no more: a bitmap its packed
# pixels, a tile grid a byte a tile, a palette its colours.
class Group:
    def __init__(self, *, scale=1, x=0, y=0):
        self._items = []
        self.scale = scale
        self.x = x
        self.y = y
        self.hidden = False

    def append(self, item):
        self._items.append(item)

    def remove(self, item):
        self._items.remove(item)


class Palette:
    # the native one keeps 16 bytes a colour (RGB888, a cached conversion
    # and flags): this one as many
    def __init__(self, n):
        self._c = bytearray(16 * n)

    def __setitem__(self, i, v):
        j = 16 * i
        self._c[j], self._c[j + 1], self._c[j + 2] = v >> 16 & 255, v >> 8 & 255, v & 255

    def __getitem__(self, i):
        j = 16 * i
        return self._c[j] << 16 | self._c[j + 1] << 8 | self._c[j + 2]

    def make_transparent(self, i):
        pass


class Bitmap:
    # The native bitmap packs each value in 1, 2, 4, 8, 16 or 32 bits and
    # each row in whole 32-bit words: this one holds as many bytes (what is
    # drawn into it is not kept: nothing here reads pixels back). As strict
    # as the binding (shared-bindings/displayio/Bitmap.c): an index out of
    # range raises IndexError, a value past the bits ValueError.
    def __init__(self, w, h, colours):
        bits = 1
        while (1 << bits) < colours:
            bits *= 2
        self.width = w
        self.height = h
        self._c = 1 << bits  # (four attributes: the native object's size, about)
        self._b = bytearray((w * bits + 31) // 32 * 4 * h)

    def __setitem__(self, xy, v):
        w = self.width
        x, y = xy if isinstance(xy, tuple) else (xy % w, xy // w) if xy >= 0 else (-1, 0)
        if not (0 <= x < w and 0 <= y < self.height):
            raise IndexError("Bitmap index out of range")
        if not 0 <= v < self._c:
            raise ValueError("value out of range")

    def fill(self, v):
        pass


class OnDiskBitmap:
    # the pixels stay in flash; on the heap (shared-module/displayio/
    # OnDiskBitmap.c) the object, the file it reads (a FIL of a SAMD51's
    # exFAT-enabled FatFs: about 96 bytes with its object) and the palette,
    # as many colours as the file says (0: 2**bits)
    def __init__(self, path):
        try:
            f = open(path, "rb")
            head = f.read(54)
            f.close()
            colours = (head[46] | head[47] << 8) or (1 << head[28])
            self.width, self.height = head[18] | head[19] << 8, head[22] | head[23] << 8
        except OSError:  # a runtime that cannot see the drive (npm): our own sheet's 16, any size
            colours = 16
            self.width = self.height = 0
        self._b = bytearray(80)  # (the file's)
        self.pixel_shader = Palette(colours)


class TileGrid:
    # as strict as the binding (shared-bindings/displayio/TileGrid.c): a
    # tile's size divides its bitmap's (ValueError), an index lies in the
    # grid (IndexError), a tile is one of the bitmap's (ValueError); a byte a
    # tile (its attributes no more than the native object's bytes, about)
    def __init__(self, bitmap, *, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        w, h = bitmap.width, bitmap.height
        if w and (w % (tile_width or w) or h % (tile_height or h)):
            raise ValueError("Tile width must exactly divide bitmap width")
        self._n = w // (tile_width or w) * (h // (tile_height or h)) if w else 256  # (its tiles)
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.hidden = False
        self.pixel_shader = pixel_shader
        self._t = bytearray(width * height)
        if default_tile:  # (a loop in Python only where a board's memset would not be 0)
            for i in range(width * height):
                self._t[i] = default_tile

    # (each method checks its index itself: a call more per tile would be
    # the stand-in's cost, which a board's native subscript does not pay)
    def __getitem__(self, i):
        if isinstance(i, tuple):
            i = i[1] * self.width + i[0] if 0 <= i[0] < self.width else -1
        if not 0 <= i < len(self._t):
            raise IndexError("Tile index out of bounds")
        return self._t[i]

    def __setitem__(self, i, v):
        if not 0 <= v < self._n:
            raise ValueError("tile out of range")
        if isinstance(i, tuple):
            i = i[1] * self.width + i[0] if 0 <= i[0] < self.width else -1
        if not 0 <= i < len(self._t):
            raise IndexError("Tile index out of bounds")
        self._t[i] = v
