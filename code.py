# The board's entry point: find the board, build its display, keys, LEDs,
# speaker and store, and run the app. Nothing else needs editing to play
# on a PyBadge, PyGamer or CLUE (other boards: see ui/hw_generic.py).
#
# Every import is inside main(): on a desktop this file can be found as the
# standard library's `code` module (pdb imports it), and must do nothing.


def hardware_module(board):
    bid = board.board_id
    if "pybadge" in bid or "pygamer" in bid or "edgebadge" in bid:
        from ui import hw_badge
        return hw_badge
    if "clue" in bid:
        from ui import hw_clue
        return hw_clue
    from ui import hw_generic
    return hw_generic


def seed_from_hardware():
    # the board's hardware random source: no two power-ups deal alike
    import os
    b = os.urandom(4)
    return ((b[0] << 21) | (b[1] << 13) | (b[2] << 5) | (b[3] >> 3)) & 0x1FFFFFFF


def strip_for(board, settings):
    from ui.pegboard import StripWriter
    try:
        import neopixel
        pin = getattr(board, settings.pin)
        n = settings.leds * (1 if settings.shared else 3)
        px = neopixel.NeoPixel(pin, n, brightness=1.0, auto_write=False,
                               pixel_order=getattr(neopixel, settings.order))
        return StripWriter(px, n)
    except (ImportError, AttributeError, ValueError) as e:
        print("no LED strip:", e)
        return None


def read_led_settings(read):
    for p in read.problems:
        print("settings.toml:", p)
    return read


def build():
    """The app as the board runs it, with its keys and clock."""
    import os

    import board
    import microcontroller

    from ui.app import App
    from ui.hw import Clock
    from ui.led_settings import LedSettings  # noqa: I100
    from ui.nvm_store import NvmStore
    from ui.modules import release
    from ui.pegboard import PegBoard, Plain
    from ui.slots import GAME, Slots
    from ui.sound import Beeper
    from ui.status_leds import StatusLeds

    hw = hardware_module(board)
    clock = Clock()
    led_settings = Plain(read_led_settings(LedSettings(os.getenv)))
    release("ui.led_settings")  # read once: its values are all play needs
    keys = hw.keys()
    tone = hw.tone()
    sound = Beeper(tone) if tone is not None else None
    status = None
    try:
        import neopixel
        px = hw.status_pixels(neopixel)
        if px is not None:
            status = StatusLeds(px, len(px))
    except ImportError:
        pass
    # paths from the drive's root, the current folder when code.py runs
    app = App(board.DISPLAY, "assets/cards.bmp", store=NvmStore(microcontroller.nvm),
              leds=PegBoard(led_settings), status=status, sound=sound,
              seed_source=seed_from_hardware, strip=strip_for(board, led_settings),
              game_slots=Slots(microcontroller.nvm, GAME))
    return app, keys, clock


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
