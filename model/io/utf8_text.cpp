#include "model/io/utf8_text.h"

#include <algorithm>
#include <cstdio>

namespace gputco::io {

namespace {

bool isContinuation(unsigned char byte) {
    return (byte & 0xC0) == 0x80;
}

// Length of the well-formed UTF-8 sequence at `i` (RFC 3629), or 0 when it is not one.
qsizetype sequenceLength(const QByteArray& bytes, qsizetype i) {
    const auto at = [&](qsizetype k) { return static_cast<unsigned char>(bytes[k]); };
    const unsigned char lead = at(i);
    if (lead < 0x80) return 1;
    qsizetype length = 0;
    unsigned char low = 0x80, high = 0xBF;  // allowed range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;   // overlong
        if (lead == 0xED) high = 0x9F;  // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;   // overlong
        if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
    } else {
        return 0;
    }
    if (i + length > bytes.size()) return 0;
    if (at(i + 1) < low || at(i + 1) > high) return 0;
    for (qsizetype k = 2; k < length; ++k)
        if (!isContinuation(at(i + k))) return 0;
    return length;
}

}  // namespace

std::string textPosition(const QByteArray& bytes, qsizetype offset) {
    qsizetype line = 1, column = 1;
    const qsizetype end = std::min(offset, bytes.size());
    for (qsizetype i = 0; i < end; ++i) {
        const auto byte = static_cast<unsigned char>(bytes[i]);
        if (byte == '\n') {
            ++line;
            column = 1;
        } else if (!isContinuation(byte)) {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

TextCheck checkUtf8Json(const QByteArray& bytes, const char* kind) {
    TextCheck check;
    if (bytes.startsWith("\xEF\xBB\xBF")) check.bodyOffset = 3;
    bool blank = true;
    for (qsizetype i = check.bodyOffset; i < bytes.size();) {
        const qsizetype length = sequenceLength(bytes, i);
        if (length == 0) {
            char byte[8];
            std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(bytes[i]));
            check.error = textPosition(bytes, i) + ": not valid UTF-8 text (byte " + byte + "); " + kind +
                          " are UTF-8 JSON";
            return check;
        }
        const char c = bytes[i];
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n') blank = false;
        i += length;
    }
    if (blank) check.error = "the file is empty";
    return check;
}

}  // namespace gputco::io
