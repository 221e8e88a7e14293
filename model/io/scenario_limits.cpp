#include "model/io/scenario_limits.h"

#include <QJsonArray>
#include <QJsonValue>

namespace gputco::io {

namespace {

std::string tooMany(const std::string& path, qsizetype count, qsizetype limit) {
    return path + ": " + std::to_string(count) + " entries, at most " + std::to_string(limit) + " allowed";
}

// The size of a member that is a collection; 0 when absent or of another type (the reader
// reports wrong types itself).
qsizetype sizeOf(const QJsonObject& object, const char* key) {
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isArray()) return value.toArray().size();
    if (value.isObject()) return value.toObject().size();
    return 0;
}

QJsonObject childObject(const QJsonObject& object, const char* key) {
    return object.value(QLatin1String(key)).toObject();
}

struct Limit {
    const char* path;
    qsizetype count;
    qsizetype max;
};

// Depth-first over every string, member name included; stops at the first one too long.
std::string longText(const QJsonValue& value, const std::string& path) {
    if (value.isString() && value.toString().size() > ScenarioLimits::kTextChars)
        return path + ": a text of " + std::to_string(value.toString().size()) + " characters, at most " +
               std::to_string(ScenarioLimits::kTextChars) + " allowed";
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            if (std::string e = longText(array.at(i), path + "[" + std::to_string(i) + "]"); !e.empty())
                return e;
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const std::string at = (path.empty() ? "" : path + ".") + it.key().left(64).toStdString();
            if (it.key().size() > ScenarioLimits::kTextChars) return at + ": a member name too long";
            if (std::string e = longText(it.value(), at); !e.empty()) return e;
        }
    }
    return {};
}

}  // namespace

std::string checkScenarioLimits(const QJsonObject& root) {
    const QJsonObject demand = childObject(root, "demand");
    const QJsonObject jobs = childObject(demand, "jobs");
    const Limit limits[] = {
        {"options", sizeOf(root, "options"), ScenarioLimits::kOptions},
        {"gpus", sizeOf(root, "gpus"), ScenarioLimits::kGpus},
        {"tariffs", sizeOf(root, "tariffs"), ScenarioLimits::kTariffs},
        {"fx", sizeOf(root, "fx"), ScenarioLimits::kCurrencies},
        {"demand.weekly_profile", sizeOf(demand, "weekly_profile"), ScenarioLimits::kProfileHours},
        {"demand.jobs.training", sizeOf(jobs, "training"), ScenarioLimits::kJobs},
        {"demand.jobs.inference", sizeOf(jobs, "inference"), ScenarioLimits::kJobs},
        {"uncertainty.inputs", sizeOf(childObject(root, "uncertainty"), "inputs"),
         ScenarioLimits::kUncertainInputs},
        {"uncertainty.correlations", sizeOf(childObject(root, "uncertainty"), "correlations"),
         ScenarioLimits::kCorrelations},
    };
    for (const Limit& l : limits)
        if (l.count > l.max) return tooMany(l.path, l.count, l.max);
    const QJsonArray options = root.value(QLatin1String("options")).toArray();
    for (qsizetype i = 0; i < options.size(); ++i) {
        const qsizetype sources = sizeOf(options.at(i).toObject(), "sources");
        if (sources > ScenarioLimits::kSourcesPerOption)
            return tooMany("options[" + std::to_string(i) + "].sources", sources,
                           ScenarioLimits::kSourcesPerOption);
    }
    return longText(root, "");
}

}  // namespace gputco::io
