"""The CLUE's own layout (ui.clue): its 240x240 screen
shows a 120x120 layout at twice the size. Every screen on the way through
both games is checked by the layout check at 240x240 and photographed
(out/screens/clue_*.png); what the layout does of its own is pinned here:
pages turned over in parts with nothing lost, the cursor on the card it
points at, a two-line message taking the info line, the others' progress
on two lines. (Whole games frame by frame: tests/test_layout.py.)"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.cribbage import LAY_AWAY, PLAYING  # noqa: E402
from engine.trash import DRAW, STOCK  # noqa: E402
from tests.layout import origin, problems  # noqa: E402
from tests.test_ui import CLUE, SHOTS, choose, make  # noqa: E402
from ui.clue import keyed, paged, wrap  # noqa: E402
from ui.trash.screen import others_lines  # noqa: E402


def others(said, cols):
    """others_lines of the progress said as the PyBadge says it
    ("Blue* 3/10  Green* 0/9"), on two lines of `cols`."""
    progress = []
    for bit in said.replace("\n", "  ").split("  "):
        if bit:
            name, got = bit.rsplit(" ", 1)
            progress.append((name, int(got.split("/")[0]), int(got.split("/")[1])))
    return others_lines(progress, cols, 2)


def clue(tmp_path, seed=1):
    app, display, runner = make(tmp_path, seed, size=CLUE)
    runner.out = SHOTS
    runner.settle()
    return app, display, runner


def look(app, runner, name):
    """The screen shown fits the CLUE's; photographed as clue_NAME."""
    assert not problems(app, *CLUE), (name, problems(app, *CLUE))
    runner.shot("clue_" + name)


def words(s):
    return s.split()


def test_the_clue_shows_a_120_pixel_layout_at_twice_the_size(tmp_path):
    app, display, runner = clue(tmp_path)
    assert (app.canvas.scale, app.canvas.x, app.canvas.y) == (2, 0, 0)
    assert app.current.list.labels[0].grid.width == 18  # (the marks of more rows: a last column of their own)
    look(app, runner, "title")


def test_every_menu_screen_on_the_clue(tmp_path):
    app, display, runner = clue(tmp_path)
    choose(runner, app, "Play Cribbage")
    look(app, runner, "setup_cribbage")
    choose(runner, app, "Rules")
    look(app, runner, "rules_cribbage")
    runner.press("back")
    runner.press("back")
    choose(runner, app, "Play Trash")
    look(app, runner, "setup_trash")
    runner.press("back")
    choose(runner, app, "Settings")
    look(app, runner, "settings")
    runner.press("back")
    choose(runner, app, "Statistics")
    look(app, runner, "statistics")
    runner.press("back")
    choose(runner, app, "About")
    look(app, runner, "about")
    runner.press("right")
    assert "ok: memory readout" in app.current.body.text  # the CLUE has no Select key
    runner.press("ok")
    assert app.current.body.text.startswith("Memory readout:")
    look(app, runner, "about_memory_readout")
    runner.press("ok")
    assert not app.current.body.text.startswith("Memory readout:")
    runner.press("back")
    app.crash(MemoryError("memory allocation failed, allocating 4096 bytes"))
    look(app, runner, "error")
    assert "out of memory" in app.current.body.inner.text


