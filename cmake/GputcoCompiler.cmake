# Language level, warnings and sanitizers for every gputco target (DESIGN.md, Conventions).
set(CMAKE_CXX_STANDARD 20)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_CXX_EXTENSIONS OFF)
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
  set(CMAKE_BUILD_TYPE Release CACHE STRING "Build type" FORCE)
endif()
# -O2 rather than CMake's -O3: GCC 12 at -O3 reports false -Wrestrict errors inside
# std::string (GCC bug 105329), and -O2 measures as fast on the engine's benchmarks.
set(CMAKE_CXX_FLAGS_RELEASE "-O2 -DNDEBUG" CACHE STRING "Release flags" FORCE)

# lld links a test program in 0.3 s where GNU ld takes 10 (test_engine, measured here), and
# CI links two dozen programs twice. C++ links only: nvcc's device link keeps its own.
include(CheckLinkerFlag)
check_linker_flag(CXX "-fuse-ld=lld" GPUTCO_HAVE_LLD)
if(GPUTCO_HAVE_LLD)
  add_link_options($<$<LINK_LANGUAGE:CXX>:-fuse-ld=lld>)
endif()

add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-Wall> $<$<COMPILE_LANGUAGE:CXX>:-Wextra>
                    $<$<COMPILE_LANGUAGE:CXX>:-Wpedantic>)
if(GPUTCO_WERROR)
  add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-Werror>)
endif()
if(GPUTCO_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
if(GPUTCO_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "GPUTCO_FUZZ needs clang: configure with -DCMAKE_CXX_COMPILER=clang++")
  endif()
  # Coverage for libFuzzer in every library the target links, and the sanitizers that turn
  # memory errors and undefined behaviour into findings.
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

# model/ libraries other than io must stay free of Qt: this function makes that a build rule.
# Under the sanitizers (a Debug build) they are still optimised a little: at -O0 the engine's
# loops run 2.3 times slower under ASan (the reference example's Monte Carlo on one thread:
# 3.66 s against 1.56 s at -O1, measured here), and CI runs every test that way. The
# sanitizers check the same code at -O1; the rest of the build stays at -O0 for its debugger.
function(gputco_plain_library name)
  add_library(${name} STATIC ${ARGN})
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  if(GPUTCO_SANITIZE)
    target_compile_options(${name} PRIVATE $<$<CONFIG:Debug>:-O1>)
  endif()
endfunction()

# Headers every file of a target includes, compiled once per target: Qt's and Catch2's cost
# 1-7 s a file, most of the build's time. Only system headers: ours change too often.
function(gputco_precompile target)
  if(GPUTCO_PCH)
    target_precompile_headers(${target} PRIVATE ${ARGN})
  endif()
endfunction()

# Targets whose every file includes much of Qt: compiled in batches of files (one unity
# source a batch), so that Qt's inline code is compiled once a batch rather than once a file.
# CI builds the tree twice on two cores; gputco_ui alone took 240 s of wall time file by file
# and 93 s in batches (measured here). A name private to one file (an anonymous namespace)
# must then be unique within its target: the compiler says so when two meet.
option(GPUTCO_UNITY "Compile the Qt-heavy targets in batches (unity build)" ON)
function(gputco_unity target)
  if(GPUTCO_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
  endif()
endfunction()

# The Qt headers of the widgets code (QCustomPlot's header brings in all of Qt Widgets and
# Print Support).
set(GPUTCO_QT_PCH <optional> <vector> <string> <algorithm> <cmath> <functional> <memory>
    <QString> <QStringList> <QWidget> <QLabel> <QVBoxLayout> <QHBoxLayout> <QDialog>
    <QCoreApplication> <QTableWidget> <QHeaderView> <QComboBox> <QPushButton> <qcustomplot.h>)

# One Catch2 program per test folder; each TEST_CASE becomes one ctest test.
function(gputco_test name)
  cmake_parse_arguments(T "" "" "SOURCES;LIBS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  gputco_precompile(${name} <catch2/catch.hpp>)
  # Catch2's implementation and main are compiled once (tests/support); a program with a main
  # of its own (a QApplication first) calls runCatch from it and links the implementation only.
  # Only the files that include Catch2's header use the precompiled one: sources borrowed from
  # the app compile as the app does.
  set(own_main FALSE)
  foreach(src IN LISTS T_SOURCES)
    get_filename_component(path ${src} ABSOLUTE)
    file(READ ${path} text)
    if(text MATCHES "runCatch\\(")
      set(own_main TRUE)
    endif()
    if(NOT text MATCHES "catch2/catch.hpp")
      set_source_files_properties(${src} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
    endif()
  endforeach()
  if(own_main)
    target_link_libraries(${name} PRIVATE ${T_LIBS} gputco_catch)
  else()
    target_link_libraries(${name} PRIVATE ${T_LIBS} gputco_catch_main)
  endif()
  target_compile_definitions(${name} PRIVATE
    GPUTCO_SOURCE_DIR="${PROJECT_SOURCE_DIR}" GPUTCO_BINARY_DIR="${PROJECT_BINARY_DIR}")
  # -w NoTests: a name that matches no test case (a `;` in it, say, splits it) fails instead
  # of passing with nothing run.
  catch_discover_tests(${name} EXTRA_ARGS -w NoTests TEST_LIST ${name}_TESTS)
  # The properties are set after discovery, by a script ctest reads after the discovered list:
  # passed through catch_discover_tests(PROPERTIES), a list value (ENVIRONMENT's) is spread
  # over the pairs, so only LANG arrived and SKIP_RETURN_CODE and TIMEOUT were read as names
  # of other properties. A test that cannot run here exits 77 (tests/support/skip.h, which
  # needs GPUTCO_CTEST) and is reported as skipped, never as passed. GPUTCO_TODAY fixes the
  # day prices are judged at (model/scenario/price_age.h), so a stale mark does not come and
  # go with the calendar. LC_ALL as well as LANG: Qt's system locale reads LC_ALL first, and a
  # caller's Chinese shell must not change the English figures the tests expect.
  set(script ${CMAKE_CURRENT_BINARY_DIR}/${name}_properties.cmake)
  file(WRITE ${script}
       "if(${name}_TESTS)\n"
       "  set_tests_properties(\${${name}_TESTS} PROPERTIES\n"
       "    ENVIRONMENT \"LANG=en_US.UTF-8;LC_ALL=en_US.UTF-8;GPUTCO_CTEST=1;GPUTCO_TODAY=2026-12-04\"\n"
       "    SKIP_RETURN_CODE 77 TIMEOUT 300)\n"
       "endif()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES ${script})
endfunction()

# A test program this build cannot make (the CUDA toolkit is missing, say): one ctest test
# that is reported as skipped with the reason, and a configure line that `make` shows, so a
# build on a bare machine says what it left out instead of quietly running fewer tests.
function(gputco_left_out name reason)
  add_test(NAME ${name} COMMAND sh -c "printf 'SKIPPED: %s\\n' \"$1\"; exit 77" left-out "${reason}")
  set_tests_properties(${name} PROPERTIES SKIP_RETURN_CODE 77)
  message(STATUS "gputco: left out ${name}: ${reason}")
endfunction()
