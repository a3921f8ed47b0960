"""The handheld's screens, driven by keys as a player would, headless
(SDL_VIDEODRIVER=dummy): complete games of both games on every table reach
the result screen (a hotseat game's privacy, frame by frame: tests/test_telling.py). Screenshots of every screen are kept in
out/screens/ as artefacts of the run."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import displayio  # noqa: E402
import pytest  # noqa: E402
import pygame  # noqa: E402

from engine.cards import NONE, name as card_name  # noqa: E402
from sim.build import build  # noqa: E402
from sim.display import OffscreenDisplay  # noqa: E402
from sim.headless import Runner  # noqa: E402
from tests.conftest import FIGURES, ROOT  # noqa: E402
from ui.card_art import BACK, DIM  # noqa: E402
from ui.key_names import by_name  # noqa: E402
from ui.store import SLOTS  # noqa: E402

SHOTS = os.path.join(ROOT, "out", "screens")


_DISPLAY = {}
CLUE = (240, 240)


def make(tmp_path, seed=1, size=(160, 128), settings=None):
    """The app on a display of this size (the PyBadge's, or CLUE), with a
    runner pressing its keys; `settings`: a settings.toml to read."""
    if size not in _DISPLAY:  # displayio allows only so many displays: one a size, shared
        displayio.CIRCUITPY_DISPLAY_LIMIT = 2  # (the library's limit is one, as on a board)
        _DISPLAY[size] = OffscreenDisplay(*size)
    display = _DISPLAY[size]
    display.brightness = 1.0  # (a display shared: the app before may have left it dimmed,
    display.auto_refresh = True  # or its picture held; a board's starts lit, refreshing by itself)
    app = build(display, str(tmp_path), seed, settings=settings)
    return app, display, Runner(app, display, SHOTS)


def signature(app):
    ss = app.session
    return (app.name(), ss.game.snapshot() if ss else None, getattr(app.current, "sel", None),
            getattr(app.current, "value", None), getattr(app.current, "take", None),
            tuple(getattr(app.current, "raised", ())), ss is not None and ss.teller.held)


def drive_to_result(runner, app, limit=6000, check=None):
    """Press OK like an impatient player; when OK changes nothing, move right."""
    presses = 0
    while app.name() != "ResultScreen":
        before = signature(app)
        runner.press("ok")
        if check:
            check(app)
        if signature(app) == before:
            runner.press("right")
            if check:
                check(app)
        presses += 1
        assert presses < limit, "stuck on %s" % app.name()
    return presses


PLAYERS = ("engine.crib_ai", "engine.crib_search", "engine.crib_pairs_six", "engine.crib_pairs_five")


def forget(names):
    """Modules out of sys.modules, as on a board before a game loads them
    (here another test may have imported them for good)."""
    for n in names:
        sys.modules.pop(n, None)


@pytest.mark.parametrize("table, seats", [
    ("2p6", "human,hard"), ("2p5", "human,normal"), ("3p", "human,easy,hard"),
    ("4p", "human,hard,normal,easy"),
])
def test_a_whole_cribbage_game_through_the_ui(tmp_path, table, seats):
    app, display, runner = make(tmp_path)
    forget(PLAYERS)
    opts = app.prefs.options("cribbage")
    opts.update({"table": table, "target": 61})
    app.start_game("cribbage", opts, seats.split(","), 7)
    runner.settle()
    runner.shot("cribbage_%s_start" % table)
    drive_to_result(runner, app)
    runner.shot("cribbage_%s_result" % table)
    assert app.session.game.winner is not None
    # the computer players and hard's search (loaded with the game) let go at
    # the result, which needs none of them: the room the result's page takes
    assert not set(PLAYERS) & set(sys.modules)
    runner.press("ok")  # play again: a new game, the loser deals
    assert app.name() in ("CribbageScreen", "PassScreen")


@pytest.mark.parametrize("players, seats", [(2, "human,hard"), (4, "human,easy,normal,hard")])
def test_a_whole_trash_game_through_the_ui(tmp_path, players, seats):
    app, display, runner = make(tmp_path)
    forget(("engine.trash_ai",))
    opts = app.prefs.options("trash")
    opts.update({"players": players, "goal": 8})
    app.start_game("trash", opts, seats.split(","), 5)
    runner.settle()
    runner.shot("trash_%dp_start" % players)
    drive_to_result(runner, app)
    runner.shot("trash_%dp_result" % players)
    assert app.session.game.winners
    assert "engine.trash_ai" not in sys.modules  # (let go at the result, as Cribbage's)
    runner.press("ok")  # play again
    assert app.name() in ("TrashScreen", "PassScreen")


def shown_card(t):
    """The card a card-art tile shows (a dimmed card is still that card)."""
    return t - DIM if t >= DIM else t


def visible_cards(group, out):
    """Every card tile drawn (not hidden) anywhere under a group."""
    for item in group:
        if getattr(item, "hidden", False):
            continue
        if isinstance(item, displayio.TileGrid):
            if item.tile_width == 20:  # card art
                t = shown_card(item[0])
                if t < BACK:  # a card (or a joker): backs, empty places, the cursor are not
                    out.append(t)
        elif isinstance(item, displayio.Group):
            visible_cards(item, out)
    return out


def test_one_human_never_sees_a_pass_screen(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "3p", "target": 61}, ["human", "hard", "easy"], 3)
    runner.settle()

    def check(app):
        assert app.name() != "PassScreen"
    drive_to_result(runner, app, check=check)


def choose(runner, app, label):
    """Move the cursor down to the row starting with `label` and press OK."""
    for _ in range(20):
        rows = app.current.rows
        if rows[app.current.list.index][0].startswith(label):
            runner.press("ok")
            return
        runner.press("down")
    raise AssertionError("no row %r on %s" % (label, app.name()))


def test_every_screen_is_reachable_and_photographed(tmp_path):
    app, display, runner = make(tmp_path)
    runner.settle()
    runner.shot("title")
    names = {app.name()}
    choose(runner, app, "Play Cribbage")
    runner.shot("setup_cribbage")
    names.add(app.name())
    choose(runner, app, "Rules")
    runner.shot("rules_cribbage")
    names.add(app.name())
    runner.press("back")
    assert app.name() == "SetupScreen"
    runner.press("back")
    choose(runner, app, "Play Trash")
    runner.shot("setup_trash")
    runner.press("back")
    choose(runner, app, "Settings")
    runner.shot("settings")
    names.add(app.name())
    runner.press("back")
    choose(runner, app, "How to play")
    runner.shot("help")
    names.add(app.name())
    runner.press("back")
    choose(runner, app, "About")
    runner.shot("about")
    runner.press("back")
    assert app.name() == "TitleScreen"
    app.start_game("cribbage", {"dealer": 0}, ["human", "hard"], 3)
    runner.settle()
    runner.shot("cribbage_lay_away")
    runner.press("menu")
    runner.shot("pause")
    names.add(app.name())
    runner.press("back")
    assert app.name() == "CribbageScreen"
    app.start_game("trash", {"players": 3}, ["human", "hard", "human"], 3)
    runner.settle()
    runner.shot("trash_draw")
    assert {"SetupScreen", "OptionsScreen", "HelpScreen", "PauseScreen"} <= names


def test_settings_persist_and_a_damaged_file_is_reported(tmp_path):
    app, display, runner = make(tmp_path)
    runner.settle()
    choose(runner, app, "Settings")
    runner.press("down")
    runner.press("right")  # computer pace: normal -> slow
    assert app.prefs.get("pace") == "slow"
    assert make(tmp_path)[0].prefs.get("pace") == "normal"  # not written at each change (a flash erase)
    runner.press("back")  # the screen goes: written
    app2, _, _ = make(tmp_path)
    assert app2.prefs.get("pace") == "slow"
    from sim.build import FileRegion
    from ui.store import Store
    Store(FileRegion(os.path.join(str(tmp_path), "nvm.bin"))).save("settings", b"v=1\npace=warp\nsound=\xff\xfe\n")
    app3, _, runner3 = make(tmp_path)
    assert app3.prefs.get("pace") == "normal" and app3.prefs.problems
    assert app3.notice  # said on the title screen
    runner3.settle()
    runner3.shot("title_damaged_settings")


def test_a_setting_changed_and_left_on_the_screen_is_written_when_the_board_goes_dark(tmp_path):
    """A change is written once its screen goes (above), or when the board
    dims to off with the screen still up: it may be put away then."""
    app, display, runner = make(tmp_path)
    runner.settle()
    choose(runner, app, "Settings")
    runner.press("down")
    runner.press("right")
    for _ in range(2000):
        runner.now += 1000
        app.tick(runner.now)
        if app.dimmer.level > 1:
            break
    assert app.dimmer.level > 1 and app.name() == "OptionsScreen"
    assert make(tmp_path)[0].prefs.get("pace") == "slow"


def test_stray_keys_never_crash(tmp_path):
    from engine.rng import Rng
    app, display, runner = make(tmp_path)
    keys = ("left", "right", "up", "down", "ok", "back", "menu", "hint")
    r = Rng(4)
    from engine.savegame_load import replay
    screens = set()
    moves = 0
    for _ in range(1500):
        runner.press(keys[r.below(len(keys))])
        # one screen on the display, the one the app says it shows
        assert list(app.canvas) == [app.current.group], app.name()
        screens.add(app.name())
        ss = app.session
        if ss is not None and len(ss.actions):  # every move made is a move recorded
            moves += 1
            assert replay(ss.rules.new_game, ss.options, ss.seed, bytes(ss.actions)).snapshot() == ss.game.snapshot()
    assert {"TitleScreen", "SetupScreen", "PauseScreen"} <= screens and moves > 0, screens


def test_two_keys_in_one_poll_never_crash(tmp_path):
    """The board's loop hands the app every key waiting before the next
    tick. A key that lets its screen go (the next one is built at the
    tick: app.defer) may be followed by another in the same poll: it is
    dropped, not pressed on a screen that is gone. (Resume from the pause
    menu, then OK: an AttributeError before.)"""
    from engine.rng import Rng
    from ui.actions import OK
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 3)
    runner.settle()
    runner.press("menu")
    assert app.name() == "PauseScreen"
    app.key(OK)  # Resume: the pause menu goes now, the table comes at the tick
    app.key(OK)
    runner.settle()
    assert app.name() == "CribbageScreen" and list(app.canvas) == [app.current.group]
    keys = ("left", "right", "up", "down", "ok", "back", "menu", "hint")
    r = Rng(5)
    screens = set()
    for _ in range(1500):
        for _ in range(1 + r.below(3)):  # one to three keys before the tick
            app.key(by_name(keys[r.below(len(keys))]))
        runner.settle()
        assert list(app.canvas) == [app.current.group], app.name()
        screens.add(app.name())
    assert {"TitleScreen", "SetupScreen", "PauseScreen", "CribbageScreen"} <= screens, screens


class FakeDisplay:
    def __init__(self, w, h):
        self.width, self.height = w, h
        self.root_group = None


@pytest.mark.parametrize("w, h, scale, x, y", [(160, 128, 1, 0, 0), (240, 240, 2, 0, 0),
                                               (320, 240, 2, 40, 0), (320, 256, 2, 0, 0), (480, 480, 4, 0, 0),
                                               (360, 240, 2, 60, 0)])  # (120x120 at the height's scale, not the width's)
def test_bigger_screens_centre_or_scale_the_picture(tmp_path, w, h, scale, x, y):
    from sim.build import ART, App
    app = App(FakeDisplay(w, h), ART)
    assert (app.canvas.scale, app.canvas.x, app.canvas.y) == (scale, x, y)
    assert app.display.root_group is app.root
    narrow = w * h != 160 * 128 * scale * scale  # not the 160x128 layout: the CLUE's 120x120
    assert app.layout.width == (120 if narrow else 160) and app.canvas.x * 2 + (120 if narrow else 160) * scale == w


def cribbage_under_way(tmp_path, keys=("ok", "ok", "ok", "right", "ok", "ok"), seed=5):
    """A one-human Cribbage game, these keys in (by default, the lay-away done)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"dealer": 0}, ["human", "hard"], seed)
    runner.settle()
    for k in keys:
        runner.press(k)
    return app, display, runner


