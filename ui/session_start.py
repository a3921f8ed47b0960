"""A game's start: its session built (ui.session.Session's constructor: the
game's engine, players and teller, its record and first checkpoint, or
its saved game replayed). Loaded once a game and let go after: its code
need not stay in a game's memory (what each field is: ui.session)."""

import sys

from ui.modules import SAVEGAME, SESSION_RESUME, WRITES, Loaded, load, release
from ui.session import HUMANS, dealt


def begin(ss, game, options, seats, seed, pace_ms, sound, store, actions, telling, tail, before=()):
    """Session ss made for a game of `game` (ui.games) with these options,
    seats and seed; `actions` (and how far they were told) a saved game's
    to replay; `tail`: the bytes its record keeps behind the actions."""
    from ui import games
    from ui.colours import SEAT_NAMES
    from ui.teller import Teller
    ss.kind = game
    ss.rules = games.rules(game)
    ss.learning = ()
    if "learner" in seats:  # (its own first game, by its usual rules)
        pages = load(ss.rules.PAGES)
        options, ss.learning = pages.OPTIONS, pages.MOMENTS
        release(ss.rules.PAGES)  # (its words loaded again for a moment's page)
    ss.options = dict(options)
    ss.seed = seed
    ss.pace_ms = pace_ms
    ss.words = 100
    ss.step = False
    ss.sound = sound
    ss.game = ss.rules.new_game(options, seed)
    # the game's own modules, loaded since `before` (the app's mark of the
    # modules before the game, held anyway): what the aids load after them
    # goes at the result (Session.ended); a few names, not a tuple of all
    ss.aids_from = tuple(m for m in sys.modules if m not in before)
    ss.rules.aids(ss.game)
    n = ss.game.n
    ss.seats = list(seats)[:n]
    ss.names = [ss.rules.seat_name(SEAT_NAMES[i], i, ss.game, ss.seats[i] in HUMANS)
                for i in range(n)]
    ss.ai = [None if kind in HUMANS else ss.rules.player(kind, (seed + 17 * i) & 0x3FFFFFFF)
             for i, kind in enumerate(ss.seats)]
    ss.learn = ss.learning != ()
    ss.step = ss.learn
    ss.seen = []
    ss.intro = None
    ss.now = 0
    ss.teller = Teller(ss)
    ss.ai_at = None
    ss.hint = None
    ss.hint_values = None
    ss.hint_lay = ()
    ss.pending = None
    ss.ahead = None
    ss.working = ss.owed = False
    ss.changes = 0
    ss.coach = None
    ss.coached = None
    ss.coach_seen = False
    ss.counts = [{} for _ in range(n)]
    ss.won = None
    ss.store = store
    ss.recorded = False
    ss.waiting = None
    # Every action, kept where the game is written from: the store's
    # record (ui.store.write_in: its header, the settings and statistics),
    # the save's opening (options, seed, seats), the actions, room for a
    # REDEAL and the checksums (tail). One buffer, not a log and a copy of
    # it, made with the game while the heap is still clear, with room for
    # the game's longest games (its face's actions_room): grown in the
    # middle of play it needs a free run of its whole size, which a
    # table's heap may not have (tools.bench_board_memory).
    ss.rec_room = store.prefix() if store is not None else 0
    ss.acted = 0
    with Loaded(WRITES), Loaded(SAVEGAME) as savegame:  # (and the first checkpoint's: loaded
        # once, let go after)
        # where the actions start (after the opening; how far told and the check come after them)
        ss.rec_at = ss.rec_room + savegame.size(options, ss.seats, 0)
        ss.rec = bytearray(ss.rec_at + ss.rules.actions_room(ss.game) + tail)
        if actions:
            load(SESSION_RESUME).resume(ss, actions, telling[0], telling[1])
            release(SESSION_RESUME)  # its code alone: it runs once a game, at its start
        else:
            ss.present(ss.game.opening)
            ss.checkpoint(dealt(ss.game.opening))
            ss.rules.sync(ss.teller)
