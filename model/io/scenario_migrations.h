// Older scenario formats load through explicit steps, one per version (DESIGN.md, Files):
// step k turns a version k document into a version k+1 document, and nothing else ever
// reads an old layout. Every step is tested with a hand-made file of its version.
#pragma once

#include <QJsonObject>
#include <string>
#include <vector>

namespace gputco::io {

struct MigrationStep {
    int fromVersion;
    const char* summary;  // what changed, for the user ("horizon_months became horizon_years")
    // Returns an empty string on success, else why the document cannot be migrated.
    std::string (*apply)(QJsonObject& root);
};

const std::vector<MigrationStep>& migrationSteps();

struct MigrationOutcome {
    std::vector<std::string> applied;  // "version 0 -> 1: ..." per step, in order
    std::string error;
};

// Runs every step from `fromVersion` up to the current version; sets "version" as it goes.
MigrationOutcome migrateToCurrent(QJsonObject& root, int fromVersion);

}  // namespace gputco::io
