# What each kind of key costs the board, and what its idle loop costs a
# second: the whole app as code.py builds it on a PyBadge, driven along a
# plan of steps (below) with a clock of its own, so that every run plays
# exactly the same. tools.bench_keys runs it on ../shared/tools/circuitpython32
# under valgrind's callgrind with SYNC set: the run waits before each step
# while the instructions counted since the last are dumped (callgrind_control).
#
# Steps (PLAN "crib" or "trash"):
#   ("key", label, action)  app.key(action) and the loop's tick after it:
#                           what the board does before the frame that shows it
#   ("thinking", label, action)  a key that asks for the computer's search
#                           (the hint), the search itself left out: the
#                           frame that says "thinking" (drawn before it starts)
#   ("search", label, action)  the same key whole, the search and all
#   ("after", label, ms)    the ticks of the next ms (20 ms apart): the work
#                           that follows the frame, each tick a "round" step
#   ("ahead", label)        ticks until the app waits for a key, each a
#                           "round": the work done while the player thinks
#   ("round", label)        one tick, 20 ms on (what a key pressed then waits for)
#   ("settle", label)       ticks until the app waits for a key (computers move)
#   ("tell", label)         time on to the next words told, one tick
#   ("idle", label, s)      s seconds of the board's main loop with no key
#   ("go", action)          a key to get somewhere, then settle (not reported)
#   ("press", action), ("wait",)  a key and one tick, time on to the next
#                           change and one tick (not reported)
#   ("collect", label)      a collection of the heap: what one costs when it
#                           falls in a key (any allocation may start one)
#   ("gc",)                 a collection before each key and words told (not
#                           reported): a key's figure is its own work, not a
#                           collection of the garbage of the keys before
# Lines printed: "step N KIND LABEL", "done"; with COUNT set, after each
# step "stand" and the calls of each stand-in method the step made, in the
# order a first line "stand-ins" names them ("TileGrid.__setitem__"...):
# what tools.bench_keys takes off for the Python of the stand-ins, which a
# board runs natively.
import gc
import sys

sys.path[0] = ""  # (a board's: see app_session.py)
PLAN = globals().get("PLAN", "crib")
COUNT = globals().get("COUNT", 0)
SYNC = globals().get("SYNC", 0)
if COUNT:  # (stand_in_calls.py, beside this script on the drive)
    import stand_in_calls
    stand_in_calls.install()

from ui.actions import BACK, DOWN, HINT, LEFT, MENU, OK, RIGHT  # noqa: E402
from ui import mainloop  # noqa: E402
import code  # noqa: E402

app, keys, clock = code.build()
app.seed_source = lambda: 4242
NOW = [1000]
SLEEPS = hasattr(app, "due")  # this round's loop sleeps between keys (issue #36)


def screen_name():
    """The current screen's name (the board's app keeps none: sim.build's has one)."""
    return type(app.current).__name__ if app.current is not None else "None"


