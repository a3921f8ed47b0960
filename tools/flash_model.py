"""microcontroller.nvm as CircuitPython writes it, for the power-cut tests
and the wear benchmark. Every write reads each erase unit it touches,
erases it and programs it again from its start: the SAMD51's NVMCTRL block
is all 8 KB of nvm, the nRF52840's page is 4 KB (see docs/saves.md, "Flash wear").
A unit of 1 is byte-writable memory with no erase.

Erases are counted per unit; `cut(write, at)` makes the power go during
write number `write`, after `at` bytes of its units have been programmed
(0: just after the first erase)."""

SAMD51 = 8192
NRF52840 = 4096
BYTES = 1


class PowerCut(BaseException):
    """The power gone in the middle of a write: the program stops there
    (no `except Exception` in the app may take it for a refused write)."""


class Flash(bytearray):
    def __init__(self, unit, size=8192):
        super().__init__(b"\xff" * size)
        self.unit = unit
        self.erases = [0] * (size // unit)
        self.writes = 0
        self.cut_write = -1
        self.cut_at = 0
        self.programmed = 0  # bytes programmed by the last write

    def restore(self, image):
        """Set the contents (a saved image) without counting a write."""
        bytearray.__setitem__(self, slice(0, len(image)), image)

    def cut(self, write, at):
        self.cut_write, self.cut_at = write, at

    def __setitem__(self, key, value):
        if not isinstance(key, slice):
            raise TypeError("nvm is written in slices here")
        start = key.start
        stop = start + len(value)
        if key.stop is not None and key.stop != stop:  # as the board's nvm: no resizing
            raise ValueError("nvm: writing %d bytes into %d" % (len(value), key.stop - start))
        u = self.unit
        lo = start - start % u
        hi = stop + (-stop) % u
        image = bytearray(self[lo:hi])
        image[start - lo:stop - lo] = value
        cutting = self.writes == self.cut_write
        self.writes += 1
        done = 0
        put = bytearray.__setitem__
        for at in range(lo, hi, u):
            self.erases[at // u] += 1
            if u > 1:
                put(self, slice(at, at + u), b"\xff" * u)
            part = image[at - lo:at - lo + u]
            if cutting and done + u > self.cut_at:
                keep = self.cut_at - done
                put(self, slice(at, at + keep), part[:keep])
                self.programmed = done + u
                raise PowerCut()
            put(self, slice(at, at + u), part)
            done += u
        self.programmed = done
