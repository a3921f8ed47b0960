# Under MicroPython: live heap after importing the Trash engine, and its peak
# during a 6-player game, measured at the start of every action. Each step()
# runs in a fresh call (tools/mp/run.mjs), so gc sees only what is live.
import gc

stage = [0]
marks = {}
peak = [0, 0]
game = None
pick = None
engine = None


def step():
    global game, pick, engine
    gc.collect()
    live = gc.mem_alloc()
    s = stage[0]
    stage[0] += 1
    if s == 0:
        marks["bare"] = live
        import engine.trash  # noqa: F401  (measured in the next step)
        import engine.rng  # noqa: F401
        return True
    if s == 1:
        marks["imported"] = live
        game = engine.trash.Trash({"players": 6, "jokers": True, "second_chance": 1}, 2024)
        pick = engine.rng.Rng(7)
        return True
    peak[0] = max(peak[0], live)
    if game.actor is None:
        return False
    legal = game.legal()
    game.apply(legal[pick.below(len(legal))])
    peak[1] += 1
    return True


def finish():
    print("mp_import_bytes %d" % (marks["imported"] - marks["bare"]))
    print("mp_game_peak_bytes %d" % (peak[0] - marks["imported"]))
    print("mp_actions %d" % peak[1])
