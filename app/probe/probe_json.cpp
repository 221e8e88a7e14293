#include "probe_json.h"

#include <array>
#include <charconv>
#include <cmath>

namespace gputco::probe {

void JsonWriter::beforeValue() {
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (!stack_.empty()) {
        if (!stack_.back().empty) out_ += ',';
        stack_.back().empty = false;
        newline();
    }
}

void JsonWriter::newline() {
    out_ += '\n';
    out_.append(2 * stack_.size(), ' ');
}

void JsonWriter::open(char bracket, bool isObject) {
    beforeValue();
    out_ += bracket;
    stack_.push_back({isObject, true});
}

void JsonWriter::close(char bracket) {
    const bool wasEmpty = stack_.empty() || stack_.back().empty;
    if (!stack_.empty()) stack_.pop_back();
    if (!wasEmpty) newline();
    out_ += bracket;
}

void JsonWriter::beginObject() {
    open('{', true);
}
void JsonWriter::endObject() {
    close('}');
}
void JsonWriter::beginArray() {
    open('[', false);
}
void JsonWriter::endArray() {
    close(']');
}

JsonWriter& JsonWriter::key(std::string_view name) {
    beforeValue();
    writeString(name);
    out_ += ": ";
    afterKey_ = true;
    return *this;
}

void JsonWriter::writeString(std::string_view text) {
    static constexpr char hex[] = "0123456789abcdef";
    out_ += '"';
    for (const char ch : text) {
        const auto byte = static_cast<unsigned char>(ch);
        switch (ch) {
            case '"':
                out_ += "\\\"";
                break;
            case '\\':
                out_ += "\\\\";
                break;
            case '\n':
                out_ += "\\n";
                break;
            case '\t':
                out_ += "\\t";
                break;
            case '\r':
                out_ += "\\r";
                break;
            default:
                if (byte < 0x20) {
                    out_ += "\\u00";
                    out_ += hex[byte >> 4];
                    out_ += hex[byte & 0xf];
                } else if (byte >= 0x80) {
                    // Device names are ASCII; a stray byte from a driver must not make the
                    // document invalid UTF-8, so anything outside ASCII becomes '?'.
                    out_ += '?';
                } else {
                    out_ += ch;
                }
        }
    }
    out_ += '"';
}

void JsonWriter::value(std::string_view text) {
    beforeValue();
    writeString(text);
}

void JsonWriter::value(bool flag) {
    beforeValue();
    out_ += flag ? "true" : "false";
}

void JsonWriter::value(double number) {
    beforeValue();
    out_ += formatNumber(number);
}

void JsonWriter::value(std::int64_t number) {
    beforeValue();
    out_ += std::to_string(number);
}

void JsonWriter::value(std::uint64_t number) {
    beforeValue();
    out_ += std::to_string(number);
}

void JsonWriter::null() {
    beforeValue();
    out_ += "null";
}

std::string JsonWriter::finish() {
    std::string done = std::move(out_);
    done += '\n';
    out_.clear();
    stack_.clear();
    afterKey_ = false;
    return done;
}

std::string formatNumber(double number) {
    if (!std::isfinite(number)) return "null";
    std::array<char, 64> buffer{};
    const auto [end, ec] =
        std::to_chars(buffer.data(), buffer.data() + buffer.size(), number, std::chars_format::general, 6);
    if (ec != std::errc()) return "null";
    return std::string(buffer.data(), end);
}

}  // namespace gputco::probe
