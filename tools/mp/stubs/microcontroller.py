# stand-in for the native module microcontroller (see displayio.py)
nvm = bytearray(8192)
