"""Draw the card sprite sheet: `python -m tools.make_cards` writes
assets/cards.bmp (8-bit indexed BMP, one row of tiles) for
displayio.OnDiskBitmap, so the art stays in flash on the board.

Tiles (ui/card_art.py has the same numbers): 0..51 the cards as
engine.cards numbers them, 52 joker, 53 back, 54 empty slot, 55 cursor
frame, 56..65 a back labelled with its Trash slot (A, 2 .. 10), 66..117
the cards again, dimmed (a card that cannot be played now). Palette indices: 0 transparent background, 1 card face, 2 outline,
3 back pattern, 4 back light, 5 cursor, 6 joker ink, 8..11 the ink of
clubs, diamonds, hearts and spades (the four-colour deck changes only these
four entries at run time), 12 to 14 a dimmed card's face and its black and
red ink.

The glyphs are drawn here from scratch, 5x7 ranks and 7x7 suits.
"""

import os
import struct

CW, CH = 20, 27  # tile size
TILES = 118
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PALETTE = [
    0x008000,  # 0 background (made transparent at run time)
    0xFFFFFF,  # 1 face
    0x606060,  # 2 outline
    0x2040C0,  # 3 back pattern
    0x80A0FF,  # 4 back light
    0xFFE000,  # 5 cursor
    0x8000C0,  # 6 joker
    0x000000,  # 7 a slot's label
    0x000000,  # 8 clubs
    0xD00000,  # 9 diamonds
    0xD00000,  # 10 hearts
    0x000000,  # 11 spades
    0x9A9A9A,  # 12 a dimmed card's face
    0x303030,  # 13 a dimmed card's ink, clubs and spades (4.7:1 on its face)
    0x702020,  # 14 a dimmed card's ink, diamonds and hearts (3.9:1: still red, still read)
]

RANK_GLYPHS = {
    "A": ["01110", "10001", "10001", "11111", "10001", "10001", "10001"],
    "2": ["01110", "10001", "00001", "00110", "01000", "10000", "11111"],
    "3": ["11110", "00001", "00001", "01110", "00001", "00001", "11110"],
    "4": ["00010", "00110", "01010", "10010", "11111", "00010", "00010"],
    "5": ["11111", "10000", "11110", "00001", "00001", "10001", "01110"],
    "6": ["00110", "01000", "10000", "11110", "10001", "10001", "01110"],
    "7": ["11111", "00001", "00010", "00100", "01000", "01000", "01000"],
    "8": ["01110", "10001", "10001", "01110", "10001", "10001", "01110"],
    "9": ["01110", "10001", "10001", "01111", "00001", "00010", "01100"],
    "J": ["00111", "00010", "00010", "00010", "00010", "10010", "01100"],
    "Q": ["01110", "10001", "10001", "10001", "10101", "10010", "01101"],
    "K": ["10001", "10010", "10100", "11000", "10100", "10010", "10001"],
    "1": ["010", "110", "010", "010", "010", "010", "111"],
    "0": ["01110", "10001", "10011", "10101", "11001", "10001", "01110"],
}

SUIT_GLYPHS = [  # clubs, diamonds, hearts, spades
    ["0011100", "0011100", "1101011", "1111111", "1101011", "0001000", "0011100"],
    ["0001000", "0011100", "0111110", "1111111", "0111110", "0011100", "0001000"],
    ["0110110", "1111111", "1111111", "1111111", "0111110", "0011100", "0001000"],
    ["0001000", "0011100", "0111110", "1111111", "1111111", "0001000", "0011100"],
]

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def blank():
    return [[0] * CW for _ in range(CH)]


def card_shape(t, face, edge):
    # rounded rectangle: corners left as background
    for y in range(CH):
        for x in range(CW):
            corner = (x in (0, CW - 1)) and (y in (0, CH - 1))
            if corner:
                continue
            border = x == 0 or y == 0 or x == CW - 1 or y == CH - 1
            t[y][x] = edge if border else face


def stamp(t, glyph, x0, y0, colour, scale=1):
    for y, row in enumerate(glyph):
        for x, ch in enumerate(row):
            if ch == "1":
                for dy in range(scale):
                    for dx in range(scale):
                        t[y0 + y * scale + dy][x0 + x * scale + dx] = colour


