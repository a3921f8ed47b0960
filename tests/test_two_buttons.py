"""The CLUE's two buttons (ui/two_buttons.py, used by ui/hw_clue.py and
`python -m sim --board clue`): A short right, A held left, B short OK, B
held back, both together the menu once, with neither release counted."""

from ui.actions import BACK, LEFT, MENU, NONE, OK, RIGHT
from ui.two_buttons import TwoButtons


def actions(b, now):
    out = []
    for _ in range(10):
        a = b.next(now)
        if a == NONE:
            return out
        out.append(a)
    return out


def press(b, k, at, held):
    b.change(k, True, at)
    b.change(k, False, at + held)


def test_a_short_or_held_press_of_each_button():
    b = TwoButtons()
    press(b, 0, 1000, 100)
    assert actions(b, 1100) == [RIGHT]
    press(b, 0, 2000, 449)  # just short of a hold
    assert actions(b, 2449) == [RIGHT]
    press(b, 0, 3000, 450)
    assert actions(b, 3450) == [LEFT]
    press(b, 1, 4000, 120)
    assert actions(b, 4120) == [OK]
    press(b, 1, 5000, 900)
    assert actions(b, 5900) == [BACK]
    assert actions(b, 9000) == []  # a move is not repeated after it (it once ran on for good)


def test_both_buttons_together_open_the_menu_once():
    b = TwoButtons()
    b.change(0, True, 1000)
    b.change(1, True, 1050)
    assert actions(b, 1050) == [MENU]
    b.change(1, False, 1600)  # released one by one, long after: nothing more
    b.change(0, False, 1700)
    assert actions(b, 1700) == []
    press(b, 1, 2000, 50)  # and then the buttons are plain again
    assert actions(b, 2050) == [OK]


def test_a_press_at_time_zero_still_counts_as_down():
    b = TwoButtons()
    b.change(0, True, 0)
    b.change(1, True, 10)
    assert actions(b, 10) == [MENU]
