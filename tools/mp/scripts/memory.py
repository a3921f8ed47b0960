# Under MicroPython: the memory budget of the board program. Each step()
# runs in a fresh call (tools/mp/run.mjs), so gc sees only what is live.
import gc

stage = [0]
marks = {}
state = {}


def step():
    gc.collect()
    live = gc.mem_alloc()
    s = stage[0]
    stage[0] += 1
    if s == 0:
        marks["bare"] = live
        import engine.cribbage  # noqa: F401
        import engine.trash  # noqa: F401
        import engine.crib_ai  # noqa: F401
        import engine.trash_ai  # noqa: F401
        return True
    if s == 1:
        marks["engine"] = live
        # what code.py imports on a PyBadge (native modules are stand-ins)
        import ui.app  # noqa: F401
        import ui.hw  # noqa: F401
        import ui.hw_badge  # noqa: F401
        import ui.led_settings  # noqa: F401
        import ui.pegboard  # noqa: F401
        import ui.sound  # noqa: F401
        import ui.status_leds  # noqa: F401
        import ui.screen_crib  # noqa: F401
        import ui.screen_trash  # noqa: F401
        import neopixel  # noqa: F401
        return True
    if s == 2:
        marks["everything"] = live
        return True
    return play(live)


def play(live):
    g = state.get("game")
    if g is None:
        which = state.get("which", 0)
        if which == 0:
            from engine.cribbage import Cribbage
            from engine.crib_ai import CribbagePlayer
            state["game"] = Cribbage({"dealer": 0}, 21)
            state["players"] = [CribbagePlayer("hard", 1), CribbagePlayer("hard", 2)]
        else:
            from engine.trash import Trash
            from engine.trash_ai import TrashPlayer
            state["game"] = Trash({"players": 6}, 21)
            state["players"] = [TrashPlayer("hard", k) for k in range(6)]
        state["base"] = live
        state["peak"] = 0
        state["actions"] = 0
        return True
    state["peak"] = max(state["peak"], live - state["base"])
    if g.actor is None:
        name = ("cribbage_2p_hard", "trash_6p_hard")[state.get("which", 0)]
        print("%s_peak_bytes %d" % (name, state["peak"]))
        print("%s_actions %d" % (name, state["actions"]))
        state["game"] = None
        state["which"] = state.get("which", 0) + 1
        if state["which"] == 2:
            print("engine_and_players_bytes %d" % (marks["engine"] - marks["bare"]))
            print("everything_bytes %d" % (marks["everything"] - marks["bare"]))
            return False
        return True
    ev = g.apply(state["players"][g.actor].choose(g))
    for pl in state["players"]:
        if hasattr(pl, "observe"):
            pl.observe(ev)
    state["actions"] += 1
    return True
