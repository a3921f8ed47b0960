"""A record kept in two slots of microcontroller.nvm (a file on the
desktop), written in turn, so that a write cut off half way leaves the
record's previous version whole. Loading takes the newest slot that checks
out:

  slot:  'G' gen(2) len(2) data... check(2)     check covers gen, len, data
         len 0 is "nothing" (for the game: the last one ended)

The nvm layout (8 KB): each 4 KB page holds one slot of each record,

  page 0:  settings 0-511     statistics 512-1023     game 1024-4095
  page 1:  settings 4096-4607 statistics 4608-5119    game 5120-8191

Why whole records in turn rather than an append-only journal: CircuitPython
erases the flash under every nvm write (the SAMD51 its one 8 KB block, the
nRF52840 the 4 KB page written), so a 4-byte append costs the same erase as
a whole save. Where pages are erased one by one, each slot of a pair takes
half the wear, and a write cut off during its erase costs every record at
most its newest version: the written record keeps its other slot, and the
others in that page had their newest version there at worst.
"""

from engine.savegame import checksum

PAGE = 4096  # the nRF52840's erase page
SETTINGS = ((0, 512), (PAGE, 512))
STATS = ((512, 512), (PAGE + 512, 512))
GAME = ((1024, 3072), (PAGE + 1024, 3072))
HEAD = 0x47  # 'G'


class Slots:
    def __init__(self, region, slots):
        self.region = region
        self.slots = slots
        self.newest = None  # which slot holds the newest version, once known
        self.gen = 0
        self.damaged = False  # no slot checks out, yet one was written

    def _read(self, i):
        """(gen, data or None for "nothing") of slot i, or None if unreadable."""
        start, size = self.slots[i]
        r = self.region
        head = bytes(r[start:start + 5])
        if head[0] != HEAD:
            return None
        n = head[3] << 8 | head[4]
        if 7 + n > size:
            return None
        body = bytes(r[start + 1:start + 5 + n])
        chk = bytes(r[start + 5 + n:start + 7 + n])
        if checksum(body) != (chk[0] << 8 | chk[1]):
            return None
        return head[1] << 8 | head[2], (body[4:] if n else None)

    def load(self):
        """The newest complete version's bytes, or None."""
        best = None
        for i in (0, 1):
            found = self._read(i)
            if found is not None and (best is None or _newer(found[0], best[1][0])):
                best = (i, found)
        if best is None:
            self.newest, self.gen = None, 0
            self.damaged = any(self.region[s[0]] != 0xFF for s in self.slots)
            return None
        self.damaged = False
        self.newest, self.gen = best[0], best[1][0]
        return best[1][1]

    def save(self, data):
        """Write data (None: "nothing") into the slot not holding the newest."""
        n = len(data) if data else 0
        rec = bytearray(7 + n)  # the exact size at once: no growing copies on a small heap
        if n:
            rec[5:5 + n] = data
        self.save_in(rec, n)

    def save_in(self, buf, n):
        """Write a record whose n bytes of data are already in buf from byte
        5 on (with 2 bytes of room behind them): the header and checksum are
        put around them in place, and buf is written as it is. A game's save
        is kept that way (ui.session): no copy of it is made to save it."""
        if self.newest is None:
            self.load()
        i = 0 if self.newest is None else 1 - self.newest
        start, size = self.slots[i]
        if 7 + n > size or 7 + n > len(buf):
            raise ValueError("%d bytes: too big to save" % n)
        gen = (self.gen + 1) & 0xFFFF
        buf[0], buf[1], buf[2], buf[3], buf[4] = HEAD, gen >> 8, gen & 255, n >> 8, n & 255
        c = checksum(buf, 5 + n, 1)
        buf[5 + n] = c >> 8
        buf[6 + n] = c & 255
        self.region[start:start + 7 + n] = memoryview(buf)[:7 + n]  # one write: one erase
        self.newest, self.gen = i, gen

    def clear(self):
        """Forget it (a game that ended): one write of "nothing"."""
        self.save(None)


def _newer(a, b):
    """Generation a is newer than b (16-bit, wrapping)."""
    return ((a - b) & 0xFFFF) < 0x8000 and a != b
