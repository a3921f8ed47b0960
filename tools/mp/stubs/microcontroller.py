# stand-in for the native module microcontroller (see displayio.py). On a
# board nvm is flash, not heap: this one keeps its 8 KB in a file, so only
# the bytes read or written at a time are on the heap. As strict as the
# binding (shared-bindings/nvm/ByteArray.c): 8 KB long, a slice clamped to
# it and written only with a value of its length (ValueError), a read a
# bytearray, a write its file does not take a RuntimeError (a failed flash
# write's).
class _Nvm:
    # the file is made (8 KB of 0xff, as erased flash) by tools/cp32.py, or
    # here where nobody did (the npm runtime: its heap has room)
    def __init__(self, path):
        self.path = path
        try:
            open(path, "rb").close()
        except OSError:
            with open(path, "wb") as f:
                f.write(b"\xff" * 8192)

    def __len__(self):
        return 8192

    def __getitem__(self, i):
        s, e = find(i)
        out = bytearray(e - s)
        f = open(self.path, "rb")
        f.seek(s)
        f.readinto(out)
        f.close()
        return out if isinstance(i, slice) else out[0]

    def __setitem__(self, i, value):
        s, e = find(i)
        if isinstance(i, int):
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


def find(i):
    """(start, end) of an index or a slice, clamped to the 8 KB as the
    binding's; IndexError past them."""
    if isinstance(i, int):
        if not 0 <= i < 8192:
            raise IndexError("index out of range")
        return i, i + 1
    s = min(8192, max(0, (i.start or 0) % 8192 if (i.start or 0) < 0 else i.start or 0))
    e = 8192 if i.stop is None else min(8192, i.stop % 8192 if i.stop < 0 else i.stop)
    return s, max(s, e)


nvm = _Nvm("nvm.bin")
