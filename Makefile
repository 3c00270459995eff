# `make run` and `make test` do all the set-up on a fresh clone (Python 3.11, Node 20.19).
SHELL := /bin/bash
.DEFAULT_GOAL := run

PORT ?= 8000
E2E_PORT ?= 8765
PY := .venv/bin/python
VENV := .venv/.installed
NODE := frontend/node_modules/.installed
BUNDLE := frontend/webpack-stats.json
MO := locale/zh_Hans/LC_MESSAGES/django.mo
RESULTS := var/test-results
FRONTEND_SOURCES := $(shell find frontend/src -type f 2>/dev/null) frontend/webpack.config.js frontend/bundleBudget.js frontend/tsconfig.json frontend/package-lock.json

.PHONY: run check test static static-build preflight install agent-token build migrate lint typecheck api-types-check pytest vitest e2e scale-test agent-test fuzz clean-results

$(VENV): requirements.txt requirements-dev.txt agent/pyproject.toml
	test -x $(PY) || python3 -m venv .venv
	$(PY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	touch $@

$(NODE): frontend/package.json frontend/package-lock.json
	cd frontend && npm ci --no-audit --no-fund --loglevel=error
	touch $@

.env:
	python3 -c "import secrets; print('DJANGO_SECRET_KEY=' + secrets.token_urlsafe(50))" > $@

# Device agents (and the simulator) register with this; older .env files get one too.
agent-token: .env
	@grep -q '^AGENT_REGISTRATION_TOKEN=.' .env || python3 -c "import secrets; print('AGENT_REGISTRATION_TOKEN=' + secrets.token_urlsafe(24))" >> .env

$(BUNDLE): $(NODE) $(FRONTEND_SOURCES)
	cd frontend && npm run --silent build

$(MO): $(VENV) locale/zh_Hans/LC_MESSAGES/django.po
	$(PY) manage.py compilemessages --ignore=.venv -v0

install: $(VENV) $(NODE) .env agent-token
build: install $(BUNDLE) $(MO)

migrate: install $(MO)
	$(PY) manage.py migrate --noinput -v0

run: build migrate
	$(PY) manage.py seed_demo --market 300
	$(PY) scripts/serve.py --port $(PORT) --simulate 2 --simulate-owner alice@demo.local --simulate-market

# ---- tests: every suite writes JUnit XML into var/test-results; the summary adds them up ----
# `make check` is the inner loop (lint, types, unit tests; budget 8 min), `make test` adds the
# build and the end-to-end journeys (15 min). Both start with the preflight, run their steps in
# order and print the summary (each suite's time beside its budget) whether or not a step failed.
# The installs and the static checks are single-threaded tools (pip, npm, mypy, tsc, eslint):
# they run two at a time, one per core; the test suites use both cores themselves.
STATIC_STEPS := install lint typecheck api-types-check
CHECK_STEPS := static pytest vitest
PREFLIGHT := python3 scripts/preflight.py

check: clean-results
	@$(PREFLIGHT) python node gettext
	@$(MAKE) --no-print-directory $(CHECK_STEPS); status=$$?; \
	$(PY) scripts/test_summary.py $(RESULTS) $$status --run check; exit $$status

test: clean-results preflight
	@$(MAKE) --no-print-directory static-build pytest vitest e2e; status=$$?; \
	$(PY) scripts/test_summary.py $(RESULTS) $$status --run test; exit $$status

static:
	@$(MAKE) --no-print-directory -j2 --output-sync=target $(STATIC_STEPS)

# `make test`'s first step: the bundle (webpack, mostly one core) is built beside them.
static-build:
	@$(MAKE) --no-print-directory -j2 --output-sync=target $(STATIC_STEPS) build

# What the later steps need (Chromium, gettext, Python, Node): installed with apt-get as root,
# else one line naming what to install.
preflight:
	@$(PREFLIGHT)

# The summary's clock starts here.
clean-results:
	rm -rf $(RESULTS) && mkdir -p $(RESULTS) && date +%s > $(RESULTS)/started

lint: install
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	.venv/bin/lint-imports --no-cache
	cd frontend && npm run --silent format:check
	cd frontend && npm run --silent lint
	$(PY) manage.py makemigrations --check --dry-run >/dev/null 2>&1 || (echo "Model changes without a migration: run manage.py makemigrations"; exit 1)

typecheck: install $(NODE)
	$(PY) -m mypy apps config conftest.py agent/zcompute_agent
	cd frontend && npm run --silent typecheck

# The frontend's API types must match the live OpenAPI schema.
api-types-check: install $(NODE)
	$(PY) manage.py spectacular --file var/openapi.yaml --validate --fail-on-warn
	cd frontend && npx openapi-typescript ../var/openapi.yaml -o ../var/schema.d.ts >/dev/null
	diff -u frontend/src/api/schema.d.ts var/schema.d.ts || (echo "API types are stale: run 'make api-types'"; exit 1)

api-types: install $(NODE)
	$(PY) manage.py spectacular --file var/openapi.yaml --validate --fail-on-warn
	cd frontend && npx openapi-typescript ../var/openapi.yaml -o src/api/schema.d.ts

pytest: install $(MO)
	$(PY) -m pytest -q -n auto --maxprocesses 8 --junitxml=$(RESULTS)/pytest.xml

# Its JUnit report sums the files' times over the workers, so the wall time is kept beside it.
vitest: $(NODE)
	@start=$$(date +%s); \
	cd frontend && npx vitest run --reporter=default --reporter=junit --outputFile.junit=../$(RESULTS)/vitest.xml; \
	status=$$?; echo $$(( $$(date +%s) - start )) > ../$(RESULTS)/vitest.seconds; exit $$status

# End-to-end in Chromium against a live server with a real worker, on its own database
# (DATABASE_URL when set, as in CI; else a fresh SQLite file), its own broker folder and an
# emptied cache (with REDIS_URL, an earlier run's limits would count against the new people).
# E2E_WORKERS browsers at once (default 2; docs/testing-suites.md).
e2e: preflight build
	rm -f var/e2e.sqlite3*
	export DATABASE_URL="$${DATABASE_URL:-sqlite:///$(CURDIR)/var/e2e.sqlite3}" CELERY_FILESYSTEM_DIR=$(CURDIR)/var/e2e-broker; \
	$(PY) manage.py migrate --noinput -v0 && $(PY) manage.py flush --noinput && \
	$(PY) manage.py shell -v0 -c "from django.core.cache import cache; cache.clear()" && $(PY) manage.py seed_demo >/dev/null && \
	cd frontend && E2E_PORT=$(E2E_PORT) npx playwright test && cd .. && $(PY) manage.py wallet_reconcile

# The scale-out journey on PostgreSQL and Redis (skipped without them): two web processes, two
# workers, beat and a simulated box; it empties and seeds DATABASE_URL as e2e does. `.ci/run`
# runs it after `make test`; it writes var/test-results/scale.xml.
scale-test: install $(MO)
	$(PY) scripts/scale_test.py

# The real-box journey (agent/tests/journey, docs/boxes.md): the server on its own port and
# SQLite file, real `zcompute-agent` processes and real containers under the Docker daemon
# (`.ci/run` installs and starts it; nothing is pulled). Writes var/test-results/agent.xml.
agent-test: install $(MO)
	mkdir -p $(RESULTS)
	ZC_AGENT_JOURNEY=1 $(PY) -m pytest -q agent/tests/journey --junitxml=$(RESULTS)/agent.xml
# The schema-driven fuzz run (schemathesis against a live server on a fresh seeded database):
# in .ci/run after `make test`, not part of it; its reports land beside the other suites'.
fuzz: install $(MO)
	$(PY) scripts/fuzz.py --results $(RESULTS)
