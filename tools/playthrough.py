"""Seeded complete games with a deterministic chooser, summarised as text.

Runs unchanged under CPython and MicroPython: the test run plays the same
games on both and compares the summaries line by line.
"""

from engine.rng import Rng


def play(game, chooser_seed, max_actions=20000):
    """Play to the end choosing uniformly among legal actions with our own
    PRNG. Returns (actions, event_count)."""
    pick = Rng(chooser_seed)
    actions = []
    events = 0
    while game.actor is not None:
        legal = game.legal()
        a = legal[pick.below(len(legal))]
        actions.append(a)
        events += len(game.apply(a))
        if len(actions) > max_actions:
            raise RuntimeError("game did not end")
    return actions, events


def digest(obj):
    """A short stable checksum of a snapshot (same on every runtime)."""
    h = 5381
    for ch in repr_stable(obj):
        h = ((h * 33) ^ ord(ch)) & 0xFFFFFF
    return h


def repr_stable(obj):
    # bytes/bytearray repr differs between runtimes; write them as int lists
    if isinstance(obj, (bytes, bytearray)):
        return "[" + ",".join(str(b) for b in obj) + "]"
    if isinstance(obj, (list, tuple)):
        return "(" + ",".join(repr_stable(o) for o in obj) + ")"
    if isinstance(obj, dict):
        return "{" + ",".join(repr_stable(k) + ":" + repr_stable(obj[k]) for k in sorted(obj)) + "}"
    return repr(obj)


def trash_lines(seeds, variants):
    from engine.trash import Trash
    out = []
    for options in variants:
        for seed in seeds:
            g = Trash(options, seed)
            actions, events = play(g, seed + 7)
            out.append("trash %s seed=%d actions=%d events=%d winners=%s state=%d" % (
                repr_stable(options), seed, len(actions), events,
                repr_stable(g.winners), digest(g.snapshot())))
    return out


TRASH_VARIANTS = (
    {"players": 2},
    {"players": 3, "wild": "kings"},
    {"players": 4, "jokers": True, "first": "rotate"},
    {"players": 5, "wild": "faces", "goal": 6},
    {"players": 6, "deals": 3, "second_chance": 1},
    {"players": 2, "second_chance": 2, "goal": 5},
)


def cribbage_lines(seeds, variants):
    from engine.cribbage import Cribbage
    out = []
    for options in variants:
        for seed in seeds:
            g = Cribbage(options, seed)
            actions, events = play(g, seed + 7)
            out.append("cribbage %s seed=%d actions=%d events=%d scores=%s match=%s state=%d" % (
                repr_stable(options), seed, len(actions), events, repr_stable(g.scores),
                repr_stable(g.match_points), digest(g.snapshot())))
    return out


CRIBBAGE_VARIANTS = (
    {},
    {"table": "2p5"},
    {"table": "3p", "stakes": "skunk"},
    {"table": "4p", "target": 61},
    {"muggins": True, "exact": True, "target": 61},
    {"table": "3p", "match": 3, "target": 61, "muggins": True},
    {"table": "4p", "target": 181, "dealer": 2},
)


def score_lines():
    """The show and play scores of a fixed pseudo-random set of hands."""
    from engine.crib_score import score_show, score_play
    r = Rng(77)
    deck = list(range(52))
    out = []
    for i in range(300):
        r.shuffle(deck)
        out.append("show %s %d %d %d" % (repr_stable(deck[:5]), score_show(deck[:4], deck[4]),
                                         score_show(deck[:4], deck[4], True), score_show(deck[:3], deck[3])))
        out.append("play %s %d" % (repr_stable(deck[:4]), score_play(deck[:3])))
    return out
