# Marquee — the two commands are `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := run

# The GraphQL adapter: the schema, gqlgen's generated executor and the
# resolvers (gqlgen.yml, at the root, names the same paths).
GQL_GENERATED = internal/adapters/graphql/graph
GQL_RESOLVERS = internal/adapters/graphql/resolvers

# node_modules may one day contain stray .go files; keep it out of ./...
GO_PKGS = $(shell go list ./... | grep -v /node_modules/)
GO_FILES = $(shell git ls-files '*.go' 2>/dev/null | grep -v '^$(GQL_GENERATED)/' ; git ls-files --others --exclude-standard '*.go' 2>/dev/null)

.PHONY: run first-start-note build test test-go test-client test-e2e e2e e2e-deps screenshots lighthouse generate check-generated lint bench fuzz client client-deps clean

## run: build everything and start the server on http://localhost:8080 (SQLite by default)
run: first-start-note build
	./bin/marquee

# A first start spends about two minutes installing and building before the
# server says anything; say so up front, and each step says what it does.
first-start-note:
	@if [ ! -x bin/marquee ] || [ ! -f $(CLIENT_DEPS) ]; then \
	  echo "First start: installing the client's npm packages, building the web app and the GraphiQL playground, and compiling the server. This takes about two minutes; later starts skip what has not changed."; \
	fi

## build: bin/marquee with the browser app and GraphiQL embedded; rebuilds only what changed
build: bin/marquee

# Each build is a file target, so a second `make run` with nothing changed
# starts at once. Directories are prerequisites too: adding, removing or
# renaming a file changes its directory's time. A failed recipe deletes its
# target (.DELETE_ON_ERROR), so the next make retries it.
.DELETE_ON_ERROR:

GO_SRC := $(shell find . \( -name node_modules -o -name .git -o -name bin -o -name data -o -name dist -o -name dist-playground \) -prune -o \( -name '*.go' -o -name go.mod -o -name go.sum \) -print)
GO_DIRS := $(addsuffix .,$(sort $(dir $(GO_SRC))))
CLIENT_APP := client/dist/index.html
CLIENT_PLAYGROUND := client/dist-playground/index.html
CLIENT_DEPS := client/node_modules/.package-lock.json
# Test files never reach a bundle; the playground is a build of its own.
CLIENT_APP_SRC := $(shell find client/src \( -path client/src/playground -o -path client/src/test -o -name '*.test.ts' -o -name '*.test.tsx' \) -prune -o -print) \
  $(shell find client/public) client/index.html client/vite.config.ts client/vite.keep-placeholder.ts client/vite.precompress.ts client/tsconfig.json client/package.json client/scripts/check-bundle-size.mjs
CLIENT_PLAYGROUND_SRC := $(shell find client/src/playground -not -name '*.test.ts') \
  client/vite.playground.config.ts client/vite.keep-placeholder.ts client/vite.precompress.ts client/tsconfig.json client/package.json

# go build itself is incremental; the touch marks the binary current when Go
# found nothing to relink (a touched file with the same content).
bin/marquee: $(GO_SRC) $(GO_DIRS) $(CLIENT_APP) $(CLIENT_PLAYGROUND)
	@echo "== compiling the server (go build; the first time fetches and compiles its modules)"
	go build -trimpath -o $@ ./cmd/marquee
	@touch $@

client-deps: $(CLIENT_DEPS)

# npm ci only when the lock file changed since the last install.
$(CLIENT_DEPS): client/package-lock.json client/package.json
	@echo "== installing the client's npm packages (npm ci, about a minute)"
	cd client && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

client: $(CLIENT_APP) $(CLIENT_PLAYGROUND)

$(CLIENT_APP): $(CLIENT_APP_SRC) $(CLIENT_DEPS)
	@echo "== building the web app (vite)"
	cd client && npm run build:app --silent

$(CLIENT_PLAYGROUND): $(CLIENT_PLAYGROUND_SRC) $(CLIENT_DEPS)
	@echo "== building the GraphiQL playground (vite, about 30 s)"
	cd client && npm run build:playground --silent

## test: every suite — Go (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), the client, and the browser journeys when Chromium is installed
test: test-go test-client test-e2e

# The Go tests include checks of the embedded client build (the playground's assets).
test-go: client
	@if [ -z "$$TEST_DATABASE_URL" ]; then \
	  echo "NOTE: PostgreSQL tests were not run (set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test?sslmode=disable to include them)."; \
	fi
	go test -count=1 -timeout 20m $(GOTESTFLAGS) $(GO_PKGS)

test-client: client-deps
	cd client && npm run typecheck --silent && npm test --silent

