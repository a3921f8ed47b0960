"""Desktop entry point: `python -m sim`.

Until the windowed simulator (UI issue) lands, this plays a complete game
between computer players in the terminal."""

import argparse
import sys


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sim", description=__doc__)
    ap.add_argument("--game", choices=("trash", "cribbage"), default="trash")
    ap.add_argument("--players", type=int, default=3, help="Trash: 2 to 8")
    ap.add_argument("--table", default="2p6", help="Cribbage: 2p6, 2p5, 3p or 4p")
    ap.add_argument("--seed", type=int, default=None, help="deal seed (default: random)")
    args = ap.parse_args(argv)
    seed = args.seed
    if seed is None:
        import random
        seed = random.randrange(1 << 29)
    try:
        if args.game == "cribbage":
            from sim import text_cribbage
            print("Cribbage (%s), computer players, seed %d" % (args.table, seed))
            text_cribbage.run(args.table, seed)
        else:
            from sim import text_trash
            print("Trash, %d computer players, seed %d" % (args.players, seed))
            text_trash.run(args.players, seed)
    except ValueError as e:
        print("error:", e, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