def test_in_the_play_a_card_that_would_pass_31_is_dimmed_on_the_players_turn(tmp_path):
    """The hand's cards worth more than 31 less the count are drawn dimmed
    (the sheet's dimmed copy, ui.card_art.DIM + card) only while the human
    is to play; a playable card never is, and nothing is dimmed otherwise."""
    seen = {"dimmed": 0, "turns": 0}
    for seed in (5, 6, 7, 8, 9):  # games until a card of the human's does not fit the count
        _play_dimming(tmp_path / str(seed), seed, seen)
        if seen["dimmed"]:
            break
    assert seen["turns"] >= 5 and seen["dimmed"] >= 1, seen


def _play_dimming(tmp_path, seed, seen):
    from engine.cribbage import PLAYING
    from ui.card_art import DIM
    tmp_path.mkdir()
    app, display, runner = cribbage_under_way(tmp_path, seed=seed)
    ss, screen = app.session, app.current
    for _ in range(400):
        v = ss.teller.view()
        hand = screen.hand_cards(v)
        tiles = [s[0] for s in screen.hand[:len(hand)]]
        if v["phase"] == PLAYING and ss.human_turn() and not ss.teller.messages:
            seen["turns"] += 1
            for c, t in zip(hand, tiles):
                assert t == (DIM + c if min(10, (c >> 2) + 1) + v["count"] > 31 else c), (c, v["count"])
            if any(t >= DIM for t in tiles) and not seen["dimmed"]:
                runner.shot("cribbage_unplayable_dimmed", scale=2)
            seen["dimmed"] += sum(1 for t in tiles if t >= DIM)
            screen.sel = [t < DIM for t in tiles].index(True)  # (a go would leave no card lit)
        else:
            assert all(t < DIM for t in tiles)
        runner.press("ok")
        if app.name() != "CribbageScreen":
            break


