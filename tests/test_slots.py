"""Settings, statistics and the game in nvm, each a record in two slots
(ui.slots, ui.nvm_store), checked against models of how the flash is
really written (tools.flash_model): a power cut at any point of any write
leaves every record loadable, at its newest or previous version, on
byte-writable memory and on a board that erases 4 KB pages (nRF52840);
on the SAMD51, whose whole nvm is one erase block, what survives is
counted and printed."""

import pytest

from engine.savegame import encode
from engine.savegame_load import decode
from tests.conftest import FIGURES
from tools.flash_model import BYTES, NRF52840, SAMD51, Flash, PowerCut
from ui.nvm_store import NvmStore
from ui.slots import GAME, SETTINGS, STATS, Slots


def life():
    """The writes of a stretch of play: a game saved move by move, settings
    changed half way, the game ending, statistics, a second game."""
    ops = [("settings", b"pace=normal\nsound=on\n"), ("stats", b"Red games=0\n")]
    actions = bytes(range(64, 64 + 12))
    for n in range(0, 13, 2):
        ops.append(("game", encode("cribbage", {"table": "2p6"}, 7, ["human", "hard"], actions[:n])))
        if n == 6:
            ops.append(("settings", b"pace=fast\nsound=off\nleds=on\n"))
    ops += [("game", None), ("stats", b"Red games=1 wins=1\n")]
    for n in range(0, 5):
        ops.append(("game", encode("trash", {"players": 3}, 9, ["human", "hard", "easy"], bytes(range(n)))))
    return ops


def open_all(region):
    return NvmStore(region), Slots(region, GAME)


def apply(op, store, game):
    name, data = op
    if name == "game":
        game.save(data)
    else:
        store.save(name, data)


def load_all(region):
    store, game = open_all(region)
    return {"settings": quietly(store.load, "settings"), "stats": quietly(store.load, "stats"),
            "game": game.load()}


def quietly(load, name):
    try:
        return load(name)
    except ValueError:  # damaged: the app says so and starts afresh
        return None


def versions(ops):
    """For each op: every record's newest and previous version before it."""
    cur = {"settings": [None, None], "stats": [None, None], "game": [None, None]}
    out = []
    for name, data in ops:
        out.append({k: tuple(v) for k, v in cur.items()})
        if cur[name][0] != data:
            cur[name] = [data, cur[name][0]]
    return out, cur


def cuts(unit, step):
    """Run the life with the power cut at every `step` bytes of every write.
    Yields (record written, its new data, versions before, what loads)."""
    ops = life()
    before, _ = versions(ops)
    flash = Flash(unit)
    store, game = open_all(flash)
    for i, op in enumerate(ops):
        image = bytes(flash)
        writes = flash.writes
        apply(op, store, game)
        if flash.writes == writes:
            continue  # nothing changed, nothing written
        size = flash.programmed
        for at in range(0, size, step):
            cut = Flash(unit)
            cut.restore(image)
            cut.cut(0, at)
            s2, g2 = open_all(cut)
            with pytest.raises(PowerCut):
                apply(op, s2, g2)
            yield op[0], op[1], before[i], load_all(cut)


def test_the_slots_tile_the_8_kb_of_nvm_one_of_each_record_in_each_4_kb_page():
    """No slot overlaps another or crosses a page (a write to one must never
    erase or touch another's page on the nRF52840); page 1 mirrors page 0."""
    slots = sorted(s for rec in (SETTINGS, STATS, GAME) for s in rec)
    assert slots == [(0, 512), (512, 512), (1024, 3072), (4096, 512), (4608, 512), (5120, 3072)]
    for start, size in slots:
        assert start // 4096 == (start + size - 1) // 4096
    ends = [a + n for a, n in slots]
    assert all(end <= nxt for end, (nxt, _) in zip(ends, slots[1:])) and ends[-1] == 8192


def test_generations_wrap_and_of_two_at_most_one_is_newer():
    from ui.slots import _newer
    assert _newer(1, 0) and _newer(0, 0xFFFF) and _newer(5, 0xFFF0)  # across the wrap
    assert not _newer(0xFFFF, 0) and not _newer(3, 3)
    for a, b in ((0x8000, 0), (0, 0x8000), (0x7FFF, 0), (0x8001, 0), (1, 0x8001), (0x1234, 0x9234)):
        assert not (_newer(a, b) and _newer(b, a)), (a, b)  # never both, half the range apart too


def test_every_record_loads_its_newest_version():
    flash = Flash(NRF52840)
    store, game = open_all(flash)
    ops = life()
    for op in ops:
        apply(op, store, game)
    _, cur = versions(ops)
    assert load_all(flash) == {k: v[0] for k, v in cur.items()}


