# stand-in for the native module audioio (see displayio.py)
class AudioOut:
    def __init__(self, pin):
        pass

    def play(self, sample, loop=False):
        pass

    def stop(self):
        pass
