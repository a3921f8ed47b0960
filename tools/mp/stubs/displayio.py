# Import-time stand-ins for CircuitPython's native displayio, used only to
# measure our modules' heap under MicroPython (tools/bench_memory.py).
class Group:
    # Plain attributes under private names, so that a subclass's own
    # properties (adafruit_display_text's scale) are not set too early.
    def __init__(self, *, scale=1, x=0, y=0, **more):
        self._items = []
        self._g_scale = scale
        self._g_x = x
        self._g_y = y
        self._g_hidden = False

    @property
    def scale(self):
        return self._g_scale

    @scale.setter
    def scale(self, v):
        self._g_scale = v

    @property
    def x(self):
        return self._g_x

    @x.setter
    def x(self, v):
        self._g_x = v

    @property
    def y(self):
        return self._g_y

    @y.setter
    def y(self, v):
        self._g_y = v

    @property
    def hidden(self):
        return self._g_hidden

    @hidden.setter
    def hidden(self, v):
        self._g_hidden = v

    def append(self, item):
        self._items.append(item)

    def remove(self, item):
        self._items.remove(item)

    def __iter__(self):
        return iter(self._items)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        return self._items[i]

    def pop(self, i=-1):
        return self._items.pop(i)

    def insert(self, i, item):
        self._items.insert(i, item)

    def index(self, item):
        return self._items.index(item)


class Palette:
    def __init__(self, n):
        self._c = [0] * n

    def __setitem__(self, i, v):
        self._c[i] = v

    def __getitem__(self, i):
        return self._c[i]

    def make_transparent(self, i):
        pass

    def make_opaque(self, i):
        pass

    def is_transparent(self, i):
        return False

    def __len__(self):
        return len(self._c)


class Bitmap:
    # The native bitmap packs each value in 1, 2, 4, 8, 16 or 32 bits and
    # each row in whole 32-bit words; this one holds exactly as many bytes
    # (a byte per value, from a buffer of that size, would overcount).
    def __init__(self, w, h, colours):
        bits = 1
        while (1 << bits) < colours:
            bits *= 2
        self.width = w
        self.height = h
        self._bits = bits
        self._stride = (w * bits + 31) // 32 * 4
        self._b = bytearray(self._stride * h)

    def _at(self, xy):
        if not isinstance(xy, tuple):
            xy = (xy % self.width, xy // self.width)
        bit = xy[0] * self._bits
        return xy[1] * self._stride + bit // 8, bit % 8

    def __setitem__(self, xy, v):
        i, shift = self._at(xy)
        mask = ((1 << self._bits) - 1) << shift
        self._b[i] = (self._b[i] & ~mask & 255) | ((v << shift) & mask)

    def __getitem__(self, xy):
        i, shift = self._at(xy)
        return (self._b[i] >> shift) & ((1 << self._bits) - 1)

    def blit(self, *args, **kwargs):
        pass

    def fill(self, v):
        byte = 0
        for k in range(8 // self._bits):
            byte |= v << (k * self._bits)
        for i in range(len(self._b)):
            self._b[i] = byte & 255


class OnDiskBitmap:
    def __init__(self, path):
        self.pixel_shader = Palette(256)


class TileGrid:
    def __init__(self, bitmap, *, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0, **more):
        if tile_width is None:
            tile_width = getattr(bitmap, "width", 1)
        self.tile_width = tile_width
        self.width = width
        self.x = x
        self.y = y
        self.hidden = False
        self._t = default_tile

    def __getitem__(self, i):
        return self._t

    def __setitem__(self, i, v):
        self._t = v


class ColorConverter:
    pass
