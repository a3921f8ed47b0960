"""The heap as a board reports it: free bytes and the largest block that
one allocation could still get (fragmentation shows as a largest block
far below the free total). None where there is no fixed heap (CPython)."""

import gc


def free():
    gc.collect()
    f = getattr(gc, "mem_free", None)
    return f() if f is not None else None


def largest_block():
    """The largest bytearray that can be allocated now, found by halving:
    each try is freed at once, and a failed one costs only a collection."""
    gc.collect()
    lo, hi = 0, getattr(gc, "mem_free")()
    while lo < hi:
        mid = (lo + hi + 1) // 2
        try:
            b = bytearray(mid)
            del b
            lo = mid
        except MemoryError:
            hi = mid - 1
        gc.collect()
    return lo
