"""The CLUE's two buttons as actions, apart from the hardware so that the
simulator (`python -m sim --board clue`) and the tests press them too. A
short press of A moves right, a long one left; B short is OK, B long is
back; A and B together open the menu (where Hint is). So every action is
reachable with two buttons."""

from micropython import const

from ui.actions import BACK, LEFT, MENU, OK, RIGHT
from ui.keyrepeat import KeyRepeat

_LONG_MS = const(450)


class TwoButtons:
    def __init__(self):
        self.down = [0, 0]  # when each went down (0: up)
        self.both = False  # pressed together: the menu, and neither release counts
        self.repeat = KeyRepeat()

    def change(self, k, pressed, now):
        """Button k (0: A, 1: B) went down (pressed) or up at `now` ms."""
        if pressed:
            self.down[k] = now or 1
            if self.down[1 - k]:
                self.both = True
                self.repeat.press(MENU, now)
            return
        held = now - self.down[k]
        self.down[k] = 0
        if self.both:
            if not self.down[1 - k]:
                self.both = False
            return
        if k == 0:
            a = LEFT if held >= _LONG_MS else RIGHT
        else:
            a = BACK if held >= _LONG_MS else OK
        self.repeat.press(a, now)
        self.repeat.release(a, now)  # decided on release: nothing held to repeat

    def next(self, now):
        """The next action, or NONE."""
        return self.repeat.next(now)
