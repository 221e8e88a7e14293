#include "model/io/library/chunked_input.h"

#include <QIODevice>

namespace gputco::io::library {

namespace {

constexpr qint64 kChunkBytes = 1 << 20;  // 1 MiB, as the AWS reader's JsonStream

}  // namespace

ChunkedInput::ChunkedInput(QIODevice& in, std::function<bool(qint64)> progress)
    : in_(in), progress_(std::move(progress)) {}

bool ChunkedInput::fill() {
    if (eof_ || cancelled_) return false;
    if (progress_ && !progress_(consumed_)) {
        cancelled_ = true;
        return false;
    }
    buffer_ = in_.read(kChunkBytes);
    pos_ = 0;
    if (buffer_.isEmpty()) {
        eof_ = true;
        return false;
    }
    return true;
}

ChunkedInput::Line ChunkedInput::readLine(QByteArray& line, qsizetype maxBytes) {
    line.clear();
    if (pos_ >= buffer_.size() && !fill()) return Line::End;
    for (;;) {
        const qsizetype end = buffer_.indexOf('\n', pos_);
        const qsizetype stop = end < 0 ? buffer_.size() : end;
        if (line.size() + (stop - pos_) > maxBytes) {
            line.clear();
            return Line::TooLong;
        }
        line.append(buffer_.constData() + pos_, stop - pos_);
        consumed_ += stop - pos_;
        pos_ = stop;
        if (end >= 0) {
            ++pos_;  // the '\n'
            ++consumed_;
            return Line::Read;
        }
        if (!fill()) return cancelled_ ? Line::End : Line::Read;  // the last line, without a '\n'
    }
}

void ChunkedInput::skipByteOrderMark() {
    // The first read is a whole chunk unless the file is shorter: the mark is in it or absent.
    if (peek() == 0xEF && buffer_.mid(pos_, 3) == "\xEF\xBB\xBF") {
        pos_ += 3;
        consumed_ += 3;
    }
}

}  // namespace gputco::io::library
