# The board's entry point: build the app for this board (ui/board_app.py
# finds its keys, sound and LEDs) and run it. Nothing else needs editing to
# play on a PyBadge, PyGamer or CLUE (other boards: see ui/hw_generic.py).
#
# Every import is inside a function: on a desktop this file can be found as
# the standard library's `code` module (pdb imports it), and must do nothing.


def build():
    """The app with its keys and clock; the builder is let go afterwards
    (it runs once: its code need not take the board's memory)."""
    from ui.modules import BOARD_APP, load, release
    made = load(BOARD_APP).build()
    release(BOARD_APP)
    return made


def main():
    import gc

    import supervisor

    from ui.mainloop import run

    gc.collect()
    app, keys, clock = build()
    gc.collect()
    run(app, keys, clock, supervisor.reload)


# CircuitPython runs code.py as __main__.
if __name__ == "__main__":
    try:
        main()
    except Exception as e:  # could not even start: say so on the screen, try again
        import time

        import supervisor
        print("Could not start:", repr(e))
        print("Trying again in 10 s.")
        time.sleep(10)
        supervisor.reload()
