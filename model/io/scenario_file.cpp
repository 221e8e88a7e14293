#include "model/io/scenario_file.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSaveFile>

namespace gputco::io {

namespace {

std::string quoted(const QString& path) {
    return "\"" + path.toStdString() + "\"";
}

// Writes all of `content` through QSaveFile; the target is replaced only by commit().
std::string writeWhole(const QString& path, const QByteArray& content) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return "cannot write " + quoted(path) + ": " + file.errorString().toStdString();
    if (file.write(content) != content.size()) {
        const std::string why = file.errorString().toStdString();
        file.cancelWriting();
        return "cannot write " + quoted(path) + ": " + why + " (the file on disk is unchanged)";
    }
    if (!file.commit())
        return "cannot write " + quoted(path) + ": " + file.errorString().toStdString() +
               " (the file on disk is unchanged)";
    return {};
}

SaveResult failed(SaveResult::Status status, std::string error) {
    SaveResult result;
    result.status = status;
    result.error = std::move(error);
    return result;
}

}  // namespace

QByteArray contentHash(const QByteArray& content) {
    return QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex();
}

DiskState diskState(const QString& path) {
    QFile file(path);
    if (!file.exists()) return {};
    if (!file.open(QIODevice::ReadOnly)) return DiskState{true, QByteArray("unreadable")};
    return DiskState{true, contentHash(file.readAll())};
}

SaveResult saveFileAtomically(const QString& path, const QByteArray& content,
                              const std::optional<DiskState>& expected) {
    QByteArray previous;
    bool hadPrevious = false;
    {
        QFile file(path);
        if (file.exists()) {
            if (!file.open(QIODevice::ReadOnly))
                return failed(
                    SaveResult::Status::Failed,
                    "cannot read " + quoted(path) + " to keep a backup: " + file.errorString().toStdString());
            previous = file.readAll();
            hadPrevious = true;
        }
    }
    if (expected) {
        const DiskState now = hadPrevious ? DiskState{true, contentHash(previous)} : DiskState{};
        if (now != *expected)
            return failed(SaveResult::Status::ChangedOnDisk,
                          quoted(path) + " changed on disk since it was opened; not overwritten");
    }
    if (hadPrevious)
        if (std::string error = writeWhole(path + QStringLiteral(".bak"), previous); !error.empty())
            return failed(SaveResult::Status::Failed, "not saved, the backup failed: " + error);
    if (std::string error = writeWhole(path, content); !error.empty())
        return failed(SaveResult::Status::Failed, std::move(error));
    SaveResult result;
    result.status = SaveResult::Status::Saved;
    return result;
}

}  // namespace gputco::io
