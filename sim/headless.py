"""Headless runs: press keys from a script, take screenshots, no window.

  python -m sim --headless --game cribbage --seats human,hard --seed 3 \\
      --script "ok,right,ok,shot:discard" --out DIR

Each key is pressed and then time runs on (virtual time, 50 ms a step)
until the app waits for a key again: messages shown, computers moved.
`shot:NAME` saves DIR/NAME.png, `wait:MS` lets MS milliseconds pass."""

import os

import pygame

from ui.key_names import by_name

STEP_MS = 50
MAX_WAIT_MS = 600000


class Runner:
    def __init__(self, app, display, out=None):
        self.app = app
        self.display = display
        self.out = out
        self.now = 0
        self.presses = 0

    def settle(self, limit=MAX_WAIT_MS):
        """Let time pass until nothing happens without a key."""
        waited = 0
        self.app.tick(self.now)
        while not self.app.idle() and waited < limit:
            self.now += STEP_MS
            waited += STEP_MS
            self.app.tick(self.now)
        # let the LED animations finish too (they never block the keys)
        leds = self.app.leds
        while leds is not None and leds.busy() and waited < limit:
            self.now += STEP_MS
            waited += STEP_MS
            self.app.tick(self.now)

    def press(self, name):
        self.app.key(by_name(name))
        self.presses += 1
        self.settle()

    def shot(self, name, scale=1):
        surf = self.display.lit()  # (as the display shows it: refreshed by itself, or held)
        if scale != 1:
            surf = pygame.transform.scale(surf, (surf.get_width() * scale, surf.get_height() * scale))
        os.makedirs(self.out, exist_ok=True)
        path = os.path.join(self.out, name + ".png")
        pygame.image.save(surf, path)
        return path

    def run(self, script):
        self.settle()
        for token in [t.strip() for t in script.split(",") if t.strip()]:
            if token.startswith("shot:"):
                if not self.out:
                    raise ValueError("shot: needs --out DIR")
                self.shot(token[5:])
            elif token.startswith("wait:"):
                end = self.now + int(token[5:])
                while self.now < end:
                    self.now += STEP_MS
                    self.app.tick(self.now)
            else:
                self.press(token)
