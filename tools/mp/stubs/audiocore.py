# stand-in for the native module audiocore (see displayio.py)
class RawSample:
    def __init__(self, buffer, sample_rate=8000):
        self.buffer = buffer
