# Run under MicroPython by tests/test_search.py (and under CPython there):
# hard's searched plays from fixed deals, each with the cards its searches
# laid: the board must choose what the desktop chooses, at the same cost.
from engine import crib_search
from engine.crib_ai import CribbagePlayer
from engine.cribbage import PLAYING, Cribbage
from engine.rng import Rng

for table in ("2p6", "2p5"):
    for seed in range(6):
        g = Cribbage({"table": table, "dealer": seed % 2}, 300 + seed)
        if seed > 3:  # near the game's end: the search counts games won too
            g.scores = [g.target - 9 - seed, g.target - 14]
        players = [CribbagePlayer("normal", seed), CribbagePlayer("normal", seed + 9)]
        while g.phase != PLAYING:
            g.apply(players[g.actor].choose(g, g.actor))
        picks = []
        while g.phase == PLAYING and g.winner is None:
            p = g.actor
            if len(g.legal()) > 1:
                before = crib_search._B[16][0]
                a = crib_search.best_card(g.view(p), p, g.legal(), Rng(seed), 150)
                picks.append("%d/%d" % (a, crib_search._B[16][0] - before))
            g.apply(players[p].choose(g, p))
        print(table, seed, " ".join(picks))

# hard's six-card lay-away reads what each kept hand makes of the play from
# engine/keep_play.bin: the board must read the same values from its drive
for seed in range(4):
    g = Cribbage({"table": "2p6", "dealer": seed % 2}, 400 + seed)
    v = g.view(0)
    hard = CribbagePlayer("hard").keep_values(v, 0)
    plain = CribbagePlayer("normal").keep_values(v, 0)
    print("keep", seed, " ".join("%.1f" % (h[0] - n[0]) for h, n in zip(hard, plain)),
          CribbagePlayer("hard").lay_away(v, 0))
