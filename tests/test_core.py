"""Cards, the PRNG, options, and the engine's import discipline."""

import ast
import os
import subprocess
import sys

import pytest

from engine import cards
from engine.options import resolve
from engine.rng import Rng, mix

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_card_encoding_round_trips():
    seen = set()
    for r in range(1, 14):
        for s in range(4):
            c = cards.card(r, s)
            assert cards.rank(c) == r and cards.suit(c) == s
            assert cards.parse(cards.name(c)) == c
            seen.add(c)
    assert seen == set(range(52))
    assert cards.name(cards.card(10, cards.SUIT_LETTERS.index("H"))) == "10H"
    assert cards.name(cards.card(12, cards.SUIT_LETTERS.index("S"))) == "QS"
    assert cards.name(cards.card(1, cards.SUIT_LETTERS.index("C"))) == "AC"


def test_count_values():
    assert [cards.value(cards.card(r, 0)) for r in range(1, 14)] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]


def test_jokers():
    assert cards.is_joker(cards.JOKER) and not cards.is_joker(51)
    assert cards.rank(cards.JOKER) == 0 and cards.value(cards.JOKER) == 0
    assert cards.name(cards.JOKER) == "JK" and cards.parse("jk") == cards.JOKER


def test_packs_of_several_decks():
    p = cards.pack(3, 2)
    assert len(p) == 3 * 54 and p.count(cards.card(1, 0)) == 3 and p.count(cards.JOKER) == 3


@pytest.mark.parametrize("rank, suit", [(0, 0), (14, 0), (1, -1), (1, 4), (13, 4)])
def test_a_card_that_does_not_exist_is_refused(rank, suit):
    with pytest.raises(ValueError):
        cards.card(rank, suit)
    assert cards.card(13, 3) == 51 and cards.card(1, 0) == 0


def test_a_fresh_pack_holds_each_card_of_each_deck_and_the_jokers_asked_for():
    assert cards.pack() == list(range(52))  # one deck, no jokers
    two = cards.pack(2, 2)  # two decks, each with its two jokers, black and red
    assert sorted(two) == sorted(list(range(52)) * 2 + [52, 53] * 2)
    assert two[52:54] == [52, 53]


def test_the_card_numbers_are_fixed():
    """Cards are small ints shared by the engine, the actions, the sprite
    sheet and the views: (rank-1)*4 + suit, the jokers 52 and 53."""
    assert [cards.parse(t) for t in ("AC", "AD", "AH", "AS", "2C", "KS")] == [0, 1, 2, 3, 4, 51]
    assert cards.parse("JK") == cards.JOKER == 52
    assert [cards.is_joker(c) for c in (51, 52, 53)] == [False, True, True]
    assert [cards.rank(c) for c in (0, 51, 52, 53)] == [1, 13, 0, 0]
    assert [cards.suit(c) for c in (0, 51, 52, 53)] == [0, 3, 4, 4]
    assert [cards.value(c) for c in (0, 36, 40, 51, 52)] == [1, 10, 10, 10, 0]


@pytest.mark.parametrize("bad", ["", "1H", "11H", "ZS", "10X", "H"])
def test_bad_card_names_are_refused(bad):
    with pytest.raises(ValueError):
        cards.parse(bad)


def test_rng_first_values_are_pinned():
    # a save is its seed and actions: the same deal in every version of a
    # save format, and on MicroPython (tests/test_micropython_cribbage.py)
    r = Rng(1)
    assert [r.next() for _ in range(5)] == [494968245, 85414779, 885471594, 517918118, 1037021877]
    r = Rng(0)
    assert [r.below(52) for _ in range(8)] == [22, 13, 40, 47, 38, 50, 28, 3]


def first_card_spread(seeds):
    """Chi-square (51 degrees of freedom) of where card 0 lands after the
    first shuffle, over the given seeds."""
    counts = [0] * 52
    for s in seeds:
        deck = list(range(52))
        Rng(s).shuffle(deck)
        counts[deck.index(0)] += 1
    e = len(seeds) / 52
    return sum((c - e) ** 2 / e for c in counts)


