"""Hotseat privacy, checked against who physically holds the device: the
last human to decide or to confirm a pass screen, and everybody while a
show is told. Every frame is read as the display draws it (card tiles and
the letters of every text), and each card it names must be public (named
by the events told this hand) or the holder's own. The player tries what
a player does: at every pass screen Select, Start and every pause page;
in the middle of the telling Start and Resume."""

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import displayio  # noqa: E402
import pytest  # noqa: E402

from engine.cards import parse  # noqa: E402
from tests.conftest import FIGURES  # noqa: E402
from tests.test_telling import cards_in  # noqa: E402
from tests.test_ui import make, signature, visible_cards  # noqa: E402
from ui.key_names import by_name  # noqa: E402
from ui.widgets import font  # noqa: E402

STEP_MS = 50
EVERYBODY = -1
CARD = re.compile(r"(?<![A-Za-z0-9])(10|[A2-9JQK])([SHDC])(?![A-Za-z0-9])")
DEALS = ("deal", "redeal")  # (the second: a hand dealt afresh after a power cut)
PAGES = ("Last hand", "Coach", "Settings", "Statistics", "How to play", "Hint")


def drawn_text(group, out):
    """The letters every text on screen draws (read from its tiles)."""
    f = font()
    letters = {t: chr(32 + i) for i, t in reversed(list(enumerate(f[3])))}
    for item in group:
        if getattr(item, "hidden", False):
            continue
        if isinstance(item, displayio.TileGrid) and item.bitmap is f[0]:
            for y in range(item.height):
                out.append("".join(letters.get(item[x, y], "?") for x in range(item.width)))
        elif isinstance(item, displayio.Group):
            drawn_text(item, out)
    return out


def cards_drawn(app):
    """Every card the frame shows: as a card, or named in its words."""
    cards = set(visible_cards(app.root, []))
    for line in drawn_text(app.root, []):
        for rank, suit in CARD.findall(line):
            cards.add(parse(rank + suit))
    return cards


class Table:
    """The oracle: who holds the device and what the table has been told."""

    def __init__(self, app):
        self.app = app
        humans = app.session.humans()
        self.holder = EVERYBODY if len(humans) != 1 else humans[0]  # (the game chosen with all looking on)
        self.public = set()
        self.last_public = set()
        self.told = None
        self.frames = self.pass_screens = self.pages = self.pauses = 0
        self.scores = None
        self.now = 0  # the player's clock
        self.pending = []  # the events still to tell at the last frame
        self.dealt = None  # each seat's cards dealt at the last deal told
        self.held_frames = 0  # frames between two screens, the old picture kept
        self.last_screen = None

    def own(self, seat):
        """Seat's own cards this hand as told: dealt to it at the last deal
        told (the engine may be a hand ahead while a show is told)."""
        if self.dealt is None:
            self.deal()
        return self.dealt[seat]

    def deal(self):
        g = self.app.session.game
        self.dealt = []
        for seat in range(g.n):
            v = g.view(seat)
            self.dealt.append(set(v["hand"]) | set(v["laid_away"]) | set(v["played"][seat]) if "hand" in v
                              else set())  # (Trash: nothing is one player's own)

    def check(self, at_pass=False):
        app = self.app
        ss = app.session
        self.frames += 1
        e = ss.teller.telling if ss is not None else None
        if ss is not None:  # events told since the last frame (OK tells many at once): named now
            for m in self.pending:
                if m[0] != "say" and not any(m is x for x in ss.teller.messages):
                    self.public.update(cards_in(m))
                    if m[0] in DEALS:
                        self.deal()
            self.pending = list(ss.teller.messages)
        if e is not None and e is not self.told:
            self.told = e
            if e[0] in DEALS:
                self.deal()
            if e[0] in DEALS and ss.kind == "cribbage":  # (a hand dealt afresh after a cut too)
                self.last_public, self.public = self.public | self.last_public, set()
            self.public.update(cards_in(e))
            if ss.kind == "trash" and e[0] in ("draw", "throw"):
                self.public.add(e[2])
            elif ss.kind == "trash" and e[0] in ("place", "wild", "take"):
                self.public.update(e[3:5])
            if e[0] == "show" and len(ss.humans()) > 1:
                self.holder = EVERYBODY  # everybody watches the show (one human: theirs alone)
        name = app.name()
        # no bare felt between screens (L5): the canvas empty only while the picture is held
        assert len(app.canvas) or app.picture_held, "a blank frame after %s" % self.last_screen
        self.held_frames += not len(app.canvas)
        self.last_screen = name
        if name == "PassScreen":  # (the last words read first: their time over)
            assert not ss.teller.messages and self.now >= ss.teller.msg_until, \
                "a pass screen before the telling ended: %r" % (ss.teller.message,)
        if name == "ResultScreen" or ss is None:
            return
        g = ss.game
        if ss.kind == "trash":  # (face up, in hand, thrown, or turned up in a chain being told)
            allowed = set(g.discard) | {g.held} | set(c for u in g.up for c in u) | set(ss.teller.showing or ())
        else:
            allowed = set(g.pile)
        allowed |= self.public
        if name == "LastHandScreen":
            allowed |= self.last_public
        if self.holder != EVERYBODY and not at_pass:
            allowed |= self.own(self.holder)
        shown = cards_drawn(app)
        assert shown <= allowed, ("a card shown that is not the holder's", name, self.holder,
                                  sorted(shown - allowed), ss.teller.message)
        if name == "CribbageScreen":
            if app.current.prompt.text.startswith(("Lay away", "One more", "ok again", "Your play", "Hint")):
                assert any(not s.hidden for s in app.current.hand), "asked to move with no hand shown"
            scores = [int(w) for w in app.current.scores.text.split() if w.isdigit()]
            if self.scores is not None:
                assert all(a >= b for a, b in zip(scores, self.scores)), \
                    ("the score line went back", self.scores, scores, ss.teller.message)
            self.scores = scores


