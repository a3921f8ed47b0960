# The whole app as code.py builds it on a PyBadge, played by keys from the
# title screen along one of the paths players take, back to the title after
# each game. Prints the live heap (gc.mem_alloc() after gc.collect()) at
# every stage.
#
# tools.bench_board_memory runs it on ../shared/tools/circuitpython32 with
# its parameters and the path's plan put before it (a plan(app) that yields
# keys, from tools/mp/scripts/paths/NAME.py; only that one is compiled: this
# script's own bytes are taken off every figure, and no board holds them):
#   main     the menus, a 4-game Cribbage match of each table, Trash with 2,
#            4 and 8 players (one human asking the hint at each decision,
#            once a game the pause menu's pages), the two-player Trash game
#            again from its result
#   hotseat  two humans passing the device, Cribbage and Trash, the hint at
#            every decision, every pause page at each hand's first decision
#   story    Cribbage against hard: at every show, pause while it is told,
#            quit to the title, the menus, resume from the title
#   ten      ten games of Cribbage in a row against hard, the title between
#   cut      a game against hard, the power cut in its second hand (the
#            script stops: no save but the checkpoints made); then
#   resume   on the same drive: the saved game resumed from the title
#   oops     memory runs out at a hint: the error screen, then "carry on"
# BALLAST: bytes allocated before the app is built (another layout of the
# same session). CHUNK (with paths/chop.py): after start-up, the free heap
# cut into pieces that hold an allocation of at most CHUNK bytes, so the
# session completes iff the app never asks for more in one piece.
# Lines printed: "figure NAME BYTES", "game ...", "peak STAGE BYTES", "done".
import gc
import sys

BALLAST = globals().get("BALLAST", 0)  # (set before this script: tools.bench_board_memory)
CHUNK = globals().get("CHUNK", 0)
# a board's sys.path starts '' (the drive), not the script's folder: "ui/app.mpy"
sys.path[0] = ""  # is then each module's path, and its name as compiled (tools.deploy)
TABLE_WORDS = {"2p6": "2p, 6 cards", "2p5": "2p, 5 cards", "3p": "3 players", "4p": "4, partners"}
SEAT_NAMES = ("Red", "Blue", "Green", "Amber", "Violet", "Cyan", "Pink", "White")  # (ui.colours')


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
ballast = bytearray(BALLAST) if BALLAST else None  # (kept for the whole run)


class Run:
    def __init__(self):
        self.now = 0
        self.peak = 0
        self.peak_at = self.peak_screen = ""
        self.where = "start"
        self.stage_peak = 0
        self.game_start = 0  # live heap at the first human decision of this game
        self.hand_live = 0  # and at the first of the latest hand (a game's growth: its last
        self.hand_seen = -1  # hand's first decision against its first's, the same phase)
        self.start_actions = self.actions = 0  # actions recorded then (the save's record)
        self.low_block = 1 << 20  # the smallest largest free block before a hint
        self.start_block = 1 << 20  # and before a game starts (its modules, its record)
        self.stop = None  # settle stops early when this says so (a function of the app)

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
        """Let time run (50 ms a tick) until the app waits for a key (or
        self.stop says to stop)."""
        for _ in range(200000):
            if app.idle() or (self.stop is not None and self.stop(app)):
                break
            self.now += 50
            app.tick(self.now)
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


def offered(app, prefix):
    return any(r[0].startswith(prefix) for r in app.current.rows)


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


PAGES = ("Last hand", "Coach", "Hint")  # the pages over the table
EVERY_PAGE = ("Last hand", "Coach", "Hint", "Settings", "Statistics", "How to play")


def pause_tour(app, rows):
    """From the table (or a pass screen): the pause menu, each of `rows`
    there that is offered (a page over the table: any key leaves it;
    Settings: a setting changed and changed back; Statistics: a seat's
    page; How to play: every page), then back to the game."""
    yield MENU
    for prefix in rows:
        if app.name() != "PauseScreen":
            return  # (the hint goes back to the table)
        if not offered(app, prefix):
            continue
        yield from choose(app, prefix)
        name = app.name()
        if name == "OptionsScreen":  # Settings: one changed and back, Done
            yield RIGHT
            yield LEFT
            yield from choose(app, "Done")
        elif name == "StatsScreen":
            if app.current.rows[0][1] is not None:  # a seat that has played: its page
                yield OK
                yield BACK
            yield BACK
        elif name == "PagesScreen":  # help: to its last page
            for _ in range(12):
                yield RIGHT
            yield BACK
        elif name != "PauseScreen":  # a page over the table: any key leaves it
            yield OK
    if app.name() == "PauseScreen":
        yield from choose(app, "Resume")