def test_help_is_whole_on_the_clue_in_pages_of_its_width(tmp_path):
    """Every page of the help file, wrapped on 20 columns and cut into
    screens of 8 lines: turning through them shows every word, the page of
    the CLUE's own buttons first."""
    from ui.menus import help_page
    app, display, runner = clue(tmp_path)
    first, n = help_page(app.help_path, 0)
    source = [first] + [help_page(app.help_path, k)[0] for k in range(1, n)]
    choose(runner, app, "How to play")
    screen = app.current
    assert screen.count > n  # the PyBadge's pages take more screens here
    shown = []
    for k in range(screen.count):
        assert screen.page == k and app.name() == "HelpScreen"
        lines = screen.body.text.split("\n")
        assert len(lines) <= 8 and max(len(line) for line in lines) <= 20
        # shown as written: a page is not a footer ("B short: ok" keeps its ok)
        assert getattr(screen.body, "inner", screen.body).text == screen.body.text
        assert screen.footer.text == "%d/%d  back: menu" % (k + 1, screen.count)
        assert screen.footer.inner.text == "%d/%d  B held: menu" % (k + 1, screen.count)  # as shown: its own button
        assert not problems(app, *CLUE)
        if k in (0, 1, screen.count - 1):
            runner.shot("clue_help_%d" % (k + 1))
        shown += words(screen.body.text)
        runner.press("right")
    assert sorted(shown) == sorted(words("\n".join(source)))  # every word, the CLUE's buttons first:
    clue_page = [p for p in source if p.startswith("Buttons (CLUE)")][0]
    assert shown[:len(words(clue_page))] == words(clue_page)
    assert app.name() == "HelpScreen"  # right on the last page stays
    runner.press("ok")
    assert app.name() == "TitleScreen"


def test_wrap_breaks_at_spaces_and_pages_keep_every_line():
    assert wrap("Red 2 for fifteen + pair", 20) == "Red 2 for fifteen +\npair"
    assert wrap("abcdefghijklmnopqrstuvwxyz", 20) == "abcdefghijklmnopqrst\nuvwxyz"  # no space: cut
    assert wrap("one\ntwo three", 5) == "one\ntwo\nthree"
    assert wrap("kept 9H JH QC KD      8.9", 20) == "kept 9H JH QC KD 8.9"  # padding goes first
    assert wrap("A: ok   B: back", 20) == "A: ok   B: back"  # (a line that fits keeps its spaces)
    parts = paged(["\n".join(str(i) for i in range(11))], 19)
    assert parts == ["0\n1\n2\n3\n4\n5\n6\n7", "8\n9\n10"]


def test_a_line_exactly_as_wide_as_the_columns_keeps_its_padding():
    line = "kept 5H 6D 7C    9.1"  # 20 columns: aligned by its spaces
    assert len(line) == 20 and wrap(line, 20) == line
    assert wrap(line + "0", 20) == "kept 5H 6D 7C 9.10"  # one more: the padding goes first


def test_the_others_progress_fits_two_lines_or_says_what_is_left():
    assert others("Blue* 3/10  Green* 0/9", 20) == "Blue* 3/10\nGreen* 0/9"
    assert others("Bl 0/10  Gr 0/10  Am 0/10", 20) == "Bl 0/10  Gr 0/10\nAm 0/10"
    seven = "Bl 3/10  Gr 0/10  Am 10/10\nVi 2/6  Cy 0/10  Pi 0/10\nWh 9/9"
    assert others(seven, 20) == "left: Bl7 Gr10 Am0\nVi4 Cy10 Pi10 Wh0"
    three = [("Blue*", 3, 10), ("Green*", 0, 9), ("Amber*", 2, 10)]  # names as long as the lines allow:
    assert others_lines(three, 26, 3) == "Blue* 3/10  Green* 0/9\nAmber* 2/10"  # whole (the PyBadge)
    assert others_lines(three, 20, 2) == "Bl 3/10  Gr 0/9\nAm 2/10"  # two letters (the CLUE)


def cribbage_on_the_clue(tmp_path, seats=("human", "hard"), options=None):
    app, display, runner = clue(tmp_path)
    app.start_game("cribbage", dict(options or {"dealer": 0}), list(seats), 5)
    runner.settle()
    return app, display, runner


def to(runner, app, done, limit=400):
    """OK (or right, when OK changes nothing) until done()."""
    from tests.test_ui import signature
    for _ in range(limit):
        if done():
            return
        before = signature(app)
        runner.press("ok")
        if signature(app) == before:
            runner.press("right")
    raise AssertionError("never reached")


