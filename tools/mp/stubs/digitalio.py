# stand-in for the native module digitalio (see displayio.py)
