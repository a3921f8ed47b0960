# stand-in for the native module audiopwmio (see displayio.py): the CLUE's
# speaker (ports/nordic/common-hal/audiopwmio/PWMAudioOut.c). A play stops
# the one before (its buffer freed), then allocates 4 bytes a sample byte,
# freed at stop.
class PWMAudioOut:
    def __init__(self, pin):
        self._b = None

    def play(self, sample, loop=False):
        self._b = None
        self._b = bytearray(4 * sample._n)

    def stop(self):
        self._b = None
