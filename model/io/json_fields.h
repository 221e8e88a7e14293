// Internal to the scenario reader: typed access to JSON members, each bad or missing member
// recorded as a Problem at its field path ("options[0].sources[1].nodes: must be a number,
// got string") instead of an exception, so one read reports every problem of a file.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model/scenario/validation.h"

namespace gputco::io::detail {

enum class Need { Optional, Required };

std::string member(const std::string& path, const std::string& key);
std::string element(const std::string& path, std::size_t index);
std::string typeName(const QJsonValue& value);
std::string formatNumber(double value);  // shortest text that reads back the same

class JsonFields {
public:
    explicit JsonFields(std::vector<scenario::Problem>& problems) : problems_(problems) {}

    void report(const std::string& path, std::string message);

    // A part of the document that could not be read into the Scenario (an unknown source
    // kind, an element that is not an object): what validate() later says under it would be
    // about a placeholder, not about the file, so the reader drops it.
    void markBroken(const std::string& path) { broken_.insert(path); }
    bool isUnder(const std::string& path, const std::string& prefix) const;
    bool isBroken(const std::string& path) const;

    // Every field path the reader asked for, present or not; what the file holds beyond
    // them is unknown to this build and kept (Scenario::unknownFields).
    void markKnown(const std::string& path) { known_.insert(path); }
    // A key that starts with an invisible byte-order mark (U+FEFF) is reported instead: Qt hands
    // such a key out without the mark but looks it up with it, so "\uFEFFtax" would pass for
    // "tax" here while the reader never saw it there (a fuzzer found it lost on saving).
    void collectUnknown(const QJsonValue& value, const std::string& path,
                        std::map<std::string, std::string>& out);

    // Each reads object[key] into `out` when it is present and well typed, and returns
    // whether it did. JSON null counts as absent, so a writer may spell "default" as null.
    // Absent and Need::Required reports "required"; a wrong type reports both types.
    bool number(const QJsonObject& object, const std::string& path, const char* key, double& out,
                Need need = Need::Optional);
    bool integer(const QJsonObject& object, const std::string& path, const char* key, int& out,
                 Need need = Need::Optional);
    bool unsignedInteger(const QJsonObject& object, const std::string& path, const char* key,
                         std::uint64_t& out, Need need = Need::Optional);
    bool string(const QJsonObject& object, const std::string& path, const char* key, std::string& out,
                Need need = Need::Optional);
    bool boolean(const QJsonObject& object, const std::string& path, const char* key, bool& out,
                 Need need = Need::Optional);
    std::optional<QJsonObject> object(const QJsonObject& object, const std::string& path, const char* key,
                                      Need need = Need::Optional);
    std::optional<QJsonArray> array(const QJsonObject& object, const std::string& path, const char* key,
                                    Need need = Need::Optional);

    // The same for a value already in hand (an array element, a map entry).
    bool numberValue(const QJsonValue& value, const std::string& path, double& out);
    std::optional<QJsonObject> objectValue(const QJsonValue& value, const std::string& path);

    // A string member that must be one of `names`; returns the index of the match.
    std::optional<std::size_t> choice(const QJsonObject& object, const std::string& path, const char* key,
                                      std::initializer_list<const char*> names, Need need = Need::Optional);

private:
    // The member when present and not null; reports "required" when absent and required.
    std::optional<QJsonValue> present(const QJsonObject& object, const std::string& path, const char* key,
                                      Need need);
    void wrongType(const std::string& path, const char* expected, const QJsonValue& got);

    std::vector<scenario::Problem>& problems_;
    std::set<std::string> broken_;
    std::set<std::string> known_;
};

}  // namespace gputco::io::detail
