"""What every screen is: a displayio group built when the screen is shown
and let go when it is left, keys in, ticks in. RowScreen serves every menu
made of rows (the title, setup, settings, pause, results)."""

import displayio

from ui.actions import BACK, DOWN, LEFT, MENU, OK, RIGHT, UP
from ui.widgets import GREY, RowList, YELLOW, set_text, text


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


class RowScreen(Screen):
    """A title, rows (label, on_ok, on_left_right) and a footer line."""

    def __init__(self, app, rows=7):
        super().__init__(app)
        self.title = text(self.group, 4, 2, "", YELLOW)
        self.list = RowList(self.group, 4, 18, rows)
        self.footer = text(self.group, 4, 116, "", GREY)
        self.rows = []

    def fill(self, title, rows, footer="", index=None):
        self.rows = rows
        set_text(self.title, title)
        set_text(self.footer, footer)
        self.list.set_items([r[0] for r in rows], index)

    def key(self, action):
        if not self.rows:
            return
        row = self.rows[self.list.index]
        if action == UP:
            self.list.move(-1)
        elif action == DOWN:
            self.list.move(1)
        elif action in (LEFT, RIGHT):
            if len(row) > 2 and row[2] is not None:
                row[2](-1 if action == LEFT else 1)
                self.show()
            else:
                self.list.move(-1 if action == LEFT else 1)
        elif action == OK:
            if row[1] is not None:
                row[1]()
            elif len(row) > 2 and row[2] is not None:
                row[2](1)
                self.show()
        elif action in (BACK, MENU):
            self.back()

    def back(self):
        self.app.to_title()
