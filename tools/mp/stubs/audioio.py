# stand-in for the native module audioio (see displayio.py)
