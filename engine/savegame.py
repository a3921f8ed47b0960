"""A game as bytes: its options, seed, seats and every action, with a
version, lengths and a CRC. Loading (engine.savegame_load, apart so
that a game being played and saved does not hold it) replays the actions,
so a save is small and can never hold a state the rules could not reach.

  "PK" version kind seed(4) n_opts opts... n_seats seats... n_actions(2) actions...
      untold told(2) check(2)

kind: the game's number, its place in the games' registry (ui.games: the
caller's to give and to read back; the save knows no game by name).

untold: how many of the last actions were still being told as the game
was written (a quit, or the write at a hand's start, in the middle of a
show); told: how many of their told events had been told by then. A
resumed game tells the rest from there (ui.session_resume). Version 3
saves (neither) are still read.
"""

from engine.checksum import crc16

MAGIC = b"PK"
VERSION = 4  # 4: how far the telling got (3: a CRC-16 for the sum; 2: the seed mixed before the deal, engine.rng)
SEATS = ("human", "easy", "normal", "hard", "learner")  # (a learner: a human taught as they play)


def _opts(options):
    return ";".join("%s=%s" % (k, options[k]) for k in sorted(options)).encode()


def size(options, seats, n):
    """The length of the save of a game with these options and seats and n
    actions."""
    return 17 + len(_opts(options)) + len(seats) + n


def encode(kind, options, seed, seats, actions, into=None, at=0, untold=0, told=0):
    """The save of game number `kind` (ui.games), in bytes: a new
    bytearray of the exact size; or, given `into` (a buffer the caller
    keeps, for a small heap where a kilobyte may not be free in one
    piece), written into it from `at`, returning the length written
    (ValueError when it does not fit)."""
    opts = _opts(options)
    if len(opts) > 255 or len(seats) > 8 or len(actions) > 65535:
        raise ValueError("this game is too big to save")
    n = len(actions)
    size = 17 + len(opts) + len(seats) + n
    if into is None:
        out = bytearray(size)
    else:
        if at + size > len(into):
            raise ValueError("%d bytes: too big to save" % size)
        out = memoryview(into)[at:at + size]
    head(out, kind, seed, opts, seats)
    tail(out, 9 + len(opts) + len(seats), actions, untold, told)
    return out if into is None else size


# (encode's parts, each a function of its own: a game is saved in the middle
# of its play, where the heap may have no block for one long function's code:
# the ten games' path ran out at 370 bytes, encode's, at 6 of 16 ballasts)
def head(out, kind, seed, options, seats):
    """The save's opening: its magic, version, game, seed, options (their
    bytes) and seats."""
    out[0:2] = MAGIC
    out[2] = VERSION
    out[3] = kind
    out[4:8] = bytes(((seed >> 24) & 255, (seed >> 16) & 255, (seed >> 8) & 255, seed & 255))
    i = 8
    out[i] = len(options)
    out[i + 1:i + 1 + len(options)] = options
    i += 1 + len(options)
    out[i] = len(seats)
    for s in seats:
        i += 1
        out[i] = SEATS.index(s)


def tail(out, i, actions, untold, told):
    """The rest, after the last seat's byte at i: the actions, how far
    their telling had gone, and the checksum."""
    n = len(actions)
    size = len(out)
    out[i + 1] = n >> 8
    out[i + 2] = n & 255
    out[i + 3:i + 3 + n] = actions
    out[i + 3 + n] = min(untold, n, 255)
    told = min(told, 65535) if untold else 0
    out[i + 4 + n] = told >> 8
    out[i + 5 + n] = told & 255
    c = crc16(out, size - 2)
    out[size - 2] = c >> 8
    out[size - 1] = c & 255
