# stand-in (see displayio.py)
def ticks_ms():
    return 0
