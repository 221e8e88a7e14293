// Bytes from a device a buffer's worth at a time, for the price-list readers that must not
// hold a file of hundreds of MB (issue #32): the CSV records and the YAML lines are cut from
// it one at a time. Line ends and the CSV's commas and quotes are ASCII, never part of a
// UTF-8 sequence, so text can be cut at them before it is decoded.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <functional>

class QIODevice;

namespace gputco::io::library {

class ChunkedInput {
public:
    // `progress` (optional) is called before each read with the bytes consumed so far;
    // returning false stops the input (cancelled() then holds).
    explicit ChunkedInput(QIODevice& in, std::function<bool(qint64)> progress = {});

    // The next byte, consumed; -1 at the end or once cancelled.
    int get() {
        if (pos_ >= buffer_.size() && !fill()) return -1;
        ++consumed_;
        return static_cast<unsigned char>(buffer_[pos_++]);
    }
    // The next byte, not consumed; -1 at the end.
    int peek() {
        if (pos_ >= buffer_.size() && !fill()) return -1;
        return static_cast<unsigned char>(buffer_[pos_]);
    }

    // The buffered bytes from here up to the first `stop` byte (or the buffer's end), consumed:
    // a run of plain text taken at once rather than byte by byte. `highBytes` is set when a
    // byte of the run is not ASCII. Empty when the next byte is a stop or nothing is buffered.
    template <typename Stop>
    QByteArrayView run(Stop stop, bool& highBytes) {
        const char* from = buffer_.constData() + pos_;
        const char* end = buffer_.constData() + buffer_.size();
        const char* p = from;
        unsigned char any = 0;
        for (; p < end && !stop(*p); ++p) any |= static_cast<unsigned char>(*p);
        if (any & 0x80) highBytes = true;
        pos_ += p - from;
        consumed_ += p - from;
        return QByteArrayView(from, p - from);
    }

    enum class Line { Read, End, TooLong };
    // The bytes up to the next '\n' (not included) into `line`. TooLong when more than
    // `maxBytes` come before it: the line is not kept, and the input is left inside it.
    Line readLine(QByteArray& line, qsizetype maxBytes);

    // Passes over a UTF-8 byte order mark at the start, if there is one.
    void skipByteOrderMark();

    bool cancelled() const { return cancelled_; }
    qint64 consumed() const { return consumed_; }

private:
    bool fill();

    QIODevice& in_;
    std::function<bool(qint64)> progress_;
    QByteArray buffer_;
    qsizetype pos_ = 0;
    qint64 consumed_ = 0;
    bool eof_ = false;
    bool cancelled_ = false;
};

}  // namespace gputco::io::library
