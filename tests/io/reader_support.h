// Helpers for the reader tests: example files, a small valid document to edit, and
// problem listings for failure messages.
#pragma once

#include <QByteArray>
#include <QString>
#include <string>

#include "model/io/scenario_reader.h"

namespace gputco::io::test {

QString examplePath(const char* name);  // resources/examples/<name>
QByteArray exampleBytes(const char* name);

// A valid document with one owned option (options[0]) and one on-demand option (options[1]).
std::string minimalDocument();

// `text` with the single occurrence of `from` replaced by `to`; fails the test when `from`
// does not occur exactly once, so an edit never silently misses.
std::string replaced(const std::string& text, const std::string& from, const std::string& to);

ReadResult readText(const std::string& text);
std::string listing(const ReadResult& result);
bool reports(const ReadResult& result, const std::string& text);
std::size_t problemsAt(const ReadResult& result, const std::string& path);

}  // namespace gputco::io::test