def test_nothing_changed_writes_nothing():
    flash = Flash(SAMD51)
    store, game = open_all(flash)
    store.save("settings", b"a=1\n")
    store.save("settings", b"a=1\n")
    assert flash.writes == 1


@pytest.mark.parametrize("unit,step", [(BYTES, 1), (NRF52840, 64)], ids=["bytes", "nrf52840"])
def test_a_cut_anywhere_leaves_every_record_at_its_newest_or_previous_version(unit, step):
    n = lost = 0
    for name, data, before, loaded in cuts(unit, step):
        n += 1
        for rec, (newest, previous) in before.items():
            ok = (newest, data) if rec == name else (newest, previous)
            assert loaded[rec] in ok, (rec, loaded[rec])
            lost += rec != name and loaded[rec] != newest
    if unit == BYTES:
        assert lost == 0  # nothing but the record written is touched
    if unit == BYTES:
        FIGURES.append("power cuts (byte-writable model): %d, at every byte of every write; every record "
                       "kept its newest or previous version" % n)
    else:
        FIGURES.append("power cuts (nRF52840 4 KB page model): %d, at every %d bytes of every write; every "
                       "record kept its newest or previous version (a record sharing the erased page fell "
                       "back to its previous one %d times)" % (n, step, lost))


def test_on_the_samd51_a_cut_during_the_block_erase_can_lose_everything():
    """The SAMD51's nvm is one erase block: no layout inside it survives a
    cut between the erase and the programming. What loads is still always a
    version the record really had, or nothing."""
    n = whole = 0
    lost = {"settings": 0, "stats": 0, "game": 0}
    for name, data, before, loaded in cuts(SAMD51, 512):
        n += 1
        fine = True
        for rec, (newest, previous) in before.items():
            assert loaded[rec] in (newest, previous, data if rec == name else newest, None)
            if loaded[rec] not in (newest, data if rec == name else newest):
                fine = False
                lost[rec] += 1
        whole += fine
    assert 0 < whole < n
    FIGURES.append("power cuts (SAMD51 8 KB block model): %d, at every 512-byte page; all records newest in %d, "
                   "a record older or gone in %d (settings %d, statistics %d, game %d)"
                   % (n, whole, n - whole, lost["settings"], lost["stats"], lost["game"]))


def test_slots_take_turns_and_a_finished_game_loads_as_nothing():
    flash = Flash(NRF52840)
    game = Slots(flash, GAME)
    a = encode("trash", {"players": 2}, 1, ["human", "hard"], b"\x01")
    b = encode("trash", {"players": 2}, 1, ["human", "hard"], b"\x01\x02")
    game.save(a)
    game.save(b)
    assert flash.erases == [1, 1]  # one write to each page
    assert Slots(flash, GAME).load() == b
    game.clear()
    assert Slots(flash, GAME).load() is None
    assert decode(b)[4] == b"\x01\x02"


def test_a_save_too_big_for_its_slot_is_refused_and_the_old_one_kept():
    flash = Flash(BYTES)
    game = Slots(flash, GAME)
    a = encode("trash", {"players": 2}, 1, ["human", "hard"], b"\x01")
    game.save(a)
    with pytest.raises(ValueError):
        game.save(b"x" * 4000)
    assert Slots(flash, GAME).load() == a


def test_a_damaged_region_loads_as_nothing():
    flash = Flash(BYTES)
    store, game = open_all(flash)
    for op in life()[:6]:
        apply(op, store, game)
    for i in range(len(flash)):
        bytearray.__setitem__(flash, i, 0x47 if i % 2 else 0x00)
    assert load_all(flash) == {"settings": None, "stats": None, "game": None}


def test_damaged_settings_and_statistics_are_said_and_reset():
    from ui.prefs import Prefs
    from ui.stats import FIELDS, Stats
    flash = Flash(BYTES)
    store = NvmStore(flash)
    Prefs(store).cycle("pace")
    st = Stats(store)
    st.rows["Red"] = [1] * len(FIELDS)
    st.save()
    assert Prefs(NvmStore(flash)).get("pace") != "normal" and not Stats(NvmStore(flash)).problem
    for rec in (SETTINGS, STATS):
        for start, size in rec:
            bytearray.__setitem__(flash, start + 6, flash[start + 6] ^ 0x55)
    prefs, stats = Prefs(NvmStore(flash)), Stats(NvmStore(flash))
    assert prefs.problems and prefs.get("pace") == "normal"
    assert stats.problem == "statistics were damaged: reset" and stats.rows == {}


def test_a_write_of_the_wrong_length_is_refused_as_on_the_board():
    """microcontroller.nvm refuses a slice and a value of different lengths;
    the flash model must too, or such a bug passes on CPython."""
    import pytest

    from tools.flash_model import SAMD51, Flash
    flash = Flash(SAMD51)
    with pytest.raises(ValueError):
        flash[0:4] = b"abc"
    flash[0:3] = b"abc"
    assert bytes(flash[0:3]) == b"abc"


