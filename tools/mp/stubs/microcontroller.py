# stand-in for the native module microcontroller (see displayio.py). On a
# board nvm is flash, not heap: this one keeps its 8 KB in a file, so only
# the bytes read or written at a time are on the heap. As strict as the
# binding (shared-bindings/nvm/ByteArray.c): a slice is clamped to the 8 KB
# and written only with a value of its length (ValueError), a read gives a
# bytearray, and a write its file does not take raises RuntimeError, as a
# failed flash write does.
_SIZE = 8192


class _Nvm:
    # the file is made (8 KB of 0xff, as erased flash) by tools/cp32.py, or
    # here where nobody did (the npm runtime: its heap has room)
    def __init__(self, path):
        self.path = path
        try:
            open(path, "rb").close()
        except OSError:
            with open(path, "wb") as f:
                f.write(b"\xff" * _SIZE)

    def __len__(self):
        return _SIZE

    def _span(self, i):
        if isinstance(i, slice):  # (clamped to the region, as the binding's)
            s = 0 if i.start is None else i.start + (_SIZE if i.start < 0 else 0)
            e = _SIZE if i.stop is None else i.stop + (_SIZE if i.stop < 0 else 0)
            s = min(_SIZE, max(0, s))
            return s, min(_SIZE, max(s, e))
        if not 0 <= i < _SIZE:
            raise IndexError("ByteArray index out of range")
        return i, i + 1

    def __getitem__(self, i):
        s, e = self._span(i)
        out = bytearray(e - s)
        f = open(self.path, "rb")
        f.seek(s)
        f.readinto(out)
        f.close()
        return out if isinstance(i, slice) else out[0]

    def __setitem__(self, i, value):
        s, e = self._span(i)
        if not isinstance(i, slice):
            if not 0 <= value <= 255:
                raise ValueError("bytes must be 0-255")
            value = bytes((value,))
        elif len(value) != e - s:
            raise ValueError("Slice and value different lengths.")
        try:
            f = open(self.path, "r+b")
            f.seek(s)
            f.write(value)
            f.close()
        except OSError:
            raise RuntimeError("Unable to write to nvm.")


nvm = _Nvm("nvm.bin")
