"""What the menus know of Higher card (its menu module: the contract in
ui/games.py)."""

OPTIONS = (("points", "Points to win", (3, 5)),)  # (a setting's key is the engine's option, unique
# across the games: the settings are one namespace)
SEATS = ("higher_seats", ("human", "normal"))
MEANS = {"points": "first to them wins"}
WORDS = {}


def seats(points):
    return 2


FIELDS = ("games", "wins", "learned")


def page(name, v):
    return "%s at Higher card:\nplayed %d, won %d" % (name, v["games"], v["wins"])
