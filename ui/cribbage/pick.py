"""The hint's choice in Cribbage: the hard player's action for the human
to act (in the two-player play, by hard's search, kept with the game:
ui.cribbage.new_game). A module of its own, this small, because it is
loaded while a table holds the heap; the hint's words and the coach come
after, in ui.cribbage.hint. Loaded only when a hint is asked for, and let
go after (ui.session.ask_hint)."""

from ui.cribbage.rules import ahead, player


def hint(session):
    """The hard player's choice: in the lay-away, every card of its best
    way to lay away (session.hint_lay; the first card's action returned)."""
    hard = player("hard")
    g = session.game
    p = g.actor
    from engine.cribbage import LAY, LAY_AWAY, PLAYING
    if g.phase == LAY_AWAY:
        ways = hard.keep_values(g.view(p), p, ahead(session, True))  # (weighed while the player looked)
        best = ways[0]
        for way in ways:
            if way[0] > best[0]:
                best = way
        session.hint_lay = best[1]
        return LAY + best[1][0]
    a = hard.choose(g, p)
    if g.phase == PLAYING and g.n == 2:  # the two-player play, searched (engine.crib_search,
        # loaded with the game): each card's value by the search just made, kept with this
        # decision's number for the coach (ui.cribbage.coach.note_play)
        from engine.crib_search import last_values
        values = []  # type: list
        session.hint_values = (len(session.actions), values) if last_values(g.legal(), values) \
            else None
    return a
