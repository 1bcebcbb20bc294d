# HeadUnit — the README's two commands are the contract:
#   make drill   installs what is missing, builds, runs the shipped drill headlessly
#   make test    the same, then every test
SHELL := /bin/bash
SWIFT ?= swift
export SDL_AUDIODRIVER ?= dummy
OUT ?= out

.PHONY: deps build drill test unit layering guard-fixtures bench clean

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build

drill: build
	$(SWIFT) run -q headunit drill Scenarios --junit $(OUT)/junit.xml --log $(OUT)/logs

test: drill layering
	$(SWIFT) test 2>&1 | tee $(OUT)/swift-test.log; exit $${PIPESTATUS[0]}

layering:
	@scripts/check-layering

bench: deps
	$(SWIFT) build -c release
	.build/release/headunit bench

clean:
	rm -rf .build $(OUT)
