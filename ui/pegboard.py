"""The NeoPixel strip as a cribbage board.

A track is one side's 60 holes: two rows of 30 (up one row, back down the
other), a lap being once round. 61 is once round plus the game hole, 121
twice, 181 three times. Each side has a front peg (its total) and a back
peg (its previous total), so the last score is the gap between them.

What a glance shows:
- the front peg in the side's colour, paler on each later lap (lap 1 pure,
  lap 2 half white, lap 3 mostly white); the back peg dim;
- the lurch (or skunk) line and the game hole (a 61st LED, when there is
  one) lit faintly;
- on a shared track, two sides in one hole take turns every 0.4 s.

Scores animate: the back peg leaps over the front one to the new hole, a
flash marks 15s, 31, a go and his heels, and a run of lights greets the
winner. Everything is driven by tick(now_ms); nothing sleeps, so the
buttons stay live; due() says when the next frame differs (the main loop
sleeps until then). The frame is scaled down whenever the strip would draw
more than the current cap (about 20 mA per colour channel at full, plus
1 mA per LED at rest; a cap below what the dark strip draws leaves it dark).
"""

from micropython import const

from ui.colours import scale

_HOLES = const(60)
_MA_PER_CHANNEL = const(20)  # a WS2812 channel at full, in mA
_MA_IDLE = const(1)  # every LED, even dark

MOVE_MS_PER_HOLE = 25
_MOVE_MS_MAX = const(900)
_FLASH_MS = const(450)
WIN_MS = 2400
_SWAP_MS = const(400)
_FRAME_MS = const(30)  # an animation's frames: about 33 a second (no more ticks than that)


def _lap_tint(colour, lap):
    """Paler on each later lap: mix towards white by 45% a lap."""
    if lap <= 0:
        return colour
    w = min(90, 45 * lap)
    r, g, b = colour >> 16 & 255, colour >> 8 & 255, colour & 255
    r += (255 - r) * w // 100
    g += (255 - g) * w // 100
    b += (255 - b) * w // 100
    return r << 16 | g << 8 | b


