"""The Trash table: the player to move's layout large (two rows of five),
the card in hand, the discard pile and the stock, the others' progress.
Each step of a chain shows briefly, on the layout of the player it belongs
to: the layouts, sizes and hand are drawn as told (the teller's showing and shown),
then from the view once all is told."""

import displayio

from engine.trash import DRAW, STOCK, TAKE, TAKE_BACK, THROW, WILD, WILD_TO
from ui.actions import BACK as KEY_BACK, DOWN, HINT, LEFT, OK, RIGHT, UP
from ui.card_art import BACK, CURSOR, EMPTY, INK, NO_CARD, tile
from ui.trash.rules import SIGNS
from ui.table import GameScreen
from ui.widgets import GREY, YELLOW, font, set_text

# Where the parts go on the PyBadge (ui.widgets.Layout; the CLUE's:
# ui.trash.clue): the title; the slots (the first's x, y, the step
# across and down: two rows of cards 27 px tall, 1 px apart); the hand;
# the discard; the message (x, y, lines); the others (x, y, lines); what
# to do now
PLACES = ((2, 0), (2, 12, 24, 28), (134, 12), (134, 40), (2, 67, 1), (2, 79, 3), (2, 116))
SLOT_BACK = 56  # + slot: the sheet's back labelled A, 2 .. 10 (tools/make_cards.py)


class SignedLine:
    """Lines of text whose card names carry their suit's sign: the font has
    none, so the signs are tiles of assets/suits.bmp (the card art's inks on
    a white chip) in a grid laid over the lines, cell on cell. Words longer
    than a line wrap where the layout wraps (ui.widgets.Layout.wrap)."""

    def __init__(self, group, layout, x, y, lines, colour, art, path):
        self.label = layout.text(group, x, y, "", colour, lines=lines)
        self.wrap = layout.wrap
        self.said = ""
        _, w, h, _ = font()
        bmp = displayio.OnDiskBitmap(path)
        pal = bmp.pixel_shader
        if not isinstance(pal, displayio.Palette):
            raise ValueError("%s must be an indexed (palette) BMP" % path)
        pal.make_transparent(0)
        for i in range(4):  # the deck's colours, two or four (ui.card_art)
            pal[2 + i] = art.palette[INK + i]
        self.signs = displayio.TileGrid(bmp, pixel_shader=pal, width=self.label.grid.width, height=lines,
                                        tile_width=w, tile_height=h, x=x, y=y, default_tile=0)
        group.append(self.signs)

    def set(self, s):
        if s == self.said:
            return  # (a redraw rewrites nothing that has not changed)
        self.said = s
        grid = self.signs
        cols = grid.width
        lines = self.wrap(s, cols).split("\n")
        set_text(self.label, "\n".join("".join(" " if ch in SIGNS else ch for ch in line) for line in lines))
        for row in range(grid.height):
            line = lines[row] if row < len(lines) else ""
            for k in range(cols):
                grid[row * cols + k] = SIGNS.find(line[k]) + 1 if k < len(line) else 0


def others_lines(progress, cols, lines):
    """The others' progress, (name, slots filled, slots) each, on `lines`
    lines of `cols`: with their names if that fits ("Blue* 3/10"), else
    their names' first two letters ("Bl 3/10"), else how many slots each
    still has to fill ("left: Bl7 Gr4 ...": seven others on the CLUE's
    20 columns)."""
    for n in (None, 2):  # (None: the whole name)
        packed = _packed(["%s %d/%d" % (name[:n], filled, size) for name, filled, size in progress], cols)
        if len(packed) <= lines:
            return "\n".join(packed)
    return "\n".join(_packed(["left:"] + ["%s%d" % (name[:2], size - filled) for name, filled, size in progress],
                              cols, " "))


def _packed(bits, cols, gap="  "):
    out = [""]
    for b in bits:
        if out[-1] and len(out[-1]) + len(gap) + len(b) > cols:
            out.append("")
        out[-1] += (gap if out[-1] else "") + b
    return out


