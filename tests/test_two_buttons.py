"""The CLUE's two buttons (ui/two_buttons.py, used by ui/hw_clue.py and
`python -m sim --board clue`): A short right, A held left, B short OK, B
held back, both together the menu once, with neither release counted."""

from ui.actions import BACK, LEFT, MENU, NONE, OK, RIGHT
from ui.two_buttons import TwoButtons


def actions(b, now):
    out = []
    for _ in range(10):
        a = b.next(now)
        if a == NONE:
            return out
        out.append(a)
    return out


def press(b, k, at, held):
    b.change(k, True, at)
    b.change(k, False, at + held)


def test_a_short_or_held_press_of_each_button():
    b = TwoButtons()
    press(b, 0, 1000, 100)
    assert actions(b, 1100) == [RIGHT]
    press(b, 0, 2000, 449)  # just short of a hold
    assert actions(b, 2449) == [RIGHT]
    press(b, 0, 3000, 450)
    assert actions(b, 3450) == [LEFT]
    press(b, 1, 4000, 120)
    assert actions(b, 4120) == [OK]
    press(b, 1, 5000, 900)
    assert actions(b, 5900) == [BACK]
    assert actions(b, 9000) == []  # a move is not repeated after it (it once ran on for good)


def test_both_buttons_together_open_the_menu_once():
    b = TwoButtons()
    b.change(0, True, 1000)
    b.change(1, True, 1050)
    assert actions(b, 1050) == [MENU]
    b.change(1, False, 1600)  # released one by one, long after: nothing more
    b.change(0, False, 1700)
    assert actions(b, 1700) == []
    press(b, 1, 2000, 50)  # and then the buttons are plain again
    assert actions(b, 2050) == [OK]


def test_a_press_at_time_zero_still_counts_as_down():
    b = TwoButtons()
    b.change(0, True, 0)
    b.change(1, True, 10)
    assert actions(b, 10) == [MENU]


def test_a_press_is_timed_across_the_ticks_wrap():
    """supervisor.ticks_ms (keypad's timestamps) wraps at 2**29, about 65 s
    after power-up the first time: a press across the wrap is timed right."""
    b = TwoButtons()
    wrap = 1 << 29
    b.change(1, True, wrap - 100)
    b.change(1, False, 200)  # 300 ms later
    assert actions(b, 200) == [OK]
    b.change(1, True, wrap - 100)
    b.change(1, False, 500)  # 600 ms later
    assert actions(b, 500) == [BACK]


class _Event:
    """keypad.Event as CircuitPython 10 has it (shared-bindings/keypad/Event.c):
    key_number, pressed and timestamp (supervisor.ticks_ms when keypad saw
    the change), filled in place by get_into."""
    key_number = 0
    pressed = False
    timestamp = 0


class _Queue:
    def __init__(self, events):
        self.queued = list(events)

    def get_into(self, ev):
        if not self.queued:
            return False
        ev.key_number, ev.pressed, ev.timestamp = self.queued.pop(0)
        return True


def test_the_clues_keys_time_a_press_by_its_events_not_by_when_they_are_read(monkeypatch):
    """A hold of B during a computer's long move: keypad queues the press
    (at 1,000 ms) and the release (at 1,700 ms), and the loop reads both at
    once at 5,000 ms, after the move. A long press: back (it was timed by
    the loop's clock, both events at 5,000: a short press, OK)."""
    import sys
    import types
    events = [(1, True, 1000), (1, False, 1700), (0, True, 2000), (0, False, 2100)]
    fakes = {"keypad": types.SimpleNamespace(Event=_Event, Keys=lambda pins, **kw: types.SimpleNamespace(
                 events=_Queue(events))),
             "board": types.SimpleNamespace(BUTTON_A=0, BUTTON_B=1, SPEAKER=2, NEOPIXEL=3),
             "audiocore": types.SimpleNamespace(), "audiopwmio": types.SimpleNamespace(),
             "supervisor": types.SimpleNamespace(ticks_ms=lambda: 5000)}
    for name, module in fakes.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.delitem(sys.modules, "ui.hw_clue", raising=False)
    monkeypatch.delitem(sys.modules, "ui.hw", raising=False)
    from ui import hw_clue
    keys = hw_clue.keys()
    got = []
    while True:
        a = keys.poll(5000)
        if a == NONE:
            break
        got.append(a)
    assert got == [BACK, RIGHT]
