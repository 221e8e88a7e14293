// Every question the app asks the user goes through here (after KeePassXC's MessageBox
// seam): a test queues the answer with setNextAnswer() and no dialog ever blocks it.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <deque>
#include <functional>
#include <optional>
#include <vector>

class QDialog;
class QDialogButtonBox;
class QWidget;

namespace gputco::ui {

enum class Answer {
    Save,
    Discard,
    Cancel,
    Overwrite,
    Restore,
    Ignore,
    Rebuild,
    Retry,
    Ok,
    CancelExport,
    KeepExporting,
    OpenNewer
};

// The last question asked, as a test sees it: what was offered and which answer was the
// default (the first).
struct Question {
    QString title;
    QString text;
    std::vector<Answer> answers;
};

class Prompts {
    Q_DECLARE_TR_FUNCTIONS(Prompts)

public:
    // Shows a question with the given answers (the first is the default) and returns the one
    // chosen; Cancel when the dialog is closed. A queued answer is returned at once instead.
    static Answer ask(QWidget* parent, const QString& title, const QString& text,
                      std::initializer_list<Answer> answers);
    // A file name for Save As / Open; empty when cancelled. A queued name is returned at once.
    // `filter` defaults to scenarios; a name typed without a suffix gets `suffix`.
    static QString saveFileName(QWidget* parent, const QString& title, const QString& start,
                                const QString& filter = {}, const QString& suffix = QStringLiteral("gputco"));
    static QString openFileName(QWidget* parent, const QString& title, const QString& start,
                                const QString& filter = {});
    // Runs a modal dialog (revisions, preferences, catalog, weekly profile) and returns its
    // result. A queued dialog action is run on it instead, with no event loop: the test
    // chooses in the dialog as a user would and returns Accepted or Rejected.
    static int exec(QDialog& dialog);
    // Names a button box's standard buttons (OK, Cancel, Close) in the app's language: Qt's own
    // translations are a separate package a machine may not have, and a Chinese dialog with
    // an English "Close" looks unfinished.
    static void nameButtons(QDialogButtonBox& buttons);

    static void setNextAnswer(Answer answer);
    static void setNextFileName(const QString& path);
    static void setNextDialog(std::function<int(QDialog&)> action);
    // How many questions were answered from the queue (tests check that one was asked).
    static int askedCount();
    // Tests: a question with no queued answer gets its default (the first answer) at once,
    // counted by unansweredCount(), instead of a dialog that would block the test forever.
    static void setUnattended(bool unattended);
    static int unansweredCount();
    static const Question& lastQuestion();

private:
    static QString label(Answer a);
    // A file name from the queue, or an empty one in unattended mode; nullopt: ask the user.
    static std::optional<QString> answeredFileName();
    static QString fileFilter(const QString& filter);  // scenarios when none is given
    static std::deque<Answer>& answers();
    static std::deque<QString>& fileNames();
    static std::deque<std::function<int(QDialog&)>>& dialogs();
};

}  // namespace gputco::ui
