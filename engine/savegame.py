"""A game as bytes: its options, seed, seats and every action, with a
version, lengths and a checksum. Loading replays the actions, so a save is
small and can never hold a state the rules could not reach.

  "PK" version kind seed(4) n_opts opts... n_seats seats... n_actions(2) actions... check(2)
"""

MAGIC = b"PK"
VERSION = 1
KINDS = ("cribbage", "trash")
SEATS = ("human", "easy", "normal", "hard")


def checksum(data, n=None, start=0):
    """Fletcher-16 of data[start:n] (no slice copied)."""
    a = b = 0
    end = len(data) if n is None else n
    i = start
    while i < end:
        a = (a + data[i]) % 255
        b = (b + a) % 255
        i += 1
    return b << 8 | a


def encode(kind, options, seed, seats, actions, into=None, at=0):
    """The save's bytes: a new bytearray of the exact size; or, given
    `into` (a buffer the caller keeps, for a small heap where a kilobyte
    may not be free in one piece), written into it from `at`, returning
    the length written (ValueError when it does not fit)."""
    opts = ";".join("%s=%s" % (k, options[k]) for k in sorted(options)).encode()
    if len(opts) > 255 or len(seats) > 8 or len(actions) > 65535:
        raise ValueError("this game is too big to save")
    n = len(actions)
    size = 14 + len(opts) + len(seats) + n
    if into is None:
        out = bytearray(size)
    else:
        if at + size > len(into):
            raise ValueError("%d bytes: too big to save" % size)
        out = memoryview(into)[at:at + size]
    out[0:2] = MAGIC
    out[2] = VERSION
    out[3] = KINDS.index(kind)
    out[4:8] = bytes(((seed >> 24) & 255, (seed >> 16) & 255, (seed >> 8) & 255, seed & 255))
    i = 8
    out[i] = len(opts)
    out[i + 1:i + 1 + len(opts)] = opts
    i += 1 + len(opts)
    out[i] = len(seats)
    for s in seats:
        i += 1
        out[i] = SEATS.index(s)
    out[i + 1] = n >> 8
    out[i + 2] = n & 255
    out[i + 3:i + 3 + n] = actions
    c = checksum(out, size - 2)
    out[size - 2] = c >> 8
    out[size - 1] = c & 255
    return out if into is None else size


def _value(text):
    if text == "True":
        return True
    if text == "False":
        return False
    try:
        return int(text)
    except ValueError:
        return text


def decode(data):
    """The parts of a save; ValueError with plain words when it is not one."""
    if data is None or len(data) < 13:
        raise ValueError("the saved game is missing or cut short")
    if bytes(data[:2]) != MAGIC:
        raise ValueError("this is not a saved game")
    if data[2] != VERSION:
        raise ValueError("the saved game is from another version (%d)" % data[2])
    if checksum(data, len(data) - 2) != (data[-2] << 8 | data[-1]):
        raise ValueError("the saved game is damaged")
    if data[3] >= len(KINDS):
        raise ValueError("the saved game is damaged")
    kind = KINDS[data[3]]
    seed = data[4] << 24 | data[5] << 16 | data[6] << 8 | data[7]
    i = 8
    n = data[i]
    opts = bytes(data[i + 1:i + 1 + n]).decode()
    i += 1 + n
    options = {}
    for part in opts.split(";"):
        if "=" in part:
            k, v = part.split("=", 1)
            options[k] = _value(v)
    n = data[i]
    seats = []
    for s in data[i + 1:i + 1 + n]:
        if s >= len(SEATS):
            raise ValueError("the saved game is damaged")
        seats.append(SEATS[s])
    i += 1 + n
    n = data[i] << 8 | data[i + 1]
    actions = bytes(data[i + 2:i + 2 + n])
    if i + 2 + n != len(data) - 2:
        raise ValueError("the saved game has the wrong length")
    return kind, options, seed, seats, actions


def replay(kind, options, seed, actions):
    """The game rebuilt from its options, seed and actions."""
    if kind == "cribbage":
        from engine.cribbage import Cribbage
        game = Cribbage(options, seed)
    else:
        from engine.trash import Trash
        game = Trash(options, seed)
    for a in actions:
        game.apply(a)  # an action the rules refuse raises ValueError
    return game
