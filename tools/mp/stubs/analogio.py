# stand-in for the native module analogio (see displayio.py)
class AnalogIn:
    def __init__(self, pin):
        self.value = 38000 if pin == "A6" else 32768  # (A6: 3.83 V, the stick: centred)
