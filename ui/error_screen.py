"""Something unexpected (say, the memory ran out): say so in plain words;
the game is saved, so OK carries on and BACK goes to the menu.

Built once at start-up and kept (ui.app), so that showing it needs
no new memory: a MemoryError anywhere ends on this screen, never on a
blank one (tests/test_board_heap.py fills the heap, then fails a hint)."""

import displayio

from ui.actions import BACK, MENU, OK
from ui.widgets import GREY, YELLOW, set_text

# (one string object: shown again by reference, no new text to make)
MEMORY_WORDS = "Something went wrong:\nout of memory.\nYour game is saved."


# Where the words go on the PyBadge (ui.widgets.Layout): the body (x, y, lines), the footer
PLACES = ((4, 36, 3), (4, 104))


class ErrorScreen:
    def __init__(self, app):
        self.app = app
        self.group = displayio.Group()
        L = app.layout
        self.title = L.text(self.group, 4, 4, "Oops!", YELLOW, 2)
        (x, y, lines), footer = L.error or PLACES
        self.body = L.text(self.group, x, y, MEMORY_WORDS, lines=lines, wrapping=True)
        self.footer = L.text(self.group, footer[0], footer[1], "ok: carry on\nback: main menu", GREY, lines=2,
                             keys=True)

    def open(self, error):
        """The words for `error`: out of memory allocates nothing (the
        words are already up, or set from one string)."""
        if isinstance(error, MemoryError):
            set_text(self.body, MEMORY_WORDS)
        else:
            set_text(self.body, "Something went wrong:\n%s.\nYour game is saved."
                     % type(error).__name__[:24])

    def show(self):
        pass

    def tick(self, now):
        return False

    def key(self, action):
        if action not in (OK, BACK, MENU):
            return
        set_text(self.body, MEMORY_WORDS)  # ready for the next time, while memory is there
        if action == OK:
            recover(self.app)
        else:
            self.app.to_title()


def recover(app):
    """Carry on: back into the game (rebuilt from its save) or the menu."""
    ss = app.session
    if ss is not None and ss.game.actor is not None and app.store is not None:
        app.drop_table()  # room first: the table is built again on resume
        ss.save()  # as it stands: the resume continues exactly here
        ss = None
        app.end_game()
        app.resume_saved()  # (just written: read and replayed once, not looked at first)
        return
    app.to_title()
