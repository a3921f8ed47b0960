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
"""

from micropython import const

from engine.checksum import crc16, fletcher16


SLOTS = (0, 4096)
SLOT_SIZE = 4096
_HEAD = const(0x43)  # 'C': a record checked by CRC-16
_OLD_HEAD = const(0x4B)  # 'K': by Fletcher-16, before (read, so an update keeps the settings)
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
        if head != _HEAD and head != _OLD_HEAD:
            return None
        n = r[start + 3] << 8 | r[start + 4]
        if 7 + n > SLOT_SIZE or n < 4:
            return None
        chk = r[start + 5 + n] << 8 | r[start + 6 + n]
        if (crc16 if head == _HEAD else fletcher16)(r, start + 5 + n, start + 1) != chk:
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

    # --- writing ----------------------------------------------------------------
    def save(self, name, data):
        """Write one part anew, the others as they are."""
        return self.write(**{name: data or b""})

    def write(self, settings=None, stats=None, game=None):
        """One write of the whole record: the parts given (bytes; b"" for
        none), the others as stored. See _put for what it returns."""
        new = (settings, stats, game)
        lengths = [len(new[k]) if new[k] is not None else self._length(k) for k in range(3)]
        n = 4 + lengths[0] + lengths[1] + lengths[2]
        if 7 + n > SLOT_SIZE:
            raise ValueError("%d bytes: too big to save" % n)
        rec = bytearray(7 + n)  # the exact size at once: no growing copies on a small heap
        at = 5
        for k in range(3):
            if k < 2:
                rec[at] = lengths[k] >> 8
                rec[at + 1] = lengths[k] & 255
                at += 2
            if new[k] is not None:
                rec[at:at + lengths[k]] = new[k]
            elif lengths[k]:
                self._copy(k, rec, at)
            at += lengths[k]
        return self._put(rec, n)

    def prefix(self):
        """The bytes the settings and statistics take before the game."""
        return 4 + self._length(0) + self._length(1)

    def write_in(self, buf, n):
        """Write the game whose save is in buf from byte 5 + prefix() on,
        n bytes of data in all: the settings and statistics as stored are
        put before it, the header and checksum around, in place (two bytes
        of room behind). A game is written that way (ui.session): on a
        fragmented heap no record-sized piece need be found."""
        at = 5
        for k in (0, 1):
            length = self._length(k)
            buf[at] = length >> 8
            buf[at + 1] = length & 255
            if length:
                self._copy(k, buf, at + 2)
            at += 2 + length
        return self._put(buf, n)

    def _put(self, rec, n):
        """Write rec (n bytes of data from byte 5) into the slot not holding
        the newest version: True when kept (or unchanged, so not written),
        False when the flash did not keep it, twice (saving is now off),
        None when saving was already off."""
        if self.off:
            return None
        if 7 + n > SLOT_SIZE or 7 + n > len(rec):
            raise ValueError("%d bytes: too big to save" % n)
        if self._same(rec, n):
            return True  # flash wears: an unchanged record is not written again
        i = 0 if self.newest is None else 1 - self.newest
        gen = (self.gen + 1) & 0xFFFF
        rec[0], rec[1], rec[2], rec[3], rec[4] = _HEAD, gen >> 8, gen & 255, n >> 8, n & 255
        c = crc16(rec, 5 + n, 1)
        rec[5 + n] = c >> 8
        rec[6 + n] = c & 255
        start = SLOTS[i]
        whole = memoryview(rec)[:7 + n]  # (made first: only the write itself is the flash's)
        for _ in range(2):  # read back; made again once if the flash did not keep it
            self.writes += 1
            try:
                self.region[start:start + 7 + n] = whole  # one write: one erase
            except Exception:  # the flash refused it: the binding raises (nvm/ByteArray.c:
                continue  # RuntimeError "Unable to write to nvm.", the nRF's often), a failed write
            if _equal(self.region, start, rec, 0, 7 + n):
                self.find()
                return True
        self.off = True
        self.find()
        return False

    def _length(self, k):
        return self.parts[2 * k + 1] if self.found else 0

    def _copy(self, k, buf, at):
        """Part k as stored into buf from `at`, a piece at a time."""
        start, n = self.parts[2 * k], self.parts[2 * k + 1]
        i = 0
        while i < n:
            m = min(64, n - i)
            buf[at + i:at + i + m] = self.region[start + i:start + i + m]
            i += m

    def _same(self, rec, n):
        """Is rec's data what the newest version holds?"""
        if self.newest is None:
            return False
        start = SLOTS[self.newest]
        r = self.region
        if (r[start + 3] << 8 | r[start + 4]) != n:
            return False
        return _equal(r, start + 5, rec, 5, n)


def _equal(region, at, buf, start, n):
    """region[at:at+n] == buf[start:start+n], compared a piece at a time
    (no copy of the whole on a small heap)."""
    i = 0
    while i < n:
        k = min(128, n - i)
        if bytes(region[at + i:at + i + k]) != bytes(buf[start + i:start + i + k]):
            return False
        i += k
    return True


def _newer(a, b):
    """Generation a is newer than b (16-bit, wrapping)."""
    return ((a - b) & 0xFFFF) < 0x8000 and a != b