# The browser journeys need Debian's Chromium; under CI=true its absence fails the run.
test-e2e:
	@if [ -x /usr/bin/chromium ]; then $(MAKE) --no-print-directory e2e; \
	elif [ "$$CI" = "true" ]; then echo "FAIL: /usr/bin/chromium is missing; CI must run the browser journeys (apt-get install -y chromium)." >&2; exit 1; \
	else echo "NOTE: browser journeys were not run (/usr/bin/chromium is missing: apt-get install -y chromium)."; fi

## e2e: every journey in Chromium against bin/marquee, on SQLite and (with TEST_DATABASE_URL) PostgreSQL
e2e: build e2e-deps
	cd e2e && MARQUEE_BIN=bin/marquee npm test --silent

## screenshots: every screen at desktop and phone sizes into docs/screenshots/
screenshots: build e2e-deps
	cd e2e && MARQUEE_BIN=bin/marquee npm run screenshots --silent

## lighthouse: Lighthouse's mobile preset on the home page and a seat page (Debian's Chromium; not part of `make test`)
lighthouse: build e2e-deps
	cd e2e && MARQUEE_BIN=bin/marquee node lighthouse.mjs

e2e-deps: e2e/node_modules/.package-lock.json

e2e/node_modules/.package-lock.json: e2e/package-lock.json e2e/package.json
	cd e2e && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

## generate: gqlgen (internal/adapters/graphql/graph/, through cmd/gqlgen-marquee) and graphql-codegen (client/src/gql/)
generate: client-deps
	go run ./cmd/gqlgen-marquee
	cd client && npm run generate --silent

## check-generated: fail when `make generate` would change committed files
check-generated: generate
	@if [ -n "$$(git status --porcelain -- $(GQL_GENERATED) $(GQL_RESOLVERS) client/src/gql)" ]; then \
	  echo "Generated code is stale; run 'make generate' and commit:"; git status --porcelain -- $(GQL_GENERATED) $(GQL_RESOLVERS) client/src/gql; git diff --stat -- $(GQL_GENERATED) $(GQL_RESOLVERS) client/src/gql; exit 1; \
	fi

# deadcode lists the functions no binary under cmd/ reaches. Test support
# (internal/testsupport, db/dbtest) exists for tests; anything else it
# lists is production code that only tests use, or none: delete it, or
# move it to an export_test.go or test support. What stays anyway is
# allowed here, one grep pattern an entry (no spaces: "." stands for one),
# each with its reason.
#
# gqlgen's contract for a custom scalar is a Marshal and an Unmarshal
# function; no argument of the schema is an int64 ID, so only the
# generated unmarshaler, itself unreached, names this one.
DEADCODE_ALLOW += ^internal/adapters/graphql/scalar/id\.go:[0-9]*:[0-9]*:.unreachable.func:.UnmarshalInt64ID$$

## lint: gofmt, go vet, deadcode, tsc, ESLint (including the client's layering rule: features never import each other)
lint: client-deps
	@out=$$(gofmt -l $(GO_FILES)); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	go vet $(GO_PKGS)
	@echo "go tool deadcode (about 3 GB and up to a minute)"
	@raw=$$(go tool deadcode $(GO_PKGS) 2>&1) || { echo "deadcode failed:"; echo "$$raw"; exit 1; }; \
	out=$$(printf '%s\n' "$$raw" | grep -v -e '^$$' -e '^go: downloading ' -e '^internal/testsupport/' -e '^db/dbtest/' $(foreach p,$(DEADCODE_ALLOW),-e '$(p)')); \
	if [ -n "$$out" ]; then \
	  echo "Production functions that no binary under cmd/ calls (only tests, or nothing):"; echo "$$out"; \
	  echo "Delete them, or move them to an export_test.go or to test support (internal/testsupport, db/dbtest);"; \
	  echo "if one must stay, add it to DEADCODE_ALLOW in the Makefile with its reason."; exit 1; \
	fi
	cd client && npm run typecheck --silent
	cd client && npm run lint --silent

## fuzz: run each fuzz target briefly (FUZZTIME=10s by default); seeds live in testdata/fuzz
FUZZTIME ?= 10s
FUZZ_TARGETS = ./internal/domain/booking:FuzzParseSeats ./internal/domain/admin:FuzzAddShowsInput ./internal/adapters/rest:FuzzDecodeBodies
fuzz:
	@for t in $(FUZZ_TARGETS); do pkg=$${t%%:*}; name=$${t##*:}; \
	  echo "fuzz $$name ($$pkg, $(FUZZTIME))"; \
	  go test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; done

## bench: benchmarks; writes docs/benchmarks.md
bench:
	go run ./cmd/marquee-bench -out docs/benchmarks.md

clean:
	rm -rf bin client/dist/assets client/dist/index.html* client/dist/favicon.svg* client/dist-playground/assets client/dist-playground/index.html*
