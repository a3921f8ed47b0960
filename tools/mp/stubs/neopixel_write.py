# stand-in for the native module neopixel_write (see displayio.py)
def neopixel_write(pin, buf):
    pass