def card_tile(rank, suit, dim=False):
    t = blank()
    card_shape(t, 12 if dim else 1, 2)
    ink = (14 if suit in (1, 2) else 13) if dim else 8 + suit
    text = RANKS[rank - 1]
    x = 2
    for ch in text:
        g = RANK_GLYPHS[ch]
        stamp(t, g, x, 2, ink)
        x += len(g[0]) + 1
    stamp(t, SUIT_GLYPHS[suit], CW - 9, 2, ink)  # small suit, top right
    stamp(t, SUIT_GLYPHS[suit], (CW - 14) // 2, 12, ink, 2)  # big suit
    return t


def joker_tile():
    t = blank()
    card_shape(t, 1, 2)
    for i, ch in enumerate("JK"):
        stamp(t, RANK_GLYPHS["J"] if ch == "J" else RANK_GLYPHS["K"], 2 + 6 * i, 2, 6)
    stamp(t, SUIT_GLYPHS[2], (CW - 14) // 2, 12, 6, 2)
    return t


def back_tile():
    t = blank()
    card_shape(t, 3, 2)
    for y in range(2, CH - 2):
        for x in range(2, CW - 2):
            if (x + y) % 4 == 0 or (x - y) % 4 == 0:
                t[y][x] = 4
    return t


def slot_back_tile(slot):
    """A back with its Trash slot's label (A, 2 .. 10) on a white patch."""
    t = back_tile()
    text = RANKS[slot]
    w = sum(len(RANK_GLYPHS[ch][0]) + 1 for ch in text) + 1
    x0 = (CW - w) // 2
    for y in range(9, 18):
        for x in range(x0, x0 + w):
            t[y][x] = 1
    x = x0 + 1
    for ch in text:
        stamp(t, RANK_GLYPHS[ch], x, 10, 7)
        x += len(RANK_GLYPHS[ch][0]) + 1
    return t


def empty_tile():
    t = blank()
    for y in range(CH):
        for x in range(CW):
            if (x in (0, CW - 1) or y in (0, CH - 1)) and (x + y) % 2 == 0:
                t[y][x] = 2
    return t


def cursor_tile():
    t = blank()
    for y in range(CH):
        for x in range(CW):
            if x < 2 or y < 2 or x >= CW - 2 or y >= CH - 2:
                t[y][x] = 5
    return t


def sheet():
    tiles = [card_tile(c // 4 + 1, c % 4) for c in range(52)]
    tiles += [joker_tile(), back_tile(), empty_tile(), cursor_tile()]
    tiles += [slot_back_tile(s) for s in range(10)]
    tiles += [card_tile(c // 4 + 1, c % 4, dim=True) for c in range(52)]
    assert len(tiles) == TILES
    rows = []
    for y in range(CH):
        row = []
        for t in tiles:
            row.extend(t[y])
        rows.append(row)
    return rows


def write_bmp(path, rows, palette):
    """An 8-bit indexed, uncompressed, bottom-up BMP with a 16-colour
    palette: the board keeps an OnDiskBitmap's palette in RAM (16 bytes a
    colour), so 256 colours would cost 4 KB where 16 cost 256 bytes."""
    h = len(rows)
    w = len(rows[0])
    stride = (w + 3) & ~3
    colours = 16
    pal = b"".join(struct.pack("<BBBB", c & 255, c >> 8 & 255, c >> 16 & 255, 0)
                   for c in palette + [0] * (colours - len(palette)))
    offset = 14 + 40 + len(pal)
    size = offset + stride * h
    head = struct.pack("<2sIHHI", b"BM", size, 0, 0, offset)
    info = struct.pack("<IiiHHIIiiII", 40, w, h, 1, 8, 0, stride * h, 2835, 2835, colours, 0)
    body = bytearray()
    for row in reversed(rows):
        body += bytes(row) + bytes(stride - w)
    with open(path, "wb") as f:
        f.write(head + info + pal + body)


# --- the suit signs of the messages (assets/suits.bmp) ----------------------
# One tile a character cell of the board's font (6x12): blank, then a small
# white card-chip with the suit's sign for clubs, diamonds, hearts, spades,
# drawn over a message line where its words name a card (ui.trash.screen).
SIGN_W, SIGN_H = 6, 12
SIGN_PALETTE = [0x008000, 0xFFFFFF] + PALETTE[8:12]  # 0 transparent, 1 chip, 2..5 the inks
SIGN_GLYPHS = [  # 5x6
    ["01110", "01110", "11111", "11111", "00100", "01110"],
    ["00100", "01110", "11111", "11111", "01110", "00100"],
    ["01010", "11111", "11111", "01110", "00100", "00000"],
    ["00100", "01110", "11111", "11111", "00100", "01110"],
]


def signs():
    rows = [[0] * (SIGN_W * 5) for _ in range(SIGN_H)]
    for s, glyph in enumerate(SIGN_GLYPHS):
        x0 = SIGN_W * (s + 1)
        for y in range(1, 10):
            for x in range(x0, x0 + SIGN_W):
                rows[y][x] = 1
        for y, row in enumerate(glyph):
            for x, ch in enumerate(row):
                if ch == "1":
                    rows[2 + y][x0 + x] = 2 + s
    return rows


def main():
    os.makedirs(os.path.join(ROOT, "assets"), exist_ok=True)
    path = os.path.join(ROOT, "assets", "cards.bmp")
    write_bmp(path, sheet(), PALETTE)
    print("wrote %s (%d tiles of %dx%d)" % (path, TILES, CW, CH))
    path = os.path.join(ROOT, "assets", "suits.bmp")
    write_bmp(path, signs(), SIGN_PALETTE)
    print("wrote %s (5 tiles of %dx%d)" % (path, SIGN_W, SIGN_H))


if __name__ == "__main__":
    main()
