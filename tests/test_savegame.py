"""Saves: bytes with a version, lengths and a CRC; loading replays;
anything damaged is refused in plain words, and only with ValueError."""

import pytest

from engine import savegame, savegame_load
from engine.cribbage import Cribbage
from engine.rng import Rng
from engine.checksum import crc16
from engine.trash import Trash
from ui import games
from ui.saved import named

# the save names its game by its number in the games' registry (ui.games):
# these read and write it by name, as the app does
ENGINES = {"cribbage": Cribbage, "trash": Trash}


def encode(kind, *args, **kw):
    return savegame.encode(games.GAMES.index(kind), *args, **kw)


def decode(data):
    parts = savegame_load.decode(data)
    return (named(parts[0]),) + parts[1:]


def replay(kind, *args):
    return savegame_load.replay(ENGINES[kind], *args)


def load(data):
    """Checked against its game's rules, the game named as the title does
    (ui.saved.find): a damaged save or an unknown game, ValueError."""
    return savegame_load.load(data, ENGINES[named(savegame_load.decode(data)[0])])


def played(game, n, seed=1):
    pick = Rng(seed)
    actions = bytearray()
    while game.actor is not None and len(actions) < n:
        legal = game.legal()
        actions.append(legal[pick.below(len(legal))])
        game.apply(actions[-1])
    return bytes(actions)


@pytest.mark.parametrize("kind, options", [
    ("cribbage", {"table": "3p", "muggins": True, "target": 61, "dealer": -1}),
    ("trash", {"players": 5, "jokers": True, "wild": "kings"}),
])
def test_a_save_replays_to_the_same_state(kind, options):
    g = (Cribbage if kind == "cribbage" else Trash)(options, 77)
    actions = played(g, 150)
    data = encode(kind, options, 77, ["human", "hard", "easy"][:g.n] + ["normal"] * (g.n - 3), actions)
    k, o, s, seats, a, _, _ = decode(data)
    assert (k, s, a) == (kind, 77, actions)
    assert replay(k, o, s, a).snapshot() == g.snapshot()


def test_every_kind_of_option_value_comes_back_as_it_was_saved():
    options = {"jokers": False, "muggins": True, "players": 4, "wild": "kings", "goal": 0}
    kind, back, seed, seats, actions, _, _ = decode(encode("trash", options, 3, ["human"] * 4, b""))
    assert back == options and {k: type(v) for k, v in back.items()} == {k: type(v) for k, v in options.items()}


def test_a_game_too_big_for_the_save_format_is_refused_plainly():
    encode("trash", {"players": 8}, 1, ["human"] * 8, b"")  # the biggest table fits
    assert len(decode(encode("trash", {"players": 2}, 1, ["human"] * 2, bytes(65535)))[4]) == 65535  # (2 bytes)
    widest = {"x": "y" * 253}  # "x=yyy...": 255 bytes of options, as many as their length's byte holds
    assert decode(encode("trash", widest, 1, ["human"], b""))[1] == widest
    for opts, seats, actions in (({"players": 8}, ["human"] * 9, b""),
                                 ({"x": "y" * 260}, ["human"], b""),
                                 ({"players": 2}, ["human"] * 2, bytes(65536))):
        with pytest.raises(ValueError) as e:
            encode("trash", opts, 1, seats, actions)
        assert "too big to save" in str(e.value)


def test_damage_of_every_kind_is_refused_plainly():
    data = encode("trash", {"players": 2}, 5, ["human", "hard"], bytes([0, 0, 1]))
    for bad, words in ((data[:-3], "damaged"), (data[:6], "cut short"), (data[:13], "cut short"),
                       (b"XX" + data[2:], "not a saved"),
                       (data[:2] + b"\x09" + data[3:], "another version"), (None, "missing")):
        with pytest.raises(ValueError) as e:
            decode(bad)
        assert words in str(e.value)
    for i in range(len(data)):  # any one byte changed is caught
        broken = bytearray(data)
        broken[i] ^= 0x5A
        with pytest.raises(ValueError):
            decode(bytes(broken))


@pytest.mark.parametrize("kind, options", [("trash", {"players": 2}), ("cribbage", {"table": "2p6"})])
def test_an_action_list_is_replayed_up_to_an_impossible_action_and_refused_there(kind, options):
    """Every action of a save is checked by the rules in turn: a save whose
    actions are legal for 20 moves and then not is refused, at that move."""
    g = (Cribbage if kind == "cribbage" else Trash)(options, 5)
    actions = played(g, 20)
    assert len(actions) == 20 and g.actor is not None
    wrong = next(a for a in range(256) if a not in g.legal())
    data = encode(kind, options, 5, ["human", "hard"], actions + bytes([wrong]))
    k, o, s, seats, a, _, _ = decode(data)
    assert replay(k, o, s, a[:20]).snapshot() == g.snapshot()  # the legal part replays
    with pytest.raises(ValueError):
        replay(k, o, s, a)


