# The README's two commands: `make gallery` (the main job, on the built-in sample data) and `make test`.
SWIFT ?= swift
ARGS ?=

.PHONY: gallery audit test tokens example bench deps test-deps build typecheck docs doc-coverage doc-images format lint mutants

deps:
	@bash scripts/install-deps.sh

# The tests also open the gallery's review page in a real browser (Debian's chromium).
test-deps:
	@bash scripts/install-deps.sh --browser

build: deps
	$(SWIFT) build

gallery: deps
	$(SWIFT) run -c release airfit gallery $(ARGS)

audit: deps
	$(SWIFT) run -c release airfit audit $(ARGS)

tokens: deps
	$(SWIFT) run -c release airfit tokens $(ARGS)

test: test-deps
	$(SWIFT) test

# Mutation testing (docs/testing.md): the files changed since HEAD~1, or `ARGS="--module LayoutCheck --max 40"`.
mutants: test-deps
	python3 scripts/mutants.py $(ARGS)

# The adopter example: its own package, depending on this one by path, snapshot-tested on Linux,
# and its previews reviewed against the committed ReviewReferences (docs/preview-review.md).
example: deps
	cd Examples/ProfileScreen && $(SWIFT) test
	@if [ "$$(uname)" = Linux ]; then cd Examples/ProfileScreen && $(SWIFT) run ProfileScreenReview --output .build/review --baseline ReviewReferences --fail-on-change; fi

bench: deps
	$(SWIFT) run -c release airfit-benchmarks
	@if [ "$$(uname)" = Linux ]; then $(SWIFT) run -c release headless-benchmarks; fi
	@if [ "$$(uname)" = Linux ]; then $(SWIFT) build -c release --product airfit && python3 scripts/animate-memory.py "$$($(SWIFT) build -c release --show-bin-path)/airfit"; fi

# Every module SwiftPM builds on Apple platforms, against the iOS 26.2 and macOS 15.5 SDKs (SKIPPED
# where the SDK snapshot is absent).
typecheck:
	@bash scripts/apple-typecheck.sh

# The DocC catalogs of AirFitUI, DesignTokens and Motion as static sites in docs-site/ (open
# docs-site/AirFitUI/documentation/airfitui/index.html through a local web server); DocC's warnings fail it.
docs: doc-coverage
	@rm -rf docs-site && mkdir -p docs-site
	@for target in AirFitUI DesignTokens Motion; do \
	  $(SWIFT) package --allow-writing-to-directory docs-site generate-documentation --target $$target \
	    --output-path docs-site/$$target --transform-for-static-hosting --hosting-base-path $$target \
	    --disable-indexing --warnings-as-errors --experimental-skip-synthesized-symbols || exit 1; \
	done

# The pictures on the components' DocC pages (Sources/AirFitUI/AirFitUI.docc/Resources), rendered from
# Tests/DocumentationExamples at 2x, light and dark; `make test` fails when one is stale.
doc-images: deps
	AIRFIT_RECORD_DOC_IMAGES=1 $(SWIFT) test --filter DocumentationImageTests/thePictureIsCurrent

# Every public declaration of AirFitUI, AirFitScreens, AirFitCatalog, Motion and DesignTokens has a doc
# comment.
doc-coverage: deps
	@$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	@python3 scripts/doc-coverage.py "$$($(SWIFT) build --show-bin-path)/../symbolgraph" AirFitUI AirFitUIHelpers AirFitScreens AirFitCatalog Motion DesignTokens PlatformFacts HeadlessSwiftUI AirFitSnapshotTesting AssetSymbols WebKit MessageUI SafariServices


# The house style (.swift-format: 4-space indentation, 140 columns) applied in place, and checked:
# `make lint` fails on any finding (CI runs it).
FORMATTED = Sources Tests Package.swift Examples/ProfileScreen/Package.swift Examples/ProfileScreen/Sources Examples/ProfileScreen/Tests
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)
