# Run under MicroPython by tests/test_micropython_ui.py: the parts of ui/
# that do not draw (sessions with computer players, messages, the store,
# statistics, settings, the LED board, key repeat, sound) must run on the
# board's Python too. Prints one summary line per check.
from ui.session import Session
from ui.store import Store
from tools.autoplay import play
from ui.stats import Stats
from ui.prefs import Prefs
from ui.pegboard import PegBoard
from ui.led_settings import LedSettings
from ui.status_leds import StatusLeds
from ui.keyrepeat import KeyRepeat
from ui.sound import Beeper
from engine.savegame_load import decode
from ui.games import GAMES


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


nvm = bytearray(b"\xff" * 8192)  # settings, statistics and the game as on the board
store = Store(nvm)
stats = Stats(store)
for kind, options, seats in (("cribbage", {"table": "2p6", "target": 61, "dealer": 0}, ["hard", "normal"]),
                             ("cribbage", {"table": "3p", "target": 61, "muggins": True}, ["easy", "hard", "normal"]),
                             ("trash", {"players": 4, "jokers": True}, ["hard", "easy", "normal", "hard"])):
    board = PegBoard(LedSettings(), 3, 61)
    beeper = Beeper(Out())
    ss = Session(kind, options, seats, 11, 0, beeper, store)
    ss.rules.reset_leds(board, ss.teller)
    now = 0
    frames = 0
    while ss.game.actor is not None or ss.teller.messages:
        now += 50
        if ss.tick(now):  # (the strip fed as the app feeds it: from the table as told, a frame that changed)
            ss.rules.show_leds(board, ss.teller)
        board.tick(now)
        beeper.tick(now)
        frames += 1
    stats.record(ss)
    data = store.load("game")
    print("%s %s: %d actions, %d ticks, winner %s, saved %s, leds %d mA" % (
        kind, options.get("table", options.get("players")), len(ss.actions), frames,
        ss.game.winner if kind == "cribbage" else ss.game.winners,
        "cleared" if data is None else "kept", int(sum(board.frame) * 20 / 255 + len(board.frame) // 3)))

# a game paused in the middle resumes from its save to the very same end
def fresh():
    return Session("cribbage", {"dealer": 1}, ["human", "hard"], 5, 0, None,
                   Store(bytearray(b"\xff" * 8192)))


whole = play(fresh()).actions
ss = play(fresh(), stop_after=60)
ss.save()
k, o, s, seats, a, _, _ = decode(ss.store.load("game"))
resumed = play(Session(GAMES[k], o, seats, s, 0, actions=a))
print("resume matches: %s (%d of %d actions saved)" % (bytes(resumed.actions) == bytes(whole), len(a),
                                                      len(whole)))

prefs = Prefs(store)
prefs.cycle("pace")
prefs.cycle_seat("cribbage", 1)
prefs.save()
again = Prefs(store)
print("prefs kept: %s %s" % (again.get("pace"), again.seats("cribbage")[1]))
print("stats kept: %s" % (Stats(store).rows == stats.rows))
st = StatusLeds(Pixels([(0, 0, 0)] * 5))
st.show(0xFF0000, 20)
print("status: %s" % (st.pixels[1],))
kr = KeyRepeat()
kr.press(1, 0)
got = [kr.next(t) for t in (0, 100, 400, 450, 520, 640)]
print("repeat: %s" % got)
stats.add("Red", "cribbage", "games")  # (the games above were the computers': no page yet)
print(stats.pages("Red")[0].split("\n")[0])
