# The whole app as code.py builds it on a PyBadge, played by keys from the
# title screen: the menus, then a 4-game Cribbage match of each table and a
# Trash game of 2, 4 and 8 players, back to the title after each. Prints
# the live heap (gc.mem_alloc() after gc.collect()) at every stage.
#
# The player asks for the hint at each decision, once a game looks at the
# pages the pause menu offers over the table, and plays the two-player
# Trash game again from its result.
#
# Runs under ../shared/tools/circuitpython32 (tools/cp32.py: the loop at
# the bottom) and under the npm MicroPython (tools/mp/run.mjs calls step()
# in a fresh call each time, as its gc scans the stack conservatively).
# Lines printed: "figure NAME BYTES", "game ...", "done".
import gc
import sys


CP = sys.implementation.name == "circuitpython"
if CP:  # a board's sys.path starts '' (the drive), not the script's folder: "ui/app.mpy"
    sys.path[0] = ""  # is then each module's path, and its name as compiled (tools.deploy)
TABLES = ("2p6", "2p5", "3p", "4p")
TABLE_WORDS = {"2p6": "2p, 6 cards", "2p5": "2p, 5 cards", "3p": "3 players", "4p": "4, partners"}
TRASH = (2, 4, 8)
GAMES_PER_MATCH = 4


def live():
    gc.collect()
    return gc.mem_alloc()


def largest():
    """The largest block one allocation can get: this script's own probe,
    compiled with it at the start, so that measuring does not load code
    into the very free space it measures (the app's readout, ui.memory,
    finds the same by halving)."""
    gc.collect()
    size, step = 0, 1 << 17
    while step >= 16:
        try:
            bytearray(size + step)
            size += step
        except MemoryError:
            pass
        gc.collect()
        step >>= 1
    return size


BARE = live()


class Run:
    def __init__(self):
        self.now = 0
        self.peak = 0
        self.peak_at = self.peak_screen = ""
        self.where = "start"
        self.stage_peak = 0
        self.table_live = 0  # live heap at the latest human decision on a table
        self.game_start = 0  # and at the first of this game
        self.start_actions = self.actions = 0  # actions recorded then (the save's record)

    def sample(self):
        n = live()
        if n > self.peak:
            self.peak = n
            # (two references, no new string: anything this script keeps
            # from the middle of the session would split the free heap)
            self.peak_at = self.where
            self.peak_screen = app.name()
        if n > self.stage_peak:
            self.stage_peak = n
        return n

    def stage(self, where):
        """A new stage of the session: print the last one's peak."""
        if self.where != "start":
            print("peak %s %d" % (self.where, self.stage_peak))
        self.where = where
        self.stage_peak = 0

    def settle(self, app):
        """Let time run (50 ms a tick) until the app waits for a key."""
        for _ in range(200000):
            if app.idle():
                break
            self.now += 50
            app.tick(self.now)
            if CP:
                self.sample()
        self.now += 50
        app.tick(self.now)


def row_label(app):
    s = app.current
    return s.rows[s.list.index][0]


def choose(app, prefix):
    """Keys: down until the row starting with prefix is selected, then OK."""
    for _ in range(20):
        if row_label(app).startswith(prefix):
            yield OK
            return
        yield DOWN
    raise ValueError("no row %r on %s" % (prefix, app.name()))


def set_row(app, prefix, want):
    """Keys: select the row, then right until it reads `want`."""
    for _ in range(20):
        if row_label(app).startswith(prefix):
            break
        yield DOWN
    for _ in range(12):
        if row_label(app) == want:
            return
        yield RIGHT
    raise ValueError("row %r never read %r" % (prefix, want))


def state(app):
    ss = app.session
    s = app.current
    return (app.name(), len(ss.actions) if ss else -1, getattr(s, "sel", None),
            getattr(s, "value", None), getattr(s, "take", None), getattr(s, "chosen", None))


def pause_tour(app, rows):
    """From the table: the pause menu, each of `rows` there that is offered
    (a page over the table, any key back), then the table again."""
    yield MENU
    for prefix in rows:
        if any(r[0].startswith(prefix) for r in app.current.rows):
            yield from choose(app, prefix)
            if app.name() != "PauseScreen":  # a page: any key leaves it
                yield OK
        if app.current is app.game_screen:
            return
    yield from choose(app, "Resume")


