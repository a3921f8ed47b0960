"""The CLUE's two buttons as actions, apart from the hardware so that the
simulator (`python -m sim --board clue`) and the tests press them too. A
short press of A moves right, a long one left; B short is OK, B long is
back; A and B together open the menu (where Hint is). So every action is
reachable with two buttons.

A press is timed by when its events happened (on the board keypad's
Event.timestamp, in supervisor.ticks_ms), not by when the loop read them:
a hold of B while a computer thinks for two seconds is still a long press,
though both its events are read at once after."""

from micropython import const

from ui.actions import BACK, LEFT, MENU, OK, RIGHT
from ui.keyrepeat import KeyRepeat

_LONG_MS = const(450)
_TICKS = const(0x1FFFFFFF)  # supervisor.ticks_ms wraps at 2**29: a difference taken modulo


class TwoButtons:
    def __init__(self):
        self.down = [-1, -1]  # when each went down (its event's ms; -1: up)
        self.both = False  # pressed together: the menu, and neither release counts
        self.repeat = KeyRepeat()

    def change(self, k, pressed, at):
        """Button k (0: A, 1: B) went down (pressed) or up at `at` ms (the
        event's time: keypad's timestamp on the board)."""
        if pressed:
            self.down[k] = at
            if self.down[1 - k] >= 0:
                self.both = True
                self.repeat.press(MENU, at)
            return
        held = (at - self.down[k]) & _TICKS
        self.down[k] = -1
        if self.both:
            if self.down[1 - k] < 0:
                self.both = False
            return
        if k == 0:
            a = LEFT if held >= _LONG_MS else RIGHT
        else:
            a = BACK if held >= _LONG_MS else OK
        self.repeat.press(a, at)
        self.repeat.release(a, at)  # decided on release: nothing held to repeat

    def next(self, now):
        """The next action, or NONE."""
        return self.repeat.next(now)
