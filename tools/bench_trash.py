"""Trash engine benchmark: `python -m tools.bench_trash` (or `make bench`).

Prints the live heap after importing the engine and the peak live heap of a
6-player game under MicroPython (the npm runtime, 64-bit inside: a 32-bit
board needs about a third), and complete games per second on CPython."""

import time

from engine.rng import Rng
from engine.trash import Trash
from tools import mpbench


def games_per_second(options, seconds=3.0):
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        g = Trash(options, n)
        pick = Rng(n)
        while g.actor is not None:
            legal = g.legal()
            g.apply(legal[pick.below(len(legal))])
        n += 1
    return n / (time.perf_counter() - t0)


def main():
    mp = mpbench.run("trash_heap.py")
    print("MicroPython live heap after importing the Trash engine: %s bytes" % mp["mp_import_bytes"])
    print("MicroPython peak live heap during a 6-player game (above import): %s bytes over %s actions"
          % (mp["mp_game_peak_bytes"], mp["mp_actions"]))
    for n in (2, 6):
        print("CPython: %.0f complete %d-player games per second (random legal play)"
              % (games_per_second({"players": n}), n))


if __name__ == "__main__":
    main()
