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
from ui.widgets import GREY, WHITE, YELLOW, set_text

# Where the parts go on the PyBadge (ui.widgets.Layout; the CLUE's:
# ui.clue.Layout.cribbage): the scores; the mini board (x, y, width); the
# pile (x, y, the step between cards); the starter; the count; the message
# (x, y, lines: between the pile and a raised card, 12 px); the hand (as
# the pile); what to do now; the info line
PLACES = ((2, 0), (2, 12, 124), (2, 21, 13), (136, 21), (116, 28), (2, 49, 1), (4, 66, 22), (2, 96), (2, 108))
_PILE_MAX = const(8)
_HAND_MAX = const(6)
_RAISED = const(-5)  # a raised card's offset: clear of the message line above it


class CribbageScreen(GameScreen):
    def __init__(self, app):
        super().__init__(app)
        art = app.art
        g = self.group
        L = app.layout
        scores, board, pile, starter, count, msg, hand, prompt, info = L.cribbage or PLACES
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
        self.pile = [art.sprite(x + step * i, y, EMPTY) for i in range(_PILE_MAX)]
        for s in self.pile:
            g.append(s)
        self.starter = art.sprite(starter[0], starter[1], CARD_BACK)
        g.append(self.starter)
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
        self.sel = 0  # cursor among the hand's cards, or the cut / claim value
        self.value = 0
        self.chosen = NONE  # lay-away: the first of two cards, not laid until the second
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
        self.chosen = NONE
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
        # the pile (in the show: none; the hand counted is in the hand's row)
        shown = tl.showing
        cards = () if shown else t.pile
        for i, s in enumerate(self.pile):
            s[0] = tile(cards[i]) if i < len(cards) else EMPTY
            s.hidden = i >= len(cards)
        st = shown[-1] if shown else t.starter
        self.starter[0] = tile(st) if st != NONE else CARD_BACK
        set_text(self.count, "" if shown else ("%d" % t.count if t.pile or ph == PLAYING else ""))
        set_text(self.msg, tl.message)
        # the viewer's hand; in the show, the hand counted, by rank, the
        # cards of the combination being counted raised
        mine = v["actor"] == v["player"] and ss.human_turn() and not tl.messages and tl.may_see(v["actor"])
        if shown:
            hand = _by_rank(shown[:-1])
            raised = t.item
        else:
            hand = self.hand_cards(v)
            if not (mine and ph == LAY_AWAY and self.chosen in hand):
                self.chosen = NONE
            raised = (self.chosen,)
        room = 31 - t.count if mine and ph == PLAYING else 10  # a card worth more: dimmed
        for i, s in enumerate(self.hand):
            s[0] = tile(hand[i]) + (DIM if min(10, (hand[i] >> 2) + 1) > room else 0) if i < len(hand) else EMPTY
            s.hidden = i >= len(hand)
            s.y = _RAISED if i < len(hand) and hand[i] in raised else 0  # raised: chosen, or counted
        self.sel = max(0, min(self.sel, len(hand) - 1))
        self.cursor.hidden = not (mine and ph in (LAY_AWAY, PLAYING) and hand)
        self.cursor.x = self.hand_x + self.card_step * self.sel
        set_text(self.prompt, self._prompt(v, mine), YELLOW if mine or tl.held else WHITE)  # (asks for a key: yellow)
        wraps = len(tl.message) > self.msg.grid.width  # (the CLUE's: its second line is the info's)
        set_text(self.info, "" if wraps else self._info(v))

    def hand_cards(self, v):
        """The viewer's hand as the table shows it, by rank."""
        return _by_rank(self.app.session.teller.shown.hand)

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
        ss = self.app.session
        ph = v["phase"]
        tl = ss.teller
        if tl.messages:  # what comes next waits until what happened is told
            return "ok: go on" if tl.held else ""
        if v["actor"] is None:
            return "Game over: ok"
        if not mine:  # (a human next waits for a pass screen: no "thinks")
            return "%s thinks..." % ss.names[v["actor"]] if ss.ai[v["actor"]] is not None else ""
        if ph == LAY_AWAY:
            whose = "your" if v["dealer"] == v["player"] else "their"
            if self.chosen != NONE:
                if self.app.session.game.lay_per - len(v["laid_away"]) < 2:
                    return "ok again: %s crib" % whose
                return "One more: %s crib" % whose
            return "Lay away: %s crib" % whose
        if ph == PLAYING:
            if ss.hint is not None:
                return "Hint: play %s" % card_name(ss.hint - PLAY)
            return "Your play (count %d)" % v["count"]
        if ph in (CUT_DEAL, CUT_STARTER):
            lo, hi = self._range(v)
            if len(ss.humans()) > 1:  # hotseat: who is to cut
                return "%s cuts < %d > ok" % (ss.names[v["actor"]].split("/")[0], self._value(lo, hi))  # ("Green/A": its colour)
            return "Cut at < %d >: ok" % self._value(lo, hi)
        if ph == CLAIMING:
            return "Claim < %d > points" % self._value(0, 29)
        if ph == CALLING:  # the claim itself is on the message line
            return "Muggins? < %s > ok" % ("yes!" if self.value == 1 else "no")
        if ph == BETWEEN:
            return "Next game: ok"
        return ""

    def _info(self, v):
        ss = self.app.session
        others = [q for q in range(v["players"]) if q != v["player"]]
        wide = self.info.grid.width > 20  # (the CLUE's 20 columns: names of two letters)
        if v["actor"] is None:  # (the game over: its result comes)
            return ""
        if v["phase"] == PLAYING:  # what the others have played this hand, as told
            played = ss.teller.shown.played
            if len(others) == 1:
                q = others[0]
                return ("%s played %s" if wide else "%s: %s") % (
                    ss.names[q][:5 if wide else 2], " ".join(card_name(c) for c in played[q]) or "none yet")
            return "played " * wide + " ".join("%s %s" % (ss.names[q][:2], card_name(played[q][-1])
                                                         if played[q] else "-") for q in others)
        if v["phase"] == CUT_DEAL:
            return "the lowest cut deals"
        if ss.teller.messages:
            return "crib %s" % ss.names[ss.teller.shown.dealer][:6]
        counts = [str(v["hand_counts"][q]) for q in range(v["players"]) if q != v["player"]]
        return "crib %s, cards %s" % (ss.names[v["dealer"]][:6 if wide else 2], " ".join(counts))

    def _range(self, v):
        n = len(self.app.session.game.legal())
        return 4, 4 + max(0, n - 1)

    def _value(self, lo, hi):
        """The number being chosen: a claim starts at 0 (nothing hinted), a
        cut at a depth of its own each time (from the game's seed and move
        number: no dice of the engine's used), so that OK alone cuts."""
        if self.value < lo or self.value > hi:
            ss = self.app.session
            x = (ss.seed + 7919 * len(ss.actions)) % 32749
            self.value = lo if lo == 0 else lo + x * x % 32749 % (hi - lo + 1)  # (small ints)
        return self.value

    # --- keys -----------------------------------------------------------------
    def key(self, action):
        ss = self.app.session
        if self.key_common(action):
            return
        v = ss.teller.view()
        ph = v["phase"]
        if action == BACK and self.chosen != NONE:  # the raised card dropped
            self.chosen = NONE
        elif action == HINT:
            if ph in (LAY_AWAY, PLAYING) and ss.can_hint():  # hard's weighing: up to a second
                ss.teller.message = "hint: thinking..."  # on the board; said first (the display refreshes
                self.redraw()  # while Python runs: this frame is up while it thinks)
            self.hint(self.chosen)
        elif ph in (LAY_AWAY, PLAYING) and v["actor"] == v["player"] and ss.human_turn():
            hand = self.hand_cards(v)
            if action in (LEFT, UP):
                self.sel = (self.sel - 1) % max(1, len(hand))
            elif action in (RIGHT, DOWN):
                self.sel = (self.sel + 1) % max(1, len(hand))
            elif action == OK and hand:
                self.sel = min(self.sel, len(hand) - 1)  # (the hand told since may be smaller)
                c = hand[self.sel]
                if ph == LAY_AWAY:
                    self._lay(v, hand, c)
                elif PLAY + c in ss.game.legal():
                    ss.apply(PLAY + c)
                else:
                    ss.teller.message = "%s would pass 31" % card_name(c)
        elif ph in (CUT_DEAL, CUT_STARTER, CLAIMING):
            lo, hi = self._range(v) if ph != CLAIMING else (0, 29)
            val = self._value(lo, hi)
            if action in (LEFT, UP):
                self.value = max(lo, val - 1)
            elif action in (RIGHT, DOWN):
                self.value = min(hi, val + 1)
            elif action == OK:
                ss.apply((CLAIM if ph == CLAIMING else CUT) + val)
                self.value = -1
        elif ph == CALLING:
            if action in (LEFT, RIGHT, UP, DOWN):
                self.value = 0 if self.value == 1 else 1
            elif action == OK:
                ss.apply(MUGGINS if self.value == 1 else PASS)
                self.value = -1
        elif ph == BETWEEN and action == OK:
            ss.apply(NEXT_GAME)
        self.drawn()

    def hint(self, chosen):
        """The hint, the cursor moved to it (words and all: loaded only for
        a hint); `chosen`: a card raised to lay away with it."""
        ss = self.app.session
        hint = ss.ask_hint(None if chosen == NONE else chosen)
        if hint is not None:
            with Loaded(ss.rules.HINT) as words:
                words.follow(self, hint)
        elif ss.teller.message == "hint: thinking...":
            ss.teller.message = ""

    def _lay(self, v, hand, c):
        """A card laid away is raised first. Two to lay are one choice: ok
        on the raised one takes it back, both go with the second. One to
        lay: ok again on it lays it, ok on another raises that one."""
        ss = self.app.session
        two = ss.game.lay_per - len(v["laid_away"]) >= 2
        if self.chosen == NONE or (not two and self.chosen != c):
            self.chosen = c
            if two:
                self.sel = (self.sel + 1) % len(hand)
        elif self.chosen == c:
            self.chosen = NONE
            if not two:
                ss.apply(LAY + c)
        else:
            ss.apply(LAY + self.chosen)
            ss.apply(LAY + c)
            self.chosen = NONE


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
