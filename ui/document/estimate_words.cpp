#include "ui/document/estimate_words.h"

#include <QCoreApplication>
#include <QStringList>

#include "model/io/display_text.h"
#include "model/scenario/provenance_lookup.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

QString estimateWords() {
    return QCoreApplication::translate("gputco::ui::Estimate", "User's estimate, not a catalog price");
}

QString estimateExplanation() {
    return QCoreApplication::translate("gputco::ui::Estimate",
                                       "No dated quote or catalog price backs this value: replace it with a "
                                       "quote when you have one");
}

QColor estimateColor() {
    return QColor(0x92, 0x40, 0x0e);
}

QStringList optionsOnEstimatesNames(const sc::Scenario& s) {
    QStringList names;
    for (const std::size_t o : sc::optionsOnEstimates(s)) names << io::shownText(s.options[o].name);
    return names;
}

}  // namespace gputco::ui
