"""Any other board with a display: buttons named in settings.toml.

  BUTTON_PINS = "D5,D6,D9,D10,D11,D12"        pins, pressed = to ground
  BUTTON_ACTIONS = "left,right,up,down,ok,back" one action per pin
  (menu is reached by holding back: pause with a long press)"""

import os

import board
import keypad

from ui.key_names import by_name
from ui.hw import MappedKeys


def keys():
    pins = (os.getenv("BUTTON_PINS") or "").split(",")
    names = (os.getenv("BUTTON_ACTIONS") or "left,right,ok,back,menu").split(",")
    found = []
    mapping = []
    for pin, name in zip(pins, names):
        pin = pin.strip()
        if pin and hasattr(board, pin):
            found.append(getattr(board, pin))
            mapping.append(by_name(name.strip()))
    if not found:
        raise ValueError("set BUTTON_PINS and BUTTON_ACTIONS in settings.toml for this board")
    return MappedKeys(keypad.Keys(tuple(found), value_when_pressed=False, pull=True), tuple(mapping))


def tone():
    return None


def status_pixels(neopixel):
    return None
