"""When the game is written, and what a resumed game does (ui.session,
ui.session_resume, ui.teller: how far the telling got): the game is
written at checkpoints only (each hand's start, the pause menu, the title,
a human decision left 20 s, the game's end), so flash wears by the hand; a
game resumed from a mid-hand checkpoint carries on exactly as if it had
never stopped, and one resumed from a hand's start deals that hand afresh
(its cards were seen), the new deal recorded so that the save replays."""

import pytest

from engine.savegame_load import decode
from ui.games import GAMES
from tests.conftest import FIGURES
from tools.autoplay import play
from tools.flash_model import BYTES, NRF52840, SAMD51, Flash, PowerCut
from ui.session import IDLE_MS, REDEAL, Session
from ui.store import Store

TABLES = [
    ("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"]),
    ("cribbage", {"table": "3p", "target": 61}, ["hard", "human", "normal"]),
    ("cribbage", {"table": "4p", "target": 61}, ["human", "easy", "hard", "normal"]),
    ("trash", {"players": 3}, ["human", "hard", "hard"]),  # hard Trash remembers what it saw
]


def fresh(kind, options, seats, seed=21):
    flash = Flash(BYTES)
    return Session(kind, options, seats, seed, 0, store=Store(flash)), flash


def saved(flash):
    """The save's parts, its game by name (ui.games), as the app reads it."""
    parts = decode(Store(flash).load("game"))
    return (GAMES[parts[0]],) + parts[1:]


def resumed(flash):
    kind, options, seed, seats, actions, untold, told = saved(flash)
    return Session(kind, options, seats, seed, 0, store=Store(flash), actions=actions, telling=(untold, told))


@pytest.mark.parametrize("kind,options,seats", TABLES, ids=[t[0] + str(t[1]) for t in TABLES])
def test_a_game_paused_at_any_moment_resumes_to_the_same_end(kind, options, seats):
    whole = play(fresh(kind, options, seats)[0]).actions
    stops = 0
    for k in range(1, len(whole), 5):
        ss, flash = fresh(kind, options, seats)
        play(ss, stop_after=k)
        ss.save()  # the pause menu; then the power goes
        actions = saved(flash)[4]
        assert bytes(actions) == bytes(whole[:k])
        again = resumed(flash)
        same_point = play(fresh(kind, options, seats)[0], stop_after=k)
        assert memories(again) == memories(same_point)  # what the computers saw
        assert ("say", "game resumed", 1200, None) in again.teller.messages
        assert play(again).actions == whole, k
        stops += 1
    FIGURES.append("resume: %s %s paused at %d moments, each resumed to the same %d-action game"
                   % (kind, seats, stops, len(whole)))


@pytest.mark.parametrize("kind,options,seats", TABLES, ids=[t[0] + str(t[1]) for t in TABLES])
def test_a_power_cut_resumes_at_the_start_of_the_hand_with_a_fresh_deal(kind, options, seats):
    """Cut at any moment: the save is the hand's start, it ends with REDEAL;
    resumed, the game is the live one up to that hand, dealt again (not the
    hand the player saw), with a notice: after the show before it, told
    again (it was being told when the save was written), or at once; the
    next save deals afresh again (the resumed deal was seen too)."""
    whole = play(fresh(kind, options, seats)[0]).actions
    for k in range(3, len(whole), 23):
        ss, flash = fresh(kind, options, seats)
        play(ss, stop_after=k)  # the power goes here
        actions = bytes(saved(flash)[4])
        if not actions:  # still the cut for the first deal: no card seen, nothing to deal again
            assert kind == "cribbage" and "dealer" not in options and ss.game.hand_no == 0
            continue
        assert actions[-1] == REDEAL and actions[:-1] == bytes(whole[:len(actions) - 1])
        live_hand = seen(play(fresh(kind, options, seats)[0], stop_after=len(actions) - 1))
        again = resumed(flash)
        said = notices(again)
        assert said == ["hand lost: dealt again"] or len(said) == 2 and said[0] == "game resumed" and (
            said[1].endswith("dealt afresh")), said
        assert seen(again) != live_hand
        assert bytes(saved(flash)[4]) == actions + bytes((REDEAL,))
        assert seen(resumed(flash)) not in (live_hand, seen(again))
        assert play(again).game.actor is None