def card_x(app, sprite):
    return origin(sprite, app.root)[0]


def turn_through(app, runner, name):
    """Right through a text's parts (each footer saying what right does),
    each photographed; the words shown, in order."""
    screen = app.current
    n = len(screen.parts)
    shown = []
    for k in range(n):
        assert screen.part == k
        assert screen.footer.text == ("right: more (%d/%d)" % (k + 1, n) if k + 1 < n else "any key: back")
        look(app, runner, "%s_%d" % (name, k + 1))
        shown += words(screen.body.text)
        runner.press("right")
    return shown


def test_cribbage_on_the_clue_cursor_message_and_info(tmp_path):
    app, display, runner = cribbage_on_the_clue(tmp_path)
    ss, screen = app.session, app.current
    to(runner, app, lambda: ss.game.phase == LAY_AWAY and ss.human_turn() and not ss.teller.messages)
    look(app, runner, "cribbage_lay_away")
    for k in range(6):  # the cursor frame on the card it points at, each of the six
        assert screen.sel == k and card_x(app, screen.cursor) == card_x(app, screen.hand[k])
        runner.press("right")
    runner.press("ok")
    assert screen.raised and screen.hand[0].y == -5  # raised, clear of the pile
    look(app, runner, "cribbage_lay_away_one_chosen")
    runner.press("ok")  # the second card (the cursor moved on to it): both laid
    assert len(ss.game.view(0)["laid_away"]) == 2
    ss.teller.message = "Violet* 4 for fifteen + pair"  # two lines: the info line gives way
    screen.redraw()
    assert screen.msg.inner.text == "Violet* 4 for\nfifteen + pair" and screen.info.text == ""
    ss.teller.message = "Red deals"
    screen.redraw()
    assert screen.info.text == screen._info(ss.teller.view(), True) != ""  # one line: the info is back
    to(runner, app, lambda: ss.game.phase == PLAYING and ss.human_turn() and not ss.teller.messages)
    look(app, runner, "cribbage_play")
    from tests.test_telling import to_the_show
    to_the_show(runner, app)
    look(app, runner, "cribbage_show_hand_counted")
    to(runner, app, lambda: ss.teller.shown.last[1] and app.name() == "CribbageScreen" and not ss.teller.messages
       and ss.human_turn())
    runner.press("menu")
    look(app, runner, "pause")
    choose(runner, app, "Last hand")
    assert app.name() == "LastHandScreen"
    runner.press("left")  # back from its first part: out, as any key (not to a part -1)
    assert app.name() == "PauseScreen"
    choose(runner, app, "Last hand")
    from ui.cribbage.hint import last_hand
    assert turn_through(app, runner, "last_hand") == words("\n".join(last_hand(ss, 20)))  # (its rows)
    assert app.name() == "PauseScreen"  # right on the last part: back, as any key
    choose(runner, app, "Coach")
    assert app.name() == "CoachScreen" and app.current.body.text.startswith("you kept ")
    from ui.cribbage.coach import page
    coach = page(ss)
    assert len(app.current.parts) >= 2  # (the best three keeps on a screen of their own)
    assert turn_through(app, runner, "coach") == words("\n".join(coach))  # (its rows)
    assert app.name() == "CribbageScreen"  # right on the last part: back to the game
    runner.press("menu")
    choose(runner, app, "Restart")
    look(app, runner, "confirm_restart")
    assert [at(app, lab.box) for lab in app.current.list.labels] == [(12, 192), (12, 216)]  # its rows below
    runner.press("ok")  # no: the game kept
    assert app.name() == "PauseScreen"


