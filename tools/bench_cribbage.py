"""Cribbage engine benchmark: `python -m tools.bench_cribbage [--quick]`.

Prints hands scored per second on CPython and on MicroPython (npm runtime),
the bytes one scoring call allocates there (must be 0), the time to score
every one of the 12,994,800 (four-card hand, starter) pairs on CPython
(skipped with --quick) and the score distribution it finds, and the live
heap of the engine under MicroPython (64-bit inside: a 32-bit board needs
about a third)."""

import sys
import time

from engine.crib_score import score_play, score_show
from engine.rng import Rng
from tools import mpbench


def per_second(fn, seconds=2.0):
    r = Rng(3)
    deck = list(range(52))
    cases = []
    for _ in range(1000):
        r.shuffle(deck)
        cases.append((deck[:4], deck[4], deck[5:8]))
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for hand, starter, pile in cases:
            fn(hand, starter, pile)
        n += len(cases)
    return n / (time.perf_counter() - t0)


def every_hand():
    counts = [0] * 30
    hand = [0, 0, 0, 0]
    t0 = time.perf_counter()
    for a in range(52):
        hand[0] = a
        for b in range(a + 1, 52):
            hand[1] = b
            for c in range(b + 1, 52):
                hand[2] = c
                for d in range(c + 1, 52):
                    hand[3] = d
                    for s in range(52):
                        if s != a and s != b and s != c and s != d:
                            counts[score_show(hand, s)] += 1
    return time.perf_counter() - t0, counts


def main(argv):
    print("CPython: %.0f hands scored per second (score_show)"
          % per_second(lambda h, s, p: score_show(h, s)))
    print("CPython: %.0f plays scored per second (score_play, 3-card pile)"
          % per_second(lambda h, s, p: score_play(p)))
    mp = mpbench.run("crib_bench.py")
    print("MicroPython: %s hands scored per second" % mp["mp_hands_per_second"])
    print("MicroPython: %s bytes allocated by 200 score_show + 200 score_play calls"
          % mp["mp_alloc_bytes_400_calls"])
    print("MicroPython: live heap after importing engine.cribbage: %s bytes" % mp["mp_import_bytes"])
    print("MicroPython: peak live heap of a 2-player game above that: %s bytes (%s actions)"
          % (mp["mp_game_peak_bytes"], mp["mp_game_actions"]))
    if "--quick" not in argv:
        seconds, counts = every_hand()
        print("CPython: all %d (hand, starter) pairs scored in %.1f s" % (sum(counts), seconds))
        print("distribution: " + " ".join("%d:%d" % (i, c) for i, c in enumerate(counts)))


if __name__ == "__main__":
    main(sys.argv[1:])