def ends_text(names, sizes, me, one_human, cols, lines):
    """A hand's end, held up at the next deal (its winner on the message
    line: ui.trash.rules.mark): the slots each has to fill in the next hand
    ("you 10  Blue* 9  Green* 10"), on `lines` lines of `cols`, names
    shortened to two letters where they would not fit."""
    for n, form, gap in ((None, "%s %d", "  "), (2, "%s %d", "  "), (2, "%s%d", " ")):
        packed = _packed([form % ("you" if one_human and p == me else names[p][:n], sizes[p])
                          for p in range(len(sizes))], cols, gap)
        if len(packed) <= lines:
            break
    return "\n".join(packed)


def fitted_title(title, cols):
    """A title ("Violet*: hand 10 stock 128", "Violet*'s layout, 10
    slots") in `cols` columns, its words shortened as far as it needs."""
    for a, b in (("'s layout,", ":"), (": hand ", " hand "), (" hand ", " h"), (" stock ", " st ")):
        if len(title) > cols:
            title = title.replace(a, b)
    return title


class TrashScreen(GameScreen):
    def __init__(self, app):
        super().__init__(app)
        art = app.art
        g = self.group
        L = app.layout
        places = PLACES
        if L.width != 160:  # the CLUE's 120x120 layout (ui.clue): its own places, loaded there only
            from ui.trash.clue import PLACES as places
        title, slots, held, top, msg, others, prompt = places
        self.slot_places = slots  # type: tuple
        self.title = L.text(g, title[0], title[1], "")
        self.slots = []
        for s in range(10):  # two rows of five
            x, y = self.slot_xy(s)
            self.slots.append(art.sprite(x, y, BACK))
            g.append(self.slots[-1])
        self.held = art.sprite(held[0], held[1], BACK)
        self.top = art.sprite(top[0], top[1], EMPTY)
        g.append(self.held)
        g.append(self.top)
        self.cursor = art.sprite(0, 0, CURSOR)
        g.append(self.cursor)
        # the message, the others' progress (up to seven others), what to do now
        x, y, lines = msg
        self.msg = SignedLine(g, L, x, y, lines, YELLOW, art, app.help_path.rsplit("/", 1)[0] + "/suits.bmp")
        x, y, lines = others
        self.others = L.text(g, x, y, "", GREY, lines=lines)
        self.prompt = L.text(g, prompt[0], prompt[1], "", keys=True)
        self.sel = 0  # in the draw: the stock or the pile, then each other layout to look at
        self.take = True

    def slot_xy(self, s):
        x, y, across, down = self.slot_places
        return x + across * (s % 5), y + down * (s // 5)

    def show(self):
        self.sel = 0
        self.app.leds_reset()
        self.redraw()

    def _choices(self, v, mine):
        """What left and right go through: in a human's draw the legal
        draws, then every other layout to look at (public: face up)."""
        if not mine or v["phase"] != DRAW:
            return v["legal"], ()
        p, n = v["actor"], v["players"]
        return v["legal"], [(p + k) % n for k in range(1, n)]

    def redraw(self):
        ss = self.app.session
        tl = ss.teller
        v = tl.view()
        t = tl.shown  # as told: whose move, the sizes, the hand (ui.trash.Shown)
        telling = not tl.all_told()  # (the last words too: their move's layout until read)
        p = v["actor"] if v["actor"] is not None else v["player"]
        if telling and t.mover is not None:
            p = t.mover
        mine = ss.human_turn() and not telling
        legal, others = self._choices(v, mine)
        self.sel = max(0, min(self.sel, len(legal) + len(others) - 1))
        look = others[self.sel - len(legal)] if others and self.sel >= len(legal) else None
        sizes = t.sizes if telling else v["sizes"]
        shown = p if look is None else look
        up = ss.rules.staged_up(tl, shown) or v["up"][shown]
        size = sizes[shown]
        names = ss.names
        if look is None:
            title = "%s: hand %d stock %d" % (
                names[p], (t.hand_no if telling else v["hand_no"]) + 1, t.stock if telling else v["stock"])
        else:
            title = "%s's layout, %d slots" % (names[look], size)
        set_text(self.title, fitted_title(title, self.title.grid.width))
        for s, sprite in enumerate(self.slots):
            if s >= size:
                sprite.hidden = True
                continue
            sprite.hidden = False
            sprite[0] = tile(up[s]) if up[s] != NO_CARD else SLOT_BACK + s  # labelled A .. 10
        held = t.held if telling else v["held"]  # (as told: the chain's card in hand)
        top = t.top if telling else v["discard_top"]
        self.held[0] = tile(held) if held != NO_CARD else BACK
        self.top[0] = tile(top) if top != NO_CARD else EMPTY
        self.msg.set(tl.message)
        progress = []
        for q in range(v["players"]):
            if q != p:
                layout = ss.rules.staged_up(tl, q) or v["up"][q]
                filled = sum(1 for c in layout[:sizes[q]] if c != NO_CARD)
                progress.append((names[q], filled, sizes[q]))
        others = self.others.grid
        e = tl.telling
        if telling and e is not None and e[0] == "deal" and e[1] and t.winner is not None:  # a hand's end
            said = ends_text(names, sizes, v["player"], len(ss.humans()) == 1, others.width, others.height)
        else:
            said = others_lines(progress, others.width, others.height)
        set_text(self.others, said)
        self.cursor.hidden = True
        ph = v["phase"]
        if tl.held:  # a hand's end held until OK (the pace "step"): say what the key does
            set_text(self.prompt, "ok: go on", YELLOW)
        elif v["actor"] is None:
            set_text(self.prompt, "" if telling else "Game over: ok")
        elif not mine:
            set_text(self.prompt, "" if telling else "%s thinks..." % names[p], None)
        elif look is not None:
            set_text(self.prompt, "Looking: < %s >" % names[look], YELLOW)
        elif ph == DRAW:
            choice = legal[self.sel]
            self.cursor.hidden = False
            at = self.held if choice == STOCK else self.top
            self.cursor.x, self.cursor.y = at.x, at.y
            set_text(self.prompt, "Draw: < %s > ok" % ("stock" if choice == STOCK else "discard"), YELLOW)
        elif ph == WILD:
            s = legal[self.sel] - WILD_TO
            self.cursor.hidden = False
            self.cursor.x, self.cursor.y = self.slot_xy(s)
            set_text(self.prompt, "Wild: choose a slot", YELLOW)
        elif ph == TAKE:
            self.cursor.hidden = False  # on the slot the wild would leave
            self.cursor.x, self.cursor.y = self.slot_xy(held >> 2)
            set_text(self.prompt, "Swap the wild? <%s>" % ("yes" if self.take else "no"), YELLOW)

    def key(self, action):
        ss = self.app.session
        if self.key_common(action):
            return
        v = ss.teller.view()
        ph = v["phase"]
        if action == HINT:
            hint = ss.ask_hint()
            if hint is not None:  # the cursor to it, with its reason (loaded only for a hint)
                from ui.modules import Loaded
                with Loaded(ss.rules.HINT) as words:
                    words.follow(self, hint)
        elif ph in (DRAW, WILD):
            legal, others = self._choices(v, True)
            n = len(legal) + len(others)
            if action in (LEFT, UP):
                self.sel = (self.sel - 1) % n
            elif action in (RIGHT, DOWN):
                self.sel = (self.sel + 1) % n
            elif action == OK:
                if self.sel < len(legal):
                    ss.apply(legal[self.sel])
                self.sel = 0  # (from a look: back to the own layout)
            elif action == KEY_BACK:
                self.sel = 0
        elif ph == TAKE:
            if action in (LEFT, RIGHT, UP, DOWN):
                self.take = not self.take
            elif action == OK:
                ss.apply(TAKE_BACK if self.take else THROW)
                self.take = True
        self.drawn()
