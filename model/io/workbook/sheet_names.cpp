#include "model/io/workbook/sheet_names.h"

#include <QSet>
#include <QString>

#include "model/io/workbook/sheet_model.h"
#include "model/io/workbook/workbook_text.h"

namespace gputco::io::workbook {

namespace {

// The characters a sheet name cannot hold, each replaced by one that reads the same way.
QString allowedCharacters(const QString& name) {
    QString out;
    for (const QChar c : name) {
        switch (c.unicode()) {
            case '/':
            case '\\':
                out += QLatin1Char('-');
                break;
            case ':':  // "GCP a2: 3-year" reads as "GCP a2 3-year"
                break;
            case '[':
                out += QLatin1Char('(');
                break;
            case ']':
                out += QLatin1Char(')');
                break;
            case '*':
            case '?':
                break;
            default:
                out += c;
        }
    }
    return out.simplified();  // runs of spaces as one
}

// `name` cut to `units` UTF-16 code units, never inside a surrogate pair; no space or
// apostrophe left at either end.
QString cut(QString name, qsizetype units) {
    if (name.size() > units) {
        name.truncate(units);
        if (!name.isEmpty() && name.back().isHighSurrogate()) name.chop(1);
    }
    while (!name.isEmpty() && (name.back().isSpace() || name.back() == QLatin1Char('\''))) name.chop(1);
    while (!name.isEmpty() && (name.front().isSpace() || name.front() == QLatin1Char('\'')))
        name.remove(0, 1);
    return name;
}

// A name longer than a sheet name holds keeps its start and its end, whole words where it
// can: "Reserve H100: 4x AWS p5.48xlarge, 1-year" and its 3-year twin differ at the end.
QString shortened(const QString& name) {
    if (name.size() <= kMaxSheetNameChars) return name;
    const QString gap = QStringLiteral(" \u2026 ");
    constexpr qsizetype kTail = 10;
    const qsizetype headRoom = kMaxSheetNameChars - gap.size() - kTail;
    QString head = name.left(headRoom);
    if (name.at(headRoom) != QLatin1Char(' ')) {  // a word cut: end at the space before it
        const qsizetype space = head.lastIndexOf(QLatin1Char(' '));
        if (space > headRoom / 2) head.truncate(space);
    }
    if (!head.isEmpty() && head.back().isHighSurrogate()) head.chop(1);
    QString tail = name.right(kTail + 1);  // one more: a space there starts a whole word
    const qsizetype tailSpace = tail.indexOf(QLatin1Char(' '));
    tail = tailSpace >= 0 ? tail.mid(tailSpace + 1) : name.right(kTail);
    if (!tail.isEmpty() && tail.front().isLowSurrogate()) tail.remove(0, 1);
    return cut(head, headRoom) + gap + cut(tail, kTail);
}

}  // namespace

std::vector<std::string> optionSheetNames(const std::vector<std::string>& optionNames,
                                          const std::vector<std::string>& taken,
                                          const std::string& fallback) {
    QSet<QString> used{QStringLiteral("history")};  // reserved by Excel
    for (const std::string& t : taken) used.insert(QString::fromStdString(t).toCaseFolded());
    std::vector<std::string> out;
    for (std::size_t i = 0; i < optionNames.size(); ++i) {
        // Controls shown by their code points, as in the cells (cellText).
        QString base = cut(shortened(allowedCharacters(QString::fromStdString(cellText(optionNames[i])))),
                           kMaxSheetNameChars);
        if (base.isEmpty())
            base = QString::fromStdString(withArg(fallback, std::to_string(i + 1))).left(kMaxSheetNameChars);
        QString name = base;
        for (int k = 2; used.contains(name.toCaseFolded()); ++k) {
            const QString tail = QStringLiteral(" (%1)").arg(k);
            name = cut(base, kMaxSheetNameChars - tail.size()) + tail;
        }
        used.insert(name.toCaseFolded());
        out.push_back(name.toStdString());
    }
    return out;
}

}  // namespace gputco::io::workbook
