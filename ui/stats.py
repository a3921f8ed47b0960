"""Statistics per human seat (Red, Blue, ...: a computer's seat is not
counted, or "Blue" would be whoever sat there), kept in the store apart
from the game and the settings: each game's own counts per seat (its menu
module's FIELDS and page: ui.games), of which every game's first three
are its games, its wins and Learn to play played to its end. A damaged
record starts again from zero."""

from micropython import const

from ui.games import GAMES, MENU
from ui.modules import Loaded

_PLAYED = const(0)  # every game's first fields: its games, its wins, Learn to play's (ui.games)
_WON = const(1)
_LEARNED = const(2)


class Stats:
    def __init__(self, store=None):
        self.store = store
        self.rows = {}  # (name, kind) -> its counts, in the game's FIELDS order
        self.problem = ""
        self.load()

    def counts(self):
        """[(name, games played, games won)] of each seat with statistics,
        at every game, in the names' order."""
        out = {}  # type: dict
        for (n, _), r in self.rows.items():
            t = out.get(n, (0, 0))
            out[n] = (t[0] + r[_PLAYED], t[1] + r[_WON])
        return [(n, out[n][0], out[n][1]) for n in sorted(out)]

    def add(self, name, kind, field, n=1):
        with Loaded(MENU % kind) as m:
            r = self.row(name, kind, len(m.FIELDS))
            r[m.FIELDS.index(field)] += n

    def get(self, name, kind, field):
        with Loaded(MENU % kind) as m:
            r = self.rows.get((name, kind), ())
            i = m.FIELDS.index(field)
        return r[i] if i < len(r) else 0

    def row(self, name, kind, size):
        """A seat's counts at game `kind`, `size` of them (made, or grown)."""
        r = self.rows.get((name, kind))
        if r is None:
            r = self.rows[name, kind] = []
        r += [0] * (size - len(r))  # (a record from before a field was added: 0)
        return r

    def record(self, session):
        """Count a finished game: the counts its session kept per seat as
        the game went (see each game's tally()); a field "best..." keeps
        the highest."""
        kind = session.kind
        with Loaded(MENU % kind) as m:
            fields = m.FIELDS
            for p, n in enumerate(session.names):
                if session.ai[p] is not None:
                    continue
                r = self.row(n.rstrip("*"), kind, len(fields))
                for field, v in session.counts[p].items():
                    i = fields.index(field)
                    r[i] = max(r[i], v) if field.startswith("best") else r[i] + v
                if session.learn:  # Learn to play, played to its end
                    r[_LEARNED] += 1
            fields = None
        self.save(b"")  # with the game's end, in one write: no power cut counts a game twice

    def pages(self, name):
        """Pages of text about one seat: a page a game it played, in the
        games' order."""
        out = []
        for kind in GAMES:
            r = self.rows.get((name, kind))
            if r is not None:
                with Loaded(MENU % kind) as m:
                    r = self.row(name, kind, len(m.FIELDS))
                    out.append(m.page(name, dict(zip(m.FIELDS, r))))
        return out

    def learned(self, kind):
        """Has anyone played Learn to play's game of `kind` to its end?"""
        for (_, k), r in self.rows.items():
            if k == kind and r[_LEARNED]:
                return True
        return False

    def reset(self):
        self.rows = {}
        self.save()

    # --- the store ---------------------------------------------------------------
    def dump(self):
        """A line a seat and game: "Red:0:3,1,...", the game by its number
        in ui.games (as a save names it)."""
        out = []
        for name, kind in sorted(self.rows):
            out.append("%s:%d:%s" % (name, GAMES.index(kind), ",".join(str(x) for x in self.rows[name, kind])))
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
                parts = line.split(":")
                nums = [int(x) for x in parts[-1].split(",")]
                if min(nums) < 0:
                    raise ValueError(line)
                if len(parts) == 3:
                    k = int(parts[1])
                    if not 0 <= k < len(GAMES):
                        raise ValueError(line)
                    self.rows[parts[0], GAMES[k]] = nums
                elif len(parts) == 2 and 18 <= len(nums) <= 22:  # a record of before each game kept its
                    for kind in GAMES:  # own (every game's counts in one line): each game's, where
                        with Loaded(MENU % kind) as m:  # its LEGACY says they were
                            r = []
                            for i in getattr(m, "LEGACY", ()):
                                r.append(nums[i] if i < len(nums) else 0)
                        if max(r or (0,)):
                            self.rows[parts[0], kind] = r
                else:
                    raise ValueError(line)
        except (ValueError, UnicodeError):
            self.rows = {}
            self.problem = "statistics were damaged: reset"