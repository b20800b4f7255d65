# Bulwark — every target a new machine needs. `make run` and `make test` are
# the two a new user types; see README.md.
SHELL := /usr/bin/env bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

GO        ?= go
FUNCTIONS := $(filter-out local,$(notdir $(wildcard functions/*)))
DIST      := dist
TEST_FLAGS ?= -count=1 -timeout 30m
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: help run test test-unit build cross-toolchain cgo-check bench lint emulator-up emulator-down clean web web-test web-screenshots chromium

help: ## List the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

run: cgo-check web ## Start the whole platform (and the web console) on 127.0.0.1:8080 with the embedded store in ./.data
	$(GO) build -o bin/bulwark ./functions/local
	./bin/bulwark

# The playground links DuckDB (C++) through cgo: a C and a C++ compiler are
# needed to build the server and to run the tests. Say so plainly, with the
# install command, rather than fail with cgo's own error.
cgo-check:
	@command -v gcc >/dev/null && command -v g++ >/dev/null || { \
	  echo "Bulwark needs gcc and g++ (cgo builds DuckDB for the SQL playground)."; \
	  echo "Install them: sudo apt-get install -y gcc g++   (Debian/Ubuntu)"; \
	  echo "              sudo dnf install -y gcc gcc-c++   (Fedora/RHEL)"; \
	  echo "              xcode-select --install            (macOS)"; \
	  exit 1; }
	@[ "$$($(GO) env CGO_ENABLED)" = 1 ] || { echo "Bulwark needs cgo: unset CGO_ENABLED=0 (DuckDB is linked through cgo)."; exit 1; }

# The Go tests run under the race detector, all but infra/stack: the CDK's
# jsii runtime (github.com/aws/jsii-runtime-go) waits on its node process
# from two goroutines when it closes, a race inside that library.
test: cgo-check web-test ## Run every test: the console in a browser, embedded adapters, AWS adapters against a local emulator, the rest (race detector on)
	./scripts/test.sh $(TEST_FLAGS) -race $$($(GO) list ./... | grep -v '/infra/stack$$')
	./scripts/test.sh $(TEST_FLAGS) ./infra/stack

test-unit: ## Run the tests that need no emulator (AWS adapter suites skip unless CI=true)
	$(GO) test $(TEST_FLAGS) ./...

build: web ## Build one linux/arm64 Lambda bootstrap per function into dist/<fn>/ (the auth one embeds the console)
	@for fn in $(filter-out $(CGO_FUNCTIONS),$(FUNCTIONS)); do \
	  echo "build $$fn"; \
	  CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build -tags lambda.norpc -trimpath -ldflags='-s -w' \
	    -o $(DIST)/$$fn/bootstrap ./functions/$$fn; \
	done
	@$(MAKE) --no-print-directory $(addprefix cgo-build-,$(filter $(CGO_FUNCTIONS),$(FUNCTIONS)))
	@ls -l $(DIST)/*/bootstrap | awk '{printf "%10d  %s\n", $$5, $$9}'

# Functions that link C++ (DuckDB) are cross-compiled with cgo for arm64.
# libstdc++ is linked statically (a directory holding only libstdc++.a comes
# first on the search path) because Amazon Linux 2023's is older than the
# cross toolchain's; functions/playground/glibc_compat.go covers the one
# newer glibc symbol it needs.
CGO_FUNCTIONS := playground
CROSS_CC  := aarch64-linux-gnu-gcc
CROSS_CXX := aarch64-linux-gnu-g++

cgo-build-%: cross-toolchain
	@echo "build $* (cgo, arm64)"
	@mkdir -p $(DIST)/.cxx && ln -sf "$$($(CROSS_CXX) -print-file-name=libstdc++.a)" $(DIST)/.cxx/libstdc++.a
	CGO_ENABLED=1 CC=$(CROSS_CC) CXX=$(CROSS_CXX) CGO_LDFLAGS="-L$(CURDIR)/$(DIST)/.cxx" GOOS=linux GOARCH=arm64 \
	  $(GO) build -tags lambda.norpc -trimpath -ldflags='-s -w' -o $(DIST)/$*/bootstrap ./functions/$*

cross-toolchain: ## Install the arm64 cross compilers (Debian packages) when missing
	@command -v $(CROSS_CXX) >/dev/null || { \
	  echo "installing gcc/g++-aarch64-linux-gnu"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq gcc-aarch64-linux-gnu g++-aarch64-linux-gnu; }

# The web console (web/): dependencies pinned in web/package-lock.json and
# installed by npm ci when the lockfile is newer than node_modules; the build
# lands in shared/console/static/app, which the server embeds (go:embed).
WEB_DEPS := web/node_modules/.package-lock.json

$(WEB_DEPS): web/package-lock.json web/package.json
	npm ci --prefix web --no-fund --no-audit --loglevel=error
	touch $@

web: $(WEB_DEPS) ## Build the web console into shared/console/static/app (embedded by the server)
	npm run --prefix web --silent build

# The browser tests drive Debian's Chromium (playwright-core never downloads
# a browser); installed here when missing, as cross-toolchain does.
CHROMIUM := /usr/bin/chromium

chromium:
	@[ -x $(CHROMIUM) ] || { \
	  echo "installing chromium"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium; }

web-test: web chromium cgo-check ## Browser tests of the console: the real server, headless Chromium (part of make test)
	cd web && CHROMIUM_PATH=$(CHROMIUM) node --test --test-concurrency=1 tests/

web-screenshots: web chromium cgo-check ## Regenerate docs/console/*.png from a seeded server
	cd web && CHROMIUM_PATH=$(CHROMIUM) node tests/screenshots.mjs ../docs/console

bench: ## Run the Go benchmarks (one core)
	$(GO) test -run '^$$' -bench . -benchmem -cpu 1 ./shared/...

# The OpenAPI linter (Redocly CLI) is pinned in tools/openapi-lint's lockfile
# and installed there (npm ci) on first use; errors fail the lint, warnings
# are printed.
OPENAPI_LINT := tools/openapi-lint/node_modules/.bin/redocly

$(OPENAPI_LINT): tools/openapi-lint/package-lock.json
	npm ci --prefix tools/openapi-lint --no-fund --no-audit --loglevel=error
	touch $@

lint: $(OPENAPI_LINT) ## gofmt, go vet, no committed executables, and the OpenAPI linter
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	@out=$$(git ls-files -z | xargs -0 grep -l -m1 -P '\A\x7fELF' 2>/dev/null || true); if [ -n "$$out" ]; then echo "executables are committed (build with -o outside the tree):"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true $(OPENAPI_LINT) lint --format=stylish shared/openapi/openapi.yaml

emulator-up: ## Start the local AWS emulator (moto server in .venv) and print AWS_ENDPOINT_URL
	@./scripts/emulator-up.sh

emulator-down: ## Stop the local AWS emulator
	@./scripts/emulator-down.sh

include infra/infra.mk

clean: ## Remove build output (not the data directory)
	rm -rf bin $(DIST) cdk.out shared/console/static/app
