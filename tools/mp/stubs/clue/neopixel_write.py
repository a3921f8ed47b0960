# stand-in (see ../displayio.py) for the CLUE's neopixel_write, put before
# the PyBadge's (tools/cp32.run, board="clue"): as the nRF52840's
# (ports/nordic/common-hal/neopixel_write/__init__.c), a write of more than
# 72 bytes (24 pixels: the rest fit its stack buffer) makes a PWM pattern of
# 16 bytes a byte and 4 more on the heap, and keeps it for good (a root
# pointer, MP_STATE_VM(pixels_pattern_heap)), made anew when a longer
# write comes. The SAMD51's (../neopixel_write.py) allocates nothing.
_pattern = [None]


def neopixel_write(pin, buf):
    n = len(buf) * 16 + 4
    if len(buf) > 72 and (_pattern[0] is None or len(_pattern[0]) < n):
        _pattern[0] = None
        _pattern[0] = bytearray(n)
