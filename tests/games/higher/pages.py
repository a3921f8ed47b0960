"""Higher card's pages: the result, the pass screen's words, Learn to
play's game and words."""

OPTIONS = {"points": 3}  # Learn to play's game
MOMENTS = ({"point": "point"}, {0: "turn"})
INTROS = {
    "welcome": "Higher card: turn a card each; the higher scores. Press %(ok)s.",
    "turn": "Your turn: press %(ok)s to turn your card.",
    "point": "The higher card scores a point.",
}


def passing(session, seat):
    return "your card to turn"


def options_after(game, options):
    return options


def result(session, cols=26):
    g = session.game
    names = session.names
    return "%s wins!" % names[g.winner], ["%s %d" % (names[p], g.points[p]) for p in range(g.n)]
