"""CLUE: two buttons. A short press of A moves right, a long one left; B
short is OK, B long is back; A and B together open the menu (where Hint
is). So every action is reachable with two buttons."""

import audiocore
import audiopwmio
import board
import keypad

from ui.actions import BACK, LEFT, MENU, NONE, OK, RIGHT
from ui.hw import ToneOut
from ui.keyrepeat import KeyRepeat

LONG_MS = 450


class TwoButtonKeys:
    def __init__(self):
        self.keys = keypad.Keys((board.BUTTON_A, board.BUTTON_B), value_when_pressed=False, pull=True)
        self.event = keypad.Event()
        self.down = [0, 0]  # when each went down (0: up)
        self.both = False
        self.repeat = KeyRepeat()

    def poll(self, now):
        ev = self.event
        while self.keys.events.get_into(ev):
            k = ev.key_number
            if ev.pressed:
                self.down[k] = now or 1
                if self.down[1 - k]:
                    self.both = True
                    self.repeat.press(MENU, now)
            else:
                held = now - self.down[k]
                self.down[k] = 0
                if self.both:
                    if not self.down[1 - k]:
                        self.both = False
                    continue
                if k == 0:
                    self.repeat.press(LEFT if held >= LONG_MS else RIGHT, now)
                else:
                    self.repeat.press(BACK if held >= LONG_MS else OK, now)
        a = self.repeat.next(now)
        return a if a != NONE else NONE


def keys():
    return TwoButtonKeys()


def tone():
    return ToneOut(audiopwmio.PWMAudioOut(board.SPEAKER), audiocore.RawSample)


def status_pixels(neopixel):
    return neopixel.NeoPixel(board.NEOPIXEL, 1, brightness=1.0, auto_write=False)
