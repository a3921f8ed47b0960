# Put before tools/mp/scripts/app_session.py when the run cuts the heap
# into pieces (CHUNK).

def chop(size):
    """Cut the free heap into runs that hold at most `size` bytes: fill it,
    then free big pieces from the top down, each pinned at its start by a
    small allocation (first fit puts it there), so no two free runs join."""
    gc.collect()
    n = 1024
    holes = [None] * n
    pins = [None] * n
    k = 0
    while k < n:
        try:
            holes[k] = bytearray(size + 16)  # (+ a 16-byte header, + the 32-byte pin: size + 32)
            k += 1
        except MemoryError:
            break
    rest = None
    while True:  # every gap left, filled
        try:
            rest = [rest]
        except MemoryError:
            break
    while True:
        try:
            rest = (rest,)
        except MemoryError:
            break
    for i in range(k - 1, -1, -1):
        holes[i] = None
        gc.collect()
        pins[i] = bytearray(1)
    rest = None
    gc.collect()
    return pins
