# stand-in for the native module audiocore (see displayio.py)
