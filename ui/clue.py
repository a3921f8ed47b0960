"""The CLUE's layout (docs/clue_layout.md): its 240x240 screen shows a
120x120 one at twice the size, so text is as tall as on the PyBadge and a
card 4 mm wide. Every screen is built at it (app.layout), as at the
PyBadge's (ui.widgets.Layout): its parts where this one puts them, its
long words wrapped on 20 columns, its footers naming the CLUE's two
buttons (ui.two_buttons). Loaded only on a screen of that size (ui.app):
the PyBadge never loads it.

A game's table has its own places here (ui.KIND.clue, beside its screen).
"""

from micropython import const
from ui.actions import OK
from ui.widgets import WHITE, Layout as Wide, Text

_COLS = const(20)


class Layout(Wide):
    width = 120
    # (in the order of each screen's PLACES, which says what each is)
    menu = ((2, 0), (0, 12, 6), (2, 96))
    # (a menu's marks at its rows' right, as the PyBadge's: in the cursor's
    # column they read as a row's first letter, "vStatistics")
    confirm = result = ((2, 12, 7), 96)  # the words from the top, the two rows below them
    page = ((0, 0), (0, 12), (0, 108))  # (20 columns: from the edge)
    page_count = "%d/%d  back: menu"
    readout = ("ok", OK)  # no Select key: OK (B short) on About
    key_words = {"ok": "B", "move": "A (held: left)", "hint": "Hint in the menu (A+B)"}
    wraps = True
    passing = (2, 96)
    error = ((2, 32, 5), (2, 96))

    def text(self, group, x, y, s="", colour=WHITE, scale=1, lines=1, cols=0, wrapping=False, keys=False):
        if wrapping or keys:
            return Wrapped(group, x, y, s, colour, cols or (self.width - x) // 6, lines, keys)
        return super().text(group, x, y, s, colour, scale, lines, cols)

    def wrap(self, s, cols):
        return wrap(s, cols)

    def pages(self, pages, path):
        """Help re-flowed (ui.clue.reflow), the CLUE's own buttons first;
        About's key named as the CLUE's; each page in screens of 8 lines
        of 20 columns."""
        if path is not None:
            from ui.menus import help_page
            first, n = help_page(path, 0)
            pages = [reflow(p) for p in [first] + [help_page(path, k)[0] for k in range(1, n)]]
            own = [p for p in pages if p.startswith("Buttons (CLUE")]  # its own buttons first
            pages = own + [p for p in pages if p not in own]  # (the board's sort is not stable)
        return paged(pages or [], _COLS), None

    def parts(self, body):
        """As ui.widgets.Layout.parts (a text, or its rows), wrapped again
        on the CLUE's columns."""
        return paged([body if isinstance(body, str) else "\n".join(body)], _COLS)


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


def reflow(page):
    """A help page written on 26 columns as its sentences and items: a line
    goes on from the one before it unless that one ended a sentence or it
    starts anew (a capital: an item, "A held: left")."""
    out = []  # type: list
    for line in page.split("\n"):
        c = line[:1]
        if out and out[-1] and not out[-1].endswith(".") and (c.islower() or c.isdigit() or c in "(\"*"):
            out[-1] += " " + line
        else:
            out.append(line)
    return "\n".join(out)


def paged(pages, cols, lines=8):
    """Each page wrapped on `cols` columns and cut into screens of `lines`,
    each cut after a sentence where one ends past its second row (a lone
    "dealer's." on a screen of its own reads as nothing)."""
    out = []
    for page in pages:
        rows = wrap(page.replace(". ", ".\n"), cols).split("\n")  # (each sentence from a row's start)
        while len(rows) > lines:
            k = lines
            while k > 2 and not rows[k - 1].endswith("."):
                k -= 1
            if k == 2:
                k = lines
            out.append("\n".join(rows[:k]))
            rows = rows[k:]
        out.append("\n".join(rows))
    return out


# the PyBadge's key names in a footer or a table's prompt, as the CLUE's two
# buttons (ui.two_buttons)
KEYS = (("left/right:", "A:"), ("right:", "A:"), ("ok:", "B:"), ("  back: -", ""), ("back:", "B held:"),
        ("press OK", "press B"), (": ok", ": B"), ("> ok", "> B"), ("ok again", "B again"))


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
