"""Turns presses and releases of actions into a stream of actions, with
repeat on held direction keys (after REPEAT_DELAY ms, every REPEAT_EVERY
ms). Preallocated; nothing is allocated per key event."""

from micropython import const

from ui.actions import DOWN, LEFT, NONE, RIGHT, UP

_REPEAT_DELAY = const(400)
_REPEAT_EVERY = const(120)


class KeyRepeat:
    def __init__(self):
        self.held = NONE
        self.next_at = 0
        self.pending = bytearray(8)  # a small ring of actions not yet taken
        self.head = 0
        self.count = 0

    def _push(self, action):
        if self.count < len(self.pending):
            self.pending[(self.head + self.count) % len(self.pending)] = action
            self.count += 1

    def press(self, action, now):
        self._push(action)
        if action in (LEFT, RIGHT, UP, DOWN):
            self.held = action
            self.next_at = now + _REPEAT_DELAY

    def release(self, action, now):
        if action == self.held:
            self.held = NONE

    def next(self, now):
        """The next action to handle, or NONE."""
        if not self.count and self.held != NONE and now >= self.next_at:
            self.next_at = now + _REPEAT_EVERY
            return self.held
        if not self.count:
            return NONE
        a = self.pending[self.head]
        self.head = (self.head + 1) % len(self.pending)
        self.count -= 1
        return a
