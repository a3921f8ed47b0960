"""The screens around a game's table: the pause menu, the pass screen of a
hotseat game and the result. Loaded when one of them is shown, let go
when the table is shown again."""

from ui.actions import DOWN, LEFT, MENU, OK, RIGHT, UP
from ui.modules import MENUS
from ui.screens import PAGE_PLACES, RowScreen, Screen, saving_off
from ui.widgets import GREY, YELLOW, set_text


# Where a pass screen's "press OK" goes on the PyBadge (ui.widgets.Layout:
# the CLUE's has its own), a question's words (x, y, lines) and its rows' y
# (0: the menu's), a result's: written where each is built


# --- what the pause menu and the result screen do (loaded with them) -----
def restart(app):
    ss = app.session
    confirm(app, "Restart?", "The game in play\nwill be lost.", (app.start_game, (ss.kind, ss.options, ss.seats)),
            (app.pause, ()))


def confirm(app, question, detail, yes, no):
    """Ask before a game is lost; yes and no: (an app's method, its args)."""
    app.open(app.leave_for(__name__).ConfirmScreen(app, question, detail, yes, no))


def play_again(app):
    ss = app.session
    from ui.modules import load
    end = load(ss.rules.PAGES)
    app.defer(app.start_game, ss.kind, end.options_after(ss.game, ss.options), ss.seats)


def hint(app):
    from ui.actions import HINT
    app.defer(app.resume, HINT)


def coach_for_viewer(ss):
    """Is there a lay-away weighed for the one holding the device (in
    hotseat, another's would show their hand: ui.teller.may_see)?"""
    p = getattr(ss, "coached", None)  # (ui.cribbage.coach.note)
    return p is not None and ss.teller.may_see(p)


def last_hand(app):
    app.open(app.leave_for(__name__).LastHandScreen(app))


# The menus' pages over a paused game: opened by the app, which lets this
# module go first and then loads ui.menus (loaded here first, it would be let
# go with this screen while its own code ran, and loaded again: two copies
# of it at once, the heap's peak over a game against hard). BACK: the pause menu.
def settings(app):
    app.open(app.leave_for(MENUS).OptionsScreen(app, app.pause))


def statistics(app):
    app.open(app.leave_for(MENUS).StatsScreen(app, app.pause))


def how_to_play(app):
    app.open(app.leave_for(MENUS).HelpScreen(app, app.pause))


class PassScreen(Screen):
    """Hotseat: shows nothing secret until the named player presses OK."""

    def __init__(self, app):
        super().__init__(app)
        L = app.layout
        self.line1 = L.text(self.group, 8, 8, "", YELLOW, 2, lines=2)
        x, y = L.passing or (8, 96)
        self.waits = L.text(self.group, x, y - 36, "", lines=3, wrapping=True)
        self.line2 = L.text(self.group, x, y, "press OK when ready", keys=True)

    def show(self):
        ss = self.app.session
        seat = ss.teller.pass_target()
        set_text(self.line1, "Pass to\n%s" % ss.names[seat])
        if ss.rules.PAGES:  # what waits for them, and who leads
            from ui.modules import Loaded
            with Loaded(ss.rules.PAGES) as pages:
                set_text(self.waits, pages.passing(ss, seat))

    def key(self, action):
        if action == OK:  # (at once: a hotseat game has no search to make room for)
            self.app.passed()
        elif action == MENU:
            self.app.pause()


class PauseScreen(RowScreen):
    gauge = True

    def __init__(self, app):
        super().__init__(app, rows=7)  # a row label costs about 1 KB: no more than used

    def show(self):
        a = self.app
        rows = [("Resume", self.back)]
        ss = a.session
        if ss is not None and ss.rules.HINT and ss.can_hint():
            rows.append(("Hint", lambda: hint(a)))
        if ss is not None and getattr(ss.teller.shown, "last", b"\0\0")[1]:
            rows.append(("Last hand", lambda: last_hand(a)))
        if ss is not None and coach_for_viewer(ss):
            rows.append(("Coach: my lay-away", a.coach))
        off = saving_off(a)
        rows += [("Restart", lambda: restart(a)), ("Settings", lambda: settings(a)),
                 ("Statistics", lambda: statistics(a)), ("How to play", lambda: how_to_play(a)),
                 ("Quit: game lost" if off else "Quit to menu", a.to_title)]
        self.fill("Paused", rows, off or "", 0)

    def back(self):
        self.app.defer(self.app.resume)


