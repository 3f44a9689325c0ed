# pubgraph — run `make demo` to analyse the bundled sample CVs, `make test`
# to run the tests. Only Go is needed.

GO       ?= go
BIN      := bin/pubgraph
OUT      ?= pubgraph-out
FUZZTIME ?= 20s
PKG      := ./...

.PHONY: all build demo test test-race test-browser bench fuzz fuzz-long vet fmt clean accuracy

all: build

# The commit goes into --version also where Go records no VCS information
# (GOFLAGS=-buildvcs=false, a worktree Go does not recognise).
COMMIT   := $(shell git rev-parse --short=12 HEAD 2>/dev/null)$(shell git diff --quiet HEAD 2>/dev/null || echo +dirty)

build:
	$(GO) build -trimpath -ldflags "-X main.commit=$(COMMIT)" -o $(BIN) ./cmd/pubgraph

## demo: analyse the five sample CVs in testdata/seeds into $(OUT)/
demo: build
	./$(BIN) analyze --out $(OUT) testdata/seeds

## readme: rewrite README.md's demo block from a run of what make demo
## runs (TestREADMEDemo fails when the block and the program disagree)
.PHONY: readme
readme:
	$(GO) test -count=1 -run '^TestREADMEDemo$$' ./cmd/pubgraph/ -update-readme

## test: what CI runs (.ci/run)
test:
	$(GO) vet $(PKG)
	$(GO) test -count=1 $(PKG)

## test-browser: open report.html in headless Chromium (apt-get install
## chromium): search, hover, sort, no console errors, no network; writes
## the screenshot into a temporary folder (the test log names it), so the
## checkout stays clean; copy it over docs/report.png to update the docs
test-browser:
	@shots=$$(mktemp -d "$${TMPDIR:-/tmp}/pubgraph-browser.XXXXXX") && \
	PUBGRAPH_SCREENSHOT=$$shots/report.png $(GO) test -count=1 -v -run 'Browser' ./cmd/pubgraph/

## accuracy: score the readers against every gold file: the repo's
## testdata and, when present, ../shared/data/cv-dev and ../shared/data/pdf
## (ACCURACY_FLAGS=-md for markdown, "-v NAME" for what went wrong)
accuracy:
	$(GO) run ./tools/accuracy $(ACCURACY_FLAGS)

test-race:
	$(GO) test -race -count=1 $(PKG)

## bench: Go benchmarks (some read ../shared/data when it is there)
bench:
	$(GO) test -run '^$$' -bench . -benchmem -count=1 -timeout 60m $(PKG)

## fuzz: run every fuzz target for $(FUZZTIME) each (minimising a new input
## for at most 2 s: the CV seeds are several KB and minimising them stalls)
fuzz:
	@set -e; for pkg in $$($(GO) list $(PKG)); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
	    echo "== $$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 2s $$pkg; \
	  done; \
	done

## fuzz-long: the nightly run: every fuzz target for $(FUZZEXECS)
## executions (10^6 per reader by default; some hours on two cores), e.g.
## make fuzz-long PKG=./ingest/ FUZZEXECS=100000
FUZZEXECS ?= 1000000
fuzz-long:
	$(MAKE) fuzz FUZZTIME=$(FUZZEXECS)x

vet:
	$(GO) vet $(PKG)

fmt:
	gofmt -w $$(git ls-files '*.go')

clean:
	rm -rf bin $(OUT)

## model: train the reference labeller and name splitter of ingest/label
## from ingest/label/data (seeded; writes ingest/label/model.bin)
## heldout: score the embedded model on the held-out references and names
## refcorpus: convert ../shared/data/references into ingest/label/data
## cslgen: render the training works and the cv-dev/pdf gold through the
## CSL styles of ../shared/data/csl into ingest/label/data/csl (needs node
## and npm; seeded), then `make model`
## devlabel: align the entries the reader finds in ../shared/data/cv-dev
## with their gold into ingest/label/data/dev/entries.txt.gz, then
## `make model`
## sectionmodel: train the section classifier of ingest/cv/sections/model
## from its data/ and synthetic sections (seeded; writes its model.bin)
## sectiondata: label the sections of ../shared's development documents
## from their gold into ingest/cv/sections/model/data (then sectionmodel)
## sectioneval: the section model's accuracy, in sample and 5-fold by file
## headingmodel: train the heading detector of ingest/cv/sections/heading
## from its data/ and synthetic documents (seeded; writes its model.bin)
## headingdata: label the lines of ../shared's development documents from
## their structure and gold into ingest/cv/sections/heading/data
## headingeval: the heading detector's accuracy, in sample and 5-fold by file
.PHONY: model labelforms heldout refcorpus cslgen devlabel sectionmodel sectiondata sectioneval linemodel linedata lineeval headingmodel headingdata headingeval
headingmodel:
	$(GO) run ./tools/headingtrain -dir ingest/cv/sections/heading

headingdata:
	$(GO) run ./tools/headingtrain -dir ingest/cv/sections/heading -gather ../shared

headingeval:
	$(GO) run ./tools/headingtrain -dir ingest/cv/sections/heading -eval

sectionmodel:
	$(GO) run ./tools/sectiontrain -dir ingest/cv/sections/model

sectiondata:
	$(GO) run ./tools/sectiontrain -dir ingest/cv/sections/model -gather ../shared

sectioneval:
	$(GO) run ./tools/sectiontrain -dir ingest/cv/sections/model -eval

## linemodel: train the line model of ingest/label/lines from its data/
## (seeded; writes ingest/label/lines/model.bin); linedata remakes that
## data from the CSL-rendered references and ../shared's gold; lineeval
## prints its per-line accuracy, in-sample and 5-fold by document
linemodel:
	$(GO) run ./tools/linetrain

linedata:
	$(GO) run ./tools/linetrain -data -shared ../shared

lineeval:
	$(GO) run ./tools/linetrain -eval -k 5

model:
	$(GO) run ./tools/labeltrain -dir ingest/label

labelforms:
	$(GO) run ./tools/labelforms -out ingest/label/data/cv/forms.txt

heldout:
	$(GO) test -count=1 -run '^TestHeldOut$$' -v ./ingest/label

cslgen:
	cd tools/cslgen && npm ci --no-audit --no-fund
	$(GO) run ./tools/cslgen -shared ../shared -out ingest/label/data/csl

devlabel:
	$(GO) run ./tools/devlabel -shared ../shared -out ingest/label/data/dev/entries.txt.gz

refcorpus:
	$(GO) run ./tools/refcorpus -in ../shared/data/references -out ingest/label/data
