"""Expected crib points by the card laid away in the 3- and 4-player
games, computed by
tools/make_crib_table.py (Monte Carlo; see its docstring). Generated:
do not edit. Values are points * engine.crib_table.SCALE.

Samples: 1200 per two-card class (each crib averaged over every starter),
3000 per one-card class. Worst standard error of an entry, in points:
six-card 0.101, five-card 0.095, three players 0.046, four players 0.046.

One-card tables are indexed by rank - 1; the two-card tables are in
engine/crib_pairs_six.py and engine/crib_pairs_five.py.
"""

SCALE = 20
SINGLE_3P = b'Zab`\x82]^^ZTZQN'
SINGLE_4P = b'X`c_\x81^]^ZTVNL'
