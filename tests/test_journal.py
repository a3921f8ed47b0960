"""The journal in a byte region (the board's nvm): a write cut off at any
byte never loses the last complete state, through appends, a full half
being compacted into the other, and new games."""

from engine.rng import Rng
from engine.savegame import decode, encode
from tests.conftest import FIGURES
from ui.journal import Journal


class PowerCut(Exception):
    pass


class Region(bytearray):
    """A region whose write number `cut_write` stops after `cut_at` bytes."""

    def __init__(self, size):
        super().__init__(b"\xff" * size)
        self.writes = 0
        self.cut_write = -1
        self.cut_at = 0

    def __setitem__(self, key, value):
        if isinstance(key, slice) and self.writes == self.cut_write and self.cut_at < len(value):
            self.writes += 1
            start = key.start
            for i in range(self.cut_at):
                bytearray.__setitem__(self, start + i, value[i])
            raise PowerCut()
        self.writes += 1
        bytearray.__setitem__(self, key, value)


def script():
    """Writes to make: two games, the first long enough to fill a half."""
    r = Rng(3)
    ops = [("new", encode("trash", {"players": 2}, 1, ["human", "hard"], b""))]
    for _ in range(70):
        ops.append(("add", r.below(20)))
    ops.append(("new", encode("cribbage", {"table": "2p6"}, 9, ["human", "hard"], b"\x81")))
    for _ in range(20):
        ops.append(("add", 64 + r.below(52)))
    return ops


def do(j, op, arg, current):
    """One op on the journal; returns the save it leaves complete."""
    if op == "new":
        j.new(arg)
        return arg
    k, o, s, seats, a = decode(current)
    whole = encode(k, o, s, seats, a + bytes((arg,)))
    j.append(arg, lambda: whole)
    return whole


def run(region, ops):
    """Apply ops; return the list of complete states after each op."""
    j = Journal(region, 0, 512)  # a small region: halves of 256 bytes
    j.load()
    states = []
    current = None
    for op, arg in ops:
        current = do(j, op, arg, current)
        states.append(current)
    return states


def test_every_state_loads_back():
    region = Region(512)
    states = run(region, script())
    assert Journal(region, 0, 512).load() == states[-1]


def test_a_cut_at_every_byte_of_every_write_falls_back_to_the_last_whole_state():
    ops = script()
    clean = Region(512)
    states = run(clean, ops)
    total_writes = clean.writes
    cuts = 0
    for w in range(total_writes):
        # how long is write w? replay to find it
        probe = Region(512)
        probe.cut_write = w
        probe.cut_at = 0
        try:
            run(probe, ops)
        except PowerCut:
            pass
        done_before = count_ops_done(ops, w)
        for at in range(0, 300):
            region = Region(512)
            region.cut_write = w
            region.cut_at = at
            try:
                run(region, ops)
                break  # the write was shorter than `at`: nothing was cut
            except PowerCut:
                pass
            cuts += 1
            loaded = Journal(region, 0, 512).load()
            expected = states[done_before - 1] if done_before else None
            assert loaded == expected, (w, at)
    assert cuts > 400  # every byte of every write
    FIGURES.append("power-cut test: %d cuts, at every byte of %d journal writes" % (cuts, total_writes))


def count_ops_done(ops, write_index):
    """How many ops had fully completed before write number write_index."""
    region = Region(512)
    j = Journal(region, 0, 512)
    current = None
    for n, (op, arg) in enumerate(ops):
        before = region.writes
        current = do(j, op, arg, current)
        if region.writes > write_index and before <= write_index:
            return n
    return len(ops)


def test_a_damaged_region_loads_as_nothing():
    region = Region(512)
    run(region, script()[:5])
    for i in range(len(region)):
        region[i] = 0x42 if i % 2 else 0x00
    assert Journal(region, 0, 512).load() is None
