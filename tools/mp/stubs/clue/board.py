# stand-in (see ../displayio.py) for a CLUE, put before the PyBadge's
# (tools/cp32.run, board="clue"): its id, its two buttons and its 240x240
# display; and what the CLUE's layout (ui/clue.py) asks of a Group beyond
# the PyBadge's screens. (A file of its own: the PyBadge's run pays for
# none of it.)
import displayio
import keypad

board_id = "clue_nrf52840_express"
BUTTON_A = BUTTON_B = NEOPIXEL = SPEAKER = D3 = "pin"
DISPLAY = displayio.Group()
DISPLAY.width = DISPLAY.height = 240


class Keys(keypad.ShiftRegisterKeys):  # keypad.Keys: its buttons, never pressed
    def __init__(self, pins, **kwargs):
        super().__init__()


class Group(displayio.Group):
    def index(self, item):
        return self._items.index(item)

    def insert(self, i, item):
        self._items.insert(i, item)

    def pop(self, i=-1):
        return self._items.pop(i)

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, item):
        self._items[i] = item

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)


displayio.Group = Group
keypad.Keys = Keys
