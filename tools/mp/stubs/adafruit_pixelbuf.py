# stand-in for the native module adafruit_pixelbuf (see displayio.py): as
# the native one (shared-bindings/adafruit_pixelbuf/PixelBuf.c), the colour
# order parsed (3 or 4 letters, R, G and B each once, W or a leading P for
# a fourth; else ValueError) and a buffer of n pixels x its bytes, a second
# one for a brightness under 1; show() hands the buffer to _transmit
# (neopixel's: neopixel_write).
class PixelBuf:
    def __init__(self, n, *, byteorder="BGR", brightness=None, auto_write=False, header=b"", trailer=b""):
        o = byteorder
        if not isinstance(o, str) or not 3 <= len(o) <= 4 or "R" not in o or "G" not in o or "B" not in o \
                or sum(1 for c in "PWRGB" if c in o) < len(o) or ("P" in o and (o[0] != "P" or "W" in o)):
            raise ValueError("Invalid byteorder")
        self._n = n
        self._bpp = len(o)
        self._buf = bytearray(self._bpp * n + len(header) + len(trailer))
        self._pre = bytearray(self._bpp * n) if brightness is not None and brightness < 1 else None

    def __len__(self):
        return self._n

    def __setitem__(self, i, rgb):
        b, j = self._buf, self._bpp * i
        b[j], b[j + 1], b[j + 2] = rgb[0], rgb[1], rgb[2]

    def show(self):  # (the native show hands its buffer to the subclass's _transmit)
        self._transmit(self._buf)
