"""Where Trash's table puts its parts on the CLUE's 120x120 layout
(ui.clue; the PyBadge's: ui.trash.screen.PLACES, which says what each
is). Loaded only on a screen of that size: the PyBadge never loads it.

  0   whose layout, hand, stock
  12  the layout: two rows of five (20 apart, overlapping 6 px), the hand
      and the discard beside
  60  message (two lines)
  84  the others (two lines)
  108 what to do now
"""

PLACES = ((0, 0), (0, 12, 20, 21), (100, 12), (100, 33), (0, 60, 2), (0, 84, 2), (0, 108))
