"""Draw the app's own glyph sheet: `python -m tools.make_font` writes
assets/font.bmp, the 95 printable ASCII characters (32..126) as 6x12 tiles
in one row, tile i for character 32 + i, as a 1-bit BMP (0 ground, 1 ink)
for displayio.OnDiskBitmap, so it stays in flash.

The board draws text from its built-in font (terminalio.FONT); firmware
built without one (PyBadge and PyGamer in Japanese, Korean or Russian:
CIRCUITPY_TERMINALIO = 0, and so no fontio) draws from this sheet instead
(ui/widgets.py). Its glyphs are the ones the simulator already draws
(sim/font.py: Blinka's Terminus 6x12, ter-u12n.bdf, the font a board's
terminalio is built from), placed in their cells the same way: the same
letters on both. Terminus is Copyright (C) 2018 Dimitar Toshkov Zhekov,
under the SIL Open Font License 1.1 (assets/font.bmp.license)."""

import os
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(ROOT, "assets", "font.bmp")


def sheet():
    """The tiles' pixels: rows of 0/1, 12 rows of 6 x 95."""
    from sim import font
    tiles = font.TileFont(font.terminalio.FONT if not isinstance(font.terminalio.FONT, font.TileFont)
                          else font.terminalio.FONT.source)
    w, h = tiles.get_bounding_box()
    return [[tiles.bitmap[x, y] for x in range(w * 95)] for y in range(h)]


def bmp(rows):
    """A 1-bit indexed, uncompressed, bottom-up BMP of `rows`: palette
    0 black (the ground, made transparent by each text's own palette),
    1 white (the ink, coloured by it)."""
    h, w = len(rows), len(rows[0])
    stride = (w + 31) // 32 * 4
    pal = struct.pack("<BBBBBBBB", 0, 0, 0, 0, 255, 255, 255, 0)
    offset = 14 + 40 + len(pal)
    head = struct.pack("<2sIHHI", b"BM", offset + stride * h, 0, 0, offset)
    info = struct.pack("<IiiHHIIiiII", 40, w, h, 1, 1, 0, stride * h, 2835, 2835, 2, 0)
    body = bytearray()
    for row in reversed(rows):
        line = bytearray(stride)
        for x, v in enumerate(row):
            if v:
                line[x // 8] |= 0x80 >> (x % 8)
        body += line
    return head + info + pal + bytes(body)


def main():
    data = bmp(sheet())
    with open(PATH, "wb") as f:
        f.write(data)
    print("wrote %s (%d bytes)" % (os.path.relpath(PATH, ROOT), len(data)))


if __name__ == "__main__":
    main()
