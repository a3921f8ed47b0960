"""The CLUE's layout (docs/clue_layout.md): its 240x240 screen shows a
120x120 one at twice the size, so text is as tall as on the PyBadge and a
card 4 mm wide. Every screen is built as on the PyBadge (its texts already
as wide as 120 pixels allow: ui.widgets.SCREEN_W) and `fit` then moves its
parts, once, and wraps its long texts on 20 columns. Loaded only on a
screen of that size (ui.app): the PyBadge never loads it."""

from ui.clue_text import move, retext, wrap
from ui.widgets import set_text


def fit(s):
    """Move a screen's parts for the 120x120 layout, once."""
    if getattr(s, "fitted", False):
        return
    s.fitted = True
    kind = type(s).__name__
    if kind in ("CribbageScreen", "TrashScreen"):
        from ui import clue_tables
        clue_tables.fit(s, kind)
        return
    g = s.group
    if hasattr(s, "list"):  # the menus (ui.screens.RowScreen)
        _rows(s)
    elif kind == "PassScreen":
        s.line2 = retext(g, s.line2, 2, 96, keys=True)
    elif kind == "ErrorScreen":
        s.body = retext(g, s.body, 2, 32, 5)
        s.footer = retext(g, s.footer, 2, 96, 2, keys=True)
    else:  # pages of text: help, statistics, about, the last hand, the coach
        move(s.title.box, 0, 0)
        _pages(s)


def _rows(s):
    g = s.group
    s.title = retext(g, s.title, 2, 0, wrapping=False)
    rl = s.list
    rl.x, rl.y = 0, 12
    rl.labels = [retext(g, lab, 6, 12 + 12 * i, wrapping=False) for i, lab in enumerate(rl.labels)]
    s.footer = retext(g, s.footer, 2, 96, 2, keys=True)
    if hasattr(s, "detail"):  # a question's words, a result's lines; its two rows below
        s.detail = retext(g, s.detail, 2, 12, 7)
        rl.y = 96
        for i, lab in enumerate(rl.labels):
            move(lab.box, 6, 96 + 12 * i)


def _pages(s):
    """Pages of 8 lines of 20 columns: the PyBadge's pages (26 columns)
    wrapped, each turned over in as many screens as it needs."""
    from ui.actions import DOWN, HINT, LEFT, OK, RIGHT, UP
    g = s.group
    s.body = retext(g, s.body, 0, 12, 8, wrapping=False)  # (20 columns: from the edge)
    s.footer = retext(g, s.footer, 0, 108, keys=True)
    show = s.show
    key = s.key
    if hasattr(s, "pages"):  # help, statistics, about (ui.menus.PagesScreen)
        opened = s.open

        def open_pages(title_text, pages=None, path=None):
            if path is not None:
                from ui.menus import help_page
                first, n = help_page(path, 0)
                pages = [reflow(p) for p in [first] + [help_page(path, k)[0] for k in range(1, n)]]
                own = [p for p in pages if p.startswith("Buttons (CLUE")]  # its own buttons first
                pages = own + [p for p in pages if p not in own]  # (the board's sort is not stable)
            elif s.app.about:  # no Select key: OK on About shows the memory readout
                pages = [p.replace("select:", "ok:") for p in pages]
            opened(title_text, paged(pages or [], 20))

        def show_page():
            show()
            set_text(s.footer, "%d/%d  back: menu" % (s.page + 1, s.count))

        def about_key(action):
            key(HINT if action == OK and s.app.about else action)
        s.open = open_pages
        s.show = show_page
        s.key = about_key
        return
    s.part = 0  # the last hand, the coach: any key goes back, right turns over
    s.parts = [""]

    def show_part():
        if s.part == 0:
            show()
            s.parts = paged([s.body.text], 20)
        n = len(s.parts)
        set_text(s.body, s.parts[s.part])
        set_text(s.footer, "right: more (%d/%d)" % (s.part + 1, n) if s.part + 1 < n else "any key: back")

    def turn(action):
        if action in (RIGHT, DOWN) and s.part + 1 < len(s.parts):
            s.part += 1
        elif action in (LEFT, UP) and s.part > 0:
            s.part -= 1
        else:
            key(action)
            return
        show_part()
    s.show = show_part
    s.key = turn


def reflow(page):
    """A help page written on 26 columns as its sentences and items: a line
    that starts in lower case goes on from the one before it."""
    out = []  # type: list
    for line in page.split("\n"):
        if out and out[-1] and line[:1].islower():
            out[-1] += " " + line
        else:
            out.append(line)
    return "\n".join(out)


def paged(pages, cols, lines=8):
    """Each page wrapped on `cols` columns and cut into screens of `lines`."""
    out = []
    for page in pages:
        rows = wrap(page, cols).split("\n")
        for i in range(0, max(1, len(rows)), lines):
            out.append("\n".join(rows[i:i + lines]))
    return out
