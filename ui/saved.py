"""The saved game on the title screen: found, checked by replaying it, and
described ("Resume Cribbage 87-92"). Loaded at the title only; the game's
engine it replays with is let go again."""

from ui import games


def named(number):
    """The kind of game a save names by its number (engine.savegame: its
    place in ui.games' GAMES); ValueError, in words, for a game this device
    does not have (a save from a device with more)."""
    if not 0 <= number < len(games.GAMES):
        raise ValueError("the saved game is of a game this device does not have (number %d)" % number)
    return games.GAMES[number]


def text(kind, scores):
    """The title screen's row for a game that can be resumed, with its
    scores as told (a telling cut short is told again on resume)."""
    return "Resume %s %s" % (games.TITLES[games.GAMES.index(kind)], "-".join(str(s) for s in scores))


def keep(app):
    """Quitting a game in play keeps it saved (written now) and offered
    on the title: its row's words, or None."""
    ss = app.session
    if ss is None or (ss.game.actor is None and not ss.teller.left()) or app.store is None or app.store.off:
        return None  # (saving off: the pause menu said the game would be lost)
    ss.save()
    return text(ss.kind, ss.teller.scores_told()) if not app.store.off else None


def told_scores(kind, options, seed, actions, untold, told):
    """The scores as told when a game was saved in the middle of a telling:
    the game's before its last `untold` actions, moved on by the first
    `told` events of theirs that are told."""
    from engine.savegame_load import replay, retold
    rules = games.rules(kind)
    game = replay(rules.new_game, options, seed, actions, untold)
    scores = list(rules.scores(game))
    n = len(actions)
    for i in range(n - untold, n):
        for e in retold(game.apply(actions[i]), actions[i + 1] if i + 1 < n else None):
            if e[0] in rules.TOLD and told > 0:
                told -= 1
                rules.score_told(scores, e)
    return scores


def read(app):
    """The save as (kind, options, seed, seats, actions, untold, told), to resume; None
    (and app.notice) when it can no longer be read. (find, which offered
    it on the title, has checked these very bytes against the rules.)"""
    app.saved_text = ""
    from engine.savegame_load import decode
    try:
        saved = decode(app.store.load("game"))
        return (named(saved[0]),) + saved[1:]
    except (ValueError, OSError) as e:
        app.notice = "saved game unreadable"
        print("saved game not resumed:", e)
        return None


def find(app):
    """Set app.saved_text ("" when there is no game to resume), or
    app.notice when the save cannot be read. Only the words are kept: the
    save is read again when it is resumed."""
    app.saved_text = ""
    if app.store is None:
        return
    from engine.savegame_load import decode, load
    try:
        data = app.store.load("game")
        if data is None:
            return
        # the game's own code first, into the heap as start-up leaves it, the
        # replay's many small pieces after it (loaded after them, it once found
        # no 520 bytes in one piece: docs/memory.md, "The cap")
        kind = named(decode(data)[0])  # (a game this device does not have: said so)
        rules = games.rules(kind)
        saved = load(data, rules.new_game)  # checked against the rules: what is offered can be resumed
        game = saved[7]
        if game.actor is None and not saved[5]:  # (over, and told to its end)
            return
        scores = rules.scores(game)
        if saved[5]:  # its last actions not told to the end: the scores as told
            game = None
            scores = told_scores(kind, saved[1], saved[2], saved[4], saved[5], saved[6])
        saved = None
        app.saved_text = text(kind, scores)
    except (ValueError, OSError) as e:
        app.notice = "saved game unreadable"
        print("saved game not resumed:", e)
    finally:
        game = rules = None  # (the title needs only the words: ui.app lets the game's modules go)
