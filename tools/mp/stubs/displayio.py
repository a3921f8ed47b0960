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
    # each row in whole 32-bit words: this one holds as many bytes, and its
    # values in them. As strict as the binding (shared-bindings/displayio/
    # Bitmap.c): an index (x, y) or i out of range raises IndexError, a
    # value past the bits ValueError.
    def __init__(self, w, h, colours):
        bits = 1
        while (1 << bits) < colours:
            bits *= 2
        self.width = w
        self.height = h
        self._bits = bits  # (four attributes: the native object's size, about)
        self._b = bytearray((w * bits + 31) // 32 * 4 * h)

    def _at(self, xy):
        if isinstance(xy, int):
            if not 0 <= xy < self.width * self.height:
                raise IndexError("index must be 0-%d" % (self.width * self.height - 1))
            return xy % self.width, xy // self.width
        x, y = xy
        if not 0 <= x < self.width:
            raise IndexError("x must be 0-%d" % (self.width - 1))
        if not 0 <= y < self.height:
            raise IndexError("y must be 0-%d" % (self.height - 1))
        return x, y

    def __getitem__(self, xy):
        x, y = self._at(xy)
        bits = self._bits
        stride = len(self._b) // self.height
        if bits < 8:
            byte = self._b[y * stride + x * bits // 8]
            return byte >> (8 - bits - x * bits % 8) & ((1 << bits) - 1)
        n = bits // 8
        i = y * stride + x * n
        return int.from_bytes(self._b[i:i + n], "little")

    def __setitem__(self, xy, v):
        x, y = self._at(xy)
        bits = self._bits
        if not 0 <= v < (1 << bits):
            raise ValueError("value must be 0-%d" % ((1 << bits) - 1))
        stride = len(self._b) // self.height
        if bits < 8:
            i = y * stride + x * bits // 8
            shift = 8 - bits - x * bits % 8
            self._b[i] = self._b[i] & ~(((1 << bits) - 1) << shift) & 255 | v << shift
        else:
            n = bits // 8
            i = y * stride + x * n
            for k in range(n):
                self._b[i + k] = v >> (8 * k) & 255

    def fill(self, v):
        for x in range(self.width):
            self[x, 0] = v
        n = len(self._b) // self.height
        row = self._b[:n]
        for y in range(1, self.height):
            self._b[y * n:y * n + n] = row


class OnDiskBitmap:
    # the pixels stay in flash; on the heap (shared-module/displayio/
    # OnDiskBitmap.c) the object, the file it reads (a FIL on a SAMD51's
    # exFAT-enabled FatFs: about 96 bytes with its object) and the palette,
    # as many colours as the file says (0: 2**bits)
    def __init__(self, path):
        try:
            f = open(path, "rb")
            head = f.read(54)
            f.close()
            colours = (head[46] | head[47] << 8) or (1 << head[28])
            self.width = head[18] | head[19] << 8
            self.height = head[22] | head[23] << 8
        except OSError:  # a runtime that cannot see the drive (npm): our own sheet's 16, any size
            colours = 16
            self.width = self.height = 0
        self._file = bytearray(80)
        self.pixel_shader = Palette(colours)


class TileGrid:
    # as strict as the binding (shared-bindings/displayio/TileGrid.c): a
    # tile's size must divide its bitmap's (ValueError), an index must lie
    # in the grid (IndexError), a tile must be one of the bitmap's
    # (ValueError); a byte a tile
    def __init__(self, bitmap, *, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        bw, bh = bitmap.width, bitmap.height
        tile_width = tile_width or bw
        tile_height = tile_height or bh
        if bw and (bw % tile_width or bh % tile_height):
            raise ValueError("Tile width must exactly divide bitmap width")
        self._tiles = (bw // tile_width) * (bh // tile_height) if bw else 256  # (its tiles: no more
        self.width = width  # attributes than the native holds bytes, about)
        self.height = height
        self.x = x
        self.y = y
        self.hidden = False
        self.pixel_shader = pixel_shader
        self._t = bytearray(width * height)
        for i in range(width * height):
            self._t[i] = default_tile

    def _at(self, i):
        if not isinstance(i, int):
            i = i[1] * self.width + i[0] if 0 <= i[0] < self.width else -1
        if not 0 <= i < self.width * self.height:
            raise IndexError("Tile index out of bounds")
        return i

    def __getitem__(self, i):
        return self._t[self._at(i)]

    def __setitem__(self, i, v):
        if not 0 <= v < self._tiles:
            raise ValueError("tile must be 0-%d" % (self._tiles - 1))
        self._t[self._at(i)] = v
