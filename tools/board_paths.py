"""The players of the board's heap runs (tools.bench_board_memory): the
paths players take, decided here on the host from the state line the app
on the core prints after each key (tools/mp/scripts/app_session.py), so
that the core holds only what receives the keys, not the plans:

  main     the menus, a 4-game Cribbage match of each table (3p and 4p
           with muggins), Trash with 2, 4 and 8 players (one human asking
           the hint at each decision, once a game the pause menu's pages),
           the two-player Trash game again from its result
  hotseat  two humans passing the device, Cribbage and Trash, the hint at
           every decision, every pause page at each hand's first decision
  pages    Cribbage against hard (its search and crib table held): every
           page of the pause menu at the lay-away, in the play and in the
           middle of the show of the first three hands, and while the
           game's win is told
  trash8h  Trash with 8 players, 4 of them humans passing the device, a
           whole game, the hint at every decision
  story    Cribbage against hard: at every show, pause while it is told,
           quit to the title, the menus, resume from the title
  learn    Learn to play: the first game of each, every moment's page
           read and left with OK, the hint at each decision
  ten      ten games of Cribbage in a row against hard, the title between
  cut      a game against hard, the power cut in its second hand (the run
           stops: no save but the checkpoints made); then
  resume   on the same drive: the saved game resumed from the title
  oops     memory runs out at a hint: the error screen, then "carry on"

Each path gives the run's output as the old one-script session printed
it ("figure NAME BYTES", "game ...", "peak STAGE BYTES", "done"), for
tools.bench_board_memory.parse."""

import subprocess
import tempfile
import threading

from engine.crib_actions import BETWEEN, PLAYING
from ui.actions import BACK, DOWN, HINT, LEFT, MENU, OK, RIGHT, UP
from ui.colours import SEAT_NAMES
from ui.menus import seat_label  # the setup menu's words for a seat
from ui.cribbage.menu import WORDS  # the setup menu's words for a table

PAGES = ("Last hand", "Coach", "Hint")  # the pages over the table
EVERY_PAGE = ("Last hand", "Coach", "Hint", "Settings", "Statistics", "How to play")
MATCH_TABLES = ("2p6", "2p5", "3p", "4p")
TRASH_PLAYERS = (2, 4, 8)
GAMES_PER_MATCH = 4
FAR = 1 << 20  # no block measured yet


class Ended(Exception):
    """The core stopped (out of memory, or an error of the app's)."""


class State:
    """The app as the state line says: the screen's name, its selected
    row's label and the values a key may change; in a game, its count of
    actions, whether its table is up and a human is to act, its game and
    hand, phase, whether no one is to act, whether words are being told,
    and what is being told; the screen's rows."""

    def __init__(self, line, rows):
        f = line[2:].split("\t")
        self.name, self.label = f[0], f[1]
        self.key_state = tuple(f[:1] + f[2:7])  # (what a key that did something changes)
        self.session = f[6] != "-"
        if self.session:
            self.actions, self.game_no, self.hand_no, self.phase = (int(f[i]) for i in (6, 9, 10, 11))
            self.on_table, self.human_turn, self.no_actor, self.telling_words = (
                f[i] == "True" for i in (7, 8, 12, 13))
            self.telling = f[14]
        r = rows.split("\t")
        self.first_has_value = r[0] == "True"
        self.rows = r[1:-1] if len(r) > 1 else []


