"""What the menus know of Trash (ui.games: each game's menu module, its
contract there): the setup's rules and their words, the seats, the
statistics' fields and page. Loaded by the settings (ui.prefs) and the
statistics (ui.stats) when they need a game's own, never for play."""

# key: (label, allowed values); the first value is the default, the players first
OPTIONS = (
    ("players", "Players", (2, 3, 4, 5, 6, 7, 8)),
    ("wild", "Wild", ("jacks", "kings", "faces")),
    ("jokers", "Jokers", (False, True)),
    ("first", "Starts", ("winner", "rotate")),
    ("goal", "Win at", (0, 8, 7, 6, 5)),
    ("deals", "Deals", (0, 3, 5, 10)),
    ("second_chance", "Losers", (0, 1, 2)),
)
SEATS = ("trash_seats", ("human",) + ("normal",) * 7)  # (its settings' key, a seat per place at most)

# what a value means, a line where it is chosen (the menus' footer, 20
# columns at most: one line of the CLUE's): by its key, or by key and value
MEANS = {
    "players": "2 to 8 players", "wild": "they fill any slot", "jokers": "2 wild ones a deck",
    "first": "who starts a hand", "goal": "slots left to win", "deals": "then fewest slots",
    "second_chance": "losers' last chance",
}
# the words a value is shown in, where not itself: by key and value, or by
# key (the words for its value: "%d" its number, a tuple's item its index)
WORDS = {
    ("wild", "jacks"): "Jacks", ("wild", "kings"): "Kings", ("wild", "faces"): "all faces",
    ("first", "winner"): "the winner", ("first", "rotate"): "in turn", ("goal", 0): "last slot",
    "goal": "%d left", ("deals", 0): "no limit", "second_chance": ("off", "turn up", "3 draws"),
}


def seats(players):
    """How many seats: the players."""
    return players


# each human seat's counts (ui.trash.rules.tally names them); games, wins,
# learned first, as every game's
FIELDS = ("games", "wins", "learned", "hands")
# where each was in a record of before the games kept their own (ui.stats)
LEGACY = (15, 16, 21, 17)


def page(name, v):
    """The statistics' page of a seat, from its counts by field."""
    return "\n".join((
        "%s at Trash:" % name,
        "played %d, won %d" % (v["games"], v["wins"]),
        "hands won: %d" % v["hands"],
    ) + (("learned to play: done",) if v["learned"] else ()))
