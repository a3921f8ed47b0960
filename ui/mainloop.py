"""The board's main loop: keys and time to the app, and anything that goes
wrong caught here (MemoryError too), never left to stop the program at a
REPL prompt. The game is saved at checkpoints (ui.session), so the error screen
can offer to carry on; if even that keeps failing, the program restarts
(`reload`), and the title screen offers the saved game.

The loop rests: the app says when it next needs a tick (App.due: the next
words, a computer's move, an animation's frame, the dimming), and between
ticks the loop sleeps in short naps, looking at the keys after each (keypad
queues presses meanwhile). time.sleep lets the SAMD51 idle and the display
refresh in the background: a tick that follows a key or a change comes no
sooner than a frame later (App.due), so what a key did is drawn before any
work that follows it."""

import gc
import time

from micropython import const

GIVE_UP_AFTER = 3  # rounds in a row that failed
_SLICE_MS = const(20)  # the longest nap: a key waits at most this long to be read


def run(app, keys, clock, reload, rounds=-1, sleep=None):
    """Loop for ever (or `rounds` times, for the tests; `sleep` in seconds,
    time.sleep on the board)."""
    if sleep is None:
        sleep = time.sleep
    failed = 0
    due = 0  # when the app needs its next tick (None: only a key changes anything)
    while rounds != 0:
        rounds -= 1
        try:
            now = clock()
            a = keys.poll(now)
            if a:
                while a:
                    app.key(a)
                    a = keys.poll(now)
                due = now
            if due is not None and now >= due:
                app.tick(now)
                due = app.due(now)
            failed = 0
        except Exception as e:  # everything, by design
            failed += 1
            due = 0
            gc.collect()
            try:
                app.crash(e)  # first: it needs no new memory, and the memory may be gone
            except Exception as again:
                say("could not show the error:", again)
            say("error:", e)
            if failed >= GIVE_UP_AFTER:
                print("restarting")
                reload()
                failed = 0
            continue
        if due is None or due - now >= _SLICE_MS:
            sleep(_SLICE_MS / 1000)  # (a float: no allocation on the board, whose floats are in the word)
        elif due > now:
            sleep((due - now) / 1000)


def say(what, e):
    """On the serial console, if there is memory left to say it."""
    try:
        print(what, repr(e))
    except MemoryError:
        pass
