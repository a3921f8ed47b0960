"""The house rules of engine/ and ui/ (tools/house.py): no import circles,
no module named by a string outside the registry (ui/modules.py), no
private name used across modules, every game's face holding the contract
written in ui/games.py and the shell reaching for nothing outside it. Each
check is shown to catch its fault on a copy of the tree with the fault put
in."""

import os
import shutil

import pytest

from tools import house


def test_the_tree_has_no_circles_no_module_names_as_strings_and_no_privates_across_modules():
    s = house.survey()
    assert s["modules"] > 60
    assert s["circles"] == []
    assert s["strings"] == {}
    assert s["privates"] == {}
    assert s["contract"] > 20 and s["menu contract"] >= 8 and s["missing"] == {} and s["outside"] == {}
    assert s["named"] == {}
    assert s["methods"] == {}
    assert s["classes"] == {}


FAULTS = {
    # an import circle, through an import inside a function (the old crib_ai <-> crib_search)
    "circles": ("engine/crib_search.py", "\n\ndef _back():\n    from engine import crib_ai\n"),
    # a module loaded by a string of its own (the old ui/ wiring)
    "strings": ("ui/menus.py", "\n\ndef _stats(app):\n    from ui.modules import load\n"
                               "    return load(\"ui.stats\")\n"),
    # another module's private name
    "privates": ("ui/menus.py", "\n\ndef _peek():\n    from ui import app\n    return app._end_screen_life\n"),
    # a face without a name of the contract (Trash's aids renamed)
    "missing": ("ui/trash/rules.py", "def aids_later(game):", "def aids(game):"),
    # a game's menu module without a name of its contract (Trash's statistics page renamed)
    "missing (a menu)": ("ui/trash/menu.py", "def stats_page(name, v):", "def page(name, v):"),
    # the shell reaching through a face for a name the contract does not have
    "outside": ("ui/session.py", "\n\ndef peek(session):\n    return session.rules.deck_size\n"),
    # the saves' reader naming a game again (the old replay: Trash for any kind but Cribbage)
    "named": ("engine/savegame_load.py", "\n\ndef _engine(kind):\n    if kind == \"cribbage\":\n"
                                         "        from engine.cribbage import Cribbage\n        return Cribbage\n"),
    # the shell naming a game again (the old settings' tables: Cribbage's rules in ui.prefs)
    "named (the shell)": ("ui/prefs.py", "\n\ndef _crib_first(prefs):\n    return prefs.options(\"cribbage\")[\"table\"]\n"),
    # an app's method named by a string again (the old deferred actions)
    "methods": ("ui/table.py", "\n\ndef _later(app):\n    app.defer(\"pause\")\n"),
    # a screen's class named by a string again (the old app.open(IN_GAME, "PauseScreen"))
    "classes": ("ui/in_game.py", "\n\ndef _pause(app):\n    return getattr(app.leave_for(__name__), \"PauseScreen\")(app)\n"),
}


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_each_check_catches_its_fault(tmp_path, fault):
    for top in house.TOPS:
        shutil.copytree(os.path.join(house.ROOT, top), str(tmp_path / top))
    path, text = FAULTS[fault][:2]
    if len(FAULTS[fault]) > 2:  # (a name taken away: written in place of the old text)
        with open(str(tmp_path / path)) as f:
            old = f.read()
        assert FAULTS[fault][2] in old
        text, mode = old.replace(FAULTS[fault][2], text), "w"
    else:
        mode = "a"
    with open(str(tmp_path / path), mode) as f:
        f.write(text)
    s = house.survey(str(tmp_path))
    key = fault.split()[0]  # (the survey's key: "named (the shell)" is "named")
    assert s[key], fault
    assert all(not s[k.split()[0]] for k in FAULTS if k.split()[0] != key), s
