#include "model/io/display_text.h"

namespace gputco::io {

bool isBidiControl(char32_t c) {
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

QString neutraliseBidi(const QString& text) {
    // All of them are in the Basic Multilingual Plane: one UTF-16 unit each.
    bool any = false;
    for (const QChar c : text)
        if (isBidiControl(c.unicode())) {
            any = true;
            break;
        }
    if (!any) return text;
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (isBidiControl(c.unicode()))
            out += QStringLiteral("<U+%1>").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper();
        else
            out += c;
    }
    return out;
}

}  // namespace gputco::io
