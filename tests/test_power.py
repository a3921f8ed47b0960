"""A handheld that lasts and answers at once (issue #36): the app says
when it next needs a tick (App.due; the main loop sleeps until then:
tests/test_mainloop.py), dims and then darkens the screen and LEDs when
no one plays (a key only wakes it), reads its battery where the board can
(a gauge on the title and the pause menu, a warning and a checkpoint when
low), and draws a key's effect before the work that follows it (the
coach's weighing, a computer's move). Screenshots: out/screens/power_*.png."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from engine.cribbage import LAY_AWAY, PLAYING  # noqa: E402
from tests.test_ui import SHOTS, make  # noqa: E402
from ui.actions import DOWN, MENU, OK, RIGHT  # noqa: E402
from ui.app import FRAME_MS  # noqa: E402
from ui.power import Battery  # noqa: E402
from ui.session import IDLE_MS  # noqa: E402

AWAKE, DIM, OFF = 0, 1, 2  # the dimmer's levels (ui.power.Dimmer)


def at(app, now, key=None):
    """What the main loop does at `now`: the key (if any), then the tick."""
    if key is not None:
        app.key(key)
    app.tick(now)


def game_at(tmp_path, phase, dealer=0):
    """A two-player game against hard, on to the human's first decision in
    `phase` (the coach's page, when it comes at the play's start, closed)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": dealer}, ["human", "hard"], 5)
    runner.settle()
    to_phase(app, runner, phase)
    return app, display, runner


def to_phase(app, runner, phase):
    ss = app.session
    for _ in range(60):
        if ss.game.phase == phase and ss.human_turn() and not ss.teller.messages:
            return
        runner.press("ok")
        if app.name() == "CoachScreen":
            runner.press("ok")
    raise AssertionError("never reached phase %d" % phase)


def set_dim(app, seconds):
    app.prefs.values["dim"] = seconds
    app.prefs.apply(app)


def test_at_the_title_nothing_is_due_but_the_dimming(tmp_path):
    app, display, runner = make(tmp_path)
    at(app, 1000)
    at(app, 2000, DOWN)
    assert app.due(2000) == 2000 + 60 * 1000  # the default: dimmed after a minute without a key
    set_dim(app, 0)  # never
    at(app, 3000, DOWN)
    assert app.due(3000) is None  # nothing at all: the loop only naps, looking at the keys


def test_a_table_waiting_for_a_human_is_due_only_to_write_the_decision_then_to_dim(tmp_path):
    app, display, runner = game_at(tmp_path, LAY_AWAY, dealer=1)
    ss = app.session
    t = runner.now + 100
    at(app, t, RIGHT)  # the card cursor
    at(app, t + FRAME_MS)  # (the decision's start noted)
    write_at = ss.waiting[1] + IDLE_MS
    assert app.due(t + FRAME_MS) == write_at  # written if left 20 s
    at(app, write_at)
    assert ss.waiting[1] is None  # (written)
    assert app.due(write_at) == t + 60000  # then only the dimming


