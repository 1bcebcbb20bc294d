# HeadUnit — the README's two commands are the contract:
#   make drill   installs what is missing, builds, runs the shipped drill headlessly
#   make test    the same, then every test (swift test, the source guards, the layering and docs
#                checks, every Swift snippet of the docs compiled, a 15 s run of each fuzz target
#                and a 30 s soak of the window), with
#                chromium installed for the HTML report's browser check
# and, for reliability (docs/RELIABILITY.md): make fuzz (FUZZ_SECONDS a target), make sanitize
# (every test under ThreadSanitizer and AddressSanitizer), make soak (the window for SOAK_SECONDS);
# for the performance figures (docs/PERFORMANCE.md): make bench, make spin.
SHELL := /bin/bash
SWIFT ?= swift
# CI has no sound card and no display: SDL's dummy audio driver, and pictures need no display.
export SDL_AUDIODRIVER ?= dummy
OUT ?= out
HEADUNIT = .build/debug/headunit

.PHONY: deps browser build drill test guards layering snippets example fuzz smoke sanitize soak bench spin clean

deps:
	@scripts/install-deps

# Chromium, for the test that opens the drill's HTML report headlessly. Where it cannot be
# installed, that test is skipped and says why (a missing browser never fails the run).
browser:
	@scripts/install-deps --browser || echo "browser: chromium could not be installed; the HTML report's browser test will be skipped (it says why)"

build: deps
	$(SWIFT) build

# The shipped scenarios, headlessly, with the artifacts CI keeps: JUnit, logs, a trace,
# a picture per step and a filmstrip per scenario, a WAV of each scenario's cues, and the
# HTML report (out/report/index.html; its pictures and WAVs are links to those of shots/, audio/).
drill: build
	@mkdir -p $(OUT)
	$(HEADUNIT) drill Scenarios --junit $(OUT)/junit.xml --log $(OUT)/logs --trace $(OUT)/trace.json \
	  --shots $(OUT)/shots --audio $(OUT)/audio --html $(OUT)/report

test: drill guards layering snippets example browser smoke
	@mkdir -p $(OUT)
	$(SWIFT) test 2>&1 | tee $(OUT)/swift-test.log; exit $${PIPESTATUS[0]}

