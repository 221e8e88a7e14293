# The two commands of the README, and their friends. Every target first runs the set-up
# script (packaging/setup-debian.sh), the only installer of build and test dependencies.
BUILD ?= build
JOBS ?= 2
CMAKE_FLAGS ?= -DGPUTCO_WERROR=ON
EXAMPLE := resources/examples/a100-buy-vs-rent.gputco
CLI = $(BUILD)/app/cli/gputco-cli

.PHONY: all setup configure build run test bench package test-asan fuzz fuzz-imports format-check format clean

all: build

setup:
	@bash packaging/setup-debian.sh

# Quiet, but for what the build leaves out on this machine (the CUDA probe without nvcc).
configure: setup
	@cmake -S . -B $(BUILD) -G Ninja $(CMAKE_FLAGS) >$(BUILD).configure.log 2>&1 || \
	  { cat $(BUILD).configure.log; exit 1; }
	@sed -n 's/^-- gputco: left out /gputco: left out /p' $(BUILD).configure.log

build: configure
	@cmake --build $(BUILD) -j $(JOBS)

# With a display: the desktop app on the example. Without one: say so and do the headless
# main job (the example's report once `gputco-cli report` exists, else its evaluation).
run: build
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  exec $(BUILD)/app/gui/gputco $(EXAMPLE); \
	elif $(CLI) report --help >/dev/null 2>&1; then \
	  echo "No display (DISPLAY and WAYLAND_DISPLAY are unset): writing the example report to $(BUILD)/example-report.pdf instead."; \
	  $(CLI) report $(EXAMPLE) -o $(BUILD)/example-report.pdf; \
	else \
	  echo "No display (DISPLAY and WAYLAND_DISPLAY are unset): evaluating the example with gputco-cli instead."; \
	  $(CLI) evaluate $(EXAMPLE); \
	fi

CTEST_ARGS ?=
test: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS) $(CTEST_ARGS)

bench: configure
	@cmake --build $(BUILD) -j $(JOBS) --target gputco_benchmarks
	@for b in $(BUILD)/tests/bench/bench_*; do [ -x "$$b" ] && "$$b" --benchmark_min_time=0.5; done

package: build
	@cd $(BUILD) && cpack -G DEB

# AddressSanitizer + UndefinedBehaviorSanitizer over every test, in its own build folder; but
# LibreOffice's recalculation of exported workbooks (label libreoffice): it exercises
# LibreOffice, not our code, whose workbook writer tests/workbook/test_workbook covers here.
test-asan:
	@$(MAKE) --no-print-directory test BUILD=build-asan CTEST_ARGS="-LE libreoffice" \
	  CMAKE_FLAGS="-DGPUTCO_WERROR=ON -DGPUTCO_SANITIZE=ON -DGPUTCO_BENCH=OFF -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-g1"

# libFuzzer on the scenario reader (issue #4): clang, sanitizers, only the fuzz target, for
# FUZZ_SECONDS. New inputs go to a scratch folder; the committed seeds are only read.
FUZZ_SECONDS ?= 60
fuzz: setup
	@CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DGPUTCO_FUZZ=ON -DGPUTCO_BENCH=OFF -DGPUTCO_CUDA=OFF \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo >build-fuzz.configure.log 2>&1 || { cat build-fuzz.configure.log; exit 1; }
	@cmake --build build-fuzz -j $(JOBS) --target fuzz_scenario_reader
	@rm -rf build-fuzz/corpus && mkdir -p build-fuzz/corpus build-fuzz/findings
	@build-fuzz/tests/fuzz/fuzz_scenario_reader -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 \
	  -rss_limit_mb=2048 -print_final_stats=1 -dict=tests/fuzz/scenario.dict \
	  -artifact_prefix=build-fuzz/findings/ build-fuzz/corpus tests/fuzz/corpus/scenario_reader

# The other imported files (probe documents and public catalogs, tests/fuzz/fuzz_imports.cpp),
# seeded with the fixtures, each behind the byte that picks its reader. Not run by CI.
fuzz-imports: setup
	@CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DGPUTCO_FUZZ=ON -DGPUTCO_BENCH=OFF -DGPUTCO_CUDA=OFF \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo >build-fuzz.configure.log 2>&1 || { cat build-fuzz.configure.log; exit 1; }
	@cmake --build build-fuzz -j $(JOBS) --target fuzz_imports
	@rm -rf build-fuzz/imports-corpus build-fuzz/imports-seeds && mkdir -p build-fuzz/imports-corpus build-fuzz/imports-seeds build-fuzz/findings
	@for f in tests/fixtures/probe/*.json; do { printf '\000'; cat $$f; } > build-fuzz/imports-seeds/$$(basename $$f); done
	@{ printf '\001'; cat tests/fixtures/public_catalogs/skypilot-aws-vms-extract.csv; } > build-fuzz/imports-seeds/skypilot
	@{ printf '\002'; cat tests/fixtures/public_catalogs/gcp-pricing-extract.yml; } > build-fuzz/imports-seeds/gcp
	@for f in tests/fixtures/public_catalogs/aws-*.json; do { printf '\003'; cat $$f; } > build-fuzz/imports-seeds/$$(basename $$f); done
	@build-fuzz/tests/fuzz/fuzz_imports -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 \
	  -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=build-fuzz/findings/ \
	  build-fuzz/imports-corpus build-fuzz/imports-seeds

SOURCES = $(shell git ls-files '*.cpp' '*.h' '*.cu')
format-check: setup
	@clang-format --dry-run --Werror $(SOURCES)

format: setup
	@clang-format -i $(SOURCES)

clean:
	rm -rf build build-asan build-fuzz
