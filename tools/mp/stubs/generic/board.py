# stand-in (see ../displayio.py) for "any other board with a built-in
# display" (ui/hw_generic.py), put before the PyBadge's (tools/cp32.run,
# board="generic"): a 160x128 display and pins to wire buttons to, none of
# its own, no NeoPixel, no speaker
import displayio

board_id = "generic_display_board"
D5 = "D5"
D6 = "D6"
D9 = "D9"
D10 = "D10"
D11 = "D11"
D12 = "D12"
DISPLAY = displayio.Group()
