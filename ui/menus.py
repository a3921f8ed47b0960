"""The menus around the games: the title, a game's table setup, settings
and rules, statistics, help and about. Loaded only while a menu is shown
(never during play); settings come from ui.prefs, loaded with them."""

import gc

from ui import prefs as P
from ui.actions import BACK, DOWN, LEFT, MENU, OK, RIGHT, UP
from ui.games import GAMES, TITLES
from ui.screens import PAGE_PLACES, RowScreen, Screen, saving_off
from ui.widgets import GREY, YELLOW, set_text

VERSION = "0.4"


# --- going from menu to menu (here, not in the app: loaded only with menus)
def to_setup(app, game):
    app.open(app.leave_for(__name__).SetupScreen(app, game))


def to_settings(app, back=None):
    app.open(app.leave_for(__name__).OptionsScreen(app, back))


def to_variants(app, game):
    app.open(app.leave_for(__name__).OptionsScreen(app, lambda: to_setup(app, game), game))


def start(app, game):
    """Start a game; over a saved one, only once the player says so."""
    if not app.saved_text:
        app.defer(app.start_game, game)
    else:  # (opened by the app: ui.in_game loaded once this screen is let go)
        from ui.modules import IN_GAME
        app.open(app.leave_for(IN_GAME).ConfirmScreen(
            app, "New game?", "The saved game\n(%s)\nwill be lost." % app.saved_text[7:], (app.start_game, (game,)),
            (app.setup, (game,))))


def to_help(app):
    app.open(app.leave_for(__name__).HelpScreen(app))


def to_stats(app, back=None):
    app.open(app.leave_for(__name__).StatsScreen(app, back))


def to_stat_page(app, name, back=None):
    m = app.leave_for(__name__)
    app.open(m.PagesScreen(app, "Statistics", app.stats.pages(name), back=lambda: to_stats(app, back)))


def to_about(app):
    m = app.leave_for(__name__)
    app.about = True
    app.open(m.PagesScreen(app, "About", ["Pocket Cards %s\n%s\n\nThe rules engine is\nshared with the desktop\n"
                     "simulator.\n\n%s: memory readout" % (VERSION, ", ".join(TITLES), app.layout.readout[0])]))


class TitleScreen(RowScreen):
    gauge = True

    def show(self):
        a = self.app
        rows = []  # type: list
        if a.saved_text:  # (never cut: shortened, then without the scores)
            said = a.saved_text
            cols = self.list.labels[0].grid.width
            word = said.split()[1]  # (the game's name: a long one to its first four letters)
            for short in (said, said.replace(word, word[:4]) if len(word) > 5 else said,
                          " ".join(said.split()[:2])):
                if len(short) <= cols:
                    break
            rows.append((short, lambda: a.defer(a.resume_saved)))
        for kind in GAMES:
            rows.append(("Play " + TITLES[GAMES.index(kind)], (lambda k: lambda: to_setup(a, k))(kind)))
        rows.append(("Learn to play", lambda: a.open(a.leave_for(__name__).LearnMenu(a))))
        rows += [("Settings", lambda: to_settings(a)),
                 ("Statistics", lambda: to_stats(a)),
                 ("How to play", lambda: to_help(a)),
                 ("About", lambda: to_about(a))]
        self.fill("Pocket Cards", rows, saving_off(a) or a.notice or "ok: choose  back: -")

    def back(self):
        pass


class LearnMenu(RowScreen):
    """Learn to play: a first game of each, taught as it is played
    (against the easy computer, every score held until OK)."""

    def show(self):
        a = self.app
        rows = []  # type: list
        for kind in GAMES:
            done = " (done)" if a.stats.learned(kind) else ""
            rows.append((TITLES[GAMES.index(kind)] + done, (lambda k: lambda: a.defer(a.learn, k))(kind), None,
                         "a first game, taught"))
        rows.append(("Back", a.to_title))
        self.fill("Learn to play", rows, "ok: start  back: -", 0)


class SetupScreen(RowScreen):
    """Who plays: the table (or number of players), each seat, the rules."""

    def __init__(self, app, game):
        super().__init__(app)
        self.game = game

    def show(self):
        a = self.app
        pr = a.prefs
        g = self.game
        m = pr.game(g)  # its menu module (ui.games)
        first, label, _ = m.OPTIONS[0]  # its table, or its number of players
        v = pr.get(first)
        rows = [("%s: %s" % (label, P.show(first, v, m.WORDS)), None,
                 lambda d: pr.cycle(first, d), P.means(first, v, m.MEANS))]  # type: list
        seats = pr.seats(g)
        for i in range(m.seats(v)):
            rows.append(self._seat_row(g, i, seats[i]))
        rows.append(("Rules...", lambda: to_variants(a, g)))
        rows.append(("Start!", lambda: start(a, g)))
        index = self.list.index if self.rows else len(rows) - 1
        self.fill(TITLES[GAMES.index(g)], rows, "left/right: change", min(index, len(rows) - 1))

    def _seat_row(self, g, i, kind):
        return (seat_label(i, kind), None, lambda d: self.app.prefs.cycle_seat(g, i, d),
                "a person or the CPU")


def seat_label(i, kind):
    """A seat's row on the setup: "Blue: hard CPU"."""
    from ui.colours import SEAT_NAMES
    return "%s: %s" % (SEAT_NAMES[i], kind if kind == "human" else kind + " CPU")


