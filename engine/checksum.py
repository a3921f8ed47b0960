"""The check of a save (engine.savegame) and of the board's stored record
(ui.store): a CRC-16 (polynomial 0x1021, from 0xFFFF, the result inverted:
CRC-16/GENIBUS), which tells a byte 0x00 from 0xFF (erased flash reads
0xFF) and any one or two changed bytes from the record; inverted, a zero
byte added after the check does not check out again. A module of its own, so that the store holds it
without the save's writer. Four bits at a time, from a table of 16
(the usual byte table would hold 512 bytes on the board)."""


def _nibbles():
    out = []
    for i in range(16):
        c = i << 12
        for _ in range(4):
            c = ((c << 1) ^ 0x1021 if c & 0x8000 else c << 1) & 0xFFFF
        out.append(c)
    return tuple(out)


_T = _nibbles()


def crc16(data, n=None, start=0):
    """CRC-16/GENIBUS of data[start:n] (no slice copied)."""
    crc = 0xFFFF
    t = _T
    end = len(data) if n is None else n
    i = start
    while i < end:
        b = data[i]
        crc = ((crc << 4) & 0xFFFF) ^ t[(crc >> 12) ^ (b >> 4)]
        crc = ((crc << 4) & 0xFFFF) ^ t[(crc >> 12) ^ (b & 15)]
        i += 1
    return crc ^ 0xFFFF


def fletcher16(data, n=None, start=0):
    """Fletcher-16 of data[start:n]: the check of the store's records before
    the CRC (ui.store reads them once, to keep the settings and statistics
    of a board updated from that version)."""
    a = b = 0
    end = len(data) if n is None else n
    i = start
    while i < end:
        a = (a + data[i]) % 255
        b = (b + a) % 255
        i += 1
    return b << 8 | a
