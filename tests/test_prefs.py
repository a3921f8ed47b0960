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
    from ui.prefs import RULES, Prefs
    engine = CRIB if game == "cribbage" else TRASH
    options = Prefs().options(game)
    for key, _, allowed in RULES[game]:
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
    from ui.prefs import RULES, seats_at
    assert {t: seats_at("cribbage", t) for t in RULES["cribbage"][0][2]} == {t: TABLES[t][0] for t in TABLES}
    assert [seats_at("trash", n) for n in RULES["trash"][0][2]] == list(range(2, 9))


def test_there_is_a_seat_kind_for_each_seat_of_each_games_largest_table():
    """One seat kind kept per seat the largest table has (4 at Cribbage, 8
    at Trash), no more: a settings file from a board keeps its seats."""
    from ui.prefs import RULES, SEATS, Prefs, defaults, seats_at
    for game, (first, _, allowed) in ((g, RULES[g][0]) for g in RULES):
        assert len(defaults()[SEATS[game]]) == max(seats_at(game, v) for v in allowed), game
    kept = "trash_seats=" + ",".join(["hard"] * 8) + "\ncrib_seats=human,easy,easy,easy\n"
    p = Prefs(store(settings=("v=1\n" + kept).encode()))
    assert p.problems == [] and p.get("trash_seats") == ["hard"] * 8 and p.get("crib_seats")[1] == "easy"


def test_the_menus_name_the_values_that_are_words():
    from ui.prefs import show
    assert [show("target", 0), show("target", 121)] == ["usual", "121"]
    assert [show("match", 0), show("match", 3), show("deals", 0), show("deals", 5)] == ["one game", "3", "no limit", "5"]
    assert [show("goal", 0), show("goal", 7)] == ["last slot", "7 left"]
    assert [show("dim", 0), show("dim", 30), show("dim", 300)] == ["never", "30 s", "5 min"]
    assert [show("second_chance", k) for k in range(3)] == ["off", "turn up", "3 draws"]
    assert [show("exact", True), show("jokers", False), show("table", "4p")] == ["on", "off", "4, partners"]


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
    expected.update(sound="off", four_colour="on", muggins=True)  # the good lines are kept
    assert p.values == expected
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
    p.cycle_seat("crib", 1)
    assert p.dump().count(b"\n") == 3  # the version and the two changed
    again = Prefs(store(settings=p.dump()))
    assert again.values == p.values != defaults() and not again.problems
