# The calls a run makes of the stand-ins' Python methods that a board runs
# natively (displayio's): counted, then printed as a line "stand" with one
# count each, in the order a first line "stand-ins" names them. What
# tools.bench_keys takes off a figure (each call's excess over its native
# analog, its CALIBRATE). Used by key_cost.py and start_up.py.
STAND_INS = (("TileGrid", "__setitem__"), ("TileGrid", "__getitem__"), ("Bitmap", "__setitem__"),
             ("Palette", "__setitem__"), ("Group", "append"), ("Group", "remove"))
CALLS = [0] * len(STAND_INS)


def _counted(cls, name, k):
    f = getattr(cls, name)

    def call(*a):
        CALLS[k] += 1
        return f(*a)
    setattr(cls, name, call)


def install():
    """Count every call of the stand-ins' methods from now on."""
    print("stand-ins", *("%s.%s" % m for m in STAND_INS))
    import displayio
    for k, (cls, name) in enumerate(STAND_INS):
        _counted(getattr(displayio, cls), name, k)


def begin():
    """Count from 0."""
    CALLS[:] = [0] * len(STAND_INS)


def report():
    """Print the calls counted since begin."""
    print("stand", *CALLS)
