# Under circuitpython32 with valgrind (tools/bench_instructions.py): set up
# a two-player six-card deal, then make N of hard's decisions of one kind:
#   lay: the lay-away (15 keeps weighed); lead: the pone's first card
#   (4 cards against 4 unseen); reply: the dealer's answer (4 against 3);
#   second: the pone's second card (3 against 3, one of the other's seen);
#   endlay: the lay-away near the game's end (30 and 12 points to go);
#   endlead, endreply: the lead and the answer near the end (30 and 25 to
#   go: the search counts games won).
# Run from a drive tree (compiled .mpy files, as the board has them); the
# search's module is let go after each decision and loaded again for the
# next, as the app does (ui.cribbage.before).
import sys

from engine.crib_ai import CribbagePlayer
from engine.cribbage import PLAYING, Cribbage

kind, n = sys.argv[1], int(sys.argv[2])
ai = CribbagePlayer("hard", 1)
g = Cribbage({"dealer": 0}, int(sys.argv[3]) if len(sys.argv) > 3 else 11)
if kind == "endlay":
    g.scores = [121 - 30, 121 - 12]
if kind in ("endlead", "endreply"):
    g.scores = [121 - 30, 121 - 25]
if kind != "lay" and kind != "endlay":
    while g.phase != PLAYING:
        g.apply(ai.choose(g))
    for _ in range({"lead": 0, "reply": 1, "second": 2, "endlead": 0, "endreply": 1}[kind]):
        g.apply(ai.choose(g))
SEARCH = "engine.crib_search"
for _ in range(n):
    ai.choose(g)
    if SEARCH in sys.modules:
        del sys.modules[SEARCH]
        delattr(sys.modules["engine"], "crib_search")
print("done", kind, n)
