"""The abstract actions every board's keys map to. Every screen works with
LEFT, RIGHT, OK, BACK and MENU alone (UP and DOWN are shortcuts), so a
two-button board still reaches everything; HINT is a shortcut to the
pause menu's Hint."""

NONE = 0
LEFT = 1
RIGHT = 2
UP = 3
DOWN = 4
OK = 5
BACK = 6
MENU = 7
HINT = 8
