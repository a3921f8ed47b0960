"""The game in progress, kept in a byte region (microcontroller.nvm on the
board) so that a write cut off half way never loses the last complete state.

The region has two halves. A half starts with a base record (the whole
save, engine.savegame's bytes) and then holds one small record per action:

  base:   'B' gen(2) len(2) save... check(2)
  action: 'A' action check(2)        check covers gen, its index and action

Loading takes the half with the newest valid base and its actions up to the
first record that does not check out (a torn write, or an older
generation's leftovers). A new game, or a full half, writes a new base into
the other half, so the old one stays whole until the new one is complete.
"""

from engine.savegame import checksum, decode, encode

GAME_START = 1024  # in microcontroller.nvm: settings below, the game here
GAME_SIZE = 7168
BASE = 0x42
ACTION = 0x41


class Journal:
    def __init__(self, region, start, size):
        self.region = region
        self.start = start
        self.half = size // 2
        self.active = None  # 0 or 1
        self.gen = 0
        self.pos = 0  # where the next record goes, within the active half
        self.count = 0  # actions appended after the base
        self.base = None  # the save bytes of the base record

    # --- reading -----------------------------------------------------------------
    def _scan(self, h):
        """(gen, base save bytes, appended actions, end position) or None."""
        r = self.region
        at = self.start + h * self.half
        head = bytes(r[at:at + 5])
        if head[0] != BASE:
            return None
        gen = head[1] << 8 | head[2]
        n = head[3] << 8 | head[4]
        if n < 13 or 5 + n + 2 > self.half:
            return None
        body = bytes(r[at + 1:at + 5 + n])
        chk = bytes(r[at + 5 + n:at + 7 + n])
        if checksum(body) != (chk[0] << 8 | chk[1]):
            return None
        save = body[4:]
        pos = 7 + n
        actions = bytearray()
        while pos + 4 <= self.half:
            rec = bytes(r[at + pos:at + pos + 4])
            if rec[0] != ACTION or _check(gen, len(actions), rec[1]) != (rec[2] << 8 | rec[3]):
                break
            actions.append(rec[1])
            pos += 4
        return gen, save, bytes(actions), pos

    def load(self):
        """The newest complete save (engine.savegame bytes), or None."""
        best = None
        for h in (0, 1):
            found = self._scan(h)
            if found is not None and (best is None or _newer(found[0], best[1][0])):
                best = (h, found)
        if best is None:
            self.active = None
            return None
        h, (gen, save, actions, pos) = best
        self.active, self.gen, self.pos, self.count, self.base = h, gen, pos, len(actions), save
        if not actions:
            return save
        kind, options, seed, seats, old = decode(save)
        return encode(kind, options, seed, seats, old + actions)

    # --- writing -------------------------------------------------------------------
    def new(self, save):
        """Start over from a whole save (a new game, or a full half)."""
        h = 0 if self.active is None else 1 - self.active
        gen = (self.gen + 1) & 0xFFFF
        n = len(save)
        if 7 + n > self.half:
            raise ValueError("the game is too long to save")
        body = bytes((gen >> 8, gen & 255, n >> 8, n & 255)) + save
        c = checksum(body)
        at = self.start + h * self.half
        self.region[at:at + 7 + n] = bytes((BASE,)) + body + bytes((c >> 8, c & 255))
        self.active, self.gen, self.pos, self.count, self.base = h, gen, 7 + n, 0, save

    def append(self, action, whole=None):
        """Add one action; `whole()` gives the whole save when a half is full."""
        if self.active is None:
            raise ValueError("no game to add to")
        if self.pos + 4 > self.half:
            self.new(whole())
            return
        c = _check(self.gen, self.count, action)
        at = self.start + self.active * self.half + self.pos
        self.region[at:at + 4] = bytes((ACTION, action, c >> 8, c & 255))
        self.pos += 4
        self.count += 1

    def clear(self):
        """Forget the game (it ended). The older half is spoiled first, so a
        cut in between still finds the newest state, never an older one."""
        first = 1 - self.active if self.active is not None else 0
        for h in (first, 1 - first):
            at = self.start + h * self.half
            self.region[at:at + 1] = b"\x00"
        self.active = None


def _check(gen, index, action):
    return checksum(bytes((gen >> 8, gen & 255, (index >> 8) & 255, index & 255, action)))


def _newer(a, b):
    """Generation a is newer than b (16-bit, wrapping)."""
    return ((a - b) & 0xFFFF) < 0x8000 and a != b
