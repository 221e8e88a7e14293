#include "ui/document/field_path_parts.h"

namespace gputco::ui {

namespace {

// Reads "[digits]" at `at`, moving past it; none (and `at` unmoved) when it is not there.
std::optional<std::size_t> readIndex(const QString& path, qsizetype& at) {
    qsizetype i = at;
    if (i >= path.size() || path[i] != QLatin1Char('[')) return std::nullopt;
    ++i;
    std::size_t value = 0;
    const qsizetype first = i;
    // At most 18 digits: more cannot be an index, and would overflow.
    while (i < path.size() && path[i].isDigit() && path[i].unicode() < 128 && i - first < 18)
        value = value * 10 + static_cast<std::size_t>(path[i++].unicode() - '0');
    if (i == first || i >= path.size() || path[i] != QLatin1Char(']')) return std::nullopt;
    at = i + 1;
    return value;
}

bool isWord(const QString& s) {
    if (s.isEmpty()) return false;
    for (const QChar c : s)
        if (!(c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('_')))) return false;
    return true;
}

}  // namespace

FieldPathParts fieldPathParts(const QString& path) {
    FieldPathParts parts;
    static const QString options = QStringLiteral("options");
    static const QString sources = QStringLiteral(".sources");
    static const QString inputs = QStringLiteral("uncertainty.inputs");
    if (path.startsWith(options)) {
        qsizetype at = options.size();
        parts.option = readIndex(path, at);
        if (!parts.option) return parts;
        parts.optionPrefixLength = at;
        if (QStringView(path).mid(at).startsWith(sources)) {
            at += sources.size();
            parts.source = readIndex(path, at);
        }
    } else if (path.startsWith(inputs)) {
        qsizetype at = inputs.size();
        const auto input = readIndex(path, at);
        if (!input || at >= path.size() || path[at] != QLatin1Char('.')) return parts;
        const QString member = path.mid(at + 1);
        if (!isWord(member)) return parts;
        parts.uncertainInput = input;
        parts.uncertainMember = member;
    }
    return parts;
}

}  // namespace gputco::ui
