// An ordered JSON tree and its canonical text (issue #4, "Writing"): members in the order
// they were added, 2-space indent, numbers in the shortest form that reads back as the same
// double, so that a small edit of a scenario makes a small diff. QJsonObject cannot do this:
// it sorts keys and indents by four.
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace gputco::io {

class JsonTree {
public:
    enum class Kind { Null, Bool, Number, Integer, String, Array, Object };

    JsonTree() = default;
    static JsonTree object() { return JsonTree(Kind::Object); }
    static JsonTree array() { return JsonTree(Kind::Array); }
    JsonTree(double number) : kind_(Kind::Number), number_(number) {}            // NOLINT: a JSON value
    JsonTree(int number) : kind_(Kind::Integer), integer_(number) {}             // NOLINT
    JsonTree(std::uint64_t number) : kind_(Kind::Integer), integer_(number) {}   // NOLINT
    JsonTree(bool flag) : kind_(Kind::Bool), flag_(flag) {}                      // NOLINT
    JsonTree(std::string text) : kind_(Kind::String), text_(std::move(text)) {}  // NOLINT
    JsonTree(const char* text) : kind_(Kind::String), text_(text) {}             // NOLINT

    static JsonTree fromQt(const QJsonValue& value);

    // Object members keep their order; adding a key twice keeps the first.
    JsonTree& add(const std::string& key, JsonTree value);
    JsonTree& push(JsonTree value);
    bool has(const std::string& key) const;

    // Adds, at each object whose field path is a key of `unknown`, the members of that
    // JSON object text that the tree does not already hold (sorted by key).
    void mergeUnknown(const std::map<std::string, std::string>& unknown, const std::string& path = "");

    QByteArray text() const;  // canonical form, ending in a newline

private:
    explicit JsonTree(Kind kind) : kind_(kind) {}
    void write(QByteArray& out, int indent) const;
    bool isScalar() const { return kind_ != Kind::Array && kind_ != Kind::Object; }

    Kind kind_ = Kind::Null;
    double number_ = 0;
    std::uint64_t integer_ = 0;
    bool flag_ = false;
    std::string text_;
    std::vector<std::pair<std::string, JsonTree>> members_;
    std::vector<JsonTree> items_;
};

}  // namespace gputco::io
