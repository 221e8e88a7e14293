#include "ui/pages/kpi_card.h"

#include <QMouseEvent>

#include <QEvent>
#include <QLabel>
#include <QStyle>
#include <QVBoxLayout>

namespace gputco::ui {

KpiCard::KpiCard(QWidget* parent)
    : QFrame(parent), caption_(new QLabel(this)), value_(new QLabel(this)), detail_(new QLabel(this)) {
    setObjectName(QStringLiteral("KpiCard"));
    caption_->setObjectName(QStringLiteral("KpiCaption"));
    value_->setObjectName(QStringLiteral("KpiValue"));
    detail_->setObjectName(QStringLiteral("KpiDetail"));
    for (QLabel* label : {caption_, value_, detail_}) {
        label->setTextFormat(Qt::PlainText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    detail_->setWordWrap(true);
    caption_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->setSpacing(4);
    layout->addWidget(caption_);
    layout->addWidget(value_);
    layout->addWidget(detail_);
    layout->addStretch(1);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMinimumWidth(180);
}

void KpiCard::setCaption(const QString& caption) {
    caption_->setText(caption);
}
void KpiCard::setValue(const QString& value) {
    value_->setText(value);
}
void KpiCard::setDetail(const QString& detail) {
    detail_->setText(detail);
    detail_->setToolTip(detail.toHtmlEscaped());  // the detail may be elided by the layout
}
void KpiCard::setWarning(bool warning) {
    warning_ = warning;
    setObjectName(warning ? QStringLiteral("WarningCard") : QStringLiteral("KpiCard"));
    caption_->setObjectName(warning ? QStringLiteral("WarningTitle") : QStringLiteral("KpiCaption"));
    value_->setObjectName(warning ? QStringLiteral("WarningHeadline") : QStringLiteral("KpiValue"));
    detail_->setObjectName(warning ? QStringLiteral("WarningText") : QStringLiteral("KpiDetail"));
    value_->setWordWrap(warning);
    if (warning) setMinimumWidth(0);
    // Sizes come from the style sheet, which selects on these object names: re-apply it.
    for (QWidget* w : std::initializer_list<QWidget*>{this, caption_, value_, detail_}) {
        style()->unpolish(w);
        style()->polish(w);
    }
}

QString KpiCard::caption() const {
    return caption_->text();
}
QString KpiCard::value() const {
    return value_->text();
}
QString KpiCard::detail() const {
    return detail_->text();
}

void KpiCard::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint())) emit activated();
    QFrame::mouseReleaseEvent(event);
}

}  // namespace gputco::ui
