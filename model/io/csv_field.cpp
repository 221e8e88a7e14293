#include "model/io/csv_field.h"

namespace gputco::io {

namespace {

bool startsFormula(QChar c) {
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

// True when `text`, past any leading 's, starts a formula: then csvField adds one '.
bool needsGuard(const QString& text) {
    qsizetype i = 0;
    while (i < text.size() && text[i] == u'\'') ++i;
    return i < text.size() && startsFormula(text[i]);
}

}  // namespace

QString csvField(const QString& value, CsvCell cell) {
    const QString text = cell == CsvCell::Text && needsGuard(value) ? u'\'' + value : value;
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString escaped = text;
    escaped.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + escaped + u'"';
}

QByteArray csvRecord(const QStringList& fields, const std::vector<CsvCell>& cells) {
    QStringList out;
    out.reserve(fields.size());
    for (qsizetype i = 0; i < fields.size(); ++i) {
        const auto at = static_cast<std::size_t>(i);
        out.append(csvField(fields[i], at < cells.size() ? cells[at] : CsvCell::Text));
    }
    return out.join(u',').toUtf8() + "\r\n";
}

QString csvTextValue(const QString& field) {
    return field.startsWith(u'\'') && needsGuard(field) ? field.mid(1) : field;
}

}  // namespace gputco::io
