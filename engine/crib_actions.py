"""Cribbage's actions and phases as small ints, in one place: the engine
(engine.cribbage, which offers them to everyone), its words for a refusal
(engine.crib_words) and the players import them from here, so that the
words need not import the engine that loads them."""

# actions: a card (0-51) or a number added to a base
PLAY = 0
LAY = 64
CUT = 128
CLAIM = 192
MAX_CLAIM = 29
MUGGINS = 240
PASS = 241
NEXT_GAME = 242
REDEAL = 250

# phases
CUT_DEAL = 0
LAY_AWAY = 1
CUT_STARTER = 2
PLAYING = 3
CLAIMING = 4
CALLING = 5
BETWEEN = 6
OVER = 7
