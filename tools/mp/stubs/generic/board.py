# stand-in (see ../displayio.py) for "any other board with a built-in
# display" (ui/hw_generic.py), put before the PyBadge's (tools/cp32.run,
# board="generic"): a 160x128 display and pins to wire buttons to, none of
# its own, no NeoPixel, no speaker; and what its buttons ask of keypad
# (Keys: never pressed) and digitalio (an input pulled up reads True until
# a test presses it: value = False) beyond the PyBadge's. (A file of its
# own: the PyBadge's run pays for none of it.)
import digitalio
import displayio

try:
    import keypad
except ImportError:  # (a firmware without it: tests/test_board_start.py)
    keypad = None

board_id = "generic_display_board"
D5 = "D5"
D6 = "D6"
D9 = "D9"
D10 = "D10"
D11 = "D11"
D12 = "D12"
DISPLAY = displayio.Group()


class Keys:
    def __init__(self, pins, **kwargs):
        self.events = keypad.ShiftRegisterKeys().events


class Pull:
    UP = 1


def switch_to_input(io, pull=None):
    io.value = pull == Pull.UP


if keypad is not None:
    keypad.Keys = Keys
digitalio.Pull = Pull
digitalio.DigitalInOut.switch_to_input = switch_to_input
