# stand-in (see displayio.py): a PyBadge's pins as plain names, and its
# built-in 160x128 display (static on a board: no heap)
board_id = "pybadge"
BUTTON_CLOCK = BUTTON_OUT = BUTTON_LATCH = NEOPIXEL = SPEAKER = SPEAKER_ENABLE = D3 = "pin"
JOYSTICK_X = JOYSTICK_Y = "pin"


class _Display:
    width = 160
    height = 128
    root_group = None


DISPLAY = _Display()
