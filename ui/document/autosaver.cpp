#include "ui/document/autosaver.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <algorithm>
#include <csignal>
#include <filesystem>
#include <system_error>

#include "model/io/data_dir.h"
#include "model/io/safe_write.h"
#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "ui/document/preferences.h"
#include "ui/document/scenario_document.h"

namespace gputco::ui {

namespace {

const QString kIntervalKey = QLatin1String(kAutosaveIntervalKey);
constexpr int kDefaultIntervalSeconds = 30;
const QLatin1String kFormat("gputco.recovery");
// Beside a scenario the copy is hidden, and named so that it is clearly gputco's.
const QLatin1String kBesidePrefix(".gputco-recovery-");

// Each run of the app is a session with an id of its own, which names its copies: a PID is no
// name for one. In a container or a Flatpak the app is PID 1 or 2 at every start, so a copy
// named after its PID was taken for the new session's own (never offered) and overwritten by
// its first autosave (issue #32).
QString sessionId() {
    static const QString id =
        QString::number(QRandomGenerator::system()->generate64(), 16).rightJustified(16, u'0');
    return id;
}

// While a session runs it holds an exclusive flock() on a lock file whose path its copies
// record; the kernel releases it when the process ends in any way (kill -9 included), in any
// PID namespace. A copy whose lock can be taken has no running owner. The lock file lives in
// the first recovery folder that can be written; without one, liveness falls back to the PID.
class SessionLock {
public:
    static SessionLock& instance() {
        static SessionLock lock;
        return lock;
    }
    // The lock file's path, created and locked on first use in `folder`; empty when it cannot be.
    QString pathIn(const QString& folder) {
        if (fd_ >= 0 || folder.isEmpty()) return path_;
        const QString path = QDir(folder).filePath(QStringLiteral("session-%1.lock").arg(sessionId()));
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0) return path_;
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            ::close(fd);
            return path_;
        }
        fd_ = fd;
        path_ = path;
        return path_;
    }
    ~SessionLock() {
        if (fd_ < 0) return;
        QFile::remove(path_);  // a clean exit; the lock goes with the descriptor
        ::close(fd_);
    }

private:
    SessionLock() = default;
    int fd_ = -1;
    QString path_;
};

enum class LockAnswer { Held, Free, Unknown };

