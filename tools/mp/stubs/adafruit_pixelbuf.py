# stand-in for the native module adafruit_pixelbuf (see displayio.py)
class PixelBuf:
    def __init__(self, *args, **kwargs):
        pass
