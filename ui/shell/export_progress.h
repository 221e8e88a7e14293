// The export's progress in the status bar (ui/shell/export_job.h): what it does, how far, and
// its Cancel while cancelling is still possible. Nothing modal: the window stays usable while
// the risk pages are computed.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace gputco::ui {

class DocumentActions;

class ExportProgress : public QWidget {
    Q_OBJECT
public:
    ExportProgress(DocumentActions* actions, QWidget* parent);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showProgress(int percent, const QString& what, bool cancellable);
    void retranslate();

    QLabel* label_;
    QProgressBar* bar_;
    QToolButton* cancel_;
};

}  // namespace gputco::ui
