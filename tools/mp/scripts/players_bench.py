# Under MicroPython: the hard Cribbage player's lay-away and pegging
# decision times, and the bytes each decision allocates (gc disabled around
# the call, so every allocation shows in mem_alloc); import heap.
import time

from tools.mpheap import HeapSteps, allocated

heap = HeapSteps(("imported", ("engine.crib_ai", "engine.trash_ai")))


def ms():
    return time.ticks_ms() if hasattr(time, "ticks_ms") else int(time.time() * 1000)


def decide(ai, g, reps):
    alloc = allocated(lambda: ai.choose(g))
    t0 = ms()
    for _ in range(reps):
        ai.choose(g)
    return (ms() - t0) / reps, alloc


def step():
    live, importing = heap.measure()
    if importing:
        return True
    print("mp_players_import_bytes %d" % heap.cost("imported"))
    from engine.crib_ai import CribbagePlayer
    from engine.cribbage import Cribbage, PLAYING
    ai = CribbagePlayer("hard", 1)
    g = Cribbage({"dealer": 0}, 11)
    t, alloc = decide(ai, g, 5)
    print("mp_lay_away_ms %.1f" % t)
    print("mp_lay_away_alloc_bytes %d" % alloc)
    while g.phase != PLAYING:
        g.apply(ai.choose(g))
    g.apply(ai.choose(g))  # one card led, so the answer weighs a real pile
    t, alloc = decide(ai, g, 20)
    print("mp_peg_ms %.1f" % t)
    print("mp_peg_alloc_bytes %d" % alloc)
    return False
