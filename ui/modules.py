"""Modules loaded when a screen or a game needs them and let go after, so
the board's heap holds only what is in use (a Cribbage game does not hold
the Trash engine, play does not hold the menus). Letting a module go only
frees it once nothing else refers to it: callers keep no `from x import y`
of what they release."""

import gc
import sys


def load(name):
    """The module `name` ("ui.menus"), imported if it is not already."""
    mod = sys.modules.get(name)
    if mod is None:
        __import__(name)
        mod = sys.modules[name]
    return mod


def release(*names, collect=True):
    """Forget these modules: out of sys.modules and out of their package,
    then collect (unless told not to), so their code and tables can be
    freed."""
    for name in names:
        if name in sys.modules:
            del sys.modules[name]
            pkg, _, leaf = name.rpartition(".")
            parent = sys.modules.get(pkg)
            if parent is not None and leaf in getattr(parent, "__dict__", ()):
                delattr(parent, leaf)
    if collect and not _CPYTHON:  # (CPython frees by counting references; its full collection is slow)
        gc.collect()


_CPYTHON = sys.implementation.name == "cpython"

