"""When the game is written, and what a resumed game does: a save is written
when a human has chosen (with the computers' moves before it), so flash
wears by the human choices only; a game resumed from whatever the flash
held when the power went carries on exactly as if it had never stopped."""

import pytest

from engine.cribbage import LAY_AWAY
from engine.savegame_load import decode
from tests.conftest import FIGURES
from tools.autoplay import play
from tools.flash_model import BYTES, Flash
from ui.session import Session
from ui.slots import GAME, Slots

TABLES = [
    ("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"]),
    ("cribbage", {"table": "3p", "target": 61}, ["hard", "human", "normal"]),
    ("cribbage", {"table": "4p", "target": 61}, ["human", "easy", "hard", "normal"]),
    ("trash", {"players": 3}, ["human", "hard", "hard"]),  # hard Trash remembers what it saw
]


def fresh(kind, options, seats, seed=21):
    flash = Flash(BYTES)
    return Session(kind, options, seats, seed, 0, game_slots=Slots(flash, GAME)), flash


@pytest.mark.parametrize("kind,options,seats", TABLES, ids=[t[0] + str(t[1]) for t in TABLES])
def test_a_game_resumed_from_any_moment_ends_as_if_never_stopped(kind, options, seats):
    whole = play(fresh(kind, options, seats)[0]).actions
    stops = 0
    for k in range(1, len(whole), 5):
        ss, flash = fresh(kind, options, seats)
        play(ss, stop_after=k)  # the power goes here
        data = Slots(flash, GAME).load()
        kind2, options2, seed, seats2, actions = decode(data)
        assert bytes(actions) == bytes(whole[:len(actions)])
        resumed = Session(kind2, options2, seats2, seed, 0, actions=actions)
        same_point = play(fresh(kind, options, seats)[0], stop_after=len(actions))
        assert memories(resumed) == memories(same_point)  # what the computers saw
        assert play(resumed).actions == whole, k
        stops += 1
    FIGURES.append("resume: %s %s stopped at %d moments, each resumed to the same %d-action game"
                   % (kind, seats, stops, len(whole)))


def memories(session):
    return [bytes(getattr(ai, "thrown", b"")) for ai in session.ai if ai is not None]


def test_the_game_is_written_when_a_human_has_chosen():
    ss, flash = fresh("cribbage", {"dealer": 1}, ["human", "hard"])
    assert flash.writes == 1  # the new game
    humans = 0
    while ss.game.actor is not None:
        before = flash.writes
        human = ss.human_turn()
        first_of_two = human and ss.game.phase == LAY_AWAY and not ss.view()["laid_away"]
        play(ss, stop_after=len(ss.actions) + 1)
        humans += human and not first_of_two  # two cards laid away: one choice
        wrote = flash.writes - before
        assert wrote == (1 if (human and not first_of_two) or ss.game.actor is None else 0)
    assert humans * 2 < len(ss.actions) and flash.writes <= humans + 2
    assert Slots(flash, GAME).load() is None  # a finished game is not offered


def test_between_two_humans_every_move_is_written():
    ss, flash = fresh("trash", {"players": 2}, ["human", "human"])
    play(ss)
    assert flash.writes == len(ss.actions) + 1


def test_a_save_that_cannot_be_written_is_said_and_play_goes_on():
    class Full(Flash):
        def __setitem__(self, key, value):
            raise OSError(28, "no room")
    ss = Session("trash", {"players": 2}, ["human", "hard"], 3, 0, game_slots=Slots(Full(BYTES), GAME))
    assert any(m[0] == "say" and m[1].startswith("not saved") for m in ss.messages)
    play(ss)
    assert ss.game.actor is None


def session_digest():
    """A hash of every action of seeded sessions between computers, each
    move made by Session.decide (dice from the seed, the seat and the move
    number)."""
    import hashlib
    h = hashlib.sha256()
    for kind, options, seats in TABLES:
        for seed in (1, 2 ** 30 + 7):  # a seed past 2**30 too (the board's random source)
            ss = Session(kind, options, ["normal" if s == "human" else s for s in seats], seed, 0)
            now = 0
            while ss.game.actor is not None:
                ss.skip()
                now += 1
                ss.tick(now)
            h.update(bytes(ss.actions))
    return h.hexdigest()[:16]


def test_the_computers_dice_are_those_of_the_last_version():
    """A computer's moves after the last write are made again on resume,
    from the same dice: if the dice changed with an update, a game saved
    before it would resume into another game. So they are pinned."""
    assert session_digest() == "cc2d31041920f50d"
