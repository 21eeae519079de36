# The README's two commands: `make audit` (the main job, on the built-in spec data) and `make test`.
SWIFT ?= swift
ARGS ?=

.PHONY: audit test tokens bench deps build

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

audit: deps
	$(SWIFT) run -c release airfit audit $(ARGS)

tokens: deps
	$(SWIFT) run -c release airfit tokens $(ARGS)

test: deps
	$(SWIFT) test

bench: deps
	$(SWIFT) run -c release airfit-benchmarks
	@if [ "$$(uname)" = Linux ]; then $(SWIFT) run -c release headless-benchmarks; fi
