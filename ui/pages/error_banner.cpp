#include "ui/pages/error_banner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace gputco::ui {

namespace {
// A broken file can hold hundreds of problems; the first ones tell the story.
constexpr int kMaxLines = 12;
// A line may quote the file (an unreadable file's message, a name): whatever the length of
// what it quotes, the banner lays out a few lines of it.
constexpr qsizetype kMaxLineChars = 600;

QString shortLine(const QString& line) {
    if (line.size() <= kMaxLineChars) return line;
    qsizetype cut = kMaxLineChars;
    if (line.at(cut - 1).isHighSurrogate()) --cut;  // never half a character
    return line.left(cut) + QStringLiteral("\u2026");
}

}  // namespace

ErrorBanner::ErrorBanner(QWidget* parent)
    : QFrame(parent), title_(new QLabel(this)), text_(new QLabel(this)), close_(new QToolButton(this)) {
    setObjectName(QStringLiteral("ErrorBanner"));
    title_->setObjectName(QStringLiteral("ErrorTitle"));
    text_->setObjectName(QStringLiteral("ErrorText"));
    close_->setObjectName(QStringLiteral("BannerClose"));
    title_->setTextFormat(Qt::PlainText);
    text_->setTextFormat(Qt::PlainText);
    title_->setWordWrap(true);
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    close_->setText(QStringLiteral("\u2715"));
    close_->setAutoRaise(true);
    connect(close_, &QToolButton::clicked, this, &ErrorBanner::dismiss);

    auto* texts = new QVBoxLayout;
    texts->setSpacing(4);
    texts->addWidget(title_);
    texts->addWidget(text_);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(14, 10, 10, 10);
    layout->addLayout(texts, 1);
    layout->addWidget(close_, 0, Qt::AlignTop);
    hide();
}

void ErrorBanner::showProblems(const QString& title, const QStringList& lines) {
    title_->setText(shortLine(title));
    QStringList shown = lines.mid(0, kMaxLines);
    if (lines.size() > kMaxLines) shown << tr("… and %1 more").arg(lines.size() - kMaxLines);
    for (QString& l : shown) l = QStringLiteral("\u2022 ") + shortLine(l);
    text_->setText(shown.join(QLatin1Char('\n')));
    text_->setVisible(!shown.isEmpty());
    close_->setToolTip(tr("Dismiss"));
    show();
}

void ErrorBanner::dismiss() {
    hide();
}

QString ErrorBanner::title() const {
    return title_->text();
}
QString ErrorBanner::text() const {
    return text_->text();
}

}  // namespace gputco::ui