def test_after_a_power_cut_the_hand_in_play_is_dealt_again_and_said(tmp_path):
    app, display, runner = cribbage_under_way(tmp_path)
    g = app.session.game
    assert g.hand_no == 0  # the first hand, which started at 0-0 (its play may have pegged since)
    hand_start, seen = ([0, 0], g.dealer, g.hand_no), app.session.teller.view()["hand"]
    # the power goes: a new app on the same storage
    app2, _, runner2 = make(tmp_path)
    runner2.settle()
    assert app2.name() == "TitleScreen" and app2.current.rows[0][0].startswith("Resume Cribbage")
    runner2.shot("title_resume")
    app2.key(by_name("ok"))
    for _ in range(3):  # the resume, then the first of its words
        runner2.now += 50
        app2.tick(runner2.now)
    assert app2.name() == "CribbageScreen"  # one human: no pass screen
    g2 = app2.session.game
    assert (g2.scores, g2.dealer, g2.hand_no) == hand_start and app2.session.teller.view()["hand"] != seen
    assert app2.session.teller.message == "hand lost: dealt again"
    runner2.shot("resumed_hand_dealt_again")


def test_after_the_pause_menu_the_game_resumes_exactly(tmp_path):
    app, display, runner = cribbage_under_way(tmp_path)
    runner.press("menu")  # a checkpoint
    before = app.session.game.snapshot()
    app2, _, runner2 = make(tmp_path)  # the power goes
    runner2.settle()
    runner2.press("ok")
    assert app2.name() == "CribbageScreen" and app2.session.game.snapshot() == before


def test_quit_to_menu_keeps_the_game_saved_and_offered(tmp_path):
    app, display, runner = cribbage_under_way(tmp_path)
    before = app.session.game.snapshot()
    scores = "-".join(str(s) for s in app.session.game.scores)
    runner.press("menu")
    choose(runner, app, "Quit")
    assert app.name() == "TitleScreen" and app.session is None
    assert app.current.rows[0][0] == "Resume Cribbage " + scores
    runner.shot("title_after_quit")
    runner.press("ok")
    runner.settle()
    assert app.name() == "CribbageScreen" and app.session.game.snapshot() == before
    runner.press("menu")
    choose(runner, app, "Quit")
    app2, _, runner2 = make(tmp_path)  # and it was written: the power may go now
    assert app2.current.rows[0][0] == "Resume Cribbage " + scores


def test_restart_asks_first_and_no_keeps_the_game(tmp_path):
    app, display, runner = cribbage_under_way(tmp_path, ("ok",))
    before = app.session.game.snapshot()
    runner.press("menu")
    choose(runner, app, "Restart")
    assert app.name() == "ConfirmScreen" and app.current.title.text == "Restart?"
    assert [r[0] for r in app.current.rows] == ["No, keep it", "Yes"] and app.current.list.index == 0
    runner.shot("confirm_restart")
    runner.press("ok")  # No (the row the cursor starts on)
    assert app.name() == "PauseScreen" and app.session.game.snapshot() == before
    choose(runner, app, "Restart")
    runner.press("back")  # back is No too
    assert app.name() == "PauseScreen" and app.session.game.snapshot() == before
    choose(runner, app, "Restart")
    choose(runner, app, "Yes")
    runner.settle()
    assert app.name() == "CribbageScreen" and len(app.session.teller.view()["hand"]) == 6  # a new deal
    assert app.session.game.snapshot() != before


