"""The board's main loop (ui/mainloop.py): whatever goes wrong, MemoryError
included, is caught, shown by the app, and play goes on; if even showing
it keeps failing, the program restarts instead of stopping at a prompt.
Between ticks it sleeps until the app's next deadline (App.due), looking
at the keys after every short nap."""

from ui.mainloop import GIVE_UP_AFTER, run

SLICE_MS = 20  # the loop's longest nap (ui.mainloop): a key waits at most this long


class Keys:
    def __init__(self, presses):
        self.presses = list(presses)

    def poll(self, now):
        return self.presses.pop(0) if self.presses else 0


class App:
    def __init__(self, fail_key=None, fail_crash=False):
        self.keys, self.ticks, self.crashes = [], 0, []
        self.fail_key, self.fail_crash = fail_key, fail_crash

    def key(self, a):
        if a == self.fail_key:
            raise MemoryError("memory allocation failed")
        self.keys.append(a)

    def tick(self, now):
        self.ticks += 1

    def due(self, now):
        return now  # always something to do

    def crash(self, e):
        self.crashes.append(type(e).__name__)
        if self.fail_crash:
            raise MemoryError("no room for the error screen either")


def test_an_error_is_shown_and_the_loop_goes_on():
    app, reloads = App(fail_key=2), []
    run(app, Keys([1, 2, 3]), lambda: 0, lambda: reloads.append(1), rounds=5, sleep=lambda s: None)
    assert app.crashes == ["MemoryError"] and app.keys == [1, 3] and app.ticks == 4
    assert reloads == []


def test_when_even_the_error_screen_fails_the_program_restarts():
    class Broken(App):
        def tick(self, now):
            raise ValueError("every time")
    app, reloads = Broken(fail_crash=True), []
    run(app, Keys([]), lambda: 0, lambda: reloads.append(1), rounds=GIVE_UP_AFTER * 2,
        sleep=lambda s: None)
    assert len(app.crashes) == GIVE_UP_AFTER * 2 and reloads == [1, 1]


class Clock:
    """A fake clock that only sleeping moves on."""

    def __init__(self):
        self.now = 0
        self.naps = []

    def __call__(self):
        return self.now

    def sleep(self, seconds):
        self.naps.append(seconds)
        self.now += round(seconds * 1000)


class Timed(App):
    """An app whose next tick is due at fixed times (None: only a key)."""

    def __init__(self, deadlines):
        super().__init__()
        self.deadlines = list(deadlines)
        self.at = []

    def tick(self, now):
        self.at.append(now)

    def due(self, now):
        while self.deadlines and self.deadlines[0] is not None and self.deadlines[0] <= now:
            self.deadlines.pop(0)
        return self.deadlines[0] if self.deadlines else None


class TimedKeys:
    """Keys pressed at given times (read at the first poll from then)."""

    def __init__(self, clock, presses):
        self.clock, self.presses = clock, list(presses)

    def poll(self, now):
        if self.presses and self.presses[0][0] <= now:
            return self.presses.pop(0)[1]
        return 0


def test_the_loop_sleeps_until_the_app_is_due_and_ticks_only_then():
    clock = Clock()
    app = Timed([1000, 1050, None])
    run(app, Keys([]), clock, lambda: None, rounds=200, sleep=clock.sleep)
    assert app.at == [0, 1000, 1050]  # the first tick at start, then only when due
    assert all(0 < s <= SLICE_MS / 1000 for s in clock.naps)  # short naps: keys are looked at
    assert len(clock.naps) == 200  # every round rests: no round spins


def test_a_key_in_a_nap_is_handled_at_the_next_look_and_ticked_at_once():
    clock = Clock()
    app = Timed([None])
    keys = TimedKeys(clock, [(333, 7)])
    run(app, keys, clock, lambda: None, rounds=40, sleep=clock.sleep)
    assert app.keys == [7]
    assert app.at[0] == 0 and app.at[1] - 333 < SLICE_MS  # read within one nap, ticked then
    assert len(app.at) == 2  # nothing else to do: no tick without a deadline


def test_with_nothing_due_the_loop_only_naps():
    clock = Clock()
    app = Timed([None])
    run(app, Keys([]), clock, lambda: None, rounds=100, sleep=clock.sleep)
    assert app.at == [0] and len(clock.naps) == 100 and clock.now == 100 * SLICE_MS
