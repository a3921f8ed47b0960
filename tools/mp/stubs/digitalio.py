# stand-in for the native module digitalio (see displayio.py): a pin's
# value as a board reads it; an input pulled up reads True until pressed
# (a test presses it: value = False)
class Direction:
    INPUT = 0
    OUTPUT = 1


class Pull:
    UP = 1
    DOWN = 2


class DigitalInOut:
    def __init__(self, pin):
        self.value = False
        self.direction = Direction.INPUT

    def switch_to_output(self, value=False, drive_mode=None):
        self.direction = Direction.OUTPUT
        self.value = value

    def switch_to_input(self, pull=None):
        self.direction = Direction.INPUT
        self.value = pull == Pull.UP
