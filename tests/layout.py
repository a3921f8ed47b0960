"""The layout check of a shown screen, as the display would draw it: every
text fits its place (nothing cut off), lies fully on the screen, overlaps
no other text and no card. Used by tests/test_layout.py."""

import displayio

from ui.widgets import Text, font


def texts_of(obj, seen=None):
    """Every Text a screen object holds (its attributes, lists of them, the
    row lists of menus)."""
    seen = seen if seen is not None else set()
    out = []
    if id(obj) in seen:
        return out
    seen.add(id(obj))
    if isinstance(obj, Text):
        return [obj]
    items = obj if isinstance(obj, (list, tuple)) else list(getattr(obj, "__dict__", {}).values())
    for v in items:
        if isinstance(v, Text):
            out.append(v)
        elif isinstance(v, (list, tuple)) or (hasattr(v, "__dict__") and type(v).__module__.startswith("ui.")
                                             and not hasattr(v, "session")):
            out += texts_of(v, seen)
    return out


def origin(item, root):
    """(x, y, scale) of a displayio item on the display, from the root group."""
    path = _path(root, item)
    if path is None:
        return None
    x = y = 0
    scale = 1
    for g in path:
        if getattr(g, "hidden", False):
            return None
        x += g.x * scale
        y += g.y * scale
        scale *= getattr(g, "scale", 1)
    return x, y, scale


def _path(group, item):
    if group is item:
        return [item]
    if isinstance(group, displayio.Group):
        for child in group:
            p = _path(child, item)
            if p is not None:
                return [group] + p
    return None


def text_boxes(t, root):
    """(x0, y0, x1, y1, words) of each non-blank line of a Text on screen."""
    o = origin(t.box, root)
    if o is None:
        return []
    x, y, scale = o  # (a scaled text's group is on the path: its scale is in)
    _, w, h, _ = font()
    out = []
    for i, line in enumerate(t.text.split("\n")[:t.grid.height]):
        words = line.rstrip()
        lead = len(words) - len(words.lstrip())
        if words.strip():
            out.append((x + lead * w * scale, y + i * h * scale, x + len(words) * w * scale,
                        y + (i + 1) * h * scale, words.strip()))
    return out


def card_boxes(root):
    out = []
    _cards(root, root, out)
    return out


def _cards(group, root, out):
    for item in group:
        if getattr(item, "hidden", False):
            continue
        if isinstance(item, displayio.Group):
            _cards(item, root, out)
        elif isinstance(item, displayio.TileGrid) and item.tile_width == 20:
            o = origin(item, root)
            if o is not None:
                x, y, s = o
                out.append((x, y, x + 20 * s, y + 27 * s, item[0]))


def _overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def problems(app, width=160, height=128):
    """What is wrong with the screen shown, in words (empty: nothing)."""
    root = app.root
    screen = app.current
    found = []
    texts = texts_of(screen)
    boxes = []
    for t in texts:
        lines = t.text.split("\n")
        if len(lines) > t.grid.height:
            found.append("cut off: %d lines in a place for %d: %r" % (len(lines), t.grid.height, t.text))
        for line in lines:
            if len(line.rstrip()) > t.grid.width:
                found.append("cut off: %r (room for %d)" % (line, t.grid.width))
        for b in text_boxes(t, root):
            boxes.append((b, t))
            if b[0] < 0 or b[1] < 0 or b[2] > width or b[3] > height:
                found.append("off the screen: %r at %s" % (b[4], b[:4]))
    for i, (a, ta) in enumerate(boxes):
        for b, tb in boxes[i + 1:]:
            if ta is not tb and _overlap(a, b):
                found.append("texts overlap: %r and %r" % (a[4], b[4]))
    for c in card_boxes(root):
        for b, t in boxes:
            if _overlap(b, c):
                found.append("text under a card: %r" % (b[4],))
    return found
