"""Every screen fits the 160x128 screen (PyBadge, PyGamer) and reads: on
every frame of whole games of every table (three-digit scores, the longest
names, every message the games tell) and on every menu, no text is cut
off, off the screen, over another text or under a card (tests/layout.py).
And every message the games can tell fits its 26-character line."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from tests.conftest import FIGURES  # noqa: E402
from tests.layout import problems  # noqa: E402
from tests.test_telling import play_by_frames  # noqa: E402
from tests.test_ui import CLUE, SHOTS, choose, make  # noqa: E402

TABLES = [
    ("cribbage", {"table": "2p6", "target": 121}, "human,hard", "crib_2p6"),
    ("cribbage", {"table": "3p", "target": 121}, "human,hard,normal", "crib_3p"),
    ("cribbage", {"table": "4p", "target": 121}, "human,hard,normal,easy", "crib_4p"),
    ("cribbage", {"table": "2p5", "muggins": True, "match": 3}, "human,human", "crib_2p5_muggins_hotseat"),
    ("trash", {"players": 8}, "human,hard,hard,hard,hard,hard,hard,hard", "trash_8p"),
    ("trash", {"players": 3}, "human,hard,hard", "trash_3p"),  # the others by their whole names
    ("trash", {"players": 4, "jokers": True}, "human,human,hard,easy", "trash_4p_hotseat"),
]


BOARDS = {"pybadge": (160, 128), "clue": CLUE}


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("game,options,seats,name", TABLES, ids=[t[3] for t in TABLES])
def test_every_frame_of_a_whole_game_is_laid_out_right(tmp_path, game, options, seats, name, board):
    size = BOARDS[board]
    app, display, runner = make(tmp_path, size=size)
    name += "" if board == "pybadge" else "_" + board
    runner.out = SHOTS
    app.start_game(game, options, seats.split(","), 3)
    found = {}
    n = {"frames": 0, "shot": False}

    def check(app):
        n["frames"] += 1
        for p in problems(app, *size):
            found.setdefault(p, app.name())
        ss = app.session
        if not n["shot"] and app.name().endswith("Screen") and app.current is app.game_screen \
                and max(ss.rules.scores(ss.game)) >= (100 if game == "cribbage" else 0) and ss.human_turn():
            runner.shot("layout_" + name)
            n["shot"] = True

    play_by_frames(runner, app, check)
    check(app)  # the result
    runner.shot("layout_%s_result" % name)
    assert not found, sorted(found.items())[:8]
    FIGURES.append("layout %s: %d frames, every text whole, on screen, clear of the others and of "
                   "the cards" % (name, n["frames"]))


@pytest.mark.parametrize("board", BOARDS)
def test_every_menu_is_laid_out_right(tmp_path, board):
    size = BOARDS[board]
    app, display, runner = make(tmp_path, size=size)
    runner.settle()
    seen = []

    def look():
        assert not problems(app, *size), (app.name(), problems(app, *size))
        seen.append(app.name())

    look()

    def every_value():
        """Each option row through all its values, looked at each time."""
        for i in range(len(app.current.rows) - 1):
            app.current.list.index = i
            app.current.show()
            for _ in range(8):
                runner.press("right")
                look()

    for row in ("Play Cribbage", "Play Trash"):
        choose(runner, app, row)
        look()
        choose(runner, app, "Rules")
        every_value()
        runner.press("back")
        runner.press("back")
    choose(runner, app, "Settings")
    every_value()
    runner.press("back")
    for row in ("Settings", "Statistics", "About"):
        choose(runner, app, row)
        look()
        runner.press("ok")
        look()
        runner.press("back")
        runner.settle()
    choose(runner, app, "How to play")
    for _ in range(12):
        look()
        runner.press("right")
    runner.press("back")
    app.start_game("cribbage", {"table": "4p", "dealer": 0}, ["human", "human", "hard", "hard"], 4)
    runner.settle()
    look()  # the pass screen
    runner.press("ok")
    runner.press("menu")
    look()  # the pause menu
    choose(runner, app, "Restart")
    look()  # the question
    runner.press("back")
    app.crash(MemoryError("memory allocation failed, allocating 4096 bytes"))
    look()
    assert {"TitleScreen", "SetupScreen", "OptionsScreen", "StatsScreen", "PagesScreen", "HelpScreen", "PassScreen",
            "PauseScreen", "ConfirmScreen", "ErrorScreen"} <= set(seen), seen


def test_every_message_fits_its_line():
    """Each event the engines tell, in the words of its game, with the
    longest names at its tables (Violet*), fits the 26 characters
    of the message line (two-digit points, every scoring kind)."""
    import ui.cribbage.rules as C
    import ui.trash.rules as T
    from ui.colours import SEAT_NAMES
    longest = max(len(n) for n in SEAT_NAMES) + 1  # "Violet*": a computer's name
    names = ["Violet*"] * 4
    assert len(names[0]) == longest
    events = []
    for k in C.PEGGING + ("his_heels", "claimed", "corrected"):
        events.append(("score", 0, 0, 12, ((k, (40, 41), 12),), 121, 109))
    for a in ("fifteen", "thirty_one"):  # what one card can score at once
        for b in ("pair", "pair_royal", "double_pair_royal", "run", "last_card"):
            events.append(("score", 0, 0, 14, ((a, (1, 2), 2), (b, (1, 2), 12)), 121, 107))
    events.append(("score", 0, 0, 3, (("three_for_last", (), 3),), 3, 0))
    events += [("play", 1, 51, 31), ("go", 1), ("reset",), ("starter", 1, 51), ("cut_for_deal", 1, 51),
               ("cut_tie", (0, 1)), ("new_game", 12, 1), ("deal", 1, 9), ("redeal", 1, 9), ("show", 1, True, (1, 2, 3, 4), 5),
               ("counted", 1, True, 0, ()), ("claim", 1, True, 29), ("overclaim", 1, True, 29),
               ("muggins", 1, 0, 29), ("muggins_wrong", 1), ("no_call", 1), ("no_peg", 1, 0, 29),
               ("game_won", 1, 3, ()), ("match_won", 1)]
    too_long = []
    for e in events:
        said = C.event_words(e, names)
        if said and len(said[0]) > 26:
            too_long.append(said[0])
    for kind, cards in (("fifteen", (0, 4, 8, 12, 16)), ("fifteen", (36, 20)), ("pair", (40, 41)),
                        ("pair_royal", (36, 37, 38)), ("double_pair_royal", (48, 49, 50, 51)),
                        ("run", (32, 36, 40, 44, 48)), ("flush", (2, 6, 10, 14, 18)), ("nobs", (42,))):
        words = C.item_words(kind, cards)  # (the longest of each: five cards, tens, queens)
        if len(words) > 26:
            too_long.append(words)
    trash = [("draw", 1, 53, 0), ("place", 1, 9, 53, 53), ("wild", 1, 9, 53, 53), ("take", 1, 9, 53, 53),
             ("throw", 1, 53), ("reshuffle", 120), ("hand_won", 1), ("completed", 1), ("shrink", 1, 10),
             ("free_draws", 1), ("reveal", 1, 0, True), ("reveal", 1, 0, False), ("deal", 12, 1),
             ("redeal", 12, 1), ("game_won", (0, 1))]
    names = [max(SEAT_NAMES, key=len) + "*"] * 8  # "Violet*"
    for e in trash + [("game_won", (0,)), ("game_won", (0, 1, 2))]:
        said = T.event_words(e, names)
        if said and len(said[0]) > 26:
            too_long.append(said[0])
    assert not too_long, too_long


def luminance(c):
    def ch(v):
        v /= 255.0
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * ch(c >> 16 & 255) + 0.7152 * ch(c >> 8 & 255) + 0.0722 * ch(c & 255)


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_every_text_and_the_mini_board_reads_at_4_5_to_1(tmp_path):
    """Text colours against the felt, and the mini board's holes, lines and
    pegs (front and back) against its black, from the palettes drawn."""
    from tests.layout import texts_of
    from ui.widgets import GREEN_FELT
    app, display, runner = make(tmp_path)
    colours = set()
    screens = []
    runner.settle()
    screens.append(app.current)
    app.start_game("cribbage", {"table": "3p", "stakes": "skunk"}, ["human", "hard", "normal"], 2)
    runner.settle()
    screens.append(app.current)
    board = app.current.board_palette
    bmp = app.current.board_bmp
    for score in (61, 91, 121):  # lurch, skunk (3/4 of 121), the game hole: lines across
        assert [bmp[min(122, score * 120 // 121), y] for y in range(8)] == [1] * 8, score
    assert [bmp[x, 0] for x in range(4, 40, 2)] == [1] * 18  # the first side's holes
    runner.press("menu")
    screens.append(app.current)
    app.start_game("trash", {"players": 4}, ["human", "hard", "hard", "hard"], 2)
    runner.settle()
    screens.append(app.current)
    for s in screens:
        for t in texts_of(s):
            colours.add(t.color)
    low = {hex(c): round(contrast(c, GREEN_FELT), 2) for c in colours if contrast(c, GREEN_FELT) < 4.5}
    assert not low, low
    assert len(colours) >= 3
    for i in range(1, 8):
        assert contrast(board[i], board[0]) >= 4.5, (i, hex(board[i]))
    assert board[0] == 0  # black behind the board


def test_each_face_down_trash_slot_is_labelled_with_its_number(tmp_path):
    from ui.trash.screen import SLOT_BACK
    app, display, runner = make(tmp_path)
    runner.out = SHOTS
    app.start_game("trash", {"players": 2}, ["human", "hard"], 4)
    runner.settle()
    tiles = [s[0] for s in app.current.slots]
    assert tiles == [SLOT_BACK + s for s in range(10)]  # A, 2 .. 10 on the backs
    runner.shot("trash_slots_labelled", scale=2)


def test_the_card_sheet_is_what_the_tool_draws(tmp_path):
    """assets/cards.bmp holds every tile the screens use (the labelled backs
    from 56 on) and is exactly what tools.make_cards writes."""
    from tests.conftest import ROOT
    from tools import make_cards
    from ui.card_art import DIM
    from ui.trash.screen import SLOT_BACK
    path = tmp_path / "cards.bmp"
    make_cards.write_bmp(str(path), make_cards.sheet(), make_cards.PALETTE)
    with open(os.path.join(ROOT, "assets", "cards.bmp"), "rb") as f:
        committed = f.read()
    assert path.read_bytes() == committed
    width = int.from_bytes(committed[18:22], "little")
    assert width == make_cards.TILES * make_cards.CW and make_cards.TILES == SLOT_BACK + 10 + 52 == DIM + 52
    signs = tmp_path / "suits.bmp"  # the suit signs of the messages (ui.trash.screen.SignedLine)
    make_cards.write_bmp(str(signs), make_cards.signs(), make_cards.SIGN_PALETTE)
    with open(os.path.join(ROOT, "assets", "suits.bmp"), "rb") as f:
        assert signs.read_bytes() == f.read()
