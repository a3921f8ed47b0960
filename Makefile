# The two commands of the README. Each sets up what it needs first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
MP := tools/mp/node_modules/.installed

.PHONY: sim test bench mutate clean

sim: $(VENV)/.installed
	$(PY) -m sim $(ARGS)

test: $(VENV)/.installed $(MP)
	$(PY) -m pytest -q tests

bench: $(VENV)/.installed $(MP)
	$(PY) -m tools.bench_trash
	$(PY) -m tools.bench_cribbage
	$(PY) -m tools.bench_players
	$(PY) -m tools.bench_memory
	$(PY) -m tools.bench_board_memory
	$(PY) -m tools.bench_board_memory --sweep
	$(PY) -m tools.bench_wear
	$(PY) -m tools.bench_keys
	$(PY) -m tools.key_counts

# mutation testing (a benchmark, not CI): how many small bugs the tests catch
mutate: $(VENV)/.installed $(MP)
	$(PY) -m tools.mutate $(ARGS)

$(VENV)/.installed: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	touch $@

# MicroPython (WebAssembly) from npm, pinned by package-lock.json
$(MP): tools/mp/package.json tools/mp/package-lock.json
	cd tools/mp && npm ci --no-audit --no-fund --loglevel=error
	touch $@

clean:
	rm -rf $(VENV) tools/mp/node_modules
