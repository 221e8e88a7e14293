#include "model/io/scenario_migrations.h"

#include <cmath>

#include "model/scenario/scenario.h"

namespace gputco::io {

namespace {

// Version 0 was the pre-release draft: the horizon in months, and the discount rate and
// baseline at the top level. Version 1 (MODEL.md section 9) counts whole years and groups
// them under "finance".
std::string version0To1(QJsonObject& root) {
    const QJsonValue months = root.take(QLatin1String("horizon_months"));
    if (!months.isUndefined()) {
        const double m = months.toDouble(-1);
        if (!months.isDouble() || m < 12 || std::fmod(m, 12.0) != 0)
            return "horizon_months must be a whole number of years (12, 24, ...) to become horizon_years";
        // Inserted as a number, not cast to int: a hostile 1e300 months would overflow the cast,
        // and the reader's own range checks then word any out-of-range horizon.
        if (!root.contains(QLatin1String("horizon_years")))
            root.insert(QLatin1String("horizon_years"), m / 12);
    }
    QJsonObject finance = root.value(QLatin1String("finance")).toObject();
    for (const char* key : {"discount_rate", "baseline"}) {
        const QJsonValue value = root.take(QLatin1String(key));
        if (!value.isUndefined() && !finance.contains(QLatin1String(key)))
            finance.insert(QLatin1String(key), value);
    }
    if (!finance.isEmpty()) root.insert(QLatin1String("finance"), finance);
    return {};
}

}  // namespace

const std::vector<MigrationStep>& migrationSteps() {
    static const std::vector<MigrationStep> steps = {
        {0, "horizon_months became horizon_years; discount_rate and baseline moved under finance",
         version0To1},
    };
    return steps;
}

MigrationOutcome migrateToCurrent(QJsonObject& root, int fromVersion) {
    MigrationOutcome outcome;
    for (int version = fromVersion; version < scenario::kFormatVersion; ++version) {
        const MigrationStep* step = nullptr;
        for (const MigrationStep& s : migrationSteps())
            if (s.fromVersion == version) step = &s;
        if (step == nullptr) {
            outcome.error = "no migration from version " + std::to_string(version);
            return outcome;
        }
        if (std::string error = step->apply(root); !error.empty()) {
            outcome.error =
                "version " + std::to_string(version) + " -> " + std::to_string(version + 1) + ": " + error;
            return outcome;
        }
        root.insert(QLatin1String("version"), version + 1);
        outcome.applied.push_back("version " + std::to_string(version) + " -> " +
                                  std::to_string(version + 1) + ": " + step->summary);
    }
    return outcome;
}

}  // namespace gputco::io
