"""The Cribbage table, drawn only from the viewer's view.

  scores and a mini board          (top)
  the pile (or the hand being counted) and the starter, with the count
  the latest message
  the viewer's hand, with a cursor
  what to do now                   (bottom)
"""

from micropython import const

import displayio

from engine.cards import NONE, name as card_name
from engine.cribbage import (BETWEEN, CALLING, CLAIM, CLAIMING, CUT, CUT_DEAL, CUT_STARTER, LAY,
                             LAY_AWAY, MUGGINS, NEXT_GAME, PASS, PLAY, PLAYING)
from ui.actions import BACK, DOWN, HINT, LEFT, OK, RIGHT, UP
from ui.card_art import BACK as CARD_BACK, CURSOR, DIM, EMPTY, tile
from ui.modules import Loaded
from ui.table import GameScreen
from ui.widgets import GREY, WHITE, YELLOW, font, set_text

# Where the parts go on the PyBadge (ui.widgets.Layout; the CLUE's:
# ui.cribbage.clue): the scores; the mini board (x, y, width); the
# pile (x, y, the step between cards); the starter; the count; the message
# (x, y, lines: between the pile and a raised card, 12 px); the hand (as
# the pile); what to do now; the info line; in the show, where the pile was,
# whose count and its points so far, the word "starter" beside it, then
# the count by kind (x, y: two lines up to the starter)
PLACES = ((2, 0), (2, 12, 124), (2, 21, 13), (136, 21), (116, 28), (2, 49, 1), (4, 66, 22), (2, 96), (2, 108),
          (2, 22))
_PILE_MAX = const(8)
_HAND_MAX = const(6)
_RAISED = const(-5)  # a raised card's offset: clear of the message line above it
_CUT_GAP = const(8)  # a cut: the gap between the part lifted and the rest of the pack


