"""Trash on the LED strip: each player's layout, one LED a slot, bright
for a slot filled, dim for one still to fill, dark for one the layout
has lost. Loaded while Trash is
played (ui.pegboard draws with it)."""

from engine.cards import NONE
from ui.colours import SEATS


def draw(board):
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
        colour = SEATS[p % len(SEATS)]
        up = v["up"][p]
        for s in range(v["sizes"][p]):  # (slots a layout has lost stay dark)
            i = p * span + s * span // 10
            lit = up[s] != NONE
            board.glow(i, colour, bright if lit else max(2, bright // 8))
