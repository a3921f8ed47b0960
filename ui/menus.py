"""Screens made of rows: the title menu, a game's table setup, settings,
rules, about, the pause menu, the pass screen and the results. One
RowScreen class serves them all; each is built once and refilled."""

import displayio

from ui import prefs as P
from ui.actions import BACK, DOWN, LEFT, MENU, OK, RIGHT, UP
from ui.widgets import GREY, RowList, YELLOW, set_text, text

VERSION = "0.3"


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


class GameScreen(Screen):
    """What both game tables do with a key before their own moves."""

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

    def refresh(self):
        self.list.set_items([r[0] for r in self.rows])

    def key(self, action):
        if not self.rows:
            return
        row = self.rows[self.list.index]
        if action in (UP,):
            self.list.move(-1)
        elif action in (DOWN,):
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


class TitleScreen(RowScreen):
    def show(self):
        a = self.app
        rows = []  # type: list
        if a.saved is not None:
            rows.append((a.saved_text[:24], a.resume_saved))
        rows += [("Play Cribbage", lambda: a.to_setup("cribbage")),
                 ("Play Trash", lambda: a.to_setup("trash")),
                 ("Settings", a.to_settings),
                 ("Statistics", a.to_stats),
                 ("How to play", a.to_help),
                 ("About", a.to_about)]
        self.fill("Pocket Cards", rows, a.notice or "ok: choose  back: -")

    def back(self):
        pass


class SetupScreen(RowScreen):
    """Who plays: the table (or number of players), each seat, the rules."""

    def __init__(self, app):
        super().__init__(app)
        self.game = "cribbage"

    def show(self):
        a = self.app
        pr = a.prefs
        g = self.game
        rows = []  # type: list
        if g == "cribbage":
            rows.append(("Table: " + P.show("table", pr.get("table")),
                         None, lambda d: pr.cycle("table", d)))
            n = {"2p6": 2, "2p5": 2, "3p": 3, "4p": 4}[pr.get("table")]
        else:
            rows.append(("Players: %d" % pr.get("players"), None, lambda d: pr.cycle("players", d)))
            n = pr.get("players")
        seats = pr.get(g[:5] + "_seats" if g == "trash" else "crib_seats")
        for i in range(n):
            rows.append(self._seat_row(g, i, seats[i]))
        rows.append(("Rules...", lambda: a.to_variants(g)))
        rows.append(("Start!", lambda: a.start_game(g)))
        index = self.list.index if self.rows else len(rows) - 1
        self.fill("Cribbage" if g == "cribbage" else "Trash", rows,
                  "left/right: change", min(index, len(rows) - 1))

    def _seat_row(self, g, i, kind):
        from ui.session import SEAT_NAMES
        game = "crib" if g == "cribbage" else "trash"
        label = "%s: %s" % (SEAT_NAMES[i], kind if kind == "human" else "computer, " + kind)
        return (label, None, lambda d: self.app.prefs.cycle_seat(game, i, d))

    def back(self):
        self.app.to_title()


class OptionsScreen(RowScreen):
    """Settings rows: general ones, or one game's rules."""

    def __init__(self, app):
        super().__init__(app)
        self.table = P.GENERAL
        self.title_text = "Settings"
        self.on_back = None

    def show(self):
        pr = self.app.prefs
        rows = []  # type: list
        for key, label, _ in self.table:
            rows.append(("%s: %s" % (label, P.show(key, pr.get(key))), None,
                         (lambda k: lambda d: self._change(k, d))(key)))
        rows.append(("Done", self.back))
        self.fill(self.title_text, rows, "left/right: change", self.list.index if self.rows else 0)

    def _change(self, key, d):
        self.app.prefs.cycle(key, d)
        self.app.apply_prefs()

    def back(self):
        (self.on_back or self.app.to_title)()


HELP = {
    "cribbage": [
        "Cribbage: be first to\nthe target (121).\nDeal 6 each; lay 2 away\nto the dealer's crib.\nA starter is cut.",
        "The play: lay cards in\nturn, count up to 31.\n15 or 31: 2. Pairs 2,\nrun 1 a card. Can't go?\nSay go: last card 1.",
        "The show: your hand and\nthe starter: 15s 2 each,\npairs 2, runs 1 a card,\nflush 4-5, jack of the\nstarter's suit 1.",
        "Keys: left/right choose,\nok play, menu pauses\n(hint, restart, quit).\nA computer is marked *.",
    ],
    "trash": [
        "Trash: fill your ten\nslots A to 10 face up.\nDraw from the stock or\nthe discard pile.",
        "A card goes to its slot\nand turns up the card\nthere: play that too.\nJacks are wild: put\nthem on any slot.",
        "Q and K end your turn.\nFill every slot to win\nthe hand: next hand you\nhave one slot fewer.\nWin with a last slot.",
    ],
}


