"""Statistics: Trash games counted, a damaged record starts from zero."""

from ui.stats import Stats


def Store(**parts):
    """The board's store on a blank nvm, with these parts written."""
    from ui.store import Store
    st = Store(bytearray(b"\xff" * 8192))
    for name, data in parts.items():
        st.save(name, data)
    return st


class FakeTrashSession:
    """A finished Trash game whose hands were won by Blue, Red, Blue, as
    the session counts them (ui.trash.rules.tally) while they are told."""
    kind = "trash"
    names = ["Red", "Blue"]
    seats = ["human", "human"]
    ai = [None, None]  # (no computer decides for either)
    learn = False

    class game:
        winners = (1,)

    def __init__(self):
        from ui.trash.rules import tally
        self.counts = [{}, {}]
        for e in [("hand_won", 1), ("hand_won", 0), ("hand_won", 1), ("game_won", (1,))]:
            tally(e, self.game, self.counts)


def test_only_human_seats_are_counted_so_a_colour_is_always_a_person():
    """"Blue: 1 played, 1 won" was the computer that sat in Blue's seat (L9);
    a seat counts only when a human sat there, and the coach's lines wait
    for a coached hand."""
    store = Store()
    st = Stats(store)
    s = FakeTrashSession()
    s.names, s.seats, s.ai = ["Red", "Blue*"], ["human", "hard"], [None, "hard"]
    st.record(s)
    assert [t[0] for t in Stats(store).counts()] == ["Red"]
    st.add("Red", "cribbage", "games")
    page = st.pages("Red")[0]
    assert "lay-away" not in page and "coach" not in page
    st.add("Red", "cribbage", "lay_hands", 2)
    st.add("Red", "cribbage", "lay_lost", 300)
    assert "lay-away: 1.5 lost a hand\n(coach, over 2 hands)" in st.pages("Red")[0]
    assert st.pages("Red")[1].startswith("Red at Trash:")  # (a page a game played, in the games' order)


def test_trash_games_and_hands_are_counted_and_kept():
    store = Store()
    st = Stats(store)
    st.record(FakeTrashSession())
    again = Stats(store)
    assert again.get("Blue", "trash", "wins") == 1 and again.get("Red", "trash", "wins") == 0
    assert again.get("Blue", "trash", "hands") == 2 and again.get("Red", "trash", "games") == 1
    assert again.counts()[0] == ("Blue", 1, 1) and again.get("Blue", "cribbage", "games") == 0


def test_a_record_of_before_each_game_kept_its_own_is_read_into_each_games():
    """A board's statistics written before (every game's counts in one
    line of 18 to 22) are read into each game's, and written the new way."""
    old = list(range(1, 23))  # games 1, wins 2, ... trash_games 16, trash_wins 17, trash_hands 18, ...
    store = Store(stats=b"Red:" + ",".join(str(x) for x in old).encode() + b"\nBlue:" + b",".join([b"0"] * 18))
    st = Stats(store)
    assert not st.problem and [t[0] for t in st.counts()] == ["Red"]  # (Blue: nothing counted)
    assert [st.get("Red", "cribbage", f) for f in ("games", "wins", "learned", "seen29", "lay_lost")] == [1, 2, 21, 15, 20]
    assert [st.get("Red", "trash", f) for f in ("games", "wins", "learned", "hands")] == [16, 17, 22, 18]
    st.save()
    assert Stats(store).rows == st.rows and store.load("stats").startswith(b"Red:0:")


def test_damaged_statistics_start_again_plainly():
    store = Store(stats=b"Red:1,2,x\nBlue:" + b"\xff" * 4)
    st = Stats(store)
    assert st.rows == {} and "damaged" in st.problem


def finished_game_stats(kind, options, seats, resume_at):
    """The statistics of one seeded game played to its end, resumed from its
    save after each action count in `resume_at` (as after power cuts)."""
    from engine.savegame_load import decode
    from ui.games import GAMES
    from tools.autoplay import play
    from tools.flash_model import BYTES, Flash
    from ui.session import Session
    from ui.store import Store as Board
    flash = Flash(BYTES)
    ss = Session(kind, options, seats, 9, 0, store=Board(flash))
    for stop in resume_at:
        play(ss, stop_after=stop)
        ss.save()
        k, o, seed, st, actions, _, _ = decode(Board(flash).load("game"))
        k = GAMES[k]
        ss = Session(k, o, st, seed, 0, store=Board(flash), actions=actions)
    play(ss)
    store = Store()
    Stats(store).record(ss)
    return store.load("stats")


def test_a_game_resumed_any_number_of_times_counts_the_same_statistics():
    """The counts of a game come from all of it, not only what was played
    since the last resume: hands, crib and pegging points alike."""
    for kind, options, seats in (("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"]),
                                 ("trash", {"players": 3}, ["human", "normal", "hard"])):
        whole = finished_game_stats(kind, options, seats, [])
        assert whole.count(b"\n") == 0 and whole.startswith(b"Red:")  # a row for the human only
        assert finished_game_stats(kind, options, seats, [40]) == whole
        assert finished_game_stats(kind, options, seats, [10, 25, 60, 61]) == whole


def test_cribbage_counts_28s_and_29s_for_everyone_and_lurches_each_way():
    """A 28 and a 29 seen by every seat; a lurch given by the winning side
    and taken by the losers; a game with no lurch counts none."""
    from ui.cribbage.rules import tally

    class G:
        n = 3

        def side_of(self, p):
            return p
    counts = [{}, {}, {}]
    for e in [("counted", 0, False, 28, ()), ("counted", 1, False, 29, ()), ("counted", 2, True, 28, ()),
              ("game_won", 1, 3, ((0, "lurch"), (2, None)))]:
        tally(e, G(), counts)
    assert [c.get("seen28") for c in counts] == [2, 2, 2] and [c.get("seen29") for c in counts] == [1, 1, 1]
    assert counts[0]["best"] == 28 and counts[1]["best"] == 29 and "best" not in counts[2]  # a crib is no hand
    assert counts[1].get("lurch_given") == 1 and counts[0].get("lurch_taken") == 1
    assert "lurch_taken" not in counts[2] and "skunk_given" not in counts[1]
    assert [c["games"] for c in counts] == [1, 1, 1] and counts[1]["wins"] == 1 and "wins" not in counts[0]


def test_pegging_is_counted_for_the_player_who_pegged_not_the_side():
    from ui.cribbage.rules import tally
    counts = [{}, {}, {}, {}]
    tally(("score", 3, 1, 2, (("fifteen", (1, 2), 2),), 12, 10), None, counts)  # seat 3, side 1
    assert counts[3] == {"pegging": 2} and counts[1] == {}


def test_the_best_hand_is_the_best_of_all_games_and_the_rest_add_up():
    """Two games recorded for Red: the best hand is the higher of the two
    games' best, not the later or the lower; hands add up."""
    class Game:
        kind = "cribbage"
        names = ["Red", "Blue*"]
        seats = ["human", "hard"]
        ai = [None, "hard"]
        learn = False

        def __init__(self, best, hands):
            self.counts = [{"best": best, "hands": hands}, {"best": 29, "hands": hands}]
    st = Stats(Store())
    for best in (12, 8):
        st.record(Game(best, 5))
    assert st.get("Red", "cribbage", "best") == 12 and st.get("Red", "cribbage", "hands") == 10
    assert [t[0] for t in st.counts()] == ["Red"]  # (a computer's seat: not counted)
