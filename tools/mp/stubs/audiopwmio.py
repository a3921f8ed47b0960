# stand-in for the native module audiopwmio (see displayio.py): the CLUE's
# speaker (nRF52840: ports/nordic/common-hal/audiopwmio/PWMAudioOut.c). A
# play stops the one before (its buffers freed), then allocates a buffer of
# 4 bytes a sample byte (two when double-buffered), freed at stop.
class PWMAudioOut:
    def __init__(self, pin, right_channel=None, quiescent_value=0x8000):
        self._buffers = None

    def play(self, sample, loop=False):
        self.stop()
        n = 4 * sample._bytes
        self._buffers = (bytearray(n),) if sample._single else (bytearray(n), bytearray(n))

    def stop(self):
        self._buffers = None
