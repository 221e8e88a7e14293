#include "ui/dialogs/prompts.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>

namespace gputco::ui {

namespace {

int asked = 0;
int unanswered = 0;
bool unattendedMode = false;
Question last;

QMessageBox::ButtonRole role(Answer a) {
    switch (a) {
        case Answer::Cancel:
            return QMessageBox::RejectRole;
        case Answer::Discard:
        case Answer::Ignore:
        case Answer::CancelExport:
            return QMessageBox::DestructiveRole;
        default:
            return QMessageBox::AcceptRole;
    }
}

}  // namespace

void Prompts::nameButtons(QDialogButtonBox& buttons) {
    const std::pair<QDialogButtonBox::StandardButton, QString> names[] = {
        {QDialogButtonBox::Ok, label(Answer::Ok)},
        {QDialogButtonBox::Cancel, label(Answer::Cancel)},
        {QDialogButtonBox::Close, tr("Close")},
    };
    for (const auto& [which, text] : names)
        if (QPushButton* b = buttons.button(which); b && b->text() != text && !text.isEmpty()) {
            // A button the dialog named itself ("Use in scenario") keeps its name.
            static const QStringList qtDefaults = {QStringLiteral("OK"),     QStringLiteral("&OK"),
                                                   QStringLiteral("Cancel"), QStringLiteral("&Cancel"),
                                                   QStringLiteral("Close"),  QStringLiteral("&Close")};
            if (qtDefaults.contains(b->text())) b->setText(text);
        }
}

QString Prompts::label(Answer a) {
    switch (a) {
        case Answer::Save:
            return tr("Save");
        case Answer::Discard:
            return tr("Discard");
        case Answer::Cancel:
            return tr("Cancel");
        case Answer::Overwrite:
            return tr("Overwrite");
        case Answer::Restore:
            return tr("Restore");
        case Answer::Ignore:
            return tr("Discard the copy");
        case Answer::Rebuild:
            return tr("Rebuild the library");
        case Answer::Retry:
            return tr("Try again");
        case Answer::Ok:
            return tr("OK");
        case Answer::CancelExport:
            return tr("Cancel the export and close");
        case Answer::KeepExporting:
            return tr("Keep exporting");
        case Answer::OpenNewer:
            return tr("Open the newer version");
    }
    return {};
}

std::deque<Answer>& Prompts::answers() {
    static std::deque<Answer> queue;
    return queue;
}

std::deque<QString>& Prompts::fileNames() {
    static std::deque<QString> queue;
    return queue;
}

void Prompts::setNextAnswer(Answer answer) {
    answers().push_back(answer);
}

void Prompts::setNextFileName(const QString& path) {
    fileNames().push_back(path);
}

std::deque<std::function<int(QDialog&)>>& Prompts::dialogs() {
    static std::deque<std::function<int(QDialog&)>> queue;
    return queue;
}

void Prompts::setNextDialog(std::function<int(QDialog&)> action) {
    dialogs().push_back(std::move(action));
}

int Prompts::exec(QDialog& dialog) {
    if (!dialogs().empty()) {
        ++asked;
        const std::function<int(QDialog&)> action = std::move(dialogs().front());
        dialogs().pop_front();
        return action(dialog);
    }
    if (unattendedMode) {
        ++unanswered;
        return QDialog::Rejected;
    }
    return dialog.exec();
}

int Prompts::askedCount() {
    return asked;
}

void Prompts::setUnattended(bool unattended) {
    unattendedMode = unattended;
}

int Prompts::unansweredCount() {
    return unanswered;
}

const Question& Prompts::lastQuestion() {
    return last;
}

Answer Prompts::ask(QWidget* parent, const QString& title, const QString& text,
                    std::initializer_list<Answer> choices) {
    last = Question{title, text, std::vector<Answer>(choices)};
    if (!answers().empty()) {
        ++asked;
        const Answer a = answers().front();
        answers().pop_front();
        return a;
    }
    if (unattendedMode) {
        ++unanswered;
        return *choices.begin();
    }
    // One answer is no choice: a statement (why something cannot be done), not a question.
    const QMessageBox::Icon icon = choices.size() == 1 ? QMessageBox::Information : QMessageBox::Question;
    QMessageBox box(icon, title, text, QMessageBox::NoButton, parent);
    box.setTextFormat(Qt::PlainText);  // file and scenario names are the user's text
    QList<std::pair<QAbstractButton*, Answer>> buttons;
    for (Answer a : choices) {
        QPushButton* b = box.addButton(label(a), role(a));
        if (buttons.isEmpty()) box.setDefaultButton(b);
        buttons.append({b, a});
    }
    box.exec();
    for (const auto& [button, answer] : buttons)
        if (box.clickedButton() == button) return answer;
    return Answer::Cancel;
}

std::optional<QString> Prompts::answeredFileName() {
    if (!fileNames().empty()) {
        ++asked;
        const QString path = fileNames().front();
        fileNames().pop_front();
        return path;
    }
    if (unattendedMode) {
        ++unanswered;
        return QString();  // as if the dialog were cancelled
    }
    return std::nullopt;
}

QString Prompts::fileFilter(const QString& filter) {
    return filter.isEmpty() ? tr("gputco scenarios (*.gputco);;All files (*)") : filter;
}

QString Prompts::saveFileName(QWidget* parent, const QString& title, const QString& start,
                              const QString& filter, const QString& suffix) {
    if (const std::optional<QString> answered = answeredFileName()) return *answered;
    QString path = QFileDialog::getSaveFileName(parent, title, start, fileFilter(filter));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + suffix;
    return path;
}

QString Prompts::openFileName(QWidget* parent, const QString& title, const QString& start,
                              const QString& filter) {
    if (const std::optional<QString> answered = answeredFileName()) return *answered;
    return QFileDialog::getOpenFileName(parent, title, start, fileFilter(filter));
}

}  // namespace gputco::ui
