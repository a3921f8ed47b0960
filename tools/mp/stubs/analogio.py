# stand-in for the native module analogio (see displayio.py)
