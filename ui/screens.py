"""What every screen is: a displayio group built when the screen is shown
and let go when it is left, keys in, ticks in. RowScreen serves every menu
made of rows (the title, setup, settings, pause, results)."""

import displayio

from ui.actions import BACK, DOWN, LEFT, MENU, OK, RIGHT, UP
from ui.widgets import GREY, WHITE, YELLOW, font, set_text


class Screen:
    def __init__(self, app):
        self.app = app
        self.group = displayio.Group()

    def show(self):
        pass

    def key(self, action):
        pass

    def tick(self, now):
        return False


SAVING_OFF = "saving is off: the board's\nmemory did not keep a save"


def saving_off(app):
    """The words for a board whose flash no longer keeps what is written
    (ui.store), or None."""
    return SAVING_OFF if app.store is not None and app.store.off else None


# Where a menu's parts go on the PyBadge (ui.widgets.Layout): the title;
# the rows' cursor (x, y) and their labels' indent from it; the footer
# (written in RowScreen.__init__)
# a page of text's (help, statistics, about, the last hand, the coach):
# the title, the body's 8 lines, the footer
PAGE_PLACES = ((4, 2), (4, 18), (4, 116))


class RowScreen(Screen):
    """A title, rows (label, on_ok, on_left_right) and a footer line."""

    gauge = False  # the battery's charge at the title's right end (the title, the pause menu)

    def __init__(self, app, rows=7, rows_y=0):
        super().__init__(app)
        L = app.layout
        title, (x, y, indent), footer = L.menu or ((4, 2), (4, 18, 8), (4, 104))
        self.title = L.text(self.group, title[0], title[1], "", YELLOW)
        self.list = RowList(self.group, L, x, rows_y or y, indent, rows)
        self.footer = L.text(self.group, footer[0], footer[1], "", GREY, lines=2, keys=True)  # one line, or two
        self.rows = []
        self.keys_line = ""

    def fill(self, title, rows, footer="", index=None):
        """Rows (label, on_ok, on_left_right, what the row means: said on
        the footer's first line while it is selected)."""
        self.rows = rows
        b = self.app.battery
        if self.gauge and b is not None:  # the battery's charge at the title's right end
            g = b.text()
            title += " " * max(1, self.title.grid.width - 1 - len(title) - len(g)) + g
        set_text(self.title, title)
        self.keys_line = footer
        self.list.set_items([r[0] for r in rows], index)
        self.explained()

    def explained(self):
        """The footer: what the row selected means (where it says), over
        the keys' line."""
        footer = self.keys_line
        if "\n" not in footer:  # (one line: the lower, the upper for the row's meaning)
            row = self.rows[self.list.index] if self.rows else ("",)  # type: tuple
            footer = (row[3] if len(row) > 3 else "") + "\n" + footer
        set_text(self.footer, footer)

    def key(self, action):
        if not self.rows:
            return
        row = self.rows[self.list.index]
        if action in (UP, DOWN):
            self.list.move(-1 if action == UP else 1)
            self.explained()
        elif action in (LEFT, RIGHT):
            if len(row) > 2 and row[2] is not None:
                row[2](-1 if action == LEFT else 1)
                self.show()
            else:
                self.list.move(-1 if action == LEFT else 1)
                self.explained()
        elif action == OK:
            if row[1] is not None:
                row[1]()
            else:  # (a setting: left and right change it; ok never does, unseen: it moves on)
                self.list.move(1)
                self.explained()
        elif action in (BACK, MENU):
            self.back()

    def back(self):
        self.app.to_title()


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
    """A list of text rows with a cursor, `rows` visible at a time, and a
    mark where more rows lie above or below, in a last column of its own
    (in the cursor's column, it read as a row's first letter)."""

    def __init__(self, group, layout, x, y, indent, rows, step=12):
        w = font()[1]
        cols = (layout.width - x - indent) // w - 1  # (the last column: the marks)
        self.labels = [layout.text(group, x + indent, y + i * step, cols=cols) for i in range(rows)]
        mx = x + indent + cols * w
        self.more = layout.text(group, mx, y, "", GREY, lines=rows, cols=1)
        self.cursor = layout.text(group, x, y, ">", YELLOW, cols=1)
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
        marks = ["" for _ in self.labels]
        if self.top > 0:
            marks[0] = "^"
        if self.top + self.rows < len(self.items):
            marks[-1] = "v"
        set_text(self.more, "\n".join(marks))
        self.cursor.anchored_position = (self.x, self.y + (self.index - self.top) * self.step)
