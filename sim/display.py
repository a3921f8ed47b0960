"""A displayio display that draws into an off-screen pygame surface, so the
simulator can scale it into its own window (beside the key map and the LED
strip) or save it as a picture when running headless."""

import time

import busdisplay
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay


class OffscreenDisplay(PyGameDisplay):
    def __init__(self, width=160, height=128):
        super().__init__(width=width, height=height, auto_refresh=False)
        self.light = 1.0  # the backlight (ui.power sets it): the picture is shown that bright

    @property
    def brightness(self):
        return self.light

    @brightness.setter
    def brightness(self, value):
        self.light = max(0.0, min(1.0, value))

    def lit(self):
        """The picture as the backlight shows it (darker when dimmed)."""
        surf = self._pygame_screen
        if self.light >= 1:
            return surf
        surf = surf.copy()
        k = int(255 * self.light)
        surf.fill((k, k, k), special_flags=pygame.BLEND_MULT)
        return surf

    def _initialize(self, init_sequence):
        pygame.init()
        self._pygame_screen = pygame.Surface((self.width, self.height))

    def _refresh_display(self):
        busdisplay.BusDisplay._refresh_display(self)  # no window to flip
        self._last_refresh = time.monotonic()
        self._refresh_pending = False

    @property
    def surface(self):
        return self._pygame_screen
