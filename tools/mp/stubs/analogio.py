# stand-in for the native module analogio (see displayio.py)
class AnalogIn:
    def __init__(self, pin):
        self.value = 32768
