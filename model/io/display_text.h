// Text from files, shown to a person (issue #14; DESIGN.md, Conventions). A name may hold
// bidirectional control characters that make "Invoice <U+202E>gpj.exe" read "Invoice exe.jpg";
// wherever such text is shown or printed for reading (the app, the report, the CLI's tables)
// each control is replaced by its visible code point, so the reader sees what is really there.
// The file keeps the text exactly as written, and editors show it as it is.
#pragma once

#include <QString>
#include <string>

namespace gputco::io {

// True for the embedding, override and isolate controls and the implicit marks:
// U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069.
bool isBidiControl(char32_t c);

// `text` with each bidirectional control replaced by "<U+XXXX>".
QString neutraliseBidi(const QString& text);

// A user's text from a scenario or probe document, ready to show.
inline QString shownText(const std::string& text) {
    return neutraliseBidi(QString::fromStdString(text));
}

}  // namespace gputco::io
