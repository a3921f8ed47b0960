"""Board-side pieces shared by every board: key events to actions (no
allocation per event), a millisecond clock, the speaker, the settings store
in microcontroller.nvm, and the LED strip. Imported only on the board."""

import array
import math

import keypad
import supervisor

from ui.actions import NONE
from ui.keyrepeat import KeyRepeat


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


class NvmStore:
    """Named records at fixed places in microcontroller.nvm, each as
    length (2 bytes), a checksum (2 bytes) and the data. A record that does
    not check out reads as missing."""

    REGIONS = {"settings": (0, 512), "stats": (512, 512)}  # the game: ui.journal

    def __init__(self, nvm):
        self.nvm = nvm

    def load(self, name):
        start, size = self.REGIONS[name]
        head = self.nvm[start:start + 4]
        n = head[0] | head[1] << 8
        if n == 0 or n > size - 4:
            return None
        data = bytes(self.nvm[start + 4:start + 4 + n])
        if checksum(data) != (head[2] | head[3] << 8):
            return None
        return data

    def save(self, name, data):
        start, size = self.REGIONS[name]
        if len(data) > size - 4:
            raise ValueError("%s is too big for its %d bytes" % (name, size))
        if self.load(name) == data:
            return  # flash wears: write only what changed
        c = checksum(data)
        self.nvm[start + 4:start + 4 + len(data)] = data
        self.nvm[start:start + 4] = bytes((len(data) & 255, len(data) >> 8, c & 255, c >> 8))


def checksum(data):
    """Fletcher-16: small, and catches swapped and damaged bytes."""
    a = b = 0
    for x in data:
        a = (a + x) % 255
        b = (b + a) % 255
    return b << 8 | a


class ToneOut:
    """A square wave on an audio output, started and stopped without
    waiting (the notes of a cue are timed by ui.sound.Beeper)."""

    def __init__(self, audio, rawsample, enable=None):
        self.audio = audio
        self.make = rawsample
        self.enable = enable
        self.samples = {}

    def start(self, freq):
        s = self.samples.get(freq)
        if s is None:
            n = max(2, 16000 // freq)
            wave = array.array("h", [int(math.sin(2 * math.pi * i / n) * 6000) for i in range(n)])
            s = self.samples[freq] = self.make(wave, sample_rate=16000)
        if self.enable is not None:
            self.enable.value = True
        self.audio.play(s, loop=True)

    def stop(self):
        self.audio.stop()
        if self.enable is not None:
            self.enable.value = False
