"""A game's record (ui.session: the store's record, the save's opening,
every action, and the bytes a save needs behind them) always holds a
whole save: no checkpoint of a long game is refused, and a Trash game of
many players never grows its record in the middle of play."""

import pytest

from tests.conftest import FIGURES
from ui import session as S
from ui.session import Session
from ui.store import Store


def flash():
    return Store(bytearray(b"\xff" * 8192))


def play_with_a_checkpoint_at_every_action(kind, options, seats, seed, games=1):
    """The whole game, computers at every seat, written after every action
    (a pause at every moment); (the session, every word the device said of
    its own, the record's sizes seen)."""
    ss = Session(kind, options, seats, seed, 0, store=flash())
    said, sizes, seen = [], {len(ss.rec)}, 0
    while ss.game.actor is not None and getattr(ss.game, "game_no", 1) <= games:
        ss.apply(ss.decide(ss.game.actor))
        ss.checkpoint()
        sizes.add(len(ss.rec))
        said += [m[1] for m in ss.teller.messages[seen:] if m[0] == "say"]
        seen = len(ss.teller.messages)
    return ss, said, sizes


@pytest.mark.parametrize("players,seed", [(6, 3), (8, 1), (8, 4)])
def test_every_checkpoint_of_a_long_trash_game_is_written_and_the_record_never_grows(players, seed):
    ss, said, sizes = play_with_a_checkpoint_at_every_action("trash", {"players": players}, ["easy"] * players,
                                                             seed)
    assert said == [], said[:3]  # ("not saved: 798 bytes: too b..." once, at action 761 of 6 players)
    assert len(sizes) == 1, sorted(sizes)  # made with room for the whole game: never grown mid-game
    assert ss.store.writes > ss.acted  # (written at every action and every hand's start)
    FIGURES.append("record room: Trash %d players, seed %d: %d actions in a record of %d bytes, never grown"
                   % (players, seed, ss.acted, len(ss.rec)))


@pytest.mark.parametrize("table,players", [("2p6", 2), ("2p5", 2), ("3p", 3), ("4p", 4)])
def test_a_cribbage_match_of_four_games_with_muggins_never_grows_its_record(table, players):
    ss, said, sizes = play_with_a_checkpoint_at_every_action(
        "cribbage", {"table": table, "muggins": True, "match": 9}, ["easy"] * players, 7, games=4)
    assert said == [] and len(sizes) == 1, (said[:3], sorted(sizes))
    assert ss.game.game_no > 4 or ss.game.actor is None
    FIGURES.append("record room: Cribbage %s with muggins, 4 games of a match: %d actions in a record of %d "
                   "bytes, never grown" % (table, ss.acted, len(ss.rec)))


@pytest.mark.parametrize("kind,options,players", [("trash", {"players": 3}, 3), ("cribbage", {"table": "2p6"}, 2)])
def test_a_record_grown_past_its_room_still_holds_every_save(monkeypatch, kind, options, players):
    """Past the room made at the start (a long match), the record grows:
    each size it passes through keeps room for a save behind the actions
    (a REDEAL at a hand's start included)."""
    from ui.games import rules as face
    rules = face(kind)
    monkeypatch.setattr(rules, "actions_room", lambda game: 3)
    ss, said, sizes = play_with_a_checkpoint_at_every_action(kind, options, ["hard"] * players, 11)
    assert said == [], said[:3]
    assert len(sizes) >= 2, sorted(sizes)
