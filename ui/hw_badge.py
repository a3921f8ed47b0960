"""PyBadge, EdgeBadge and PyGamer: buttons on a shift register (PyBadge:
B=0 A=1 START=2 SELECT=3 RIGHT=4 DOWN=5 UP=6 LEFT=7; PyGamer: the first four
and an analog joystick), five NeoPixels, a speaker, the JST NeoPixel port."""

import audiocore
import audioio
import board
import digitalio
import keypad

from ui.actions import BACK, DOWN, HINT, LEFT, MENU, OK, RIGHT, UP
from ui.hw import MappedKeys, ToneOut
from ui.keyrepeat import KeyRepeat

BADGE_MAP = (BACK, OK, MENU, HINT, RIGHT, DOWN, UP, LEFT)
STRIP_PIN = "D3"  # the 3-pin NeoPixel JST port: the peg strip's, unless settings.toml names another


class BadgeKeys(MappedKeys):
    def __init__(self, pygamer):
        keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                        latch=board.BUTTON_LATCH, key_count=4 if pygamer else 8,
                                        value_when_pressed=True)
        super().__init__(keys, BADGE_MAP)
        self.stick = None
        if pygamer:  # the stick's code only where there is one
            from ui.hw_pygamer import Joystick
            self.stick = Joystick(self.repeat)

    def poll(self, now):
        if self.stick is not None:
            self.stick.poll(now)
        return super().poll(now)


def keys(getenv=None):  # (the buttons are the board's own: nothing read)
    return BadgeKeys(pygamer="pygamer" in board.board_id)


def tone():
    enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
    enable.switch_to_output(value=False)
    return ToneOut(audioio.AudioOut(board.SPEAKER), audiocore.RawSample, enable)


def battery():
    """() -> the LiPo's millivolts: board.A6 reads half of them (a 3.3 V
    reference over 16 bits)."""
    import analogio
    pin = analogio.AnalogIn(board.A6)
    return lambda: pin.value * 6600 >> 16


def status_pixels(neopixel):
    return neopixel.NeoPixel(board.NEOPIXEL, 5, brightness=1.0, auto_write=False)


__all__ = ["keys", "tone", "battery", "status_pixels", "KeyRepeat"]
