# Run under MicroPython by tests/test_micropython_ui.py: the parts of ui/
# that do not draw (sessions with computer players, messages, the journal,
# statistics, settings, the LED board, key repeat, sound) must run on the
# board's Python too. Prints one summary line per check.
from ui.session import Session
from ui.journal import Journal
from ui.stats import Stats
from ui.prefs import Prefs
from ui.pegboard import PegBoard
from ui.led_settings import LedSettings
from ui.status_leds import StatusLeds
from ui.keyrepeat import KeyRepeat
from ui.sound import Beeper
from engine.savegame import decode, replay


class Store:
    def __init__(self):
        self.d = {}

    def load(self, name):
        return self.d.get(name)

    def save(self, name, data):
        self.d[name] = data


class Out:
    def __init__(self):
        self.notes = []

    def start(self, f):
        self.notes.append(f)

    def stop(self):
        self.notes.append(0)


class Pixels(list):
    def show(self):
        pass


store = Store()
stats = Stats(store)
for kind, options, seats in (("cribbage", {"table": "2p6", "target": 61, "dealer": 0}, ["hard", "normal"]),
                             ("cribbage", {"table": "3p", "target": 61, "muggins": True}, ["easy", "hard", "normal"]),
                             ("trash", {"players": 4, "jokers": True}, ["hard", "easy", "normal", "hard"])):
    region = bytearray(b"\xff" * 8192)
    journal = Journal(region, 1024, 7168)
    board = PegBoard(LedSettings(), 3, 61)
    beeper = Beeper(Out())
    ss = Session(kind, options, seats, 11, 0, board, beeper, journal)
    now = 0
    frames = 0
    while ss.game.actor is not None or ss.messages:
        now += 50
        ss.tick(now)
        board.tick(now)
        beeper.tick(now)
        frames += 1
    stats.record(ss)
    data = journal.load()
    print("%s %s: %d actions, %d ticks, winner %s, saved %s, leds %d mA" % (
        kind, options.get("table", options.get("players")), len(ss.actions), frames,
        ss.game.winner if kind == "cribbage" else ss.game.winners,
        "cleared" if data is None else "kept", int(board.milliamps())))

# a save in the middle of a game replays exactly
region = bytearray(b"\xff" * 8192)
journal = Journal(region, 1024, 7168)
ss = Session("cribbage", {"dealer": 1}, ["hard", "hard"], 5, 0, None, None, journal)
now = 0
while len(ss.actions) < 60:
    now += 50
    ss.tick(now)
k, o, s, seats, a = decode(Journal(region, 1024, 7168).load())
print("resume matches: %s" % (repr(replay(k, o, s, a).snapshot()) == repr(ss.game.snapshot())))

prefs = Prefs(store)
prefs.cycle("pace")
prefs.cycle_seat("crib", 1)
again = Prefs(store)
print("prefs kept: %s %s" % (again.get("pace"), again.get("crib_seats")[1]))
print("stats kept: %s" % (Stats(store).rows == stats.rows))
st = StatusLeds(Pixels([(0, 0, 0)] * 5))
st.show(0xFF0000, 20)
print("status: %s" % (st.pixels[1],))
kr = KeyRepeat()
kr.press(1, 0)
got = [kr.next(t) for t in (0, 100, 400, 450, 520, 640)]
print("repeat: %s" % got)
print(stats.lines("Red").split("\n")[0])
