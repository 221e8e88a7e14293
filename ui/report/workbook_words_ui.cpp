#include "ui/report/workbook_words_ui.h"

#include <QCoreApplication>

#include "ui/charts/category_label.h"
#include "ui/document/field_registry.h"

namespace gputco::ui::report {

std::string AppWorkbookText::word(io::workbook::Word w) const {
    return QCoreApplication::translate("gputco::Workbook", io::workbook::english(w)).toStdString();
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
    words.unit = label.unit == FieldUnit::Money ? scenario.currency : (words.percent ? "%" : "");
    words.source = provenance.source.toStdString();
    words.asOf = provenance.asOf.toStdString();
    return words;
}

}  // namespace gputco::ui::report
