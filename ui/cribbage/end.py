"""The end of a Cribbage game: the result screen's words and the options of
the next game. Loaded with the result screen, not during play."""


def options_after(game, options):
    """A new game after this one: the loser deals first."""
    out = dict(options)
    out["dealer"] = game.next_dealer
    return out


def result(session, cols=26):
    """(title, lines) of the result screen, lines of `cols` characters."""
    g = session.game
    names = session.names
    won = session.won
    side = won[1]

    def side_names(s):  # (without the partners' side letters: "Red & Green*")
        return " & ".join(names[i] for i in range(g.n) if g.side_of(i) == s)
    who = side_names(side)
    def label(s):  # short enough for one line of 26 characters
        who = [names[i] for i in range(g.n) if g.side_of(i) == s]
        return "+".join(w[:3] for w in who) if len(who) > 1 else who[0][:12 if g.sides < 3 else 5]
    lines = [""]
    for s in range(g.sides):
        item = "%s %d" % (label(s), g.scores[s])
        if lines[-1] and len(lines[-1]) + 2 + len(item) > cols:
            lines.append("")
        lines[-1] += (" " if g.sides > 2 else "  ") * (lines[-1] != "") + item
    for loser, kind in won[3]:
        if kind:
            lines.append("%s %s!" % (side_names(loser), kind.replace("_", " ")))
    lines.append("worth %d game point%s" % (won[2], "" if won[2] == 1 else "s"))  # (a lurch: 2)
    if g.options["match"]:
        lines.append("match: " + " ".join(str(x) for x in g.match_points))
    for p in range(g.n):  # the coach: points a human's lay-aways gave up a hand, on average
        t = session.counts[p]
        if t.get("lay_hands") and len(lines) < 5:
            lost = t["lay_lost"] / t["lay_hands"] / 100
            said = "%s kept %.1f under best" % (names[p], lost)  # ("Amber kept 3.7 under best": 25)
            lines.append(said if len(said) <= cols else "%s %.1f under best" % (names[p], lost))
    return "%s win%s!" % (who, "" if " & " in who else "s"), lines