class PegBoard:
    def __init__(self, settings, sides=2, target=121, stakes="lurch"):
        self.s = settings
        # the whole strip (code.py wires three tracks, or one shared), made
        # once: a frame made anew for each table would be left in the middle
        # of a small heap for good; tracks no side uses stay dark
        self.frame = bytearray(3 * self.length_for(3))
        self.reset(sides, target, stakes)

    def length_for(self, sides):
        return self.s.leds * (1 if self.s.shared else max(2, sides))

    def reset(self, sides, target, stakes="lurch"):
        """A new game: every peg back to the start."""
        self.sides = sides
        self.target = target
        self.stakes = stakes
        # (made once, for the most sides there are: what a game allocates
        # and keeps for good would split the free heap of a small board)
        if len(getattr(self, "front", ())) < sides:
            self.front = [0] * max(3, sides)
            self.back = [0] * max(3, sides)
        for i in range(len(self.front)):
            self.front[i] = self.back[i] = 0
        if not hasattr(self, "queue"):
            self.queue = []  # type: list  # animations still to play: [kind, start, duration, args]
        self.queue.clear()
        self.winner = None  # the side whose win is shown (win: once a game)
        self.sharing = False  # two sides in one hole of a shared track (they take turns)
        self.paint = None  # a game's own drawing of the strip (show), else the peg board
        self.view = None  # what it draws

    # --- where a score sits on the strip -----------------------------------
    def led(self, side, score):
        """Index on the strip of `side`'s peg at `score`, or None off the board."""
        if score <= 0:
            return None
        L = self.s.leds
        base = 0 if self.s.shared else side * L
        used = min(L, _HOLES)
        if score >= self.target:
            return base + (L - 1 if L > _HOLES else used - 1)
        h = (score - 1) % _HOLES
        idx = h * used // _HOLES
        half = used // 2
        if not self.s.zigzag and idx >= half:
            idx = half + (used - 1 - idx)  # the second row wired from the start end
        return base + idx

    @staticmethod
    def lap(score):
        return 0 if score <= 0 else (score - 1) // _HOLES

    def markers(self):
        """Scores marked faintly: the lurch or skunk lines and the game hole."""
        half = (self.target + 1) // 2
        out = [half]
        if self.stakes == "skunk":
            out.append(self.target * 3 // 4 + 1)
        return out

    # --- the pegs as told in, frames out ---------------------------------------
    def peg(self, side, back, total, flash=False):
        """Side's score as told (the game's show_leds: ui.games): its front
        peg at `total`, its back peg at `back`, the move animated from where
        the back peg was, and a flash where the game says the score has one.
        Below the front peg (a new game): both set at once, no animation."""
        if total < self.front[side]:
            self.front[side], self.back[side] = total, back
            self.queue.clear()
            self.winner = None
            return
        start = self.back[side]
        self.back[side] = back
        self.front[side] = total
        if self.s.animate:
            dist = max(1, total - start)
            self.queue.append(["move", None, min(_MOVE_MS_MAX, dist * MOVE_MS_PER_HOLE), (side, start, back, total)])
            if flash:
                self.queue.append(["flash", None, _FLASH_MS, (side, total)])

    def win(self, side):
        """A game won, as told: a run of lights greets its winner, once."""
        if self.s.animate and self.winner != side:
            self.queue.append(["win", None, WIN_MS, (side,)])
        self.winner = side

    def busy(self):
        return bool(self.queue)

    def due(self, now):
        """When the frame next changes by itself (ms): an animation's next
        frame, two sides sharing a hole taking turns; None when it stays."""
        if self.queue:
            return now + _FRAME_MS
        if self.sharing:
            return (now // _SWAP_MS + 1) * _SWAP_MS
        return None

    def skip(self):
        """Drop every animation: the next frame is the final one."""
        self.queue.clear()

    def tick(self, now):
        """Advance the animations to time `now` (ms) and draw the frame."""
        while self.queue:
            a = self.queue[0]
            if a[1] is None:
                a[1] = now
            if now - a[1] >= a[2]:
                self.queue.pop(0)
                continue
            break
        if self.paint is not None:
            self.paint(self, self.view)
        else:
            self._draw_board(now)
        self._cap()
        return self.frame

    def glow(self, i, colour, level, add=False):
        """LED i in a 0xRRGGBB colour at level/255 (added to what it shows)."""
        self.put(i, scale(colour, level), add)

    def put(self, i, rgb, add=False):
        f = self.frame
        j = 3 * i
        if add:
            f[j] = min(255, f[j] + rgb[0])
            f[j + 1] = min(255, f[j + 1] + rgb[1])
            f[j + 2] = min(255, f[j + 2] + rgb[2])
        else:
            f[j], f[j + 1], f[j + 2] = rgb

    def _draw_board(self, now):
        f = self.frame
        for i in range(len(f)):
            f[i] = 0
        bright = self.s.brightness
        faint = max(1, bright // 10)
        tracks = 1 if self.s.shared else self.sides
        for t in range(tracks):
            for m in self.markers():
                self.put(self.led(t, m), (faint, faint, faint))
            if self.s.leds > _HOLES:
                self.put(self.led(t, self.target), (faint, faint // 2 + 1, 0))
        self.sharing = False
        moving = None
        if self.queue and self.queue[0][0] == "move":
            moving = self.queue[0]
        # which sides own each lit hole, for sharing a hole on a shared track
        for side in range(self.sides):
            colour = self.s.colours[side % len(self.s.colours)]
            front, back = self.front[side], self.back[side]
            if moving and moving[3][0] == side:
                _, start, old, total = moving[3]
                done = (now - moving[1]) / moving[2]
                front, back = old, start + int((total - start) * done)
            i = self.led(side, back)
            if i is not None and back != front:
                self.glow(i, colour, max(2, bright // 5), True)
            i = self.led(side, front)
            if i is not None:
                rgb = scale(_lap_tint(colour, self.lap(front)), bright)
                if self.s.shared and self._shared_with(side, front):
                    self.sharing = True
                    if (now // _SWAP_MS) % 2 != side % 2:
                        continue  # two sides in one hole: take turns
                self.put(i, rgb)
        if self.queue:
            a = self.queue[0]
            if a[0] == "flash" and ((now - a[1]) // 75) % 2 == 0:
                i = self.led(a[3][0], a[3][1])
                if i is not None:
                    self.put(i, (bright, bright, bright))
            elif a[0] == "win":
                self._draw_win(a, now)

    def _shared_with(self, side, score):
        i = self.led(side, score)
        for other in range(self.sides):
            if other != side and self.led(other, self.front[other]) == i:
                return True
        return False

    def _draw_win(self, a, now):
        side = a[3][0]
        colour = self.s.colours[side % len(self.s.colours)]
        n = len(self.frame) // 3
        head = (now - a[1]) * n * 2 // a[2]  # twice along the strip
        for k in range(6):
            i = (head - k) % n
            self.glow(i, colour, self.s.brightness * (6 - k) // 6)

    # --- a game's own drawing (Trash: each player's layout) -----------------
    def show(self, view, paint):
        """Draw the strip with paint(board, view), a game's own drawing (its
        face's), until the next reset: no peg board then."""
        self.paint = paint
        self.view = view

    # --- the current cap (what a frame draws: tests/test_pegboard.milliamps) --
    def _cap(self):
        f = self.frame
        total = sum(f)
        idle = _MA_IDLE * (len(f) // 3)
        budget = self.s.max_ma - idle
        if total and total * _MA_PER_CHANNEL > budget * 255:  # (a dark strip: nothing to scale)
            # scale every channel down so the whole strip fits the budget
            limit = max(0, budget) * 255 // _MA_PER_CHANNEL
            for i in range(len(f)):
                f[i] = f[i] * limit // total




def dimmed(value, level):
    """An LED's channel at the dimmer's level (ui.power): an eighth when
    dim (a lit LED stays lit: the board still reads), dark when off."""
    if level >= 2 or not value:
        return 0
    return value if not level else max(1, value >> 3)


class StripWriter:
    """Copies frames to a neopixel-like object, touching only the LEDs that
    changed (no allocation when nothing moves)."""

    def __init__(self, pixels, n):
        self.pixels = pixels
        self.last = bytearray(3 * n)
        self.n = n

    def write(self, frame, level=0):
        """The frame at the dimmer's level (ui.power: 0 awake, 1 dim, 2 off)."""
        changed = False
        last = self.last
        for i in range(min(self.n, len(frame) // 3)):
            j = 3 * i
            r, g, b = frame[j], frame[j + 1], frame[j + 2]
            if level:
                r, g, b = dimmed(r, level), dimmed(g, level), dimmed(b, level)
            if r != last[j] or g != last[j + 1] or b != last[j + 2]:
                last[j], last[j + 1], last[j + 2] = r, g, b
                self.pixels[i] = (r, g, b)
                changed = True
        if changed:
            self.pixels.show()
        return changed
