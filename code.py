# Entry point on the board. The app itself lives in ui/; the screens arrive
# with the UI issue. Until then the board plays a Trash game between
# computer players on its serial console, proving the engine runs there.
import os

from engine.trash import Trash
from engine import trash_simple


def seed_from_hardware():
    # os.urandom uses the board's hardware random source; keep it < 2**30
    b = os.urandom(4)
    return ((b[0] << 22) | (b[1] << 14) | (b[2] << 6) | (b[3] >> 2)) & 0x3FFFFFFF


def main():
    game = Trash({"players": 2}, seed_from_hardware())
    while game.actor is not None:
        for event in game.apply(trash_simple.choose(game)):
            print(event)


# CircuitPython runs code.py as __main__; importing it (say, as the standard
# library's `code` on a desktop) must not start a game.
if __name__ == "__main__":
    main()