class CribbageScreen(GameScreen):
    def __init__(self, app):
        super().__init__(app)
        art = app.art
        g = self.group
        L = app.layout
        places = PLACES
        if L.width != 160:  # the CLUE's 120x120 layout (ui.clue): its own places, loaded there only
            from ui.cribbage.clue import PLACES as places
        scores, board, pile, starter, count, msg, hand, prompt, info, panel = places
        self.scores = L.text(g, scores[0], scores[1], "")
        # mini board on black: a line of holes per side, the lurch (and
        # skunk) line and the game hole across, each side's front peg in its
        # colour and its back peg paler (all 4.5:1 or more against the black)
        x, y, w = board
        self.board_bmp = displayio.Bitmap(w, 8, 8)
        pal = displayio.Palette(8)
        pal[0] = 0x000000
        pal[1] = 0x909090
        for i, c in enumerate((0xFF4040, 0x40A0FF, 0x40E040)):  # each side's pegs
            pal[2 + 2 * i] = c
            pal[3 + 2 * i] = (c >> 1) & 0x7F7F7F | 0x808080  # halfway to white
        self.board_palette = pal
        g.append(displayio.TileGrid(self.board_bmp, pixel_shader=pal, x=x, y=y))
        x, y, step = pile
        self.pile_at = pile
        self.pile = [art.sprite(x + step * i, y, EMPTY) for i in range(_PILE_MAX)]
        for s in self.pile:
            g.append(s)
        self.starter = art.sprite(starter[0], starter[1], CARD_BACK)
        self.starter_y = starter[1]
        g.append(self.starter)
        # the show's words where the pile was (the pile is not shown then)
        self.panel = L.text(g, panel[0], panel[1], "", lines=2, cols=(starter[0] - panel[0]) // font()[1])
        self.count = L.text(g, count[0], count[1], "", cols=3)  # between the pile (8 cards at most) and the starter
        x, y, lines = msg
        self.msg = L.text(g, x, y, "", YELLOW, lines=lines, wrapping=True)
        # the hand: a row of cards (a raised card moves up)
        x, y, step = hand
        self.card_step = step  # type: int
        row = displayio.Group(x=x, y=y)
        self.hand = [art.sprite(self.card_step * i, 0, EMPTY) for i in range(_HAND_MAX)]
        for s in self.hand:
            row.append(s)
        g.append(row)
        self.cursor = art.sprite(x, y, CURSOR)
        self.hand_x = x
        g.append(self.cursor)
        self.prompt = L.text(g, prompt[0], prompt[1], "", keys=True)
        self.info = L.text(g, info[0], info[1], "", GREY)
        self.sel = 0  # cursor among the hand's cards
        self.value = 0  # the cut (1 to 7 backs lifted), the claim, or a muggins call (1: yes)
        self.raised = []  # lay-away: the cards raised, laid together once they are all chosen
        self.why = ""  # the hint's reason, on the info line until the move
        self.board_drawn = None  # the scores the mini board shows

    def show(self):
        self.sel = 0
        h = self.app.session.hint  # a hint asked before a page over the table (the coach's):
        if h is not None:  # its card still under the cursor when the table comes back
            hand = self.hand_cards(None)
            for c in (h - PLAY, h - LAY):
                if c in hand:
                    self.sel = hand.index(c)
        self.value = -1
        self.raised = []
        self.why = ""
        self.app.leds_reset()  # the pegs where the table shows them
        self.redraw()

    # --- drawing --------------------------------------------------------------
    def redraw(self):
        """The table as told so far (the teller's), not as the engine has it:
        while an action's events are told, what they lead to waits."""
        ss = self.app.session
        tl = ss.teller
        v = tl.view()
        t = tl.shown
        ph = v["phase"]
        names = ss.names
        set_text(self.scores, score_line(names, v, t.scores, self.scores.grid.width))
        self._mini_board(t, v)
        mine = v["actor"] == v["player"] and ss.human_turn() and not tl.messages and tl.may_see(v["actor"])
        # the pile (in the show: none; the hand counted is in the hand's row);
        # a cut: the pack to cut into, the part lifted raised
        shown = tl.showing
        cards = () if shown else t.pile
        cut = mine and ph in (CUT_DEAL, CUT_STARTER)
        k = self._cut(v) if cut else 8
        for i, s in enumerate(self.pile):
            s[0] = CARD_BACK if cut else (tile(cards[i]) if i < len(cards) else EMPTY)
            s.hidden = not cut and i >= len(cards)
            s.x = self.pile_at[0] + self.pile_at[2] * i + (_CUT_GAP if i >= k else 0)  # (a cut: the part lifted apart)
        st = shown[-1] if shown else t.starter
        self.starter[0] = tile(st) if st != NONE else CARD_BACK
        self.starter.y = self.starter_y + (_RAISED if shown and st in t.item else 0)  # counted with the item
        set_text(self.panel, panel_text(t, names, self.panel.grid.width) if shown else "")
        set_text(self.count, "" if shown or cut else ("%d" % t.count if t.pile or ph == PLAYING else ""))
        set_text(self.msg, tl.message)
        # the viewer's hand; in the show, the hand counted, by rank, the
        # cards of the combination being counted raised
        if shown:
            hand = _by_rank(shown[:-1])
            raised = t.item
        else:
            hand = self.hand_cards(v)
            if not (mine and ph == LAY_AWAY):
                self.raised = []
            raised = self.raised = [c for c in self.raised if c in hand]
        room = 31 - t.count if mine and ph == PLAYING else 10  # a card worth more: dimmed
        for i, s in enumerate(self.hand):
            s[0] = tile(hand[i]) + (DIM if _worth(hand[i]) > room else 0) if i < len(hand) else EMPTY
            s.hidden = i >= len(hand)
            s.y = _RAISED if i < len(hand) and hand[i] in raised else 0  # raised: chosen, or counted
        self.sel = max(0, min(self.sel, len(hand) - 1))
        if hand and _worth(hand[self.sel]) > room:  # the cursor rests only on a card that can be played
            self.sel = self._step(hand, room, 1)
        self.cursor.hidden = not (mine and ph in (LAY_AWAY, PLAYING) and hand)
        self.cursor.x = self.hand_x + self.card_step * self.sel
        set_text(self.prompt, self._prompt(v, mine), YELLOW if mine or tl.held else WHITE)  # (asks for a key: yellow)
        wraps = len(tl.message) > self.msg.grid.width  # (the CLUE's: its second line is the info's)
        set_text(self.info, "" if wraps else (self.why if mine and self.why else self._info(v, mine)))

    def hand_cards(self, v):
        """The viewer's hand as the table shows it, by rank."""
        return _by_rank(self.app.session.teller.shown.hand)

    def _step(self, hand, room, d):
        """The next card from the cursor, `d` a step, that can be played."""
        i = self.sel
        for _ in range(len(hand)):
            i = (i + d) % len(hand)
            if _worth(hand[i]) <= room:
                return i
        return self.sel

    def _mini_board(self, t, v):
        bmp = self.board_bmp
        target = v["target"]
        key = (tuple(t.scores), tuple(t.backs), v["sides"])
        if self.board_drawn == key:
            return
        self.board_drawn = key
        bmp.fill(0)
        span = bmp.width - 4  # the holes' width (PLACES)
        lines = [(target + 1) // 2, target]  # lurch (under half), the game hole
        if self.app.session.game.options["stakes"] == "skunk":
            lines.append(target * 3 // 4 + 1)
        for score in lines:
            x = min(span + 2, score * span // target)
            for y in range(8):
                bmp[x, y] = 1
        for side in range(v["sides"]):
            y = side * 3
            for x in range(0, span + 1, 2):
                bmp[x, y] = 1
            for score, colour in ((t.backs[side], 3 + 2 * side), (t.scores[side], 2 + 2 * side)):
                x = min(span, score * span // target)
                bmp[x, y] = colour
                bmp[x + 1, y] = colour
                if y + 1 < 8:
                    bmp[x, y + 1] = colour

    def _prompt(self, v, mine):
        """What to do now; in hotseat, whose it is, by name (a shorter
        form where the line is narrow)."""
        ss = self.app.session
        ph = v["phase"]
        tl = ss.teller
        if tl.messages or tl.held:  # what comes next waits until what happened is told
            return "ok: go on" if tl.held else ""
        if v["actor"] is None:
            return "Game over: ok"
        if not mine:  # (a human next waits for a pass screen: no "thinks")
            return "%s thinks..." % ss.names[v["actor"]] if ss.ai[v["actor"]] is not None else ""
        if ph == LAY_AWAY:
            left = ss.game.lay_per - len(v["laid_away"])
            n = len(self.raised)
            them = "them" if n > 1 else "it"
            said = (("ok: lay %s away" % them, "ok: lay %s" % them) if n == left else
                    ("lay away 1 more", "lay 1 more") if n else
                    ("lay away %d card%s" % (left, "s" * (left > 1)), "lay away %d" % left))
        elif ph == PLAYING:
            said = ("your play (count %d)" % v["count"], "your play")
        elif ph in (CUT_DEAL, CUT_STARTER):
            said = ("cut the pack: < > ok", "cut: < > ok")
        elif ph == CLAIMING:
            n = self._claim()
            said = ("claim < %d > points: ok" % n, "claim < %d > ok" % n)
        elif ph == CALLING:  # the claim itself is on the message line
            said = ("muggins? < %s > ok" % ("yes!" if self.value == 1 else "no"),) * 2
        else:
            return "Next game: ok"
        cols = self.prompt.grid.width
        forms = list(said)
        if len(ss.humans()) > 1:  # hotseat: who holds the device
            forms = ["%s: %s" % (ss.names[v["actor"]], w) for w in said] + forms
        for w in forms:
            if len(w) <= cols:
                break
        return w if w[:2] == "ok" else w[0].upper() + w[1:]

    def _info(self, v, mine):
        ss = self.app.session
        names = ss.names
        others = [q for q in range(v["players"]) if q != v["player"]]
        wide = self.info.grid.width > 20  # (the CLUE's 20 columns: names of two letters)
        ph = v["phase"]
        if v["actor"] is None:  # (the game over: its result comes)
            return ""
        if ph == PLAYING:  # what the others have played this hand, as told
            played = ss.teller.shown.played
            if len(others) == 1:
                q = others[0]
                return ("%s played %s" if wide else "%s: %s") % (
                    names[q], " ".join(card_name(c) for c in played[q]) or "none yet")
            return "played " * wide + " ".join("%s %s" % (names[q][:2], card_name(played[q][-1])
                                                         if played[q] else "-") for q in others)
        if ph == CUT_DEAL:
            return "the lowest cut deals"
        if ph == CLAIMING and mine:  # (the CLUE: A short adds one, held takes one away)
            return "up/down 1, left/right 5" if wide else "A: +1, A held: -1"
        d = ss.teller.shown.dealer
        if ss.teller.messages or d is None or d >= len(names):  # (no dealer told yet)
            return ""
        p = v["player"]
        if ph == CUT_STARTER and mine:
            return "turns up the starter"
        if v["side_of"][d] == v["side_of"][p]:
            return "crib: yours" if d == p else "crib: your side's"
        return "crib: %s's" % names[d]

    def _cut(self, v):
        """How many of the pack's 8 backs the cut lifts (1 to 7): a depth of
        its own each time (from the game's seed and move number: no dice of
        the engine's used), so that OK alone cuts."""
        if not 1 <= self.value <= 7:
            ss = self.app.session
            x = (ss.seed + 7919 * len(ss.actions)) % 32749
            self.value = 1 + x * x % 32749 % 7  # (small ints)
        return self.value

    def _claim(self):
        """The points to claim: from 5 (up and down by one, left and right
        by five: 99.7 hands in 100 within three keys, tools.key_counts)."""
        if not 0 <= self.value <= 29:
            self.value = 5
        return self.value

    # --- keys -----------------------------------------------------------------
    def key(self, action):
        ss = self.app.session
        if self.key_common(action):
            return
        v = ss.teller.view()
        ph = v["phase"]
        if action == BACK and self.raised:  # the raised cards dropped
            self.raised = []
            self.why = ""
        elif action == HINT:
            if ph in (LAY_AWAY, PLAYING) and ss.can_hint():  # hard's weighing: up to a second
                ss.teller.message = "hint: thinking..."  # on the board; said first (the display refreshes
                self.redraw()  # while Python runs: this frame is up while it thinks)
            self.hint()
        elif ph in (LAY_AWAY, PLAYING) and v["actor"] == v["player"] and ss.human_turn():
            hand = self.hand_cards(v)
            room = 31 - v["count"] if ph == PLAYING else 10
            if action in (LEFT, UP, RIGHT, DOWN):
                self.sel = self._step(hand, room, -1 if action in (LEFT, UP) else 1)
            elif action == OK and hand:
                self.sel = min(self.sel, len(hand) - 1)  # (the hand told since may be smaller)
                c = hand[self.sel]
                if ph == LAY_AWAY:
                    self._lay(v, hand, c)
                elif PLAY + c in v["legal"]:  # (the view's: its player is the one to act)
                    ss.apply(PLAY + c)
                else:
                    ss.teller.message = "%s would pass 31" % card_name(c)
        elif ph in (CUT_DEAL, CUT_STARTER):
            k = self._cut(v)
            if action in (LEFT, UP, RIGHT, DOWN):
                self.value = max(1, min(7, k + (-1 if action in (LEFT, UP) else 1)))
            elif action == OK:
                lo, hi = 4, 3 + len(v["legal"])  # (the depths the engine allows: the view's, whoever holds it)
                ss.apply(CUT + lo + (k - 1) * (hi - lo) // 6)
                self.value = -1
        elif ph == CLAIMING:
            n = self._claim()
            if action == OK:
                ss.apply(CLAIM + n)
                self.value = -1
            else:
                step = 5 if action in (LEFT, RIGHT) and self.info.grid.width > 20 else 1  # (the CLUE: 1)
                self.value = max(0, min(29, n + (step if action in (RIGHT, UP) else -step)))
        elif ph == CALLING:
            if action in (LEFT, RIGHT, UP, DOWN):
                self.value = 0 if self.value == 1 else 1
            elif action == OK:
                ss.apply(MUGGINS if self.value == 1 else PASS)
                self.value = -1
        elif ph == BETWEEN and action == OK:
            ss.apply(NEXT_GAME)
        self.drawn()

    def hint(self):
        """The hint: its cards raised (a lay-away), or the cursor on it, or
        the claim set, with its reason (words and all: loaded only for a
        hint)."""
        ss = self.app.session
        hint = ss.ask_hint()
        if hint is not None:
            with Loaded(ss.rules.HINT) as words:
                words.follow(self, hint)
        elif ss.teller.message == "hint: thinking...":
            ss.teller.message = ""

    def _lay(self, v, hand, c):
        """Cards to lay away are raised first: ok on a card raises it, ok on
        another lays the two together (one to lay: ok on the raised card
        lays it, ok on another raises that one instead); ok on a raised
        card takes it back, unless all are raised (a hint raises them all:
        then it lays them)."""
        ss = self.app.session
        left = ss.game.lay_per - len(v["laid_away"])
        r = self.raised
        self.why = ""
        if c in r and len(r) < left:
            r.remove(c)
            return
        if c in r or len(r) + 1 == left and left > 1:
            for card in r if c in r else r + [c]:
                ss.apply(LAY + card)
            self.raised = []
            return
        if len(r) == left:
            r.pop(0)
        r.append(c)
        if len(r) < left:
            self.sel = (self.sel + 1) % len(hand)


def panel_text(t, names, cols):
    """The show's words where the pile was: whose count, and its points so
    far (left of the word "starter"); once all are told, the count by kind,
    on two lines of `cols` (whose first, where it fits)."""
    if t.whose is None:
        return ""
    p, crib = t.whose
    whose = "%s's %s" % (names[p], "crib" if crib else "hand")
    if not t.sums:  # ("starter" at the line's end: beside the starter)
        so_far = "so far %d" % t.so_far if t.so_far else ""
        return "%s\n%s%s" % (whose, so_far, " " * (cols - len(so_far) - 7) + "starter")  # (no rjust on a board)
    for pieces in ([whose + ":"] + list(t.sums), t.sums):
        lines = [""]
        for w in pieces:
            if lines[-1] and len(lines[-1]) + 1 + len(w) > cols:
                lines.append("")
            lines[-1] += (" " if lines[-1] else "") + w
        if len(lines) <= 2:
            break
    return "\n".join(lines)


def _worth(c):
    """A card's count in the play."""
    return min(10, (c >> 2) + 1)


def _by_rank(cards):
    return sorted(cards)  # (a card is its rank * 4 + its suit: by rank, then suit)


def score_line(names, v, scores, cols=26):
    """The scores on one line of `cols` characters: names as long as they
    fit (3 letters, then 2), the target if there is room."""
    sides = v["sides"]
    for n in (6, 3, 2):
        parts = []
        for side in range(sides):
            who = [names[i] for i in range(v["players"]) if v["side_of"][i] == side]
            label = "+".join(w[:2] for w in who) if len(who) > 1 else who[0][:n]
            parts.append("%s %d" % (label, scores[side]))
        line = "  ".join(parts) if sides < 3 else " ".join(parts)
        if len(line) + 5 <= cols:
            return line + " /%d" % v["target"]
        if len(line) <= cols:
            return line
    return line[:cols]
