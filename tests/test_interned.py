"""tools.interned: the one module whose table holds every name of the
app's modules, loaded at start-up to intern them (issue #58: loading every
module to intern its names kept the title 210 M instructions away)."""

import subprocess

from tests import board_runs
from tools import cp32, interned


def compiled(tmp_path, text, name="m.py"):
    src = tmp_path / name
    src.write_text(text)
    out = tmp_path / (name[:-3] + ".mpy")
    p = subprocess.run([cp32.MPY_CROSS, "-O3", "-o", str(out), "-s", "x/m.mpy", str(src)],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    return out.read_bytes()


def test_the_names_of_a_compiled_module_are_read_from_its_table(tmp_path):
    board_runs.require("CircuitPython's mpy-cross")
    data = compiled(tmp_path, "import engine.cards\nclass Shelf:\n    def lend_book(self, reader_name):\n"
                              "        return self.borrowers, 'a b', 'a much longer string than ten'\n")
    names = interned.mpy_names(data)
    for n in ("x/m.mpy", "engine.cards", "Shelf", "lend_book", "reader_name", "borrowers", "a b"):
        assert n in names
    assert "a much longer string than ten" not in names  # (a string object, not a name)
    assert interned.mpy_names(b"M\x06" + data[2:]) == []  # (another format: none read)


def test_the_names_module_holds_every_name_it_is_given(tmp_path):
    """Identifiers, dotted module names, short strings in its table; the
    long ones (a module's file) interned as it runs."""
    board_runs.require("CircuitPython's mpy-cross")
    given = ["Shelf", "lend_book", "engine.crib_score", "ui.cribbage.hint", "a b", "%d left", "(",
             "True", "None", "engine/crib_score.mpy", "ui/cribbage/hint.mpy"]
    text = interned.source(given)
    data = compiled(tmp_path, text)
    table = set(interned.mpy_names(data))
    long = [n for n in given if len(n) > 10 and not n.replace(".", "").replace("_", "").isalnum()]
    assert set(given) - set(long) <= table | {"True", "None"}  # (the compiler's own names are in no table)
    for n in long:
        assert repr(n) in text
