"""The board's own five NeoPixels: whose turn it is, and in the play of
Cribbage how close the count is to 31 (green, then amber, then red)."""

from ui.colours import scale


class StatusLeds:
    def __init__(self, pixels, n=5, brightness=24):
        self.pixels = pixels
        self.n = n
        self.brightness = brightness  # awake (dimmed: an eighth, off: dark; ui.power)
        self.last = None  # something shown yet
        self.last_turn = self.last_count = None
        self.level = 0  # the dimmer's (ui.power): 0 awake, 1 dim, 2 off

    def frame(self, turn_colour=None, count=None):
        """The colours of the n LEDs: the turn colour on the first, the count
        as a bar on the rest."""
        out = [(0, 0, 0)] * self.n
        b = self.brightness
        b = (b, max(1, b >> 3), 0)[self.level]  # (dimmed, or off: ui.power)
        if turn_colour is not None:
            out[0] = scale(turn_colour, b)
        if count is not None and self.n > 1:
            bar = self.n - 1
            lit = (count * bar + 30) // 31  # 0 at 0, all at 31
            colour = 0x00FF00 if count < 21 else (0xFFA000 if count < 28 else 0xFF0000)
            for i in range(lit):
                out[1 + i] = scale(colour, b)
        return out

    def show(self, turn_colour=None, count=None, level=0):
        # what is shown is remembered as two numbers, not a frame: nothing
        # kept from one change to the next (a small heap stays in one piece)
        if self.last is not None and self.last_turn == turn_colour and self.last_count == count \
                and self.level == level:
            return False
        self.last = True
        self.level = level
        self.last_turn, self.last_count = turn_colour, count
        f = self.frame(turn_colour, count)
        for i, rgb in enumerate(f):
            self.pixels[i] = rgb
        self.pixels.show()
        return True
