// Writing CSV cells, for every CSV the program writes (`evaluate --csv`, `catalog export`):
// RFC 4180 quoting, and text that a spreadsheet would run as a formula kept as text.
// A cell starting with = + - @ (or a tab or CR, which some spreadsheets skip before one) is a
// formula to Excel and LibreOffice: "=HYPERLINK(...)" in a name from someone else's file
// becomes a live link. Such a text cell is written after a ', the OWASP advice ("CSV
// Injection"): spreadsheets show it as text. Numbers are not text: -52680.5 stays a number.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <vector>

namespace gputco::io {

enum class CsvCell { Text, Number };

// One field: a text cell guarded as above, then quoted when it holds a comma, quote or line
// break. A text that already starts with ' before a formula's first character ("'=x") gets
// one more, so that csvTextValue gives back exactly what was written.
QString csvField(const QString& value, CsvCell cell = CsvCell::Text);

// One record, fields joined by commas, ended by CRLF (the RFC's line break); `cells` says
// which fields are numbers (all text when empty).
QByteArray csvRecord(const QStringList& fields, const std::vector<CsvCell>& cells = {});

// A text cell as read back: the ' that csvField put before a formula taken off; any other
// leading ' is the text's own and stays.
QString csvTextValue(const QString& field);

}  // namespace gputco::io
