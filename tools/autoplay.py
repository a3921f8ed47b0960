"""Plays a ui.session.Session to its end with no screen: the computers move
as the session makes them, each human seat is played by a 'normal'
computer chooser through the session's human path (apply), reseeded from
the move number so the same position always gets the same move."""

from engine.crib_ai import CribbagePlayer
from engine.trash_ai import TrashPlayer


def human_chooser(session):
    return (CribbagePlayer if session.kind == "cribbage" else TrashPlayer)("normal")


def play(session, chooser=None, stop_after=None):
    """Run until the game ends (or `stop_after` actions). Returns the session."""
    chooser = chooser or human_chooser(session)
    now = 0
    while session.game.actor is not None:
        if stop_after is not None and len(session.actions) >= stop_after:
            break
        session.skip()
        if session.human_turn():
            chooser.rng.reseed(len(session.actions))
            session.apply(chooser.choose(session.game, session.game.actor))
        else:
            now += 1
            session.tick(now)
    return session
