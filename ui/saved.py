"""The saved game on the title screen: found, checked by replaying it, and
described ("Resume Cribbage 87-92"). Loaded at the title only; the game's
engine it replays with is let go again."""

from ui import games


def find(app):
    """Set app.saved (kind, options, seed, seats, actions) and
    app.saved_text, or app.notice when the save cannot be read."""
    app.saved = None
    if app.game_slots is None:
        return
    from engine.savegame_load import decode, replay
    kind = None
    try:
        data = app.game_slots.load()
        if data is None:
            if app.game_slots.damaged:
                raise ValueError("no slot checks out")
            return
        saved = decode(data)
        kind = saved[0]
        game = replay(saved[0], saved[1], saved[2], saved[4])
        if game.actor is None:
            return
        app.saved = saved
        scores = games.rules(kind).scores(game)
        app.saved_text = "Resume %s %s" % (games.title(kind), "-".join(str(s) for s in scores))
    except (ValueError, IndexError, KeyError, UnicodeError) as e:
        app.notice = "saved game unreadable"
        print("saved game not resumed:", e)
    finally:
        game = None
        if kind is not None:  # the title needs only the words
            games.release_game(kind)
