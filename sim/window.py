"""The simulator's window: the screen scaled up, the key map beside it, the
LED strip below, drawn in the colours the LEDs would show."""

import pygame

from ui import actions as A
from ui.pegboard import dimmed

KEYS = {
    pygame.K_LEFT: A.LEFT, pygame.K_RIGHT: A.RIGHT, pygame.K_UP: A.UP, pygame.K_DOWN: A.DOWN,
    pygame.K_z: A.OK, pygame.K_RETURN: A.OK, pygame.K_x: A.BACK, pygame.K_BACKSPACE: A.BACK,
    pygame.K_ESCAPE: A.MENU, pygame.K_p: A.MENU, pygame.K_h: A.HINT,
}
KEY_HELP = ["arrows  d-pad", "Z/Enter  A (ok)", "X/Bksp   B (back)", "Esc/P   Start (menu)",
            "H       Select (hint)", "", "close the window", "to quit"]
# the CLUE: its two buttons, pressed short or long (ui.two_buttons)
BUTTONS = {pygame.K_z: 0, pygame.K_RETURN: 0, pygame.K_x: 1, pygame.K_BACKSPACE: 1}
BUTTON_HELP = ["Z/Enter  button A:", "  short: right", "  hold: left", "X/Bksp   button B:",
               "  short: ok", "  hold: back", "Z+X together: menu", "", "close the window",
               "to quit"]


def draw_strip(surface, frame, x, y, width, brightness, level=0):
    """Circles in the LEDs' colours (brightened so a dim LED still reads;
    `level`: dimmed as the board dims them, ui.power)."""
    n = len(frame) // 3
    if not n:
        return
    per_row = min(n, 60)
    d = max(4, width // per_row)
    for i in range(n):
        r, g, b = (dimmed(frame[3 * i + k], level) for k in range(3))
        k = 255 / max(1, brightness)
        colour = (min(255, int(r * k)), min(255, int(g * k)), min(255, int(b * k)))
        cx = x + (i % per_row) * d + d // 2
        cy = y + (i // per_row) * (d + 4) + d // 2
        pygame.draw.circle(surface, (40, 40, 40), (cx, cy), d // 2)
        if colour != (0, 0, 0):
            pygame.draw.circle(surface, colour, (cx, cy), d // 2 - 1)


def run(app, display, clock_ms, two_buttons=False):
    scale = 4 if display.width <= 160 else 3
    w, h = display.width * scale, display.height * scale
    buttons = None
    if two_buttons:
        from ui.two_buttons import TwoButtons
        buttons = TwoButtons()
    leds = app.leds
    rows = 1 + (len(leds.frame) // 3 - 1) // 60 if leds else 0
    win = pygame.display.set_mode((w + 220, h + 20 + rows * 16))
    pygame.display.set_caption("Pocket Cards simulator")
    font = pygame.font.Font(None, 22)
    clock = pygame.time.Clock()
    held = {}
    while True:
        now = clock_ms()
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT:
                return 0
            if buttons is not None:  # the CLUE: only its two buttons
                if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key in BUTTONS:
                    buttons.change(BUTTONS[ev.key], ev.type == pygame.KEYDOWN, now)
                continue
            if ev.type == pygame.KEYDOWN and ev.key in KEYS:
                held[ev.key] = now
                app.key(KEYS[ev.key])
            if ev.type == pygame.KEYUP:
                held.pop(ev.key, None)
        a = buttons.next(now) if buttons is not None else A.NONE
        if a != A.NONE:
            app.key(a)
        for k, t in list(held.items()):  # key repeat on held directions
            if KEYS[k] in (A.LEFT, A.RIGHT, A.UP, A.DOWN) and now - t > 400:
                held[k] = now - 400 + 120
                app.key(KEYS[k])
        app.tick(now)  # (display.lit() below: refreshed by itself while its auto_refresh is on)
        win.fill((24, 24, 24))
        win.blit(pygame.transform.scale(display.lit(), (w, h)), (0, 0))
        for i, line in enumerate(BUTTON_HELP if buttons is not None else KEY_HELP):
            win.blit(font.render(line, True, (220, 220, 220)), (w + 10, 10 + 22 * i))
        if app.sound is not None and app.sound.cues:
            win.blit(font.render("sound: " + app.sound.cues[-1], True, (255, 220, 0)), (w + 10, h - 30))
        if leds is not None:
            draw_strip(win, leds.frame, 4, h + 10, w + 210, leds.s.brightness, app.dimmer.level)
        status = app.status
        if status is not None:  # the board's own five NeoPixels
            win.blit(font.render("board LEDs", True, (160, 160, 160)), (w + 10, h - 80))
            for i, rgb in enumerate(status.pixels):
                colour = tuple(min(255, c * 255 // max(1, status.full)) for c in rgb)
                pygame.draw.circle(win, (40, 40, 40), (w + 20 + 24 * i, h - 50), 9)
                if any(colour):
                    pygame.draw.circle(win, colour, (w + 20 + 24 * i, h - 50), 8)
        pygame.display.flip()
        clock.tick(30)
