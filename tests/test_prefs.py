"""The settings: each rule's menu against the engine, damaged settings
reported one by one, and the settings taking effect."""

import pytest

from ui.store import Store


@pytest.mark.parametrize("game", ["cribbage", "trash"])
def test_each_rule_in_the_menus_starts_at_the_engines_default_and_offers_only_what_it_allows(game):
    """A new device plays the rules as written (the engine's defaults), and
    every value a menu can choose is one the engine accepts; both values of
    each on/off rule can be chosen."""
    from engine.cribbage import OPTIONS as CRIB
    from engine.trash import OPTIONS as TRASH
    from tests.util import menu
    from ui.prefs import Prefs
    engine = CRIB if game == "cribbage" else TRASH
    options = Prefs().options(game)
    for key, _, allowed in menu(game).OPTIONS:
        default, allowed_by_engine = engine[key]
        assert options[key] == default, key
        if isinstance(allowed_by_engine, tuple):
            assert set(allowed) <= set(allowed_by_engine), key
        else:
            assert all(allowed_by_engine[0] <= v <= allowed_by_engine[1] for v in allowed), key
        if type(default) is bool:
            assert list(allowed) == [False, True], key
        assert len(set(allowed)) == len(allowed), key  # no value twice, so none left out


def test_the_setup_shows_a_seat_for_each_player_of_the_table():
    from engine.cribbage import TABLES
    from tests.util import menu
    crib, trash = menu("cribbage"), menu("trash")
    assert {t: crib.seats(t) for t in crib.OPTIONS[0][2]} == {t: TABLES[t][0] for t in TABLES}
    assert [trash.seats(n) for n in trash.OPTIONS[0][2]] == list(range(2, 9))


def test_there_is_a_seat_kind_for_each_seat_of_each_games_largest_table():
    """One seat kind kept per seat the largest table has (4 at Cribbage, 8
    at Trash), no more: a settings file from a board keeps its seats."""
    from ui.games import GAMES
    from tests.util import menu
    from ui.prefs import Prefs
    for game in GAMES:
        m = menu(game)
        assert len(Prefs().seats(game)) == max(m.seats(v) for v in m.OPTIONS[0][2]), game
    kept = "trash_seats=" + ",".join(["hard"] * 8) + "\ncrib_seats=human,easy,easy,easy\n"
    p = Prefs(store(settings=("v=1\n" + kept).encode()))
    assert p.problems == [] and p.seats("trash") == ["hard"] * 8 and p.seats("cribbage")[1] == "easy"


def test_the_menus_name_the_values_that_are_words():
    from tests.util import menu
    from ui.prefs import show
    crib, trash = menu("cribbage").WORDS, menu("trash").WORDS
    assert [show("target", 0, crib), show("target", 121, crib)] == ["usual", "121"]
    assert [show("match", 0, crib), show("match", 3, crib), show("deals", 0, trash), show("deals", 5, trash)] == [
        "one game", "3", "no limit", "5"]
    assert [show("goal", 0, trash), show("goal", 7, trash)] == ["last slot", "7 left"]
    assert [show("dim", 0), show("dim", 30), show("dim", 300), show("pace", "step")] == [
        "never", "30 s", "5 min", "step with OK"]
    assert [show("second_chance", k, trash) for k in range(3)] == ["off", "turn up", "3 draws"]
    assert [show("exact", True, crib), show("jokers", False, trash), show("table", "4p", crib)] == [
        "on", "off", "4, partners"]


def store(**parts):
    st = Store(bytearray(b"\xff" * 8192))
    for name, data in parts.items():
        st.save(name, data)
    return st


def test_each_damaged_setting_is_reported_and_only_it_goes_back_to_its_default():
    from ui.prefs import Prefs, defaults
    text = ("v=1\nsound=off\npace=loud\nleds=on=off\ncrib_seats=human,robot,hard,hard\n"
            "trash_seats=human,easy\nfour_colour=on\nmuggins=True\nnonsense\n")
    p = Prefs(store(settings=text.encode()))
    expected = defaults()
    expected.update(sound="off", four_colour="on", muggins=True)  # the good lines are kept (a game's
    assert p.values == expected  # setting only where not its default)
    assert p.get("pace") == "normal" and p.seats("cribbage") == ["human", "hard", "hard", "hard"]
    assert p.problems == ["setting pace=loud is not allowed; using the default",
                          "setting leds=on=off is not allowed; using the default",
                          "setting crib_seats was damaged; using the default",
                          "setting trash_seats was damaged; using the default"]


def test_the_settings_take_effect():
    from ui.prefs import Prefs

    class Art:
        def four_colour(self, on):
            self.on = on

    class App:
        art, sound, leds, session = Art(), type("S", (), {})(), None, None

        def __init__(self):
            from ui.power import Dimmer
            self.dimmer = Dimmer(None)
    p = Prefs(store())
    for four, sound, pace, ms, dim in (("on", "off", "fast", (350, 60, False), 30),
                                       ("off", "on", "instant", (0, 60, False), 0),
                                       ("off", "on", "slow", (1600, 200, False), 0),
                                       ("off", "on", "step", (900, 120, True), 0)):
        p.values.update(four_colour=four, sound=sound, pace=pace, dim=dim)
        app = App()
        p.apply(app)
        assert (app.art.on, app.sound.enabled, app.pace) == (four == "on", sound == "on", ms)
        assert app.dimmer.after == dim * 1000


def test_only_settings_changed_from_their_defaults_are_written_and_all_come_back():
    from ui.prefs import Prefs, defaults
    st = store()
    p = Prefs(st)
    assert p.dump() == b"v=1\n"  # nothing changed: nothing but the version
    p.cycle("pace")
    p.cycle_seat("cribbage", 1)
    p.cycle("muggins")
    assert p.dump().count(b"\n") == 4  # the version and the three changed
    again = Prefs(store(settings=p.dump()))
    assert again.values == p.values != defaults() and not again.problems
    p.cycle("muggins")  # back to its default: not kept, not written
    assert "muggins" not in p.values and b"muggins" not in p.dump() and p.get("muggins") is False


def test_a_game_setting_changed_over_a_paused_game_is_written_with_no_game_menu_loaded():
    """Over a game, the settings are the app's values (no store read): a
    general one changed is written with each game's kept as they were,
    and no game's menu module is loaded for it."""
    import sys
    from ui.modules import release
    from ui.prefs import Prefs
    first = Prefs(store(settings=b"v=1\nmuggins=True\ntrash_seats=hard,hard,normal,normal,normal,normal,normal,normal\n"))
    values = first.values
    release("ui.cribbage.menu", "ui.trash.menu")
    over = Prefs(values=values)
    over.cycle("sound")
    text = over.dump()
    assert b"muggins=True" in text and b"trash_seats=hard,hard" in text and b"sound=off" in text
    assert "ui.cribbage.menu" not in sys.modules and "ui.trash.menu" not in sys.modules


def test_the_dim_choices_are_whole_seconds_and_a_value_not_offered_cycles_from_the_first():
    """Dim after offers a minute, half a minute, five minutes or never
    (ui.power counts seconds); a value the menu does not offer (a stand-in
    wrote it) steps on from the first choice, not past it (make mutate's
    two survivors on ui/prefs.py)."""
    from ui.prefs import GENERAL, Prefs
    assert dict((k, a) for k, _, a in GENERAL)["dim"] == (60, 30, 300, 0)
    p = Prefs(store())
    p.values["pace"] = "warp"
    p.cycle("pace")
    assert p.get("pace") == "slow"  # (the first, "normal", then one on)
