"""The words the screens say, where they were wrong or unclear (issue
#34's L7 and L9): each as a player would find it on the screen."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tests.test_telling import STEP_MS, to_the_show  # noqa: E402
from tests.test_ui import choose, make  # noqa: E402
from ui.key_names import by_name  # noqa: E402
from ui.widgets import WHITE, YELLOW  # noqa: E402


def test_three_for_last_is_said_once():
    from ui.cribbage.rules import event_words
    e = ("score", 1, 1, 3, (("three_for_last", (), 3),), 3, 0)
    assert event_words(e, ["Red", "Blue"])[0] == "Blue pegs 3 to start"


def test_the_info_line_says_played_and_none_yet_and_nothing_at_the_game_s_end(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 1, "target": 61}, ["human", "hard"], 5)
    seen = set()
    for _ in range(3000):
        ss = app.session
        if app.name() == "ResultScreen":
            break
        if app.name() == "CribbageScreen":
            info = app.current.info.text
            assert "laid" not in info and "cards 0" not in info, info
            if ss.game.actor is None:
                assert info.strip() == "", info
                seen.add("over")
            elif info.startswith("Blue* played none yet"):
                seen.add("none yet")
        app.key(by_name("ok"))
        runner.now += STEP_MS
        app.tick(runner.now)
        if app.name() == "CribbageScreen" and not app.session.teller.messages:
            app.key(by_name("right"))
    assert seen == {"over", "none yet"}, seen


def test_game_resumed_goes_with_the_first_move(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    runner.press("menu")
    choose(runner, app, "Quit")
    runner.press("ok")  # Resume Cribbage
    assert app.session.teller.message == "game resumed"
    runner.now += 2000  # (its time over: it stays up until something else is said)
    app.tick(runner.now)
    assert app.session.teller.message == "game resumed"
    app.key(by_name("ok"))
    app.key(by_name("ok"))  # two cards laid away: the words go with the move
    assert len(app.session.actions) and app.session.teller.message != "game resumed"


def test_a_human_next_in_hotseat_is_never_said_to_think(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "human"], 5)
    frames = 0
    for _ in range(600):
        app.key(by_name("ok"))
        for _ in range(30):
            runner.now += STEP_MS
            app.tick(runner.now)
            if app.name() == "CribbageScreen":
                frames += 1
                assert "thinks" not in app.current.prompt.text, app.current.prompt.text
    assert frames > 100


def test_ok_go_on_is_yellow_after_a_pause_at_a_held_count(tmp_path):
    app, display, runner = make(tmp_path)
    app.prefs.values["pace"] = "slow"  # (a count held for OK)
    app.prefs.apply(app)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    to_the_show(runner, app)
    for _ in range(400):
        runner.now += STEP_MS
        app.tick(runner.now)
        if app.session.teller.held:
            break
    assert app.current.prompt.text == "ok: go on" and app.current.prompt.color == YELLOW
    runner.press("menu")
    choose(runner, app, "Resume")
    assert app.current.prompt.text == "ok: go on" and app.current.prompt.color == YELLOW
    app.key(by_name("ok"))
    runner.now += STEP_MS
    app.tick(runner.now)
    assert app.current.prompt.color == WHITE or app.current.prompt.text == "ok: go on"


def test_help_says_kings_and_queens_end_a_turn_only_when_not_wild():
    with open(os.path.join(os.path.dirname(__file__), "..", "assets", "help.txt")) as f:
        help_text = f.read()
    assert "Q and K end your turn" not in help_text
    assert "Q and K (when not wild)\nend your turn." in help_text


def test_a_long_list_marks_the_rows_above_and_below(tmp_path):
    app, display, runner = make(tmp_path)
    runner.settle()
    app.setup("trash")
    runner.settle()
    s = app.current
    while not s.rows[0][0].endswith(" 8"):  # eight players: more rows than the window
        s.list.index = 0
        runner.press("right")
    s.list.index = 0
    s.list.render()
    assert len(s.rows) > s.list.rows
    marks = s.list.more.text.split("\n")
    assert marks[0].strip() == "" and marks[-1] == "v"
    for _ in range(len(s.rows) - 1):
        runner.press("down")
    marks = s.list.more.text.split("\n")
    assert marks[0] == "^" and marks[-1].strip() == ""
    runner.shot("setup_trash_8_scrolled")


def test_trash_reveal_says_whether_the_cards_fit():
    """A second chance's turn-up: "fit!" only when they do (the event's
    fourth field; its third is the cards, never empty)."""
    from ui.trash.rules import lines
    names = ["Red", "Blue"]
    said = [t for t, _, _ in lines(("reveal", 1, bytes((3, 9)), False), names) if isinstance(t, str)]
    assert said == ["Blue's don't fit"]
    said = [t for t, _, _ in lines(("reveal", 1, bytes((3, 9)), True), names) if isinstance(t, str)]
    assert said == ["Blue's cards fit!"]


def test_one_human_keeps_the_hand_row_while_a_move_is_told(tmp_path):
    """Against computers the hand row stays while a move's words are told
    (only with two or more humans at the device does a hand go at once)."""
    from engine.cribbage import PLAYING
    from tests.test_power import game_at
    app, display, runner = game_at(tmp_path, PLAYING, dealer=1)
    ss = app.session
    app.key(by_name("ok"))  # a card played: its words told next, the computer's reply too
    frames = 0
    while ss.teller.messages or not ss.human_turn():
        assert app.current.hand_cards(None)  # every frame: the hand row still shows its cards
        runner.now += 20
        app.tick(runner.now)
        frames += 1
    assert frames > 10 and [s for s in app.current.hand if not s.hidden]