class Core:
    """The app on the core, by its commands; `out`, the run's output."""

    def __init__(self, proc):
        self.p = proc
        self.out = []
        self.stages = ["start"]
        self.s = None
        self.game_start = self.hand_live = self.start_actions = self.actions = 0
        self.hand_seen = -1
        self.low_block = self.start_block = FAR

    def _line(self):
        line = self.p.stdout.readline()
        if not line:
            raise Ended()
        return line.rstrip("\n")

    def _ask(self, command, reply):
        """Send a command; read to its reply (a line starting with `reply`),
        the run's other lines kept in out."""
        self.p.stdin.write(command + "\n")
        self.p.stdin.flush()
        while True:
            line = self._line()
            if line.startswith(reply):
                return line
            self.out.append(self._named(line))

    def _named(self, line):
        """A line of the core's, its stage numbers as names."""
        w = line.split()
        if w[:1] == ["peak"] and len(w) == 3:
            return "peak %s %s" % (self.stages[int(w[1])], w[2])
        if w[:2] == ["figure", "peak"] and len(w) == 4:
            stage, screen = w[3].split("/", 1)
            return "figure peak %s %s/%s" % (w[2], self.stages[int(stage)], screen)
        return line

    def say(self, line):
        self.out.append(line)

    def key(self, k, how="k"):
        line = self._ask("%s %d" % (how, k) if k is not None else how, "= ")
        self.s = State(line, self._line())
        return self.s

    def settle(self):
        return self.key(None, "w")

    def live(self):
        """The live heap now (a sample of the peak too)."""
        return int(self._ask("v", "v ").split()[1])

    def largest(self):
        return int(self._ask("b", "b ").split()[1])

    def text(self):
        return self._ask("t", "text")[5:]

    def stage(self, name):
        self.stages.append(name)
        self.p.stdin.write("g %d\n" % (len(self.stages) - 1))

    def stop_at_show(self):
        self.p.stdin.write("T\n")

    def stop_at_win(self):
        self.p.stdin.write("W\n")

    def end(self):
        self.p.stdin.write("x\n")
        self.p.stdin.flush()
        try:
            while True:
                self.out.append(self._named(self._line()))
        except Ended:
            pass


def choose(c, prefix):
    """Down until the row starting with prefix is selected, then OK."""
    for _ in range(20):
        if c.s.label.startswith(prefix):
            c.key(OK)
            return
        c.key(DOWN)
    raise ValueError("no row %r on %s" % (prefix, c.s.name))


def offered(c, prefix):
    return any(r.startswith(prefix) for r in c.s.rows)


def set_row(c, prefix, want):
    """Select the row, then right until it reads `want`."""
    for _ in range(20):
        if c.s.label.startswith(prefix):
            break
        c.key(DOWN)
    for _ in range(12):
        if c.s.label == want:
            return
        c.key(RIGHT)
    raise ValueError("row %r never read %r" % (prefix, want))


def pause_tour(c, rows):
    """From the table (or a pass screen): the pause menu, each of `rows`
    there that is offered (a page over the table: any key leaves it;
    Settings: a setting changed and changed back; Statistics: a seat's
    page; How to play: every page), then back to the game."""
    c.key(MENU)
    for prefix in rows:
        if c.s.name != "PauseScreen":
            return  # (the hint goes back to the table)
        if not offered(c, prefix):
            continue
        choose(c, prefix)
        name = c.s.name
        if name == "OptionsScreen":  # Settings: one changed and back, Done
            c.key(RIGHT)
            c.key(LEFT)
            choose(c, "Done")
        elif name == "StatsScreen":
            if c.s.first_has_value:  # a seat that has played: its page
                c.key(OK)
                c.key(BACK)
            c.key(BACK)
        elif name in ("PagesScreen", "HelpScreen"):  # help: to its last page
            for _ in range(12):
                c.key(RIGHT)
            c.key(BACK)
        elif name != "PauseScreen":  # a page over the table: any key leaves it
            c.key(OK)
    if c.s.name == "PauseScreen":
        choose(c, "Resume")


def game_line(c, label, game_no):
    c.say("game %s %s: start %d end %d actions %d %d" % (
        label, game_no, c.game_start, c.hand_live, c.start_actions, c.actions))