def test_a_new_game_over_a_saved_one_asks_first(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("trash", {"players": 2}, ["human", "hard"], 5)
    runner.settle()
    runner.press("ok")
    runner.press("menu")
    choose(runner, app, "Quit")
    saved = app.saved_text
    choose(runner, app, "Play Cribbage")
    choose(runner, app, "Start!")
    assert app.name() == "ConfirmScreen" and app.current.title.text == "New game?"
    assert "Trash" in app.current.detail.text
    runner.shot("confirm_new_game")
    runner.press("ok")  # No: back to the table's setup, the saved game kept
    assert app.name() == "SetupScreen" and app.saved_text == saved
    choose(runner, app, "Start!")
    choose(runner, app, "Yes")
    runner.settle()
    assert app.name() == "CribbageScreen" and app.saved_text == ""
    app2, _, runner2 = make(tmp_path)
    assert app2.saved_text.startswith("Resume Cribbage")  # the new game is the one saved now


def test_two_cards_laid_away_are_one_choice_and_written_only_at_the_next_checkpoint(tmp_path):
    from engine.cribbage import LAY, LAY_AWAY
    app, display, runner = cribbage_under_way(tmp_path, ())
    ss, screen = app.session, app.current
    while ss.game.phase != LAY_AWAY or not ss.human_turn():
        runner.press("ok")
    hand = list(ss.teller.view()["hand"])
    writes = app.store.writes
    runner.press("ok")  # the first card is only raised, the cursor on to the next
    first = screen.raised[0]
    assert first in hand and sorted(ss.teller.view()["hand"]) == sorted(hand)  # nothing laid yet
    assert screen.hand[screen.hand_cards(ss.teller.view()).index(first)].y < 0
    assert screen.prompt.text == "Lay away 1 more" and screen.sel == 1
    runner.shot("cribbage_lay_away_one_chosen")
    screen.sel = 0
    runner.press("ok")  # ok on it again: taken back
    assert screen.raised == [] and all(h.y == 0 for h in screen.hand)
    runner.press("ok")
    assert screen.raised == [first]
    runner.press("back")  # B drops the raised card too, and lays nothing
    assert screen.raised == [] and all(h.y == 0 for h in screen.hand)
    assert sorted(ss.teller.view()["hand"]) == sorted(hand) and app.name() == "CribbageScreen"
    screen.sel = screen.hand_cards(ss.teller.view()).index(first)
    runner.press("ok")
    runner.press("right")  # (it moved on to the next card already: one further)
    runner.press("ok")  # the second card: both go
    assert len(ss.teller.view()["laid_away"]) == 2 and first in ss.teller.view()["laid_away"]
    assert app.store.writes == writes  # flash wears: nothing written in the middle of a hand
    runner.press("menu")
    assert app.store.writes == writes + 1  # the pause menu is a checkpoint


def test_the_lay_away_hint_raises_its_whole_lay_away_and_ok_lays_it(tmp_path):
    """Select at the lay-away raises every card of the hint's lay-away and
    names them with the reason (what the kept cards hold); the next OK
    lays those very cards away (a held-out trial: OK, OK laid the hint's
    first card and the next one in the row)."""
    from engine.cards import name as card_name
    from engine.cribbage import LAY_AWAY
    from engine.crib_score import score_show
    for seed, table, seats in ((5, "2p6", ["human", "hard"]), (8, "3p", ["human", "hard", "hard"]),
                               (3, "4p", ["human", "hard", "hard", "hard"])):
        app, display, runner = make(tmp_path / str(seed))
        app.start_game("cribbage", {"table": table}, seats, seed)
        runner.settle()
        ss, screen = app.session, app.current
        for _ in range(30):
            if ss.game.phase == LAY_AWAY and ss.human_turn() and not ss.teller.messages:
                break
            runner.press("ok")
        hand = sorted(ss.teller.view()["hand"])
        runner.press("hint")
        laid = sorted(ss.hint_lay)
        assert len(laid) == ss.game.lay_per and sorted(screen.raised) == laid
        assert [c for c, h in zip(hand, screen.hand) if h.y < 0] == laid
        assert ss.teller.message == "hint: lay away " + " ".join(card_name(c) for c in laid)
        kept = score_show([c for c in hand if c not in laid], 255)
        assert screen.info.text == ("keeps %d points in hand" % kept if kept else "the best odds with the cut")
        assert screen.prompt.text == ("ok: lay them away" if len(laid) > 1 else "ok: lay it away")
        runner.shot("cribbage_hint_lay_away_%s" % table)
        runner.press("ok")
        assert sorted(ss.game.view(0)["laid_away"]) == laid, (table, laid)


def test_a_hotseat_game_resumes_behind_a_pass_screen(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"dealer": 0}, ["human", "human"], 5)
    runner.settle()
    runner.press("ok")  # the pass screen for the first player
    runner.press("ok")  # lays a card away
    app2, _, runner2 = make(tmp_path)
    runner2.settle()
    runner2.press("ok")  # resume
    assert app2.name() == "PassScreen"
    assert visible_cards(app2.root, []) == []


def test_flash_damaged_in_both_slots_is_reported_and_everything_starts_afresh(tmp_path):
    app, display, runner = make(tmp_path)
    app.prefs.cycle("pace")  # a setting, kept apart
    app.start_game("trash", {"players": 2}, ["human", "hard"], 5)
    runner.settle()
    runner.press("ok")
    path = os.path.join(str(tmp_path), "nvm.bin")
    data = bytearray(open(path, "rb").read())
    for start in SLOTS:  # both slots: settings, statistics and game are one record
        for i in range(start + 3, start + 60):
            data[i] ^= 0x33
    open(path, "wb").write(bytes(data))
    app2, _, runner2 = make(tmp_path)
    runner2.settle()
    assert app2.saved_text == "" and app2.name() == "TitleScreen"
    assert app2.notice == "saved data damaged: reset"
    assert app2.prefs.get("pace") == "normal"
    runner2.shot("title_save_damaged")


