"""The end of a Trash game: the result screen's words and the options of
the next game. Loaded with the result screen, not during play."""


def options_after(game, options):
    return dict(options)


def result(session, cols=26):
    g = session.game
    who = " & ".join(session.names[w] for w in g.winners)
    names = [n[:2] for n in session.names]
    lines = listed("slots left:", names, g.size, cols) + listed("hands won:", names, g.hands_won, cols)
    return "%s win%s!" % (who, "" if len(g.winners) > 1 else "s"), lines


def listed(label, names, values, cols=26):
    """"label Re 9 Bl 8 ..." in lines of `cols` characters at most."""
    lines = [label] + [""] * (cols < 26)  # (narrow: the items below the label)
    for name, x in zip(names, values):
        item = "%s %d" % (name, x)
        if len(lines[-1]) + 1 + len(item) > cols:
            lines.append("")
        lines[-1] += " " * (lines[-1] != "") + item
    return lines
