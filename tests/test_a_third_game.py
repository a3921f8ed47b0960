"""A third game added as docs/adding_a_game.md says, touching no shared
file: Higher card, a game that lives only in the test tree
(tests/games/higher: its engine, its face, its menu module, its table,
its pages), registered as the walk-through says (its name in ui.games'
GAMES and TITLES: here by the test, for its length), and played through
the App by its keys: started from the title's setup, its table drawn, a
pause and a quit (its save), resumed from the title, played to its end,
counted in the statistics."""

import os

import pytest

import ui
import ui.games
from tests.test_ui import choose, make

HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture
def higher(monkeypatch):
    """Higher card registered: its folder where ui's games are looked for,
    its line in the registry."""
    from ui.modules import release
    release("ui.prefs", "ui.stats", "ui.menus")  # (left by other tests: loaded again, with the registry's line)
    monkeypatch.setattr(ui, "__path__", list(ui.__path__) + [os.path.join(HERE, "games")])
    monkeypatch.setattr(ui.games, "GAMES", ui.games.GAMES + ("higher",))
    monkeypatch.setattr(ui.games, "TITLES", ui.games.TITLES + ("Higher card",))
    yield
    import sys
    release("ui.prefs", "ui.stats", "ui.menus", *[m for m in sys.modules if m.startswith("ui.higher")])


def test_a_third_game_plays_saves_resumes_and_ends_through_the_app(tmp_path, higher):
    app, display, runner = make(tmp_path)
    runner.settle()
    choose(runner, app, "Play Higher card")
    assert app.name() == "SetupScreen" and app.current.rows[0][0] == "Points to win: 3"
    while not app.current.rows[app.current.list.index][0].startswith("Points"):
        runner.press("down")
    runner.press("right")  # its own rule, changed on its setup: kept in the settings
    assert app.current.rows[0][0] == "Points to win: 5"
    assert app.current.rows[1][0].startswith("Red: human") and app.current.rows[2][0].startswith("Blue: normal")
    choose(runner, app, "Start")
    assert app.name() == "HigherScreen" and app.session.game.options["points"] == 5
    runner.shot("higher_table")
    assert app.current.prompt.text.startswith("ok") or app.current.prompt.inner.text.startswith("ok")
    for _ in range(3):  # three turns of Red's (Blue's follow by themselves)
        runner.press("ok")
    actions = bytes(app.session.actions)
    assert len(actions) >= 6 and app.session.game.actor is not None
    said = app.current.cards.text
    assert "Red: " in said and "Blue*: " in said
    # paused, then quit: the game is saved, and offered on the title
    runner.press("menu")
    assert app.name() == "PauseScreen"
    choose(runner, app, "Quit")
    assert app.name() == "TitleScreen" and app.current.rows[0][0].startswith("Resume Higher")
    choose(runner, app, "Resume")
    assert app.name() == "HigherScreen" and bytes(app.session.actions)[:len(actions)] == actions
    for _ in range(200):  # to its end
        if app.name() != "HigherScreen":
            break
        runner.press("ok")
    assert app.name() == "ResultScreen" and app.current.rows[0][0] == "Play again"
    runner.shot("higher_result")
    won = app.session.game.winner == 0
    choose(runner, app, "Menu")
    assert app.stats.get("Red", "higher", "games") == 1 and app.stats.get("Red", "higher", "wins") == won
    choose(runner, app, "Statistics")
    choose(runner, app, "Red")
    assert "Red at Higher card:\nplayed 1" in app.current.body.text or any(
        "Red at Higher card" in p for p in app.current.pages)


def test_no_shared_file_names_the_third_game(higher):
    """Only its own folder and this test name it: the shell, the engine
    and the registries are as they were (the house's check, and a look)."""
    from tools import house
    s = house.survey()
    assert s["named"] == {} and s["missing"] == {} and s["outside"] == {}
    for top in ("engine", "ui", "sim", "docs"):
        for folder, _, files in os.walk(os.path.join(house.ROOT, top)):
            for f in files:
                if f.endswith((".py", ".md")) and f != "adding_a_game.md":
                    assert "Higher card" not in open(os.path.join(folder, f)).read(), f
