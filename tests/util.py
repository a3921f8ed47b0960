"""Helpers for scenario tests: stacked packs written as card names."""

from engine import cards


def stacked(names, decks=1, jokers=0):
    """A whole pack, top card first: the named cards, then every other card
    of the pack in ascending order (so scenarios only name what matters)."""
    top = [cards.parse(n) for n in names.split()]
    rest = cards.pack(decks, jokers)
    for c in top:
        rest.remove(c)  # raises if a scenario names a card twice too often
    return top + rest


def names(seq):
    return [cards.name(c) if c != cards.NONE else "--" for c in seq]
