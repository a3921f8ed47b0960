"""What is written to the store (ui.store, where the record is laid out and
read): a game at its checkpoints (ui.session), the settings (ui.prefs), the
statistics with a game's end (ui.stats). Loaded only to write and let go
after, with the save's encoding (engine.savegame): its code does not stay in
a game's memory between writes (the room the coach's weighing needed, issue
#58)."""

from engine.checksum import crc16
from ui.store import MAGIC, SLOT_SIZE, SLOTS


# --- a game ------------------------------------------------------------------
# Flash wears with every write (docs/saves.md, "Flash wear"), so the game is
# written only at checkpoints: the start of each hand, the pause menu,
# the title, a decision left 20 s, and its end (with the statistics,
# ui.stats). A power cut loses at most the hand in play.
def checkpoint(ss, hand_start):
    """Write session ss's game. At the start of a hand the save ends with
    REDEAL: its cards are seen from now on, so a resume from this save deals
    them afresh rather than let a player replay a hand they know."""
    t = ss.teller
    if ss.store is None or (ss.game.actor is None and not t.left()):  # (an end
        # still being told is written: the resumed game tells it, then counts the game)
        return
    from engine.savegame import encode  # (a game's only: not loaded to write the settings)
    from ui.games import GAMES
    from ui.session import REDEAL
    room = ss.store.prefix()
    if room != ss.rec_room:  # the settings changed since the last write
        _move(ss, room)
    n = ss.acted
    if hand_start:
        ss.rec[ss.rec_at + n] = REDEAL  # (room kept by add_action)
        n += 1
    untold, told = t.progress(n)  # the actions still being told, and how far: a resume tells the rest
    try:  # the opening and checksum written around the actions in place; the game named by its place
        size = encode(GAMES.index(ss.kind), ss.options, ss.seed, ss.seats,
                      memoryview(ss.rec)[ss.rec_at:ss.rec_at + n], ss.rec, 5 + room, untold, told)
        if ss.store.write_in(ss.rec, room + size) is False:  # (the store's: a stand-in may refuse it)
            t.say("saving is off", 2500)
    except (ValueError, OSError) as e:
        t.say("not saved: %s" % str(e)[:16], 1500)


def _move(ss, room):
    """Make `room` bytes before the game for the settings and statistics."""
    at = ss.rec_at - ss.rec_room + room
    grown = bytearray(len(ss.rec) - ss.rec_at + at)  # (the actions and the room behind them:
    # ui.session.add_action)
    grown[at:at + ss.acted] = ss.actions
    ss.rec, ss.rec_at, ss.rec_room = grown, at, room


# --- the record ----------------------------------------------------------------
def write(store, settings=None, stats=None, game=None):
    """One write of the whole record: the parts given (bytes; b"" for
    none), the others as stored. See _put for what it returns."""
    new = (settings, stats, game)
    lengths = [len(new[k]) if new[k] is not None else _length(store, k) for k in range(3)]
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
            _copy(store, k, rec, at)
        at += lengths[k]
    return _put(store, rec, n)


def write_in(store, buf, n):
    """Write the game whose save is in buf from byte 5 + prefix() on,
    n bytes of data in all: the settings and statistics as stored are
    put before it, the header and checksum around, in place (two bytes
    of room behind). A game is written that way (checkpoint): on a
    fragmented heap no record-sized piece need be found."""
    at = 5
    for k in (0, 1):
        length = _length(store, k)
        buf[at] = length >> 8
        buf[at + 1] = length & 255
        if length:
            _copy(store, k, buf, at + 2)
        at += 2 + length
    return _put(store, buf, n)


def _put(store, rec, n):
    """Write rec (n bytes of data from byte 5) into the slot not holding
    the newest version: True when kept (or unchanged, so not written),
    False when the flash did not keep it, twice (saving is now off),
    None when saving was already off."""
    if store.off:
        return None
    if 7 + n > SLOT_SIZE or 7 + n > len(rec):
        raise ValueError("%d bytes: too big to save" % n)
    if _same(store, rec, n):
        return True  # flash wears: an unchanged record is not written again
    i = 0 if store.newest is None else 1 - store.newest
    gen = (store.gen + 1) & 0xFFFF
    rec[0], rec[1], rec[2], rec[3], rec[4] = MAGIC, gen >> 8, gen & 255, n >> 8, n & 255
    c = crc16(rec, 5 + n, 1)
    rec[5 + n] = c >> 8
    rec[6 + n] = c & 255
    start = SLOTS[i]
    whole = memoryview(rec)[:7 + n]  # (made first: only the write itself is the flash's)
    for _ in range(2):  # read back; made again once if the flash did not keep it
        store.writes += 1
        try:
            store.region[start:start + 7 + n] = whole  # one write: one erase
        except Exception:  # the flash refused it: the binding raises (nvm/ByteArray.c:
            continue  # RuntimeError "Unable to write to nvm.", the nRF's often), a failed write
        if _equal(store.region, start, rec, 0, 7 + n):
            store.find()
            return True
    store.off = True
    store.find()
    return False


def _length(store, k):
    return store.parts[2 * k + 1] if store.found else 0


def _copy(store, k, buf, at):
    """Part k as stored into buf from `at`, a piece at a time."""
    start, n = store.parts[2 * k], store.parts[2 * k + 1]
    i = 0
    while i < n:
        m = min(64, n - i)
        buf[at + i:at + i + m] = store.region[start + i:start + i + m]
        i += m


def _same(store, rec, n):
    """Is rec's data what the newest version holds?"""
    if store.newest is None:
        return False
    start = SLOTS[store.newest]
    r = store.region
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