// Whether the session that recorded `lockPath` still holds it. A missing lock file is free:
// its session ended (and removed it) or the folder was cleaned; it is no running session's.
LockAnswer lockState(const QString& lockPath) {
    if (lockPath.isEmpty()) return LockAnswer::Unknown;
    const int fd = ::open(QFile::encodeName(lockPath).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return errno == ENOENT ? LockAnswer::Free : LockAnswer::Unknown;
    LockAnswer answer = LockAnswer::Unknown;
    if (::flock(fd, LOCK_SH | LOCK_NB) == 0)
        answer = LockAnswer::Free;
    else if (errno == EWOULDBLOCK)
        answer = LockAnswer::Held;
    ::close(fd);
    return answer;
}

// Whether the gputco that wrote a recovery copy still runs, and so still edits it (for copies
// without a usable session lock). A process killed a moment ago whose parent has not reaped
// it yet still answers kill(pid, 0), as a zombie (the copy was not offered when the app was
// started again at once after kill -9), and a PID may have been given to another program
// since: neither is a running gputco.
bool processIsRunning(qint64 pid) {
    if (pid <= 0 || ::kill(static_cast<pid_t>(pid), 0) != 0) return false;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (stat.open(QIODevice::ReadOnly)) {
        // "pid (name) S ...": the state follows the name's closing parenthesis.
        const QByteArray text = stat.readAll();
        const qsizetype close = text.lastIndexOf(')');
        if (close >= 0 && close + 2 < text.size() && (text[close + 2] == 'Z' || text[close + 2] == 'X'))
            return false;
    }
    // Another program: its executable is not ours. (Unreadable, another user's: taken as running.
    // A binary replaced by a build since reads "... (deleted)": still this program.)
    QString exe = QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget();
    exe.remove(QStringLiteral(" (deleted)"));
    const QString ours = QFileInfo(QCoreApplication::applicationFilePath()).canonicalFilePath();
    return exe.isEmpty() || ours.isEmpty() || exe == ours;
}

// Makes `folder` (and its parents); empty, or the operating system's reason it could not.
QString makeFolder(const QString& folder) {
    std::error_code error;
    const std::filesystem::path path(QFile::encodeName(folder).toStdString());
    std::filesystem::create_directories(path, error);
    if (error) return QString::fromStdString(error.message());
    if (!std::filesystem::is_directory(path, error)) return QStringLiteral("Not a directory");
    return {};
}

QString copyName() {
    return QStringLiteral("recovery-%1.json").arg(sessionId());
}

// The session lock a copy records, when it is one: a file named as SessionLock names them in
// one of the recovery folders. A copy beside a scenario comes from a shared folder, and its
// "lock" must not make the app open, let alone remove, any other file.
QString sessionLockOf(const QJsonObject& root) {
    static const QRegularExpression name(QStringLiteral("^session-[0-9a-f]{16}\\.lock$"));
    const QFileInfo lock(root.value(QStringLiteral("lock")).toString());
    if (!lock.isAbsolute() || !name.match(lock.fileName()).hasMatch()) return {};
    const auto same = [](const QString& a, const QString& b) {
        return !b.isEmpty() && QDir::cleanPath(QFileInfo(a).absoluteFilePath()) ==
                                   QDir::cleanPath(QFileInfo(b).absoluteFilePath());
    };
    const QString data = io::dataDirectory();
    const QString folder = lock.absolutePath();
    if ((!data.isEmpty() && same(folder, QDir(data).filePath(QStringLiteral("recovery")))) ||
        same(folder, Autosaver::temporaryRecoveryDirectory()))
        return lock.absoluteFilePath();
    return {};
}

// Whether a copy belongs to a gputco that still runs: this session's own, one whose session
// lock is held, or (a copy with no usable lock, such as one written before sessions had ids)
// one whose PID runs a gputco.
bool ownerIsRunning(const QJsonObject& root) {
    const QString session = root.value(QStringLiteral("session")).toString();
    if (!session.isEmpty() && session == sessionId()) return true;
    switch (lockState(sessionLockOf(root))) {
        case LockAnswer::Held:
            return true;
        case LockAnswer::Free:
            return false;
        case LockAnswer::Unknown:
            break;
    }
    const qint64 pid = root.value(QStringLiteral("pid")).toInteger();
    // A copy of this session's own with no id: only one written before sessions had them.
    if (session.isEmpty() && pid == QCoreApplication::applicationPid()) return true;
    return processIsRunning(pid);
}

void addCopiesIn(const QString& dir, const QString& pattern, std::vector<RecoveryCopy>& copies) {
    if (dir.isEmpty()) return;
    const QStringList names = QDir(dir).entryList({pattern}, QDir::Files | QDir::Hidden);
    for (const QString& name : names) {
        QFile file(QDir(dir).filePath(name));
        if (file.size() > io::kMaxScenarioBytes || !file.open(QIODevice::ReadOnly)) continue;
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        if (root.value(QStringLiteral("format")).toString() != kFormat) continue;
        if (ownerIsRunning(root)) continue;
        const io::ReadResult read =
            io::readScenarioJson(QJsonDocument(root.value(QStringLiteral("scenario")).toObject()).toJson());
        if (!read.scenario) continue;
        const QString path = QFileInfo(file.fileName()).absoluteFilePath();
        if (std::any_of(copies.begin(), copies.end(), [&](const RecoveryCopy& c) { return c.file == path; }))
            continue;
        copies.push_back(
            {path, root.value(QStringLiteral("path")).toString(),
             QDateTime::fromString(root.value(QStringLiteral("saved_at")).toString(), Qt::ISODate),
             *read.scenario});
    }
}

}  // namespace

Autosaver::Autosaver(ScenarioDocument* document, QObject* parent) : QObject(parent), document_(document) {
    setIntervalSeconds(QSettings().value(kIntervalKey, kDefaultIntervalSeconds).toInt());
    connect(&timer_, &QTimer::timeout, this, &Autosaver::writeNow);
    connect(document_, &ScenarioDocument::fileStateChanged, this, &Autosaver::onFileStateChanged);
}

Autosaver::~Autosaver() {
    // Reached on a normal exit: the user has already saved or discarded by then.
    removeCopy();
}

QString Autosaver::recoveryDirectory() {
    const QString data = io::dataDirectory();
    if (data.isEmpty()) return {};
    const QString dir = QDir(data).filePath(QStringLiteral("recovery"));
    return makeFolder(dir).isEmpty() ? dir : QString();
}

QString Autosaver::temporaryRecoveryDirectory() {
    return QDir(QDir::tempPath()).filePath(QStringLiteral("gputco-recovery-%1").arg(::getuid()));
}

void Autosaver::setIntervalSeconds(int seconds) {
    timer_.setInterval(std::max(1, seconds) * 1000);
    timer_.start();
}

int Autosaver::intervalSeconds() const {
    return timer_.interval() / 1000;
}

