"""tools/peg_oracle.py, the ceiling of issue #14's play (a seat that sees
the other hand): its search of the play keeps the engine's rules, so the
value it finds is what the engine pegs when both seats play it."""

from engine.cribbage import PLAY, PLAYING, Cribbage
from engine.crib_ai import CribbagePlayer
from tools.peg_oracle import best_play
from tools.selfplay import PEGGING



def test_the_oracle_value_is_what_the_engine_pegs_when_both_seats_play_it():
    checked = 0
    for seed in range(60):
        g = Cribbage({"table": "2p6", "dealer": seed % 2}, 7000 + seed)
        players = [CribbagePlayer("normal", seed), CribbagePlayer("normal", seed + 1)]
        while g.phase != PLAYING:
            g.apply(players[g.actor].choose(g, g.actor))
        first = g.actor
        hands = (tuple(sorted(g.hands[0])), tuple(sorted(g.hands[1])))
        predicted, _ = best_play(hands, list(g.pile), g.count, first, {})
        pegged = [0, 0]
        while g.phase == PLAYING and g.winner is None:
            hands = (tuple(sorted(g.hands[0])), tuple(sorted(g.hands[1])))
            _, c = best_play(hands, list(g.pile), g.count, g.actor, {})
            for e in g.apply(PLAY + c):
                if e[0] == "score" and len(e[4][0]) == 3 and e[4][0][0] in PEGGING:
                    pegged[e[1]] += e[3]
        if g.winner is not None:
            continue
        assert pegged[first] - pegged[1 - first] == predicted, (seed, pegged, predicted)
        checked += 1
    assert checked > 50
