"""Statistics per seat (Red, Blue, ...), kept in the store apart from the
game and the settings: games and wins, lurches and skunks given and taken,
average hand, crib and pegging points, the best hand, 28s and 29s seen,
Trash hands and games won. A damaged record starts again from zero."""

FIELDS = ("games", "wins", "lurch_given", "lurch_taken", "skunk_given", "skunk_taken",
          "hands", "hand_points", "cribs", "crib_points", "deals", "pegging", "best",
          "seen28", "seen29", "trash_games", "trash_wins", "trash_hands")
PEGGING = ("fifteen", "thirty_one", "pair", "pair_royal", "double_pair_royal", "run", "go",
           "last_card", "his_heels")


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
        """Count a finished game (its events are in session.log)."""
        names = [n.rstrip("*").split("/")[0] for n in session.names]
        g = session.game
        if session.kind == "trash":
            for p, n in enumerate(names):
                self.add(n, "trash_games")
                if p in g.winners:
                    self.add(n, "trash_wins")
            for e in session.log:
                if e[0] == "hand_won":
                    self.add(names[e[1]], "trash_hands")
            self.save()
            return
        seen = set()
        for e in session.log:
            k = e[0]
            if k == "deal":
                for n in names:
                    self.add(n, "deals")
            elif k == "score" and e[4] and len(e[4][0]) == 3 and e[4][0][0] in PEGGING:
                self.add(names[e[1]], "pegging", e[3])
            elif k == "counted":
                n = names[e[1]]
                self.add(n, "cribs" if e[2] else "hands")
                self.add(n, "crib_points" if e[2] else "hand_points", e[3])
                if not e[2] and e[3] > self.get(n, "best"):
                    self.row(n)[FIELDS.index("best")] = e[3]
                if e[3] in (28, 29):
                    seen.add(e[3])
                    for m in names:  # everyone at the table saw it
                        self.add(m, "seen28" if e[3] == 28 else "seen29")
            elif k == "game_won":
                side = e[1]
                for p, n in enumerate(names):
                    self.add(n, "games")
                    if g.side_of(p) == side:
                        self.add(n, "wins")
                for loser, kind in e[3]:
                    if not kind:
                        continue
                    what = "lurch" if kind == "lurch" else "skunk"
                    for p, n in enumerate(names):
                        if g.side_of(p) == side:
                            self.add(n, what + "_given")
                        elif g.side_of(p) == loser:
                            self.add(n, what + "_taken")
        self.save()

    def lines(self, name):
        """A page of text about one seat."""
        r = self.row(name)
        v = dict(zip(FIELDS, r))

        def avg(points, n):
            return "%.1f" % (points / n) if n else "-"
        return "\n".join((
            "%s: %d games, %d won" % (name, v["games"], v["wins"]),
            "lurch/skunk given %d/%d" % (v["lurch_given"], v["skunk_given"]),
            "lurch/skunk taken %d/%d" % (v["lurch_taken"], v["skunk_taken"]),
            "avg hand %s crib %s" % (avg(v["hand_points"], v["hands"]), avg(v["crib_points"], v["cribs"])),
            "avg pegging %s  best %d" % (avg(v["pegging"], v["deals"]), v["best"]),
            "28s seen %d, 29s %d" % (v["seen28"], v["seen29"]),
            "Trash: %d games, %d won" % (v["trash_games"], v["trash_wins"]),
            "Trash hands won %d" % v["trash_hands"],
        ))

    def reset(self):
        self.rows = {}
        self.save()

    # --- the store ---------------------------------------------------------------
    def dump(self):
        out = []
        for name in sorted(self.rows):
            out.append("%s:%s" % (name, ",".join(str(x) for x in self.rows[name])))
        return ("\n".join(out)).encode()

    def save(self):
        if self.store is not None:
            try:
                self.store.save("stats", self.dump())
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
                if len(nums) != len(FIELDS) or min(nums) < 0:
                    raise ValueError(line)
                self.rows[name] = nums
        except (ValueError, UnicodeError):
            self.rows = {}
            self.problem = "statistics were damaged: reset"
