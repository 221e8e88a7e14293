#include "ui/shell/scenario_header.h"

#include <QDir>
#include <QVBoxLayout>

#include "model/io/display_text.h"
#include "ui/document/scenario_document.h"
#include "ui/shell/elided_label.h"

namespace gputco::ui {

ScenarioHeader::ScenarioHeader(QWidget* parent)
    : QWidget(parent), title_(new ElidedLabel(this)), subtitle_(new ElidedLabel(this)) {
    title_->setObjectName(QStringLiteral("ScenarioTitle"));
    subtitle_->setObjectName(QStringLiteral("ScenarioSubtitle"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(title_);
    layout->addWidget(subtitle_);
}

QString ScenarioHeader::line() const {
    return subtitle_->text();
}

void ScenarioHeader::render(const ScenarioDocument& document, bool open, const QString& readOnlyLabel) {
    if (!open) {
        window()->setWindowTitle(QStringLiteral("gputco"));
        title_->setFullText(tr("GPU cluster total cost of ownership"));
        subtitle_->setFullText(tr("No scenario open"));
        return;
    }
    const scenario::Scenario& s = document.scenario();
    const QString name = document.displayName();
    // [*] is where Qt shows the modified marker.
    window()->setWindowTitle(readOnlyLabel.isEmpty()
                                 ? tr("%1[*] — gputco").arg(name)
                                 : tr("%1 (%2, read-only)[*] — gputco").arg(name, readOnlyLabel));
    window()->setWindowModified(document.isModified());
    title_->setFullText(name);
    const QString file = !readOnlyLabel.isEmpty() ? tr("%1, read-only").arg(readOnlyLabel)
                         : document.filePath().isEmpty()
                             ? tr("not saved yet")
                             : io::neutraliseBidi(QDir::toNativeSeparators(document.filePath()));
    // The title bar's "*" is all a window without a frame (or a full-screen one) would show.
    const QString state = document.isModified() && readOnlyLabel.isEmpty() && !document.filePath().isEmpty()
                              ? tr("%1 (unsaved changes)").arg(file)
                              : file;
    // Worded so that no plural form is needed in English: "options: 1", "1-year horizon".
    subtitle_->setFullText(tr("%1  ·  options: %2  ·  %3-year horizon  ·  currency %4")
                               .arg(state)
                               .arg(s.options.size())
                               .arg(s.horizonYears)
                               .arg(QString::fromStdString(s.currency)));
}

}  // namespace gputco::ui
