"""Events in words short enough for a 160-pixel screen (26 characters).
Events hold only public information, so any of them may be shown."""

from engine.cards import name as card_name

KINDS = {
    "fifteen": "fifteen", "thirty_one": "31", "pair": "pair", "pair_royal": "pair royal",
    "double_pair_royal": "double pair royal", "run": "run", "flush": "flush", "nobs": "his nob",
    "go": "go", "last_card": "last card", "his_heels": "his heels",
    "three_for_last": "three for last", "claimed": "claimed", "muggins": "muggins",
    "corrected": "corrected",
}


def crib_event(e, names):
    """(text, milliseconds to show it, sound cue) for a Cribbage event, or None."""
    k = e[0]
    if k == "score":
        why = e[4]
        if len(why) == 1 or len(why[0]) == 3:
            what = " + ".join(KINDS.get(i[0], i[0]) for i in why)
        else:
            what = "the show"
        cue = "31" if why[0][0] == "thirty_one" else ("go" if why[0][0] == "go" else "score")
        if why[0][0] in ("claimed", "corrected"):
            return ("%s pegs %d" % (names[e[1]], e[3]), 900, cue)
        return ("%s %d for %s" % (names[e[1]], e[3], what), 900, cue)
    if k == "play":
        return ("%s: %s, count %d" % (names[e[1]], card_name(e[2]), e[3]), 700, "card")
    if k == "go":
        return ("%s says go" % names[e[1]], 700, None)
    if k == "reset":
        return ("count back to 0", 600, None)
    if k == "starter":
        return ("starter: %s" % card_name(e[2]), 900, "card")
    if k == "cut_for_deal":
        return ("%s cuts %s" % (names[e[1]], card_name(e[2])), 900, "card")
    if k == "cut_tie":
        return ("a tie: cut again", 900, None)
    if k == "new_game":
        return ("game %d: %s deals" % (e[1], names[e[2]]), 1000, None)
    if k == "deal":
        return ("%s deals" % names[e[1]], 700, None)
    if k == "show":
        return ("%s shows %s" % (names[e[1]], "the crib" if e[2] else "the hand"), 1000, None)
    if k == "counted":
        if not e[4]:
            return ("nineteen: nothing", 1000, None)
        return None  # the items are shown one by one (see crib_items)
    if k == "claim":
        return ("%s claims %d" % (names[e[1]], e[3]), 900, None)
    if k == "overclaim":
        return ("too many: it is %d" % e[3], 1100, None)
    if k == "muggins":
        return ("muggins! %s takes %d" % (names[e[1]], e[3]), 1200, "score")
    if k == "muggins_wrong":
        return ("no muggins: it was right", 1000, None)
    if k == "no_call":
        return ("%s lets it stand" % names[e[1]], 700, None)
    if k == "no_peg":
        return ("%s: %d would pass the end" % (names[e[1]], e[3]), 1100, None)
    if k == "game_won":
        return ("%s wins the game!" % names[e[1]], 1800, "win")
    if k == "match_won":
        return ("the match is won!", 1800, "win")
    return None


def crib_items(e):
    """The spoken items of a "counted" event: fifteen two, fifteen four..."""
    out = []
    for kind, _, _, running in e[4]:
        out.append(("%s %d" % (KINDS.get(kind, kind), running), 700, None))
    return out


def trash_event(e, names):
    k = e[0]
    if k == "draw":
        return ("%s draws %s" % (names[e[1]], card_name(e[2])), 600, "card")
    if k in ("place", "wild"):
        return ("%s on %d, finds %s" % (card_name(e[3]), e[2] + 1, card_name(e[4])), 600, None)
    if k == "take":
        return ("%s takes %d from %s" % (card_name(e[3]), e[2] + 1, card_name(e[4])), 800, None)
    if k == "throw":
        return ("%s throws %s" % (names[e[1]], card_name(e[2])), 700, None)
    if k == "reshuffle":
        return ("the discards are shuffled", 900, None)
    if k == "hand_won":
        return ("%s wins the hand!" % names[e[1]], 1500, "score")
    if k == "completed":
        return ("%s finishes too!" % names[e[1]], 1200, "score")
    if k == "shrink":
        return ("%s: %d slots now" % (names[e[1]], e[2]), 900, None)
    if k == "free_draws":
        return ("%s: 3 free draws" % names[e[1]], 1000, None)
    if k == "reveal":
        return ("%s: %s" % (names[e[1]], "all in place!" if e[3] else "not all in place"), 1000, None)
    if k == "deal":
        return ("hand %d: %s starts" % (e[1] + 1, names[e[2]]), 1000, None)
    if k == "game_won":
        return ("%s wins the game!" % " & ".join(names[w] for w in e[1]), 1800, "win")
    return None
