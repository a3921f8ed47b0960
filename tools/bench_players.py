"""Computer-player benchmark: `python -m tools.bench_players`.

Prints the hard Cribbage player's lay-away and pegging decision times under
MicroPython (npm runtime) and CPython, the bytes one decision allocates
under MicroPython, and the live heap of the players' modules there. (A
120 MHz SAMD51 is much slower than either; the budget there is about a
second per decision.)"""

import time

from engine.crib_ai import CribbagePlayer
from engine.cribbage import PLAYING, Cribbage
from tools import mpbench


def cpython_times():
    ai = CribbagePlayer("hard", 1)
    g = Cribbage({"dealer": 0}, 11)
    t0 = time.perf_counter()
    for _ in range(20):
        ai.choose(g)
    lay = (time.perf_counter() - t0) / 20
    while g.phase != PLAYING:
        g.apply(ai.choose(g))
    g.apply(ai.choose(g))
    t0 = time.perf_counter()
    for _ in range(200):
        ai.choose(g)
    peg = (time.perf_counter() - t0) / 200
    return lay, peg


def main():
    mp = mpbench.run("players_bench.py")
    lay, peg = cpython_times()
    print("hard lay-away decision: %.1f ms CPython, %s ms MicroPython, %s bytes allocated (MicroPython)"
          % (lay * 1000, mp["mp_lay_away_ms"], mp["mp_lay_away_alloc_bytes"]))
    print("hard pegging decision: %.2f ms CPython, %s ms MicroPython, %s bytes allocated (MicroPython)"
          % (peg * 1000, mp["mp_peg_ms"], mp["mp_peg_alloc_bytes"]))
    print("MicroPython live heap of engine.crib_ai + engine.trash_ai (with what they import): %s bytes"
          % mp["mp_players_import_bytes"])


if __name__ == "__main__":
    main()
