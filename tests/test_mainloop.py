"""The board's main loop (ui/mainloop.py): whatever goes wrong, MemoryError
included, is caught, shown by the app, and play goes on; if even showing
it keeps failing, the program restarts instead of stopping at a prompt."""

from ui.mainloop import GIVE_UP_AFTER, run


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

    def crash(self, e):
        self.crashes.append(type(e).__name__)
        if self.fail_crash:
            raise MemoryError("no room for the error screen either")


def test_an_error_is_shown_and_the_loop_goes_on():
    app, reloads = App(fail_key=2), []
    run(app, Keys([1, 2, 3]), lambda: 0, lambda: reloads.append(1), rounds=5)
    assert app.crashes == ["MemoryError"] and app.keys == [1, 3] and app.ticks == 4
    assert reloads == []


def test_when_even_the_error_screen_fails_the_program_restarts():
    class Broken(App):
        def tick(self, now):
            raise ValueError("every time")
    app, reloads = Broken(fail_crash=True), []
    run(app, Keys([]), lambda: 0, lambda: reloads.append(1), rounds=GIVE_UP_AFTER * 2)
    assert len(app.crashes) == GIVE_UP_AFTER * 2 and reloads == [1, 1]