def play(c, ends, label, hint=True, tour_at=2, tour=PAGES):
    """A player who asks for every hint (hint=True): at each decision of
    theirs the hint (which in Cribbage opens the coach's page at the play's
    start), then OK, and when OK changes nothing, right; until ends(state)
    says so. At decision `tour_at` of a game (or, tour_at=0, at the first
    of each hand), the pause menu's pages `tour`. Says each game's live
    heap at the first human decision of its first hand and of its last
    (the same phase of a hand: the play holds hard's search)."""
    game_no = -1
    hinted = toured = hand = -1
    for _ in range(40000):
        s = c.s
        if ends(s):
            game_line(c, label, game_no)
            return
        if s.session and s.on_table and s.human_turn:
            acts, g, h = s.actions, s.game_no, s.hand_no
            if toured != acts and (tour_at == 0 and h != hand and not s.telling_words or
                                   g == game_no and acts - c.start_actions == tour_at):
                toured, hand = acts, h  # (the pages first: their first visit's names
                pause_tour(c, tour)  # are not a game's growth)
                continue
            now = c.live()
            if g != game_no:
                if game_no != -1:
                    game_line(c, label, game_no)
                game_no = g
                c.game_start, c.start_actions, c.hand_seen = now, acts, -1
            if h != c.hand_seen:
                c.hand_seen, c.hand_live = h, now
            c.actions = acts
            if hinted != acts:
                hinted = acts
                if hint:
                    c.low_block = min(c.low_block, c.largest())  # the room a hint finds
                    c.key(HINT)
                    continue
        before = s.key_state
        c.key(OK)
        if c.s.key_state == before:
            c.key(RIGHT)
    raise ValueError("the game never ended")


def start(c):
    """Start! on a table's setup; over the game quit before, say yes."""
    c.start_block = min(c.start_block, c.largest())  # the room a game's start finds
    choose(c, "Start")
    if c.s.name == "ConfirmScreen":
        choose(c, "Yes")


def menus_tour(c):
    c.stage("menus")
    choose(c, "Settings")
    set_row(c, "Pace", "Pace: instant")
    c.key(BACK)
    choose(c, "Statistics")
    c.key(BACK)
    choose(c, "How to play")
    for _ in range(8):
        c.key(RIGHT)
    c.key(BACK)
    choose(c, "About")
    c.key(HINT)  # the memory readout
    c.say("readout %s" % c.text())
    c.key(HINT)
    c.key(BACK)
    while c.s.label != c.s.rows[0]:
        c.key(UP)


def setup_cribbage(c, table, match, seats=None, muggins=False):
    """From the title: Cribbage's setup, its table, the seats, a match,
    muggins."""
    choose(c, "Play Cribbage")
    set_row(c, "Table", "Table: " + WORDS["table", table])
    for i, kind in enumerate(seats or ()):
        set_row(c, SEAT_NAMES[i], seat_label(i, kind))
    choose(c, "Rules")
    set_row(c, "Match to", "Match to: %s" % (match or "one game"))
    set_row(c, "Muggins", "Muggins: %s" % ("on" if muggins else "off"))
    choose(c, "Done")


def result(s):
    return s.name == "ResultScreen"


def trash_game(c, n, again=True, seats=None, tour_at=2, tour=PAGES, label=None):
    """A Trash game of n players; with two, played again from the result."""
    label = label or "trash%d" % n
    c.stage(label)
    choose(c, "Play Trash")
    set_row(c, "Players", "Players: %d" % n)
    for i, kind in enumerate(seats or ()):
        set_row(c, SEAT_NAMES[i], seat_label(i, kind))
    start(c)
    play(c, result, label, tour_at=tour_at, tour=tour)
    if n == 2 and again:
        choose(c, "Play again")
        play(c, result, label, tour_at=tour_at, tour=tour)
    choose(c, "Menu")


def after(c, label):
    """The live heap back at the title, and its largest free block."""
    c.say("figure after %s %d" % (label, c.live()))
    c.say("figure block %s %d" % (label, c.largest()))


def match_over(s):
    return (not s.telling_words and s.on_table and (s.no_actor or s.phase == BETWEEN)
            and s.game_no >= GAMES_PER_MATCH)


