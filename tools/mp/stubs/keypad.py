# stand-in (see displayio.py): a PyBadge's keys, never pressed (the tests
# press keys through the app itself)
class Event:
    key_number = 0
    pressed = False
    timestamp = 0  # (supervisor.ticks_ms when the key changed: shared-bindings/keypad/Event.c)


class _Queue:
    def get_into(self, event):
        return False


class ShiftRegisterKeys:
    def __init__(self, **kwargs):
        self.events = _Queue()

