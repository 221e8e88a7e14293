#include "model/io/library/csv_text.h"

#include <QBuffer>

#include "model/io/library/csv_stream.h"

namespace gputco::io::library {

CsvText parseCsv(const QByteArray& bytes) {
    CsvText out;
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    CsvStream csv(buffer);
    CsvRecord record;
    while (csv.next(record)) out.records.push_back(std::move(record));
    out.error = csv.error();
    if (!out.error.empty()) out.records.clear();
    return out;
}

QString csvField(const QString& value) {
    if (!value.contains(u',') && !value.contains(u'"') && !value.contains(u'\n') && !value.contains(u'\r'))
        return value;
    QString escaped = value;
    escaped.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + escaped + u'"';
}

QByteArray csvRecord(const QStringList& fields) {
    QStringList out;
    out.reserve(fields.size());
    for (const QString& f : fields) out.append(csvField(f));
    return out.join(u',').toUtf8() + "\r\n";
}

}  // namespace gputco::io::library