@pytest.mark.parametrize("damage", ["another version", "cut short", "not a save"])
def test_a_save_of_every_bad_kind_is_reported_and_settings_survive(tmp_path, damage):
    from sim.build import FileRegion
    from ui.store import Store
    app, display, runner = make(tmp_path)
    app.prefs.cycle("pace")
    app.start_game("cribbage", {"dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    store = Store(FileRegion(os.path.join(str(tmp_path), "nvm.bin")))
    good = store.load("game")
    if damage == "another version":
        store.save("game", good[:2] + b"\x09" + good[3:])
    elif damage == "cut short":
        store.save("game", good[:len(good) // 2])
    else:
        store.save("game", b"\x00" * 40)
    app2, _, runner2 = make(tmp_path)
    runner2.settle()
    assert app2.saved_text == "" and app2.notice == "saved game unreadable"
    assert app2.prefs.get("pace") == app.prefs.get("pace") != "normal"


def test_fuzzing_keys_and_power_cuts_never_break_the_game_or_its_save(tmp_path):
    """Random keys through every table of both games (tools/soak.py, short):
    no exception reaches the top, every action is legal (the engine
    checks), and when the power goes the game is offered and resumes to
    exactly the live game."""
    from tools.soak import TABLES, soak
    make(tmp_path)  # the shared display
    n = soak(_DISPLAY[(160, 128)], 220, 1, str(tmp_path), cut_one_in=60)
    assert n["cuts"] > 20 and n["games"] > 0
    FIGURES.append("UI fuzz: %d random key presses over %d tables, %d power cuts each resumed to the live "
                   "game's last checkpoint, %d games finished" % (n["presses"], len(TABLES), n["cuts"], n["games"]))


def test_an_unexpected_error_is_shown_and_the_game_carries_on(tmp_path):
    app, display, runner = cribbage_under_way(tmp_path, ("ok",))
    before = app.session.game.snapshot()
    app.crash(MemoryError())
    assert app.name() == "ErrorScreen"
    runner.shot("error")
    assert "memory" in app.current.body.text
    runner.press("ok")
    assert app.name() == "CribbageScreen" and app.session.game.snapshot() == before


def test_statistics_count_finished_games_and_reset_after_asking(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"target": 61, "dealer": 0}, ["human", "hard"], 9)
    runner.settle()
    drive_to_result(runner, app)
    st = app.stats
    assert st.get("Red", "cribbage", "games") == 1 and [t[0] for t in st.counts()] == ["Red"]  # (a computer's seat: not counted)
    assert st.get("Red", "cribbage", "wins") == (app.session.game.winner == 0)
    assert st.get("Red", "cribbage", "hands") > 0 and st.get("Red", "cribbage", "deals") > 0
    app2, _, runner2 = make(tmp_path)  # kept in the store
    assert app2.stats.get("Red", "cribbage", "games") == 1
    runner2.settle()
    choose(runner2, app2, "Statistics")
    runner2.shot("statistics")
    assert app2.current.rows[0][0].startswith("Red: 1 played")
    runner2.press("ok")
    runner2.shot("statistics_page")
    assert app2.current.body.text.startswith("Red: played 1, won ")
    runner2.press("back")  # back to the statistics' rows, not to the title
    assert app2.name() == "StatsScreen"
    choose(runner2, app2, "Reset")
    assert app2.current.rows[0][0].startswith("No")  # asks first
    runner2.press("ok")
    assert app2.stats.get("Red", "cribbage", "games") == 1  # "no" kept them
    choose(runner2, app2, "Reset")
    choose(runner2, app2, "Yes")
    assert app2.stats.rows == {}


def test_help_pages_are_read_from_the_drive_one_at_a_time(tmp_path):
    app, display, runner = make(tmp_path)
    choose(runner, app, "How to play")
    pages = []
    for _ in range(24):
        pages.append(app.current.body.text)
        runner.press("right")
    with open(os.path.join(ROOT, "assets", "help.txt")) as f:
        on_file = [p.strip("\n") for p in f.read().split("---\n")]
    assert pages[:len(on_file)] == on_file and pages[-1] == on_file[-1]
    assert app.current.footer.text.startswith("page %d/%d" % (len(on_file), len(on_file)))
    app.help_path = str(tmp_path / "no_such.txt")  # a drive without the file: said, no crash
    runner.press("back")
    choose(runner, app, "How to play")
    assert "help file is missing" in app.current.body.text


def test_the_memory_readout_opens_on_about_only(tmp_path):
    app, display, runner = make(tmp_path)
    choose(runner, app, "About")
    about = app.current.body.text
    runner.press("hint")  # Select on a PyBadge
    assert "Memory readout" in app.current.body.text and "only on a board" in app.current.body.text
    runner.press("hint")
    assert app.current.body.text == about
    runner.press("back")
    choose(runner, app, "How to play")
    runner.press("hint")  # not on the help pages
    assert "Memory readout" not in app.current.body.text


def test_a_game_holds_only_its_own_modules(tmp_path):
    """Memory: a Cribbage game does not hold Trash (engine, players, screen)
    nor the menus; leaving a game lets its modules go."""
    import sys

    from ui.modules import release
    app, display, runner = make(tmp_path)
    others = ("engine.trash", "engine.trash_ai", "ui.trash.screen", "ui.trash.rules", "ui.menus",
              "ui.prefs", "ui.stats")
    own = ("engine.cribbage", "engine.crib_ai", "ui.cribbage.screen", "ui.cribbage.rules", "ui.session")
    release(*others + own)  # other tests of this process may have imported them (a board
    # at the title holds none of them: a game lets go what was loaded since its start)
    app.start_game("cribbage", {"dealer": 0}, ["human", "hard"], 3)
    runner.settle()
    loaded = set(sys.modules)
    assert {"engine.cribbage", "engine.crib_ai", "ui.cribbage.screen", "ui.cribbage.rules"} <= loaded
    assert not loaded & set(others)
    runner.press("menu")
    choose(runner, app, "Quit")
    assert app.name() == "TitleScreen"
    loaded = set(sys.modules)
    assert not loaded & {"engine.cribbage", "engine.crib_ai", "ui.cribbage.screen", "ui.session"}
    app.start_game("trash", {"players": 2}, ["human", "hard"], 3)
    runner.settle()
    assert "engine.trash" in sys.modules and "engine.cribbage" not in sys.modules


def test_the_pause_menu_stops_the_game_even_with_a_computer_to_move(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"dealer": 1, "target": 61}, ["hard", "human"], 3)
    app.tick(0)  # the deal is told; the computer (Red) lays away first
    app.key(by_name("menu"))  # the table let go at once, the pause menu built at the next tick
    assert app.name() == "None" and app.session.game.actor == 0
    app.tick(0)
    assert app.name() == "PauseScreen" and app.session.game.actor == 0
    assert app.idle()  # nothing moves without a key
    before = len(app.session.actions)
    for t in range(50, 20000, 50):
        app.tick(t)
    assert len(app.session.actions) == before and app.name() == "PauseScreen"
    runner.press("back")  # resume: the computer goes on
    assert app.name() == "CribbageScreen" and len(app.session.actions) > before


def lifted(screen):
    """How many of the pack's backs the cut lifts, as drawn (set apart
    from the rest by a gap)."""
    xs = [s.x for s in screen.pile if not s.hidden and s[0] == BACK]
    assert len(xs) == 8, "the pack to cut into: eight backs"
    gaps = [b - a for a, b in zip(xs, xs[1:])]
    assert sorted(gaps)[:-1] == [min(gaps)] * 6 and max(gaps) > min(gaps), gaps  # (one gap)
    return gaps.index(max(gaps)) + 1


def test_each_cut_starts_at_a_depth_of_its_own_and_ok_alone_cuts_there(tmp_path):
    """A pack to cut into, not a number: eight backs, the top part lifted.
    Not the same cut every time: it changes from cut to cut and from game
    to game, always a legal depth, and OK cuts there."""
    from engine.cribbage import CUT, CUT_DEAL, CUT_STARTER
    depths = []
    for seed in (3, 4, 5):
        app, display, runner = make(tmp_path / str(seed))
        app.start_game("cribbage", {"table": "2p6", "dealer": -1}, ["human", "human"], seed)
        runner.settle()
        ss = app.session
        for _ in range(60):
            if ss.game.phase in (CUT_DEAL, CUT_STARTER) and ss.human_turn() and not ss.teller.messages \
                    and app.name() == "CribbageScreen":
                k = app.current.value
                assert 1 <= k <= 7 and lifted(app.current) == k
                assert app.current.prompt.text in ["%s: cut%s: < > ok" % (ss.names[ss.game.actor], w)
                                                   for w in (" the pack", "")]  # (named; shorter if long)
                n = len(ss.actions)
                runner.press("ok")
                assert ss.actions[n] in ss.game.legal() or ss.actions[n] >= CUT  # (a legal depth, applied)
                depths.append(k)
                if len(depths) % 2 == 0:
                    break
            else:
                runner.press("ok")
    assert len(depths) == 6 and len(set(depths)) >= 3, depths


def test_the_cut_goes_no_further_than_the_last_legal_cut(tmp_path):
    from engine.cribbage import CUT, CUT_DEAL
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": -1}, ["human", "human"], 3)
    runner.settle()
    if app.name() == "PassScreen":
        runner.press("ok")
    g = app.session.game
    assert g.phase == CUT_DEAL and app.name() == "CribbageScreen"
    deepest = max(g.legal()) - CUT
    assert app.current.info.text == "the lowest cut deals"  # no crib's owner yet
    for _ in range(20):
        runner.press("right")
    assert lifted(app.current) == 7
    runner.shot("cribbage_cut_the_pack", scale=2)
    runner.press("ok")
    assert app.session.actions[-1] == CUT + deepest  # lift the most, leaving 4: the last legal cut


def test_the_info_line_names_the_other_player_in_full(tmp_path):
    from engine.cribbage import PLAYING
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0, "target": 61}, ["human", "normal"], 5)
    runner.settle()
    for _ in range(40):  # lay away two cards, then play until Blue has laid one
        g = app.session.game
        if g.phase == PLAYING and g.played[1] and app.session.human_turn():
            break
        runner.press("ok")
    g = app.session.game
    assert g.phase == PLAYING and g.played[1]
    laid = " ".join(card_name(c) for c in g.played[1])
    assert app.current.info.text == "Blue* played " + laid


