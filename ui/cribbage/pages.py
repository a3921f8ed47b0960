"""Cribbage's words on the pages around its table (ui.in_game): what waits
for the player a pass screen names, the result screen's words and the
next game's options, and Learn to play's: a first game against the easy computer (OPTIONS), every
score held until OK (ui.session), each new kind of moment introduced the
first time it comes, on a page before the player acts (LearnScreen), the
coach's best keep said after each lay-away (ui.cribbage.coach.note).
Loaded while one of those pages is shown."""

from engine.cribbage import BETWEEN, CALLING, CLAIMING, CUT_DEAL, CUT_STARTER, LAY_AWAY, PLAYING

OPTIONS = {"table": "2p6", "target": 61}  # Learn to play's game (its seats: the learner, the easy computer)


def passing(ss, seat):
    """What waits for `seat`, whom the device goes to, and who leads, in
    words nobody's secret: "your play, count 15" / "Red leads 57-43"."""
    g = ss.game
    ph = g.phase
    v = ss.teller.view()
    if ph == LAY_AWAY:
        d = g.dealer
        crib = ("your" if d == seat else "partner") if g.side_of(d) == g.side_of(seat) else ss.names[d] + "'s"
        # (4p: "your side's crib" took 28 columns of 25; "partner" says the same side)
        what = "lay away %d: %s crib" % (g.lay_per - len(g.view(seat)["laid_away"]), crib)
    elif ph == PLAYING:
        what = "your play, count %d" % g.count
    elif ph in (CUT_DEAL, CUT_STARTER):
        what = "your cut" + (" for the deal" if ph == CUT_DEAL else "")
    elif ph == CLAIMING:
        what = "count your " + ("crib" if v["counting"][1] else "hand")
    elif ph == CALLING:
        what = "muggins? %s claims %d" % (ss.names[v["counting"][0]], v["claim"])
    elif ph == BETWEEN:
        what = "the next game"
    else:
        what = ""
    scores = ss.teller.scores_told()
    sides = ["+".join(ss.names[p] for p in range(g.n) if g.side_of(p) == side) for side in range(g.sides)]
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    if not scores[order[0]]:
        lead = "no points yet"
    elif scores[order[0]] == scores[order[1]]:
        lead = "level at %d" % scores[order[0]]
    else:
        lead = "%s lead%s %s" % (sides[order[0]], "" if "+" in sides[order[0]] else "s",
                                 "-".join(str(scores[i]) for i in order))
    return what + "\n" + lead


# each moment's words: what it is, what to do, which keys (the layout's
# names for them: ok, move, hint); a page of 8 lines
INTROS = {
    "welcome": "Cribbage: the first to 61 points wins. Points come as cards are played and when hands are "
               "shown. This game stops at each new step to say what it is; press %(ok)s to go on.",
    "cut": "Cut for the deal: pick a place in the pack; the lowest card deals. The dealer gets the "
           "crib, an extra hand. Move with %(move)s; %(ok)s cuts.",
    "lay": "Lay away 2 of your 6 cards to the crib. Keep cards that score together: ones adding to 15, "
           "pairs, runs. Press %(ok)s on one card, then on another: both go. %(hint)s: a hint, with why.",
    "starter": "The starter: turned up from the pack. It counts with every hand in the show. A jack: the "
               "dealer pegs 2 (his heels).",
    "play": "The play: lay a card; the count goes up, 31 at most. Making 15 or 31: 2, a pair 2, a run 1 a "
            "card. A dim card would pass 31. Choose with %(move)s, play with %(ok)s.",
    "go": "Go: a player with no card that fits under 31 says go. The other plays on; the last card pegs 1 "
          "(31: 2), then the count starts again.",
    "show": "The show: each hand counts with the starter: 15s 2 each, pairs 2, runs 1 a card, a flush 4, "
            "the starter suit's jack 1. Raised cards make each. %(ok)s: next.",
    "crib": "The crib: counted last, for the dealer, with the starter (a flush only with the starter's "
            "suit too).",
}


# the moments introduced, by what is being told (the show's: the crib's when
# it is the crib) or else the phase the player acts in (ui.session.moment)
MOMENTS = ({"starter": "starter", "go": "go", "show": ("show", "crib"), "counted": ("show", "crib")},
           {CUT_DEAL: "cut", CUT_STARTER: "cut", LAY_AWAY: "lay", PLAYING: "play"})


# --- the end of a game: the result screen's words, the next game's options ---
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
            said = "%s gave up %.1f a keep" % (names[p], lost)  # (the coach's points lost a hand, on average)
            lines.append(said if len(said) <= cols else "%s lost %.1f a keep" % (names[p][:5], lost))
    return "%s win%s!" % (who, "" if " & " in who else "s"), lines
