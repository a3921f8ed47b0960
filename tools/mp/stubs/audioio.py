# stand-in for the native module audioio (see displayio.py): the SAMD51's
# AudioOut. A play sets up its DMA (ports/atmel-samd/audio_dma.c,
# audio_dma_setup_playback): its buffer m_realloc'ed to the sample's length
# in bytes and kept in the AudioOut, after stop too, until the next play
# resizes it (in place while its blocks suffice).
class AudioOut:
    def __init__(self, pin):
        self._b = b""

    def play(self, sample, loop=False):
        n = sample._n
        if (len(self._b) + 15) // 16 != (n + 15) // 16:
            self._b = b""
            self._b = bytearray(n)

    def stop(self):
        pass
