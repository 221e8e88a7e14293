#include "model/io/library/csv_stream.h"

namespace gputco::io::library {

CsvStream::CsvStream(QIODevice& in, std::function<bool(qint64)> progress) : input_(in, std::move(progress)) {}

bool CsvStream::fail(int line, const char* what) {
    if (error_.empty()) error_ = "line " + std::to_string(line) + ": " + what;
    return false;
}

bool CsvStream::addField(CsvRecord& record, QByteArray& field) {
    // A field starts and ends at an ASCII byte, so a UTF-8 text decodes field by field. A
    // catalog is data people paste prices into; a bad byte would silently become U+FFFD.
    // ASCII, the common case, needs no decoding.
    if (!highBytes_) {
        record.fields.append(QString::fromLatin1(field));
        field.clear();
        return true;
    }
    highBytes_ = false;
    record.fields.append(decoder_.decode(field));
    field.clear();
    if (decoder_.hasError()) {
        decoder_.resetState();
        return fail(record.line, "not UTF-8 text");
    }
    return true;
}

bool CsvStream::next(CsvRecord& record) {
    if (!error_.empty()) return false;
    if (!started_) {
        input_.skipByteOrderMark();
        started_ = true;
    }
    record = CsvRecord{line_, {}};
    QByteArray field;
    bool quoted = false;      // inside a quoted field
    bool afterQuote = false;  // a quoted field just closed: only , or a line break may follow
    qsizetype size = 0;
    auto quotedStop = [](char b) { return b == '"' || b == '\n'; };
    auto plainStop = [](char b) { return b == ',' || b == '"' || b == '\n' || b == '\r'; };
    for (;;) {
        // Plain text runs up to the next byte that means something here, taken at once.
        const QByteArrayView run =
            quoted ? input_.run(quotedStop, highBytes_) : input_.run(plainStop, highBytes_);
        if (!run.isEmpty()) {
            if (afterQuote)
                return fail(line_, "text after a closing quote (write a quote inside quotes as \"\")");
            size += run.size();
            if (size > kMaxRecordBytes) return fail(record.line, "a record longer than 1 MiB (is this CSV?)");
            field.append(run);
        }
        const int c = input_.get();
        if (c < 0) break;
        if (c >= 0x80) highBytes_ = true;
        if (++size > kMaxRecordBytes) return fail(record.line, "a record longer than 1 MiB (is this CSV?)");
        if (quoted) {
            if (c == '"') {
                if (input_.peek() == '"') {
                    field.append('"');
                    input_.get();
                    ++size;
                } else {
                    quoted = false;
                    afterQuote = true;
                }
            } else {
                if (c == '\n') ++line_;
                field.append(static_cast<char>(c));
            }
            continue;
        }
        if (c == ',') {
            if (!addField(record, field)) return false;
            afterQuote = false;
        } else if (c == '\r' && input_.peek() == '\n') {
            continue;  // the \n ends the record
        } else if (c == '\n') {
            ++line_;
            if (!addField(record, field)) return false;
            const bool blank = record.fields.size() == 1 && record.fields.front().isEmpty();
            if (!blank) return true;
            record = CsvRecord{line_, {}};
            afterQuote = false;
            size = 0;
        } else if (afterQuote) {
            return fail(line_, "text after a closing quote (write a quote inside quotes as \"\")");
        } else if (c == '"') {
            if (!field.isEmpty())
                return fail(line_, "a quote inside an unquoted field (quote the whole field)");
            quoted = true;
        } else {
            field.append(static_cast<char>(c));
        }
    }
    if (input_.cancelled()) return false;
    if (quoted) return fail(record.line, "a quoted field is not closed");
    // The last record, without a line break after it.
    if (!addField(record, field)) return false;
    const bool blank = record.fields.size() == 1 && record.fields.front().isEmpty();
    return !blank;
}

}  // namespace gputco::io::library
