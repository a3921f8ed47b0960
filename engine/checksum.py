"""Fletcher-16, the check of a save (engine.savegame) and of the board's
stored record (ui.store): a module of its own, so that the store holds it
without the save's writer, which is loaded only when a game is written."""


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
