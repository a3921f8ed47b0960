# stand-in for the native module adafruit_pixelbuf (see displayio.py): as
# the native one (shared-bindings/adafruit_pixelbuf/PixelBuf.c), its colour
# order parsed (3 or 4 letters, R, G and B each once, W or a leading P for
# a fourth; else ValueError), a buffer of n pixels x its bytes, and show()
# handing it to _transmit (neopixel's: neopixel_write).
class PixelBuf:
    def __init__(self, n, **kwargs):
        o = kwargs.get("byteorder", "BGR")  # (counted, not iterated: that would intern its letters)
        if not 3 <= len(o) <= 4 or o.count("R") != 1 or o.count("G") != 1 or o.count("B") != 1 \
                or len(o) == 4 and o.count("W") + (o.find("P") == 0) != 1:
            raise ValueError("Invalid byteorder")
        self._n = n
        self._buf = bytearray(len(o) * n)

    def __len__(self):
        return self._n

    def __setitem__(self, i, rgb):
        b, j = self._buf, len(self._buf) // self._n * i
        b[j], b[j + 1], b[j + 2] = rgb[0], rgb[1], rgb[2]

    def show(self):
        self._transmit(self._buf)
