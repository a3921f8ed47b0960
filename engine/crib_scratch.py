"""The scratch memory of hard's search of the play (engine.crib_search),
made once. The search is loaded for one decision and let go after
(ui.session): its scratch lives here instead, made at start-up on the board
(ui.board_app) and lent to every search, so that a decision allocates no
new buffer in the middle of a table's heap. Nothing here keeps a value
from one search to the next (each search sets what it reads)."""

# The search's buffers, under one name: each name a module brings stays
# interned on the board for good. Hands are counts by rank (0-12); a hand h
# is at h*13 in the counts, h*4 in its ranks (each once, low to high).
# Per card laid (the index in the ranks laid, after the root's pile): who
# lays it, the other's card by the model (13: none; +16 once laid), the
# count before it, where its count started, the next rank to try, the best
# found, and what it is worth: off + sign * (what follows).
B = (bytearray(26), bytearray(2), bytearray(8), bytearray(2), bytearray(2),  # counts, cards
     bytes((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 99)),  # left, ranks, kinds, lowest; values
     bytearray(9),  # the ranks laid (the root's pile, then the searched cards)
     bytearray(9), bytearray(9), bytearray(9), bytearray(9), bytearray(9),  # who, model's, count, start, next
     [0] * 9, [0] * 9, [0] * 9,  # best, off, sign
     [0] * 13,  # per rank at the root: its total over the deals searched
     [0, 0],  # cards laid in searches (what a decision's budget counts); deals of the last
     # how often players keep a hand of 0..8+ points (no starter) against
     # a hand dealt at random, over 64 (hard and normal, 6,000 deals: 0
     # points 0.07x, 2: 0.33x, 3: 1.0x, 4: 1.5x, 5: 1.9x, 6: 3.4x, 7: 4.7x,
     # 8 and more 8x)
     bytes((1, 3, 3, 8, 12, 15, 27, 38, 64)),
     # within one solve, the value of the rest of the play after a go or 31
     # (it depends only on the cards left and who leads), +128 (0: not yet
     # known), at: what is left of hand 0 times 32, of hand 1 times 2, plus
     # who leads; the weights that make what is left of
     # a hand one number below 16 (its j-th rank's count left times the
     # byte at h*4+j); per card laid, where its value goes (+1; 0: nowhere)
     bytearray(512), bytearray(8), [0] * 9,
     # near the game's end: each seat's pegging since the decision before
     # the card at d (at 2d, 2d+1), then what each needs, each one's show
     # (the dealer's with a crib), the pone, and whether it is the end
     [0] * 26)