def play(app, ends, label):
    """Keys of a player who asks for every hint: at each decision of theirs
    the hint (which in Cribbage opens the coach's page at the play's start),
    then OK, and when OK changes nothing, right; until ends(app) says so.
    Once a game, the pages over the table from the pause menu (the last
    hand, the coach), and a hint from there. Prints each game's live heap
    at its first and its last human decision on the table."""
    game_no = -1
    hinted = -1
    for _ in range(20000):
        if ends(app):
            print("game %s %s: start %d end %d actions %d %d" % (
                label, game_no, run.game_start, run.table_live, run.start_actions, run.actions))
            return
        ss = app.session
        if ss is not None and app.current is app.game_screen and ss.human_turn():
            now = run.sample()
            g = getattr(ss.game, "game_no", 0)
            if g != game_no:
                if game_no != -1:
                    print("game %s %s: start %d end %d actions %d %d" % (
                        label, game_no, run.game_start, run.table_live, run.start_actions,
                        run.actions))
                game_no = g
                run.game_start = now
                run.start_actions = len(ss.actions)
            run.table_live = now
            run.actions = len(ss.actions)
            if hinted != run.actions:
                if run.actions - run.start_actions == 2:  # once a game, its third decision or later
                    yield from pause_tour(app, ("Last hand", "Coach", "Hint"))
                hinted = run.actions
                yield HINT
                continue
        ss = None  # (this script holds no game while a key is handled: "play again" lets it go)
        before = state(app)
        yield OK
        if state(app) == before:
            yield RIGHT
    raise ValueError("the game never ended")


def start(app):
    """Start! on a table's setup; over the game quit before, say yes."""
    yield from choose(app, "Start")
    if app.name() == "ConfirmScreen":
        yield from choose(app, "Yes")


def menus_tour(app):
    run.stage("menus")
    yield from choose(app, "Settings")
    yield from set_row(app, "CPU pace", "CPU pace: instant")
    yield BACK
    yield from choose(app, "Statistics")
    yield BACK
    yield from choose(app, "How to play")
    for _ in range(8):
        yield RIGHT
    yield BACK
    yield from choose(app, "About")
    yield HINT  # the memory readout
    print("readout %s" % app.current.body.text.replace("\n", " | "))
    yield HINT
    yield BACK
    while app.current.list.index:
        yield UP


def cribbage_match(app, table):
    run.stage(table)
    yield from choose(app, "Play Cribbage")
    yield from set_row(app, "Table", "Table: " + TABLE_WORDS[table])
    yield from choose(app, "Rules")
    yield from set_row(app, "Match to", "Match to: 9")
    yield from choose(app, "Done")
    yield from start(app)

    def match_over(app):
        ss = app.session
        g = ss.game
        if ss.messages or app.current is not app.game_screen:
            return False
        # (no import of engine.cribbage here: this script would then hold it)
        between = g.phase == sys.modules["engine.cribbage"].BETWEEN
        return (g.actor is None or between) and g.game_no >= GAMES_PER_MATCH

    yield from play(app, match_over, table)
    yield MENU
    yield from choose(app, "Quit")


def trash_game(app, n):
    """A Trash game of n players; with two, played again from the result."""
    run.stage("trash%d" % n)
    yield from choose(app, "Play Trash")
    yield from set_row(app, "Players", "Players: %d" % n)
    yield from start(app)
    yield from play(app, lambda app: app.name() == "ResultScreen", "trash%d" % n)
    if n == 2:
        yield from choose(app, "Play again")
        yield from play(app, lambda app: app.name() == "ResultScreen", "trash%d" % n)
    yield from choose(app, "Menu")


def plan(app):
    yield from menus_tour(app)
    print("figure title %d" % live())
    for table in TABLES:
        yield from cribbage_match(app, table)
        print("figure after %s %d" % (table, live()))
    for n in TRASH:
        yield from trash_game(app, n)
        print("figure after trash%d %d" % (n, live()))
    yield from menus_tour(app)


run = Run()
print("figure bare %d" % BARE)
print("figure driver %d" % (live() - BARE))  # this script's own code: no board has it
from ui.actions import BACK, DOWN, HINT, LEFT, MENU, OK, RIGHT, UP  # noqa: E402
import code  # noqa: E402  the board's entry point (its build() is what main() runs)
print("figure imports %d" % live())
app, keys, clock = code.build()
# The board seeds each game from its hardware random source; the same
# session must play the same deals every run, so here the seeds are fixed.
seeds = [1000]


def next_seed():
    seeds[0] += 7919
    return seeds[0]


app.seed_source = next_seed
if CP:  # (the npm runtime's first clean figure comes at the first step)
    print("figure app %d" % run.sample())


keys_left = plan(app)
run.settle(app)


def step():
    """One key and the time after it; False when the session is over."""
    if not CP and run.where == "start":
        print("figure app %d" % live())
    run.sample()
    try:
        k = next(keys_left)
    except StopIteration:
        run.stage("end")
        print("figure end %d" % live())
        print("figure peak %d %s/%s" % (run.peak, run.peak_at, run.peak_screen))
        print("figure largest_block %d" % largest())
        import micropython  # the interned names: "qstr pool: n_pool=P, n_qstr=N, ..."
        micropython.qstr_info()
        print("done")
        return False
    app.key(k)
    run.settle(app)
    return True


if CP:
    while step():
        pass