@pytest.mark.parametrize("game,options", [("cribbage", {"table": "2p6", "target": 61}),
                                          ("trash", {"players": 2, "goal": 8})])
def test_a_whole_game_in_the_app_writes_once_a_hand_and_once_at_its_end(tmp_path, game, options):
    """Flash wear as a player causes it: from the setup's Start! to the
    result, one write at the new game (or its first deal), one at each
    later hand's start, one at the end with the statistics; no more."""
    app, display, runner = make(tmp_path)
    runner.settle()
    choose(runner, app, "Play " + game.capitalize())
    writes = app.store.writes
    app.start_game(game, options, ["human", "hard"], 3)
    runner.settle()
    drive_to_result(runner, app)
    g = app.session.game
    hands = (g.hand_no + 1) if game == "trash" else app.session.counts[0]["deals"]
    first = 0 if game == "trash" else 1  # the cut for the first deal is written before it
    assert app.store.writes - writes == first + hands + 1, (app.store.writes - writes, hands)
    assert app.store.load("game") is None and app.stats.get("Red", game, "games") == 1


class WornRegion(bytearray):
    """nvm whose cells no longer take a write: a bit stays stuck."""

    def __setitem__(self, key, value):
        super().__setitem__(key, bytes(b & 0xFE for b in value))


def test_flash_that_does_not_keep_a_write_turns_saving_off_said_and_play_goes_on(tmp_path):
    app, display, runner = make(tmp_path)
    runner.settle()
    app.store.region = WornRegion(app.store.region)
    app.start_game("cribbage", {"dealer": 0}, ["human", "hard"], 5)
    app.tick(0)
    shown = []
    while app.session.teller.messages or not shown:  # the first words told: the write failed
        runner.now += 50
        app.tick(runner.now)
        shown.append(app.session.teller.message)
    assert "saving is off" in shown and app.store.off and app.store.writes == 2  # made again once
    runner.settle()
    for k in ("ok", "ok", "right", "ok"):
        runner.press(k)
    assert len(app.session.actions) > 2  # play goes on
    runner.press("menu")
    assert app.name() == "PauseScreen" and app.current.footer.text == \
        "saving is off: the board's\nmemory did not keep a save"
    runner.shot("pause_saving_off")
    choose(runner, app, "Quit: game lost")  # said before it is chosen
    assert app.name() == "TitleScreen" and app.current.footer.text.startswith("saving is off")
    assert not app.saved_text and app.current.rows[0][0] == "Play Cribbage"  # nothing to resume
    runner.shot("title_saving_off")
    assert app.store.writes == 2  # nothing more tried


def test_nvm_that_refuses_every_write_turns_saving_off_said_and_play_goes_on_to_the_end(tmp_path):
    """The board's nvm raises RuntimeError("Unable to write to nvm.") on a
    write the flash fails (the CLUE's, whenever its radio holds the flash):
    the store takes it for a write not kept. A setting changed, a game's
    checkpoints and its end with the statistics: saving is off, said, and
    play goes on to the result, the error screen never shown."""
    from sim.build import FileRegion
    app, display, runner = make(tmp_path)
    runner.settle()
    (tmp_path / "file").write_text("where the nvm's folder should be: every write fails")
    app.store.region = FileRegion(str(tmp_path / "file" / "nvm.bin"))
    app.prefs.cycle("pace")
    app.prefs.save()  # a setting written (as its screen goes): refused, nothing raised
    assert app.store.off and app.store.writes == 2  # made again once
    app.store.off = False  # (and the game's own writes: the same)
    app.start_game("cribbage", {"dealer": 0, "target": 61}, ["human", "hard"], 5)
    app.tick(0)
    shown = []
    while app.session.teller.messages or not shown:
        runner.now += 50
        app.tick(runner.now)
        shown.append(app.session.teller.message)
    assert "saving is off" in shown and app.store.off and app.store.writes == 4
    seen = set()
    drive_to_result(runner, app, check=lambda a: seen.add(a.name()))
    assert "ErrorScreen" not in seen and app.name() == "ResultScreen"
    assert app.store.writes == 4  # the end and its statistics: not tried again


def test_a_hint_is_gone_once_its_decision_is_made_and_a_hotseat_cutter_is_named(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"dealer": 1}, ["human", "hard"], 5)
    runner.settle()
    runner.press("hint")
    assert app.session.teller.message.startswith("hint: ")
    runner.press("ok")
    runner.press("ok")  # two cards laid away: the decision made
    assert not app.session.teller.message.startswith("hint")
    app.start_game("cribbage", {"table": "2p6"}, ["human", "human"], 3)
    runner.settle()
    if app.name() == "PassScreen":
        runner.press("ok")
    ss = app.session
    assert app.current.prompt.text == ss.names[ss.game.actor] + ": cut the pack: < > ok"
    app.start_game("cribbage", {"table": "4p"}, ["human", "hard", "human", "easy"], 3)
    runner.settle()
    ss, cutters = app.session, set()
    for _ in range(12):  # each seat cuts for the deal in turn
        if app.name() == "CribbageScreen" and ": cut" in app.current.prompt.text:
            who = app.current.prompt.text.split(": cut")[0]
            assert who == ss.names[ss.game.actor] and "/" not in who, who  # the colour, whole
            cutters.add(who)
        runner.press("ok")
    assert {"Red", "Green"} <= cutters, cutters


