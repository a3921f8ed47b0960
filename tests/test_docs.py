"""Docs a newcomer can trust (issue #59): every file and module the README
and docs/ name by path (`ui/session.py`) or by dotted name (ui.session,
engine.crib_ai.peg) is in the tree, but those named as history, each
listed below with where and why."""

import glob
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAMED = re.compile(r"`((?:ui|engine|tools|tests|sim|assets)/[A-Za-z0-9_/.-]+\.(?:py|md|txt|bmp|json))`"
                   r"|(?<![/\w(\[])((?:ui|engine)\.[a-z_]+(?:\.[a-z_]+)?)\b")
# named as what was, not what is: (doc, name) and why
HISTORY = {
    ("docs/memory.md", "engine/crib_reply.py"): "an experiment of 2026-12-03, undone (its history)",
    ("docs/testing.md", "ui/cribbage/end.py"): "the mutation run of 2026-12-05's table: folded since",
    ("docs/testing.md", "ui/trash/end.py"): "the same table",
    ("docs/testing.md", "ui/trash/hint.py"): "the same table",
    ("docs/testing.md", "ui/trash/leds.py"): "the same table",
    ("docs/testing.md", "ui/memory.py"): "the same table",
    ("docs/clue_layout.md", "ui.clue.fit"): "what the CLUE's layout did before issue #35",
    ("docs/memory.md", "ui.memory"): "a module folded into ui.menus (issue #57), said as such",
    ("docs/testing.md", "ui/cribbage/__init__.py"): "the mutation run of 2026-12-05's table: the face is ui/cribbage/rules.py since",
    ("docs/testing.md", "ui/trash/__init__.py"): "the same table: ui/trash/rules.py since",
}


def _module(root, parts):
    """The file of the dotted module `parts`, or None."""
    for f in (os.path.join(root, *parts) + ".py", os.path.join(root, *parts, "__init__.py")):
        if os.path.exists(f):
            return f
    return None


def exists(root, name):
    """A path in the tree, or a dotted module, or a module's attribute (a
    name its code still has: defined, assigned or read there)."""
    if "/" in name:
        return os.path.exists(os.path.join(root, name))
    parts = name.split(".")
    if _module(root, parts):
        return True
    f = _module(root, parts[:-1])
    return f is not None and re.search(r"\b%s\b" % parts[-1], open(f).read()) is not None


def unknown(root=ROOT, docs=None):
    """[(doc, line, name)] of what a doc names that the tree lacks."""
    docs = docs or ["README.md"] + sorted(os.path.relpath(p, root) for p in glob.glob(os.path.join(root, "docs", "*.md")))
    out = []
    for doc in docs:
        with open(os.path.join(root, doc)) as f:
            for n, line in enumerate(f, 1):
                for m in NAMED.finditer(line):
                    name = m.group(1) or m.group(2)
                    if (doc, name) not in HISTORY and not exists(root, name):
                        out.append((doc, n, name))
    return out


def test_every_file_and_module_the_docs_name_is_in_the_tree():
    assert unknown() == []


def test_a_name_the_tree_lacks_is_found(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "app.py").write_text("class App:\n    pass\n")
    (tmp_path / "README.md").write_text("See `ui/app.py` and ui.app.App, not `ui/gone.py` nor ui.lost"
                                        " nor ui.app.gone.\n")
    assert unknown(str(tmp_path)) == [("README.md", 1, "ui/gone.py"), ("README.md", 1, "ui.lost"),
                                      ("README.md", 1, "ui.app.gone")]