def test_a_cribbage_hotseat_game_and_its_end_on_the_clue(tmp_path):
    app, display, runner = cribbage_on_the_clue(tmp_path, ("human", "human", "hard"),
                                                {"table": "3p", "target": 61})
    to(runner, app, lambda: app.name() == "PassScreen")
    look(app, runner, "pass")
    assert at(app, app.current.line2.box) == (4, 192)
    from tests.test_ui import drive_to_result
    drive_to_result(runner, app, check=lambda a: None)
    look(app, runner, "cribbage_result")
    red_won = app.session.won[1] == 0
    choose(runner, app, "Menu")
    choose(runner, app, "Statistics")
    choose(runner, app, "Red")
    assert app.name() == "PagesScreen" and app.current.count >= 1
    assert app.current.body.text.split("\n")[0] == "Red: played 1, won %d" % red_won  # (no "1 games")
    look(app, runner, "statistics_page")


def test_the_mini_board_spans_the_clues_narrower_board(tmp_path):
    app, display, runner = cribbage_on_the_clue(tmp_path, options={"dealer": 0, "stakes": "skunk"})
    bmp = app.current.board_bmp
    assert bmp.width == 96  # (short of the starter, raised over its column in a show)
    assert app.current.board_bmp is bmp and 1 + bmp.width <= app.current.starter.x
    for score in (61, 91, 121):  # lurch, skunk, the game hole: lines across, the last inside
        assert [bmp[min(94, score * 92 // 121), y] for y in range(8)] == [1] * 8, score
    assert [bmp[x, 0] for x in range(4, 93, 2)] == [1] * 45  # the first side's holes, past its pegs


def test_trash_on_the_clue_cursor_title_and_others(tmp_path):
    app, display, runner = clue(tmp_path)
    app.start_game("trash", {"players": 8}, ["human"] + ["hard"] * 7, 4)
    runner.settle()
    ss, screen = app.session, app.current
    to(runner, app, lambda: ss.game.phase == DRAW and ss.human_turn() and not ss.teller.messages)
    look(app, runner, "trash_draw")
    legal = ss.teller.view()["legal"]
    at = {STOCK: screen.held}
    assert origin(screen.cursor, app.root)[:2] == origin(at.get(legal[0], screen.top), app.root)[:2]
    assert len(screen.others.text.split("\n")) <= 2
    for _ in range(len(legal)):  # to the first other layout
        runner.press("right")
    assert screen.title.text == "%s: 10 slots" % ss.names[1]
    look(app, runner, "trash_look_other_layout")
    runner.press("back")
    runner.press("hint")
    look(app, runner, "trash_hint")
    for slot in range(10):  # the slots 20 pixels apart, two rows overlapping
        assert (screen.slots[slot].x, screen.slots[slot].y) == (20 * (slot % 5), 12 + 21 * (slot // 5))


def at(app, item):
    return origin(item, app.root)[:2]


def test_a_trash_game_on_the_clue_by_its_hints(tmp_path):
    """Each decision hinted: the frame sits on what the hint names (the
    hand or the discard, the slot for a wild, the slot a wild would leave),
    each kind photographed, the game played to its result."""
    from engine.trash import DISCARD, TAKE, WILD, WILD_TO
    app, display, runner = clue(tmp_path)
    app.start_game("trash", {"players": 2, "jokers": True}, ["human", "hard"], 11)
    runner.settle()
    screen = app.current
    seen = set()
    while app.name() != "ResultScreen":
        ss = app.session
        if not ss.human_turn() or ss.teller.messages:
            runner.press("ok")
            continue
        ph = ss.game.phase
        runner.press("hint")
        spot = at(app, screen.cursor)
        if ph == DRAW:
            assert spot == at(app, screen.top if ss.hint == DISCARD else screen.held)
        elif ph == WILD:
            assert spot == at(app, screen.slots[ss.hint - WILD_TO])
        else:
            assert spot == at(app, screen.slots[ss.game.held >> 2]) and not screen.cursor.hidden
            assert screen.prompt.text == "Swap the wild? <%s>" % ("yes" if screen.take else "no")
        if ph not in seen:
            seen.add(ph)
            look(app, runner, "trash_hint_%s" % ("draw", "wild", "take")[ph])
        if any(sign in ss.teller.message for sign in "\u2663\u2666\u2665\u2660") and "signs" not in seen:
            seen.add("signs")
            look(app, runner, "trash_suit_signs")
        runner.press("ok")
    look(app, runner, "trash_result")
    assert {DRAW, WILD, TAKE, "signs"} <= seen, seen


def test_cribbage_cuts_claims_and_a_single_card_on_the_clue(tmp_path):
    app, display, runner = cribbage_on_the_clue(tmp_path, ("human", "human"),
                                                {"table": "2p5", "muggins": True})
    ss = app.session
    to(runner, app, lambda: app.name() == "CribbageScreen" and ss.human_turn() and not ss.teller.messages)
    assert app.current.prompt.text.endswith(": cut: < > ok")  # hotseat: the cutter named (20 columns)
    assert app.current.prompt.text.split(":")[0] == ss.names[ss.game.actor]
    look(app, runner, "cribbage_cut_named")
    from engine.cribbage import CLAIMING
    to(runner, app, lambda: ss.game.phase == CLAIMING and app.name() == "CribbageScreen" and not ss.teller.messages)
    assert app.current.prompt.text == "%s: claim < 5 > ok" % ss.names[ss.game.actor]  # (20 columns)
    look(app, runner, "cribbage_muggins_claim")
    app2, display, runner2 = cribbage_on_the_clue(tmp_path, ("human", "hard", "hard", "hard"),
                                                  {"table": "4p", "dealer": 0})
    ss = app2.session
    to(runner2, app2, lambda: ss.game.phase == LAY_AWAY and ss.human_turn() and not ss.teller.messages)
    runner2.press("ok")  # one card to lay: raised first, not laid
    assert app2.current.raised and not ss.game.view(0)["laid_away"]
    assert app2.current.prompt.text == "ok: lay it away"
    look(app2, runner2, "cribbage_4p_one_raised")
    runner2.press("back")  # B drops it
    assert app2.current.raised == []
    runner2.press("menu")
    choose(runner2, app2, "Quit")
    assert app2.name() == "TitleScreen" and app2.current.rows[0][0].startswith("Resume Crib ")  # (18 columns)
    look(app2, runner2, "title_resume")


def test_the_menus_and_pages_sit_where_the_layout_says(tmp_path):
    """docs/clue_layout.md: a title at the top, rows from 12 (the cursor at
    the left edge, the labels beside it), the footer's two lines from 96; a
    page's 8 lines of 20 from 12 at the left edge, its footer at 108 (logical pixels; x2 on the
    display)."""
    app, display, runner = clue(tmp_path)
    s = app.current

    def xy(t):
        return tuple(v // 2 for v in at(app, t.box))
    assert xy(s.title) == (2, 0) and xy(s.footer) == (2, 96)
    assert [xy(lab) for lab in s.list.labels[:2]] == [(6, 12), (6, 24)] and xy(s.list.cursor) == (0, 12)
    choose(runner, app, "How to play")
    s = app.current
    assert xy(s.title) == (0, 0) and xy(s.body) == (0, 12) and xy(s.footer) == (0, 108)
    assert s.body.grid.height == 8 and s.body.grid.width == 20


def test_the_tables_sit_where_the_layout_says(tmp_path):
    """docs/clue_layout.md, in logical pixels (x2 on the display)."""
    app, display, runner = cribbage_on_the_clue(tmp_path)

    def xy(item):  # (where it is in its screen's group, hidden or not)
        item = getattr(item, "box", item)
        return item.x, item.y
    s = app.current
    assert [xy(t) for t in (s.scores, s.pile[0], s.pile[1], s.starter, s.count, s.msg, s.info, s.prompt)] == [
        (0, 0), (0, 20), (9, 20), (100, 20), (83, 27), (0, 82), (0, 94), (0, 106)]
    assert [at(app, c) for c in s.hand[:2]] == [(2, 106), (40, 106)] and s.msg.inner.grid.height == 2
    assert (s.group[1].x, s.group[1].y, s.board_bmp.width) == (1, 12, 96)  # the mini board
    app.start_game("trash", {"players": 3}, ["human", "hard", "hard"], 4)
    runner.settle()
    s = app.current
    assert [xy(t) for t in (s.title, s.held, s.top, s.msg.label, s.msg.signs, s.others, s.prompt)] == [
        (0, 0), (100, 12), (100, 33), (0, 60), (0, 60), (0, 84), (0, 108)]
    assert s.others.grid.height == 2 and s.msg.label.grid.height == s.msg.signs.height == 2


def test_the_clue_names_its_own_buttons_and_keeps_every_number_whole(tmp_path):
    """L8: on 20 columns the title's "Resume" row keeps both scores, a
    statistics row is whole, the last hand's pegging keeps its numbers on
    its line, and the footers name A and B (the CLUE has no left, right,
    OK or back keys)."""
    from tests.test_telling import to_the_show
    app, display, runner = make(tmp_path, size=CLUE)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "hard"], 5)
    runner.settle()
    to_the_show(runner, app)
    for _ in range(50):  # the show told to its end: the last hand can be looked at
        if app.session.teller.shown.last[1]:
            break
        runner.press("ok")
    runner.press("menu")
    choose(runner, app, "Last hand")
    lines = "\n".join(app.current.parts).split("\n")  # (as the 20 columns show them)
    pegged = [i for i, line in enumerate(lines) if " pegged " in line]
    assert pegged and lines[pegged[0]].split()[2].rstrip(":").isdigit(), lines  # "Red pegged 5: ..."
    assert not any(line.strip().rstrip(",").isdigit() or line.startswith("=") for line in lines), lines
    runner.press("ok")
    choose(runner, app, "Quit")
    resume = app.current.rows[0][0]
    scores = app.session is None and resume.split()[-1]
    assert resume.startswith("Resume Crib ") and len(resume) <= 18, resume
    assert scores.count("-") == 1 and all(x.isdigit() for x in scores.split("-")), resume
    footers = []
    for row in ("Settings", "Statistics"):
        choose(runner, app, row)
        footers.append(app.current.footer.inner.text.strip())
        runner.press("back")
    footers.append(app.current.footer.inner.text.strip())
    assert [f.split("\n")[-1] for f in footers] == ["A: change", "B: details", "B: choose"], footers
    st = app.stats
    st.add("Green", "cribbage", "games", 12)
    st.add("Green", "cribbage", "wins", 10)
    st.save()  # (as a game's end writes them: the statistics screen reads them again)
    choose(runner, app, "Statistics")
    assert app.current.rows[0][0] == "Green: won 10 of 12", app.current.rows[0][0]


def test_a_menu_of_more_rows_than_shown_marks_them_on_the_clues_screen(tmp_path):
    """Trash for eight: eleven rows in seven. The marks of more rows above
    and below sit in a last column of their own, clear of every row's
    words (in the cursor's column they once read as a row's first letter:
    "vStatistics")."""
    app, display, runner = clue(tmp_path)
    choose(runner, app, "Play Trash")
    s = app.current
    rl = s.list
    while rl.index != 0:
        runner.press("up")
    while not s.rows[0][0].endswith(": 8"):
        runner.press("right")  # the number of players, up to eight
    assert len(rl.items) > rl.rows
    seen = set()
    for _ in range(len(rl.items)):  # down through every row
        marks = (rl.more.text.split("\n") + [""] * rl.rows)[:rl.rows]
        assert (marks[0] == "^") == (rl.top > 0)
        assert (marks[-1] == "v") == (rl.top + rl.rows < len(rl.items))
        seen.update(m for m in marks if m)
        x = at(app, rl.more.box)[0]
        for lab in rl.labels:  # clear of every row's words, right of them
            lx = at(app, lab.box)[0]
            assert x >= lx + 12 * lab.grid.width
        runner.press("down")
    assert seen == {"^", "v"}



def test_a_tables_prompt_names_the_clues_buttons_not_the_pybadges_keys(tmp_path):
    """The CLUE has no OK key: where a table's prompt asks for it, it names
    B (OK is B short), as the footers do."""
    for said, shown in (("ok: go on", "B: go on"), ("Game over: ok", "Game over: B"),
                        ("ok again: Red crib", "B again: Red crib"), ("Cut at < 12 >: ok", "Cut at < 12 >: B"),
                        ("Muggins? < yes! > ok", "Muggins? < yes! > B"), ("Draw: < stock > ok", "Draw: < stock > B"),
                        ("Next game: ok", "Next game: B")):
        assert keyed(said) == shown
    app, display, runner = make(tmp_path, size=CLUE)
    app.start_game("cribbage", {"table": "2p6", "dealer": 1}, ["human", "hard"], 5)  # (the human cuts)
    runner.settle()
    seen = set()
    for _ in range(60):
        shown = app.current.prompt.inner.text.strip() if app.name() == "CribbageScreen" else ""
        assert " ok" not in " " + shown and "ok:" not in shown, shown
        seen.add(shown)
        runner.press("ok")
    assert any("B" in s.split() or "B:" in s for s in seen), seen
    app.start_game("trash", {"players": 2}, ["human", "hard"], 5)
    runner.settle()
    assert app.current.prompt.inner.text.strip() == "Draw: < stock > B"


def test_a_confirm_or_result_pages_words_end_above_its_two_rows(tmp_path):
    """Their words take as many lines as fit between the title and the
    rows (ui.in_game: a result of many lines reaches its last one), and
    not one more: a line more would be drawn under the rows."""
    app, display, runner = make(tmp_path, size=CLUE)  # (the font as the app has it)
    from ui.widgets import font
    high = font()[2]
    for (x, y, lines), rows_y in (app.layout.confirm, app.layout.result):
        assert y + lines * high == rows_y


def test_each_sides_pegs_on_the_mini_board_are_two_pixels_wide_and_one_down(tmp_path):
    """The mini peg board (ui.cribbage.screen): a side's front peg, where
    its score is, two pixels on its row and one under the first."""
    app, display, runner = cribbage_on_the_clue(tmp_path)
    t = app.session.teller.shown  # (the board as told)
    to(runner, app, lambda: min(t.scores) > 0 and min(t.backs) > 0)
    runner.settle()
    bmp, target = app.current.board_bmp, app.session.game.target
    span = bmp.width - 4
    for side in (0, 1):
        y, front = side * 3, 2 + 2 * side
        x = min(span, t.scores[side] * span // target)
        assert [bmp[x, y], bmp[x + 1, y], bmp[x, y + 1]] == [front] * 3, side
        assert bmp[x + 2, y] != front and bmp[x - 1, y] != front  # (no wider)


def test_each_sides_back_peg_is_its_colour_paler_and_no_two_sides_alike(tmp_path):
    """The mini board (ui.cribbage.screen): a side's back peg in its own
    colour halfway to white, told apart from the other sides' and from
    white."""
    app, display, runner = cribbage_on_the_clue(tmp_path)
    pal = app.current.board_palette
    backs = []
    for i in range(3):
        front, back = pal[2 + 2 * i], pal[3 + 2 * i]
        for shift in (16, 8, 0):
            f, b = front >> shift & 255, back >> shift & 255
            assert f <= b <= 255 and abs(b - (f + 255) // 2) <= 1, (i, hex(front), hex(back))
        backs.append(back)
    assert len(set(backs)) == 3 and 0xFFFFFF not in backs