def settle(limit=600000):
    for _ in range(limit // 20):
        if app.idle():
            return
        NOW[0] += 20
        app.tick(NOW[0])


class Over(BaseException):  # (past the loop's `except Exception`)
    pass


class NoKeys:
    def poll(self, now):
        return 0


def idle(seconds):
    """The board's main loop for `seconds` of the fake clock with no key.
    The loop that never rests goes round as fast as the core goes: here 10
    ms a round (its cost a round is what counts: tools.bench_keys)."""
    end = NOW[0] + seconds * 1000

    def clock_():
        if NOW[0] >= end:
            raise Over()
        if not SLEEPS:
            NOW[0] += 10
        return NOW[0]

    def sleep(s):
        NOW[0] += int(s * 1000 + 0.5)

    calls = [0]

    def counted():
        calls[0] += 1
        return clock_()

    try:
        if SLEEPS:
            mainloop.run(app, NoKeys(), counted, lambda: None, sleep=sleep)
        else:
            mainloop.run(app, NoKeys(), counted, lambda: None)
    except Over:
        pass
    print("rounds %d" % (calls[0] - 1))


def row(prefix):
    """Keys: down until the row starting with prefix, then OK."""
    for _ in range(20):
        s = app.current
        if s.rows[s.list.index][0].startswith(prefix):
            yield ("go", OK)
            return
        yield ("go", DOWN)
    raise ValueError("no row " + prefix)


def key_row(prefix, label, ms):
    """Keys: down until the row starting with prefix (not reported), then
    OK, reported as `label`, and the rounds of the next ms after it."""
    for _ in range(20):
        s = app.current
        if s.rows[s.list.index][0].startswith(prefix):
            yield ("key", label, OK)
            if ms:
                yield ("after", label, ms)
            return
        yield ("go", DOWN)
    raise ValueError("no row " + prefix)


def set_row(prefix, want):
    for _ in range(20):
        s = app.current
        if s.rows[s.list.index][0].startswith(prefix):
            break
        yield ("go", DOWN)
    for _ in range(12):
        s = app.current
        if s.rows[s.list.index][0] == want:
            return
        yield ("go", RIGHT)
    raise ValueError("never %s: %s" % (want, app.current.rows[app.current.list.index][0]))


def human_turn():
    ss = app.session
    return ss is not None and app.current is app.game_screen and ss.human_turn() and not ss.teller.messages


def until(test, label="to there"):
    """Time on, and at a human's turn OK (or right, when OK changes
    nothing), until test()."""
    for _ in range(4000):
        if test():
            return
        if human_turn():
            before = len(app.session.actions)
            yield ("press", OK)
            if len(app.session.actions) == before:
                yield ("press", RIGHT)
        else:
            yield ("wait",)
    raise ValueError("never " + label)


def phase():
    return app.session.game.view(0)["phase"]


def crib():
    yield ("idle", "idle a second: title", 2)
    yield ("key", "menu move", DOWN)
    yield ("after", "menu move", 200)
    yield from row("Settings")
    yield ("key", "setting change", RIGHT)
    yield ("after", "setting change", 200)
    yield ("go", LEFT)
    yield ("go", BACK)
    while app.current.list.index:
        yield ("go", 1)  # (UP)
    yield from row("Play Cribbage")
    yield from set_row("Blue", "Blue: hard CPU")
    yield from row("Start")
    from engine.cribbage import LAY_AWAY, PLAYING
    yield from until(lambda: human_turn() and phase() == LAY_AWAY, "the lay-away")
    yield ("ahead", "the hand weighed ahead")
    yield ("idle", "idle a second: table", 2)
    yield ("collect", "a collection (at a table)")
    yield ("key", "card cursor", RIGHT)
    yield ("after", "card cursor", 200)
    yield ("key", "lay-away card 1", OK)
    yield ("after", "lay-away card 1", 200)
    yield ("go", RIGHT)
    yield ("key", "lay-away card 2", OK)
    yield ("after", "lay-away card 2", 200)
    yield from until(lambda: human_turn() and phase() == PLAYING, "the play")
    yield ("ahead", "the cards weighed ahead")
    yield ("key", "played card", OK)
    yield ("after", "played card", 200)
    yield ("settle", "computer's reply (hard)")
    yield from until(lambda: human_turn() and phase() == PLAYING, "the play")
    yield ("thinking", "hint at a play (hard)", HINT)
    yield ("search", "hint at a play (hard)", HINT)
    yield ("after", "hint at a play (hard)", 200)
    yield from until(lambda: app.session.teller.telling is not None and app.session.teller.telling[0] == "show"
                     and len(app.session.teller.messages) > 2, "a show")
    yield ("tell", "show step")
    from engine.cribbage import CLAIMING, CUT_DEAL, CUT_STARTER
    yield from until(lambda: human_turn() and phase() == CUT_STARTER, "the human's cut")
    yield ("key", "the cut (the starter)", OK)
    yield ("after", "the cut (the starter)", 200)
    yield from until(lambda: human_turn() and phase() == PLAYING and app.session.coached == 0, "a play, coached")
    yield ("key", "pause menu", MENU)  # the pause menu and each page it opens, over a game against hard
    yield ("after", "pause menu", 60)  # (a page's rounds are idle: three of them)
    for prefix in ("Statistics", "Settings", "How to play"):
        yield from key_row(prefix, "pause: " + prefix.lower(), 60)
        yield ("go", BACK)
    yield from key_row("Last hand", "pause: last hand", 0)
    yield ("key", "back to the pause menu", BACK)
    yield ("after", "back to the pause menu", 60)
    yield from key_row("Coach", "pause: coach", 60)
    yield ("key", "coach: back to the game", OK)
    yield ("after", "coach: back to the game", 200)
    yield ("go", MENU)
    yield from key_row("Resume", "resume: the table", 200)
    yield ("go", MENU)  # a game with muggins: the cut for deal, a count claimed
    yield from row("Quit")
    yield from row("Play Cribbage")
    yield from row("Rules")
    yield from set_row("Muggins", "Muggins: on")
    yield from row("Done")
    yield from row("Start")
    yield from row("Yes")  # (the game quit, saved, is let go)
    yield from until(lambda: human_turn() and phase() == CUT_DEAL, "the cut for deal")
    yield ("key", "the cut for deal", OK)
    yield ("after", "the cut for deal", 200)
    yield from until(lambda: human_turn() and phase() == CLAIMING, "a count to claim")
    yield ("key", "muggins: a count claimed", OK)
    yield ("after", "muggins: a count claimed", 200)


def trash():
    yield from row("Play Trash")
    yield from set_row("Players", "Players: 2")
    yield from row("Start")
    yield ("settle", "to the first draw")
    yield ("key", "trash draw", OK)
    yield ("after", "trash draw", 200)
    yield from until(lambda: app.session.teller.telling is not None and app.session.teller.telling[0] == "place"
                     and app.session.teller.left() > 2, "a chain")
    yield ("tell", "trash chain step")


def run_step(n, step):
    kind = step[0]
    if kind not in ("go", "press", "wait", "gc"):
        print("step %d %s %s (%s)" % (n, kind, step[1], screen_name()))
    if kind in ("key", "search"):
        app.key(step[2])
        app.tick(NOW[0])
    elif kind == "thinking":
        ss = app.session
        ss.ask_hint = lambda chosen=None: None  # (the search left out)
        app.key(step[2])
        app.tick(NOW[0])
        del ss.ask_hint
    elif kind in ("gc", "collect"):
        gc.collect()
    elif kind == "round":
        NOW[0] += 20
        app.tick(NOW[0])
    elif kind == "settle":
        settle()
    elif kind == "tell":
        NOW[0] = max(NOW[0], app.session.teller.msg_until)
        app.tick(NOW[0])
    elif kind == "idle":
        idle(step[2])
    elif kind == "press":
        app.key(step[1])
        app.tick(NOW[0])
    elif kind == "wait":
        ss = app.session
        NOW[0] = max(NOW[0] + 20, ss.teller.msg_until, ss.ai_at or 0)
        app.tick(NOW[0])
    elif kind == "go":
        app.key(step[1])
        app.tick(NOW[0])
        settle()


print("loop %s" % ("sleeps" if SLEEPS else "never rests"))
settle()
def rounds(plan):
    """The plan with its "after" and "ahead" steps as rounds, one a tick."""
    for step in plan:
        if step[0] == "after":
            for _ in range(step[2] // 20):
                yield ("round", step[1])
        elif step[0] == "ahead":
            for _ in range(400):
                if app.idle():
                    break
                yield ("round", step[1])
        else:
            yield step


def at(n):
    """With SYNC set, the run waits here, before step n, until told to go
    on (tools.bench_keys has the instructions so far dumped meanwhile)."""
    if SYNC:
        print("at %d" % n)
        sys.stdin.readline()


n = 0
for planned in rounds(crib() if PLAN == "crib" else trash()):
    for step in ((("gc",), planned) if planned[0] in ("key", "thinking", "search", "tell")
                 else (planned,)):
        at(n)
        if COUNT:
            stand_in_calls.begin()
        run_step(n, step)
        if COUNT and step[0] not in ("go", "press", "wait", "gc"):
            stand_in_calls.report()
        n += 1
at(n)
print("done")
