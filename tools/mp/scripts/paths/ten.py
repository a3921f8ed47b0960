# The ten path of tools/mp/scripts/app_session.py (put before it, with the
# run's parameters, by tools.bench_board_memory): ten games of Cribbage in a
# row against hard, the title between them.

def plan(app):
    """Ten games of Cribbage against hard, the title between them."""
    yield from menus_tour(app)
    print("figure title %d" % live())
    run.stage("ten")
    for i in range(10):
        yield from setup_cribbage(app, "2p6", 0)
        yield from start(app)
        yield from play(app, result, "ten", hint=False)
        yield from choose(app, "Menu")
        print("figure after ten%d %d" % (i, live()))