class PagesScreen(Screen):
    """Rules, a few pages a game; left/right turn pages."""

    def __init__(self, app):
        super().__init__(app)
        self.title = text(self.group, 4, 2, "", YELLOW)
        self.body = text(self.group, 4, 18, "")
        self.footer = text(self.group, 4, 116, "", GREY)
        self.pages = []
        self.page = 0

    def open(self, title, pages):
        self.pages = pages
        self.page = 0
        set_text(self.title, title)
        self.show()

    def show(self):
        set_text(self.body, self.pages[self.page] if self.pages else "")
        set_text(self.footer, "page %d/%d  back: menu" % (self.page + 1, len(self.pages)))

    def key(self, action):
        if action in (RIGHT, DOWN, OK):
            if self.page + 1 < len(self.pages):
                self.page += 1
                self.show()
            elif action == OK:
                self.app.to_title()
        elif action in (LEFT, UP):
            self.page = max(0, self.page - 1)
            self.show()
        elif action in (BACK, MENU):
            self.app.to_title()


class PassScreen(Screen):
    """Hotseat: shows nothing secret until the named player presses OK."""

    def __init__(self, app):
        super().__init__(app)
        self.line1 = text(self.group, 8, 40, "", YELLOW, 2)
        self.line2 = text(self.group, 8, 80, "press OK when ready")

    def open(self, name):
        set_text(self.line1, "Pass to\n%s" % name)

    def key(self, action):
        if action == OK:
            self.app.passed()
        elif action == MENU:
            self.app.pause()


class PauseScreen(RowScreen):
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
        ss = a.session
        g = ss.game
        if ss.kind == "cribbage":
            won = [e for e in ss.log if e[0] == "game_won"][-1]
            side = won[1]
            who = " & ".join(ss.names[i] for i in range(g.n) if g.side_of(i) == side)
            lines = ["scores: " + " ".join(str(x) for x in g.scores)]
            for loser, kind in won[3]:
                if kind:
                    lines.append("%s %s!" % (" & ".join(ss.names[i] for i in range(g.n)
                                                       if g.side_of(i) == loser), kind.replace("_", " ")))
            lines.append("game points %d" % won[2])
            if g.options["match"]:
                lines.append("match: " + " ".join(str(x) for x in g.match_points))
            title = "%s win%s!" % (who, "" if " & " in who else "s")
        else:
            who = " & ".join(ss.names[w] for w in g.winners)
            lines = ["slots left: " + " ".join(str(x) for x in g.size),
                     "hands won: " + " ".join(str(x) for x in g.hands_won)]
            title = "%s win%s!" % (who, "" if len(g.winners) > 1 else "s")
        set_text(self.detail, "\n".join(lines))
        self.fill(title[:26], [("Play again", a.play_again), ("Menu", a.to_title)], "", 0)


class ErrorScreen(Screen):
    """Something unexpected (say, the memory ran out): say so in plain
    words; the game is saved, so OK carries on and BACK goes to the menu."""

    def __init__(self, app):
        super().__init__(app)
        self.title = text(self.group, 4, 4, "Oops!", YELLOW, 2)
        self.body = text(self.group, 4, 36, "")
        self.footer = text(self.group, 4, 104, "ok: carry on\nback: main menu", GREY)

    def open(self, error):
        what = "out of memory" if isinstance(error, MemoryError) else type(error).__name__
        set_text(self.body, "Something went wrong:\n%s.\nYour game is saved." % what[:24])

    def key(self, action):
        if action == OK:
            self.app.recover()
        elif action in (BACK, MENU):
            self.app.to_title()


class StatsScreen(RowScreen):
    """Statistics: a row per seat that has played (ok: the details), and a
    reset that asks first."""

    def __init__(self, app):
        super().__init__(app)
        self.confirm = False

    def show(self):
        st = self.app.stats
        if self.confirm:
            self.fill("Reset statistics?", [("No, keep them", self._cancel),
                                            ("Yes, reset all", self._reset)], "", 0)
            return
        rows = []  # type: list
        for name in sorted(st.rows):
            r = st.rows[name]
            played = r[0] + r[15]
            rows.append(("%s: %d played, %d won" % (name, played, r[1] + r[16]),
                         (lambda n: lambda: self.app.to_stat_page(n))(name)))
        if not rows:
            rows.append(("No games yet", None))
        rows.append(("Reset statistics", self._ask))
        self.fill("Statistics", rows, st.problem[:26] or "ok: details", 0)

    def _ask(self):
        self.confirm = True
        self.show()

    def _cancel(self):
        self.confirm = False
        self.show()

    def _reset(self):
        self.app.stats.reset()
        self.confirm = False
        self.show()
