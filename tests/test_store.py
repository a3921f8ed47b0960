"""Settings, statistics and the game in play: one record in nvm, in two
slots written in turn (ui.store), checked against models of how the flash
is really written (tools.flash_model): one write (one erase) per save; a
power cut at any point of any write leaves the whole record at its newest
or previous version on byte-writable memory and on a board that erases
4 KB pages (nRF52840); on the SAMD51, whose whole nvm is one erase block,
what survives is counted and printed. A write the flash does not keep is
made once more, then saving is off."""

import pytest

from engine.savegame import encode
from ui.games import GAMES
from tests.conftest import FIGURES
from tools.flash_model import BYTES, NRF52840, SAMD51, Flash, PowerCut
from ui.store import SLOT_SIZE, SLOTS, Store, _newer


def life():
    """The writes of a stretch of play, each a dict of the parts written:
    a game checkpointed hand by hand, settings changed half way, the game's
    end with its statistics, a second game."""
    ops = [{"settings": b"pace=normal\nsound=on\n"}, {"stats": b"Red:0\n"}]
    actions = bytes(range(64, 64 + 12))
    for n in range(0, 13, 3):
        ops.append({"game": encode(GAMES.index("cribbage"), {"table": "2p6"}, 7, ["human", "hard"], actions[:n])})
        if n == 6:
            ops.append({"settings": b"pace=fast\nsound=off\nleds=on\n"})
    ops.append({"stats": b"Red:1\n", "game": b""})
    for n in range(0, 5):
        ops.append({"game": encode(GAMES.index("trash"), {"players": 3}, 9, ["human", "hard", "easy"], bytes(range(n)))})
    return ops


def load_all(region):
    try:
        st = Store(region)
        return tuple(st.load(k) for k in ("settings", "stats", "game"))
    except ValueError:  # damaged: the app says so and starts afresh
        return None


def versions(ops):
    """For each op: the whole record (settings, stats, game) before it."""
    cur = [None, None, None]
    out = []
    for op in ops:
        out.append(tuple(cur))
        for k, name in enumerate(("settings", "stats", "game")):
            if name in op:
                cur[k] = op[name] or None
    return out + [tuple(cur)]


def cuts(unit, step):
    """Run the life with the power cut at every `step` bytes of every write.
    Yields (record before, record after, what loads)."""
    ops = life()
    record = versions(ops)
    flash = Flash(unit)
    store = Store(flash)
    for i, op in enumerate(ops):
        image = bytes(flash)
        writes = flash.writes
        store.write(**op)
        if flash.writes == writes:
            continue  # nothing changed, nothing written
        for at in range(0, flash.programmed, step):
            cut = Flash(unit)
            cut.restore(image)
            cut.cut(0, at)
            with pytest.raises(PowerCut):
                Store(cut).write(**op)
            yield record[i], record[i + 1], load_all(cut)


def test_the_two_slots_are_the_two_4_kb_pages_of_nvm():
    """A write to one slot must never erase the other's page on the nRF52840."""
    assert SLOTS == (0, 4096) and SLOT_SIZE == 4096


def test_generations_wrap_and_of_two_at_most_one_is_newer():
    assert _newer(1, 0) and _newer(0, 0xFFFF) and _newer(5, 0xFFF0)  # across the wrap
    assert not _newer(0xFFFF, 0) and not _newer(3, 3)
    for a, b in ((0x8000, 0), (0, 0x8000), (0x7FFF, 0), (0x8001, 0), (1, 0x8001), (0x1234, 0x9234)):
        assert not (_newer(a, b) and _newer(b, a)), (a, b)  # never both, half the range apart too


def test_the_newest_save_is_read_after_more_writes_than_a_generations_byte_counts():
    """Past 256 writes the generation's high byte counts too: each of
    1,100 saves (a few games' checkpoints) is the one read back, by the
    store that wrote it and by one started afresh (a power cycle)."""
    flash = Flash(BYTES)
    store = Store(flash)
    for n in range(1100):
        data = b"game %d" % n
        store.save("game", data)
        if n % 50 == 0 or n > 250:
            assert Store(flash).load("game") == data == store.load("game"), n


