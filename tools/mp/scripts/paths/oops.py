# Put before tools/mp/scripts/app_session.py for the oops path (the plan is
# tools/board_paths.py's): the free heap filled, then one key pressed
# through the board's main loop, which catches the MemoryError.

held = [None]  # what fills the heap, let go after the key that fails


def fill_heap():
    """Allocate the whole free heap (a chain of blocks, let go by dropping
    its head)."""
    gc.collect()
    head = None
    size = 4096
    while size >= 16:
        try:
            head = [head, bytearray(size)]
        except MemoryError:
            size //= 2
    while True:
        try:
            head = (head,)
        except MemoryError:
            break
    return head


class Keys:
    """One key for the board's main loop (ui.mainloop.run), then none."""

    def __init__(self):
        self.k = None  # (in the instance from the start: set later, it would allocate)

    def poll(self, now):
        k, self.k = self.k, None
        return k


loop_keys = Keys()


def loop_clock():
    return R[0]


def loop_reload():
    print("reload")


def through_loop(k, full=False):
    """Key k pressed as the board's main loop presses it (with the free
    heap filled first, when full): an error is caught there and the error
    screen shown; then the filling goes."""
    if "ui.mainloop" not in sys.modules:  # (before the heap is full)
        __import__("ui.mainloop")
    loop_keys.k = k
    if full:
        held[0] = fill_heap()
    sys.modules["ui.mainloop"].run(app, loop_keys, loop_clock, loop_reload, 1)
    held[0] = None
    try:
        scrub()
    except RuntimeError:  # (the Python stack's end: "pystack exhausted")
        pass


def scrub():
    """The stack below here filled with empty frames to its end: the board
    calls the main loop once, for good; this calls it again at each key, and
    what a call that caught an error left where the next call's frame goes
    (words the collector still reads, its frames' handler slots are not
    cleared) held the game that failed after it was let go: 37 KB, carrying
    on out of memory (found 2026-12-07, when a change to ui.app moved them)."""
    a = b = c = d = e = f = g = h = i = j = k = m = o = p = q = r = None  # noqa: F841 (zeroed words)
    scrub()