class Player:
    """Presses keys and lets time pass frame by frame, the oracle looking."""

    def __init__(self, app, runner, table, at_pass=True, mid_telling=3, leave=0, folder=None):
        self.app, self.runner, self.table = app, runner, table
        self.at_pass = at_pass  # Select, Start and each pause page at every pass screen
        self.mid_telling = mid_telling  # Start and Resume at every this many keys while a move is told
        self.leave = leave  # quit and resume, or a power cut, at every this many keys of a telling
        self.folder = folder  # (where the app keeps its flash: a power cut starts it again there)
        self.left = 0
        self.cut_hand = -1  # the hand the last power cut was in
        self.patience = 20000  # frames a key is given to settle (fewer: the next event is caught)

    def frames(self, key, at_pass=False, ticks=None):
        if ticks is None:
            ticks = self.patience
        app = self.app
        ss = app.session
        actor = ss.game.actor if ss is not None else None
        n = len(ss.actions) if ss is not None else 0
        was_pass = app.name() == "PassScreen"
        target = ss.teller.pass_target() if was_pass else None
        self.table.now = self.runner.now
        app.key(by_name(key))
        if ss is not None and len(ss.actions) > n and ss.seats[actor] == "human":
            self.table.holder = actor  # a human decided: the device is in their hands
        if was_pass and key == "ok" and app.name() != "PassScreen":
            self.table.holder = target
        self.table.check(at_pass)
        for _ in range(ticks):
            if app.idle():
                return
            self.runner.now += STEP_MS
            self.table.now = self.runner.now
            app.tick(self.runner.now)
            self.table.check(at_pass)
        if ticks == 20000:
            raise AssertionError("never idle")

    def tick(self):
        """One frame, no key."""
        self.runner.now += STEP_MS
        self.table.now = self.runner.now
        self.app.tick(self.runner.now)
        self.table.check()

    def at_pass_screen(self):
        """Select (nothing), Start and every pause page (only public ones),
        then OK: the device passed."""
        app = self.app
        self.table.pass_screens += 1
        if self.at_pass:
            self.frames("hint", True)
            assert app.name() == "PassScreen" and app.session.hint is None
            self.try_pages(True)
            assert app.name() == "PassScreen"
        self.frames("ok")

    def rows(self):
        return [r[0] for r in self.app.current.rows]

    def choose(self, label, at_pass):
        for _ in range(20):
            rows = self.rows()
            if rows[self.app.current.list.index].startswith(label):
                self.frames("ok", at_pass)
                return
            self.frames("down", at_pass)
        raise AssertionError("no row %r" % label)

    def try_pages(self, at_pass):
        """Start, then every page of the pause menu and back, then Resume."""
        app = self.app
        self.frames("menu", at_pass)
        assert app.name() == "PauseScreen"
        self.table.pauses += 1
        for label in PAGES:
            if app.name() != "PauseScreen":
                self.frames("menu", at_pass)
            if not [r for r in self.rows() if r.startswith(label)]:
                continue
            self.choose(label, at_pass)
            self.table.pages += 1
            for _ in range(3):
                if app.name() in ("PauseScreen", "PassScreen", "CribbageScreen", "TrashScreen"):
                    break
                self.frames("back", at_pass)
        if app.name() != "PauseScreen":
            self.frames("menu", at_pass)
        self.choose("Resume", at_pass)

    def leave_and_resume(self, power_cut):
        """Quit to the title (Start, Quit), or the power gone (the app
        started again on its flash), then Resume: the title offers the
        scores as told, the resumed table starts from them."""
        line = self.table.scores
        humans = self.app.session.humans()
        if power_cut:
            from tests.test_ui import make as again
            self.app, _, self.runner = again(self.folder)
            self.table.app = self.app
            self.runner.settle()
        else:
            self.frames("menu")
            self.choose("Quit", False)
        app = self.app
        assert app.name() == "TitleScreen"
        offered = app.current.rows[0][0]
        assert offered.startswith("Resume "), offered
        if app.session is None and line is not None and "Crib" in offered:
            start = [int(x) for x in offered.split()[-1].split("-")]
            assert all(a <= b for a, b in zip(start, line)), (offered, line)
            self.table.scores = start  # (the resumed line starts here, and goes only up)
        self.table.holder = EVERYBODY if len(humans) != 1 else humans[0]  # (hotseat: a pass screen first)
        self.table.public |= self.table.last_public  # (a resume may tell the hand before again)
        self.table.dealt = None  # (a hand dealt again, or the one told: as the game has it)
        self.left += 1
        self.frames("ok")

    def play(self, limit=4000):
        self.frames("ok")
        told = 0
        for _ in range(limit):
            app = self.app  # (a power cut starts another)
            name = app.name()
            if name == "ResultScreen":
                return
            if name == "TitleScreen":  # (a game quit at its very end: nothing to resume)
                return
            ss = app.session
            if name == "PassScreen":
                self.at_pass_screen()
                continue
            if self.leave:  # a key, a few frames of what it tells, then quit or the power cut
                told += 1
                before = signature(app)
                self.frames("ok", ticks=(1, 5, 13, 29, 61)[told % 5])
                if app.session is ss and ss.teller.left() and told % self.leave == 0 and \
                        app.name() in ("CribbageScreen", "TrashScreen"):
                    # (a power cut: back to the hand's start; once a hand at most, or a hand longer
                    # than the cuts' cadence would be dealt again for ever)
                    cut = told // self.leave % 5 == 0 and ss.game.hand_no != self.cut_hand
                    if cut:
                        self.cut_hand = ss.game.hand_no
                    self.leave_and_resume(cut)
                elif signature(app) == before:
                    self.frames("right")
                continue
            if self.mid_telling:  # a key, a few frames of what it tells, then every pause page
                told += 1
                before = signature(app)
                self.frames("ok", ticks=(1, 3, 7, 15, 31)[told % 5])
                if app.session is ss and ss.teller.left() and told % self.mid_telling == 0 and \
                        app.name() in ("CribbageScreen", "TrashScreen"):
                    self.try_pages(False)  # (ends with Resume: the telling goes on, then any pass screen)
                elif signature(app) == before:
                    self.frames("right")
                continue
            before = signature(app)
            self.frames("ok")
            if signature(app) == before:
                self.frames("right")
        raise AssertionError("stuck on %s: %r %r %r" % (app.name(), app.session.teller.message, app.session.game.phase, app.session.teller.messages[:2]))


