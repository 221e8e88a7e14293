// Limits against hostile files (issue #4; docs/file-format.md, Limits). A real scenario holds
// a handful of options and a few kilobytes of text; a file far past these limits is refused
// whole, with the collection and both counts named, before the reader builds anything from it.
#pragma once

#include <QJsonObject>
#include <string>

namespace gputco::io {

struct ScenarioLimits {
    static constexpr qsizetype kOptions = 64;
    static constexpr qsizetype kSourcesPerOption = 32;
    static constexpr qsizetype kGpus = 128;
    static constexpr qsizetype kTariffs = 128;
    static constexpr qsizetype kCurrencies = 256;     // fx: ISO 4217 has fewer active codes
    static constexpr qsizetype kProfileHours = 1000;  // demand.weekly_profile (168 is a validation rule)
    static constexpr qsizetype kJobs = 1000;          // demand.jobs.training and .inference each
    static constexpr qsizetype kUncertainInputs = 1000;
    // uncertainty.correlations: at most 100 correlated inputs, whose matrix validation
    // decomposes on every edit (a few milliseconds at that size); @RISK's matrices are smaller.
    static constexpr qsizetype kCorrelations = 50;
    static constexpr qsizetype kTextChars = 1 << 20;  // any one string (notes included)
};

// Empty when `root` is within every limit, else "options: 5000 entries, at most 64 allowed".
std::string checkScenarioLimits(const QJsonObject& root);

}  // namespace gputco::io
