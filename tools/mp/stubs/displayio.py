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
    # drawn into it is not kept: nothing here reads pixels back).
    def __init__(self, w, h, colours):
        bits = 1
        while (1 << bits) < colours:
            bits *= 2
        self.width = w
        self.height = h
        self._b = bytearray((w * bits + 31) // 32 * 4 * h)

    def __setitem__(self, xy, v):
        pass

    def fill(self, v):
        pass


class OnDiskBitmap:
    # the pixels stay in flash; the palette, as many colours as the file
    # says (0: 2**bits), is on the heap
    def __init__(self, path):
        try:
            f = open(path, "rb")
            head = f.read(54)
            f.close()
            colours = (head[46] | head[47] << 8) or (1 << head[28])
        except OSError:  # a runtime that cannot see the drive (npm): our own sheet's 16
            colours = 16
        self.pixel_shader = Palette(colours)


class TileGrid:
    def __init__(self, bitmap, *, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.tile_width = tile_width or bitmap.width
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.hidden = False
        self.pixel_shader = pixel_shader
        self._t = bytearray(width * height)
        for i in range(width * height):
            self._t[i] = default_tile

    def __getitem__(self, i):
        return self._t[i]

    def __setitem__(self, i, v):
        self._t[i] = v
