# stand-in for the native module audiocore (see displayio.py): a RawSample
# keeps its buffer and its length in bytes (shared-module/audiocore/
# RawSample.c: max_buffer_length), what a play allocates by (audioio.py).
class RawSample:
    def __init__(self, buffer, **kwargs):
        self.buffer = buffer
        # (its bytes: an array's items times their size, found without a copy of it all)
        self._n = len(buffer) * len(bytes(memoryview(buffer)[:1])) if len(buffer) else 0
