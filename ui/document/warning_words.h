// An engine warning (engine::Warning: a code and its named arguments) in the reader's words,
// English or Simplified Chinese, in one place: the Costs page's warning cards and the report's
// note say it from here. The engine's own English (Warning::message) is the result document's
// and the CLI's; nothing in the app reads it back.
#pragma once

#include <QLocale>
#include <QString>
#include <cstddef>

#include "model/engine/result.h"

namespace gputco::ui {

struct WarningWords {
    QString what;     // a few words for the folded cards' summary line: "unserved demand"
    QString caption;  // "Warning: unserved demand"
    QString value;    // the option and its figure: "GCP: 14,016 reference GPU-hours of demand are not served"
    QString detail;   // what it means for the comparison
    bool note = false;  // a note (not like for like: nothing is wrong, a line differs), not a warning
};

// The words of warning `w` of option `option` of `r`: the option's name, and for a commitment
// past the horizon the NPV saving under the other rule, come from `r`; the differences of an
// option not like for like from its check (like_for_like_words.h).
WarningWords warningWords(const engine::Result& r, std::size_t option, const engine::Warning& w,
                          const QLocale& locale);

// The sentence the report's summary notes a warning in, after "Note on <option>: ", for a
// warning it says nowhere else: a service the option's MIG slices cannot hold. Empty for the
// others, which the summary says in sentences of its own (report_summary.cpp).
QString warningNote(const engine::Warning& w, const QLocale& locale);

}  // namespace gputco::ui
