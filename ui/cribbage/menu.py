"""What the menus know of Cribbage (ui.games: each game's menu module,
its contract there): the setup's rules and their words, the seats, the
statistics' fields and page. Loaded by the settings (ui.prefs) and the
statistics (ui.stats) when they need a game's own, never for play."""

# key: (label, allowed values); the first value is the default, the table first
OPTIONS = (
    ("table", "Table", ("2p6", "2p5", "3p", "4p")),
    ("target", "Game to", (0, 61, 121, 181)),
    ("exact", "Exact finish", (False, True)),
    ("stakes", "Stakes", ("lurch", "skunk")),
    ("muggins", "Muggins", (False, True)),
    ("match", "Match to", (0, 3, 5, 7, 9)),
)
SEATS = ("crib_seats", ("human", "hard", "hard", "hard"))  # (its settings' key, a seat per place at most)

# what a value means, a line where it is chosen (the menus' footer, 20
# columns at most: one line of the CLUE's): by its key, or by key and value
MEANS = {
    ("table", "2p6"): "6 cards, lay away 2", ("table", "2p5"): "5 cards, to 61",
    ("table", "3p"): "5 cards, lay away 1", ("table", "4p"): "partners sit across",
    "target": "points to win", ("target", 0): "121 (5-card: 61)", "exact": "land on it exactly",
    ("stakes", "lurch"): "under half: double", ("stakes", "skunk"): "<91 x2, <61 x3",
    "muggins": "count your own hand", "match": "points to win match",
}
# the words a value is shown in, where not itself (by key and value)
WORDS = {
    ("table", "2p6"): "2p, 6 cards", ("table", "2p5"): "2p, 5 cards", ("table", "3p"): "3 players",
    ("table", "4p"): "4, partners", ("target", 0): "usual", ("match", 0): "one game",
}


def seats(table):
    """How many seats a table has."""
    return {"2p6": 2, "2p5": 2, "3p": 3, "4p": 4}[table]


# each human seat's counts (ui.cribbage.rules.tally names them); games, wins,
# learned first, as every game's
FIELDS = ("games", "wins", "learned", "lurch_given", "lurch_taken", "skunk_given", "skunk_taken",
          "hands", "hand_points", "cribs", "crib_points", "deals", "pegging", "best", "seen28", "seen29",
          "lay_hands", "lay_lost")
# where each was in a record of before the games kept their own (ui.stats)
LEGACY = (0, 1, 20, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 18, 19)


def page(name, v):
    """The statistics' page of a seat, from its counts by field."""
    def avg(points, n, scale=1):
        return "%.1f" % (points / n / scale) if n else "-"
    return "\n".join((
        "%s: played %d, won %d" % (name, v["games"], v["wins"]),
        "lurch/skunk given %d/%d" % (v["lurch_given"], v["skunk_given"]),
        "lurch/skunk taken %d/%d" % (v["lurch_taken"], v["skunk_taken"]),
        "avg hand %s crib %s" % (avg(v["hand_points"], v["hands"]), avg(v["crib_points"], v["cribs"])),
        "avg pegging %s  best %d" % (avg(v["pegging"], v["deals"]), v["best"]),
        "28s seen %d, 29s %d" % (v["seen28"], v["seen29"]),
    ) + ((
        "lay-away: %s lost a hand" % avg(v["lay_lost"], v["lay_hands"], 100),
        "(coach, over %d hands)" % v["lay_hands"],
    ) if v["lay_hands"] else ()) + (("learned to play: done",) if v["learned"] else ()))
