"""A saved game replayed quietly and where it stands told (ui.session's
constructor, when it is given the game's actions). Loaded only to resume a
game and let go after: its code need not stay in a game's memory."""

from ui.modules import SAVEGAME_LOAD, release
from ui.session import REDEAL


def resume(ss, actions, untold, told):
    """A saved game replayed quietly, then told where it stands. When its
    last actions were still being told as it was written (untold: a quit
    or a power cut in the middle of a show), the table is as told then:
    the `told` events of theirs already told are told again silently, the
    rest with their words; a hand dealt again (REDEAL) is told in place of
    the deal before it (its event, "redeal", clears the table as a deal
    does: the power may have gone before or after that deal was told; the
    hand it began is dealt afresh either way). "hand lost: dealt again" when a hand's cards were surely seen."""
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
            if isinstance(text, int) and text in rules.SILENT:  # (a count's items are words: none now)
                rules.mark(t, text, value)
        rules.score_told(t.told_scores, m)
    t.messages[:] = kept
