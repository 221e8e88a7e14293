// Internal to the scenario reader: checks on the raw bytes before JSON parsing, and
// human positions ("line 3, column 14") for byte offsets.
#pragma once

#include <QByteArray>
#include <string>

namespace gputco::io {

struct TextCheck {
    std::string error;         // empty when the bytes are non-empty, valid UTF-8
    qsizetype bodyOffset = 0;  // where the JSON starts: 3 after a UTF-8 byte order mark
};

// Scenario files are UTF-8 (DESIGN.md, Files). Checking here, rather than leaving it to the
// JSON parser, gives the position of the first bad byte and rejects overlong forms and
// surrogates.
// `kind` names the document in the message ("scenario files", "probe documents"): a probe
// document refused as a scenario file puzzled its reader (issue #32).
TextCheck checkUtf8Json(const QByteArray& bytes, const char* kind = "scenario files");

// "line L, column C" of the byte at `offset`, both from 1; columns count characters.
std::string textPosition(const QByteArray& bytes, qsizetype offset);

}  // namespace gputco::io
