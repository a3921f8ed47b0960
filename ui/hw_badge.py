"""PyBadge, EdgeBadge and PyGamer: buttons on a shift register (PyBadge:
B=0 A=1 START=2 SELECT=3 RIGHT=4 DOWN=5 UP=6 LEFT=7; PyGamer: the first four
and an analog joystick), five NeoPixels, a speaker, the JST NeoPixel port."""

import analogio
import audiocore
import audioio
import board
import digitalio
import keypad

from ui.actions import BACK, DOWN, HINT, LEFT, MENU, NONE, OK, RIGHT, UP
from ui.hw import MappedKeys, ToneOut
from ui.keyrepeat import KeyRepeat

BADGE_MAP = (BACK, OK, MENU, HINT, RIGHT, DOWN, UP, LEFT)


class Joystick:
    """The PyGamer's stick as four direction keys (with a dead zone)."""

    def __init__(self, repeat):
        self.x = analogio.AnalogIn(board.JOYSTICK_X)
        self.y = analogio.AnalogIn(board.JOYSTICK_Y)
        self.repeat = repeat
        self.held = NONE

    def poll(self, now):
        x, y = self.x.value, self.y.value
        d = NONE
        if x < 12000:
            d = LEFT
        elif x > 53000:
            d = RIGHT
        elif y < 12000:
            d = UP
        elif y > 53000:
            d = DOWN
        if d != self.held:
            if self.held != NONE:
                self.repeat.release(self.held, now)
            if d != NONE:
                self.repeat.press(d, now)
            self.held = d


class BadgeKeys(MappedKeys):
    def __init__(self, pygamer):
        keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                        latch=board.BUTTON_LATCH, key_count=4 if pygamer else 8,
                                        value_when_pressed=True)
        super().__init__(keys, BADGE_MAP)
        self.stick = Joystick(self.repeat) if pygamer else None

    def poll(self, now):
        if self.stick is not None:
            self.stick.poll(now)
        return super().poll(now)


def keys():
    return BadgeKeys(pygamer="pygamer" in board.board_id)


def tone():
    enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
    enable.switch_to_output(value=False)
    return ToneOut(audioio.AudioOut(board.SPEAKER), audiocore.RawSample, enable)


def status_pixels(neopixel):
    return neopixel.NeoPixel(board.NEOPIXEL, 5, brightness=1.0, auto_write=False)


__all__ = ["keys", "tone", "status_pixels", "KeyRepeat"]
