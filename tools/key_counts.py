"""How many keys a hand takes: `python -m tools.key_counts` (part of `make
bench`).

Plays whole games in the app (headless, the simulator's display) with a
player at every human seat who presses keys as a person does: the cursor
moved to the card they choose (the hard player's choice) and OK; at a
claim, the fewest keys from where the claim starts to the hand's true
worth (up and down by one, left and right by five); at a call, "no"
unless the claim was short; OK at every pause of the telling ("ok: go on",
a score held at step with OK), every pass screen and every Learn to play
page. Every key counts. Prints the keys a hand takes (mean, median, most)
on each table, with its target and a verdict:

  a plain two-player hand (2p6, one human)          at most 10
  a muggins hand (2p6 with muggins, one human)      at most 14
  Learn to play's first hand (its pages included)   (said, no target)
"""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

STEP_MS = 50


def fewest(start, want):
    """The fewest presses from `start` to `want` by +-1 and +-5: (fives, ones)."""
    best = None
    for fives in range(-6, 7):
        ones = want - start - 5 * fives
        n = abs(fives) + abs(ones)
        if best is None or n < best[0]:
            best = (n, fives, ones)
    return best[1], best[2]


class Player:
    """Presses keys into the app, counting them, and lets time run after
    each until the app waits for a key again. `careful`: the cursor moved
    to the card the hard player would choose; else OK on the card the
    cursor rests on (the fewest keys a hand can take)."""

    def __init__(self, app, runner, careful=True):
        self.app = app
        self.runner = runner
        self.keys = 0
        self.careful = careful

    def press(self, name):
        from ui.key_names import by_name
        self.app.key(by_name(name))
        self.keys += 1
        self.runner.settle()

    def move_to(self, want, hand):
        """The cursor to card `want` of the row, the shorter way round (over
        the cards it can rest on: in the play, those that can be played)."""
        screen = self.app.current
        room = 31 - self.app.session.game.count if self.app.session.game.phase == 3 else 10
        stops = [i for i, c in enumerate(hand) if min(10, (c >> 2) + 1) <= room]
        at, to = stops.index(screen.sel), stops.index(hand.index(want))
        d = (to - at) % len(stops)
        way = "right" if d <= len(stops) - d else "left"
        for _ in range(min(d, len(stops) - d)):
            self.press(way)

    def decide(self):
        """One decision (or a page, or a pause) taken by keys."""
        from engine.crib_actions import CALLING, CLAIMING, LAY_AWAY, PLAYING
        from engine.crib_ai import CribbagePlayer
        from engine.crib_score import score_show
        app = self.app
        name = app.name()
        if name != "CribbageScreen":
            self.press("ok")  # a pass screen, a page, the coach
            return
        ss = app.session
        g = ss.game
        t = ss.teller
        if t.messages or t.held or not ss.human_turn():
            self.press("ok")  # a pause of the telling (or hurrying a computer)
            return
        screen = app.current
        hand = screen.hand_cards(None)
        hard = CribbagePlayer("hard")
        if not self.careful and g.phase in (LAY_AWAY, PLAYING):
            self.press("ok")
        elif g.phase == LAY_AWAY:
            v = g.view(g.actor)
            best = max(hard.keep_values(v, g.actor))[1]
            for c in sorted(best, key=hand.index):
                self.move_to(c, screen.hand_cards(None))
                self.press("ok")
                if app.session is None or not screen.raised:
                    break
        elif g.phase == PLAYING:
            self.move_to(hard.choose(g, g.actor), hand)
            self.press("ok")
        elif g.phase == CLAIMING:
            who, crib = g.view(g.actor)["counting"]
            v = g.view(g.actor)
            cards = v["crib"] if crib else v["shown"][who]
            fives, ones = fewest(screen._claim(), score_show(cards, v["starter"], crib))
            for _ in range(abs(fives)):
                self.press("right" if fives > 0 else "left")
            for _ in range(abs(ones)):
                self.press("up" if ones > 0 else "down")
            self.press("ok")
        elif g.phase == CALLING:
            v = g.view(g.actor)
            who, crib = v["counting"]
            cards = v["crib"] if crib else v["shown"][who]
            if v["claim"] < score_show(cards, v["starter"], crib):
                self.press("right")  # muggins!
            self.press("ok")
        else:
            self.press("ok")  # a cut, the next game


def hands(options, seats, seed, learn=False, careful=True, limit=4000):
    """Keys each hand took, hand by hand (a hand: from its deal's telling
    to the next's), in one game."""
    import tempfile

    from tests.test_ui import make
    app, display, runner = make(tempfile.mkdtemp(prefix="keys-"), seed)
    app.prefs.values["pace"] = "normal"
    app.prefs.apply(app)
    runner.settle()
    if learn:
        app.learn("cribbage")
    else:
        app.start_game("cribbage", options, seats, seed)
    runner.settle()
    p = Player(app, runner, careful)
    counts, at, hand = [], 0, 0
    for _ in range(limit):
        if app.name() == "ResultScreen":
            break
        p.decide()
        ss = app.session
        if ss is not None and ss.game.hand_no != hand and not ss.teller.messages:
            counts.append(p.keys - at)
            at, hand = p.keys, ss.game.hand_no
    return counts


def spread(xs):
    xs = sorted(xs)
    return sum(xs) / len(xs), xs[len(xs) // 2], xs[-1]


def main(argv=None):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    rows = []
    for label, options, target in (("plain 2p hand (2p6, one human)", {"table": "2p6"}, 10),
                                   ("muggins hand (2p6 + muggins)", {"table": "2p6", "muggins": True}, 14)):
        for careful in (False, True):
            counts = []
            for seed in range(1, 7):
                counts += hands(options, ["human", "normal"], seed, careful=careful)
            mean, median, most = spread(counts)
            rows.append(("%s, %s" % (label, "best card" if careful else "ok on it"), len(counts), mean, median,
                         most, None if careful else target, mean <= target))
    first = [hands(None, None, seed, learn=True)[0] for seed in range(1, 4)]
    mean, median, most = spread(first)
    rows.append(("Learn to play's first hand, best card", len(first), mean, median, most, None, True))
    print("%-52s %5s %6s %6s %5s %7s" % ("keys a hand", "hands", "mean", "median", "most", "target"))
    for label, n, mean, median, most, target, ok in rows:
        print("%-52s %5d %6.1f %6d %5d %7s  %s" % (label, n, mean, median, most,
                                                  "-" if target is None else "<= %d" % target,
                                                  "" if target is None else ("ok" if ok else "OVER")))
    return 0 if all(r[-1] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
