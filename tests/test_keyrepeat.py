"""Held keys (ui/keyrepeat.py, behind the PyBadge's keys and the CLUE's two
buttons): each press once, in order; a held direction again after 400 ms,
then every 120 ms, until released; OK and the menu never repeat."""

from ui.actions import LEFT, NONE, OK, UP
from ui.keyrepeat import KeyRepeat


def taken(r, now):
    out = []
    while True:
        a = r.next(now)
        if a == NONE:
            return out
        out.append(a)


def test_each_press_comes_once_in_order():
    r = KeyRepeat()
    r.press(OK, 0)
    r.release(OK, 10)
    r.press(UP, 20)
    r.release(UP, 30)
    assert taken(r, 40) == [OK, UP]
    assert taken(r, 5000) == []  # released: no repeat, however long after


def test_a_held_direction_repeats_after_400_ms_then_every_120():
    r = KeyRepeat()
    r.press(LEFT, 1000)
    assert taken(r, 1000) == [LEFT]
    assert r.next(1399) == NONE  # not yet held long enough
    assert r.next(1400) == LEFT
    assert r.next(1519) == NONE
    assert r.next(1520) == LEFT
    r.release(LEFT, 1600)
    assert r.next(1640) == NONE


def test_ok_held_does_not_repeat():
    r = KeyRepeat()
    r.press(OK, 0)
    assert taken(r, 0) == [OK]
    assert taken(r, 2000) == []


def test_releasing_another_key_leaves_the_held_one_repeating():
    r = KeyRepeat()
    r.press(LEFT, 0)
    r.release(OK, 100)
    assert taken(r, 0) == [LEFT] and r.next(400) == LEFT


def test_presses_past_eight_waiting_are_dropped_not_overwritten():
    r = KeyRepeat()
    for i in range(10):
        r.press(OK if i % 2 else UP, 0)
        r.release(OK if i % 2 else UP, 0)
    assert taken(r, 0) == [UP, OK] * 4


def test_an_unknown_key_name_is_refused_with_every_key_named():
    import pytest
    from ui.key_names import NAMES, by_name
    with pytest.raises(ValueError) as e:
        by_name("start")
    assert str(e.value) == "unknown key 'start' (keys: %s)" % ", ".join(NAMES[1:])
    assert "left, right, up, down, ok, back, menu, hint" in str(e.value)
