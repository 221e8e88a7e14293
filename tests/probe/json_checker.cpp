#include "json_checker.h"

#include <cctype>
#include <cstdlib>
#include <stdexcept>

namespace gputco::probe::testing {
namespace {

class Reader {
public:
    explicit Reader(const std::string& text) : text_(text) {}

    JsonValue document() {
        JsonValue v = value();
        skipSpace();
        if (pos_ != text_.size()) fail("text after the document");
        return v;
    }

private:
    [[noreturn]] void fail(const std::string& what) const {
        throw std::runtime_error(what + " at offset " + std::to_string(pos_));
    }
    void skipSpace() {
        while (pos_ < text_.size() &&
               (text_[pos_] == ' ' || text_[pos_] == '\n' || text_[pos_] == '\r' || text_[pos_] == '\t'))
            ++pos_;
    }
    char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
    void expect(char ch) {
        if (peek() != ch) fail(std::string("expected '") + ch + "'");
        ++pos_;
    }
    void literal(const char* word) {
        for (const char* p = word; *p; ++p) expect(*p);
    }

    JsonValue value() {
        skipSpace();
        JsonValue v;
        switch (peek()) {
            case '{':
                object(v);
                break;
            case '[':
                array(v);
                break;
            case '"':
                v.type = JsonValue::Type::String;
                v.text = string();
                break;
            case 't':
                literal("true");
                v.type = JsonValue::Type::Bool;
                v.boolean = true;
                break;
            case 'f':
                literal("false");
                v.type = JsonValue::Type::Bool;
                break;
            case 'n':
                literal("null");
                break;
            default:
                v.type = JsonValue::Type::Number;
                v.number = number();
        }
        return v;
    }

    void object(JsonValue& v) {
        v.type = JsonValue::Type::Object;
        expect('{');
        skipSpace();
        if (peek() == '}') {
            ++pos_;
            return;
        }
        for (;;) {
            skipSpace();
            const std::string key = string();
            skipSpace();
            expect(':');
            if (v.members.count(key)) fail("duplicate key '" + key + "'");
            v.members.emplace(key, value());
            skipSpace();
            if (peek() == ',') {
                ++pos_;
                continue;
            }
            expect('}');
            return;
        }
    }

    void array(JsonValue& v) {
        v.type = JsonValue::Type::Array;
        expect('[');
        skipSpace();
        if (peek() == ']') {
            ++pos_;
            return;
        }
        for (;;) {
            v.items.push_back(value());
            skipSpace();
            if (peek() == ',') {
                ++pos_;
                continue;
            }
            expect(']');
            return;
        }
    }

    std::string string() {
        expect('"');
        std::string out;
        for (;;) {
            if (pos_ >= text_.size()) fail("unterminated string");
            const char ch = text_[pos_++];
            if (ch == '"') return out;
            if (static_cast<unsigned char>(ch) < 0x20) fail("control character in string");
            if (ch != '\\') {
                out += ch;
                continue;
            }
            const char esc = peek();
            ++pos_;
            switch (esc) {
                case '"':
                case '\\':
                case '/':
                    out += esc;
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u':
                    for (int i = 0; i < 4; ++i)
                        if (!std::isxdigit(static_cast<unsigned char>(peek())))
                            fail("bad \\u escape");
                        else
                            ++pos_;
                    out += '?';  // the tests never look inside escaped characters
                    break;
                default:
                    fail("bad escape");
            }
        }
    }

    double number() {
        const std::size_t start = pos_;
        if (peek() == '-') ++pos_;
        if (peek() == '0') {
            ++pos_;
        } else if (std::isdigit(static_cast<unsigned char>(peek()))) {
            while (std::isdigit(static_cast<unsigned char>(peek()))) ++pos_;
        } else {
            fail("expected a value");
        }
        if (peek() == '.') {
            ++pos_;
            if (!std::isdigit(static_cast<unsigned char>(peek()))) fail("digit expected after '.'");
            while (std::isdigit(static_cast<unsigned char>(peek()))) ++pos_;
        }
        if (peek() == 'e' || peek() == 'E') {
            ++pos_;
            if (peek() == '+' || peek() == '-') ++pos_;
            if (!std::isdigit(static_cast<unsigned char>(peek()))) fail("digit expected in exponent");
            while (std::isdigit(static_cast<unsigned char>(peek()))) ++pos_;
        }
        return std::strtod(text_.substr(start, pos_ - start).c_str(), nullptr);
    }

    const std::string& text_;
    std::size_t pos_ = 0;
};

}  // namespace

const JsonValue& JsonValue::operator[](const std::string& key) const {
    static const JsonValue absent;
    const auto it = members.find(key);
    return it == members.end() ? absent : it->second;
}

JsonParse parseJson(const std::string& text) {
    JsonParse parse;
    try {
        parse.value = Reader(text).document();
    } catch (const std::exception& e) {
        parse.error = e.what();
    }
    return parse;
}

}  // namespace gputco::probe::testing
