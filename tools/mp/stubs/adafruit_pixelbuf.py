# stand-in for the native module adafruit_pixelbuf (see displayio.py): as
# the native one, a buffer of n pixels x bytes per pixel.
class PixelBuf:
    def __init__(self, n, *, byteorder="BGR", brightness=1.0, auto_write=False, **kwargs):
        self._n = n
        self._bpp = 4 if "W" in byteorder else 3
        self._buf = bytearray(n * self._bpp)
        self.brightness = brightness
        self.auto_write = auto_write

    def __len__(self):
        return self._n

    def __setitem__(self, i, rgb):
        j = i * self._bpp
        self._buf[j] = rgb[0]
        self._buf[j + 1] = rgb[1]
        self._buf[j + 2] = rgb[2]

    def __getitem__(self, i):
        j = i * self._bpp
        return (self._buf[j], self._buf[j + 1], self._buf[j + 2])

    def fill(self, rgb):
        for i in range(self._n):
            self[i] = rgb

    def show(self):
        pass
