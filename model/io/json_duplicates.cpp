#include "model/io/json_duplicates.h"

#include <set>
#include <vector>

#include "model/io/utf8_append.h"

namespace gputco::io {

namespace {

unsigned hex4(const QByteArray& s, qsizetype at) {
    unsigned v = 0;
    for (qsizetype k = at; k < at + 4 && k < s.size(); ++k) {
        const char c = s[k];
        v = v * 16 + static_cast<unsigned>(c >= 'a' ? c - 'a' + 10 : c >= 'A' ? c - 'A' + 10 : c - '0');
    }
    return v;
}

// The string starting at the quote at `i`, decoded as the parser decodes it (so that "a" and
// "\u0061" are the same key); `i` ends just past the closing quote.
std::string readString(const QByteArray& s, qsizetype& i) {
    std::string out;
    ++i;
    while (i < s.size() && s[i] != '"') {
        if (s[i] != '\\') {
            out += s[i++];
            continue;
        }
        const char e = i + 1 < s.size() ? s[i + 1] : '\0';
        i += 2;
        switch (e) {
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
            case 'u': {
                unsigned code = hex4(s, i);
                i += 4;
                // A surrogate pair is one character.
                if (code >= 0xD800 && code < 0xDC00 && i + 5 < s.size() && s[i] == '\\' && s[i + 1] == 'u') {
                    const unsigned low = hex4(s, i + 2);
                    if (low >= 0xDC00 && low < 0xE000) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                        i += 6;
                    }
                }
                appendUtf8(out, code);
                break;
            }
            default:
                out += e;  // \" \\ \/
        }
    }
    ++i;
    return out;
}

struct Container {
    bool object = false;
    std::string path;
    std::set<std::string> keys;  // objects: the keys seen
    std::string key;             // objects: the key whose value comes next
    long index = -1;             // arrays: the index of the value that comes next
};

std::string childPath(const Container& c) {
    if (c.object) return c.path.empty() ? c.key : c.path + "." + c.key;
    return c.path + "[" + std::to_string(c.index) + "]";
}

}  // namespace

DuplicateKey findDuplicateKey(const QByteArray& json) {
    std::vector<Container> stack;
    bool expectKey = false;
    for (qsizetype i = 0; i < json.size();) {
        const char c = json[i];
        if (c == '{' || c == '[') {
            Container next;
            next.object = c == '{';
            if (!stack.empty()) {
                Container& parent = stack.back();
                if (!parent.object) ++parent.index;
                next.path = childPath(parent);
            }
            stack.push_back(std::move(next));
            expectKey = c == '{';
            ++i;
        } else if (c == '}' || c == ']') {
            stack.pop_back();
            expectKey = false;
            ++i;
        } else if (c == ',') {
            expectKey = !stack.empty() && stack.back().object;
            ++i;
        } else if (c == '"') {
            const qsizetype start = i;
            std::string text = readString(json, i);
            if (expectKey && !stack.empty()) {
                Container& object = stack.back();
                object.key = text;
                if (!object.keys.insert(text).second) return {childPath(object), start};
                expectKey = false;
            } else if (!stack.empty() && !stack.back().object) {
                ++stack.back().index;
            }
        } else if (c == ':' || c == ' ' || c == '\n' || c == '\r' || c == '\t') {
            ++i;
        } else {
            // A number, true, false or null: one value.
            if (!stack.empty() && !stack.back().object) ++stack.back().index;
            while (i < json.size() && json[i] != ',' && json[i] != '}' && json[i] != ']' && json[i] != ' ' &&
                   json[i] != '\n' && json[i] != '\r' && json[i] != '\t')
                ++i;
        }
    }
    return {};
}

}  // namespace gputco::io