def notices(session):
    """The device's own words still to tell, and a hand dealt afresh's."""
    return [m[1] if m[0] == "say" else session.rules.event_words(m, session.names)[0]
            for m in session.teller.messages if m[0] in ("say", "redeal")]


def seen(session):
    """Every hand's cards as dealt."""
    g = session.game
    if session.kind == "cribbage":
        return [tuple(h) for h in g.hands]
    return [bytes(d) for d in g.down]


def memories(session):
    return [bytes(getattr(ai, "thrown", b"")) for ai in session.ai if ai is not None]


@pytest.mark.parametrize("seats", [["human", "hard"], ["human", "human"]])
def test_the_game_is_written_at_each_hand_s_start_and_its_end_only(seats):
    ss, flash = fresh("cribbage", {"dealer": 1}, seats)
    store = ss.store
    assert flash.writes == 1  # the new game, dealt: its first hand's start
    hands = 1
    while ss.game.actor is not None:
        before = flash.writes
        hand = (ss.game.game_no, ss.game.hand_no)
        play(ss, stop_after=len(ss.actions) + 1)
        new_hand = ss.game.actor is not None and (ss.game.game_no, ss.game.hand_no) != hand
        hands += new_hand
        assert flash.writes - before == new_hand
    from ui.stats import Stats
    Stats(store).record(ss)  # the app at the game's end: the statistics, and the game let go
    assert flash.writes == hands + 1 and Store(flash).load("game") is None


def test_a_decision_left_20_seconds_is_written_once():
    ss, flash = fresh("cribbage", {"dealer": 1}, ["human", "hard"])
    play(ss, stop_after=len(ss.actions) + 1)
    while not ss.human_turn():
        play(ss, stop_after=len(ss.actions) + 1)
    ss.skip()
    writes = flash.writes
    for now in range(100000, 100000 + IDLE_MS, 1000):
        ss.tick(now)
    assert flash.writes == writes  # not yet
    for now in range(100000 + IDLE_MS, 100000 + 5 * IDLE_MS, 1000):
        ss.tick(now)
    assert flash.writes == writes + 1
    assert bytes(saved(flash)[4]) == bytes(ss.actions)  # as it stands: a resume continues exactly


def test_a_save_that_cannot_be_written_is_said_and_play_goes_on():
    class Refusing(Flash):  # (as the binding raises: shared-bindings/nvm/ByteArray.c)
        def __setitem__(self, key, value):
            raise RuntimeError("Unable to write to nvm.")
    ss = Session("trash", {"players": 2}, ["human", "hard"], 3, 0, store=Store(Refusing(BYTES)))
    assert any(m[0] == "say" and m[1] == "saving is off" for m in ss.teller.messages)
    play(ss)
    assert ss.game.actor is None


