# The resume path of tools/mp/scripts/app_session.py (put before it, with the
# run's parameters, by tools.bench_board_memory): after `cut`, on the same
# drive: the saved game resumed from the title and played out.

def plan(app):
    """After a power cut: the title offers the game; resumed, played out."""
    run.stage("resume")
    print("offered %s" % app.current.rows[0][0])
    yield from choose(app, "Resume")
    print("resumed at %d" % len(app.session.actions))
    yield from play(app, result, "resume")
    yield from choose(app, "Menu")
    print("figure after resume %d" % live())
