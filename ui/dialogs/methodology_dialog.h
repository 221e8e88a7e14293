// Help > Methodology: the methodology (docs/methodology.md, the report's appendix) inside the
// app, its sections listed beside it. An explanation says which section defines its figure;
// without this, reading that section meant exporting a report.
#pragma once

#include <QDialog>
#include <QStringList>

#include <vector>

#include "ui/document/language.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace gputco::ui {

class MethodologyDialog : public QDialog {
    Q_OBJECT
public:
    explicit MethodologyDialog(QWidget* parent = nullptr);

    // The window's one methodology dialog (made on first use), shown and raised, at the section
    // headed `heading` (English, as docs/methodology.md has it) when one is.
    static MethodologyDialog* open(QWidget* near, const QString& heading = {});

    // The headings of the sections and subsections, in order, as shown (in the app's language).
    QStringList sections() const { return headings_; }
    // Scrolls to the section headed `heading` (English, or as shown); false, and nothing moves,
    // when none is.
    bool showSection(const QString& heading);
    // The heading of the section at the top of the view.
    QString currentSection() const;
    QTextBrowser* browser() const { return text_; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void load();  // the current language's text, its headings listed
    void findNext();
    void scrollToBlock(int blockNumber);
    void applyAnchor();

    QLabel* note_;
    QLineEdit* find_;
    QListWidget* toc_;
    QTextBrowser* text_;
    QStringList headings_;
    std::vector<int> blocks_;  // the block number of each heading
    int anchorBlock_ = -1;     // the heading kept at the top until the reader scrolls
    UiLanguage language_ = UiLanguage::English;
};

}  // namespace gputco::ui
