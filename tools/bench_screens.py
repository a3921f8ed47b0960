"""RAM held by each screen's displayio objects (bitmaps, tile grids,
labels), measured under Blinka with tracemalloc: `python -m tools.bench_screens`.

CPython objects are far bigger than CircuitPython's, so read the figures
as relative sizes; the card art itself stays on disk (OnDiskBitmap)."""

import os
import tracemalloc

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main():
    import tempfile

    from sim.build import build
    from sim.display import OffscreenDisplay
    from ui import menus
    from ui.screen_crib import CribbageScreen
    from ui.screen_trash import TrashScreen

    display = OffscreenDisplay()
    tracemalloc.start()
    base = tracemalloc.take_snapshot()
    app = build(display, tempfile.mkdtemp(), 1)
    after_app = tracemalloc.take_snapshot()
    print("app with the title screen: %.1f KB" % (kb(after_app, base)))
    app.start_game("cribbage", {"dealer": 0}, ["human", "hard"], 1)
    app.start_game("trash", {"players": 4}, ["human", "hard", "hard", "hard"], 1)
    for cls in (menus.SetupScreen, menus.OptionsScreen, menus.PagesScreen, menus.PauseScreen,
                menus.PassScreen, menus.ResultScreen, CribbageScreen, TrashScreen):
        app.screens.pop(cls, None)
        before = tracemalloc.take_snapshot()
        screen = cls(app)
        after = tracemalloc.take_snapshot()
        app.screens[cls] = screen
        print("%-15s %6.1f KB" % (cls.__name__, kb(after, before)))


def kb(after, before):
    return sum(s.size_diff for s in after.compare_to(before, "filename")) / 1024


if __name__ == "__main__":
    main()
