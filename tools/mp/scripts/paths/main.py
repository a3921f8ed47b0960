# The main path of tools/mp/scripts/app_session.py (put before it, with the
# run's parameters, by tools.bench_board_memory): the menus, a 4-game
# Cribbage match of each table, Trash with 2, 4 and 8 players, one human
# asking the hint at each decision; once a game the pause menu's pages;
# the two-player Trash game again from its result.

TABLES = ("2p6", "2p5", "3p", "4p")
TRASH = (2, 4, 8)
GAMES_PER_MATCH = 4


def match_over(app):
    ss = app.session
    g = ss.game
    if ss.teller.messages or app.current is not app.game_screen:
        return False
    # (no import of engine.cribbage here: this script would then hold it)
    between = g.phase == sys.modules["engine.cribbage"].BETWEEN
    return (g.actor is None or between) and g.game_no >= GAMES_PER_MATCH


def cribbage_match(app, table):
    run.stage(table)
    yield from setup_cribbage(app, table, 9)
    yield from start(app)
    yield from play(app, match_over, table)
    yield MENU
    yield from choose(app, "Quit")


def plan(app):
    yield from menus_tour(app)
    print("figure title %d" % live())
    for table in TABLES:
        yield from cribbage_match(app, table)
        print("figure after %s %d" % (table, live()))
        print("figure block %s %d" % (table, largest()))  # the largest free block, back at the title
    for n in TRASH:
        yield from trash_game(app, n)
        print("figure after trash%d %d" % (n, live()))
        print("figure block trash%d %d" % (n, largest()))
    yield from menus_tour(app)
