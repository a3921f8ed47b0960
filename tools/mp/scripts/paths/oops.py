# The oops path of tools/mp/scripts/app_session.py (put before it, with the
# run's parameters, by tools.bench_board_memory): memory runs out at a hint (the
# free heap filled first, through the board's main loop): the error screen,
# then "carry on" resumes the game from its save.

held = [None]  # what fills the heap in "oops", let go after the key that fails


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


def plan(app):
    """The memory runs out at a hint in the play: the error screen shows
    (built at start-up, it needs nothing new), and "carry on" resumes the
    game from its save."""
    run.stage("oops")
    yield from setup_cribbage(app, "2p6", 0)
    yield from start(app)

    def in_play(app):
        ss = app.session
        return ss is not None and ss.game.phase == 3 and ss.human_turn() and not ss.teller.messages

    yield from play(app, in_play, "oops", hint=False)
    n = len(app.session.actions)
    sys.modules.get("ui.mainloop") or __import__("ui.mainloop")  # (before the heap is full)
    hint, ok = ("loop", HINT), ("loop", OK)  # (likewise)
    held[0] = fill_heap()
    yield hint  # through the board's main loop, which catches the error; then the
    # filling goes (what the failed search had taken is free again after a collection)
    print("after the error: %s, %s" % (app.name(), app.current.body.text.replace("\n", " | ")))
    yield ok  # carry on
    print("carried on: %s, actions %d of %d" % (app.name(), len(app.session.actions), n))


class Keys:
    """One key for the board's main loop (ui.mainloop.run), then none."""

    def __init__(self):
        self.k = None  # (in the instance from the start: set later, it would allocate)

    def poll(self, now):
        k, self.k = self.k, None
        return k


loop_keys = Keys()


def loop_clock():
    return run.now


def loop_reload():
    print("reload")


def through_loop(k):
    """A key pressed as the board's main loop presses it: an error is
    caught there and the error screen shown."""
    loop_keys.k = k
    sys.modules["ui.mainloop"].run(app, loop_keys, loop_clock, loop_reload, 1)
