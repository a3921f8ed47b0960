# Under MicroPython: scoring speed, bytes allocated per scoring call (gc off,
# so every allocation shows in mem_alloc), import heap, and the peak live
# heap of a complete 2-player game (measured at the start of each step()).
import time

from tools.mpheap import HeapSteps, allocated

heap = HeapSteps(("imported", ("engine.cribbage",)))
marks = heap.marks
game = [None, None, 0]


def ms():
    return time.ticks_ms() if hasattr(time, "ticks_ms") else int(time.time() * 1000)


def step():
    live, importing = heap.measure()
    if importing:
        return True
    s = heap.stage
    if s == 0:
        from engine.crib_score import score_show, score_play
        from engine.rng import Rng
        r = Rng(3)
        deck = list(range(52))
        hands = []
        starters = []
        piles = []
        for _ in range(200):
            r.shuffle(deck)
            hands.append(deck[:4])
            starters.append(deck[4])
            piles.append(deck[5:8])

        def score_all():
            i = 0
            while i < 200:
                score_show(hands[i], starters[i])
                score_play(piles[i])
                i += 1
        print("mp_alloc_bytes_400_calls %d" % allocated(score_all))
        n = 0
        t0 = ms()
        while ms() - t0 < 2000:
            i = 0
            while i < 200:
                score_show(hands[i], starters[i])
                i += 1
            n += len(hands)
        print("mp_hands_per_second %d" % (n * 1000 // (ms() - t0)))
        return True
    if s == 1:
        from engine.cribbage import Cribbage
        from engine.rng import Rng
        game[0] = Cribbage({"dealer": 0}, 5)
        game[1] = Rng(5)
        marks["game_base"] = live
        marks["peak"] = 0
        return True
    g = game[0]
    marks["peak"] = max(marks["peak"], live - marks["imported"])
    if g.actor is None:
        print("mp_import_bytes %d" % heap.cost("imported"))
        print("mp_game_peak_bytes %d" % marks["peak"])
        print("mp_game_actions %d" % game[2])
        return False
    legal = g.legal()
    g.apply(legal[game[1].below(len(legal))])
    game[2] += 1
    return True
