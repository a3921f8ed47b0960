# Run under MicroPython by tests/test_micropython_cribbage.py: seeded
# complete Cribbage games (every table and variant) and golden scores,
# compared line by line with CPython's; then the live heap.
from tools.mpheap import HeapSteps, allocated

heap = HeapSteps(("imported", ("engine.cribbage",)))
lines = []


HAND = [0, 9, 22, 47]
PILE = [3, 17, 26]


def score_many():
    """300 scorings; nothing in here but the calls themselves allocates."""
    from engine.crib_score import score_show, score_play
    return lambda: _score(score_show, score_play)


def _score(score_show, score_play):
    i = 0
    while i < 100:
        score_show(HAND, 30)
        score_show(HAND, 31, True)
        score_play(PILE)
        i += 1


def step():
    live, importing = heap.measure()
    if importing:
        return True
    if heap.stage == 0:
        lines.append("alloc %d" % allocated(score_many()))
        from tools.playthrough import cribbage_lines, CRIBBAGE_VARIANTS, score_lines
        lines.extend(score_lines())
        lines.extend(cribbage_lines(range(5), CRIBBAGE_VARIANTS))
        return True
    for line in lines:
        print(line)
    print("heap: MicroPython live heap %d bytes after importing engine.cribbage, %d holding the %d result lines"
          % (heap.cost("imported"), live - heap.marks["bare"], len(lines)))
    return False