def test_help_names_the_buttons_and_every_table_and_variant():
    from tests.conftest import ROOT
    text = open(os.path.join(ROOT, "assets", "help.txt")).read()
    for words in ("A: ok", "Start: menu", "Select: hint", "CLUE", "3 players", "4 players", "partners",
                  "Muggins", "Lurch", "Skunk", "Exact finish", "five-card", "wild", "slot fewer",
                  "others' layouts", "The coach", "pair royal", "his nob", "his heels", "nineteen"):
        assert words in text, words
    from ui.games import GAMES
    from tests.util import menu
    from ui.prefs import GENERAL
    for table in [GENERAL] + [menu(k).OPTIONS for k in GAMES]:  # every word of the menus, said where it is
        # chosen and here
        for key, label, _ in table:
            assert label in text.replace("\n", " "), label
    for page in text.split("---"):
        lines = page.strip("\n").split("\n")
        assert len(lines) <= 8 and max(len(line) for line in lines) <= 26, page  # one screen, whole


def test_every_computer_seat_is_marked_at_every_table(tmp_path):
    """A star after a computer's name at every table; partners are named by
    their colours alone (no side letters: the score line pairs them)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "4p"}, ["human", "hard", "human", "easy"], 3)
    assert app.session.names == ["Red", "Blue*", "Green", "Amber*"]
    app.start_game("cribbage", {"table": "3p"}, ["human", "hard", "normal"], 3)
    assert app.session.names == ["Red", "Blue*", "Green*"]


def test_the_error_screen_is_made_at_start_up_and_shown_without_loading_anything(tmp_path):
    """A MemoryError may leave no memory to load a screen with: the error
    screen (ui.error_screen) is built with the app (ui.app_start), and
    showing it imports nothing."""
    import sys
    app, display, runner = cribbage_under_way(tmp_path, ("ok",))
    oops = app.oops
    assert oops is not None and oops.group not in list(app.canvas)
    loaded = set(sys.modules)
    app.crash(MemoryError("memory allocation failed, allocating 1436 bytes"))
    assert set(sys.modules) == loaded and app.current is oops and list(app.canvas) == [oops.group]
    assert "out of memory" in oops.body.text
    app.crash(MemoryError())  # again on it: still one screen
    assert list(app.canvas) == [oops.group]
    runner.press("back")  # to the title; the screen is kept for the next time
    assert app.name() == "TitleScreen" and app.oops is oops and oops.group not in list(app.canvas)
    app.crash(KeyError("x"))  # another error names itself
    assert "KeyError" in oops.body.text
    runner.press("back")
    assert "out of memory" in oops.body.text  # its words ready again


@pytest.mark.parametrize("row, screen", [("Statistics", "StatsScreen"), ("How to play", "HelpScreen")])
def test_statistics_and_help_open_from_the_pause_menu_and_go_back_to_it(tmp_path, row, screen):
    app, display, runner = cribbage_under_way(tmp_path)
    before = app.session.game.snapshot()
    runner.press("menu")
    choose(runner, app, row)
    assert app.name() == screen
    runner.shot("pause_" + screen)
    if screen == "HelpScreen":
        runner.press("right")
    runner.press("back")
    assert app.name() == "PauseScreen"
    choose(runner, app, "Resume")
    assert app.name() == "CribbageScreen" and app.session.game.snapshot() == before


def test_an_error_drops_a_screen_change_asked_before_it_and_carrying_on_drops_the_table_first(tmp_path):
    """A change of screen asked just before the error (app.defer) is not
    made after it: the error screen stays up. OK lets the table go before
    the game is written (room on a board whose memory ran out), then
    resumes the game."""
    app, display, runner = cribbage_under_way(tmp_path, ("ok",))
    app.defer(app.pause)
    app.crash(MemoryError())
    runner.now += 50
    app.tick(runner.now)
    assert app.name() == "ErrorScreen"
    seen = []
    save = app.session.save
    app.session.save = lambda: (seen.append(app.game_screen), save())
    runner.press("ok")
    assert seen == [None] and app.name() == "CribbageScreen"


def test_a_page_of_the_same_module_as_the_one_before_is_not_loaded_again(tmp_path):
    """From the title to Settings (both ui.menus): the module stays, not let
    go and imported again (on a board, a .mpy read from flash each time)."""
    app, display, runner = make(tmp_path)
    runner.settle()
    menus = sys.modules["ui.menus"]
    choose(runner, app, "Settings")
    assert app.name() == "OptionsScreen" and sys.modules["ui.menus"] is menus


def test_trash_computers_moving_light_the_strip_as_they_go(tmp_path):
    """The LED strip shows the layouts (ui.trash.rules.paint) as the game moves
    by itself (a computer's move is a tick's change, not a key's)."""
    app, display, runner = make(tmp_path)
    app.start_game("trash", {"players": 2}, ["hard", "hard"], 3)
    rules = app.session.rules
    real = rules.show_leds
    calls = []

    def counted(leds, ss):
        calls.append(1)
        return real(leds, ss)

    rules.show_leds = counted
    try:
        for _ in range(400):
            runner.now += 50
            app.tick(runner.now)
    finally:
        rules.show_leds = real
    assert len(calls) > 20


def test_a_hint_lets_go_all_it_loaded(tmp_path):
    """One call's boundary (ui.modules.Loaded): a hint in a game of two
    humans loads the hard player to choose and the hint's words to show
    it; after it, nothing it loaded stays, with all they imported (the
    hint's module alone was let go before: the hard player stayed for
    the rest of the game)."""
    import sys

    from ui.modules import release
    app, display, runner = make(tmp_path)
    release("engine.crib_ai", "engine.crib_search", "ui.cribbage.pick", "ui.cribbage.hint", "ui.cribbage.coach")  # (other tests')
    app.start_game("cribbage", {"dealer": 0, "table": "2p5"}, ["human", "human"], 3)
    runner.settle()
    ss = app.session
    for _ in range(20):
        if app.name() == "CribbageScreen" and ss.can_hint():
            break
        runner.press("ok")
    before = set(sys.modules)
    assert "ui.cribbage.pick" not in before and "ui.cribbage.hint" not in before  # (the hard player is the
    runner.press("hint")  # coach's, loaded to weigh the hand ahead: ui.cribbage.rules.think)
    assert ss.hint is not None and app.current.prompt.text
    assert set(sys.modules) - before == set()


def test_the_trash_table_sits_where_the_pybadges_layout_says(tmp_path):
    """ui.trash.screen.PLACES on 160x128: the layout's first row right
    under the title's line, the second a pixel below it, the hand over
    the discard as the rows are, the message right under the second row,
    the others' lines under it and what to do now on the last line."""
    from ui.card_art import CH, CW
    app, display, runner = make(tmp_path)
    app.start_game("trash", {"players": 4}, ["human", "hard", "hard", "hard"], 3)
    runner.settle()
    s = app.current
    slots = s.slots
    assert slots[0].y == s.title.box.y + 12 and slots[5].y == slots[0].y + CH + 1
    assert [t.x for t in slots[:5]] == [slots[0].x + (CW + 4) * i for i in range(5)] == [t.x for t in slots[5:]]
    assert (s.held.y, s.top.y) == (slots[0].y, slots[5].y) and s.held.x == s.top.x >= slots[4].x + CW
    assert s.msg.label.box.y == slots[5].y + CH and s.others.box.y == s.msg.label.box.y + 12
    assert s.prompt.box.y + 12 == 128 and s.others.box.y + 12 * s.others.grid.height == s.prompt.box.y - 1


def test_a_screens_life_lets_go_every_module_loaded_in_it(tmp_path):
    """A screen's life (ui.app): whatever a screen loads, under any name,
    is let go when it is left for a screen of another module (no list of
    screen modules to keep in step); between screens of one module
    nothing is let go and loaded again; back at the table, the game holds
    just what it held."""
    import sys

    from ui.modules import release
    release("ui.menus", "ui.prefs", "ui.screens", "ui.in_game", "ui.stats")  # (left by other tests' apps)
    app, display, runner = make(tmp_path)
    runner.settle()
    menus, prefs = sys.modules["ui.menus"], sys.modules["ui.prefs"]
    choose(runner, app, "Settings")
    runner.press("back")
    assert app.name() == "TitleScreen"
    assert (sys.modules["ui.menus"], sys.modules["ui.prefs"]) == (menus, prefs)  # (a menu to a menu)
    app.start_game("cribbage", {"dealer": 0, "table": "2p6"}, ["human", "easy"], 3)
    runner.settle()
    assert app.name() == "CribbageScreen"
    at_table = set(sys.modules)
    assert "ui.menus" not in at_table and "ui.prefs" not in at_table
    runner.press("menu")
    assert app.name() == "PauseScreen"
    (tmp_path / "picked_up_by_a_page.py").write_text("X = 1\n")
    sys.path.insert(0, str(tmp_path))
    try:
        import picked_up_by_a_page  # noqa: F401  (as a page's code might, by any name)
    finally:
        sys.path.remove(str(tmp_path))
    choose(runner, app, "Statistics")
    assert app.name() == "StatsScreen" and "ui.stats" in sys.modules
    assert "picked_up_by_a_page" not in sys.modules and "ui.in_game" not in sys.modules
    runner.press("back")
    assert app.name() == "PauseScreen" and "ui.menus" not in sys.modules and "ui.stats" not in sys.modules
    choose(runner, app, "Resume")
    runner.settle()
    assert app.name() == "CribbageScreen" and set(sys.modules) == at_table


def test_quitting_a_game_from_the_pause_menu_puts_the_turn_light_out_at_once(tmp_path):
    """The board's own LEDs light whose turn it is in a game; at the title
    (a quit from the pause menu: a key ends the game, no screen deferred)
    they are dark, not the last turn's light left on."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {}, ["human", "hard"], 3)
    runner.settle()
    runner.press("ok")
    assert app.status.pixels[0] != (0, 0, 0)  # a human's turn: lit
    runner.press("menu")
    choose(runner, app, "Quit")
    assert app.name() == "TitleScreen"
    assert list(app.status.pixels) == [(0, 0, 0)] * 5


def test_the_strip_and_the_status_leds_are_drawn_at_the_first_tick_before_any_key(tmp_path):
    """At power-on the title's first tick draws the peg strip (its start
    holes lit) and sets the board's own LEDs, without waiting for a key."""
    app, display, runner = make(tmp_path)
    assert not any(app.leds.frame) and app.status.last is None
    app.tick(0)
    assert any(app.leds.frame) and app.status.last is not None


