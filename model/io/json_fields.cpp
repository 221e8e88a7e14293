#include "model/io/json_fields.h"

#include <QJsonDocument>
#include <charconv>
#include <cmath>
#include <limits>

namespace gputco::io::detail {

std::string member(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
}

std::string element(const std::string& path, std::size_t index) {
    return path + "[" + std::to_string(index) + "]";
}

std::string formatNumber(double value) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string typeName(const QJsonValue& value) {
    switch (value.type()) {
        case QJsonValue::Null:
            return "null";
        case QJsonValue::Bool:
            return "bool";
        case QJsonValue::Double:
            return "number";
        case QJsonValue::String:
            return "string";
        case QJsonValue::Array:
            return "array";
        case QJsonValue::Object:
            return "object";
        case QJsonValue::Undefined:
            break;
    }
    return "nothing";
}

void JsonFields::report(const std::string& path, std::string message) {
    problems_.push_back(scenario::Problem{path, std::move(message), scenario::Rule::Other, {}, {}});
}

bool JsonFields::isUnder(const std::string& path, const std::string& prefix) const {
    if (path.size() < prefix.size() || path.compare(0, prefix.size(), prefix) != 0) return false;
    return path.size() == prefix.size() || path[prefix.size()] == '.' || path[prefix.size()] == '[';
}

bool JsonFields::isBroken(const std::string& path) const {
    for (const std::string& prefix : broken_)
        if (isUnder(path, prefix)) return true;
    return false;
}

void JsonFields::collectUnknown(const QJsonValue& value, const std::string& path,
                                std::map<std::string, std::string>& out) {
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            collectUnknown(array.at(i), element(path, static_cast<std::size_t>(i)), out);
        return;
    }
    if (!value.isObject()) return;
    const QJsonObject object = value.toObject();
    QJsonObject unknown;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string at = member(path, it.key().toStdString());
        if (!object.contains(it.key())) {
            report(at, "the name starts with an invisible byte-order mark (U+FEFF): delete that character");
            continue;
        }
        if (known_.count(at) != 0)
            collectUnknown(it.value(), at, out);
        else
            unknown.insert(it.key(), it.value());
    }
    if (!unknown.isEmpty()) out[path] = QJsonDocument(unknown).toJson(QJsonDocument::Compact).toStdString();
}

void JsonFields::wrongType(const std::string& path, const char* expected, const QJsonValue& got) {
    report(path, std::string("must be ") + expected + ", got " + typeName(got));
}

std::optional<QJsonValue> JsonFields::present(const QJsonObject& object, const std::string& path,
                                              const char* key, Need need) {
    markKnown(member(path, key));
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) {
        if (need == Need::Required) report(member(path, key), "required");
        return std::nullopt;
    }
    return value;
}

bool JsonFields::numberValue(const QJsonValue& value, const std::string& path, double& out) {
    markKnown(path);
    if (!value.isDouble()) {
        wrongType(path, "a number", value);
        return false;
    }
    out = value.toDouble();
    return true;
}

bool JsonFields::number(const QJsonObject& object, const std::string& path, const char* key, double& out,
                        Need need) {
    const auto value = present(object, path, key, need);
    return value && numberValue(*value, member(path, key), out);
}

bool JsonFields::integer(const QJsonObject& object, const std::string& path, const char* key, int& out,
                         Need need) {
    double number = 0;
    if (!this->number(object, path, key, number, need)) return false;
    if (number != std::floor(number) || std::fabs(number) > std::numeric_limits<int>::max()) {
        report(member(path, key), "must be a whole number, got " + formatNumber(number));
        return false;
    }
    out = static_cast<int>(number);
    return true;
}

bool JsonFields::unsignedInteger(const QJsonObject& object, const std::string& path, const char* key,
                                 std::uint64_t& out, Need need) {
    const auto value = present(object, path, key, need);
    if (!value) return false;
    if (!value->isDouble()) {
        wrongType(member(path, key), "a number", *value);
        return false;
    }
    // toInteger keeps all 64 bits of an integer literal, which toDouble would round.
    constexpr qint64 kNotWhole = std::numeric_limits<qint64>::min();
    const qint64 whole = value->toInteger(kNotWhole);
    if (whole == kNotWhole || whole < 0) {
        report(member(path, key), "must be a whole number >= 0, got " + formatNumber(value->toDouble()));
        return false;
    }
    out = static_cast<std::uint64_t>(whole);
    return true;
}

bool JsonFields::string(const QJsonObject& object, const std::string& path, const char* key, std::string& out,
                        Need need) {
    const auto value = present(object, path, key, need);
    if (!value) return false;
    if (!value->isString()) {
        wrongType(member(path, key), "a string", *value);
        return false;
    }
    out = value->toString().toStdString();
    return true;
}

bool JsonFields::boolean(const QJsonObject& object, const std::string& path, const char* key, bool& out,
                         Need need) {
    const auto value = present(object, path, key, need);
    if (!value) return false;
    if (!value->isBool()) {
        wrongType(member(path, key), "true or false", *value);
        return false;
    }
    out = value->toBool();
    return true;
}

std::optional<QJsonObject> JsonFields::objectValue(const QJsonValue& value, const std::string& path) {
    markKnown(path);
    if (!value.isObject()) {
        wrongType(path, "an object", value);
        return std::nullopt;
    }
    return value.toObject();
}

std::optional<QJsonObject> JsonFields::object(const QJsonObject& object, const std::string& path,
                                              const char* key, Need need) {
    const auto value = present(object, path, key, need);
    if (!value) return std::nullopt;
    return objectValue(*value, member(path, key));
}

std::optional<QJsonArray> JsonFields::array(const QJsonObject& object, const std::string& path,
                                            const char* key, Need need) {
    const auto value = present(object, path, key, need);
    if (!value) return std::nullopt;
    if (!value->isArray()) {
        wrongType(member(path, key), "a list", *value);
        return std::nullopt;
    }
    return value->toArray();
}

std::optional<std::size_t> JsonFields::choice(const QJsonObject& object, const std::string& path,
                                              const char* key, std::initializer_list<const char*> names,
                                              Need need) {
    std::string text;
    if (!string(object, path, key, text, need)) return std::nullopt;
    std::size_t index = 0;
    std::string expected;
    for (const char* name : names) {
        if (text == name) return index;
        expected += (index++ == 0 ? "" : ", ") + std::string(name);
    }
    report(member(path, key),
           "unknown " + std::string(key) + " \"" + text + "\" (expected one of " + expected + ")");
    return std::nullopt;
}

}  // namespace gputco::io::detail
