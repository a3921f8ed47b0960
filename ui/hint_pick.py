"""The hint's choice in Cribbage: the hard player's action for the human
to act. A module of its own, this small, because it stays loaded while the
search it asks for runs (engine.crib_search, in the two-player play), on a
heap the table has nearly filled; the hint's words and the coach come
after, in ui.hint_cribbage. Loaded only when a hint is asked for, and let
go after (ui.session.ask_hint)."""

from ui.game_cribbage import SEARCH, player


def hint(session, chosen=None):
    """The hard player's choice; with a card already chosen to lay away,
    the best one to go with it."""
    hard = player("hard")
    g = session.game
    p = g.actor
    if chosen is None:
        from sys import modules
        from engine.cribbage import PLAYING
        if g.phase == PLAYING:  # the crib table is not needed till the next lay-away: room for the search
            from ui.game_cribbage import PAIRS
            from ui.modules import release
            release(*PAIRS)
        a = hard.choose(g, p)
        search = modules.get(SEARCH)
        if search is not None:  # the two-player play: each card's value by that search, kept
            # with this decision's number for the coach (ui.hint_cribbage.note_play)
            values = []  # type: list
            session.hint_values = (len(session.actions), values) if search.last_values(g.legal(), values) \
                else None
            search = None
            from ui.modules import release
            release(SEARCH)  # (the search's code, for this answer only)
        return a
    v = dict(g.view(p))
    v["hand"] = tuple(c for c in v["hand"] if c != chosen)
    v["laid_away"] = tuple(v["laid_away"]) + (chosen,)
    return hard.lay_away(v, p)
