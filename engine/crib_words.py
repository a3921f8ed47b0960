"""Cribbage's refusals in words (engine.cribbage loads this only to say
why an action is not allowed: a game in play never needs it)."""

from engine.crib_actions import CLAIM, CUT, LAY, MAX_CLAIM, MUGGINS, NEXT_GAME, PASS, PLAY, REDEAL


def _describe(a):
    if type(a) is not int:
        return "action %r (not a whole number)" % (a,)
    if PLAY <= a < LAY:
        return "playing card %d" % a
    if LAY <= a < CUT:
        return "laying away card %d" % (a - LAY)
    if CUT <= a < CLAIM:
        return "cutting at %d" % (a - CUT)
    if CLAIM <= a <= CLAIM + MAX_CLAIM:
        return "claiming %d" % (a - CLAIM)
    return {MUGGINS: "calling muggins", PASS: "passing", NEXT_GAME: "starting the next game",
            REDEAL: "dealing the hand again"}.get(a, "action %d" % a)


_EXPECT = ("cut the pack for the deal (lift 4 or more, leave 4 or more)",
           "lay a card of your hand away to the crib",
           "cut the pack for the starter (lift 4 or more, leave 4 or more)",
           "lay a card of your hand that keeps the count at 31 or less",
           "claim the points of the hand being shown (0 to 29)",
           "call muggins or pass",
           "start the next game",
           "the game is over")


def refused(action, phase):
    """Why an action is refused, in words."""
    return "%s is not allowed now; now: %s" % (_describe(action), _EXPECT[phase])