def test_the_words_told_and_a_computers_move_are_due_when_they_come(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    now = 0
    app.tick(now)
    seen = set()
    for _ in range(400):
        ss = app.session
        due = app.due(now)
        if ss.teller.messages and not ss.teller.held:
            assert due == max(ss.teller.msg_until, app.changed_at + FRAME_MS)
            seen.add("words")
        elif ss.ai_at is not None and not ss.teller.messages and now >= ss.teller.msg_until:
            assert due == max(ss.ai_at, app.changed_at + FRAME_MS)
            seen.add("computer")
        if due is None or ss.human_turn() and not ss.teller.messages and now >= ss.teller.msg_until:
            break
        now = max(due, now + 1)
        app.tick(now)
    assert seen == {"words", "computer"}


def test_a_computers_move_comes_a_frame_after_it_is_shown_thinking_even_at_once(tmp_path):
    """At the instant pace the move itself may take the hard player half a
    second: "Blue thinks..." is drawn first (the tick that says so, then
    a frame of sleep), never skipped."""
    app, display, runner = make(tmp_path)
    app.prefs.values["pace"] = "instant"
    app.prefs.apply(app)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    now = 0
    for _ in range(400):
        ss = app.session
        if ss.ai_at is not None and not ss.teller.messages and now >= ss.teller.msg_until:
            break
        now = max(app.due(now) or now + 1, now + 1)
        app.tick(now)
    assert "thinks" in app.current.prompt.text and app.changed_at == now
    n = len(ss.actions)
    assert app.due(now) == now + FRAME_MS  # the frame first
    app.tick(now + FRAME_MS)
    assert len(ss.actions) == n + 1  # then the move


def test_the_coachs_weighing_follows_the_frame_that_shows_the_lay_away(tmp_path):
    app, display, runner = game_at(tmp_path, LAY_AWAY)
    ss = app.session
    screen = app.current
    t = runner.now + 100
    at(app, t, OK)  # the first card raised
    at(app, t + 200, RIGHT)
    at(app, t + 400, OK)  # the second: both laid
    laid = ss.game.view(0)["laid_away"]
    assert len(laid) == 2
    shown = [screen.hand_cards(None)]
    assert len(shown[0]) == 4  # the frame after the key shows the hand of four
    assert ss.coached is None and ss.pending is not None  # not weighed yet
    assert app.due(t + 400) == t + 400 + FRAME_MS
    for k in (1, 2):  # (weighed while it was looked at: the coach's note, in a round or two)
        at(app, t + 400 + k * FRAME_MS)
    assert ss.pending is None and ss.coached == 0  # weighed, the keep found
    assert ss.counts[0]["lay_hands"] == 1


def test_a_key_whose_move_the_next_tick_tells_is_drawn_once(tmp_path):
    """The table is drawn once to a key's frame: the tick that follows the
    key at once tells its move's first words (or shows the computer
    thinking) and draws it then (ui.table.GameScreen.drawn)."""
    app, display, runner = game_at(tmp_path, PLAYING, dealer=1)  # (the human leads)
    screen = app.current
    drawn = []
    real = screen.redraw
    screen.redraw = lambda: drawn.append(1) or real()
    t = runner.now + 100
    at(app, t, OK)  # a card played: its words come at the tick
    assert app.session.teller.telling is not None and len(drawn) == 1
    runner.now = t
    runner.settle()
    drawn.clear()
    at(app, runner.now + 100, RIGHT)  # a cursor's move: nothing for the tick to tell
    assert len(drawn) == 1


@pytest.mark.parametrize("phase", [LAY_AWAY, PLAYING])
def test_start_at_a_decision_draws_no_table_frame_before_the_pause_menu(tmp_path, phase):
    """Start is only deferred to the next tick (the table let go before
    the pause menu is built): the key itself draws nothing."""
    app, display, runner = game_at(tmp_path, phase, dealer=1)
    screen = app.current
    drawn = []
    screen.redraw = lambda: drawn.append(1)
    at(app, runner.now + 100, MENU)
    assert drawn == [] and app.name() == "PauseScreen"


def test_in_hotseat_the_weighing_also_follows_the_frame_and_comes_before_the_pass_screen(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 1}, ["human", "human"], 5)
    runner.settle()
    ss = app.session
    for _ in range(20):  # (through the first pass screen, to Blue's lay-away)
        if ss.game.phase == LAY_AWAY and ss.human_turn() and app.current is app.game_screen:
            break
        runner.press("ok")
    p = ss.game.actor
    t = runner.now + 100
    at(app, t, OK)
    at(app, t + 200, RIGHT)
    at(app, t + 400, OK)  # both laid: the device goes to the other player next
    assert ss.game.actor != p and app.current is app.game_screen
    assert app.current.hand_cards(None) == []  # the frame after the key: the hand already gone
    assert ss.pending is not None and ss.coached is None  # and not weighed yet
    assert app.due(t + 400) == t + 400 + FRAME_MS
    for k in (1, 2):
        at(app, t + 400 + k * FRAME_MS)
    assert ss.pending is None and ss.counts[p]["lay_hands"] == 1  # weighed after that frame
    runner.now = t + 400 + 2 * FRAME_MS
    runner.settle()  # the pass screen comes once all is told
    assert app.name() == "PassScreen"


