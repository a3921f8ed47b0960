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


def crib_pack(hands, dealer, starter, crib_card=None, lift=4):
    """A stacked cribbage pack (top first) that deals `hands` (a list of
    card-name strings, one per seat) one card at a time from the dealer's
    left, then `crib_card` to the crib (three players), and puts `starter`
    where a cut lifting `lift` cards turns it up."""
    n = len(hands)
    per_seat = [[cards.parse(t) for t in h.split()] for h in hands]
    top = []
    for i in range(len(per_seat[0]) * n):
        top.append(per_seat[(dealer + 1 + i) % n][i // n])
    if crib_card:
        top.append(cards.parse(crib_card))
    rest = [c for c in range(52) if c not in top and c != cards.parse(starter)]
    return top + rest[:lift] + [cards.parse(starter)] + rest[lift:]


def resumes_to(data, live):
    """Does the save `data`, resumed, reach the live session's game? The save
    may lack the computers' latest moves (they are written with the next
    human choice); resumed, the computers must make exactly those moves."""
    from engine.savegame_load import decode
    from ui.session import Session
    kind, options, seed, seats, actions = decode(data)
    if bytes(live.actions[:len(actions)]) != bytes(actions):
        return False
    ss = Session(kind, options, seats, seed, 0, actions=actions)
    for a in live.actions[len(actions):]:
        if ss.human_turn() or ss.decide(ss.game.actor) != a:
            return False
        ss.apply(a)
    return ss.game.snapshot() == live.game.snapshot()
