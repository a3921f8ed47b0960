"""Higher card's table: the points, the two cards turned, the words told,
what to do."""

from ui.actions import OK
from ui.table import GameScreen
from ui.widgets import YELLOW, set_text


class HigherScreen(GameScreen):
    def __init__(self, app):
        super().__init__(app)
        L = app.layout
        self.scores = L.text(self.group, 2, 0, "", YELLOW)
        self.cards = L.text(self.group, 2, 40, "", lines=2)
        self.msg = L.text(self.group, 2, 80, "")
        self.prompt = L.text(self.group, 2, 108, "", keys=True)

    def show(self):
        self.redraw()

    def redraw(self):
        ss = self.app.session
        t = ss.teller
        s = t.shown
        from ui.higher.rules import card_words
        set_text(self.scores, "  ".join("%s %d" % (ss.names[p], s.points[p]) for p in range(2)))
        set_text(self.cards, "\n".join("%s: %s" % (ss.names[p], card_words(c) if c >= 0 else "-")
                                       for p, c in enumerate(s.cards)))
        set_text(self.msg, t.message)
        set_text(self.prompt, "ok: turn a card" if ss.human_turn() and not t.messages else "")

    def key(self, action):
        if self.key_common(action):
            return
        if action == OK:
            self.app.session.apply(0)
        self.drawn()
