# stand-in (see displayio.py): a PyBadge's pins as plain names
board_id = "pybadge"
BUTTON_CLOCK = BUTTON_OUT = BUTTON_LATCH = NEOPIXEL = SPEAKER = SPEAKER_ENABLE = D3 = "pin"
DISPLAY = None
