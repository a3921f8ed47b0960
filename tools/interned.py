"""Every name the app's modules bring, in one module the board loads at
start-up (ui.board_app: intern_names), made by tools.deploy from the
compiled modules: `names.mpy`, at the drive's root.

A name (an identifier, an attribute, a short string) is interned for good
at a module's first load. Interned mid-game they land wherever a game left
room and split the heap (docs/memory.md, "Interned names"); interned at
start-up they sit at its bottom. Loading every module once to intern its
names took 210 M instructions, about 2.5 s before the title (issue #58);
loading this one module, whose table holds them all, interns them in the
firmware's own loader, one after the other, in about 30 M."""

import keyword
import os


def mpy_names(data):
    """The names in the table of a CircuitPython 10 .mpy (version 6,
    py/persistentcode.c): "C", 6, flags, small-int bits; the table's
    length and the objects' count; each name its length doubled (odd: an
    index into the compiler's own names, not in the file), its bytes and a
    0. [] for another version."""
    if data[:2] != b"C\x06":
        return []
    i, k, count, out = 4, 0, 1, []
    while k < count + 2:
        n = 0
        while True:
            c = data[i]
            i += 1
            n = n << 7 | c & 127
            if c < 128:
                break
        if k == 0:
            count = n
        elif k > 1 and not n & 1:
            n >>= 1
            out.append(data[i:i + n].decode())
            i += n + 1
        k += 1
    return out


def drive_names(tree):
    """Every name of every .mpy module under tree's engine/ and ui/ (but
    the hardware modules: each board loads only its own), and each
    module's name as importing it names it, once each, in the order the
    drive lists them."""
    names = []
    for top in ("engine", "ui"):
        for folder, dirs, files in os.walk(os.path.join(tree, top)):
            dirs.sort()
            rel = os.path.relpath(folder, tree).replace(os.sep, "/")
            if "/" in rel and "__init__.mpy" not in files:  # a game's folder, a namespace package:
                for n in (rel.replace("/", "."), rel.rpartition("/")[2], rel):  # importing a module in it
                    if n not in names:  # names the package (its name, its leaf, its path)
                        names.append(n)
            for f in sorted(files):
                if not f.endswith(".mpy") or f.startswith(("hw", "._")):
                    continue
                dotted = os.path.relpath(os.path.join(folder, f[:-4]), tree).replace(os.sep, ".")
                if dotted.endswith(".__init__"):
                    dotted = dotted[:-9]
                with open(os.path.join(folder, f), "rb") as fh:
                    found = mpy_names(fh.read())
                path = os.path.relpath(os.path.join(folder, f), tree).replace(os.sep, "/")
                for n in found + [dotted, dotted.rpartition(".")[2], path]:  # (as importing it names it)
                    if n not in names:
                        names.append(n)
    return names


def source(names):
    """A module whose table holds `names`: each an attribute of a function
    never called, a module it imports (dotted names), or a string it passes
    (the compiler interns a string of up to 10 characters); a longer one
    (a module's file, "engine/cards.mpy", as importing it names it) looked
    up as the module runs, which interns it."""
    lines = ["# made by tools.interned: every name of the modules beside it", "", "", "def names(a):"]
    short, long = [], []
    for n in names:
        if n.isidentifier() and not keyword.iskeyword(n):
            lines.append("    a.%s" % n)
        elif all(p.isidentifier() and not keyword.iskeyword(p) for p in n.split(".")):
            lines.append("    import %s" % n)
        else:
            (short if len(n) <= 10 else long).append(n)
    for i in range(0, len(short), 8):
        lines.append("    a(%s)" % ", ".join(repr(s) for s in short[i:i + 8]))
    if long:
        lines += ["", "", "for name in (%s,):" % ", ".join(repr(s) for s in long), "    getattr(None, name, None)"]
    return "\n".join(lines) + "\n"


# At the drive's root, named as a name the app has anyway: importing it
# interns its name and its file's, "names.mpy", the one name it adds.
NAMES_MPY = "names.mpy"  # (ui.modules: NAMES)


def write(dest, compile_to, put):
    """names.mpy on the drive `dest`, from its modules: compile_to(src,
    out, name) and put(src, relative path) are tools.deploy's."""
    import shutil
    import tempfile
    work = tempfile.mkdtemp(prefix="names-")
    try:
        src = os.path.join(work, "names.py")
        with open(src, "w") as f:
            f.write(source(drive_names(dest)))
        out = os.path.join(work, "names.mpy")
        compile_to(src, out, NAMES_MPY)
        return put(out, NAMES_MPY)
    finally:
        shutil.rmtree(work, ignore_errors=True)
