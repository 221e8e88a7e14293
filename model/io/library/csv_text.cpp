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

}  // namespace gputco::io::library
