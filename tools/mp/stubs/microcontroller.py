# stand-in for the native module microcontroller (see displayio.py). On a
# board nvm is flash, not heap: this one keeps its 8 KB in a file, so only
# the bytes read or written at a time are on the heap.
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

    def __getitem__(self, i):
        f = open(self.path, "rb")
        s = i.start if isinstance(i, slice) else i
        f.seek(s)
        out = f.read(i.stop - s if isinstance(i, slice) else 1)
        f.close()
        return out if isinstance(i, slice) else out[0]

    def __setitem__(self, i, value):
        if i.stop - i.start != len(value):
            raise ValueError("nvm: a slice write of its own length")
        f = open(self.path, "r+b")
        f.seek(i.start)
        f.write(value)
        f.close()


nvm = _Nvm("nvm.bin")
