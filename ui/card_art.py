"""The card sprite sheet (assets/cards.bmp, drawn by tools/make_cards.py),
read with displayio.OnDiskBitmap so the pixels stay in flash. One TileGrid
per card place; changing a card is changing a tile index."""

import displayio

CW = 20
CH = 27
JOKER = 52
BACK = 53
EMPTY = 54
CURSOR = 55  # (56 + slot: a back labelled A, 2 .. 10: ui.trash.screen.SLOT_BACK)
DIM = 66  # + card: the card dimmed (ui.cribbage.screen: it cannot be played now)
NO_CARD = 255  # engine.cards.NONE (the engine is not loaded with the title)

# palette entries of the suits' ink: clubs, diamonds, hearts, spades
INK = 8
TWO_COLOUR = (0x000000, 0xD00000, 0xD00000, 0x000000)
FOUR_COLOUR = (0x008000, 0x0040FF, 0xD00000, 0x000000)


def tile(card):
    """Tile index of an engine card (NO_CARD: an empty place)."""
    if card == NO_CARD:
        return EMPTY
    return card if card < 52 else JOKER


class CardArt:
    def __init__(self, path):
        self.bitmap = displayio.OnDiskBitmap(path)
        palette = self.bitmap.pixel_shader
        if not isinstance(palette, displayio.Palette):
            raise ValueError("%s must be an indexed (palette) BMP" % path)
        self.palette = palette
        palette.make_transparent(0)

    def sprite(self, x=0, y=0, index=EMPTY):
        tg = displayio.TileGrid(self.bitmap, pixel_shader=self.palette, width=1, height=1,
                                tile_width=CW, tile_height=CH, x=x, y=y, default_tile=index)
        return tg

    def four_colour(self, on):
        inks = FOUR_COLOUR if on else TWO_COLOUR
        for i in range(4):
            self.palette[INK + i] = inks[i]
