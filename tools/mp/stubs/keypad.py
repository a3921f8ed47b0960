# stand-in (see displayio.py)
class Event:
    key_number = 0
    pressed = False


class ShiftRegisterKeys:
    def __init__(self, **kwargs):
        pass


class Keys:
    def __init__(self, *args, **kwargs):
        pass
