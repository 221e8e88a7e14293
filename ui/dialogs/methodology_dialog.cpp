#include "ui/dialogs/methodology_dialog.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include "ui/document/language.h"
#include "ui/document/methodology_text.h"

namespace gputco::ui {

MethodologyDialog::MethodologyDialog(QWidget* parent)
    : QDialog(parent),
      note_(new QLabel(this)),
      find_(new QLineEdit(this)),
      toc_(new QListWidget(this)),
      text_(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("MethodologyDialog"));
    auto* layout = new QVBoxLayout(this);
    note_->setWordWrap(true);
    note_->setStyleSheet(QStringLiteral("color: #475569;"));
    layout->addWidget(note_);
    find_->setClearButtonEnabled(true);
    connect(find_, &QLineEdit::returnPressed, this, &MethodologyDialog::findNext);
    connect(find_, &QLineEdit::textEdited, this, [this] { find_->setStyleSheet(QString()); });
    layout->addWidget(find_);

    text_->setOpenExternalLinks(true);
    text_->viewport()->installEventFilter(this);
    // The reader's own scrolling (wheel, bar) lets go of the section asked for.
    connect(text_->verticalScrollBar(), &QAbstractSlider::actionTriggered, this,
            [this] { anchorBlock_ = -1; });
    load();
    connect(toc_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < static_cast<int>(blocks_.size()))
            scrollToBlock(blocks_[static_cast<std::size_t>(row)]);
    });

    auto* splitter = new QSplitter(this);
    splitter->addWidget(toc_);
    splitter->addWidget(text_);
    splitter->setStretchFactor(1, 1);
    toc_->setWordWrap(true);  // "Worked example: yearly and monthly flows" in two lines
    toc_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    splitter->setSizes({280, 680});
    layout->addWidget(splitter, 1);
    resize(960, 680);
    retranslate();
}

void MethodologyDialog::load() {
    const int section = toc_->currentRow();
    language_ = currentLanguage();
    text_->document()->setMarkdown(methodologyMarkdown(language_));
    // The cursor from the top: left at the end, the view followed it there when first shown.
    text_->moveCursor(QTextCursor::Start);
    toc_->clear();
    headings_.clear();
    blocks_.clear();
    for (QTextBlock b = text_->document()->begin(); b.isValid(); b = b.next()) {
        const int level = b.blockFormat().headingLevel();
        if (level < 2 || level > 3) continue;  // level 1 is the document's title
        headings_ << b.text().trimmed();
        blocks_.push_back(b.blockNumber());
        auto* row =
            new QListWidgetItem((level == 3 ? QStringLiteral("    ") : QString()) + b.text().trimmed());
        if (level == 2) {
            QFont bold = row->font();
            bold.setBold(true);
            row->setFont(bold);
        }
        toc_->addItem(row);
    }
    // The same place in the other language: both texts have the same sections in order.
    if (section >= 0 && section < toc_->count()) toc_->setCurrentRow(section);
}

MethodologyDialog* MethodologyDialog::open(QWidget* near, const QString& heading) {
    QWidget* window = near ? near->window() : nullptr;
    // An explanation is a dialog of its own: the methodology belongs to the main window, so
    // that it outlives the explanation it was opened from.
    while (window && window->parentWidget()) window = window->parentWidget()->window();
    auto* dialog =
        window ? window->findChild<MethodologyDialog*>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
    if (!dialog) dialog = new MethodologyDialog(window);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    if (!heading.isEmpty()) dialog->showSection(heading);
    return dialog;
}

bool MethodologyDialog::showSection(const QString& heading) {
    // An explanation names the English heading; in Chinese, the heading at the same place.
    const QString shown =
        language_ == UiLanguage::English ? heading.trimmed() : methodologyHeading(heading, language_);
    qsizetype row = headings_.indexOf(shown);
    if (row < 0) row = headings_.indexOf(heading.trimmed());
    if (row < 0) return false;
    const QSignalBlocker quiet(toc_);
    toc_->setCurrentRow(static_cast<int>(row));
    scrollToBlock(blocks_[static_cast<std::size_t>(row)]);
    return true;
}

QString MethodologyDialog::currentSection() const {
    const int top = text_->verticalScrollBar()->value();
    QString current;
    for (std::size_t k = 0; k < blocks_.size(); ++k) {
        const QTextBlock b = text_->document()->findBlockByNumber(blocks_[k]);
        if (text_->document()->documentLayout()->blockBoundingRect(b).top() > top + 1) break;
        current = headings_[static_cast<qsizetype>(k)];
    }
    return current;
}

void MethodologyDialog::scrollToBlock(int blockNumber) {
    anchorBlock_ = blockNumber;
    applyAnchor();
}

void MethodologyDialog::applyAnchor() {
    // Hidden, the view has no size and the scroll bar no range: showEvent() comes back here,
    // and so does each resize of the view (a window being mapped is laid out at its final
    // size only after it is shown), until the reader scrolls.
    if (anchorBlock_ < 0 || !isVisible()) return;
    const QTextBlock b = text_->document()->findBlockByNumber(anchorBlock_);
    QScrollBar* bar = text_->verticalScrollBar();
    const QSignalBlocker quiet(bar);  // not the reader's scrolling
    text_->setTextCursor(QTextCursor(b));
    // The heading at the top of the view, not just somewhere in it.
    bar->setValue(static_cast<int>(text_->document()->documentLayout()->blockBoundingRect(b).top()));
}

bool MethodologyDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == text_->viewport() && event->type() == QEvent::Resize && anchorBlock_ >= 0)
        QTimer::singleShot(0, this, &MethodologyDialog::applyAnchor);
    return QDialog::eventFilter(watched, event);
}

void MethodologyDialog::findNext() {
    const QString what = find_->text();
    if (what.isEmpty()) return;
    anchorBlock_ = -1;  // the match is where the view goes now
    if (text_->find(what)) return;
    // From the top again, as an editor's search wraps round.
    text_->moveCursor(QTextCursor::Start);
    if (!text_->find(what)) find_->setStyleSheet(QStringLiteral("color: #b91c1c;"));  // no match
}

void MethodologyDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    QTimer::singleShot(0, this, &MethodologyDialog::applyAnchor);
}

void MethodologyDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void MethodologyDialog::retranslate() {
    if (currentLanguage() != language_) load();
    setWindowTitle(tr("Methodology — gputco"));
    note_->setText(tr("How every figure is computed. The report's appendix has the same text."));
    find_->setPlaceholderText(tr("Find in the methodology (Enter for the next match)"));
}

}  // namespace gputco::ui
