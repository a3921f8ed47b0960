"""The saved game on the title screen: found, checked by replaying it, and
described ("Resume Cribbage 87-92"). Loaded at the title only; the game's
engine it replays with is let go again."""

from ui import games


def text(kind, scores):
    """The title screen's row for a game that can be resumed, with its
    scores as told (a telling cut short is told again on resume)."""
    return "Resume %s %s" % (games.title(kind), "-".join(str(s) for s in scores))


def keep(app):
    """Quitting a game in play keeps it saved (written now) and offered
    on the title: its row's words, or None."""
    ss = app.session
    if ss is None or ss.game.actor is None or app.store is None or app.store.off:
        return None  # (saving off: the pause menu said the game would be lost)
    ss.save()
    return text(ss.kind, ss.scores_told()) if not app.store.off else None


def read(app):
    """The save as (kind, options, seed, seats, actions, untold), to resume; None
    (and app.notice) when it can no longer be read. (find, which offered
    it on the title, has checked these very bytes against the rules.)"""
    app.saved_text = ""
    from engine.savegame_load import decode
    try:
        return decode(app.store.load("game"))
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
    from engine.savegame_load import load
    kind = None
    try:
        data = app.store.load("game")
        if data is None:
            return
        saved = load(data)  # checked against the rules: what is offered can be resumed
        kind, game = saved[0], saved[6]
        if game.actor is None:
            return
        if saved[5]:  # its last actions not told to the end: the scores as told, before them
            from engine.savegame_load import replay
            game = None
            game = replay(kind, saved[1], saved[2], saved[4], saved[5])
        saved = None
        app.saved_text = text(kind, games.rules(kind).scores(game))
    except (ValueError, OSError) as e:
        app.notice = "saved game unreadable"
        print("saved game not resumed:", e)
    finally:
        game = None
        if kind is not None:  # the title needs only the words
            games.release_game(kind)
