# stand-in (see displayio.py): a PyBadge's pins as plain names, and its
# built-in display (static on a board: no heap); the app reads only its size
# (160x128 when it says none) and sets its root group
import displayio

board_id = "pybadge"
BUTTON_CLOCK = BUTTON_OUT = BUTTON_LATCH = NEOPIXEL = SPEAKER = SPEAKER_ENABLE = D3 = "pin"
A6 = "A6"  # half the battery's voltage (analogio.py reads a LiPo two-thirds charged)
DISPLAY = displayio.Group()