def play(app, ends, label, hint=True, tour_at=2, tour=PAGES):
    """Keys of a player who asks for every hint (hint=True): at each
    decision of theirs the hint (which in Cribbage opens the coach's page at
    the play's start), then OK, and when OK changes nothing, right; until
    ends(app) says so. At decision `tour_at` of a game (or, tour_at=0, at
    the first of each hand), the pause menu's pages `tour`. Prints each
    game's live heap at the first human decision of its first hand and of
    its last (the same phase of a hand: the play holds hard's search)."""
    game_no = -1
    hinted = toured = hand = -1
    for _ in range(40000):
        if ends(app):
            print("game %s %s: start %d end %d actions %d %d" % (
                label, game_no, run.game_start, run.hand_live, run.start_actions, run.actions))
            return
        ss = app.session
        if ss is not None and app.current is app.game_screen and ss.human_turn():
            acts = len(ss.actions)
            g = getattr(ss.game, "game_no", 0)
            h = ss.game.hand_no
            if toured != acts and (tour_at == 0 and h != hand and not ss.teller.messages or
                                   g == game_no and acts - run.start_actions == tour_at):
                toured, hand, ss = acts, h, None  # (the pages first: their first visit's names
                yield from pause_tour(app, tour)  # are not a game's growth)
                continue
            now = run.sample()
            if g != game_no:
                if game_no != -1:
                    print("game %s %s: start %d end %d actions %d %d" % (
                        label, game_no, run.game_start, run.hand_live, run.start_actions,
                        run.actions))
                game_no = g
                run.game_start = now
                run.start_actions = acts
                run.hand_seen = -1
            if h != run.hand_seen:
                run.hand_seen, run.hand_live = h, now
            run.actions = acts
            if hinted != acts:
                hinted = acts
                if hint:
                    blk = largest()  # the room a hint finds
                    if blk < run.low_block:
                        run.low_block = blk
                    ss = None
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
    blk = largest()  # the room a game's start finds (its modules, its buffers)
    if blk < run.start_block:
        run.start_block = blk
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


def setup_cribbage(app, table, match, seats=None):
    """From the title: Cribbage's setup, its table, the seats, a match."""
    yield from choose(app, "Play Cribbage")
    yield from set_row(app, "Table", "Table: " + TABLE_WORDS[table])
    if seats is not None:
        for i, kind in enumerate(seats):
            yield from set_row(app, SEAT_NAMES[i], SEAT_NAMES[i] + ": " + kind)
    yield from choose(app, "Rules")
    yield from set_row(app, "Match to", "Match to: %s" % (match or "one game"))
    yield from choose(app, "Done")


def result(app):
    return app.name() == "ResultScreen"


def trash_game(app, n, again=True, seats=None, tour_at=2, tour=PAGES, label=None):
    """A Trash game of n players; with two, played again from the result."""
    run.stage(label or "trash%d" % n)
    yield from choose(app, "Play Trash")
    yield from set_row(app, "Players", "Players: %d" % n)
    if seats is not None:
        for i, kind in enumerate(seats):
            yield from set_row(app, SEAT_NAMES[i], SEAT_NAMES[i] + ": " + kind)
    yield from start(app)
    yield from play(app, result, label or "trash%d" % n, tour_at=tour_at, tour=tour)
    if n == 2 and again:
        yield from choose(app, "Play again")
        yield from play(app, result, label or "trash%d" % n, tour_at=tour_at, tour=tour)
    yield from choose(app, "Menu")


run = Run()
import micropython  # noqa: E402  the names this script brings (a board has none of them)
micropython.qstr_info()
print("figure bare %d" % BARE)
print("figure driver %d" % (live() - BARE))  # this script's own code: no board has it
print("figure ballast %d" % BALLAST)
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
print("figure app %d" % run.sample())
micropython.qstr_info()  # the names interned by start-up
pinned = chop(CHUNK) if CHUNK else None  # (paths/chop.py)


keys_left = plan(app)
run.settle(app)


def step():
    """One key and the time after it; False when the session is over."""
    run.sample()
    try:
        k = next(keys_left)
    except StopIteration:
        run.stage("end")
        print("figure end %d" % live())
        print("figure peak %d %s/%s" % (run.peak, run.peak_at, run.peak_screen))
        print("figure largest_block %d" % largest())
        if run.low_block < 1 << 20:
            print("figure hint_block %d" % run.low_block)
        if run.start_block < 1 << 20:
            print("figure start_block %d" % run.start_block)
        micropython.qstr_info()  # "qstr pool: n_pool=P, n_qstr=N, ..."
        print("done")
        return False
    if isinstance(k, tuple):  # ("loop", key): through the board's main loop (paths/oops.py)
        through_loop(k[1])
        held[0] = None
    else:
        app.key(k)
    run.settle(app)
    return True


while step():
    pass
