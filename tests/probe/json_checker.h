#pragma once
// A strict little JSON reader for the tests: says whether a text is exactly one valid JSON
// document and gives its values, so the tests need neither Qt nor Python.

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gputco::probe::testing {

struct JsonValue {
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0;
    std::string text;
    std::vector<JsonValue> items;
    std::map<std::string, JsonValue> members;

    bool isNull() const { return type == Type::Null; }
    bool isNumber() const { return type == Type::Number; }
    bool isString() const { return type == Type::String; }
    bool isObject() const { return type == Type::Object; }
    bool has(const std::string& key) const { return members.count(key) != 0; }
    // The member, or a null value when absent (tests then fail on the type check).
    const JsonValue& operator[](const std::string& key) const;
};

struct JsonParse {
    std::optional<JsonValue> value;
    std::string error;  // with the byte offset
};

JsonParse parseJson(const std::string& text);

}  // namespace gputco::probe::testing
