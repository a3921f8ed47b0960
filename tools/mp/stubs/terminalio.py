# stand-in (see displayio.py)
FONT = None
