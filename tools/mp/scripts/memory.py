# Under MicroPython: the memory budget of the board program. Each step()
# runs in a fresh call (tools/mp/run.mjs), so gc sees only what is live.
from tools.mpheap import HeapSteps

heap = HeapSteps(
    ("engine", ("engine.cribbage", "engine.trash", "engine.crib_ai", "engine.trash_ai")),
    # what code.py imports on a PyBadge (native modules are stand-ins)
    ("everything", ("ui.app", "ui.hw", "ui.hw_badge", "ui.led_settings", "ui.mainloop",
                    "ui.store", "ui.pegboard", "ui.sound", "ui.status_leds",
                    "ui.cribbage.screen", "ui.trash.screen", "ui.menus", "neopixel")))
state = {}


def step():
    live, importing = heap.measure()
    if importing:
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
            print("engine_and_players_bytes %d" % heap.cost("engine"))
            print("everything_bytes %d" % heap.cost("everything"))
            return False
        return True
    ev = g.apply(state["players"][g.actor].choose(g))
    for pl in state["players"]:
        if hasattr(pl, "observe"):
            pl.observe(ev)
    state["actions"] += 1
    return True
