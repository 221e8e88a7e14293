#include "model/io/price_import/json_stream.h"

#include <QHash>
#include <QIODevice>
#include <QVariantList>
#include <QVariantMap>
#include <cmath>
#include <cstdlib>

#include "model/io/utf8_append.h"

namespace gputco::io::library {

namespace {

constexpr qint64 kChunk = 1 << 20;  // read 1 MiB at a time
constexpr int kMaxDepth = 64;

bool isSpace(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

}  // namespace

JsonStream::JsonStream(QIODevice& in, std::function<bool(qint64)> progress)
    : in_(in), progress_(std::move(progress)) {}

void JsonStream::fail(const std::string& what) {
    if (error_.empty() && !cancelled_) error_ = "line " + std::to_string(line_) + ": " + what;
}

bool JsonStream::fill() {
    if (eof_ || !ok()) return false;
    if (progress_ && !progress_(consumed_)) {
        cancelled_ = true;
        return false;
    }
    buffer_ = in_.read(kChunk);
    pos_ = 0;
    if (buffer_.isEmpty()) {
        eof_ = true;
        return false;
    }
    return true;
}

int JsonStream::get() {
    if (pos_ >= buffer_.size() && !fill()) return -1;
    const int c = static_cast<unsigned char>(buffer_[pos_++]);
    ++consumed_;
    if (c == '\n') ++line_;
    return c;
}

int JsonStream::peek() {
    for (;;) {
        if (pos_ >= buffer_.size() && !fill()) return -1;
        const int c = static_cast<unsigned char>(buffer_[pos_]);
        if (!isSpace(c)) return c;
        get();
    }
}

bool JsonStream::atEnd() {
    return peek() < 0 && ok();
}

bool JsonStream::expect(char c) {
    const int got = peek();
    if (got != c) {
        if (got < 0)
            fail(std::string("the text ends where '") + c + "' was expected (cut short?)");
        else
            fail(std::string("expected '") + c + "', got '" + static_cast<char>(got) + "'");
        return false;
    }
    get();
    return true;
}

bool JsonStream::beginObject() {
    if (!expect('{')) return false;
    first_.push_back(true);
    return true;
}

bool JsonStream::beginArray() {
    if (!expect('[')) return false;
    first_.push_back(true);
    return true;
}

bool JsonStream::nextKey(QString& key) {
    if (!ok() || first_.empty()) return false;
    int c = peek();
    if (c == '}') {
        get();
        first_.pop_back();
        return false;
    }
    if (!first_.back()) {
        if (c != ',') {
            fail(c < 0 ? "the text ends inside an object (cut short?)" : "expected ',' or '}' in an object");
            return false;
        }
        get();
        c = peek();
        if (c == '}') {
            fail("a comma before '}' (trailing commas are not JSON)");
            return false;
        }
    }
    first_.back() = false;
    if (c != '"') {
        fail(c < 0 ? "the text ends inside an object (cut short?)" : "expected a key in double quotes");
        return false;
    }
    if (!readString(key)) return false;
    return expect(':');
}

bool JsonStream::nextItem() {
    if (!ok() || first_.empty()) return false;
    int c = peek();
    if (c == ']') {
        get();
        first_.pop_back();
        return false;
    }
    if (!first_.back()) {
        if (c != ',') {
            fail(c < 0 ? "the text ends inside an array (cut short?)" : "expected ',' or ']' in an array");
            return false;
        }
        get();
        if (peek() == ']') {
            fail("a comma before ']' (trailing commas are not JSON)");
            return false;
        }
    }
    first_.back() = false;
    return true;
}

bool JsonStream::readStringBytes(std::string& out, bool keep) {
    if (!expect('"')) return false;
    for (;;) {
        int c = get();
        if (c < 0) {
            fail("the text ends inside a string (cut short?)");
            return false;
        }
        if (c == '"') return true;
        if (c < 0x20) {
            fail("a control character inside a string");
            return false;
        }
        if (c != '\\') {
            if (keep) out += static_cast<char>(c);
            continue;
        }
        c = get();
        switch (c) {
            case '"':
            case '\\':
            case '/':
                if (keep) out += static_cast<char>(c);
                break;
            case 'b':
                if (keep) out += '\b';
                break;
            case 'f':
                if (keep) out += '\f';
                break;
            case 'n':
                if (keep) out += '\n';
                break;
            case 'r':
                if (keep) out += '\r';
                break;
            case 't':
                if (keep) out += '\t';
                break;
            case 'u': {
                auto hex4 = [&](unsigned& v) {
                    v = 0;
                    for (int i = 0; i < 4; ++i) {
                        const int h = get();
                        int d = -1;
                        if (h >= '0' && h <= '9') d = h - '0';
                        if (h >= 'a' && h <= 'f') d = h - 'a' + 10;
                        if (h >= 'A' && h <= 'F') d = h - 'A' + 10;
                        if (d < 0) return false;
                        v = v * 16 + static_cast<unsigned>(d);
                    }
                    return true;
                };
                unsigned code = 0;
                if (!hex4(code)) {
                    fail("\\u needs four hex digits");
                    return false;
                }
                if (code >= 0xD800 && code < 0xDC00) {
                    unsigned low = 0;
                    if (get() != '\\' || get() != 'u' || !hex4(low) || low < 0xDC00 || low > 0xDFFF) {
                        fail("a lone surrogate in \\u escapes");
                        return false;
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                }
                if (keep) appendUtf8(out, code);
                break;
            }
            default:
                fail("an unknown escape in a string");
                return false;
        }
    }
}

bool JsonStream::readString(QString& out) {
    std::string bytes;
    if (!readStringBytes(bytes, true)) return false;
    out = QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
    return true;
}

bool JsonStream::readNumber(double* out) {
    std::string text;
    for (;;) {
        if (pos_ >= buffer_.size() && !fill()) break;
        const char c = buffer_[pos_];
        if (!((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E')) break;
        text += c;
        get();
    }
    // RFC 8259's grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?
    std::size_t i = 0;
    auto digits = [&] {
        const std::size_t from = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
        return i > from;
    };
    bool valid = true;
    if (i < text.size() && text[i] == '-') ++i;
    if (i < text.size() && text[i] == '0')
        ++i;
    else
        valid = digits();
    if (valid && i < text.size() && text[i] == '.') {
        ++i;
        valid = digits();
    }
    if (valid && i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
        valid = digits();
    }
    if (!valid || i != text.size() || text.empty()) {
        fail("not a number: \"" + text + "\"");
        return false;
    }
    if (out) *out = std::strtod(text.c_str(), nullptr);
    return true;
}

bool JsonStream::readWord(const char* word) {
    for (const char* w = word; *w; ++w)
        if (get() != *w) {
            fail(std::string("expected ") + word);
            return false;
        }
    return true;
}

QVariant JsonStream::readValue() {
    return readValueAt(0);
}

QVariant JsonStream::readValueAt(int depth) {
    if (depth > kMaxDepth) {
        fail("nested deeper than 64 levels");
        return {};
    }
    const int c = peek();
    if (c == '{') {
        QVariantMap map;
        QHash<QString, int> lines;  // where each key was: a key given twice is refused, with both
        beginObject();
        QString key;
        while (nextKey(key)) {
            if (const auto first = lines.constFind(key); first != lines.cend()) {
                fail("\"" + key.toStdString() + "\" appears twice in one object (first on line " +
                     std::to_string(*first) + ")");
                return {};
            }
            lines.insert(key, line_);
            QVariant v = readValueAt(depth + 1);
            if (!ok()) return {};
            map.insert(key, v);
        }
        return ok() ? QVariant(map) : QVariant();
    }
    if (c == '[') {
        QVariantList list;
        beginArray();
        while (nextItem()) {
            QVariant v = readValueAt(depth + 1);
            if (!ok()) return {};
            list.append(v);
        }
        return ok() ? QVariant(list) : QVariant();
    }
    if (c == '"') {
        QString s;
        return readString(s) ? QVariant(s) : QVariant();
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
        double v = 0;
        return readNumber(&v) ? QVariant(v) : QVariant();
    }
    if (c == 't') return readWord("true") ? QVariant(true) : QVariant();
    if (c == 'f') return readWord("false") ? QVariant(false) : QVariant();
    if (c == 'n') {
        readWord("null");
        return QVariant();
    }
    fail(c < 0 ? "the text ends where a value was expected (cut short?)" : "expected a value");
    return {};
}

bool JsonStream::skipValue() {
    return skipValueAt(0);
}

bool JsonStream::skipValueAt(int depth) {
    if (depth > kMaxDepth) {
        fail("nested deeper than 64 levels");
        return false;
    }
    const int c = peek();
    if (c == '{') {
        beginObject();
        QString key;
        while (nextKey(key))
            if (!skipValueAt(depth + 1)) return false;
        return ok();
    }
    if (c == '[') {
        beginArray();
        while (nextItem())
            if (!skipValueAt(depth + 1)) return false;
        return ok();
    }
    if (c == '"') {
        std::string ignored;
        return readStringBytes(ignored, false);
    }
    if (c == '-' || (c >= '0' && c <= '9')) return readNumber(nullptr);
    if (c == 't') return readWord("true");
    if (c == 'f') return readWord("false");
    if (c == 'n') return readWord("null");
    fail(c < 0 ? "the text ends where a value was expected (cut short?)" : "expected a value");
    return false;
}

}  // namespace gputco::io::library
