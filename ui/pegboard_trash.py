"""Trash on the LED strip: each player's layout, one LED a slot, bright
for a slot filled, dim for one still to fill, dark for one the layout
has lost. Loaded while Trash is
played (ui.pegboard draws with it)."""

COLOURS = (0xFF0000, 0x0060FF, 0x00C000, 0xFFA000, 0xC000FF, 0x00D0D0, 0xFF60A0, 0xFFFFFF)


def draw(board):
    from ui.pegboard import scale
    f = board.frame
    for i in range(len(f)):
        f[i] = 0
    v = board.trash
    if v is None:
        return
    n = len(f) // 3
    players = v["players"]
    span = n // players
    bright = board.s.brightness
    for p in range(players):
        colour = COLOURS[p % len(COLOURS)]
        up = v["up"][p]
        for s in range(v["sizes"][p]):  # (slots a layout has lost stay dark)
            i = p * span + s * span // 10
            lit = up[s] != 255
            board.put(i, scale(colour, bright if lit else max(2, bright // 8)))