class OptionsScreen(RowScreen):
    """Settings rows: general ones, or one game's rules."""

    def __init__(self, app, back=None, game=None):
        """The general settings, or game's rules (back: where BACK goes:
        the title, the pause menu, the game's setup)."""
        super().__init__(app)
        self.on_back = back
        self.game = game

    def show(self):
        pr = self.app.prefs
        m = self.game and pr.game(self.game)  # (its menu module: its rules, after the table)
        table, words, means = (m.OPTIONS[1:], m.WORDS, m.MEANS) if m else (P.GENERAL, None, P.MEANS)
        rows = []  # type: list
        for key, label, _ in table:
            v = pr.get(key)
            rows.append(("%s: %s" % (label, P.show(key, v, words)), None,
                         (lambda k: lambda d: self._change(k, d))(key), P.means(key, v, means)))
        rows.append(("Done", self.back))
        self.fill(TITLES[GAMES.index(self.game)] + " rules" if m else "Settings", rows, "left/right: change",
                  self.list.index if self.rows else 0)

    def _change(self, key, d):
        self.app.prefs.cycle(key, d)
        self.app.prefs.apply(self.app)

    def back(self):
        (self.on_back or self.app.to_title)()


def help_page(path, k):
    """(page k's text, number of pages) of a help file whose pages are
    separated by lines of "---": read from the drive a line at a time, so
    no more than one page is ever held."""
    pages = 1
    lines = []
    try:
        with open(path) as f:
            for line in f:
                if line.startswith("---"):
                    pages += 1
                elif pages - 1 == k:
                    lines.append(line.rstrip("\r\n"))
    except OSError:
        return "The help file is missing:\n%s" % path[-24:], 1
    return "\n".join(lines).strip("\n"), pages


class PagesScreen(Screen):
    """Pages of text: help (read from a file), statistics, about; left and
    right turn pages (as many as the layout needs: ui.widgets.Layout.pages).
    On About, Select (the CLUE: OK) shows the memory readout."""

    def __init__(self, app, title_text, pages=None, path=None, back=None):
        """back: where BACK goes (the title, or over a game the pause menu)."""
        super().__init__(app)
        self.on_back = back
        L = app.layout
        title, body, footer = L.page or PAGE_PLACES
        self.title = L.text(self.group, title[0], title[1], "", YELLOW)
        self.body = L.text(self.group, body[0], body[1], "", lines=8)
        self.footer = L.text(self.group, footer[0], footer[1], "", GREY, keys=True)
        self.pages, self.path = L.pages(pages or [], path)  # texts, or None: read page k of self.path
        self.count = len(self.pages)
        self.page = 0
        self.readout = False
        set_text(self.title, title_text)

    def show(self):
        if self.path is not None:
            body, self.count = help_page(self.path, self.page)
        else:
            body = self.pages[self.page] if self.pages else ""
        if self.readout:
            body = memory_readout()
        set_text(self.body, body)
        set_text(self.footer, self.app.layout.page_count % (self.page + 1, self.count))

    def key(self, action):
        if self.app.about and action == self.app.layout.readout[1]:
            self.readout = not self.readout
            self.show()
        elif action in (RIGHT, DOWN, OK):
            if self.page + 1 < self.count:
                self.page += 1
                self.show()
            elif action == OK:
                self.back()
        elif action in (LEFT, UP):
            self.page = max(0, self.page - 1)
            self.show()
        elif action in (BACK, MENU):
            self.back()

    def back(self):
        (self.on_back or self.app.to_title)()


class HelpScreen(PagesScreen):
    """How to play, read from the drive a page at a time."""

    def __init__(self, app, back=None):
        super().__init__(app, "How to play", path=app.help_path, back=back)


def memory_readout():
    """Free heap and its largest free block, for a person with a board to
    report (shown on About by the Select key): fragmentation shows as a
    largest block far below the free total."""
    f = free()
    if f is None:
        return "Memory readout:\nonly on a board\n(the desktop has no\nfixed heap)."
    return "Memory readout:\nfree %d bytes\nlargest block %d\n\nback: menu" % (f, largest_block())


def free():
    """The free heap as a board reports it; None where there is no fixed heap
    (CPython)."""
    gc.collect()
    f = getattr(gc, "mem_free", None)
    return f() if f is not None else None


def largest_block():
    """The largest bytearray that can be allocated now, found by halving:
    each try is freed at once, and a failed one costs only a collection."""
    gc.collect()
    lo, hi = 0, getattr(gc, "mem_free")()
    while lo < hi:
        mid = (lo + hi + 1) // 2
        try:
            b = bytearray(mid)
            del b
            lo = mid
        except MemoryError:
            hi = mid - 1
        gc.collect()
    return lo



class StatsScreen(RowScreen):
    """Statistics: a row per seat that has played (ok: the details), and a
    reset that asks first."""

    confirm = False

    def __init__(self, app, back=None):
        """back: where BACK goes (the title, or over a game the pause menu)."""
        super().__init__(app)
        self.on_back = back

    def show(self):
        st = self.app.stats
        if self.confirm:
            self.fill("Reset statistics?", [("No, keep them", self._cancel),
                                            ("Yes, reset all", self._reset)], "", 0)
            return
        rows = []  # type: list
        for name, played, won in st.counts():
            said = "%s: %d played, %d won" % (name, played, won)
            if len(said) > self.list.labels[0].grid.width:  # (the CLUE's 19 columns)
                said = "%s: won %d of %d" % (name, won, played)
            rows.append((said,
                         (lambda n: lambda: to_stat_page(self.app, n, self.on_back))(name)))
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

    def back(self):
        (self.on_back or self.app.to_title)()
