"""Statistics per human seat (Red, Blue, ...: a computer's seat is not
counted, or "Blue" would be whoever sat there), kept in the store apart
from the game and the settings: games and wins, lurches and skunks given
and taken, average hand, crib and pegging points, the best hand, 28s and
29s seen, Trash hands and games won, and the coach's points lost a hand by
the lay-away (ui.cribbage.hint). A damaged record starts again from zero."""

FIELDS = ("games", "wins", "lurch_given", "lurch_taken", "skunk_given", "skunk_taken",
          "hands", "hand_points", "cribs", "crib_points", "deals", "pegging", "best",
          "seen28", "seen29", "trash_games", "trash_wins", "trash_hands",
          "lay_hands", "lay_lost",
          "learned_cribbage", "learned_trash")  # (new fields go last: an older record is read with them 0)


class Stats:
    def __init__(self, store=None):
        self.store = store
        self.rows = {}  # name -> list of ints, in FIELDS order
        self.problem = ""
        self.load()

    def row(self, name):
        r = self.rows.get(name)
        if r is None:
            r = self.rows[name] = [0] * len(FIELDS)
        return r

    def add(self, name, field, n=1):
        self.row(name)[FIELDS.index(field)] += n

    def get(self, name, field):
        return self.row(name)[FIELDS.index(field)]

    def record(self, session):
        """Count a finished game: the counts its session kept per seat as
        the game went (see each game's tally())."""
        names = [n.rstrip("*") for n in session.names]
        for p, n in enumerate(names):
            if session.ai[p] is not None:
                continue
            r = self.row(n)
            for field, v in session.counts[p].items():
                i = FIELDS.index(field)
                r[i] = max(r[i], v) if field == "best" else r[i] + v
            if session.learn:  # Learn to play, played to its end
                r[FIELDS.index("learned_" + session.kind)] += 1
        self.save(b"")  # with the game's end, in one write: no power cut counts a game twice

    def pages(self, name):
        """Pages of text about one seat: Cribbage, then Trash."""
        r = self.row(name)
        v = dict(zip(FIELDS, r))

        def avg(points, n, scale=1):
            return "%.1f" % (points / n / scale) if n else "-"
        return ["\n".join((
            "%s: played %d, won %d" % (name, v["games"], v["wins"]),
            "lurch/skunk given %d/%d" % (v["lurch_given"], v["skunk_given"]),
            "lurch/skunk taken %d/%d" % (v["lurch_taken"], v["skunk_taken"]),
            "avg hand %s crib %s" % (avg(v["hand_points"], v["hands"]), avg(v["crib_points"], v["cribs"])),
            "avg pegging %s  best %d" % (avg(v["pegging"], v["deals"]), v["best"]),
            "28s seen %d, 29s %d" % (v["seen28"], v["seen29"]),
        ) + ((
            "lay-away: %s lost a hand" % avg(v["lay_lost"], v["lay_hands"], 100),
            "(coach, over %d hands)" % v["lay_hands"],
        ) if v["lay_hands"] else ()) + (("learned to play: done",) if v["learned_cribbage"] else ())), "\n".join((
            "%s at Trash:" % name,
            "played %d, won %d" % (v["trash_games"], v["trash_wins"]),
            "hands won: %d" % v["trash_hands"],
        ) + (("learned to play: done",) if v["learned_trash"] else ()))]

    def learned(self, kind):
        """Has anyone played Learn to play's game of `kind` to its end?"""
        i = FIELDS.index("learned_" + kind)
        return any(r[i] for r in self.rows.values())

    def reset(self):
        self.rows = {}
        self.save()

    # --- the store ---------------------------------------------------------------
    def dump(self):
        out = []
        for name in sorted(self.rows):
            out.append("%s:%s" % (name, ",".join(str(x) for x in self.rows[name])))
        return ("\n".join(out)).encode()

    def save(self, game=None):
        """Write the statistics (and, given b"", the game in play's end)."""
        if self.store is not None:
            try:
                self.store.write(stats=self.dump(), game=game)
            except (ValueError, OSError) as e:
                self.problem = "statistics not saved: %s" % e

    def load(self):
        if self.store is None:
            return
        try:
            data = self.store.load("stats")
        except (ValueError, OSError):
            self.problem = "statistics were damaged: reset"
            return
        if not data:
            return
        try:
            for line in data.decode().split("\n"):
                name, values = line.split(":")
                nums = [int(x) for x in values.split(",")]
                if not 18 <= len(nums) <= len(FIELDS) or min(nums) < 0:  # (18: before the coach)
                    raise ValueError(line)
                nums += [0] * (len(FIELDS) - len(nums))
                self.rows[name] = nums
        except (ValueError, UnicodeError):
            self.rows = {}
            self.problem = "statistics were damaged: reset"
