"""The screens around a game's table: the pause menu, the pass screen of a
hotseat game and the result. Loaded while a game is on; GameScreen is
what both tables do with a key before their own moves."""

from ui.actions import MENU, OK
from ui.screens import RowScreen, Screen
from ui.widgets import YELLOW, set_text, text


class GameScreen(Screen):
    def key_common(self, action):
        """True when the key was taken: MENU pauses, OK hurries the messages
        or a thinking computer; nothing else while it is not a human's turn."""
        ss = self.app.session
        if action == MENU:
            self.app.pause()
            return True
        if ss.messages and action == OK:
            ss.skip()
            self.redraw()
            return True
        if not ss.human_turn():
            if action == OK:
                ss.hurry()
            return True
        return False

    def redraw(self):
        pass

    def tick(self, now):
        if self.app.session.tick(now):
            self.redraw()
            return True
        return False


class PassScreen(Screen):
    """Hotseat: shows nothing secret until the named player presses OK."""

    def __init__(self, app):
        super().__init__(app)
        self.line1 = text(self.group, 8, 40, "", YELLOW, 2)
        self.line2 = text(self.group, 8, 80, "press OK when ready")

    def show(self):
        ss = self.app.session
        set_text(self.line1, "Pass to\n%s" % ss.names[ss.pass_target()])

    def key(self, action):
        if action == OK:
            self.app.passed()
        elif action == MENU:
            self.app.pause()


class PauseScreen(RowScreen):
    def __init__(self, app):
        super().__init__(app, rows=5)  # a row label costs about 1 KB: no more than used

    def show(self):
        a = self.app
        rows = [("Resume", a.resume)]
        if a.session is not None and a.session.kind == "cribbage":
            rows.append(("Hint", a.hint))
        rows += [("Restart", a.restart), ("Settings", a.to_settings_from_game),
                 ("Quit to menu", a.to_title)]
        self.fill("Paused", rows, "", 0)

    def back(self):
        self.app.resume()


class ResultScreen(RowScreen):
    """The end of a game: who won, the scores, lurches, the match."""

    def __init__(self, app):
        super().__init__(app, rows=2)
        self.detail = text(self.group, 4, 50, "")

    def show(self):
        a = self.app
        title, lines = a.session.rules.result(a.session)
        set_text(self.detail, "\n".join(lines))
        self.fill(title[:26], [("Play again", a.play_again), ("Menu", a.to_title)], "", 0)
