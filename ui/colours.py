"""The seats' names and colours, and the dimming of a colour, for every
LED: the peg strip's layouts in Trash (ui.trash.rules.paint), the turn on the
board's own NeoPixels (ui.status_leds; the strip's pegs in Cribbage take
theirs from settings.toml, ui.led_settings). Loaded at start-up: the
setup menu names the seats without loading a game's session."""

SEAT_NAMES = ("Red", "Blue", "Green", "Amber", "Violet", "Cyan", "Pink", "White")
SEATS = (0xFF0000, 0x0060FF, 0x00C000, 0xFFA000, 0xC000FF, 0x00D0D0, 0xFF60A0, 0xFFFFFF)  # their colours


def scale(colour, level):
    """(r, g, b) of a 0xRRGGBB colour at level/255."""
    return ((colour >> 16 & 255) * level // 255, (colour >> 8 & 255) * level // 255,
            (colour & 255) * level // 255)
