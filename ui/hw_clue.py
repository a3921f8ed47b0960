"""CLUE: two buttons (their actions: ui.two_buttons), the speaker and the
board's one NeoPixel."""

import audiocore
import audiopwmio
import board
import keypad

from ui.hw import ToneOut
from ui.two_buttons import TwoButtons

class TwoButtonKeys:
    """The board's buttons A and B, read through keypad (no allocation per
    event), turned into actions by ui.two_buttons, each press timed by its
    events' timestamps (supervisor.ticks_ms when keypad saw them), not by
    when this loop read them."""

    def __init__(self):
        self.keys = keypad.Keys((board.BUTTON_A, board.BUTTON_B), value_when_pressed=False, pull=True)
        self.event = keypad.Event()
        self.buttons = TwoButtons()

    def poll(self, now):
        ev = self.event
        while self.keys.events.get_into(ev):
            self.buttons.change(ev.key_number, ev.pressed, ev.timestamp)
        return self.buttons.next(now)


def keys(getenv=None):  # (the buttons are the board's own: nothing read)
    return TwoButtonKeys()


def tone():
    return ToneOut(audiopwmio.PWMAudioOut(board.SPEAKER), audiocore.RawSample)


def status_pixels(neopixel):
    return neopixel.NeoPixel(board.NEOPIXEL, 1, brightness=1.0, auto_write=False)
