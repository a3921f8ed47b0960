"""The house rules of engine/ and ui/, read from the code: `python -m
tools.house` prints them, tests/test_house.py holds them.

- no import circles (every import counted, those inside functions too:
  a module loaded on demand is still a joint a reader follows);
- no module named by a string outside the registry (ui/modules.py; a
  game's own modules are named from its kind, ui.games): a load, release
  or Loaded of a literal, or a literal "ui.x" / "engine.x" elsewhere,
  breaks "go to definition";
- no private name used across modules (`from x import _y`, `mod._y`);
- the game face's contract (written once, in ui/games.py's docstring):
  each game's face defines every name of it (but those marked ?), and the
  shell reaches through a face (`....rules.NAME`) for no name outside it;
- no method of the app and no class named by a string
  (`app.defer(app.resume)`, not `app.defer("resume")`;
  `app.open(app.leave_for(IN_GAME).PauseScreen(app))`, not
  `app.open(IN_GAME, "PauseScreen")`: "go to definition" follows a
  reference, not a string). A module's `__all__` is Python's own list."""

import ast
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOPS = ("engine", "ui")
REGISTRY = ("ui.modules",)  # the one place that names modules by string
LOADERS = ("load", "release", "Loaded")
MODULE_NAME = re.compile(r"^(ui|engine)\.[a-z_]+")


def modules(root=ROOT):
    """{dotted name: path} of every module of engine/ and ui/ under root."""
    out = {}
    for top in TOPS:
        for folder, _, files in os.walk(os.path.join(root, top)):
            for f in sorted(files):
                if f.endswith(".py"):
                    path = os.path.join(folder, f)
                    name = os.path.relpath(path, root)[:-3].replace(os.sep, ".")
                    out[name[:-len(".__init__")] if name.endswith(".__init__") else name] = path
    return out


def _absolute(name, path, node):
    if not node.level:
        return node.module or ""
    package = name.split(".") if path.endswith("__init__.py") else name.split(".")[:-1]
    package = package[:len(package) - node.level + 1]
    return ".".join(package + ([node.module] if node.module else []))


def read(name, path, known):
    """(modules imported, [(line, what)] module names as strings,
    [(line, what)] private names of another module) of one module."""
    tree = ast.parse(open(path).read())
    imported, strings, privates = set(), [], []
    aliases = {}  # a local name bound to another of our modules
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                imported.add(a.name)
                if a.asname:
                    aliases[a.asname] = a.name
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(name, path, node)
            for a in node.names:
                full = base + "." + a.name
                imported.add(full if full in known else base)
                if full in known:
                    aliases[a.asname or a.name] = full
                if a.name.startswith("_") and not a.name.startswith("__"):
                    privates.append((node.lineno, "from %s import %s" % (base, a.name)))
    registry = name in REGISTRY
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            f = node.func  # load(...), or modules.load(...) on ui.modules imported
            fn = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) and \
                isinstance(f.value, ast.Name) and aliases.get(f.value.id) == "ui.modules" else ""
            arg = node.args[0].value
            if fn == "__import__" and isinstance(arg, str):
                imported.add(arg)
            if fn in LOADERS and isinstance(arg, str) and not registry:
                strings.append((node.lineno, "%s(%r)" % (fn, arg)))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and not registry:
            if MODULE_NAME.match(node.value) and "\n" not in node.value and " " not in node.value:
                strings.append((node.lineno, repr(node.value)))
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id in aliases and node.attr.startswith("_") and not node.attr.startswith("__"):
                privates.append((node.lineno, "%s.%s" % (node.value.id, node.attr)))
    return {m for m in imported if m in known and m != name}, strings, privates


def circles(graph):
    """The import circles of a {module: imported} graph (Tarjan's strongly
    connected components of more than one module, or one importing itself)."""
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


CONTRACT_LINE = re.compile(r"^  ([A-Za-z_]+)(\??) {2,}")
MENU_LINE = re.compile(r"^  menu\.([A-Za-z_]+)(\??) {2,}")  # (the menu module's contract)


