"""Where Cribbage's table puts its parts on the CLUE's 120x120 layout
(ui.clue; the PyBadge's: ui.cribbage.screen.PLACES, which says what each
is). Loaded only on a screen of that size: the PyBadge never loads it.

  0   scores
  12  mini board
  20  pile, count, starter
  53  hand (raised: 48)
  82  message (2 lines: over info)
  94  info
  106 what to do now
"""

# (the message's second line over the info's; the board stops short of the
# starter, which is raised over it in a show)
PLACES = ((0, 0), (1, 12, 96), (0, 20, 9), (100, 20), (83, 27), (0, 82, 2), (1, 53, 19), (0, 106), (0, 94),
          (4, 21))
