"""Statistics: Trash games counted, a damaged record starts from zero."""

from ui.stats import Stats


class Store(dict):
    def load(self, name):
        return self.get(name)

    def save(self, name, data):
        self[name] = data


class FakeTrashSession:
    """A finished Trash game whose hands were won by Blue, Red, Blue, as
    the session counts them (ui.game_trash.tally) while they are told."""
    kind = "trash"
    names = ["Red", "Blue*"]

    class game:
        winners = (1,)

    def __init__(self):
        from ui.game_trash import tally
        self.counts = [{}, {}]
        for e in [("hand_won", 1), ("hand_won", 0), ("hand_won", 1), ("game_won", (1,))]:
            tally(e, self.game, self.counts)


def test_trash_games_and_hands_are_counted_and_kept():
    store = Store()
    st = Stats(store)
    st.record(FakeTrashSession())
    again = Stats(store)
    assert again.get("Blue", "trash_wins") == 1 and again.get("Red", "trash_wins") == 0
    assert again.get("Blue", "trash_hands") == 2 and again.get("Red", "trash_games") == 1


def test_damaged_statistics_start_again_plainly():
    store = Store(stats=b"Red:1,2,x\nBlue:" + b"\xff" * 4)
    st = Stats(store)
    assert st.rows == {} and "damaged" in st.problem
