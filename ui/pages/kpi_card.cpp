#include "ui/pages/kpi_card.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QStyle>
#include <QTextBoundaryFinder>
#include <QVBoxLayout>
#include <utility>

#include "ui/pages/fitting_label.h"

namespace gputco::ui {

namespace {

// A label wraps a sentence only where a line may break (at a space, between two Han
// characters): a longer run without such a place, as a name of 200 characters without a space,
// would run past the card's edge. Such a run is elided in the middle to this many characters;
// the comparison table and the Options page show the whole name.
constexpr qsizetype kLongestRun = 40;

QString breakable(const QString& text) {
    if (text.size() <= kLongestRun) return text;
    QTextBoundaryFinder lines(QTextBoundaryFinder::Line, text);
    QString shown;
    for (qsizetype start = 0; start < text.size();) {
        qsizetype end = lines.toNextBoundary();
        if (end < 0) end = text.size();
        const QString run = text.mid(start, end - start);
        if (run.size() <= kLongestRun) {
            shown += run;
        } else {
            qsizetype head = kLongestRun / 2;
            qsizetype tail = kLongestRun - head - 1;
            if (run.at(head - 1).isHighSurrogate()) --head;  // never half a character
            if (run.at(run.size() - tail).isLowSurrogate()) --tail;
            shown += run.left(head) + QChar(0x2026) + run.right(tail);
        }
        start = end;
    }
    return shown;
}

}  // namespace

KpiCard::KpiCard(QWidget* parent)
    : QFrame(parent), caption_(new QLabel(this)), value_(new FittingLabel(this)), detail_(new QLabel(this)) {
    setObjectName(QStringLiteral("KpiCard"));
    caption_->setObjectName(QStringLiteral("KpiCaption"));
    value_->setObjectName(QStringLiteral("KpiValue"));
    detail_->setObjectName(QStringLiteral("KpiDetail"));
    // The whole card is one button: a click on its number reaches the card (a selectable
    // label would take it), and the card takes focus for Enter and Space.
    for (QLabel* label : std::initializer_list<QLabel*>{caption_, value_, detail_}) {
        label->setTextFormat(Qt::PlainText);
        label->setAttribute(Qt::WA_TransparentForMouseEvents);
    }
    setFocusPolicy(Qt::StrongFocus);
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
    setMinimumWidth(kMinimumWidth);
}

void KpiCard::setCaption(const QString& caption) {
    caption_->setText(caption);
}
void KpiCard::setValue(const QString& value) {
    value_->setText(breakable(value));
}
void KpiCard::setDetail(const QString& detail) {
    detail_->setText(breakable(detail));
    detail_->setToolTip(detail.toHtmlEscaped());  // the detail may be elided by the layout
}
void KpiCard::setKind(Kind kind) {
    if (kind == kind_ && !objectName().isEmpty()) return;
    kind_ = kind;
    const QString prefix = kind == Kind::Warning ? QStringLiteral("Warning")
                           : kind == Kind::Note  ? QStringLiteral("Note")
                                                 : QString();
    const bool sentence = kind != Kind::Figure;
    setObjectName(sentence ? prefix + QStringLiteral("Card") : QStringLiteral("KpiCard"));
    caption_->setObjectName(sentence ? prefix + QStringLiteral("Title") : QStringLiteral("KpiCaption"));
    value_->setObjectName(sentence ? prefix + QStringLiteral("Headline") : QStringLiteral("KpiValue"));
    detail_->setObjectName(sentence ? prefix + QStringLiteral("Text") : QStringLiteral("KpiDetail"));
    value_->setWordWrap(sentence);
    value_->setFitting(!sentence);  // a warning's or note's headline is a sentence: it wraps
    if (sentence) setMinimumWidth(0);
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

void KpiCard::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) {
        emit activated();
        return;
    }
    QFrame::keyPressEvent(event);
}

void KpiCard::mousePressEvent(QMouseEvent* event) {
    secondClick_ = false;
    QFrame::mousePressEvent(event);
}

void KpiCard::mouseDoubleClickEvent(QMouseEvent* event) {
    QFrame::mouseDoubleClickEvent(event);  // QWidget's calls mousePressEvent(), which clears the flag
    secondClick_ = true;
}

void KpiCard::mouseReleaseEvent(QMouseEvent* event) {
    const bool second = std::exchange(secondClick_, false);
    if (event->button() == Qt::LeftButton && !second && rect().contains(event->position().toPoint()))
        emit activated();
    QFrame::mouseReleaseEvent(event);
}

}  // namespace gputco::ui
