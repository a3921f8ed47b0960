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


def resumes_to(data, live, resumed):
    """Is the session `resumed` from the save `data` the live session's game
    at its last checkpoint, in the hand the live game is playing (a cut
    loses at most that hand)? At a hand's start the save ends with REDEAL
    and the hand is dealt again, otherwise than the live one; at a mid-hand
    checkpoint the computers' moves made since are made again, the same."""
    from engine.savegame_load import decode
    from ui.saved import named
    from ui.session import REDEAL, Session
    kind, options, seed, seats, actions, _, _ = decode(data)
    kind = named(kind)
    redeal = len(actions) > 0 and actions[-1] == REDEAL
    played = bytes(actions[:-1] if redeal else actions)
    if bytes(live.actions[:len(played)]) != played or bytes(resumed.actions) != bytes(actions):
        return False
    if _hand(resumed.game) != _hand(live.game):
        return False
    ss = Session(kind, options, seats, seed, 0, actions=played)
    if redeal:
        return ss.game.snapshot() != resumed.game.snapshot()
    for a in live.actions[len(played):]:
        if ss.human_turn():
            break
        if ss.decide(ss.game.actor) != a:
            return False
        ss.apply(a)
    return True


def _hand(game):
    return getattr(game, "game_no", 0), game.hand_no


def menu(kind):
    """Game `kind`'s menu module (ui.games: its rules, seats, statistics)."""
    from ui.games import MENU
    from ui.modules import load
    return load(MENU % kind)
