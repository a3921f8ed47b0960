# The hotseat path of tools/mp/scripts/app_session.py (put before it, with the
# run's parameters, by tools.bench_board_memory): two humans passing the
# device (Cribbage 2p6, then Trash), the hint at every decision, every
# pause page at the first decision of each hand.

def plan(app):
    yield from menus_tour(app)
    print("figure title %d" % live())
    run.stage("hotseat2p6")
    yield from setup_cribbage(app, "2p6", 0, ("human", "human"))
    yield from start(app)
    yield from play(app, result, "hotseat2p6", tour_at=0, tour=EVERY_PAGE)
    yield from choose(app, "Menu")
    print("figure after hotseat2p6 %d" % live())
    yield from trash_game(app, 2, again=False, seats=("human", "human"), tour_at=0, tour=EVERY_PAGE,
                          label="hotseat_trash2")
    print("figure after hotseat_trash2 %d" % live())
    yield from menus_tour(app)
