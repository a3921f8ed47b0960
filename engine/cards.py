"""Cards as small ints: (rank-1)*4 + suit for the 52 standard cards,
JOKER and JOKER+1 for the two jokers of a deck. A pack of several decks is
just a list with repeated ints; nothing here allocates an object per card.
"""

JACK = 11  # the rank that scores his nob and his heels

JOKER = 52  # 52 and 53: the black and the red joker
NONE = 255  # "no card" in bytearrays

SUIT_LETTERS = "CDHS"  # the suits in their order: 0 clubs, 1 diamonds, 2 hearts, 3 spades
RANK_NAMES = ("?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def card(rank, suit):
    if rank < 1 or rank > 13 or suit < 0 or suit > 3:
        raise ValueError("no such card: rank %r suit %r" % (rank, suit))
    return (rank - 1) * 4 + suit


def is_joker(c):
    return c >= JOKER


def rank(c):
    """1 (Ace) .. 13 (King); 0 for a joker."""
    if c >= JOKER:
        return 0
    return (c >> 2) + 1


def suit(c):
    """0..3 (clubs, diamonds, hearts, spades); 4 for a joker."""
    if c >= JOKER:
        return 4
    return c & 3


def value(c):
    """Count value: Ace 1, pips their number, faces 10, jokers 0."""
    if c >= JOKER:
        return 0
    r = (c >> 2) + 1
    return 10 if r > 10 else r


def name(c):
    """Short text: "10H", "QS", "AC", "JK" for a joker."""
    if c >= JOKER:
        return "JK"
    return RANK_NAMES[(c >> 2) + 1] + SUIT_LETTERS[c & 3]


def parse(text):
    """The inverse of name(): "10H" -> card; "JK" -> the black joker."""
    t = text.strip().upper()
    if t == "JK":
        return JOKER
    if len(t) < 2 or t[-1] not in SUIT_LETTERS:
        raise ValueError("not a card: %r" % text)
    r = t[:-1]
    if r == "T":
        r = "10"
    if r not in RANK_NAMES[1:]:
        raise ValueError("not a card: %r" % text)
    return card(RANK_NAMES.index(r), SUIT_LETTERS.index(t[-1]))


def pack(decks=1, jokers=0):
    """A fresh, unshuffled pack: `decks` standard decks plus `jokers` jokers
    per deck (alternating black and red)."""
    cards = []
    for _ in range(decks):
        for c in range(52):
            cards.append(c)
        for j in range(jokers):
            cards.append(JOKER + (j & 1))
    return cards
