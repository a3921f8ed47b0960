# Under MicroPython: live heap after importing the Trash engine, and its peak
# during a 6-player game, measured at the start of every action.
from tools.mpheap import HeapSteps

heap = HeapSteps(("imported", ("engine.trash", "engine.rng")))
state = {"peak": 0, "actions": 0}


def step():
    live, importing = heap.measure()
    if importing:
        return True
    if heap.stage == 0:
        from engine.trash import Trash
        from engine.rng import Rng
        state["game"] = Trash({"players": 6, "jokers": True, "second_chance": 1}, 2024)
        state["pick"] = Rng(7)
        return True
    state["peak"] = max(state["peak"], live)
    game = state["game"]
    if game.actor is None:
        return False
    legal = game.legal()
    game.apply(legal[state["pick"].below(len(legal))])
    state["actions"] += 1
    return True


def finish():
    print("mp_import_bytes %d" % heap.cost("imported"))
    print("mp_game_peak_bytes %d" % (state["peak"] - heap.marks["imported"]))
    print("mp_actions %d" % state["actions"])