def session_digest():
    """A hash of every action of seeded sessions between computers, each
    move made by Session.decide (dice from the seed, the seat and the move
    number)."""
    import hashlib
    h = hashlib.sha256()
    for kind, options, seats in TABLES:
        for seed in (1, 2 ** 29 + 7):  # a large seed too (the board's random source gives 0 .. 2**29-1)
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
    before it would resume into another game. So they are pinned. (Changed
    on purpose with issue #14, when hard came to search the play and then to
    value a keep for its play, to search more deals in its budget, and to
    play for the game near its end, and to weigh its deals by what a careful
    player would have laid: the dice are the same, hard's moves are not; a
    save keeps every action written, and only the moves made after the last
    write are made anew. Issue #37 took seeds past 2**30 out of the game:
    the large seed here became 2**29 + 7, whose digest is the same on the
    code before that change.)"""
    assert session_digest() == "60568f53b3929373"


@pytest.mark.parametrize("unit", [BYTES, NRF52840, SAMD51], ids=["bytes", "nrf52840", "samd51"])
def test_a_cut_during_the_game_end_write_never_counts_the_game_twice(unit):
    """The game's end and its statistics are one write: cut anywhere in it,
    the board holds either the game still to finish (counted once when it
    is) or the game counted and gone; on the SAMD51 a cut in the erase may
    lose both (counted never)."""
    from ui.stats import Stats
    ss = play(Session("cribbage", {"target": 61, "dealer": 0}, ["human", "hard"], 4, 0,
                      store=Store(Flash(unit))))
    flash = ss.store.region
    image = bytes(flash)
    Stats(Store(flash)).record(ss)
    size = flash.programmed
    outcomes = {}
    for at in range(0, size, 16 if unit == BYTES else 256):
        cut = Flash(unit)
        cut.restore(image)
        cut.cut(0, at)
        with pytest.raises(PowerCut):
            Stats(Store(cut)).record(ss)
        store = Store(cut)
        if not store.found:  # the SAMD51's block erased under the cut: everything lost, said
            outcomes["lost"] = outcomes.get("lost", 0) + 1
            continue
        counted = Stats(store).get("Red", ss.kind, "games")
        data = store.load("game")
        if data is not None:  # the game is offered again: finish it, count it
            k, o, seed, seats, actions, _, _ = decode(data)
            k = GAMES[k]
            again = play(Session(k, o, seats, seed, 0, store=store, actions=actions))
            Stats(store).record(again)
            counted = Stats(Store(cut)).get("Red", ss.kind, "games")
            assert Store(cut).load("game") is None
        assert counted == 1, at
        outcomes["once"] = outcomes.get("once", 0) + 1
    assert outcomes.get("once") and (unit == SAMD51 or not outcomes.get("lost"))


def test_a_cut_during_a_resume_s_write_resumes_again():
    ss, flash = fresh("trash", {"players": 2}, ["human", "hard"])
    play(ss, stop_after=30)
    image = bytes(flash)
    resumed(flash)
    for at in range(0, flash.programmed, 7):
        cut = Flash(BYTES)
        cut.restore(image)
        cut.cut(0, at)  # the resumed game's own first write (its hand dealt again) cut
        with pytest.raises(PowerCut):
            resumed(cut)
        again = resumed(cut)
        said = notices(again)
        assert said == ["hand lost: dealt again"] or len(said) == 2 and said[0] == "game resumed" and (
            said[1].endswith("dealt afresh")), said
        assert again.game.actor is not None


def test_settings_changed_during_a_game_go_with_its_next_write():
    ss, flash = fresh("cribbage", {"dealer": 0}, ["human", "hard"])
    ss.store.save("settings", b"pace=slow\nsound=off\nleds=on\nfour_colour=on\n")  # the pause menu
    play(ss, stop_after=30)
    ss.save()
    store = Store(flash)
    assert store.load("settings") == b"pace=slow\nsound=off\nleds=on\nfour_colour=on\n"
    assert bytes(decode(store.load("game"))[4]) == bytes(ss.actions)


def test_a_game_written_from_its_buffer_keeps_the_settings_and_statistics_around_it():
    """The session writes in place (Store.write_in): the settings before the
    game, statistics longer than the buffer's room behind it, all kept."""
    flash = Flash(BYTES)
    store = Store(flash)
    stats = b"".join(b"Seat%d:%s\n" % (i, b",".join(b"1234" for _ in range(18))) for i in range(8))
    store.write(settings=b"pace=slow\n", stats=stats)
    assert len(stats) > 256
    ss = Session("cribbage", {"dealer": 0}, ["human", "hard"], 5, 0, store=store)
    for stop in (10, 40, 80):
        play(ss, stop_after=stop)
        ss.save()
        again = Store(flash)
        assert again.load("settings") == b"pace=slow\n" and again.load("stats") == stats
        assert bytes(decode(again.load("game"))[4]) == bytes(ss.actions)
