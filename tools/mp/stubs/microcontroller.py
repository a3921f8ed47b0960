# stand-in for the native module microcontroller (see displayio.py). On a
# board nvm is flash, not heap: this one keeps its 8 KB in a file (NVM_PATH),
# so only the bytes read or written at a time are on the heap.
NVM_PATH = "nvm.bin"
SIZE = 8192


class _Nvm:
    def __init__(self, path):
        self.path = path
        try:
            f = open(path, "rb")
            ok = len(f.read(SIZE)) == SIZE
            f.close()
        except OSError:
            ok = False
        if not ok:
            f = open(path, "wb")
            for _ in range(SIZE // 256):
                f.write(b"\xff" * 256)
            f.close()

    def __len__(self):
        return SIZE

    def __getitem__(self, i):
        f = open(self.path, "rb")
        if isinstance(i, slice):
            start, stop = i.start or 0, SIZE if i.stop is None else i.stop
            f.seek(start)
            out = f.read(stop - start)
        else:
            f.seek(i)
            out = f.read(1)[0]
        f.close()
        return out

    def __setitem__(self, i, value):
        if not isinstance(i, slice) or len(value) != (i.stop - i.start):
            raise ValueError("nvm: a slice write of its own length")
        f = open(self.path, "r+b")
        f.seek(i.start)
        f.write(bytes(value))
        f.close()


nvm = _Nvm(NVM_PATH)
