"""Everything the board keeps: the settings, the statistics and the game in
play, as one record in microcontroller.nvm (a file on the desktop).

Why one record: CircuitPython erases the flash under every nvm write,
whatever its size (the SAMD51 its one 8 KB block, the nRF52840 the 4 KB page
written), so three records written apart cost three erases where one write
costs one; and a game's end must count its statistics and let the game go
in the same write, so that no cut can count them twice (docs/saves.md,
"Saving, resuming and the flash"). The record is kept in two slots,
one per 4 KB page, written in turn; loading takes the newest that checks
out, so a write cut off half way leaves the one before it (where the
flash erases page by page):

  slot:  'C' gen(2) len(2) data check(2)      check: CRC-16 of gen, len, data
  data:  len(2) settings  len(2) statistics  game (the rest; none: no game)

Every write is read back; one the flash did not keep, or refused (the
write raised, as CircuitPython's nvm does when the flash fails it), is made
again once, then saving is off until the board restarts (`off`), and play
goes on.
A game in play is written from its own buffer (write_in): no copy of it.
The writing's code is ui.writes', loaded only to write.
"""

from micropython import const

from engine.checksum import crc16, fletcher16
from ui.modules import WRITES, Loaded


SLOTS = (0, 4096)
SLOT_SIZE = 4096
MAGIC = const(0x43)  # a record's first byte, 'C': checked by CRC-16
_OLD_MAGIC = const(0x4B)  # 'K': by Fletcher-16, before (read, so an update keeps the settings)
PARTS = ("settings", "stats", "game")


class Store:
    def __init__(self, region):
        self.region = region
        self.newest = None  # which slot holds the newest version, once known
        self.gen = 0
        # where each part of the newest version lies: start, length of the
        # settings, the statistics, the game (small ints updated in place:
        # nothing new on the heap at each write to split its free space)
        self.parts = [0] * 6
        self.found = False  # a version checks out
        self.damaged = False  # no slot checks out, yet one was written
        self.off = False  # the flash did not keep a write: saving is off
        self.writes = 0  # nvm writes made (each one erase), for the wear figures
        self.find()

    # --- reading ----------------------------------------------------------------
    def _check(self, i):
        """(gen, data length) of slot i if it checks out, else None."""
        start = SLOTS[i]
        r = self.region
        head = r[start]
        if head != MAGIC and head != _OLD_MAGIC:
            return None
        n = r[start + 3] << 8 | r[start + 4]
        if 7 + n > SLOT_SIZE or n < 4:
            return None
        chk = r[start + 5 + n] << 8 | r[start + 6 + n]
        if (crc16 if head == MAGIC else fletcher16)(r, start + 5 + n, start + 1) != chk:
            return None
        return r[start + 1] << 8 | r[start + 2], n

    def find(self):
        """Find the newest version that checks out, and where its parts lie."""
        best = None
        for i in (0, 1):
            found = self._check(i)
            if found is not None and (best is None or _newer(found[0], best[1][0])):
                best = (i, found)
        self.found = False
        if best is None:
            self.newest, self.gen = None, 0
            self.damaged = any(self.region[s] != 0xFF for s in SLOTS)
            return
        self.damaged = False
        i, (self.gen, n) = best
        self.newest = i
        r = self.region
        at = SLOTS[i] + 5
        end = at + n
        p = self.parts
        for k in (0, 2):
            p[k] = at + 2
            p[k + 1] = r[at] << 8 | r[at + 1]
            at += 2 + p[k + 1]
        if at > end:
            self.damaged, self.newest = True, None
            return
        p[4] = at
        p[5] = end - at
        self.found = True

    def load(self, name):
        """The part's bytes; None if never written (the game: none in play);
        ValueError if the record was written and no version checks out."""
        if not self.found:
            if self.damaged:
                raise ValueError("saved data damaged")
            return None
        k = 2 * PARTS.index(name)
        start, n = self.parts[k], self.parts[k + 1]
        return bytes(self.region[start:start + n]) if n else None

    # --- writing: the code in ui.writes, loaded only to write ---------------------
    def save(self, name, data):
        """Write one part anew, the others as they are."""
        return self.write(**{name: data or b""})

    def write(self, settings=None, stats=None, game=None):
        """One write of the whole record (ui.writes.write)."""
        with Loaded(WRITES) as w:
            return w.write(self, settings, stats, game)

    def write_in(self, buf, n):
        """The game in buf written with the record around it (ui.writes.write_in)."""
        with Loaded(WRITES) as w:
            return w.write_in(self, buf, n)

    def prefix(self):
        """The bytes the settings and statistics take before the game."""
        p = self.parts
        return 4 + (p[1] + p[3] if self.found else 0)


def _newer(a, b):
    """Generation a is newer than b (16-bit, wrapping)."""
    return ((a - b) & 0xFFFF) < 0x8000 and a != b
