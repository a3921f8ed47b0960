"""Saves: bytes with a version, lengths and a checksum; loading replays;
anything damaged is refused in plain words."""

import pytest

from engine.cribbage import Cribbage
from engine.rng import Rng
from engine.savegame import encode
from engine.savegame_load import decode, replay
from engine.trash import Trash


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
    k, o, s, seats, a = decode(data)
    assert (k, s, a) == (kind, 77, actions)
    assert replay(k, o, s, a).snapshot() == g.snapshot()


def test_every_kind_of_option_value_comes_back_as_it_was_saved():
    options = {"jokers": False, "muggins": True, "players": 4, "wild": "kings", "goal": 0}
    kind, back, seed, seats, actions = decode(encode("trash", options, 3, ["human"] * 4, b""))
    assert back == options and {k: type(v) for k, v in back.items()} == {k: type(v) for k, v in options.items()}


def test_a_game_too_big_for_the_save_format_is_refused_plainly():
    encode("trash", {"players": 8}, 1, ["human"] * 8, b"")  # the biggest table fits
    for opts, seats, actions in (({"players": 8}, ["human"] * 9, b""),
                                 ({"x": "y" * 260}, ["human"], b""),
                                 ({"players": 2}, ["human"] * 2, bytes(65536))):
        with pytest.raises(ValueError) as e:
            encode("trash", opts, 1, seats, actions)
        assert "too big to save" in str(e.value)


def test_damage_of_every_kind_is_refused_plainly():
    data = encode("trash", {"players": 2}, 5, ["human", "hard"], bytes([0, 0, 1]))
    for bad, words in ((data[:-3], "damaged"), (data[:6], "cut short"), (b"XX" + data[2:], "not a saved"),
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
    k, o, s, seats, a = decode(data)
    assert replay(k, o, s, a[:20]).snapshot() == g.snapshot()  # the legal part replays
    with pytest.raises(ValueError):
        replay(k, o, s, a)


# A save, as fixed bytes: written by this version, it must load in the next
# ones (a changed checksum or layout would call every save on every board
# damaged after an update).
SAVED = bytes.fromhex("504b020000000007126465616c65723d303b7461626c653d32703602000300067067725d941b7551")
# The same moment saved by version 1, before seeds were mixed: its seed now
# deals other cards, so its actions would not replay.
SAVED_V1 = bytes.fromhex("504b010000000007126465616c65723d303b7461626c653d3270360200030006445041588411d6bc")


def test_a_save_written_by_this_version_still_loads():
    kind, options, seed, seats, actions = decode(SAVED)
    assert (kind, seed, seats) == ("cribbage", 7, ["human", "hard"])
    assert options == {"table": "2p6", "dealer": 0}
    assert actions == bytes([112, 103, 114, 93, 148, 27])  # four cards laid away, a cut, a play
    assert encode(kind, options, seed, seats, actions) == SAVED
    game = replay(kind, options, seed, actions)
    assert game.actor == 0 and len(game.pile) == 1


def test_a_save_of_the_version_before_mixed_seeds_is_refused_as_another_version():
    with pytest.raises(ValueError) as e:
        decode(SAVED_V1)
    assert "another version (1)" in str(e.value)