# The example scenes, packages of their own that depend on this one by path: Examples/VoiceScene
# (its tests against the strict host, the broken twin's crashes caught) and Examples/CategoryScenes
# (an audio, a navigation, an EV charging and a communication scene), the latter built and tested
# in Swift 6 and then Swift 5 language mode (SCENE_SWIFT_MODE=5), sharing one build of HeadUnit;
# its IsolationProbe then shows B1 (scripts/check-isolation: silent in Swift 5, marked warnings in 6).
example: deps
	@mkdir -p $(OUT)
	cd Examples/VoiceScene && $(SWIFT) test 2>&1 | tee $(abspath $(OUT))/example-test.log; exit $${PIPESTATUS[0]}
	touch Examples/CategoryScenes/Sources/IsolationProbe/*.swift
	cd Examples/CategoryScenes && $(SWIFT) test 2>&1 | tee $(abspath $(OUT))/category-scenes-swift6.log; exit $${PIPESTATUS[0]}
	touch Examples/CategoryScenes/Sources/IsolationProbe/*.swift
	cd Examples/CategoryScenes && SCENE_SWIFT_MODE=5 $(SWIFT) test 2>&1 | tee $(abspath $(OUT))/category-scenes-swift5.log; exit $${PIPESTATUS[0]}
	scripts/check-isolation $(OUT)/category-scenes-swift5.log $(OUT)/category-scenes-swift6.log

# The source guards (docs/GUARD.md), as a team runs them and as the built-in app keeps them.
# Defaults (S6 and S3 by category): the examples, each in its category, are clean; the planted
# trees and the broken twin are caught (exit 1), one as a SARIF log. House rules
# (Examples/VoiceScene/house.rules: S1-S6): the voice example and the seed app's clean and
# trap trees pass, its violations tree is caught. (The guards are for a CarPlay app's sources,
# not for this simulator's own. Every example's exact findings: Tests/GuardTests/ExampleScenesTests.)
HOUSE_RULES = Examples/VoiceScene/house.rules
GUARD_TREES = Tests/GuardTests/Fixtures/trees
guards: build
	@mkdir -p $(OUT)
	$(HEADUNIT) guard --category voice-based-conversation Examples/VoiceScene/Sources/VoiceScene
	$(HEADUNIT) guard --category audio Examples/CategoryScenes/Sources/AudioScene
	$(HEADUNIT) guard --category navigation Examples/CategoryScenes/Sources/NavigationScene
	$(HEADUNIT) guard --category ev-charging Examples/CategoryScenes/Sources/ChargingScene
	$(HEADUNIT) guard --category communication Examples/CategoryScenes/Sources/MessagingScene
	$(HEADUNIT) guard --rules $(HOUSE_RULES) Examples/VoiceScene/Sources/VoiceScene $(GUARD_TREES)/clean $(GUARD_TREES)/traps
	@caught() { out=$$($(HEADUNIT) guard "$$@" 2>/dev/null); status=$$?; \
	  if [ $$status -ne 1 ]; then echo "guards: 'headunit guard $$*' should fail with 1, got $$status"; return 1; fi; \
	  echo "guards: caught, as it should be: headunit guard $$* -> $$(echo "$$out" | tail -n 1)"; }; \
	  caught --category audio $(GUARD_TREES)/audio && \
	  caught --category voice-based-conversation Examples/VoiceScene/Sources/BrokenVoiceScene && \
	  caught --rules $(HOUSE_RULES) $(GUARD_TREES)/violations
	@$(HEADUNIT) guard --format sarif --category audio $(GUARD_TREES)/audio > $(OUT)/guard-audio.sarif 2>/dev/null; \
	  status=$$?; if [ $$status -ne 1 ]; then echo "guards: the SARIF run should fail with 1, got $$status"; exit 1; fi; \
	  echo "guards: the audio tree's findings as SARIF 2.1.0 in $(OUT)/guard-audio.sarif"

# The core's purity (check-layering) and /// on every public declaration (check-docs) of the core,
# of the stand-ins a team links (CarPlay and the frameworks beside it), and of the harness, the
# built-in app's drill, the explorer, the command line and the tools a team or a contributor reads.
layering:
	@scripts/check-layering
	@scripts/check-docs
	@scripts/check-docs Sources/Core/CarPlay Sources/Core/UIKit Sources/Core/CoreGraphics Sources/Core/MapKit Sources/Core/CoreLocation Sources/Core/MediaPlayer Sources/Core/CoreMedia Sources/Core/os Sources/Core/OSLog
	@scripts/check-docs Sources/Harness/Drill Sources/Harness/HeadUnitTesting Sources/Harness/UserInput Sources/App/WorldDrill Sources/App/Explore Sources/FrontEnds/CLI Sources/Tools/Guard Sources/Tools/TestSupport
	@scripts/check-docs Sources/FrontEnds/Screen Sources/FrontEnds/HeadUnitWindow Sources/FrontEnds/HeadUnitPictures Sources/FrontEnds/Sound

# Every ```swift block of README.md and docs/*.md compiles against the modules `build` made, each
# in the context its page names (<!-- swift: NAME -->, scripts/snippets/NAME.swift); a Package.swift
# is loaded by SwiftPM with HeadUnit in a folder not named HeadUnit. A wrong one fails at its page's
# file:line.
snippets: build
	@scripts/check-snippets

# The fuzz targets (Fuzz/, a package of its own: libFuzzer with AddressSanitizer, outside the
# normal build): each for FUZZ_SECONDS (default 60); corpora, crashes and logs under out/fuzz/.
FUZZ_SECONDS ?= 60
fuzz: deps
	@OUT=$(OUT) scripts/fuzz --seconds $(FUZZ_SECONDS)

# Inside make test: each fuzz target for 15 s, and the window under Xvfb for 30 s of random
# keys and clicks (its memory within the bound, its recording replayed).
smoke: build
	@OUT=$(OUT) scripts/fuzz --seconds 15
	@OUT=$(OUT) scripts/soak --seconds 30

# Every test under ThreadSanitizer, then under AddressSanitizer (leaks included), each in its
# own build folder; the window's tests under their own Xvfb, SDL's dummy audio.
sanitize: deps
	@OUT=$(OUT) scripts/sanitize

# The window under Xvfb for SOAK_SECONDS (default 600) of seeded random keys and clicks, its
# resident memory sampled every 10 s; fails on a crash or growth past the bound (scripts/soak).
SOAK_SECONDS ?= 600
soak: build
	@OUT=$(OUT) scripts/soak --seconds $(SOAK_SECONDS)

# The performance figures (docs/PERFORMANCE.md): a release build, then `headunit bench`.
bench: deps
	$(SWIFT) build -c release
	.build/release/headunit bench

# The SPIN peer beside the explorer at the same state count, three runs (K=10: 17.25 M states,
# about 0.55 GB for HeadUnit and 4.3 GB for SPIN; K=7 RUNS=1 make spin for a quick look).
spin:
	scripts/spin-side-by-side

clean:
	rm -rf .build Examples/VoiceScene/.build Examples/CategoryScenes/.build Fuzz/.build $(OUT)
