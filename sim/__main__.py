"""Desktop simulator: `python -m sim` opens a window; `--headless` runs a
key script and saves screenshots; `--text` plays computer players in the
terminal."""

import argparse
import os
import sys
import time

# each board's screen (pixels) and its own NeoPixels; the CLUE has two buttons
BOARDS = {"pybadge": (160, 128, 5), "pygamer": (160, 128, 5), "clue": (240, 240, 1)}

HEADLESS_HELP = ("make sim ARGS='--headless --game cribbage --seats human,hard --seed 3 "
                 "--script ok,right,ok,shot:discard --out shots'")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim", description=__doc__)
    ap.add_argument("--headless", action="store_true", help="no window: run --script")
    ap.add_argument("--text", action="store_true", help="computer players in the terminal")
    ap.add_argument("--game", choices=("trash", "cribbage"), default=None)
    ap.add_argument("--seats", default=None, help="human or easy/normal/hard, comma-separated")
    ap.add_argument("--table", default=None, help="cribbage: 2p6, 2p5, 3p or 4p")
    ap.add_argument("--players", type=int, default=None, help="trash: 2 to 8")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--script", default="", help="keys: left,right,up,down,ok,back,menu,hint, shot:NAME, wait:MS")
    ap.add_argument("--out", default=None, help="folder for screenshots")
    ap.add_argument("--data", default=None, help="folder for settings (default: your data folder)")
    ap.add_argument("--board", choices=sorted(BOARDS), default="pybadge",
                    help="the screen, buttons and LEDs of this board")
    ap.add_argument("--battery", type=float, default=None, metavar="VOLTS",
                    help="a battery the board reads, at this voltage (PyBadge, PyGamer; 3.4: low)")
    args = ap.parse_args(argv)
    if args.text:
        return text_mode(args)
    if not args.headless and not has_display():
        print("No display found, so the simulator window cannot open here.\n"
              "Run it headless instead, pressing keys from a script and saving screenshots:\n  "
              + HEADLESS_HELP + "\nor watch computer players in the terminal:  make sim ARGS=--text")
        return 0
    if args.headless:
        problem = script_problem(args.script, args.out)
        if problem:  # said before anything runs, not when the script reaches it
            print("error: %s" % problem, file=sys.stderr)
            return 2
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from sim.build import build
    from sim.display import OffscreenDisplay
    width, height, pixels = BOARDS[args.board]
    display = OffscreenDisplay(width, height)
    if args.battery is not None and args.board == "clue":
        print("error: the CLUE cannot read its battery (--battery is for the PyBadge and PyGamer)",
              file=sys.stderr)
        return 2
    app = build(display, args.data, args.seed, pixels, args.battery)
    try:
        if args.game:
            start(app, args)
        if args.headless:
            from sim.headless import Runner
            runner = Runner(app, display, args.out)
            runner.run(args.script)
            print("pressed %d keys; screen now: %s" % (runner.presses, app.name()))
            return 0
    except ValueError as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    from sim.window import run
    t0 = time.monotonic()
    return run(app, display, lambda: int((time.monotonic() - t0) * 1000), two_buttons=args.board == "clue")


def start(app, args):
    from ui.prefs import SEAT_KINDS
    options = app.prefs.options(args.game)
    if args.game == "cribbage" and args.table:
        options["table"] = args.table
    if args.game == "trash" and args.players:
        options["players"] = args.players
    seats = None
    if args.seats:
        seats = [s.strip() for s in args.seats.split(",")]
        for s in seats:
            if s not in SEAT_KINDS:
                raise ValueError("unknown seat %r (seats: %s)" % (s, ", ".join(SEAT_KINDS)))
        if args.game == "trash" and not args.players:
            options["players"] = len(seats)
        if args.game == "cribbage" and not args.table:
            options["table"] = {2: "2p6", 3: "3p", 4: "4p"}.get(len(seats), "2p6")
    app.start_game(args.game, options, seats, args.seed)


def script_problem(script, out):
    """What is wrong with a headless key script, in words, or None."""
    from ui.key_names import NAMES
    for token in [t.strip() for t in script.split(",") if t.strip()]:
        if token.startswith("shot:"):
            if not out:
                return "%s needs --out DIR, the folder for the screenshots" % token
        elif token.startswith("wait:"):
            if not token[5:].isdigit():
                return "%s: wait for a number of milliseconds (wait:500)" % token
        elif token not in NAMES[1:]:
            return "unknown key %r (keys: %s; shot:NAME, wait:MS)" % (token, ", ".join(NAMES[1:]))
    return None


def has_display():
    if os.environ.get("SDL_VIDEODRIVER") not in (None, "", "x11", "wayland"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def text_mode(args):
    seed = args.seed
    if seed is None:
        import random
        seed = random.randrange(1 << 29)
    try:
        if args.game == "cribbage":
            from sim import text_cribbage
            table = args.table or "2p6"
            print("Cribbage (%s), computer players, seed %d" % (table, seed))
            text_cribbage.run(table, seed)
        else:
            from sim import text_trash
            players = args.players or 3
            print("Trash, %d computer players, seed %d" % (players, seed))
            text_trash.run(players, seed)
    except ValueError as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
