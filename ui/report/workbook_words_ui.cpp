#include "ui/report/workbook_words_ui.h"

#include <QCoreApplication>

#include "model/scenario/provenance_lookup.h"
#include "ui/charts/category_label.h"
#include "ui/document/estimate_words.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/like_for_like_words.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

std::string AppWorkbookText::word(io::workbook::Word w) const {
    return QCoreApplication::translate("gputco::Workbook", io::workbook::english(w)).toStdString();
}

std::string AppWorkbookText::likeForLike(const engine::Result& result, std::size_t option) const {
    return likeForLikeSentences(result, option, uiLocale()).toStdString();
}

std::string AppWorkbookText::category(engine::Category c) const {
    return categoryLabel(c).toStdString();
}

io::workbook::InputWords AppWorkbookText::input(const scenario::Scenario& scenario,
                                                const std::string& path) const {
    const QString p = QString::fromStdString(path);
    const QString currency = QString::fromStdString(scenario.currency);
    const FieldLabel label = fieldLabel(p, currency);
    const ProvenanceWords provenance = provenanceWords(scenario, p);
    io::workbook::InputWords words;
    words.label = fieldTitle(scenario, p).toStdString();
    words.percent = label.unit == FieldUnit::Percent;
    // A percentage's cell format shows its "%" (0.00%): the unit column said it again, and
    // "12.00% %" read as a typo (issue #34).
    words.unit = label.unit == FieldUnit::Money ? scenario.currency : std::string();
    // A source and date belong to the fields a catalog row sets (its price, its GPUs); an
    // escalation or a facility is the user's own, whatever the row beside it says.
    const auto endsWith = [&](const std::string& tail) {
        return path.size() >= tail.size() && path.compare(path.size() - tail.size(), tail.size(), tail) == 0;
    };
    if (!scenario::catalogFieldKey(path).empty() || endsWith(".price_per_month") ||
        endsWith(".peak_price_per_kwh") || endsWith(".offpeak_price_per_kwh")) {
        words.source = provenance.source.toStdString();
        words.asOf = provenance.asOf.toStdString();
    }
    // A price the user estimated says so before its source (issue #33).
    if (scenario::isEstimatedPrice(scenario, path))
        words.source = (words.source.empty() ? estimateWords()
                                             : ReportText::tr("%1; %2").arg(
                                                   estimateWords(), QString::fromStdString(words.source)))
                           .toStdString();
    return words;
}

}  // namespace gputco::ui::report
