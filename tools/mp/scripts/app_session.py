# The whole app as code.py builds it on a PyBadge, pressed by keys that
# come one a line on stdin, from the player who decides them on the host
# (tools/board_paths.py: it reads the state line this script prints after
# each key). Only this much runs on the core, so that the measurement's own
# bytes there stay few (the 13 KB for a driver was too much to gate
# a 128k heap): its figures are the live heap (gc.mem_alloc() after
# gc.collect()) after every tick, the largest free block when asked.
#
# Commands (a line each): "k N" key N, then time runs on until the app
# waits again; "l N" key N through the board's main loop (ui.mainloop, as
# the board presses it: an error is caught there); "w" time only; "v" the
# live heap now ("v N"); "b" the largest free block ("b N"); "g I" stage I
# begins (the last one's "peak J N" printed); "t" the screen's body text;
# "T" the next settle stops where a show is being told; "F N" key N through
# the main loop with the free heap filled first (paths/oops.py); "x" the end.
# After each of k, l, w a state line: "= " and the fields of `state`.
# BALLAST: bytes allocated before the app is built (another layout of the
# same session). CHUNK (with paths/chop.py before it): after start-up, the
# free heap cut into pieces that hold an allocation of at most CHUNK bytes.
import gc
import sys

BALLAST = globals().get("BALLAST", 0)  # (set before this script: tools.bench_board_memory)
CHUNK = globals().get("CHUNK", 0)
# a board's sys.path starts '' (the drive), not the script's folder: "ui/app.mpy"
sys.path[0] = ""  # is then each module's path, and its name as compiled (tools.deploy)


def live():
    gc.collect()
    return gc.mem_alloc()


def largest():
    """The largest block one allocation can get (found by halving)."""
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
# the run's figures, in one list made now (nothing this script keeps may
# come from the middle of the session: it would split the free heap)
# now, peak, its stage, its screen, the stage, its peak, stop at a show
R = [0, 0, 0, "", 0, 0, False]


def sample():
    n = live()
    if n > R[1]:
        R[1], R[2], R[3] = n, R[4], screen_name()
    if n > R[5]:
        R[5] = n
    return n


def telling_show():
    """Is what settle stops at being told (R[6]: "s" a show, "w" the game's
    win)?"""
    ss = app.session
    e = ss.teller.telling if ss is not None and app.current is app.game_screen else None
    if e is None or not ss.teller.messages:
        return False
    return e[0] in ("show", "counted") if R[6] == "s" else e[0] == "game_won"


def screen_name():
    """The current screen's name (the board's app keeps none: sim.build's has one)."""
    return type(app.current).__name__ if app.current is not None else "None"


def settle():
    """Let time run (50 ms a tick) until the app waits for a key (or, when
    asked, a show is being told)."""
    for _ in range(200000):
        if app.idle() or (R[6] and telling_show()):
            break
        R[0] += 50
        app.tick(R[0])
        sample()
    R[0] += 50
    app.tick(R[0])


def state():
    """The state line the host's player decides by: the screen, its
    selected row and value, the game's count of actions, its phase and
    turn, the telling; then the screen's rows."""
    s = app.current
    ss = app.session
    rows = getattr(s, "rows", None)
    print("=", screen_name(), end="\t")
    print(rows[s.list.index][0] if rows else "", end="\t")
    for v in (getattr(s, "sel", None), getattr(s, "value", None), getattr(s, "take", None),
              getattr(s, "raised", None)):
        print(v, end="\t")
    if ss is None:
        print("-")
    else:
        g = ss.game
        e = ss.teller.telling
        print(len(ss.actions), s is app.game_screen, ss.human_turn(), getattr(g, "game_no", 0),
              g.hand_no, g.phase, g.actor is None, bool(ss.teller.messages), e[0] if e else "",
              sep="\t")
    if rows:  # (first: whether the first row has a value: a statistics row's seat has played)
        print(rows[0][1] is not None, end="\t")
        for r in rows:
            print(r[0], end="\t")
    print("")


import micropython  # noqa: E402
micropython.qstr_info()  # the names this script brings (a board has none of them)
print("figure bare %d" % BARE)
import code  # noqa: E402  the board's entry point (its build() is what main() runs)
print("figure driver %d" % (live() - BARE))
print("figure ballast %d" % BALLAST)
print("figure imports %d" % live())
app, keys, clock = code.build()
# The board seeds each game from its hardware random source; the same
# session must play the same deals every run, so here the seeds are fixed.
seeds = [1000]


def next_seed():
    seeds[0] += 7919
    return seeds[0]


app.seed_source = next_seed
print("figure app %d" % sample())
micropython.qstr_info()  # the names interned by start-up
pinned = chop(CHUNK) if CHUNK else None  # (paths/chop.py)


def end():
    print("peak %d %d" % (R[4], R[5]))
    print("figure end %d" % live())
    print("figure peak %d %d/%s" % (R[1], R[2], R[3]))
    print("figure largest_block %d" % largest())
    micropython.qstr_info()  # "qstr pool: n_pool=P, n_qstr=N, ..."
    print("done")


def serve():
    """Commands from stdin until "x" (or its end, or a line it does not
    know)."""
    while True:
        line = sys.stdin.readline()
        c = line[:1]
        if c == "k" or c == "l" or c == "F" or c == "w":
            sample()
            if c == "k":
                app.key(int(line[2:]))
            elif c != "w":  # (paths/oops.py)
                through_loop(int(line[2:]), c == "F")
            settle()
            R[6] = False
            state()
        elif c == "v":
            print("v", sample())
        elif c == "b":
            print("b", largest())
        elif c == "g":
            if R[4]:
                print("peak %d %d" % (R[4], R[5]))
            R[4], R[5] = int(line[2:]), 0
        elif c == "t":
            print("text", app.current.body.text.replace("\n", " | "))
        elif c == "T" or c == "W":
            R[6] = "s" if c == "T" else "w"
        elif c == "x":
            end()
            return
        else:  # (the host's player gave up: no "done")
            return


serve()
