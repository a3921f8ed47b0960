# stand-in (see displayio.py)
class FontProtocol:
    pass


class Glyph:
    pass
