#include "ui/shell/team_link.h"

#include <QEvent>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>

#include "model/io/library/team_library.h"

namespace gputco::ui {

namespace {

// libpq's words when the server wants a password it was not given, or not that one.
bool wantsPassword(const QString& error) {
    return error.contains(QLatin1String("no password supplied")) ||
           error.contains(QLatin1String("password authentication failed"));
}

}  // namespace

TeamLink::TeamLink(QWidget* window) : QObject(window), window_(window), label_(new QLabel(window)) {
    label_->setObjectName(QStringLiteral("LibraryStatus"));
    // Worded again in the language switched to.
    label_->installEventFilter(this);
    showStatus();
}

bool TeamLink::eventFilter(QObject* watched, QEvent* event) {
    if (watched == label_ && event->type() == QEvent::LanguageChange) showStatus();
    return QObject::eventFilter(watched, event);
}

TeamLink::~TeamLink() = default;

io::library::TeamLibrary* TeamLink::library() const {
    return problem_.isEmpty() ? team_.get() : nullptr;
}

void TeamLink::use(const LibraryChoice& choice) {
    // The preferences confirmed as they were: a library in use stays connected.
    if (choice.team == choice_.team && choice.address() == choice_.address() && (!choice.team || library()))
        return;
    const bool had = library() != nullptr;
    choice_ = choice;
    team_.reset();
    problem_.clear();
    mayWrite_ = mayApprove_ = false;
    if (choice.team) problem_ = connect(choice);
    showStatus();
    if (had || library()) emit catalogChanged();
    if (choice.team && !problem_.isEmpty())
        emit message(tr("The team library is not in use: %1. gputco goes on with this computer's library.")
                         .arg(problem_),
                     0);
}

QString TeamLink::connect(const LibraryChoice& choice) {
    QString error;
    const std::optional<io::library::TeamAddress> address =
        io::library::TeamAddress::parse(choice.address(), &error);
    if (!address) return error;
    team_ = std::make_unique<io::library::TeamLibrary>();
    error = team_->open(*address, password_);
    // Asked once a session, where libpq found none (PGPASSWORD, ~/.pgpass): kept in memory only.
    if (wantsPassword(error) && window_) {
        bool ok = false;
        const QString typed =
            QInputDialog::getText(window_, tr("Team library"),
                                  tr("Password of %1 on %2 (kept until gputco closes, never saved):")
                                      .arg(address->user, address->host),
                                  QLineEdit::Password, QString(), &ok);
        if (!ok) return tr("no password was given");
        password_ = typed;
        error = team_->open(*address, password_);
    }
    if (!error.isEmpty()) return error;
    if (const QString version = team_->checkVersion(); !version.isEmpty()) return version;
    mayWrite_ = team_->canWrite();
    mayApprove_ = team_->canApprove();
    team_->listen();
    QObject::connect(team_.get(), &io::library::TeamLibrary::changed, this, [this](const QString& table) {
        if (table == QLatin1String("imports")) emit catalogChanged();
    });
    return {};
}

QString TeamLink::statusText() const {
    if (!choice_.team) return tr("Library: this computer");
    if (!library()) return tr("Library: this computer (the team library is not in use)");
    const QString may = mayApprove_ ? tr("may approve revisions")
                        : mayWrite_ ? tr("may import prices and save revisions")
                                    : tr("may read only");
    return tr("Team library: %1 on %2/%3, %4").arg(choice_.user, choice_.host, choice_.database, may);
}

void TeamLink::showStatus() {
    label_->setText(statusText());
    label_->setToolTip(problem_.isEmpty() ? choice_.address() : problem_);
}

}  // namespace gputco::ui
