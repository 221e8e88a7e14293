// RFC 4180 CSV, as spreadsheets write it: fields separated by commas, records by CRLF or
// LF, a field in double quotes may hold commas, line breaks and doubled quotes (""). A
// UTF-8 byte order mark (Excel writes one) is skipped. Writing is model/io/csv_field.h.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

namespace gputco::io::library {

struct CsvRecord {
    int line = 0;  // the line, from 1, where the record starts (a quoted field may span lines)
    QStringList fields;
};

struct CsvText {
    std::vector<CsvRecord> records;  // blank lines are skipped
    std::string error;               // "line 4: ..." for text that is not CSV; empty when read
};

CsvText parseCsv(const QByteArray& bytes);

}  // namespace gputco::io::library