def test_a_games_setup_opens_on_start_so_ok_plays_at_once(tmp_path):
    """ui.menus: the setup's cursor starts on "Start!" (the last row): OK
    plays the table as last set up; a row changed keeps its place."""
    app, display, runner = make(tmp_path)
    runner.settle()
    for game in ("Play Cribbage", "Play Trash"):
        choose(runner, app, game)
        assert app.name() == "SetupScreen"
        assert app.current.rows[app.current.list.index][0] == "Start!"
        runner.press("back")


@pytest.mark.parametrize("kind, options", [("cribbage", {"table": "2p6", "dealer": 1}), ("trash", {"players": 2})])
def test_keys_while_a_computer_thinks_change_nothing_but_ok_hurries_it(tmp_path, kind, options):
    """While the computer thinks, a stray key moves no cursor, raises no
    card and asks no hint (ui.table: nothing but Start and OK then); OK
    makes it move at the next tick."""
    app, display, runner = make(tmp_path)
    app.prefs.values["pace"] = "slow"  # (1.6 s a move: time to press keys in)
    app.prefs.apply(app)
    app.start_game(kind, options, ["hard", "human"], 3)
    ss = app.session
    now = 0
    for i in range(2000):  # on to the computer thinking, its words read
        if ss.ai_at is not None and not ss.teller.messages and ss.teller.msg_until <= now < ss.ai_at:
            break
        now += 50
        if ss.human_turn() and not ss.teller.messages:
            app.key(by_name("ok" if i % 2 else "right"))
        app.tick(now)
    assert not ss.human_turn() and now < ss.ai_at
    runner.now = now

    def state():  # what the screen shows, the cursor and the moves made
        display.refresh()
        return pygame.image.tostring(display.lit(), "RGB"), signature(app), len(ss.actions)
    before = state()
    for name in ("left", "right", "up", "down", "back", "hint", "left", "left"):
        app.key(by_name(name))
        app.tick(now)
        assert state() == before, name
    app.key(by_name("ok"))
    app.tick(now + 1)
    assert len(ss.actions) == before[2] + 1  # moved at once, not at its pace


def test_the_display_refreshes_by_itself_and_shows_every_screen_after_a_change(tmp_path):
    """A board's display refreshes by itself while auto_refresh is on; the
    app turns it off only while one screen gives way to the next (the old
    picture held, ui.app) and on again once the next is up. So after each
    key the picture shown is the screen as it stands: a display left off
    would freeze on the first screen change (a held-out mutant,
    `_put_up` leaving auto_refresh off, passed every test while the
    simulator's display refreshed only when told)."""
    app, display, runner = make(tmp_path)
    runner.settle()
    seen = set()
    for key in ("ok", "down", "ok", "back", "back", "down", "down", "ok", "back", "down", "down", "down", "ok",
                "back"):
        runner.press(key)
        shown = pygame.image.tostring(display.lit(), "RGB")
        display.refresh()  # (what the screen is now)
        assert pygame.image.tostring(display.lit(), "RGB") == shown, (key, app.name())
        assert display.auto_refresh and not app.picture_held
        seen.add(app.name())
    assert len(seen) >= 3, seen