# A save, as fixed bytes: written by this version, it must load in the next
# ones (a changed check or layout would call every save on every board
# damaged after an update).
SAVED = bytes.fromhex("504b040000000007126465616c65723d303b7461626c653d32703602000300067067725d941b000000aa9a")
# The same moment with its last action (the play) still being told, one of
# its events told: untold 1, told 1.
SAVED_UNTOLD = bytes.fromhex("504b040000000007126465616c65723d303b7461626c653d32703602000300067067725d941b0100018d8b")
# The same moment saved by version 3, before how far the telling got: still read.
SAVED_V3 = bytes.fromhex("504b030000000007126465616c65723d303b7461626c653d32703602000300067067725d941be377")
# The same moment saved by version 2, checked by a sum (Fletcher-16) that
# could not tell 0x00 from 0xFF: reported as from another version.
SAVED_V2 = bytes.fromhex("504b020000000007126465616c65723d303b7461626c653d32703602000300067067725d941b7551")
# The same moment saved by version 1, before seeds were mixed: its seed now
# deals other cards, so its actions would not replay.
SAVED_V1 = bytes.fromhex("504b010000000007126465616c65723d303b7461626c653d3270360200030006445041588411d6bc")


def test_a_save_written_by_this_version_still_loads():
    kind, options, seed, seats, actions, _, _ = decode(SAVED)
    assert (kind, seed, seats) == ("cribbage", 7, ["human", "hard"])
    assert options == {"table": "2p6", "dealer": 0}
    assert actions == bytes([112, 103, 114, 93, 148, 27])  # four cards laid away, a cut, a play
    assert encode(kind, options, seed, seats, actions) == SAVED
    game = replay(kind, options, seed, actions)
    assert game.actor == 0 and len(game.pile) == 1


def test_a_save_of_version_3_still_loads_with_everything_told():
    assert decode(SAVED_V3) == decode(SAVED)[:5] + (0, 0)


def test_a_save_written_in_the_middle_of_a_telling_replays_as_told_before_its_last_action():
    kind, options, seed, seats, actions, untold, told = decode(SAVED_UNTOLD)
    assert (untold, told) == (1, 1) and decode(SAVED)[:5] == (kind, options, seed, seats, actions)
    assert encode(kind, options, seed, seats, actions, untold=1, told=1) == SAVED_UNTOLD
    before = replay(kind, options, seed, actions, untold)
    assert before.pile == [] and replay(kind, options, seed, actions).pile != []
    for at, bad in ((-3, len(actions) + 1), (-3, 0)):  # more actions untold than it holds; told of none
        body = bytearray(SAVED_UNTOLD[:-2])
        body[at] = bad
        c = crc16(body, len(body))
        with pytest.raises(ValueError):
            decode(bytes(body) + bytes((c >> 8, c & 255)))


def test_a_save_of_the_version_before_mixed_seeds_is_refused_as_another_version():
    with pytest.raises(ValueError) as e:
        decode(SAVED_V1)
    assert "another version (1)" in str(e.value)


def test_a_save_of_the_version_before_the_crc_is_refused_as_another_version():
    with pytest.raises(ValueError) as e:
        decode(SAVED_V2)
    assert "another version (2)" in str(e.value)


# --- saves that cannot be fooled (issue #37) ---------------------------------------
def real_saves():
    """Saves of games in play on every table of both games, at several
    moments (a fresh game too)."""
    out = []
    tables = [("cribbage", {"table": t, "dealer": -1}, n) for t, n in
              (("2p6", 2), ("2p5", 2), ("3p", 3), ("4p", 4))]
    tables += [("trash", {"players": n}, n) for n in (2, 4, 8)]
    for k, (kind, options, n) in enumerate(tables):
        for moves in (0, 7, 60):
            g = (Cribbage if kind == "cribbage" else Trash)(options, 1000 + k)
            actions = played(g, moves, seed=k)
            out.append(encode(kind, options, 1000 + k, (["human", "hard", "normal", "easy"] * 2)[:n],
                              actions))
    return out


def test_a_byte_turned_to_00_or_ff_is_caught_where_the_sum_let_it_pass():
    """D4: erased flash reads 0xFF, and a sum mod 255 cannot tell 0x00 from
    0xFF: a save with no actions yet loaded as another fresh game. The CRC
    refuses every byte set to 0x00 or 0xFF, and every run of 0xFF over the
    end (a write torn by a power cut)."""
    data = encode("cribbage", {"table": "2p6"}, 1000, ["human", "hard"], b"")
    for i in range(len(data)):
        for v in (0x00, 0xFF):
            if data[i] != v:
                broken = bytearray(data)
                broken[i] = v
                with pytest.raises(ValueError):
                    decode(bytes(broken))
    for start in range(len(data)):
        with pytest.raises(ValueError):
            decode(data[:start] + b"\xff" * (len(data) - start))


