"""Something unexpected (say, the memory ran out): say so in plain words;
the game is saved, so OK carries on and BACK goes to the menu. Kept tiny:
it is loaded when memory may be short."""

from ui.actions import BACK, MENU, OK
from ui.screens import Screen
from ui.widgets import GREY, YELLOW, set_text, text


class ErrorScreen(Screen):
    def __init__(self, app):
        super().__init__(app)
        self.title = text(self.group, 4, 4, "Oops!", YELLOW, 2)
        self.body = text(self.group, 4, 36, "", lines=3)
        self.footer = text(self.group, 4, 104, "ok: carry on\nback: main menu", GREY, lines=2)

    def open(self, error):
        what = "out of memory" if isinstance(error, MemoryError) else type(error).__name__
        set_text(self.body, "Something went wrong:\n%s.\nYour game is saved." % what[:24])

    def key(self, action):
        if action == OK:
            recover(self.app)
        elif action in (BACK, MENU):
            self.app.to_title()


def recover(app):
    """Carry on: back into the game (rebuilt from its save) or the menu."""
    ss = app.session
    if ss is not None and ss.game.actor is not None and app.store is not None:
        ss.save()  # as it stands: the resume continues exactly here
        ss = None
        app.end_game()
        app._find_saved()
        if app.saved_text:
            app.resume_saved()
            return
    app.to_title()
