"""What both game tables do with a key before their own moves, and with
time: the base of ui.cribbage.screen and ui.trash.screen."""

from ui.actions import MENU, OK


class GameScreen:
    def __init__(self, app):
        import displayio
        self.app = app
        self.group = displayio.Group()

    def show(self):
        pass

    def key_common(self, action):
        """True when the key was taken: MENU pauses, OK hurries the messages
        or a thinking computer; nothing else while it is not a human's turn."""
        ss = self.app.session
        if action == MENU:  # at the next tick, the table let go first: the pause menu
            self.app.defer(self.app.pause)  # is not built on top of it
            return True
        if (ss.teller.messages or ss.teller.held) and action == OK:
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

    def drawn(self):
        """After a key: the table drawn, unless the tick that follows the key
        at once (ui.mainloop) moves it on (the words of the move the key
        made, the computer's turn it handed over) and draws it then: one
        drawing to the key's frame, not two (about 1 M instructions on the
        board). In hotseat always now: a move takes its player's hand off
        the table at once (ui.cribbage.rules.before)."""
        ss = self.app.session
        if not ss.moves_at(ss.now) or len(ss.humans()) > 1:
            self.redraw()

    def tick(self, now):
        if self.app.session.tick(now):
            self.redraw()
            return True
        return False
