# The story path of tools/mp/scripts/app_session.py (put before it, with the
# run's parameters, by tools.bench_board_memory): Cribbage against hard; at
# every show, pause while it is told, quit, the menus, resume from the title.

def telling_show(app):
    ss = app.session
    e = ss.teller.telling if ss is not None and app.current is app.game_screen else None
    return e is not None and e[0] in ("show", "counted") and bool(ss.teller.messages)


def plan(app):
    """Cribbage against hard: at each show, pause in the middle of its
    telling, quit, the menus, resume from the title."""
    yield from menus_tour(app)
    print("figure title %d" % live())
    run.stage("story")
    yield from setup_cribbage(app, "2p6", 0)
    yield from start(app)
    quits = 0
    for _ in range(4000):
        if result(app):
            break
        if telling_show(app):
            quits += 1
            run.stop = None
            yield MENU
            yield from choose(app, "Quit")
            yield from choose(app, "Settings")
            yield BACK
            yield from choose(app, "Statistics")
            yield BACK
            yield from choose(app, "Resume")
            continue
        ss = app.session
        if ss is not None and app.current is app.game_screen and ss.human_turn():
            run.sample()
        ss = None
        run.stop = telling_show
        before = state(app)
        yield OK
        if state(app) == before:
            yield RIGHT
    run.stop = None
    print("quits %d" % quits)
    yield from choose(app, "Menu")
    print("figure after story %d" % live())
