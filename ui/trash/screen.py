"""The Trash table: the player to move's layout large (two rows of five),
the card in hand, the discard pile and the stock, the others' progress.
Each step of a chain shows briefly, on the layout of the player it belongs
to: the layouts, sizes and hand are drawn as told (the teller's showing and shown),
then from the view once all is told."""

import displayio

from engine.trash import DRAW, STOCK, TAKE, TAKE_BACK, THROW, WILD, WILD_TO
from ui.actions import BACK as KEY_BACK, DOWN, HINT, LEFT, OK, RIGHT, UP
from ui.card_art import BACK, CURSOR, EMPTY, INK, NO_CARD, tile
from ui.trash import SIGNS
from ui.table import GameScreen
from ui.widgets import GREY, YELLOW, font, set_text, text

SLOT_BACK = 56  # + slot: the sheet's back labelled A, 2 .. 10 (tools/make_cards.py)


class SignedLine:
    """A line of text whose card names carry their suit's sign: the font has
    none, so the signs are tiles of assets/suits.bmp (the card art's inks on
    a white chip) in a grid laid over the line, cell on cell."""

    def __init__(self, group, x, y, colour, art, path):
        self.label = text(group, x, y, "", colour)
        self.said = ""
        _, w, h, _ = font()
        bmp = displayio.OnDiskBitmap(path)
        pal = bmp.pixel_shader
        if not isinstance(pal, displayio.Palette):
            raise ValueError("%s must be an indexed (palette) BMP" % path)
        pal.make_transparent(0)
        for i in range(4):  # the deck's colours, two or four (ui.card_art)
            pal[2 + i] = art.palette[INK + i]
        self.signs = displayio.TileGrid(bmp, pixel_shader=pal, width=self.label.grid.width, height=1,
                                        tile_width=w, tile_height=h, x=x, y=y, default_tile=0)
        group.append(self.signs)

    def set(self, s):
        old = self.said
        if s == old:
            return  # (a redraw rewrites nothing that has not changed)
        self.said = s
        set_text(self.label, "".join(" " if ch in SIGNS else ch for ch in s))
        grid = self.signs
        for k in range(min(grid.width, max(len(s), len(old)))):  # (past both: blank already)
            grid[k] = SIGNS.find(s[k]) + 1 if k < len(s) else 0


def slot_xy(s):
    return 2 + 24 * (s % 5), 12 + 28 * (s // 5)  # two rows of cards 27 px tall, 1 px apart


class TrashScreen(GameScreen):
    def __init__(self, app):
        super().__init__(app)
        art = app.art
        g = self.group
        self.title = text(g, 2, 0, "")
        self.slots = []
        for s in range(10):  # two rows of five, 24 pixels apart
            x, y = slot_xy(s)
            self.slots.append(art.sprite(x, y, BACK))
            g.append(self.slots[-1])
        self.held = art.sprite(134, 12, BACK)
        self.top = art.sprite(134, 40, EMPTY)
        g.append(self.held)
        g.append(self.top)
        self.cursor = art.sprite(0, 0, CURSOR)
        g.append(self.cursor)
        # 67-128: the message, the others' progress (up to three lines: seven
        # others), what to do now, 12 px each
        self.msg = SignedLine(g, 2, 67, YELLOW, art, app.help_path.rsplit("/", 1)[0] + "/suits.bmp")
        self.others = text(g, 2, 79, "", GREY, lines=3)
        self.prompt = text(g, 2, 116, "")
        self.sel = 0  # in the draw: the stock or the pile, then each other layout to look at
        self.take = True

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
            set_text(self.title, "%s: hand %d stock %d" % (
                names[p], (t.hand_no if telling else v["hand_no"]) + 1, t.stock if telling else v["stock"]))
        else:
            set_text(self.title, "%s's layout, %d slots" % (names[look], size))
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
        bits = []
        for q in range(v["players"]):
            if q != p:
                layout = ss.rules.staged_up(tl, q) or v["up"][q]
                filled = sum(1 for c in layout[:sizes[q]] if c != NO_CARD)
                bits.append("%s %d/%d" % (names[q] if v["players"] < 4 else names[q][:2], filled, sizes[q]))
        set_text(self.others, "\n".join("  ".join(bits[i:i + 3]) for i in range(0, len(bits), 3)))
        self.cursor.hidden = True
        ph = v["phase"]
        if v["actor"] is None:
            set_text(self.prompt, "" if telling else "Game over: ok")
        elif not mine:
            set_text(self.prompt, "" if telling else "%s thinks..." % names[p], None)
        elif look is not None:
            set_text(self.prompt, "Looking: < %s >" % names[look], YELLOW)
        elif ph == DRAW:
            choice = legal[self.sel]
            self.cursor.hidden = False
            self.cursor.x, self.cursor.y = (134, 12) if choice == STOCK else (134, 40)
            set_text(self.prompt, "Draw: < %s > ok" % ("stock" if choice == STOCK else "discard"), YELLOW)
        elif ph == WILD:
            s = legal[self.sel] - WILD_TO
            self.cursor.hidden = False
            self.cursor.x, self.cursor.y = slot_xy(s)
            set_text(self.prompt, "Wild: choose a slot", YELLOW)
        elif ph == TAKE:
            self.cursor.hidden = False  # on the slot the wild would leave
            self.cursor.x, self.cursor.y = slot_xy(held >> 2)
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
                from ui.modules import load, release
                load(ss.rules.HINT).follow(self, hint)
                release(ss.rules.HINT)
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
