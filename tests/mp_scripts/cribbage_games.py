# Run under MicroPython by tests/test_micropython_cribbage.py: seeded
# complete Cribbage games (every table and variant) and golden scores,
# compared line by line with CPython's; then the live heap.
import gc

marks = {}
stage = [0]
lines = []


def step():
    gc.collect()
    live = gc.mem_alloc()
    s = stage[0]
    stage[0] += 1
    if s == 0:
        marks["bare"] = live
        import engine.cribbage  # noqa: F401
        return True
    if s == 1:
        marks["imported"] = live
        from engine.crib_score import score_show, score_play
        hand = [0, 9, 22, 47]
        pile = [3, 17, 26]
        gc.disable()  # every allocation now shows in mem_alloc
        a = gc.mem_alloc()
        i = 0
        while i < 100:
            score_show(hand, 30)
            score_show(hand, 31, True)
            score_play(pile)
            i += 1
        b = gc.mem_alloc()
        gc.enable()
        lines.append("alloc %d" % (b - a))
        from tools.playthrough import cribbage_lines, CRIBBAGE_VARIANTS, score_lines
        lines.extend(score_lines())
        lines.extend(cribbage_lines(range(5), CRIBBAGE_VARIANTS))
        return True
    for line in lines:
        print(line)
    print("heap: MicroPython live heap %d bytes after importing engine.cribbage, %d holding the %d result lines"
          % (marks["imported"] - marks["bare"], live - marks["bare"], len(lines)))
    return False
