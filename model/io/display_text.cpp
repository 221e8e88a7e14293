#include "model/io/display_text.h"

namespace gputco::io {

bool isBidiControl(char32_t c) {
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

bool isControlCharacter(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

namespace {

bool replaced(char32_t c, Neutralise which) {
    if (isBidiControl(c)) return true;
    switch (which) {
        case Neutralise::Bidi:
            return false;
        case Neutralise::KeepLineBreaks:
            return c != u'\n' && isControlCharacter(c);
        case Neutralise::OneLine:
            return isControlCharacter(c);
    }
    return false;
}

}  // namespace

QString neutralise(const QString& text, Neutralise which) {
    // Every character replaced is in the Basic Multilingual Plane: one UTF-16 unit each, and
    // never half of a surrogate pair.
    bool any = false;
    for (const QChar c : text)
        if (replaced(c.unicode(), which)) {
            any = true;
            break;
        }
    if (!any) return text;
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (replaced(c.unicode(), which))
            out += QStringLiteral("<U+%1>").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper();
        else
            out += c;
    }
    return out;
}

}  // namespace gputco::io
