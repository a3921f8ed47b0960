# Import-time stand-ins for CircuitPython's native displayio, used only to
# measure our modules' heap under MicroPython (tools/bench_memory.py).
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

    def __iter__(self):
        return iter(self._items)

    def __len__(self):
        return len(self._items)


class Palette:
    def __init__(self, n):
        self._c = [0] * n

    def __setitem__(self, i, v):
        self._c[i] = v

    def __getitem__(self, i):
        return self._c[i]

    def make_transparent(self, i):
        pass


class Bitmap:
    def __init__(self, w, h, colours):
        self.width = w
        self.height = h
        self._b = bytearray(w * h)

    def __setitem__(self, xy, v):
        self._b[xy[1] * self.width + xy[0]] = v

    def fill(self, v):
        for i in range(len(self._b)):
            self._b[i] = v


class OnDiskBitmap:
    def __init__(self, path):
        self.pixel_shader = Palette(256)


class TileGrid:
    def __init__(self, bitmap, *, pixel_shader=None, width=1, height=1, tile_width=1,
                 tile_height=1, default_tile=0, x=0, y=0):
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
