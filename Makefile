# HeadUnit — the README's two commands are the contract:
#   make drill   installs what is missing, builds, runs the shipped drill headlessly
#   make test    the same, then every test (swift test, the source guards, the layering check)
SHELL := /bin/bash
SWIFT ?= swift
# CI has no sound card and no display: SDL's dummy audio driver, and pictures need no display.
export SDL_AUDIODRIVER ?= dummy
OUT ?= out
HEADUNIT = .build/debug/headunit

.PHONY: deps build drill test guards layering example bench clean

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build

# The shipped scenarios, headlessly, with the artifacts CI keeps: JUnit, logs, a trace,
# a picture per step and a filmstrip per scenario, a WAV of each scenario's cues.
drill: build
	@mkdir -p $(OUT)
	$(HEADUNIT) drill Scenarios --junit $(OUT)/junit.xml --log $(OUT)/logs --trace $(OUT)/trace.json \
	  --shots $(OUT)/shots --audio $(OUT)/audio

test: drill guards layering example
	@mkdir -p $(OUT)
	$(SWIFT) test 2>&1 | tee $(OUT)/swift-test.log; exit $${PIPESTATUS[0]}

# The example scene (Examples/VoiceScene, a package of its own that depends on this one by
# path): its tests against the strict host, the broken twin's crashes caught.
example: deps
	@mkdir -p $(OUT)
	cd Examples/VoiceScene && $(SWIFT) test 2>&1 | tee $(abspath $(OUT))/example-test.log; exit $${PIPESTATUS[0]}

# S1-S5 over the fixture trees: the clean iOS-style scene passes, the planted violations are
# caught. (The guards are for a CarPlay app's sources, not for this simulator's own.)
guards: build
	$(HEADUNIT) guard Tests/GuardTests/Fixtures/trees/clean
	@$(HEADUNIT) guard Tests/GuardTests/Fixtures/trees/violations > /dev/null 2>&1; \
	  status=$$?; if [ $$status -ne 1 ]; then echo "guards: the violations tree should fail with 1, got $$status"; exit 1; fi; \
	  echo "guards: the violations tree is caught (exit 1), as it should be"

layering:
	@scripts/check-layering

bench: deps
	$(SWIFT) build -c release
	.build/release/headunit bench

clean:
	rm -rf .build Examples/VoiceScene/.build $(OUT)