QByteArray Autosaver::copyContent() const {
    const QJsonDocument inner = QJsonDocument::fromJson(io::writeScenarioJson(document_->scenario()));
    QJsonObject root;
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("pid"), QCoreApplication::applicationPid());
    root.insert(QStringLiteral("session"), sessionId());
    QString lock = SessionLock::instance().pathIn(recoveryDirectory());
    if (const QString temporary = temporaryRecoveryDirectory();
        lock.isEmpty() && makeFolder(temporary).isEmpty())
        lock = SessionLock::instance().pathIn(temporary);
    if (!lock.isEmpty()) root.insert(QStringLiteral("lock"), lock);
    root.insert(QStringLiteral("path"), document_->filePath());
    root.insert(QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    root.insert(QStringLiteral("scenario"), inner.object());
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

bool Autosaver::writeNow() {
    if (!document_->isModified()) return false;
    struct Place {
        RecoveryState::Where where;
        QString folder;
        QString file;
    };
    std::vector<Place> places;
    QStringList reasons;
    const QString data = io::dataDirectory();
    const QString dataRecovery = data.isEmpty() ? QString() : QDir(data).filePath(QStringLiteral("recovery"));
    if (dataRecovery.isEmpty())
        reasons << tr("no data folder is known");
    else if (const QString why = makeFolder(dataRecovery); !why.isEmpty())
        reasons << tr("%1: %2").arg(QDir::toNativeSeparators(dataRecovery), why);
    else
        places.push_back(
            {RecoveryState::Where::DataFolder, dataRecovery, QDir(dataRecovery).filePath(copyName())});
    if (!document_->filePath().isEmpty()) {
        const QString beside = QFileInfo(document_->filePath()).absolutePath();
        places.push_back({RecoveryState::Where::BesideScenario, beside,
                          QDir(beside).filePath(kBesidePrefix + sessionId() + QStringLiteral(".json"))});
    }
    const QString temporary = temporaryRecoveryDirectory();
    if (const QString why = makeFolder(temporary); why.isEmpty())
        places.push_back(
            {RecoveryState::Where::TemporaryFolder, temporary, QDir(temporary).filePath(copyName())});
    else
        reasons << tr("%1: %2").arg(QDir::toNativeSeparators(temporary), why);

    const QByteArray content = copyContent();
    for (const Place& place : places) {
        const io::SaveResult written = io::writeFileSafely(place.file, content);
        if (!written.ok()) {
            reasons << tr("%1: %2").arg(QDir::toNativeSeparators(place.folder),
                                        QString::fromStdString(written.reason));
            continue;
        }
        if (!copyPath_.isEmpty() && copyPath_ != place.file) QFile::remove(copyPath_);
        copyPath_ = place.file;
        setState({place.where, place.folder, reasons.join(QStringLiteral("; "))});
        return true;
    }
    setState({RecoveryState::Where::Off, QString(), reasons.join(QStringLiteral("; "))});
    return false;
}

void Autosaver::setState(RecoveryState state) {
    const bool same =
        state.where == state_.where && state.folder == state_.folder && state.reason == state_.reason;
    state_ = std::move(state);
    if (!same) emit stateChanged(state_);
}

void Autosaver::removeCopy() {
    if (!copyPath_.isEmpty()) QFile::remove(copyPath_);
    copyPath_.clear();
}

void Autosaver::onFileStateChanged() {
    // Saved (or back to the saved state by undo): nothing left to recover.
    if (!document_->isModified()) removeCopy();
}

std::vector<RecoveryCopy> Autosaver::pendingCopies(const QStringList& scenarioFolders) {
    std::vector<RecoveryCopy> copies;
    addCopiesIn(recoveryDirectory(), QStringLiteral("recovery-*.json"), copies);
    addCopiesIn(temporaryRecoveryDirectory(), QStringLiteral("recovery-*.json"), copies);
    for (const QString& folder : scenarioFolders)
        addCopiesIn(folder, kBesidePrefix + QStringLiteral("*.json"), copies);
    std::sort(copies.begin(), copies.end(),
              [](const RecoveryCopy& a, const RecoveryCopy& b) { return a.savedAt > b.savedAt; });
    return copies;
}

void Autosaver::discard(const RecoveryCopy& copy) {
    // The lock file of the session that left it goes too once no one holds it: a missing lock
    // reads as an ended session for any other copy it left.
    QFile file(copy.file);
    QString lock;
    if (file.size() <= io::kMaxScenarioBytes && file.open(QIODevice::ReadOnly))
        lock = sessionLockOf(QJsonDocument::fromJson(file.readAll()).object());
    file.close();
    QFile::remove(copy.file);
    if (lockState(lock) == LockAnswer::Free) QFile::remove(lock);
}

}  // namespace gputco::ui
