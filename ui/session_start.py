"""How a session begins (ui.session): its state, then the first deal told,
or a saved game replayed quietly and where it stands told. Loaded only to
begin a game and let go after: its code need not stay in a game's memory."""

from ui import games
from ui.modules import SAVEGAME, SAVEGAME_LOAD, release
from ui.colours import SEAT_NAMES
from ui.session import REDEAL, dealt
from ui.teller import Teller


def begin(ss, game, options, seats, seed, pace_ms, leds, sound, store, actions, telling=(0, 0)):
    ss.kind = game
    ss.rules = games.rules(game)
    ss.options = dict(options)
    ss.seed = seed
    ss.pace_ms = pace_ms
    ss.leds = leds
    ss.sound = sound
    ss.game = ss.rules.new_game(options, seed)
    n = ss.game.n
    ss.seats = list(seats)[:n]
    ss.names = [ss.rules.seat_name(SEAT_NAMES[i], i, ss.game, ss.seats[i] == "human")
                for i in range(n)]
    ss.ai = [None if kind == "human" else ss.rules.player(kind, (seed + 17 * i) & 0x3FFFFFFF)
             for i, kind in enumerate(ss.seats)]
    ss.now = 0
    ss.teller = Teller(ss)
    ss.ai_at = None  # when the computer to act will move
    ss.hint = None
    ss.hint_values = None  # (decision, each legal card's value) by a hint's search (Cribbage)
    ss.pending = None  # the coach's weighing of a move, done after its frame
    ss.changes = 0
    ss.coach = None  # a human's lay-away weighed (ui.cribbage.hint.note, made at the first)
    ss.coached = None  # whose (its choice known), and its page seen
    ss.coach_seen = False
    ss.counts = [{} for _ in range(n)]  # statistics of this game, per seat
    ss.won = None  # the latest "game_won" event, for the result screen
    ss.store = store  # ui.store.Store, where the game is written at its checkpoints
    ss.recorded = False  # counted in the statistics
    ss.waiting = None  # (action count, since when) of a human's decision, until written
    # Every action, kept where the game is written from: the store's
    # record (ui.store.write_in: its header, the settings and statistics),
    # the save's opening (options, seed, seats), the actions, room for a
    # REDEAL and the checksums. One buffer, not a log and a copy of it,
    # made with the game while the heap is still clear, with room for a
    # four-game match of any table (the longest, 2p6 with hints: 678
    # actions): grown in the middle of play it needs a free run of its whole
    # size, which a table's heap may not have (tools.bench_board_memory).
    from engine.savegame import size
    ss.rec_room = store.prefix() if store is not None else 0  # the settings and statistics
    ss.rec_at = 5 + ss.rec_room + size(options, ss.seats, 0) - 5  # where the actions start (how far told, the check after)
    release(SAVEGAME)  # loaded again only to write the game
    ss.rec = bytearray(ss.rec_at + 768)
    ss.acted = 0
    if actions:
        resume(ss, actions, telling[0], telling[1])
    else:
        ss.present(ss.game.opening)
        ss.checkpoint(dealt(ss.game.opening))
        ss.rules.sync(ss.teller)


def resume(ss, actions, untold, told):
    """A saved game replayed quietly, then told where it stands. When its
    last actions were still being told as it was written (untold: a quit
    or a power cut in the middle of a show), the table is as told then:
    the `told` events of theirs already told are told again silently, the
    rest with their words; a hand dealt again (REDEAL) is told in place of
    the deal before it, said as such (the power may have gone before or
    after that deal was told: the hand it began is dealt afresh either
    way). "hand lost: dealt again" when a hand's cards were surely seen."""
    from engine.savegame_load import retold
    release(SAVEGAME_LOAD)
    t = ss.teller
    silent = told
    told = len(actions) - untold
    if len(t.humans) > 1:
        t.viewer = t.holder = -1  # who holds the device? a pass screen first
    ss.observed(ss.game.opening)  # the first deal counts too
    for i in range(len(actions)):
        if i == told:  # the rest is told again: the table as it was before it
            ss.rules.sync(t)
            t.told_scores = list(ss.rules.scores(ss.game))
            t.say("game resumed", 1200)
        a = actions[i]
        if i <= told or a != REDEAL:  # (a hand dealt again is no one's move: its table stays staged)
            ss.rules.before(ss, a)  # (a human's lay-away weighed again: the coach's statistics)
            ss.flush()  # (at once: a replay has no frame to wait for)
        events = ss.game.apply(a)
        ss.add_action(a)
        if i < told:
            ss.observed(events)  # the computers remember, the statistics count
            continue
        if a == REDEAL and i + 1 == len(actions):
            t.say("next hand dealt afresh", 1500)
        shown = retold(events, actions[i + 1] if i + 1 < len(actions) else None)
        ss.present(shown)
        ss.observed(events[len(shown):])
    if silent:
        _tell_silently(t, silent)
    if told == len(actions):
        ss.rules.sync(t)
        if actions[-1] == REDEAL:  # saved at the start of a hand whose cards were seen
            t.say("hand lost: dealt again", 2500)
        else:
            t.say("game resumed", 1200)
    if actions[-1] == REDEAL:
        ss.checkpoint(True)  # this deal may be seen now: another on the next resume


def _tell_silently(t, n):
    """The first n events still to tell, told without words (they were told
    before the game was saved): the table as told (teller t), its markers
    and the scores as told move on; the rest, and the device's words, stay."""
    kept = []
    rules = t.rules
    for m in t.messages:
        if m[0] == "say" or not n:
            kept.append(m)
            continue
        n -= 1
        rules.tell(t, m)
        for text, value, _ in rules.lines(m, t.ss.names):
            if text in ("@show", "@clear", "@step"):  # (a count's items are words: none now)
                rules.mark(t, text, value)
        rules.score_told(t.told_scores, m)
    t.messages[:] = kept