def test_every_save_is_one_write_and_the_parts_not_given_are_kept():
    flash = Flash(NRF52840)
    store = Store(flash)
    ops = life()
    for n, op in enumerate(ops, 1):
        store.write(**op)
        assert flash.writes == n == store.writes
        assert load_all(flash) == versions(ops)[n]
    assert flash.erases == [(n + 1) // 2, n // 2]  # the pages take turns


def test_a_game_s_end_and_its_statistics_go_in_the_same_write():
    flash = Flash(SAMD51)
    store = Store(flash)
    store.write(settings=b"a=1\n", stats=b"Red:0\n", game=b"PK..")
    store.write(stats=b"Red:1\n", game=b"")
    assert flash.writes == 2 and load_all(flash) == (b"a=1\n", b"Red:1\n", None)


def test_nothing_changed_writes_nothing():
    flash = Flash(SAMD51)
    store = Store(flash)
    store.save("settings", b"a=1\n")
    store.save("settings", b"a=1\n")
    store.write(game=b"")
    assert flash.writes == 1
    store.save("stats", b"Red:1\n")
    assert flash.writes == 2
    game = bytes(range(256)) * 2  # (a record past 255 bytes: its length in two bytes, both compared)
    store.write(game=game)
    store.write(game=game)
    assert flash.writes == 3


@pytest.mark.parametrize("unit,step", [(BYTES, 1), (NRF52840, 64)], ids=["bytes", "nrf52840"])
def test_a_cut_anywhere_leaves_the_whole_record_at_its_newest_or_previous_version(unit, step):
    """All three parts from one version: a game's end and its statistics
    both, or neither; never a game counted and still offered."""
    n = back = 0
    for before, after, loaded in cuts(unit, step):
        n += 1
        nothing_yet = before == (None, None, None)  # the first write torn: "damaged", said, reset
        assert loaded in (before, after) or (loaded is None and nothing_yet), loaded
        back += loaded == before
    FIGURES.append("power cuts (%s model): %d, at every %d bytes of every write; the whole record was "
                   "its newest or previous version each time (previous: %d)"
                   % ("byte-writable" if unit == BYTES else "nRF52840 4 KB page", n, step, back))


def test_on_the_samd51_a_cut_during_the_block_erase_can_lose_everything():
    """The SAMD51's nvm is one erase block: no layout inside it survives a
    cut between the erase and the programming of the first slot. What
    loads is still the whole record as it was before or after, or nothing."""
    n = whole = 0
    for before, after, loaded in cuts(SAMD51, 512):
        n += 1
        assert loaded in (before, after, (None, None, None), None), loaded
        whole += loaded in (before, after)
    assert 0 < whole < n
    FIGURES.append("power cuts (SAMD51 8 KB block model): %d, at every 512 bytes of every write; the "
                   "record kept whole in %d, lost in %d" % (n, whole, n - whole))


def test_a_record_too_big_for_its_slot_is_refused_and_the_old_one_kept():
    flash = Flash(BYTES)
    store = Store(flash)
    store.write(settings=b"a=1\n", game=b"PK1")
    room = SLOT_SIZE - 7 - 4 - 4  # header and checksum, two lengths, the settings
    store.write(game=bytes(range(256)) * (room // 256) + bytes(room % 256))
    assert len(load_all(flash)[2]) == room
    with pytest.raises(ValueError, match="too big"):
        store.write(game=b"x" * (room + 1))
    assert len(Store(flash).load("game")) == room


def test_a_damaged_record_says_so_and_a_blank_one_is_nothing():
    flash = Flash(BYTES)
    assert load_all(flash) == (None, None, None) and not Store(flash).damaged
    store = Store(flash)
    for op in life()[:6]:
        store.write(**op)
    for i in range(len(flash)):
        bytearray.__setitem__(flash, i, 0x4B if i % 2 else 0x00)
    assert load_all(flash) is None and Store(flash).damaged


def test_damaged_settings_and_statistics_are_said_and_reset():
    from ui.prefs import Prefs
    from ui.stats import Stats
    flash = Flash(BYTES)
    store = Store(flash)
    p = Prefs(store)
    p.cycle("pace")
    p.save()  # (written as its screen goes: ui.app)
    st = Stats(store)
    st.add("Red", "cribbage", "games")
    st.save()
    assert Prefs(Store(flash)).get("pace") != "normal" and not Stats(Store(flash)).problem
    for start in SLOTS:
        bytearray.__setitem__(flash, start + 9, flash[start + 9] ^ 0x55)
    prefs, stats = Prefs(Store(flash)), Stats(Store(flash))
    assert prefs.problems and prefs.get("pace") == "normal"
    assert stats.problem == "statistics were damaged: reset" and stats.rows == {}


class Worn(Flash):
    """Flash whose cells no longer take a write from write number `fails`
    on: the bytes come out with a bit stuck."""

    def __init__(self, fails):
        super().__init__(NRF52840)
        self.fails = fails

    def __setitem__(self, key, value):
        if self.writes >= self.fails:
            value = bytes(b & 0xFE for b in value)
        super().__setitem__(key, value)


def test_a_write_the_flash_does_not_keep_is_made_again_once_then_saving_is_off():
    flash = Worn(fails=2)
    store = Store(flash)
    assert store.write(settings=b"a=1\n", stats=b"Red:1\n") is True
    assert store.write(game=b"PK1") is True
    assert flash.writes == 2
    assert store.write(game=b"PK2") is False  # not kept, made again, not kept
    assert flash.writes == 4 and store.off
    assert store.write(game=b"PK3") is None and flash.writes == 4  # no more writes
    assert Store(flash).load("game") == b"PK1"  # the last good version, in the other page


class Refusing(Flash):
    """Flash that refuses writes from write number `fails` on, as the
    binding says so (shared-bindings/nvm/ByteArray.c: RuntimeError "Unable
    to write to nvm."; on the CLUE whenever the radio's SoftDevice holds
    the flash): the write raises and nothing is written."""

    def __init__(self, fails):
        super().__init__(NRF52840)
        self.fails = fails
        self.refused = 0

    def __setitem__(self, key, value):
        if self.writes + self.refused >= self.fails:
            self.refused += 1
            raise RuntimeError("Unable to write to nvm.")
        super().__setitem__(key, value)


def test_a_write_the_flash_refuses_is_a_failed_write_saving_goes_off_and_nothing_is_raised():
    """A refused write (the binding raises) is a write not kept: made again
    once, then saving is off, and the caller hears False, not an
    exception; the settings and statistics callers go on too."""
    from ui.prefs import Prefs
    from ui.stats import Stats
    flash = Refusing(fails=1)
    store = Store(flash)
    assert store.write(settings=b"a=1\n") is True
    assert store.write(game=b"PK1") is False  # refused, made again, refused
    assert flash.refused == 2 and store.off and flash.writes == 1
    assert store.write(game=b"PK2") is None and flash.refused == 2  # no more writes
    assert Store(flash).load("settings") == b"a=1\n"  # what was kept stays
    prefs, stats = Prefs(store), Stats(store)
    prefs.cycle("pace")  # (written: not kept, nothing raised)
    stats.add("Red", "cribbage", "games")
    stats.save(b"")
    assert flash.refused == 2


def test_the_simulators_nvm_is_as_strict_as_the_boards(tmp_path):
    """sim.build.FileRegion, the desktop's microcontroller.nvm: a slice
    written with a value of another length is refused and the region keeps
    its size (a bytearray would grow or shrink); a write its file does not
    take raises RuntimeError, as a board's failed flash write does, and
    changes nothing."""
    from sim.build import FileRegion
    region = FileRegion(str(tmp_path / "nvm.bin"))
    with pytest.raises(ValueError, match="different lengths"):
        region[0:4] = b"abc"
    with pytest.raises(ValueError, match="different lengths"):
        region[8190:8194] = b"abcd"  # (past the end: the slice is two bytes)
    assert len(region) == 8192 and bytes(region[0:4]) == b"\xff" * 4
    region[0:3] = b"abc"
    assert bytes(FileRegion(str(tmp_path / "nvm.bin"))[0:3]) == b"abc"
    (tmp_path / "file").write_text("a file where the region's folder should be")
    stuck = FileRegion(str(tmp_path / "file" / "nvm.bin"))
    with pytest.raises(RuntimeError, match="Unable to write to nvm."):
        stuck[0:3] = b"abc"
    assert bytes(stuck[0:3]) == b"\xff" * 3 and len(stuck) == 8192


def test_a_write_of_the_wrong_length_is_refused_as_on_the_board():
    """microcontroller.nvm refuses a slice and a value of different lengths;
    the flash model must too, or such a bug passes on CPython."""
    flash = Flash(SAMD51)
    with pytest.raises(ValueError):
        flash[0:4] = b"abc"
    flash[0:3] = b"abc"
    assert bytes(flash[0:3]) == b"abc"


# A record as fixed bytes, as this version writes it into nvm: the next
# versions must read it (a changed layout or check would reset every
# board's settings and statistics and lose its saved game).
RECORD = bytes.fromhex("430001001d000a706163653d736c6f770a000c5265643a312c302c322c380a504b31"
                       "1ad3")
# The same record as the version before wrote it ('K', Fletcher-16): read
# still, so that an update keeps the board's settings and statistics.
RECORD_FLETCHER = bytes.fromhex("4b0001001d000a706163653d736c6f770a000c5265643a312c302c322c380a504b31"
                                "705a")


@pytest.mark.parametrize("record", [RECORD, RECORD_FLETCHER])
def test_a_record_written_by_this_version_or_the_one_before_still_loads(record):
    nvm = bytearray(b"\xff" * 8192)
    nvm[0:len(record)] = record
    assert load_all(nvm) == (b"pace=slow\n", b"Red:1,0,2,8\n", b"PK1")


def test_the_record_check_tells_00_from_ff_and_a_new_write_uses_the_crc():
    """Erased flash reads 0xFF: a byte of the record turned to 0x00 or 0xFF
    is caught (a sum mod 255 took one for the other); writing over a record
    of the version before writes the CRC's."""
    for i in range(1, len(RECORD)):
        for v in (0x00, 0xFF):
            if RECORD[i] != v:
                nvm = bytearray(b"\xff" * 8192)
                nvm[0:len(RECORD)] = RECORD
                nvm[i] = v
                assert not Store(nvm).found, (i, v)
    nvm = bytearray(b"\xff" * 8192)
    nvm[0:len(RECORD_FLETCHER)] = RECORD_FLETCHER
    store = Store(nvm)
    store.save("settings", b"pace=fast\n")
    assert nvm[4096] == 0x43 and load_all(nvm)[0] == b"pace=fast\n"


def test_a_record_of_nothing_at_all_is_a_good_record():
    """No settings, no statistics, no game (a first game ended before any
    setting was changed): four bytes of data, which must load, not read as
    damaged."""
    flash = Flash(BYTES)
    Store(flash).write(game=b"")
    store = Store(flash)
    assert store.found and not store.damaged and load_all(flash) == (None, None, None)
    assert (flash[3] << 8 | flash[4]) == 4


def test_parts_longer_than_their_record_make_it_damaged_though_its_checksum_holds():
    from engine.checksum import crc16 as checksum
    flash = Flash(BYTES)
    Store(flash).write(settings=b"a=1\n", stats=b"Red:1\n", game=b"PK1")
    bytearray.__setitem__(flash, 5, 0x0F)  # the settings' length, past the record's end
    c = checksum(flash, 5 + (flash[3] << 8 | flash[4]), 1)
    end = 5 + (flash[3] << 8 | flash[4])
    bytearray.__setitem__(flash, end, c >> 8)
    bytearray.__setitem__(flash, end + 1, c & 255)
    store = Store(flash)
    assert store.damaged and not store.found
    with pytest.raises(ValueError):
        store.load("settings")


def test_a_record_one_byte_too_long_for_its_buffer_is_refused_in_words():
    """write_in with a buffer one byte short of the record's 7 + n: the
    store says so (ValueError, "not saved" on the table), it does not
    run past the buffer's end (a held-out mutant: IndexError, the error
    screen)."""
    store = Store(bytearray(b"\xff" * 8192))
    n = 4 + store.prefix() + 10
    with pytest.raises(ValueError, match="too big"):
        store.write_in(bytearray(6 + n), n)
    assert store.write_in(bytearray(7 + n), n) is True