def contract(root=ROOT, line=CONTRACT_LINE):
    """(names, optional names) of the face's contract (or, given MENU_LINE,
    the menu module's), from ui/games.py's docstring, and the games
    registered there (GAMES)."""
    tree = ast.parse(open(os.path.join(root, "ui", "games.py")).read())
    names, optional = [], []
    for text in (ast.get_docstring(tree, clean=False) or "").split("\n"):
        m = line.match(text)
        if m:
            (optional if m.group(2) else names).append(m.group(1))
    games = ()
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "GAMES":
            games = ast.literal_eval(node.value)
    return names, optional, games


def _defined(path):
    """The names a module defines at its top level."""
    out = set()
    for node in ast.parse(open(path).read()).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name):
                        out.add(n.id)
    return out


def _reached(path):
    """[(line, NAME)] of each `....rules.NAME` (a game's face) in a module."""
    out = []
    for node in ast.walk(ast.parse(open(path).read())):
        if isinstance(node, ast.Attribute):
            v = node.value
            if (isinstance(v, ast.Name) and v.id == "rules") or (isinstance(v, ast.Attribute) and v.attr == "rules"):
                out.append((node.lineno, node.attr))
    return out


def faces(root=ROOT, known=None):
    """{"missing": {kind: [names]}, "outside": {module: [(line, name)]}}:
    what each face lacks of the contract, and what the shell reaches for
    outside it."""
    known = known or modules(root)
    names, optional, games = contract(root)
    missing, outside = {}, {}
    menu_names = contract(root, MENU_LINE)[0]
    for kind in games:
        lack = sorted(set(names) - _defined(known["ui.%s.rules" % kind]))
        if lack:
            missing[kind] = lack
        lack = sorted(set(menu_names) - _defined(known["ui.%s.menu" % kind])) if "ui.%s.menu" % kind in known \
            else ["its menu module"]
        if lack:
            missing[kind + ".menu"] = lack
    allowed = set(names) | set(optional)
    for name, path in known.items():
        if any(name == "ui." + k or name.startswith("ui." + k + ".") for k in games):
            continue  # (a game's own parts may reach into its own face as they like)
        bad = [(line, n) for line, n in _reached(path) if n not in allowed]
        if bad:
            outside[name] = bad
    return {"missing": missing, "outside": outside, "contract": len(names) + len(optional),
            "menu contract": len(menu_names) + len(contract(root, MENU_LINE)[1])}


REGISTRIES = ("ui.games", "ui.modules")  # the registries: the one place each game is named


def _own(name, games):
    """Is module `name` a game's own (its ui package, or an engine module
    whose name begins as its kind does: "crib_ai" Cribbage's)?"""
    leaf = name.split(".")[-1]
    return any(name == "ui." + k or name.startswith("ui." + k + ".") or
               (name.startswith("engine.") and leaf.startswith(k[:4])) for k in games)


def _code_words(path, games, words):
    """[(line, what)]: where a module's code (not its comments, not its
    docstrings: prose names a game as an example) names a game: a game's
    module imported, or its kind in a name or a string."""
    tree = ast.parse(open(path).read())
    prose = set()  # the docstrings
    for n in [tree] + [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef))]:
        first = n.body[0] if n.body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
            prose.add(id(first.value))
    out = []
    for node in ast.walk(tree):
        said = []
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            mods = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            said = [m for m in mods if _own(m, games)]
        elif isinstance(node, ast.Name):
            said = [node.id]
        elif isinstance(node, ast.Attribute):
            said = [node.attr]
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            said = [node.name]
        elif isinstance(node, ast.arg):
            said = [node.arg]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose:
            said = [node.value]
        out += [(getattr(node, "lineno", 0), w) for w in said if words.search(w) or
                isinstance(node, (ast.Import, ast.ImportFrom))]
    return out


def named(root=ROOT, known=None):
    """{module: [(line, word)]}: the shared files naming a game. The
    engine's shared modules (the cards, the dice, the saves: every engine
    module but a game's own), in their code or their comments: a save names
    its game by its number in ui.games. The shell (ui/ but a game's own
    package and the registries, ui.games and ui.modules), in its code: a
    game's facts are behind its face or its menu module (ui.games). A third
    game then needs no line in them."""
    known = known or modules(root)
    games = contract(root)[2]
    words = re.compile(r"(%s)" % "|".join(games), re.I)
    out = {}
    for name, path in known.items():
        if _own(name, games) or name in REGISTRIES:
            continue
        if name.startswith("engine."):
            found = [(i + 1, m.group(1)) for i, line in enumerate(open(path)) for m in
                     re.finditer(r"\b(%s)\b" % "|".join(games), line, re.I)]
        else:
            found = _code_words(path, games, words)
        if found:
            out[name] = found
    return out


