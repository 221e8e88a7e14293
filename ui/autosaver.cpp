#include "ui/autosaver.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSettings>
#include <algorithm>
#include <csignal>

#include "model/io/data_dir.h"
#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "ui/preferences_dialog.h"
#include "ui/scenario_document.h"

namespace gputco::ui {

namespace {

const QString kIntervalKey = QLatin1String(kAutosaveIntervalKey);
constexpr int kDefaultIntervalSeconds = 30;
const QLatin1String kFormat("gputco.recovery");

bool processIsRunning(qint64 pid) {
    return pid > 0 && ::kill(static_cast<pid_t>(pid), 0) == 0;
}

}  // namespace

Autosaver::Autosaver(ScenarioDocument* document, QObject* parent) : QObject(parent), document_(document) {
    // One copy per running process: a second window of gputco never takes over this one's.
    copyPath_ = QDir(recoveryDirectory())
                    .filePath(QStringLiteral("recovery-%1.json").arg(QCoreApplication::applicationPid()));
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
    if (data.isEmpty() || !QDir(data).mkpath(QStringLiteral("recovery"))) return {};
    return QDir(data).filePath(QStringLiteral("recovery"));
}

void Autosaver::setIntervalSeconds(int seconds) {
    timer_.setInterval(std::max(1, seconds) * 1000);
    timer_.start();
}

int Autosaver::intervalSeconds() const {
    return timer_.interval() / 1000;
}

bool Autosaver::writeNow() {
    if (!document_->isModified() || copyPath_.isEmpty() || recoveryDirectory().isEmpty()) return false;
    const QJsonDocument inner = QJsonDocument::fromJson(io::writeScenarioJson(document_->scenario()));
    QJsonObject root;
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("pid"), QCoreApplication::applicationPid());
    root.insert(QStringLiteral("path"), document_->filePath());
    root.insert(QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    root.insert(QStringLiteral("scenario"), inner.object());
    QSaveFile file(copyPath_);
    if (!file.open(QIODevice::WriteOnly)) return false;
    file.write(QJsonDocument(root).toJson(QJsonDocument::Compact));
    return file.commit();
}

void Autosaver::removeCopy() {
    if (!copyPath_.isEmpty()) QFile::remove(copyPath_);
}

void Autosaver::onFileStateChanged() {
    // Saved (or back to the saved state by undo): nothing left to recover.
    if (!document_->isModified()) removeCopy();
}

std::vector<RecoveryCopy> Autosaver::pendingCopies() {
    std::vector<RecoveryCopy> copies;
    const QString dir = recoveryDirectory();
    if (dir.isEmpty()) return copies;
    const QStringList names = QDir(dir).entryList({QStringLiteral("recovery-*.json")}, QDir::Files);
    for (const QString& name : names) {
        QFile file(QDir(dir).filePath(name));
        if (file.size() > io::kMaxScenarioBytes || !file.open(QIODevice::ReadOnly)) continue;
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        if (root.value(QStringLiteral("format")).toString() != kFormat) continue;
        const qint64 pid = root.value(QStringLiteral("pid")).toInteger();
        if (pid == QCoreApplication::applicationPid() || processIsRunning(pid)) continue;
        const io::ReadResult read =
            io::readScenarioJson(QJsonDocument(root.value(QStringLiteral("scenario")).toObject()).toJson());
        if (!read.scenario) continue;
        copies.push_back(
            {file.fileName(), root.value(QStringLiteral("path")).toString(),
             QDateTime::fromString(root.value(QStringLiteral("saved_at")).toString(), Qt::ISODate),
             *read.scenario});
    }
    std::sort(copies.begin(), copies.end(),
              [](const RecoveryCopy& a, const RecoveryCopy& b) { return a.savedAt > b.savedAt; });
    return copies;
}

void Autosaver::discard(const RecoveryCopy& copy) {
    QFile::remove(copy.file);
}

}  // namespace gputco::ui
