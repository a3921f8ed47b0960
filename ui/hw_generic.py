"""Any other board with a display: buttons named in settings.toml.

  BUTTON_PINS = "D5,D6,D9,D10,D11,D12"        pins, pressed = to ground
  BUTTON_ACTIONS = "left,right,up,down,ok,back" one action per pin
  (menu is reached by holding back: pause with a long press)

Read through keypad where the firmware has it, else polled with digitalio
(builds without keypad: CIRCUITPY_KEYPAD = 0, the SAMD21's default)."""

import board
import digitalio

from ui.actions import NONE
from ui.hw import MappedKeys
from ui.key_names import by_name
from ui.keyrepeat import KeyRepeat


class PolledKeys:
    """Buttons to ground (pulled up) read at each poll, where there is no
    keypad: the loop polls every 20 ms at most (ui.mainloop), which is
    their debounce. Nothing is allocated per poll."""

    def __init__(self, pins, mapping):
        self.ios = []
        for pin in pins:
            io = digitalio.DigitalInOut(pin)
            io.switch_to_input(pull=digitalio.Pull.UP)
            self.ios.append(io)
        self.mapping = mapping
        self.down = bytearray(len(pins))
        self.repeat = KeyRepeat()

    def poll(self, now):
        for i in range(len(self.ios)):
            down = not self.ios[i].value
            if down != self.down[i]:
                self.down[i] = down
                a = self.mapping[i]
                if a == NONE:
                    continue
                if down:
                    self.repeat.press(a, now)
                else:
                    self.repeat.release(a, now)
        return self.repeat.next(now)


def keys(getenv=None):
    """The buttons settings.toml names (`getenv`: its reader, ui.board_app)."""
    pins = ((getenv and getenv("BUTTON_PINS")) or "").split(",")
    names = ((getenv and getenv("BUTTON_ACTIONS")) or "left,right,ok,back,menu").split(",")
    found = []
    mapping = []
    for pin, name in zip(pins, names):
        pin = pin.strip()
        if pin and hasattr(board, pin):
            found.append(getattr(board, pin))
            mapping.append(by_name(name.strip()))
    if not found:
        raise ValueError("no buttons: name this board's in settings.toml, "
                         "BUTTON_PINS = \"D5,D6,D9\" and BUTTON_ACTIONS = \"left,right,ok\"")
    try:
        import keypad
    except ImportError:
        return PolledKeys(found, tuple(mapping))
    return MappedKeys(keypad.Keys(tuple(found), value_when_pressed=False, pull=True), tuple(mapping))


def tone():
    return None


def status_pixels(neopixel):
    return None
