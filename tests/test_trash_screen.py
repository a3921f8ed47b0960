"""The Trash table as a player uses it (ui/trash/screen.py, the hint in
ui/trash/pages.py): the hint says what to do and why in every kind of
decision, each other layout can be looked at on one's own draw without
drawing, and a card in a message carries its suit's sign as on the card
art. Screenshots in out/screens/trash_*.png."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.trash import DISCARD, DRAW, STOCK, TAKE, TAKE_BACK, WILD, WILD_TO  # noqa: E402
from tests.layout import problems  # noqa: E402
from tests.test_ui import SHOTS, make  # noqa: E402
from ui.trash.rules import SIGNS, card_words  # noqa: E402

LABELS = ["A"] + [str(n) for n in range(2, 11)]
NONE = 255


def fits(g, p, c):
    """Would card c fill a slot of p's layout (a wild fills any)?"""
    if g.is_wild(c):
        return True
    r = (c >> 2) + 1
    return r <= g.size[p] and (g.up[p][r - 1] == NONE or g.is_wild(g.up[p][r - 1]))


def still_to_come(g, s):
    """Cards of slot s's number neither face up in a layout nor on the pile."""
    rank = s + 1
    seen = sum(1 for c in g.discard if c < 52 and (c >> 2) + 1 == rank)
    seen += sum(1 for lay in g.up for c in lay if c < 52 and (c >> 2) + 1 == rank)
    return 4 * ((g.n + 1) // 2) - seen


def test_the_hint_says_what_to_do_and_why_in_every_decision(tmp_path):
    """A whole game of asking for the hint at every decision and taking it:
    the pile's card when it fills a slot ("fills 7") or is wild, else the
    stock; a wild on the slot whose number has fewest still unseen (the
    higher on a tie), with how many; a slot always taken back."""
    app, display, runner = make(tmp_path)
    runner.out = SHOTS
    app.start_game("trash", {"players": 2}, ["human", "hard"], 11)
    runner.settle()
    seen = set()
    while app.name() != "ResultScreen" and len(seen) < 6:
        ss = app.session
        if not ss.human_turn() or ss.teller.messages:
            runner.press("ok")
            continue
        g = ss.game
        p, ph = g.actor, g.phase
        before = list(g.legal())
        runner.press("hint")
        said = ss.teller.message
        assert g.actor == p and g.phase == ph and g.legal() == before  # asking decides nothing
        if ph == DRAW:
            top = g.discard[-1] if g.discard else None
            if DISCARD in before and fits(g, p, top):
                assert ss.hint == DISCARD
                assert said == ("hint: take it, it is wild" if g.is_wild(top) else
                                "hint: take it, fills %s" % LABELS[top >> 2])
                seen.add("take")
            elif DISCARD in before:
                assert ss.hint == STOCK and said == "hint: stock, %s fits none" % card_words(top)
                seen.add("stock")
            else:
                assert ss.hint == STOCK and said == "hint: draw from the stock"
            assert app.current.prompt.text.startswith(
                "Draw: < %s >" % ("discard" if ss.hint == DISCARD else "stock"))
            card = app.current.top if ss.hint == DISCARD else app.current.held  # the frame on it
            assert not app.current.cursor.hidden and (app.current.cursor.x, app.current.cursor.y) == (card.x, card.y)
            if "take" in seen and "stock" in seen and "shot_draw" not in seen:
                runner.shot("trash_hint_draw", scale=2)
                seen.add("shot_draw")
        elif ph == WILD:
            open_slots = [a - WILD_TO for a in before]
            best = max(open_slots, key=lambda s: (-still_to_come(g, s), s))
            assert ss.hint == WILD_TO + best
            assert said == "hint: wild on %s, %d unseen" % (LABELS[best], still_to_come(g, best))
            assert (app.current.cursor.x, app.current.cursor.y) == (2 + 24 * (best % 5), 12 + 28 * (best // 5))
            assert not app.current.cursor.hidden
            if "wild" not in seen:
                runner.shot("trash_hint_wild", scale=2)
            seen.add("wild")
        elif ph == TAKE:
            assert ss.hint == TAKE_BACK and said == "hint: yes, the wild moves"
            assert app.current.take and "<yes>" in app.current.prompt.text
            seen.add("swap")
        assert len(said) <= 26 and not problems(app)
        runner.press("ok")  # take the hint
        assert ss.teller.message != said or ss.teller.messages  # its words go with the decision
    assert {"take", "stock", "wild"} <= seen, seen


def test_the_pause_menu_offers_the_hint_in_trash(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("trash", {"players": 2}, ["human", "hard"], 11)
    runner.settle()
    runner.press("menu")
    labels = [lab.text for lab in app.current.list.labels]
    assert labels[1] == "Hint"
    runner.press("down")
    runner.press("ok")
    assert app.name() == "TrashScreen" and app.session.teller.message.startswith("hint: ")


def test_each_other_layout_can_be_looked_at_on_ones_own_draw(tmp_path):
    """Right from the draw's choices goes through the other layouts (their
    face-up cards, backs where face down) and round again; OK or B comes
    back to one's own layout without drawing."""
    app, display, runner = make(tmp_path)
    runner.out = SHOTS
    app.start_game("trash", {"players": 4}, ["human", "hard", "normal", "easy"], 4)
    runner.settle()
    ss = app.session
    for _ in range(40):  # play on until the others have cards face up
        while not (ss.human_turn() and not ss.teller.messages and ss.game.phase == DRAW):
            runner.press("ok")
        if all(any(c != NONE for c in ss.game.up[q]) for q in (1, 2, 3)):
            break
        runner.press("ok")
    g = ss.game
    screen = app.current
    stock, discard, moves = len(g.stock), len(g.discard), len(ss.actions)
    choices = len(g.legal())
    for _ in range(choices):
        runner.press("right")
    for q in (1, 2, 3):
        assert screen.title.text == "%s's layout, %d slots" % (ss.names[q], g.size[q])
        assert screen.prompt.text == "Looking: < %s >" % ss.names[q]
        for s in range(g.size[q]):
            c = g.up[q][s]
            assert screen.slots[s][0] == (c if c < 52 else 52) if c != NONE else screen.slots[s][0] == 56 + s
        assert screen.cursor.hidden and not problems(app)
        if q == 1:
            runner.shot("trash_look_other_layout", scale=2)
        runner.press("right")
    assert screen.prompt.text.startswith("Draw: < ")  # round again to the draw
    runner.press("left")  # and left, back to the last of the others
    assert screen.prompt.text == "Looking: < %s >" % ss.names[3]
    runner.press("ok")  # from a look: back, nothing drawn
    assert (len(g.stock), len(g.discard), g.actor, g.phase, len(ss.actions)) == (stock, discard, 0, DRAW, moves)
    assert screen.title.text.startswith("Red: hand") and screen.prompt.text.startswith("Draw: < stock")
    runner.press("left")
    runner.press("back")
    assert screen.prompt.text.startswith("Draw: < stock") and len(g.stock) == stock
    runner.press("ok")  # and OK on the stock draws
    assert ss.actions[moves] == STOCK


def test_cards_in_messages_carry_their_suits_sign_as_on_the_cards(tmp_path):
    assert [card_words(c) for c in (0, 1, 2, 3, 39, 52, 53)] == [
        "A\u2663", "A\u2666", "A\u2665", "A\u2660", "10\u2660", "joker", "joker"]
    app, display, runner = make(tmp_path)
    runner.out = SHOTS
    app.start_game("trash", {"players": 2}, ["human", "hard"], 4)
    runner.settle()
    ss = app.session
    for _ in range(200):
        runner.press("ok")
        if any(ch in ss.teller.message for ch in SIGNS):
            break
    line = app.current.msg
    said = ss.teller.message
    k = next(i for i, ch in enumerate(said) if ch in SIGNS)
    assert line.label.text[k] == " " and line.label.text[:k] == said[:k]  # the font draws no sign
    assert line.signs[k] == SIGNS.index(said[k]) + 1  # the sign's tile, on its cell
    assert all(line.signs[i] == 0 for i in range(line.signs.width) if i >= len(said) or said[i] not in SIGNS)
    # drawn: the cell holds the white chip and the suit's ink of the card art
    display.refresh()
    surf = display.surface
    x0, y0 = line.signs.x + 6 * k, line.signs.y
    colours = {tuple(surf.get_at((x0 + x, y0 + y)))[:3] for x in range(6) for y in range(12)}
    ink = app.art.palette[8 + SIGNS.index(said[k])]
    ink = (ink >> 16, ink >> 8 & 255, ink & 255)

    def drawn(rgb):  # (the display keeps 5-6-5 bits of each colour)
        return any(all(abs(a - b) <= 8 for a, b in zip(c, rgb)) for c in colours)
    assert drawn((255, 255, 255)) and drawn(ink)
    runner.shot("trash_suit_signs", scale=2)


def test_the_hint_counts_the_numbers_on_the_pile_and_passes_over_jokers():
    """What the hint's count of cards still to come starts from: each
    number card on the discard pile by its rank; a joker on it (a winner's
    last card) is no number."""
    from ui.trash.pages import adviser

    class Seen:
        class game:
            discard = [52, 53, 51, 0, 1, 39]  # jokers, K, two aces, a 10
    thrown = adviser(Seen).thrown
    assert (thrown[1], thrown[10], thrown[13]) == (2, 1, 1) and sum(thrown) == 4


def test_with_eight_players_each_other_players_progress_is_shown():
    """Seven others, three a line: every one of them named, none left out."""
    import tempfile
    app, display, runner = make(tempfile.mkdtemp())
    app.start_game("trash", {"players": 8}, ["human"] + ["hard"] * 7, 4)
    runner.settle()
    shown = app.current.others.text.split()
    names = [w for w in shown if "/" not in w]
    assert names == [n[:2] for n in app.session.names[1:]]
    assert len(app.current.others.text.split("\n")) == 3


def test_a_chains_staged_layouts_are_one_buffer_made_with_the_game(tmp_path):
    """Trash's table as told is made once a game: each action stages the
    layouts in the same buffer (ten slots a player), not in new ones."""
    app, display, runner = make(tmp_path)
    app.start_game("trash", {"players": 3}, ["human", "hard", "hard"], 5)
    runner.settle()
    ss = app.session
    shown, stage = ss.teller.shown, ss.teller.shown.stage
    assert len(stage) == 30
    staged = 0
    for _ in range(60):
        runner.press("ok")
        assert ss.teller.shown is shown and shown.stage is stage
        assert ss.teller.showing is None or ss.teller.showing is stage
        staged += ss.teller.showing is stage
    assert staged


def test_while_a_new_hand_is_told_the_title_names_that_hand(tmp_path):
    """The title line reads the hand as told (ui.trash.Shown.hand_no, set
    from the deal event as its words come up) while more is still to tell:
    here "saving is off" after each deal, the flash failing every write.
    "hand 2" while "Red leads hand 2" is told, never a number from the
    wrong field of the event."""
    app, display, runner = make(tmp_path)
    app.store.write_in = lambda buf, size: False  # (the flash keeps nothing)
    app.start_game("trash", {"players": 2}, ["hard", "hard"], 3)
    ss = app.session
    seen = []
    for _ in range(40000):
        runner.now += 50
        app.tick(runner.now)
        e = ss.teller.telling
        if e is not None and e[0] == "deal" and ss.teller.messages and app.current is app.game_screen:
            app.current.redraw()
            seen.append((e[1] + 1, app.current.title.text))
            if e[1] >= 1:
                break
    assert seen and seen[-1][0] >= 2
    for n, title in seen:
        assert ("hand %d " % n) in title, (n, title)
