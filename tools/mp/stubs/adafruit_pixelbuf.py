# stand-in for the native module adafruit_pixelbuf (see displayio.py): as
# the native one, a buffer of n pixels x 3 bytes.
class PixelBuf:
    def __init__(self, n, **kwargs):
        self._n = n
        self._buf = bytearray(3 * n)

    def __len__(self):
        return self._n

    def __setitem__(self, i, rgb):
        self._buf[3 * i:3 * i + 3] = bytes(rgb)

    def show(self):
        pass
