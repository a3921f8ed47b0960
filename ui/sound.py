"""Short sound cues on the board's speaker, played a note at a time from
tick(), so a cue never holds up the buttons. `out` is anything with
start(frequency) and stop() (code.py builds one for the board)."""

CUES = {
    "card": ((880, 30),),
    "score": ((660, 60), (990, 90)),
    "go": ((440, 90),),
    "31": ((660, 60), (880, 60), (1320, 120)),
    "win": ((523, 120), (659, 120), (784, 120), (1047, 300)),
}


class Beeper:
    def __init__(self, out):
        self.out = out
        self.enabled = True
        self.notes = ()
        self.index = 0
        self.until = 0
        self.pending = None

    def cue(self, name):
        if self.enabled and name in CUES:
            self.pending = CUES[name]

    def due(self, now):
        """When the next note starts or the last ends (ms), or None."""
        if self.pending is not None:
            return now
        return self.until if self.index < len(self.notes) else None

    def tick(self, now):
        if self.pending is not None:
            self.notes = self.pending
            self.pending = None
            self.index = -1
            self.until = now
        if self.index >= len(self.notes) or not self.notes:
            return
        if now >= self.until:
            self.index += 1
            if self.index < len(self.notes):
                freq, ms = self.notes[self.index]
                self.out.start(freq)
                self.until = now + ms
            else:
                self.out.stop()