# Settings and statistics records as fixed bytes, as this version writes
# them into nvm: the next versions must read them (a changed record layout
# or checksum would reset every board's settings and statistics).
SETTINGS_RECORD = bytes.fromhex("470001000e763d310a706163653d736c6f770a92a6")
STATS_RECORD = bytes.fromhex("470001002a5265643a312c312c302c302c302c302c332c32342c322c392c352c"
                             "31322c31362c302c302c302c302c308f89")


def test_settings_and_statistics_written_by_this_version_still_load():
    from ui.nvm_store import NvmStore
    from ui.prefs import Prefs
    from ui.stats import Stats
    nvm = bytearray(b"\xff" * 8192)
    nvm[0:len(SETTINGS_RECORD)] = SETTINGS_RECORD
    nvm[512:512 + len(STATS_RECORD)] = STATS_RECORD
    store = NvmStore(nvm)
    prefs = Prefs(store)
    assert prefs.get("pace") == "slow" and not prefs.problems
    st = Stats(store)
    assert st.get("Red", "games") == 1 and st.get("Red", "hand_points") == 24
    assert st.get("Red", "best") == 16 and not st.problem


@pytest.mark.parametrize("game", ["cribbage", "trash"])
def test_each_rule_in_the_menus_starts_at_the_engines_default_and_offers_only_what_it_allows(game):
    """A new device plays the rules as written (the engine's defaults), and
    every value a menu can choose is one the engine accepts; both values of
    each on/off rule can be chosen."""
    from engine.cribbage import OPTIONS as CRIB
    from engine.trash import OPTIONS as TRASH
    from ui.prefs import RULES, Prefs
    engine = CRIB if game == "cribbage" else TRASH
    options = Prefs().options(game)
    for key, _, allowed in RULES[game]:
        default, allowed_by_engine = engine[key]
        assert options[key] == default, key
        if isinstance(allowed_by_engine, tuple):
            assert set(allowed) <= set(allowed_by_engine), key
        else:
            assert all(allowed_by_engine[0] <= v <= allowed_by_engine[1] for v in allowed), key
        if type(default) is bool:
            assert list(allowed) == [False, True], key
        assert len(set(allowed)) == len(allowed), key  # no value twice, so none left out


def test_the_setup_shows_a_seat_for_each_player_of_the_table():
    from engine.cribbage import TABLES
    from ui.prefs import RULES, seats_at
    assert {t: seats_at("cribbage", t) for t in RULES["cribbage"][0][2]} == {t: TABLES[t][0] for t in TABLES}
    assert [seats_at("trash", n) for n in RULES["trash"][0][2]] == list(range(2, 9))


def test_a_save_that_fills_its_slot_exactly_loads_and_one_byte_more_is_refused():
    flash = Flash(BYTES)
    slots = Slots(flash, GAME)
    room = GAME[0][1] - 7  # header and checksum
    data = bytes(range(256)) * (room // 256) + bytes(room % 256)
    slots.save(data)
    assert Slots(flash, GAME).load() == data
    with pytest.raises(ValueError):
        slots.save(data + b"x")
    assert Slots(flash, GAME).load() == data


class DictStore(dict):
    def load(self, name):
        return self.get(name)

    def save(self, name, data):
        self[name] = data


def test_each_damaged_setting_is_reported_and_only_it_goes_back_to_its_default():
    from ui.prefs import Prefs, defaults
    text = ("v=1\nsound=off\npace=loud\nleds=on=off\ncrib_seats=human,robot,hard,hard\n"
            "trash_seats=human,easy\nfour_colour=on\nmuggins=True\nnonsense\n")
    p = Prefs(DictStore(settings=text.encode()))
    expected = defaults()
    expected.update(sound="off", four_colour="on", muggins=True)  # the good lines are kept
    assert p.values == expected
    assert p.problems == ["setting pace=loud is not allowed; using the default",
                          "setting leds=on=off is not allowed; using the default",
                          "setting crib_seats was damaged; using the default",
                          "setting trash_seats was damaged; using the default"]


def test_the_settings_take_effect():
    from ui.prefs import Prefs

    class Art:
        def four_colour(self, on):
            self.on = on

    class App:
        art, sound, leds, session = Art(), type("S", (), {})(), None, None
    p = Prefs(DictStore())
    for four, sound, pace, ms in (("on", "off", "fast", 350), ("off", "on", "instant", 0)):
        p.values.update(four_colour=four, sound=sound, pace=pace)
        app = App()
        p.apply(app)
        assert (app.art.on, app.sound.enabled, app.pace_ms) == (four == "on", sound == "on", ms)
