"""The board's main loop: keys and time to the app, and anything that goes
wrong caught here (MemoryError too), never left to stop the program at a
REPL prompt. The game is saved at checkpoints (ui.session), so the error screen
can offer to carry on; if even that keeps failing, the program restarts
(`reload`), and the title screen offers the saved game."""

import gc

GIVE_UP_AFTER = 3  # rounds in a row that failed


def run(app, keys, clock, reload, rounds=-1):
    """Loop for ever (or `rounds` times, for the tests)."""
    failed = 0
    while rounds != 0:
        rounds -= 1
        try:
            now = clock()
            a = keys.poll(now)
            while a:
                app.key(a)
                a = keys.poll(now)
            app.tick(now)
            failed = 0
        except Exception as e:  # everything, by design
            failed += 1
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


def say(what, e):
    """On the serial console, if there is memory left to say it."""
    try:
        print(what, repr(e))
    except MemoryError:
        pass
