"""tools/mutate.py (`make mutate`, a benchmark): it must mutate every module
of engine/ and ui/, found by walking the tree (a module added, or a game's
folder, is in the sample without editing a list), and a run that is only
slower than a fixed limit must not count as a caught mutant."""

import os

from tools import mutate


def test_every_module_of_engine_and_ui_is_mutated_but_the_reasoned_few():
    found = set(mutate.modules())
    on_disk = set()
    for top in ("engine", "ui"):
        for folder, _, files in os.walk(os.path.join(mutate.ROOT, top)):
            for f in files:
                if f.endswith(".py"):
                    on_disk.add(os.path.relpath(os.path.join(folder, f), mutate.ROOT).replace(os.sep, "/"))
    assert found == on_disk - set(mutate.EXCLUDED)
    assert set(mutate.EXCLUDED) <= on_disk  # (no reason kept for a module gone)
    for must in ("ui/clue.py", "ui/trash/rules.py", "ui/in_game.py", "ui/cribbage/rules.py",
                 "ui/cribbage/hint.py", "ui/trash/pages.py", "ui/cribbage/pick.py"):
        assert must in found  # the modules an independent run found untested


def test_a_module_in_a_games_folder_is_tested_by_the_files_that_name_it(tmp_path):
    (tmp_path / "test_a.py").write_text("from ui.cribbage.screen import CribbageScreen\n")
    (tmp_path / "test_b.py").write_text("import ui.cribbage.rules\n")
    (tmp_path / "test_c.py").write_text("the screen of anything\n")
    times = {}
    assert mutate.tests_for("ui/cribbage/screen.py", str(tmp_path), times) == ["tests/test_a.py"]
    assert mutate.tests_for("ui/cribbage/rules.py", str(tmp_path), times) == ["tests/test_b.py"]


def test_a_modules_own_test_file_runs_first_then_the_fastest(tmp_path):
    for f in ("test_clue.py", "test_ui.py", "test_layout.py"):
        (tmp_path / f).write_text("from ui import clue\n")
    times = {"tests/test_clue.py": 9.0, "tests/test_ui.py": 2.0, "tests/test_layout.py": 1.0}
    assert mutate.tests_for("ui/clue.py", str(tmp_path), times) == [
        "tests/test_clue.py", "tests/test_layout.py", "tests/test_ui.py"]


def test_no_mutant_is_run_against_the_files_left_out_with_their_reason(tmp_path):
    (tmp_path / "test_board_heap.py").write_text("from ui import app\n")
    (tmp_path / "test_ui.py").write_text("from ui import app\n")
    assert "tests/test_board_heap.py" in mutate.NOT_RUN
    assert mutate.tests_for("ui/app.py", str(tmp_path), {}) == ["tests/test_ui.py"]


def test_a_runs_time_limit_grows_with_what_its_files_took():
    times = {"tests/a.py": 100.0, "tests/b.py": 300.0}
    assert mutate.limit_for(["tests/a.py"], times) == mutate.SLOWER * 100 + mutate.SLACK_S
    assert mutate.limit_for(["tests/a.py", "tests/b.py"], times) > 1000  # (the whole suite: no
    # fixed 600 s that every mutant's suite run would pass as "caught")


