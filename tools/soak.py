"""A long abuse run of the whole app, headless: `python -m tools.soak
[--presses N] [--seeds K]`. Random keys over every table of both games;
now and then the power goes (a new app on the same storage), and the game
it was playing must be offered and resume to the live game as it stood at
its last checkpoint: exactly, from a mid-hand one (the pause menu, a
decision left 20 s); from a hand's start, that hand dealt afresh. Any
exception stops the run with the seed, table and key count to replay it.
The test suite runs a short one (tests/test_ui.py)."""

import argparse
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

KEYS = ("left", "right", "up", "down", "ok", "ok", "ok", "back", "menu", "hint")
TABLES = [("cribbage", {"table": t, "target": 61}, s) for t, s in (
    ("2p6", "human,hard"), ("2p6", "human,human"), ("2p5", "human,human"), ("2p5", "normal,human"),
    ("3p", "human,easy,normal"), ("3p", "human,human,hard"), ("4p", "human,hard,human,easy"),
    ("4p", "human,human,human,human"))] + [
    ("trash", {"players": n}, ",".join(["human"] + ["normal"] * (n - 1))) for n in (2, 3, 6, 8)] + [
    ("trash", {"players": 3, "jokers": True}, "human,human,hard")]


def soak(display, presses, seeds, folder=None, cut_one_in=150):
    """Returns the counts; raises AssertionError (saying where) on a failure."""
    from engine.rng import Rng
    from sim.build import build
    from sim.headless import Runner
    from tests.util import resumes_to

    n = {"presses": 0, "cuts": 0, "games": 0, "dealt_again": 0}
    for seed in range(seeds):
        for t, (game, options, seats) in enumerate(TABLES):
            where = tempfile.mkdtemp(dir=folder)
            app = build(display, where, seed)
            runner = Runner(app, display)
            app.start_game(game, options, seats.split(","), seed * 100 + t)
            runner.settle()
            r = Rng(seed * 1000 + t)
            finished = None
            for i in range(presses):
                at = "seed %d, table %d (%s %s %s), press %d" % (seed, t, game, options, seats, i)
                try:
                    runner.press(KEYS[r.below(len(KEYS))])
                except Exception as e:
                    raise AssertionError("%s: %r" % (at, e))
                n["presses"] += 1
                ss = app.session
                if ss is not None and ss.game.actor is None and ss is not finished:
                    n["games"] += 1
                    finished = ss
                if app.name() == "TitleScreen" and not app.saved_text and ss is not None \
                        and ss.game.actor is not None and i % 3 == 0:
                    app.resume()  # back into the game it left
                if r.below(cut_one_in) == 0 and ss is not None and ss.game.actor is not None:
                    n["cuts"] += 1  # the power goes: a new app on the same storage
                    app = build(display, where, seed)
                    runner = Runner(app, display)
                    runner.settle()
                    assert app.saved_text, "%s: no game offered after the power went" % at
                    data = app.store.load("game")
                    app.resume_saved()
                    assert resumes_to(data, ss, app.session), "%s: the resumed game differs" % at
                    n["dealt_again"] += any(m[1] == "hand lost: dealt again" for m in app.session.teller.messages)
                    runner.settle()
    return n


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--presses", type=int, default=3000, help="key presses per table and seed")
    ap.add_argument("--seeds", type=int, default=2)
    args = ap.parse_args(argv)
    from sim.display import OffscreenDisplay
    n = soak(OffscreenDisplay(), args.presses, args.seeds)
    print("soak: %d key presses over %d tables x %d seeds, %d power cuts each resumed to the live game's "
          "last checkpoint in the hand in play (%d at its start: that hand dealt again; the rest exactly), "
          "%d games played to the end, no exception" % (n["presses"], len(TABLES), args.seeds, n["cuts"],
                                                        n["dealt_again"], n["games"]))


if __name__ == "__main__":
    main()
