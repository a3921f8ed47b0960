"""A displayio display that draws into an off-screen pygame surface, so the
simulator can scale it into its own window (beside the key map and the LED
strip) or save it as a picture when running headless."""

import time

import busdisplay
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay


class OffscreenDisplay(PyGameDisplay):
    """A board's display: auto_refresh on, as board.DISPLAY starts, and then
    it refreshes by itself (a board's 60 times a second); here whenever its
    picture is looked at (`lit`: the window's every round, a screenshot, a
    test), deterministically, never from a thread. With auto_refresh off it
    keeps the last picture drawn, as a board's does (the app holds it so
    while a screen changes: ui.app); refresh() draws, as on the board."""

    def __init__(self, width=160, height=128):
        self.refreshing = True  # auto_refresh
        super().__init__(width=width, height=height, auto_refresh=False)  # (Blinka's own thread: never)
        self.refreshing = True
        self.light = 1.0  # the backlight (ui.power sets it): the picture is shown that bright

    @property
    def auto_refresh(self):
        return self.refreshing

    @auto_refresh.setter
    def auto_refresh(self, value):
        self.refreshing = bool(value)

    def _background(self):
        pass  # (Blinka's thread refreshes a display whose auto_refresh is on: here `lit` does)

    @property
    def brightness(self):
        return self.light

    @brightness.setter
    def brightness(self, value):
        self.light = max(0.0, min(1.0, value))

    def lit(self):
        """The picture as the display shows it now: refreshed by itself
        while auto_refresh is on (else the one held), as bright as the
        backlight (darker when dimmed)."""
        if self.refreshing:
            self.refresh()
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
