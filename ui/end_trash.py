"""The end of a Trash game: the result screen's words and the options of
the next game. Loaded with the result screen, not during play."""


def options_after(game, options):
    return dict(options)


def result(session):
    g = session.game
    who = " & ".join(session.names[w] for w in g.winners)
    lines = ["slots left: " + " ".join(str(x) for x in g.size),
             "hands won: " + " ".join(str(x) for x in g.hands_won)]
    return "%s win%s!" % (who, "" if len(g.winners) > 1 else "s"), lines