@pytest.mark.parametrize("table,seats", [("2p6", "human,human"), ("3p", "human,hard,human"),
                                         ("4p", "human,human,human,human")])
def test_hotseat_no_frame_shows_a_card_to_anyone_but_its_holder(tmp_path, table, seats):
    """At every pass screen Select asks nothing and the pause menu offers
    only public pages (H1: the coach showed the last player's hand); after
    a show, watched by all, the next hand waits for a pass screen (H2);
    Start and Resume while a move is told let the telling end before any
    pass screen, and the score line never goes back (M1)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": table, "target": 61}, seats.split(","), 3)
    oracle = Table(app)
    Player(app, runner, oracle).play()
    assert oracle.pass_screens > 5 and oracle.pages > 5 and oracle.pauses > 20
    FIGURES.append("privacy oracle, Cribbage %s %s: %d frames, %d pass screens, %d pause pages, %d pauses; "
                   "%d frames between screens, none blank" % (table, seats, oracle.frames, oracle.pass_screens,
                                                              oracle.pages, oracle.pauses, oracle.held_frames))


@pytest.mark.parametrize("at_pass,mid_telling", [(False, 0), (True, 0), (False, 1)])
def test_each_way_off_the_plain_path_keeps_the_hands_private(tmp_path, at_pass, mid_telling):
    """Each of the old faults alone (each failed on the code before the
    teller decided privacy, ui.teller's may_see): the plain path (H2: the
    next hand drawn at once after the show), the pages at pass screens
    (H1: the coach page showed the last player's hand), Start and Resume
    while a move is told (M1: a pass screen before the telling ended)."""
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "target": 61}, ["human", "human"], 3)
    oracle = Table(app)
    Player(app, runner, oracle, at_pass, mid_telling).play()
    assert oracle.pass_screens > 5


def test_at_a_pass_screen_the_pause_menu_offers_only_public_pages(tmp_path):
    app, display, runner = make(tmp_path)
    app.start_game("cribbage", {"table": "2p6", "dealer": 0}, ["human", "human"], 3)
    runner.settle()
    for _ in range(40):
        if app.name() == "PassScreen" and app.session.coach is not None:
            break
        runner.press("ok")
    assert app.name() == "PassScreen"
    runner.press("menu")
    rows = [r[0] for r in app.current.rows]
    assert rows[0] == "Resume" and not [r for r in rows if r.startswith(("Hint", "Coach"))], rows
    runner.press("ok")
    runner.press("ok")  # passed: the coach is there for its own player, on their turn
    for _ in range(40):
        ss = app.session
        if app.name() == "CribbageScreen" and ss.human_turn() and ss.actor == ss.coached and \
                not ss.teller.messages:
            break
        runner.press("ok")
    runner.press("menu")
    rows = [r[0] for r in app.current.rows]
    assert "Hint" in rows and "Coach: my lay-away" in rows, rows


@pytest.mark.parametrize("game,options,seats", [
    ("cribbage", {"table": "2p6", "target": 61}, "human,human"),
    ("cribbage", {"table": "3p", "target": 61}, "human,hard,human"),
    ("cribbage", {"table": "2p5", "target": 61}, "hard,human"),
    ("trash", {"players": 3, "goal": 8}, "human,human,hard"),
])
def test_quit_or_a_power_cut_in_the_middle_of_a_telling_resumes_it_as_told(tmp_path, game, options, seats):
    """Start, Quit, Resume, or the power gone and Resume, at every few keys
    of every telling: the title offers the scores as told (never past the
    score line), the resumed table goes on from them (the score line only
    goes up), and the oracle's privacy and told-table checks hold at every
    frame (M2)."""
    app, display, runner = make(tmp_path)
    while game == "cribbage" and app.prefs.get("pace") != "slow":  # (each count waits for OK: OK does
        app.prefs.cycle("pace")  # not skip a whole show; saved: a power cut keeps it)
    app.prefs.apply(app)
    app.start_game(game, options, seats.split(","), 7)
    oracle = Table(app)
    player = Player(app, runner, oracle, at_pass=False, mid_telling=0, leave=4, folder=tmp_path)
    player.play()
    assert player.left > 5, player.left
    FIGURES.append("quit or power cut in a telling, %s %s: %d times, %d frames checked"
                   % (game, seats, player.left, oracle.frames))


@pytest.mark.parametrize("game,options,seats", [
    ("cribbage", {"table": "2p6", "target": 61}, "human,human"),
    ("cribbage", {"table": "4p", "target": 61}, "human,human,hard,human"),
    ("trash", {"players": 2, "goal": 8}, "human,human"),
    ("trash", {"players": 4, "goal": 8}, "human,hard,human,human"),
])
def test_every_pause_page_in_the_middle_of_a_telling_then_resume(tmp_path, game, options, seats):
    """A key, a few frames of what it tells (1 to 31), then Start, every
    pause page, Resume, over whole games of both: the oracle's checks at
    every frame (no card but its holder's, no pass screen before the
    telling ends, the score line never back, no blank frame)."""
    app, display, runner = make(tmp_path)
    app.start_game(game, options, seats.split(","), 11)
    oracle = Table(app)
    Player(app, runner, oracle, at_pass=True, mid_telling=2).play()
    assert oracle.pauses > 5 and oracle.pages > 15, (oracle.pauses, oracle.pages)
    FIGURES.append("pause pages in tellings, %s %s: %d pauses, %d pages, %d frames checked"
                   % (game, seats, oracle.pauses, oracle.pages, oracle.frames))


def interrupt(player, ways):
    """At an event whose words are up: Select (nothing asked for anyone
    while the table is told, L3), Start, every pause page, Resume (M1),
    Start, Quit, Resume, and the power cut, Resume (M2), each coming back
    to the same telling; the oracle looks at every frame."""
    ss = player.app.session
    e, words = ss.teller.telling, ss.teller.message
    if "select" in ways:
        player.frames("hint", ticks=0)
        assert ss.hint is None and ss.teller.telling is e, "Select in a telling asked a hint"
    if "pages" in ways:
        player.try_pages(False)
        assert player.app.session.teller.telling is e, ("the telling moved on under a page", e)
    for power_cut in [False] * ("quit" in ways) + [True] * ("power" in ways):
        player.leave_and_resume(power_cut)
    if "quit" in ways or "power" in ways:  # (told again from the save's count: this event, or the deal again)
        player.table.scores = None  # (a hand dealt afresh starts from the scores before it)
    return words


def play_interrupting_every_event(player, ways=("select", "pages", "quit", "power")):
    """Play a whole game as a patient player (the telling read to its end,
    frame by frame), and at every event of it, the first frame its words
    are up, try every way off the plain path (interrupt); at every pass
    screen Select, Start and every pause page. Returns how many events."""
    player.patience = 1  # (one frame a key: the next event's first frame is caught)
    seen = set()
    player.frames("ok")
    for _ in range(200000):
        app = player.app  # (a power cut starts another)
        name = app.name()
        if name in ("ResultScreen", "TitleScreen"):
            return len(seen)
        ss = app.session
        if name == "PassScreen":
            player.at_pass_screen()
            continue
        if name not in ("CribbageScreen", "TrashScreen"):  # (a page left open: back to the table)
            player.frames("back")
            continue
        t = ss.teller
        if t.messages and not t.held:
            e = t.telling
            at = (ss.acted, t.presented - t.left())  # (the same after a resume tells it again)
            if e is not None and e[0] != "say" and at not in seen and t.message:
                seen.add(at)
                interrupt(player, ways)
                continue
            player.tick()
            continue
        if not app.idle():  # a computer thinking, the last words read
            player.tick()
            continue
        before = signature(app)
        player.frames("ok")
        if signature(app) == before and app.idle():
            player.frames("right")
    raise AssertionError("stuck on %s" % player.app.name())


@pytest.mark.parametrize("game,options,seats", [
    ("cribbage", {"table": "2p6", "target": 61}, "human,human"),
    ("cribbage", {"table": "3p", "target": 61}, "human,human,human"),
    ("cribbage", {"table": "4p", "target": 61}, "human,human,human,human"),
    ("trash", {"players": 2, "goal": 8}, "human,human"),
    ("trash", {"players": 3, "goal": 8}, "human,human,human"),
    ("trash", {"players": 4, "goal": 8}, "human,human,human,human"),
])
def test_at_every_event_every_way_off_the_plain_path(tmp_path, game, options, seats):
    """Hotseat with 2, 3 and 4 humans, both games: at every event of the
    telling Select, Start and every pause page and Resume, Start and Quit
    and Resume, a power cut and Resume; at every pass screen Select, Start
    and every pause page. The oracle checks every frame, also those between
    a key and the next screen: no card but its holder's (H1, H2), no pass
    screen before the telling ends (M1), the score line never back and the
    title's scores never past it (M2), Trash's card in hand, pile and stock
    as told (M3, M4: tests.test_telling), no blank frame (L5)."""
    app, display, runner = make(tmp_path)
    app.start_game(game, options, seats.split(","), 5)
    oracle = Table(app)
    player = Player(app, runner, oracle, folder=tmp_path)
    events = play_interrupting_every_event(player)
    assert events > 60, events
    # Cribbage: a pass screen before each hand (and after each resume); Trash has no secrets: none
    assert oracle.pass_screens > 3 if game == "cribbage" else oracle.pass_screens == 0, oracle.pass_screens
    FIGURES.append("every event off the plain path, %s %s: %d events x (Select, Start + every page, "
                   "quit, power cut), %d pass screens, %d pages, %d frames checked"
                   % (game, seats, events, oracle.pass_screens, oracle.pages, oracle.frames))
