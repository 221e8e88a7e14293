// Text from files, shown to a person (issues #14 and #32; DESIGN.md, Conventions). A name may
// hold bidirectional control characters that make "Invoice <U+202E>gpj.exe" read "Invoice
// exe.jpg", or terminal controls (ESC, BEL, CR, NUL) that recolour a terminal, change its title
// or forge a table row. Wherever such text is shown or printed for reading, each of these
// characters is replaced by its visible code point, so the reader sees what is really there.
// The file keeps the text exactly as written, and editors show it as it is.
#pragma once

#include <QString>
#include <string>

namespace gputco::io {

// True for the embedding, override and isolate controls and the implicit marks:
// U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069.
bool isBidiControl(char32_t c);
// True for what a terminal acts on instead of showing: the C0 controls U+0000..U+001F (NUL,
// BEL, TAB, LF, CR and ESC among them), DEL and the C1 controls U+0080..U+009F.
bool isControlCharacter(char32_t c);

// Which characters a place shows by their code point; the one neutraliser below serves all.
enum class Neutralise {
    Bidi,            // the app and the PDF: their own layout shows the rest (and notes keep lines)
    KeepLineBreaks,  // a message of several lines for a terminal: every control but LF
    OneLine,         // a terminal table cell, a CSV cell, a workbook cell: every control
};

// `text` with each character `which` names replaced by "<U+XXXX>".
QString neutralise(const QString& text, Neutralise which);

// `text` with each bidirectional control replaced by "<U+XXXX>".
inline QString neutraliseBidi(const QString& text) {
    return neutralise(text, Neutralise::Bidi);
}

// A user's text from a scenario or probe document, ready to show in the app or the PDF.
inline QString shownText(const std::string& text) {
    return neutraliseBidi(QString::fromStdString(text));
}

// A user's text (a name, a source, a device) ready for one line of a terminal, a CSV report
// or a workbook cell: bidi and every other control shown by its code point.
inline QString printedText(const QString& text) {
    return neutralise(text, Neutralise::OneLine);
}
inline QString printedText(const std::string& text) {
    return printedText(QString::fromStdString(text));
}

}  // namespace gputco::io
