// RFC 4180 records read one at a time from a device (csv_text.h says which CSV), so that a
// price list of hundreds of MB is never held whole (issue #32): memory is one chunk of input
// and one record, whatever the file's size.
#pragma once

#include <QStringDecoder>
#include <functional>
#include <string>

#include "model/io/library/chunked_input.h"
#include "model/io/library/csv_text.h"

class QIODevice;

namespace gputco::io::library {

class CsvStream {
public:
    // No record of a price list or catalog comes near this; a longer one is damage (or not a
    // CSV file at all) and is refused rather than held.
    static constexpr qsizetype kMaxRecordBytes = 1 << 20;

    // `progress` as ChunkedInput's.
    explicit CsvStream(QIODevice& in, std::function<bool(qint64)> progress = {});

    // The next record, blank lines passed over; false at the end, on an error (error() says
    // it) or when cancelled.
    bool next(CsvRecord& record);

    // "line 4: ..." for text that is not CSV (or not UTF-8); empty while all is well.
    const std::string& error() const { return error_; }
    bool cancelled() const { return input_.cancelled(); }
    qint64 bytesRead() const { return input_.consumed(); }

private:
    bool fail(int line, const char* what);
    bool addField(CsvRecord& record, QByteArray& field);

    ChunkedInput input_;
    QStringDecoder decoder_{QStringDecoder::Utf8, QStringDecoder::Flag::Stateless};
    int line_ = 1;
    bool started_ = false;
    bool highBytes_ = false;  // the field being read has a byte that is not ASCII
    std::string error_;
};

}  // namespace gputco::io::library
