#include "model/io/library/csv_text.h"

#include <QStringDecoder>

namespace gputco::io::library {

namespace {

std::string atLine(int line, const char* what) {
    return "line " + std::to_string(line) + ": " + what;
}

}  // namespace

CsvText parseCsv(const QByteArray& bytes) {
    CsvText out;
    QByteArray body = bytes;
    if (body.startsWith("\xEF\xBB\xBF")) body.remove(0, 3);
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder(body);
    // A catalog is data people paste prices into; a bad byte would silently become U+FFFD.
    if (decoder.hasError()) {
        out.error = "not UTF-8 text";
        return out;
    }
    int line = 1;
    CsvRecord record{line, {}};
    QString field;
    bool quoted = false;      // inside a quoted field
    bool afterQuote = false;  // a quoted field just closed: only , or a line break may follow
    auto endRecord = [&] {
        record.fields.append(field);
        field.clear();
        const bool blank = record.fields.size() == 1 && record.fields.front().isEmpty();
        if (!blank) out.records.push_back(std::move(record));
        record = CsvRecord{line, {}};
        afterQuote = false;
    };
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < n && text[i + 1] == u'"') {
                    field.append(u'"');
                    ++i;
                } else {
                    quoted = false;
                    afterQuote = true;
                }
            } else {
                if (c == u'\n') ++line;
                field.append(c);
            }
            continue;
        }
        if (c == u',') {
            record.fields.append(field);
            field.clear();
            afterQuote = false;
        } else if (c == u'\r' && i + 1 < n && text[i + 1] == u'\n') {
            continue;  // the \n ends the record
        } else if (c == u'\n') {
            ++line;
            endRecord();
        } else if (afterQuote) {
            out.error = atLine(line, "text after a closing quote (write a quote inside quotes as \"\")");
            return out;
        } else if (c == u'"') {
            if (!field.isEmpty()) {
                out.error = atLine(line, "a quote inside an unquoted field (quote the whole field)");
                return out;
            }
            quoted = true;
        } else {
            field.append(c);
        }
    }
    if (quoted) {
        out.error = atLine(record.line, "a quoted field is not closed");
        return out;
    }
    endRecord();
    return out;
}

}  // namespace gputco::io::library
