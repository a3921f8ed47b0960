"""The desktop's displayio (Blinka's) made as strict as the board's where
it is laxer, so that a bug a board would stop on stops the tests too:
Blinka's Bitmap passes a write out of range silently (and raises
ValueError on such a read), where CircuitPython's raises IndexError
(shared-bindings/displayio/Bitmap.c: "x must be 0-..", "y must be ..",
"index must be .."). Installed by sim.build before any screen is built."""

import displayio


class StrictBitmap(displayio.Bitmap):
    def _inside(self, index):
        if isinstance(index, (tuple, list)):
            x, y = index
            if not 0 <= x < self.width:
                raise IndexError("x must be 0-%d" % (self.width - 1))
            if not 0 <= y < self.height:
                raise IndexError("y must be 0-%d" % (self.height - 1))
        elif not 0 <= index < self.width * self.height:
            raise IndexError("index must be 0-%d" % (self.width * self.height - 1))

    def __setitem__(self, index, value):
        self._inside(index)
        super().__setitem__(index, value)

    def __getitem__(self, index):
        self._inside(index)
        return super().__getitem__(index)


def install():
    if not issubclass(displayio.Bitmap, StrictBitmap):
        displayio.Bitmap = StrictBitmap
