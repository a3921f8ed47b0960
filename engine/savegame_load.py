"""Reading a save (engine.savegame writes them): its parts, checked, and
the game rebuilt by replaying its actions. Whatever the bytes, loading
raises only ValueError, in words that say what is wrong."""

from engine.checksum import crc16
from engine.savegame import MAGIC, SEATS, VERSION


def _value(text):
    if text == "True":
        return True
    if text == "False":
        return False
    try:
        return int(text)
    except ValueError:
        return text


def _need(ok, what="the saved game is damaged"):
    if not ok:
        raise ValueError(what)


def decode(data):
    """The parts of a save: (kind, options, seed, seats, actions, untold,
    told: engine.savegame; kind is the game's number, ui.games names it);
    ValueError with plain words when the bytes are not one."""
    _need(data is not None, "the saved game is missing or cut short")
    _need(isinstance(data, (bytes, bytearray, memoryview)),
          "a saved game is bytes, not %s" % type(data).__name__)
    size = len(data)
    _need(size >= 14, "the saved game is missing or cut short")
    _need(bytes(data[:2]) == MAGIC, "this is not a saved game")
    version = data[2]
    _need(version in (3, VERSION), "the saved game is from another version (%d)" % version)
    _need(crc16(data, size - 2) == (data[-2] << 8 | data[-1]))
    kind = data[3]
    _need(data[4] < 0x40)  # a seed below 2**30 (engine.rng)
    seed = data[4] << 24 | data[5] << 16 | data[6] << 8 | data[7]
    i = 8
    n = data[i]
    _need(i + 1 + n + 3 <= size - 2, "the saved game's lengths run past its end")
    try:
        opts = bytes(data[i + 1:i + 1 + n]).decode()
    except UnicodeError:
        raise ValueError("the saved game's options are damaged")
    i += 1 + n
    options = {}
    for part in opts.split(";"):
        if part:
            _need("=" in part, "the saved game's options are damaged")
            k, v = part.split("=", 1)
            options[k] = _value(v)
    n = data[i]
    _need(i + 1 + n + 2 <= size - 2, "the saved game's lengths run past its end")
    seats = []
    for s in data[i + 1:i + 1 + n]:
        _need(s < len(SEATS))
        seats.append(SEATS[s])
    i += 1 + n
    n = data[i] << 8 | data[i + 1]
    extra = 3 if version == VERSION else 0  # (how far the telling got)
    _need(i + 2 + n + extra == size - 2, "the saved game has the wrong length")
    actions = bytes(data[i + 2:i + 2 + n])
    untold = told = 0
    if extra:
        untold, told = data[i + 2 + n], data[i + 3 + n] << 8 | data[i + 4 + n]
    _need(untold <= n and (untold or not told), "the saved game's lengths run past its end")
    return kind, options, seed, seats, actions, untold, told


def replay(new_game, options, seed, actions, untold=0):
    """The game rebuilt by its engine, new_game(options, seed) (its game's
    face's: ui.games), from its options, seed and actions (ValueError for
    options or actions the rules refuse); as told: the last `untold`
    actions left out."""
    game = new_game(options, seed)
    for a in actions[:len(actions) - untold]:
        game.apply(a)  # an action the rules refuse raises ValueError
    return game


def load(data, new_game):
    """A save checked against the rules before it is offered: decoded, its
    options taken and its actions replayed by the game's own engine
    (new_game: replay), a seat for each of the table's places. (kind,
    options, seed, seats, actions, untold, told, game); ValueError, in
    words, for anything else."""
    kind, options, seed, seats, actions, untold, told = decode(data)
    try:
        game = replay(new_game, options, seed, actions)
    except (TypeError, KeyError, IndexError, AttributeError) as e:  # options of the wrong kind
        raise ValueError("the saved game's options are not the rules': %s" % e)
    _need(len(seats) == game.n, "the saved game has %d seats for a table of %d" % (len(seats), game.n))
    return kind, options, seed, seats, actions, untold, told, game


def retold(events, following):
    """The events of an action still being told when its game was saved
    that a resumed game tells: all of them, or, when the hand is dealt
    again after it (`following` is REDEAL, 250 in both engines), those
    before its deal (the deal told is the new one)."""
    if following != 250:
        return events
    for i in range(len(events)):
        if events[i][0] == "deal":
            return events[:i]
    return events
