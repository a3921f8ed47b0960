# Run by tests/test_micropython_ui.py under MicroPython and under CPython,
# both with the stand-ins for displayio & co (tools/mp/stubs): every screen
# of the app built and driven by keys through whole games.
from ui.app import App as BoardApp
from ui.actions import OK, RIGHT, DOWN, BACK, MENU
from ui.store import Store


class Display:
    width = 160
    height = 128
    root_group = None


class App(BoardApp):
    def name(self):  # (as sim.build's: the board's app keeps no screen's name)
        return type(self.current).__name__ if self.current is not None else "None"


def settle(app, clock):
    for _ in range(100000):
        if app.idle():
            return
        clock[0] += 50
        app.tick(clock[0])


app = App(Display(), "/assets/cards.bmp", store=Store(bytearray(b"\xff" * 8192)), seed_source=lambda: 7)
clock = [0]
seen = []
for game, options, seats in (
        ("cribbage", {"table": "2p6", "target": 61, "dealer": 0}, ["human", "hard"]),
        ("cribbage", {"table": "2p5", "muggins": True}, ["human", "human"]),
        ("trash", {"players": 3}, ["human", "easy", "normal"])):
    app.start_game(game, options, seats, 7)
    settle(app, clock)
    presses = 0
    while app.name() != "ResultScreen" and presses < 8000:
        before = (app.name(), repr(app.session.game.snapshot()))
        app.key(OK)
        settle(app, clock)
        if (app.name(), repr(app.session.game.snapshot())) == before:
            app.key(RIGHT)
            settle(app, clock)
        if app.name() not in seen:
            seen.append(app.name())
        presses += 1
    g = app.session.game
    print("%s %s: %d presses, result screen %s, scores %s" % (
        game, options.get("table", options.get("players")), presses, app.name() == "ResultScreen",
        g.scores if game == "cribbage" else list(g.size)))
for path in ((MENU,), (DOWN, OK), (BACK, DOWN, DOWN, OK), (BACK, DOWN, DOWN, DOWN, OK)):
    for k in path:
        app.key(k)
    if app.name() not in seen:
        seen.append(app.name())
print("screens: " + " ".join(sorted(seen)))
