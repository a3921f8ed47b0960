# stand-in for the native module digitalio (see displayio.py)
class Direction:
    INPUT = 0
    OUTPUT = 1


class DigitalInOut:
    def __init__(self, pin):
        self.value = False
        self.direction = Direction.INPUT

    def switch_to_output(self, value=False):
        self.direction = Direction.OUTPUT
        self.value = value
