"""Reading a save (engine.savegame writes them): its parts, checked, and
the game rebuilt by replaying its actions."""

from engine.checksum import checksum
from engine.savegame import KINDS, MAGIC, SEATS, VERSION


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