def test_a_whole_tree_sample_can_be_run_a_folder_at_a_time(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(mutate, "LAST", str(tmp_path / "last.json"))
    ran = []
    monkeypatch.setattr(mutate, "run_all", lambda todo, jobs, say, done: ran.append(todo) or [done(m, "file")
                                                                                              for m in todo])
    drawn = mutate.sample(mutate.modules(), 40, 7)
    whole = [m for m in drawn if mutate.key(m) not in mutate.load_equivalent()]
    mutate.main(["--count", "40", "--seed", "7", "--within", "engine/"])
    assert ran[-1] and all(m[0].startswith("engine/") for m in ran[-1])
    assert "of its %d mutants run so far" % len(drawn) in capsys.readouterr().out
    mutate.main(["--count", "40", "--seed", "7", "--within", "ui/", "--within", "engine/"])
    assert ran[-1] and all(m[0].startswith("ui/") for m in ran[-1])  # (engine's part: already run)
    assert sorted(ran[0] + ran[1]) == sorted(whole)
    assert "%d of its %d mutants run so far" % (len(drawn), len(drawn)) in capsys.readouterr().out
    mutate.main(["--count", "40", "--seed", "8", "--within", "engine/"])  # another sample: starts again
    assert ran[-1] and all(m[0].startswith("engine/") for m in ran[-1])


def test_a_parts_survivors_re_run_and_are_kept_in_its_sample(tmp_path, monkeypatch, capsys):
    """--survivors after a part (--within): only the survivors run again,
    the report ends, and the sample's file keeps their new outcomes."""
    monkeypatch.setattr(mutate, "LAST", str(tmp_path / "last.json"))
    ran = []

    def outcomes(result_of_first):
        def run(todo, jobs, say, done):
            ran.append(todo)
            for i, m in enumerate(todo):
                done(m, result_of_first if i == 0 else "file")
        return run

    monkeypatch.setattr(mutate, "run_all", outcomes("survived"))
    mutate.main(["--count", "40", "--seed", "7", "--within", "engine/"])
    survivor = ran[0][0]
    monkeypatch.setattr(mutate, "run_all", outcomes("file"))  # a test added: caught now
    mutate.main(["--count", "40", "--seed", "7", "--within", "engine/", "--survivors"])
    assert ran[-1] == [survivor] and "survivors (0)" in capsys.readouterr().out
    part = mutate.read_last(mutate.part_file({"seed": 7, "count": 40, "modules": mutate.modules()}))
    assert part["results"][survivor] == "file"


def test_a_run_stopped_part_way_keeps_what_it_ran(tmp_path, monkeypatch):
    monkeypatch.setattr(mutate, "LAST", str(tmp_path / "last.json"))
    ran = []

    def stopped(todo, jobs, say, done):  # the first mutant's outcome, then the run is killed
        done(todo[0], "file")
        raise KeyboardInterrupt

    monkeypatch.setattr(mutate, "run_all", stopped)
    try:
        mutate.main(["--count", "40", "--seed", "7", "--within", "engine/"])
    except KeyboardInterrupt:
        pass
    first = mutate.read_last()["results"]
    assert "file" in first.values()
    monkeypatch.setattr(mutate, "run_all", lambda todo, jobs, say, done: ran.append(todo))
    mutate.main(["--count", "40", "--seed", "7", "--within", "engine/"])
    assert [m for m, r in first.items() if r == "file"][0] not in ran[0]  # (not run again)


def test_a_run_of_other_modules_between_two_parts_loses_neither(tmp_path, monkeypatch):
    monkeypatch.setattr(mutate, "LAST", str(tmp_path / "last.json"))
    ran = []
    monkeypatch.setattr(mutate, "run_all", lambda todo, jobs, say, done: ran.append(todo) or [done(m, "file")
                                                                                              for m in todo])
    mutate.main(["--count", "40", "--seed", "7", "--within", "engine/"])
    mutate.main(["--count", "6", "--module", "ui/app.py"])  # (writes .mutate/last.json)
    mutate.main(["--count", "40", "--seed", "7", "--within", "engine/", "--within", "ui/"])
    assert ran[2] and all(m[0].startswith("ui/") for m in ran[2])  # (engine's part: kept)


def test_a_mutant_not_run_yet_is_not_kept_as_equivalent(tmp_path, monkeypatch):
    monkeypatch.setattr(mutate, "LAST", str(tmp_path / "last.json"))

    def stopped(todo, jobs, say, done):
        raise KeyboardInterrupt

    monkeypatch.setattr(mutate, "run_all", stopped)
    try:
        mutate.main(["--count", "40", "--seed", "7", "--within", "engine/"])
    except KeyboardInterrupt:
        pass
    equivalent = mutate.load_equivalent()
    assert all(mutate.key(m) in equivalent for m in mutate.read_last()["results"])


def test_a_change_to_one_module_leaves_the_others_sample_as_it_was(monkeypatch):
    mods = mutate.modules()
    before = mutate.sample(mods, 240, 5)
    real = mutate._candidates_of
    monkeypatch.setattr(mutate, "_candidates_of", lambda p: real(p)[1:] if p == mods[0] else real(p))
    after = mutate.sample(mods, 240, 5)
    assert [m for m in before if m[0] != mods[0]] == [m for m in after if m[0] != mods[0]]
    assert [m for m in before if m[0] == mods[0]] != [m for m in after if m[0] == mods[0]]
