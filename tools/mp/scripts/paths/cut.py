# The cut path of tools/mp/scripts/app_session.py (put before it, with the
# run's parameters, by tools.bench_board_memory): a Cribbage game against hard,
# the power cut in its second hand's play (the script stops there).

def plan(app):
    """A Cribbage game against hard, to its second hand's play: there the
    power goes (the script stops; the checkpoints are all that is kept)."""
    run.stage("cut")
    yield from setup_cribbage(app, "2p6", 0)
    yield from start(app)

    def second_hand(app):
        ss = app.session
        return ss is not None and ss.game.hand_no >= 1 and ss.game.phase == 3 and ss.human_turn()

    yield from play(app, second_hand, "cut")
    print("cut at %d" % len(app.session.actions))