def test_bytes_whose_lengths_run_past_their_end_are_refused_as_damaged():
    """D1: lengths that point past the record raise ValueError, not
    IndexError, even where the check holds; and not bytes at all is said."""
    from engine.checksum import crc16
    with pytest.raises(ValueError):
        decode(bytes.fromhex("504b02010000000064706c61796572733d326675"))  # the audit's own
    body = bytearray(bytes.fromhex("504b03010000000064706c61796572733d3266"))  # n_opts 100: past the end
    c = crc16(body)
    with pytest.raises(ValueError) as e:
        decode(bytes(body) + bytes((c >> 8, c & 255)))
    assert "past its end" in str(e.value)
    good = bytes(encode("trash", {"players": 2}, 5, ["human", "hard"], bytes([0, 0, 1])))
    at = 9 + good[8]  # the seats' count, after the options
    assert good[at] == 2 and len(good) - 2 - (at + 1) == 10  # 10 bytes after it, before the check
    for seats in (9, 10, 200):  # no room left for the actions' count (2 bytes): past the end
        bad = bytearray(good)
        bad[at] = seats
        c = crc16(bad, len(bad) - 2)  # (the check made good again)
        bad[-2:] = bytes((c >> 8, c & 255))
        with pytest.raises(ValueError) as e:
            decode(bytes(bad))
        assert "past its end" in str(e.value), seats
    for bad in ("PK\x03", 42, [80, 75]):
        with pytest.raises(ValueError) as e:
            decode(bad)
        assert "bytes" in str(e.value)


def test_fuzz_any_bytes_at_all_load_or_are_refused_with_value_error():
    """50,000 random mutations and truncations of real saves (seeded): a
    byte or a few changed, set to 0x00 or 0xFF, runs of 0xFF, cut short,
    grown, two bytes swapped. Loading raises only ValueError; what loads is
    playable (its seats fit its table, its actions replayed by the rules).
    Figures: how many were accepted, and what refused the rest."""
    from tests.conftest import FIGURES
    saves = real_saves()
    pick = Rng(20261202)
    refused, accepted, same = {}, 0, 0
    for trial in range(50000):
        data = bytearray(saves[trial % len(saves)])
        kind = pick.below(7)
        if kind == 0:  # a byte anything
            data[pick.below(len(data))] = pick.below(256)
        elif kind == 1:  # a byte to 0x00 or 0xFF
            data[pick.below(len(data))] = 255 * pick.below(2)
        elif kind == 2:  # a run of erased flash
            at = pick.below(len(data))
            run = min(len(data) - at, 1 + pick.below(16))
            data[at:at + run] = b"\xff" * run
        elif kind == 3:  # cut short
            del data[pick.below(len(data)):]
        elif kind == 4:  # grown
            data += bytes(pick.below(256) for _ in range(1 + pick.below(8)))
        elif kind == 5:  # two bytes swapped
            i, j = pick.below(len(data)), pick.below(len(data))
            data[i], data[j] = data[j], data[i]
        else:  # a few bytes anything
            for _ in range(2 + pick.below(4)):
                data[pick.below(len(data))] = pick.below(256)
        if bytes(data) in saves:
            same += 1
            continue
        try:
            kind_, options, seed, seats, actions, _, _, game = load(bytes(data))
        except ValueError as e:
            words = str(e).split("(")[0].split(":")[0]
            refused[words] = refused.get(words, 0) + 1
            continue
        accepted += 1  # (one the CRC lets through by chance: 1 in 65,536) only if the rules take it
        assert len(seats) == game.n
    FIGURES.append("save fuzz: 50,000 mutations of %d real saves, %d unchanged by chance; accepted %d; refused: %s"
                   % (len(saves), same, accepted, ", ".join("%s %d" % kv for kv in sorted(refused.items()))))


def test_a_save_whose_seats_do_not_fit_its_table_is_not_offered():
    """D5: one seat for a four-player table decoded, and the title offered
    it, and resuming it crashed. It is checked against the rules first:
    refused as damaged, and the title offers no resume. Too many seats
    likewise."""
    for seats, words in ((["human"], "1 seats for a table of 4"), (["human"] * 5, "5 seats for a table of 4")):
        with pytest.raises(ValueError) as e:
            load(encode("cribbage", {"table": "4p"}, 9, seats, b""))
        assert words in str(e.value)
    assert load(encode("cribbage", {"table": "4p"}, 9, ["human"] * 4, b""))[7].n == 4