def test_a_play_is_weighed_after_its_frame_and_a_pause_at_once_sees_the_weighing(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    ss = app.session
    while not (ss.game.phase == PLAYING and ss.human_turn() and not ss.teller.messages):
        runner.press("ok")
        if app.name() == "CoachScreen":
            runner.press("ok")
    t = runner.now + 100
    before = ss.teller.shown.told[45]
    n = len(ss.actions)
    at(app, t, OK)
    assert len(ss.actions) == n + 1 and ss.pending is not None and ss.teller.shown.told[45] == before
    app.key(by_name("menu"))  # paused before the frame: the weighing is done first
    at(app, t + 2)
    assert app.name() == "PauseScreen" and ss.pending is None and ss.teller.shown.told[45] >= 1


def by_name(name):
    from ui.key_names import by_name as b
    return b(name)


def test_idle_dims_then_darkens_and_a_key_only_wakes(tmp_path):
    app, display, runner = make(tmp_path)
    set_dim(app, 30)
    at(app, 1000, DOWN)
    index = app.current.list.index
    assert display.brightness == 1.0 and app.dimmer.level == AWAKE
    at(app, 1000 + 29999)
    assert app.dimmer.level == AWAKE
    at(app, 1000 + 30000)
    assert app.dimmer.level == DIM and abs(display.brightness - 0.1) < 1e-9
    runner.shot("power_title_dimmed", scale=2)
    assert app.due(1000 + 30000) == 1000 + 150000  # off after five times the idle time
    at(app, 1000 + 150000)
    assert app.dimmer.level == OFF and display.brightness == 0
    assert app.due(1000 + 150000) is None  # dark: nothing until a key
    at(app, 200000, DOWN)  # wakes, does nothing else
    assert app.dimmer.level == AWAKE and display.brightness == 1.0
    assert app.current.list.index == index and app.name() == "TitleScreen"
    at(app, 200100, DOWN)  # the next key acts
    assert app.current.list.index != index
    assert app.due(200100) == 200100 + 30000  # idle counted again from the last key


def test_the_strip_dims_with_the_screen_and_goes_dark_and_a_game_is_written_when_off(tmp_path):
    from ui.pegboard import StripWriter

    class Pixels(list):
        shows = 0

        def show(self):
            self.shows += 1
    app, display, runner = make(tmp_path)
    n = len(app.leds.frame) // 3
    px = Pixels([(0, 0, 0)] * n)
    app.strip = StripWriter(px, n)
    set_dim(app, 30)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    to_phase(app, runner, PLAYING)
    t = runner.now
    lit_px = list(px)
    assert any(any(p) for p in lit_px)
    writes = []
    app.store.write_in = (lambda w: lambda buf, size: writes.append(size) or w(buf, size))(app.store.write_in)
    at(app, t + 30000 + IDLE_MS)
    assert app.dimmer.level == DIM
    assert [i for i, p in enumerate(px) if any(p)] == [i for i, p in enumerate(lit_px) if any(p)]
    assert all(max(p) == max(1, max(q) >> 3) for p, q in zip(px, lit_px) if any(q))  # an eighth
    writes.clear()
    at(app, t + 5 * 30000 + IDLE_MS)
    assert app.dimmer.level == OFF and not any(any(p) for p in px)
    assert writes  # the game written: the board may be put away dark


def test_the_battery_reads_its_charge_and_warns_once_when_low():
    mv = [3900]
    b = Battery(lambda: mv[0])
    assert b.text() == "batt 76%" and not b.low
    mv[0] = 4400
    b.value = 4400
    assert b.text() == "USB"
    b.value = 3800
    mv[0] = 3400
    said = []
    t = 0
    for _ in range(20):  # readings are smoothed: one low reading is not yet low
        t = b.due()
        said.append((b.tick(t), b.low))
        if b.low:
            break
    assert said[0] == (True, False) and said[-1][1] and b.text() == "batt low"
    mv[0] = 3550
    for _ in range(20):
        b.tick(b.due())
    assert b.low  # not charged: still low (no warning back and forth)
    mv[0] = 4000
    for _ in range(20):
        b.tick(b.due())
    assert not b.low and b.text().startswith("batt ")


def test_the_battery_is_low_only_under_3_5_volts():
    """Drained to 3.55 V the gauge still reads a percent (low is under 3.5
    V: a held-out mutant said "batt low" from 3.6 V); under it, low."""
    mv = [3900]
    b = Battery(lambda: mv[0])
    mv[0] = 3550
    for _ in range(30):
        b.tick(b.due())
    assert b.value == 3550 and not b.low and b.text() == "batt 16%"
    mv[0] = 3490
    for _ in range(30):
        b.tick(b.due())
    assert b.low and b.text() == "batt low"


def test_the_battery_gauge_follows_a_lipos_curve_through_each_of_its_points():
    """A LiPo's charge is flat in its middle: each point of the curve reads
    its own percent, and between two points the reading moves in step."""
    b = Battery(lambda: 3900)
    said = {}
    for mv in (3300, 3400, 3500, 3575, 3650, 3700, 3750, 3850, 4000, 4150, 4200):
        b.value = mv
        said[mv] = b.text()
    assert said == {3300: "batt 0%", 3400: "batt 5%", 3500: "batt 10%", 3575: "batt 20%", 3650: "batt 30%",
                    3700: "batt 40%", 3750: "batt 50%", 3850: "batt 70%", 4000: "batt 90%",
                    4150: "batt 100%", 4200: "batt 100%"}


def test_the_gauge_is_on_the_title_and_the_pause_menu_and_low_warns_with_a_checkpoint(tmp_path):
    from sim.build import build
    from sim.headless import Runner
    app, display, runner = make(tmp_path)
    mv = [3900]
    app = build(display, str(tmp_path / "b"), 1, battery_volts=3.9)
    app.battery = Battery(lambda: mv[0])
    runner = Runner(app, display, SHOTS)
    app.to_title()
    title = app.current.title.text
    assert title.startswith("Pocket Cards") and title.endswith("batt 76%") and len(title) == 25
    runner.shot("power_title_battery", scale=2)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    ss = app.session
    while not (ss.game.phase == LAY_AWAY and ss.human_turn() and not ss.teller.messages):
        runner.press("ok")
    runner.press("menu")
    assert app.name() == "PauseScreen" and app.current.title.text.endswith("batt 76%")
    runner.press("ok")  # Resume
    writes = []
    app.store.write_in = (lambda w: lambda buf, size: writes.append(size) or w(buf, size))(app.store.write_in)
    mv[0] = 3300
    now = runner.now
    for _ in range(10):
        now = max(now + 1, app.battery.due())
        app.tick(now)
        if app.battery.low:
            break
    assert app.battery.low and writes  # a checkpoint, at once
    assert ss.teller.message == "battery low: charge soon"  # told on the table at once
    runner.now = now
    runner.shot("power_battery_low_warning", scale=2)
    runner.press("menu")
    assert app.current.title.text.endswith("batt low")
    runner.shot("power_pause_battery_low", scale=2)
    n = len(writes)
    for _ in range(5):  # said once
        now = app.battery.due()
        app.tick(now)
    assert len(writes) == n and app.notice == "battery low: charge soon"


def test_a_board_started_on_a_low_battery_says_so_and_still_offers_the_saved_game(tmp_path):
    from sim.build import build
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    runner.press("menu")
    runner.press("up")  # Quit to menu
    runner.press("ok")
    assert app.name() == "TitleScreen" and app.saved_text
    again = build(display, str(tmp_path), 1, battery_volts=3.3)
    rows = [r[0] for r in again.current.rows]
    assert rows[0].startswith("Resume Cribbage")
    assert again.current.footer.text.strip() == "battery low: charge soon"
    assert again.current.title.text.endswith("batt low")


def test_a_hint_draws_its_thinking_words_before_hards_search_starts(tmp_path):
    """The hint's search (hard's weighing of a lay-away, or its search of
    the play: up to a second on the board) is the player's own request:
    "hint: thinking..." is on the screen before it starts (the board's
    display refreshes while Python runs), the card once it is found."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    ss = app.session
    asked = ss.ask_hint
    seen = []

    def watched():
        seen.append(app.current.msg.text)
        return asked()
    ss.ask_hint = watched
    for phase in (LAY_AWAY, PLAYING):
        for _ in range(60):
            if ss.game.phase == phase and ss.human_turn() and not ss.teller.messages:
                break
            runner.press("ok")
            if app.name() == "CoachScreen":
                runner.press("ok")
        if phase == PLAYING:  # (the play's first hint opens the coach's page: seen already)
            ss.coach_seen = True
        seen.clear()
        at(app, runner.now + 100, by_name("hint"))
        assert seen == ["hint: thinking..."]  # drawn before the search
        assert ss.hint is not None and ss.teller.message.startswith(("hint: ", "play ")) and "thinking" not in ss.teller.message
        if phase == LAY_AWAY:
            runner.press("ok")
            runner.press("right")
            runner.press("ok")
