#include "ui/shell/export_progress.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

#include "ui/shell/document_actions.h"

namespace gputco::ui {

ExportProgress::ExportProgress(DocumentActions* actions, QWidget* parent)
    : QWidget(parent),
      label_(new QLabel(this)),
      bar_(new QProgressBar(this)),
      cancel_(new QToolButton(this)) {
    setObjectName(QStringLiteral("ExportProgress"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    bar_->setRange(0, 100);
    bar_->setMaximumWidth(160);
    row->addWidget(label_);
    row->addWidget(bar_);
    row->addWidget(cancel_);
    hide();
    connect(cancel_, &QToolButton::clicked, actions, &DocumentActions::cancelExport);
    connect(actions, &DocumentActions::exportProgress, this, &ExportProgress::showProgress);
    connect(actions, &DocumentActions::exportFinished, this, &QWidget::hide);
    retranslate();
}

void ExportProgress::showProgress(int percent, const QString& what, bool cancellable) {
    label_->setText(what);
    bar_->setValue(percent);
    cancel_->setEnabled(cancellable);
    show();
}

void ExportProgress::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void ExportProgress::retranslate() {
    cancel_->setText(tr("Cancel"));
    cancel_->setToolTip(tr("Stop the export: no report is written"));
}

}  // namespace gputco::ui