def test_bytes_after_the_actions_are_refused_even_under_a_good_check():
    from engine.checksum import crc16
    good = encode("trash", {"players": 2}, 5, ["human", "hard"], bytes([0, 0, 1]))
    for extra in (b"\x00", b"\x07\x07"):
        body = good[:-2] + extra
        c = crc16(body)
        with pytest.raises(ValueError) as e:
            decode(body + bytes((c >> 8, c & 255)))
        assert "wrong length" in str(e.value)


def test_a_save_the_title_cannot_play_is_reported_and_not_offered(tmp_path):
    from tests.test_ui import make
    app, display, runner = make(tmp_path)
    app.store.write(game=encode("cribbage", {"table": "4p"}, 9, ["human"], b""))
    app2, _, _ = make(tmp_path)
    assert app2.saved_text == "" and app2.notice == "saved game unreadable"
    assert not any(r[0].startswith("Resume") for r in app2.current.rows)


def test_every_seed_a_game_takes_comes_back_from_its_save_and_deals_its_own_game():
    """D2, D3: seeds are 0 .. 2**30-1: each deals its own game (0 and
    2**30-1 dealt alike) and comes back whole from a save; a seed past them
    is refused rather than cut to 32 bits by the save."""
    top = 2 ** 30 - 1
    deals = {}
    for seed in (0, 1, top - 1, top, 2 ** 29):
        g = Cribbage({"dealer": 0}, seed)
        deals[seed] = tuple(g.hands[0])
        k, o, s, seats, a, _, _ = decode(encode("cribbage", {"dealer": 0}, seed, ["human", "hard"], b""))
        assert s == seed and tuple(replay(k, o, s, a).hands[0]) == deals[seed]
    assert len(set(deals.values())) == len(deals)
    for seed in (2 ** 30, 2 ** 32, 2 ** 32 + 1000, -1):
        for make_game in (lambda s: Cribbage({}, s), lambda s: Trash({}, s)):
            with pytest.raises(ValueError):
                make_game(seed)


@pytest.mark.parametrize("game, constants", [
    (lambda: Cribbage({"table": "2p6", "match": 3}, 4),
     {"options", "n", "sides", "target", "seed", "opening", "per_hand", "lay_per", "pack_to_crib", "rng"}),
    (lambda: Trash({"players": 3}, 4),
     {"options", "n", "seed", "opening", "_wild_lo", "_wild_hi", "_pack_size", "rng"}),
])
def test_a_snapshot_holds_everything_that_decides_the_rest_of_the_game(game, constants):
    """Every attribute of a game is in its snapshot or a constant of its
    options; and two games equal but for what the snapshot once left out
    (Cribbage's next dealer, Trash's fresh hand) have other snapshots and
    play on otherwise."""
    import copy
    g = game()
    played(g, 40)
    assert set(vars(g)) - constants == set(type(g).STATE)
    other = copy.deepcopy(g)
    if isinstance(g, Cribbage):
        other.next_dealer = 1 - g.next_dealer
    else:
        other.fresh = not g.fresh
    assert other.snapshot() != g.snapshot()


def test_two_cribbage_games_with_equal_snapshots_start_the_next_game_alike():
    import copy
    from engine.cribbage import BETWEEN, NEXT_GAME
    g = Cribbage({"table": "2p6", "match": 3, "target": 61, "dealer": 0}, 12)
    pick = Rng(3)
    while g.phase != BETWEEN:
        legal = g.legal()
        g.apply(legal[pick.below(len(legal))])
    other, changed = copy.deepcopy(g), copy.deepcopy(g)
    changed.next_dealer = 1 - g.next_dealer
    assert other.snapshot() == g.snapshot() and changed.snapshot() != g.snapshot()
    told = g.apply(NEXT_GAME)
    assert other.apply(NEXT_GAME) == told and changed.apply(NEXT_GAME) != told


def test_a_save_of_a_game_this_device_does_not_have_is_refused_by_that_name_not_as_damaged(tmp_path, capsys):
    """A save names its game by its number in the registry (ui.games): one
    past the games here (a device with a third game) is not offered, and
    the console says why, not "damaged"."""
    from tests.test_ui import make
    app, display, runner = make(tmp_path)
    app.store.write(game=savegame.encode(len(games.GAMES), {"players": 2}, 9, ["human", "hard"], b""))
    capsys.readouterr()
    app2, _, _ = make(tmp_path)
    said = capsys.readouterr().out
    assert app2.saved_text == "" and app2.notice == "saved game unreadable"
    assert "a game this device does not have (number 2)" in said and "damaged" not in said
    with pytest.raises(ValueError) as e:
        named(len(games.GAMES))
    assert "does not have" in str(e.value)
    assert [named(i) for i in range(len(games.GAMES))] == list(games.GAMES)
