"""The PyGamer's analog joystick as four direction keys (ui.hw_badge loads
it on a PyGamer only)."""

import analogio
import board

from ui.actions import DOWN, LEFT, NONE, RIGHT, UP


class Joystick:
    """The PyGamer's stick as four direction keys (with a dead zone)."""

    def __init__(self, repeat):
        self.x = analogio.AnalogIn(board.JOYSTICK_X)
        self.y = analogio.AnalogIn(board.JOYSTICK_Y)
        self.repeat = repeat
        self.held = NONE

    def poll(self, now):
        x, y = self.x.value, self.y.value
        d = NONE
        if x < 12000:
            d = LEFT
        elif x > 53000:
            d = RIGHT
        elif y < 12000:
            d = UP
        elif y > 53000:
            d = DOWN
        if d != self.held:
            if self.held != NONE:
                self.repeat.release(self.held, now)
            if d != NONE:
                self.repeat.press(d, now)
            self.held = d
