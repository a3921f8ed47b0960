# stand-in for the native module audiopwmio (see displayio.py)
