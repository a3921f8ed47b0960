# stand-in for the native module audioio (see displayio.py): the SAMD51's
# AudioOut. A play sets up its DMA (ports/atmel-samd/audio_dma.c,
# audio_dma_setup_playback): its buffer is m_realloc'ed to the sample's
# length in bytes (a second one when the sample is double-buffered) and
# kept in the AudioOut, after stop too, until the next play resizes it.
class AudioOut:
    def __init__(self, pin):
        self._dma = [None, None]

    def play(self, sample, loop=False):
        n = sample._bytes
        for i in (0, 1) if not sample._single else (0,):
            b = self._dma[i]
            if b is None or (len(b) + 15) // 16 != (n + 15) // 16:  # (in place when its blocks suffice)
                self._dma[i] = None
                self._dma[i] = bytearray(n)

    def stop(self):
        pass
