"""The CLUE's texts (ui.clue's layout, and its tables': ui.clue_tables): a
text wrapped on the 20 columns of its 120x120 layout, a footer naming its
two buttons, a text put in another's place."""

import displayio

from ui.widgets import Text

try:
    from typing import Any  # only for the type checker; absent on the board
except ImportError:
    pass

COLS = 20


def wrap(s, cols):
    """s in lines of at most `cols` characters, broken at spaces; a line
    too long loses its runs of spaces first."""
    out = []
    for line in s.split("\n"):
        if len(line) > cols:  # a column's padding first ("kept 5H 6D 7C 8S      9.1")
            line = " ".join(line.split())
        while len(line) > cols:
            cut = line.rfind(" ", 0, cols + 1)
            if cut <= 0:
                cut = cols
            out.append(line[:cut])
            line = line[cut:].lstrip(" ")
        out.append(line)
    return "\n".join(out)


# the PyBadge's key names in a footer, as the CLUE's two buttons (ui.two_buttons)
KEYS = (("left/right:", "A:"), ("right:", "A:"), ("ok:", "B:"), ("  back: -", ""), ("back:", "B held:"),
        ("press OK", "press B"))


def keyed(s):
    for pybadge, clue in KEYS:
        s = s.replace(pybadge, clue)
    return s


class Wrapped:
    """A text that breaks what it is given into lines of its width: `text`
    is what the screen set, `inner` (a ui.widgets.Text) shows the lines
    (a footer's key names as the CLUE's buttons, when `keys`)."""

    def __init__(self, group, x, y, s, colour, cols, lines, keys=False):
        self.inner = Text(group, x, y, "", colour, 1, cols, lines)
        self.box = self.inner.box
        self.grid = self.inner.grid
        self.keys = keys
        self._said = None
        self.text = s

    @property
    def text(self):
        return self._said

    @text.setter
    def text(self, s):
        self._said = s
        self.inner.text = wrap(keyed(s) if self.keys else s, self.inner.grid.width)

    @property
    def color(self):
        return self.inner.color

    @color.setter
    def color(self, colour):
        self.inner.color = colour

    @property
    def anchored_position(self):
        return self.inner.anchored_position

    @anchored_position.setter
    def anchored_position(self, xy):
        self.inner.anchored_position = xy


def retext(group, old, x, y, lines=1, cols=COLS, wrapping=True, keys=False):
    """A new text in old's place in the group (drawn in the same order), at
    (x, y), `cols` wide on `lines` lines; wrapping unless told not to; a
    footer naming keys (`keys`) names the CLUE's."""
    i = group.index(old.box)
    group.pop(i)
    spare = displayio.Group()
    cols = min(cols, (120 - x) // 6)
    new = (Wrapped(spare, x, y, old.text, old.color, cols, lines, keys) if wrapping or keys
           else Text(spare, x, y, old.text, old.color, 1, cols, lines))  # type: Any
    spare.pop()
    group.insert(i, new.box)
    return new


def move(item, x, y):
    item.x = x
    item.y = y