def test_consecutive_seeds_give_independent_deals():
    """Self-play and the tests run consecutive seeds: their deals must be as
    spread as independent ones (chi-square near 51; unmixed seeds below
    2**15 all started one generator alike and gave about 14,000)."""
    for start in (0, 1000003):
        assert first_card_spread(range(start, start + 10400)) < 90  # 90: p = 0.0007


def test_every_bit_of_the_seed_reaches_every_bit_of_the_state():
    """Avalanche: flipping one bit of the seed flips about half of the
    generator's 30 bits of starting state."""
    for bit in range(30):
        flipped = 0
        for s in range(0, 2 ** 30, 2 ** 30 // 400):
            a, b = mix(s), mix(s ^ (1 << bit))
            flipped += bin((a[0] ^ b[0]) | (a[1] ^ b[1]) << 15).count("1")
        assert 13.5 < flipped / 400 < 16.5, bit


@pytest.mark.parametrize("bad", [-1, 1.0, "1", None, True])
def test_a_seed_that_is_not_a_whole_number_is_refused(bad):
    with pytest.raises(ValueError) as e:
        Rng(bad)
    assert "seed" in str(e.value)


def test_rng_never_reaches_2_to_the_30():
    for seed in (0, 1, 2 ** 29, 2 ** 30 - 2, 2 ** 30 - 1, 123456789):
        r = Rng(seed)
        for _ in range(20000):
            v = r.next()
            assert 0 <= v < 2 ** 30
            assert r.z1 < 2 ** 30 and r.z2 < 2 ** 30


def test_rng_below_is_uniform_enough_and_shuffle_permutes():
    r = Rng(5)
    counts = [0] * 6
    for _ in range(60000):
        counts[r.below(6)] += 1
    assert all(9500 < c < 10500 for c in counts)
    deck = list(range(52))
    r.shuffle(deck)
    assert sorted(deck) == list(range(52)) and deck != list(range(52))
    with pytest.raises(ValueError):
        r.below(0)


def test_below_takes_every_range_up_to_2_to_the_30_and_no_more():
    r = Rng(5)
    assert 0 <= r.below(2 ** 30 - 1) < 2 ** 30 - 1
    with pytest.raises(ValueError) as e:
        r.below(2 ** 30)
    assert "2**30" in str(e.value)


def test_options_resolve_defaults_and_refuse_the_rest():
    table = {"n": (2, [2, 4]), "mode": ("a", ("a", "b"))}
    assert resolve(None, table) == {"n": 2, "mode": "a"}
    assert resolve({"n": 4, "mode": "b"}, table) == {"n": 4, "mode": "b"}
    for bad in ({"n": 5}, {"mode": "c"}, {"x": 1}, [1]):
        with pytest.raises(ValueError):
            resolve(bad, table)


FORBIDDEN = {"dataclasses", "enum", "abc", "itertools", "functools", "typing", "pathlib",
             "os", "sys", "time", "random", "threading", "json", "logging", "collections",
             "ui", "sim", "tools", "displayio", "board", "pygame"}


def test_engine_imports_nothing_circuitpython_lacks():
    for name in sorted(os.listdir(os.path.join(ROOT, "engine"))):
        if not name.endswith(".py"):
            continue
        tree = ast.parse(open(os.path.join(ROOT, "engine", name)).read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                mods = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                mods = [node.module or ""]
            else:
                continue
            for m in mods:
                assert m.split(".")[0] not in FORBIDDEN, "%s imports %s" % (name, m)
                # (struct: a CircuitPython core module; engine.crib_search zeroes a buffer
                # with pack_into, checked on ../shared/tools/circuitpython32)
                assert m.split(".")[0] in ("engine", "micropython", "gc", "struct"), "%s imports %s" % (name, m)


def test_text_simulator_plays_a_whole_game():
    out = subprocess.run([sys.executable, "-m", "sim", "--text", "--players", "3", "--seed", "11"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "game won by" in out.stdout and "P1 " in out.stdout


def test_text_simulator_reports_a_bad_setting_plainly():
    out = subprocess.run([sys.executable, "-m", "sim", "--text", "--players", "12"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 2 and "players" in out.stderr and "Traceback" not in out.stderr


def test_text_simulator_plays_a_whole_cribbage_game():
    out = subprocess.run([sys.executable, "-m", "sim", "--text", "--game", "cribbage", "--table", "3p",
                          "--seed", "2"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "wins the game" in out.stdout and "final scores" in out.stdout


def test_the_simulator_says_plainly_when_there_is_no_display(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    out = subprocess.run([sys.executable, "-m", "sim"], capture_output=True, text=True, cwd=ROOT,
                         timeout=60, env=env)
    assert out.returncode == 0, out.stderr
    assert "No display found" in out.stdout and "make sim ARGS='--headless" in out.stdout
    assert "Traceback" not in out.stderr and "WARNING" not in out.stdout and "pygame" not in out.stdout
    suggested = out.stdout.split("make sim ARGS=", 1)[1].split("\n")[0].strip("'")
    tried = subprocess.run([sys.executable, "-m", "sim"] + suggested.split(), capture_output=True, text=True,
                           cwd=str(tmp_path), timeout=120,
                           env=dict(env, SDL_VIDEODRIVER="dummy", PYTHONPATH=ROOT, XDG_DATA_HOME=str(tmp_path)))
    assert tried.returncode == 0 and "pressed 3 keys" in tried.stdout, tried.stderr  # the command it names works
    assert (tmp_path / "shots" / "discard.png").exists()


def test_headless_simulator_runs_a_script_and_saves_screenshots(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-m", "sim", "--headless", "--game", "cribbage",
                          "--seats", "human,hard", "--seed", "3", "--script",
                          "ok,right,ok,shot:discard", "--out", str(tmp_path / "shots"),
                          "--data", str(tmp_path / "data")],
                         capture_output=True, text=True, cwd=ROOT, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "shots" / "discard.png").exists()
    assert "pressed 3 keys" in out.stdout
    assert "WARNING" not in out.stdout and "Hello from the pygame" not in out.stdout  # a quiet run
    for script, said in (("ok,shot:x", "shot:x needs --out"), ("ok,jump", "unknown key 'jump'"),
                         ("wait:soon", "wait:soon")):
        early = subprocess.run([sys.executable, "-m", "sim", "--headless", "--script", script,
                                "--data", str(tmp_path / "data")],
                               capture_output=True, text=True, cwd=ROOT, timeout=120, env=env)
        assert early.returncode == 2 and said in early.stderr and "pressed" not in early.stdout, early
    bad = subprocess.run([sys.executable, "-m", "sim", "--headless", "--game", "cribbage",
                          "--seats", "human,wizard", "--data", str(tmp_path / "data")],
                         capture_output=True, text=True, cwd=ROOT, timeout=120, env=env)
    assert bad.returncode == 2 and "wizard" in bad.stderr and "Traceback" not in bad.stderr


def test_the_simulator_shows_each_boards_screen(tmp_path):
    """--board picks the screen (the CLUE's 240x240: its own layout at
    twice the size, from edge to edge: ui/clue.py) and the board's own LEDs."""
    import pygame
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for board, size in (("pybadge", (160, 128)), ("pygamer", (160, 128)), ("clue", (240, 240))):
        out = subprocess.run([sys.executable, "-m", "sim", "--headless", "--board", board, "--game", "cribbage",
                              "--seats", "human,hard", "--seed", "3", "--script", "ok,shot:" + board,
                              "--out", str(tmp_path), "--data", str(tmp_path / "data")],
                             capture_output=True, text=True, cwd=ROOT, timeout=120, env=env)
        assert out.returncode == 0, out.stderr
        shot = pygame.image.load(str(tmp_path / (board + ".png")))
        assert shot.get_size() == size
        felt = shot.get_at((size[0] - 1, size[1] - 1))
        drawn = [y for y in range(size[1]) if any(shot.get_at((x, y)) != felt for x in range(size[0]))]
        assert drawn[0] <= 4 and drawn[-1] >= size[1] - 30, (board, drawn[0], drawn[-1])  # top to bottom
    wrong = subprocess.run([sys.executable, "-m", "sim", "--headless", "--board", "gameboy"],
                           capture_output=True, text=True, cwd=ROOT, timeout=60, env=env)
    assert wrong.returncode == 2 and "clue" in wrong.stderr and "Traceback" not in wrong.stderr