def main(c):
    menus_tour(c)
    c.say("figure title %d" % c.live())
    for table in MATCH_TABLES:
        c.stage(table)
        setup_cribbage(c, table, 9, muggins=table in ("3p", "4p"))
        start(c)
        play(c, match_over, table)
        c.key(MENU)
        choose(c, "Quit")
        after(c, table)
    for n in TRASH_PLAYERS:
        trash_game(c, n)
        after(c, "trash%d" % n)
    menus_tour(c)


def hotseat(c):
    menus_tour(c)
    c.say("figure title %d" % c.live())
    c.stage("hotseat2p6")
    setup_cribbage(c, "2p6", 0, ("human", "human"))
    start(c)
    play(c, result, "hotseat2p6", tour_at=0, tour=EVERY_PAGE)
    choose(c, "Menu")
    c.say("figure after hotseat2p6 %d" % c.live())
    trash_game(c, 2, again=False, seats=("human", "human"), tour_at=0, tour=EVERY_PAGE,
               label="hotseat_trash2")
    c.say("figure after hotseat_trash2 %d" % c.live())
    menus_tour(c)


def telling_show(s):
    return s.session and s.on_table and s.telling in ("show", "counted") and s.telling_words


def story(c):
    """Cribbage against hard: at each show, pause in the middle of its
    telling, quit, the menus, resume from the title."""
    menus_tour(c)
    c.say("figure title %d" % c.live())
    c.stage("story")
    setup_cribbage(c, "2p6", 0)
    start(c)
    quits = 0
    for _ in range(4000):
        if result(c.s):
            break
        if telling_show(c.s):
            quits += 1
            c.key(MENU)
            choose(c, "Quit")
            choose(c, "Settings")
            c.key(BACK)
            choose(c, "Statistics")
            c.key(BACK)
            choose(c, "Resume")
            continue
        if c.s.session and c.s.on_table and c.s.human_turn:
            c.live()
        before = c.s.key_state
        c.stop_at_show()
        c.key(OK)
        if c.s.key_state == before:
            c.stop_at_show()
            c.key(RIGHT)
    c.say("quits %d" % quits)
    choose(c, "Menu")
    c.say("figure after story %d" % c.live())


def pages(c, label="pages"):
    """Cribbage against hard: every page of the pause menu at each of the
    first three hands' lay-away, play and show (paused while it is told),
    and while the game's win is told."""
    menus_tour(c)
    c.say("figure title %d" % c.live())
    c.stage(label)
    setup_cribbage(c, "2p6", 0)
    start(c)
    toured = set()
    for _ in range(40000):
        s = c.s
        if result(s):
            break
        moment = None
        if s.session and s.on_table:
            if s.telling == "game_won" and s.telling_words:
                moment = "won"
            elif telling_show(s):
                moment = (s.hand_no, "show")
            elif s.human_turn and not s.telling_words:
                moment = (s.hand_no, s.phase)
        if moment is not None and moment not in toured and (moment == "won" or moment[0] < 3):
            toured.add(moment)
            if s.session and s.human_turn:
                c.live()
            pause_tour(c, EVERY_PAGE)
            continue
        before = s.key_state
        for k in (OK, RIGHT):
            (c.stop_at_show if s.session and s.hand_no < 3 else c.stop_at_win)()
            c.key(k)
            if c.s.key_state != before:
                break
    c.say("toured %d" % len(toured))
    choose(c, "Menu")
    c.say("figure after %s %d" % (label, c.live()))


def mixed(c):
    """A Trash game first, then the pages path: Trash's names interned (for
    good) before the busiest Cribbage table, wherever its game left room
    (names are interned as modules first load: ui.board_app)."""
    c.say("figure title %d" % c.live())
    trash_game(c, 2, again=False, label="mixed_trash2")
    pages(c, "mixed")


