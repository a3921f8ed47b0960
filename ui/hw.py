"""Board-side pieces shared by every board: key events to actions (no
allocation per event), a millisecond clock, the speaker and the LED
strip. Imported only on the board."""

import array
import math

import supervisor

from ui.actions import NONE
from ui.keyrepeat import KeyRepeat


def seed_from_hardware():
    """The board's hardware random source: no two power-ups deal alike.
    Where the chip has none (os.urandom raises NotImplementedError: the
    SAMD21's, a Raspberry Pi's broadcom port, shared-bindings/os), the
    clock: the milliseconds when the game starts, which a player's own
    pace makes differ."""
    import os
    try:
        b = os.urandom(4)
    except (NotImplementedError, AttributeError):
        return supervisor.ticks_ms() & 0x1FFFFFFF
    return ((b[0] << 21) | (b[1] << 13) | (b[2] << 5) | (b[3] >> 3)) & 0x1FFFFFFF


class Clock:
    """Milliseconds since start, from supervisor.ticks_ms (which wraps at
    2**29): differences are added up, so the clock never goes back."""

    def __init__(self):
        self.last = supervisor.ticks_ms()
        self.total = 0

    def __call__(self):
        t = supervisor.ticks_ms()
        self.total += (t - self.last) & 0x1FFFFFFF
        self.last = t
        return self.total


class MappedKeys:
    """A keypad object whose key numbers map to actions (a tuple)."""

    def __init__(self, keys, mapping):
        import keypad  # (here: a board with no keypad polls its buttons, ui.hw_generic)
        self.keys = keys
        self.mapping = mapping
        self.event = keypad.Event()
        self.repeat = KeyRepeat()

    def poll(self, now):
        ev = self.event
        while self.keys.events.get_into(ev):
            n = ev.key_number
            if n < len(self.mapping) and self.mapping[n] != NONE:
                if ev.pressed:
                    self.repeat.press(self.mapping[n], now)
                else:
                    self.repeat.release(self.mapping[n], now)
        return self.repeat.next(now)


class ToneOut:
    """A square wave on an audio output, started and stopped without
    waiting (the notes of a cue are timed by ui.sound.Beeper)."""

    def __init__(self, audio, rawsample, enable=None):
        self.audio = audio
        self.make = rawsample
        self.enable = enable
        self.samples = {}

    def prepare(self, freqs):
        """Make the waves of these notes now, at start-up: made in the middle
        of a game, they would stay there for good and split the free heap."""
        for f in freqs:
            self._sample(f)

    def _sample(self, freq):
        s = self.samples.get(freq)
        if s is None:
            n = max(2, 16000 // freq)
            wave = array.array("h", [int(math.sin(2 * math.pi * i / n) * 6000) for i in range(n)])
            s = self.samples[freq] = self.make(wave, sample_rate=16000)
        return s

    def start(self, freq):
        s = self._sample(freq)
        if self.enable is not None:
            self.enable.value = True
        self.audio.play(s, loop=True)

    def stop(self):
        self.audio.stop()
        if self.enable is not None:
            self.enable.value = False