class ConfirmScreen(RowScreen):
    """Yes or no before a game is lost. No comes first: a stray OK loses
    nothing."""

    def __init__(self, app, question, detail, yes, no):
        """Yes and no: (an app's method, its args), done at the next tick."""
        L = app.layout
        (x, y, lines), rows_y = L.confirm or ((4, 62, 3), 0)
        super().__init__(app, rows=2, rows_y=rows_y)
        self.detail = L.text(self.group, x, y, "", lines=lines, wrapping=True)
        self.question, self.detail_text, self.yes, self.no = question, detail, yes, no

    def show(self):
        set_text(self.detail, self.detail_text)
        yes = self.yes
        self.fill(self.question, [("No, keep it", self.back), ("Yes", lambda: self.app.defer(yes[0], *yes[1]))],
                  "", 0)

    def back(self):
        self.app.defer(self.no[0], *self.no[1])


class ResultScreen(RowScreen):
    """The end of a game: who won, the scores, lurches, the match."""

    def __init__(self, app):
        L = app.layout
        (x, y, lines), rows_y = L.result or ((4, 50, 5), 0)
        super().__init__(app, rows=2, rows_y=rows_y)
        self.detail = L.text(self.group, x, y, "", lines=lines, wrapping=True)

    def show(self):
        a = self.app
        from ui.modules import load
        title, lines = load(a.session.rules.PAGES).result(a.session, self.detail.grid.width)
        set_text(self.detail, "\n".join(lines))
        self.fill(title[:26], [("Play again", lambda: play_again(a)), ("Menu", a.to_title)], "", 0)


class LastHandScreen(Screen):
    """The last whole hand of Cribbage, looked at again from the pause
    menu until the next show replaces it. Where the layout is narrow it
    takes more than one screen: right turns them over; any other key goes
    back."""

    coach = False
    title_text = ""

    def __init__(self, app):
        super().__init__(app)
        L = app.layout
        title, body, footer = L.page or PAGE_PLACES
        self.title = L.text(self.group, title[0], title[1], self.title_text or (
            "Coach: my lay-away" if self.coach else "Last hand"), YELLOW)
        self.body = L.text(self.group, body[0], body[1], "", lines=8)
        self.footer = L.text(self.group, footer[0], footer[1], "", GREY, keys=True)
        self.parts = [""]  # the text as the screens it takes (ui.widgets.Layout.parts)
        self.part = 0

    def show(self):
        ss = self.app.session
        body = ""
        if not self.coach:
            from ui.modules import Loaded
            with Loaded(ss.rules.HINT) as look_back:
                body = look_back.last_hand(ss, self.body.grid.width)
        elif coach_for_viewer(ss):
            from ui.modules import Loaded
            with Loaded(ss.rules.COACH) as coach:
                body = coach.page(ss)
            ss.coach_seen = True  # the hint at the start of the play goes to the card now
        self.parts = self.app.layout.parts(body)
        self.part = 0
        self.turned()

    def turned(self):
        n = len(self.parts)
        set_text(self.body, self.parts[self.part])
        set_text(self.footer, "right: more (%d/%d)" % (self.part + 1, n) if self.part + 1 < n else
                 "any key: " + ("go on" if self.title_text else "back"))

    def key(self, action):
        if action in (RIGHT, DOWN) and self.part + 1 < len(self.parts):
            self.part += 1
        elif action in (LEFT, UP) and self.part > 0:
            self.part -= 1
        else:
            self.app.defer(self.app.resume if self.coach else self.app.pause)
            return
        self.turned()


class LearnScreen(LastHandScreen):
    """Learn to play: a new kind of moment introduced before the player
    acts (the game's pages' words, the board's own key names).
    Any key: the game."""

    title_text = "Learn to play"

    def show(self):
        ss = self.app.session
        L = self.app.layout
        from ui.modules import Loaded
        with Loaded(ss.rules.PAGES) as pages:  # (its words, while they are read)
            body = pages.INTROS[ss.intro] % L.key_words
        if not L.wraps:  # (broken at spaces on the page's columns; a layout that wraps does it itself)
            words, lines = body.split(" "), [""]
            for w in words:
                if lines[-1] and len(lines[-1]) + 1 + len(w) > self.body.grid.width:
                    lines.append("")
                lines[-1] += (" " if lines[-1] else "") + w
            body = "\n".join(lines)
        self.parts = L.parts(body)
        self.part = 0
        self.turned()

    def key(self, action):
        if self.part + 1 < len(self.parts) and action in (RIGHT, DOWN, OK):
            self.part += 1
            self.turned()
        else:
            self.app.defer(self.app.resume)


class CoachScreen(LastHandScreen):
    """The coach: the human's lay-away this hand against the best ways, by
    the hard player's valuation (ui.cribbage.hint). Any key: the game."""

    coach = True
