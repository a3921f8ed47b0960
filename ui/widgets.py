"""Small building blocks: text lines and a scrolling list of rows. Each is
built once and then only updated."""

import displayio
import terminalio
from adafruit_display_text import bitmap_label

WHITE = 0xFFFFFF
GREY = 0x909090
YELLOW = 0xFFE000
GREEN_FELT = 0x0B5D1E
BLACK = 0x000000


def text(group, x, y, s="", colour=WHITE, scale=1):
    """A line of text whose top-left corner is at (x, y)."""
    lab = bitmap_label.Label(terminalio.FONT, text=s, color=colour, scale=scale)
    lab.anchor_point = (0, 0)
    lab.anchored_position = (x, y)
    group.append(lab)
    return lab


def set_text(lab, s, colour=None):
    """Change a label only when its text or colour really changes."""
    if lab.text != s:
        lab.text = s
    if colour is not None and lab.color != colour:
        lab.color = colour


def background(group, width, height, colour):
    bmp = displayio.Bitmap(1, 1, 1)
    pal = displayio.Palette(1)
    pal[0] = colour
    tg = displayio.TileGrid(bmp, pixel_shader=pal, width=1, height=1, tile_width=1, tile_height=1)
    g = displayio.Group(scale=max(width, height))
    g.append(tg)
    group.append(g)
    return pal


class RowList:
    """A list of text rows with a cursor, `rows` visible at a time."""

    def __init__(self, group, x, y, rows, step=12, width_chars=24):
        self.labels = [text(group, x + 8, y + i * step) for i in range(rows)]
        self.cursor = text(group, x, y, ">", YELLOW)
        self.x = x
        self.y = y
        self.step = step
        self.rows = rows
        self.items = []
        self.index = 0
        self.top = 0

    def set_items(self, items, index=None):
        self.items = items
        if index is not None:
            self.index = index
        self.index = max(0, min(self.index, len(items) - 1))
        self.render()

    def move(self, delta):
        if self.items:
            self.index = (self.index + delta) % len(self.items)
            self.render()

    def render(self):
        if self.index < self.top:
            self.top = self.index
        if self.index >= self.top + self.rows:
            self.top = self.index - self.rows + 1
        for i, lab in enumerate(self.labels):
            k = self.top + i
            set_text(lab, self.items[k] if k < len(self.items) else "",
                     YELLOW if k == self.index else WHITE)
        self.cursor.anchored_position = (self.x, self.y + (self.index - self.top) * self.step)