def trash8h(c):
    """Trash with 8 players, 4 humans passing the device, a whole game."""
    c.say("figure title %d" % c.live())
    trash_game(c, 8, again=False, seats=("human",) * 4 + ("normal",) * 4, label="trash8h")
    after(c, "trash8h")


def learn(c):
    """Learn to play, each game: its moments' pages read (OK leaves them),
    the hint at each decision, to the result."""
    c.say("figure title %d" % c.live())
    for kind, label in (("Cribbage", "learn_cribbage"), ("Trash", "learn_trash")):
        c.stage(label)
        choose(c, "Learn to play")
        choose(c, kind)
        play(c, result, label, tour_at=-1)
        choose(c, "Menu")
        after(c, label)


def ten(c):
    """Ten games of Cribbage against hard, the title between them."""
    menus_tour(c)
    c.say("figure title %d" % c.live())
    c.stage("ten")
    for i in range(10):
        setup_cribbage(c, "2p6", 0)
        start(c)
        play(c, result, "ten", hint=False)
        choose(c, "Menu")
        c.say("figure after ten%d %d" % (i, c.live()))


def cut(c):
    """A Cribbage game against hard, to its second hand's play: there the
    power goes (the run stops; the checkpoints are all that is kept)."""
    c.stage("cut")
    setup_cribbage(c, "2p6", 0)
    start(c)
    play(c, lambda s: s.session and s.hand_no >= 1 and s.phase == PLAYING and s.human_turn, "cut")
    c.say("cut at %d" % c.s.actions)


def resume(c):
    """After a power cut: the title offers the game; resumed, played out."""
    c.stage("resume")
    c.say("offered %s" % c.s.rows[0])
    choose(c, "Resume")
    c.say("resumed at %d" % c.s.actions)
    play(c, result, "resume")
    choose(c, "Menu")
    c.say("figure after resume %d" % c.live())


def oops(c):
    """The memory runs out at a hint in the play: the error screen shows
    (built at start-up, it needs nothing new), and "carry on" resumes the
    game from its save."""
    c.stage("oops")
    setup_cribbage(c, "2p6", 0)
    start(c)
    play(c, lambda s: (s.session and s.phase == PLAYING and s.human_turn and not s.telling_words),
         "oops", hint=False)
    n = c.s.actions
    c.key(HINT, "F")  # through the board's main loop, the free heap filled first
    c.say("after the error: %s, %s" % (c.s.name, c.text()))
    c.key(OK, "l")  # carry on
    c.say("carried on: %s, actions %d of %d" % (c.s.name, c.s.actions, n))


PLANS = {"main": main, "hotseat": hotseat, "pages": pages, "mixed": mixed, "trash8h": trash8h, "story": story, "learn": learn, "ten": ten,
         "cut": cut, "resume": resume, "oops": oops}


def play_path(path, command, env, cwd, timeout=1200):
    """(exit code, output, stderr) of the app on the core (`command`, run
    in `cwd` with `env`) played along `path`; killed after `timeout`
    seconds. A plan that loses its way (the app did not do what it should)
    ends the run with exit code 1 and says why."""
    with tempfile.TemporaryFile("w+") as err:
        p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err,
                             text=True, env=env, cwd=cwd, bufsize=1)
        watchdog = threading.Timer(timeout, p.kill)
        watchdog.start()
        c = Core(p)
        lost = False
        try:
            c.settle()
            PLANS[path](c)
            if c.low_block < FAR:
                c.say("figure hint_block %d" % c.low_block)
            if c.start_block < FAR:
                c.say("figure start_block %d" % c.start_block)
            c.end()
        except (Ended, BrokenPipeError):
            pass
        except ValueError as e:
            c.say("plan: %s" % e)
            lost = True
        finally:
            try:
                p.stdin.close()
            except BrokenPipeError:
                pass
            c.out.extend(p.stdout.read().splitlines())
            rc = p.wait()
            watchdog.cancel()
        err.seek(0)
        return rc or int(lost), "\n".join(c.out) + "\n", err.read()