def _names_of(path, kind):
    """The names of the classes (kind ast.ClassDef) or of the methods of
    class App (ast.FunctionDef) defined in the module at path."""
    tree = ast.parse(open(path).read())
    if kind is ast.ClassDef:
        return {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
    return {f.name for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "App"
            for f in n.body if isinstance(f, ast.FunctionDef) and not f.name.startswith("__")
            and not f.decorator_list}  # (a property is data: "stats", the record's part, is no call)


def by_strings(root=ROOT, known=None):
    """({module: [(line, name)]} the app's methods named by a string,
    {module: [...]} the ui's classes named by a string): code reached by
    a name in a string, where "go to definition" stops."""
    known = known or modules(root)
    methods = _names_of(known["ui.app"], ast.FunctionDef) if "ui.app" in known else set()
    classes = set()
    for name, path in known.items():
        if name.startswith("ui"):
            classes |= _names_of(path, ast.ClassDef)
    out = ({}, {})
    for name, path in known.items():
        tree = ast.parse(open(path).read())
        exported = {id(n) for a in tree.body if isinstance(a, ast.Assign) and
                    getattr(a.targets[0], "id", "") == "__all__" for n in ast.walk(a.value)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in exported:
                for k, names in enumerate((methods, classes)):  # (__all__: Python's own list of exports)
                    if node.value in names and (k or name != "ui.app"):
                        out[k].setdefault(name, []).append((node.lineno, node.value))
    return out


def survey(root=ROOT):
    """{"modules", "circles", "strings": {module: [...]}, "privates": {...},
    "missing": {kind: [...]}, "outside": {module: [...]}}."""
    known = modules(root)
    graph, strings, privates = {}, {}, {}
    for name, path in known.items():
        graph[name], s, p = read(name, path, known)
        if s:
            strings[name] = s
        if p:
            privates[name] = p
    out = {"modules": len(known), "circles": circles(graph), "strings": strings, "privates": privates}
    out.update(faces(root, known))
    out["named"] = named(root, known)
    out["methods"], out["classes"] = by_strings(root, known)
    return out


def main():
    s = survey()
    print("modules in engine/ and ui/: %d" % s["modules"])
    print("import circles: %d %s" % (len(s["circles"]), s["circles"] or ""))
    print("module names as strings outside %s: %d" % (", ".join(REGISTRY),
                                                      sum(len(v) for v in s["strings"].values())))
    for name, found in sorted(s["strings"].items()):
        print("  %s: %s" % (name, ", ".join("%d %s" % f for f in found)))
    print("private names used across modules: %d" % sum(len(v) for v in s["privates"].values()))
    for name, found in sorted(s["privates"].items()):
        print("  %s: %s" % (name, ", ".join("%d %s" % f for f in found)))
    print("the face's contract (ui/games.py): %d names, the menu module's %d; a face or menu lacking one: %d; "
          "the shell reaching outside it: %d" % (s["contract"], s["menu contract"], len(s["missing"]),
                                                 sum(len(v) for v in s["outside"].values())))
    for kind, lack in sorted(s["missing"].items()):
        print("  ui.%s lacks %s" % (kind, ", ".join(lack)))
    for name, found in sorted(s["outside"].items()):
        print("  %s: %s" % (name, ", ".join("%d %s" % f for f in found)))
    print("the shared files naming a game (the engine's but a game's own, the shell): %d" % sum(
        len(v) for v in s["named"].values()))
    for name, found in sorted(s["named"].items()):
        print("  %s: %s" % (name, ", ".join("%d %s" % f for f in found)))
    print("the app's methods named by strings: %d" % sum(len(v) for v in s["methods"].values()))
    for name, found in sorted(s["methods"].items()):
        print("  %s: %s" % (name, ", ".join("%d %s" % f for f in found)))
    print("classes named by strings: %d" % sum(len(v) for v in s["classes"].values()))
    for name, found in sorted(s["classes"].items()):
        print("  %s: %s" % (name, ", ".join("%d %s" % f for f in found)))


if __name__ == "__main__":
    main()
