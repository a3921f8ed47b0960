"""The two game tables on the CLUE's 120x120 layout (ui.clue): where the
cards and lines go, and the texts that need a shorter form on 20 columns.
The screens draw as on the PyBadge; each redraw is followed by the few
positions that depend on it (the cursor) and the shorter words.

  Cribbage                         Trash
  0   scores                       0   whose layout, hand, stock
  12  mini board                   12  the layout: two rows of five
  20  pile, count, starter             (20 apart, overlapping 6 px),
  53  hand (raised: 48)                the hand and the discard beside
  82  message (2 lines: over info) 60  message (two lines)
  94  info                         84  the others (two lines)
  106 what to do now               108 what to do now
"""

import displayio

from ui.clue_text import move, retext, wrap


def fit(s, kind):
    if kind == "CribbageScreen":
        _cribbage(s)
    else:
        _trash(s)


# --- Cribbage ------------------------------------------------------------------
def _cribbage(s):
    g = s.group
    s.scores = retext(g, s.scores, 0, 0, wrapping=False)
    s.board_bmp = displayio.Bitmap(118, 8, 8)  # the holes over 114 pixels (ui.cribbage.screen)
    g[1] = displayio.TileGrid(s.board_bmp, pixel_shader=s.board_palette, x=1, y=12)
    for i, sprite in enumerate(s.pile):
        move(sprite, 9 * i, 20)
    move(s.starter, 100, 20)
    move(s.count.box, 83, 27)
    s.msg = retext(g, s.msg, 0, 82, 2)
    s.info = retext(g, s.info, 0, 94, wrapping=False)
    s.prompt = retext(g, s.prompt, 0, 106, wrapping=False)
    row = [item for item in g if isinstance(item, displayio.Group)][0]  # the hand's row
    move(row, 1, 53)
    for i, sprite in enumerate(s.hand):
        sprite.x = 19 * i
    s.cursor.y = 53
    drawn = s.redraw

    def redraw():
        drawn()
        s.cursor.x = 1 + 19 * s.sel
        if "\n" in s.msg.inner.text:  # a message of two lines takes the info's
            s.info.text = ""
    s.redraw = redraw


# --- Trash ---------------------------------------------------------------------
def slot_xy(slot):
    return 20 * (slot % 5), 12 + 21 * (slot // 5)


def _trash(s):
    from ui.trash.screen import SignedLine
    from ui.widgets import YELLOW
    g = s.group
    s.title = retext(g, s.title, 0, 0, wrapping=False)
    for slot, sprite in enumerate(s.slots):
        move(sprite, *slot_xy(slot))
    move(s.held, 100, 12)
    move(s.top, 100, 33)
    first = s.msg
    move(first.label.box, 0, 60)
    move(first.signs, 0, 60)
    second = SignedLine(g, 0, 72, YELLOW, s.app.art, s.app.help_path.rsplit("/", 1)[0] + "/suits.bmp")
    cols = first.label.grid.width
    said = first.set

    def two_lines(words):
        lines = (wrap(words, cols) + "\n").split("\n")
        said(lines[0])
        second.set(lines[1])
    first.set = two_lines
    s.msg2 = second
    s.others = retext(g, s.others, 0, 84, 2, wrapping=False)
    s.prompt = retext(g, s.prompt, 0, 108, wrapping=False)
    drawn = s.redraw

    def redraw():
        drawn()
        c = s.cursor
        if c.hidden:
            pass
        elif c.x == 134:  # the hand or the discard
            move(c, 100, 12 if c.y == 12 else 33)
        else:  # a slot (ui.trash.screen.slot_xy)
            move(c, *slot_xy((c.x - 2) // 24 + 5 * ((c.y - 12) // 28)))
        title = s.title.text  # "Violet*: hand 10 stock 128", "Violet*'s layout, 10 slots"
        for a, b in (("'s layout,", ":"), (": hand ", " hand "), (" hand ", " h"), (" stock ", " st ")):
            if len(title) > 20:
                title = title.replace(a, b)
        s.title.text = title
        s.others.text = others(s.others.text, 20)
    s.redraw = redraw


def others(said, cols):
    """The others' progress ("Bl 3/10  Gr 5/9 ...", as ui.trash.screen says
    it) on two lines of `cols`: as said if it fits, else how many slots
    each still has to fill ("left: Bl7 Gr4 ...")."""
    bits = said.replace("\n", "  ").split("  ")
    bits = [b for b in bits if b]
    lines = _packed(bits, cols)
    if len(lines) <= 2:
        return "\n".join(lines)
    left = ["left:"]
    for b in bits:
        name, got = b.rsplit(" ", 1)
        filled, size = got.split("/")
        left.append("%s%d" % (name, int(size) - int(filled)))  # (names of two letters already)
    return "\n".join(_packed(left, cols, " "))


def _packed(bits, cols, gap="  "):
    lines = [""]
    for b in bits:
        if lines[-1] and len(lines[-1]) + len(gap) + len(b) > cols:
            lines.append("")
        lines[-1] += (gap if lines[-1] else "") + b
    return lines
