#include "model/io/library/team_outbox.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>
#include <algorithm>

#include "model/io/library/library.h"
#include "model/io/safe_write.h"

namespace gputco::io::library {

TeamOutbox::TeamOutbox(QString folder) : folder_(std::move(folder)) {}

QString TeamOutbox::defaultFolder() {
    return Library::dataDir() + QStringLiteral("/team-outbox");
}

std::string TeamOutbox::add(PendingRevision& revision) {
    if (!QDir().mkpath(folder_)) return "cannot make the folder " + folder_.toStdString();
    if (revision.id.isEmpty()) revision.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (!revision.savedAt.isValid()) revision.savedAt = QDateTime::currentDateTimeUtc();
    const QJsonObject json{{QStringLiteral("id"), revision.id},
                           {QStringLiteral("scenario"), revision.scenario},
                           {QStringLiteral("based_on"), revision.basedOn},
                           {QStringLiteral("comment"), revision.comment},
                           {QStringLiteral("saved_at"), revision.savedAt.toString(Qt::ISODateWithMs)},
                           {QStringLiteral("content"), QString::fromLatin1(revision.content.toBase64())}};
    // Named by when it was kept, then its id: listed oldest first.
    revision.file =
        folder_ + QStringLiteral("/%1-%2.json")
                      .arg(revision.savedAt.toString(QStringLiteral("yyyyMMddHHmmsszzz")), revision.id);
    const SaveResult saved =
        writeFileSafely(revision.file, QJsonDocument(json).toJson(QJsonDocument::Compact));
    return saved.ok() ? std::string() : saved.error;
}

std::vector<PendingRevision> TeamOutbox::pending(std::string* error) const {
    std::vector<PendingRevision> list;
    QStringList names = QDir(folder_).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString& name : names) {
        QFile file(folder_ + QLatin1Char('/') + name);
        const QJsonObject json =
            file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
        PendingRevision r;
        r.id = json.value(QStringLiteral("id")).toString();
        r.scenario = json.value(QStringLiteral("scenario")).toString();
        r.basedOn = json.value(QStringLiteral("based_on")).toInt();
        r.comment = json.value(QStringLiteral("comment")).toString();
        r.savedAt =
            QDateTime::fromString(json.value(QStringLiteral("saved_at")).toString(), Qt::ISODateWithMs);
        r.content = QByteArray::fromBase64(json.value(QStringLiteral("content")).toString().toLatin1());
        r.file = file.fileName();
        if (r.id.isEmpty() || r.scenario.isEmpty()) {
            if (error) *error = "cannot read the kept revision " + file.fileName().toStdString();
            continue;
        }
        list.push_back(std::move(r));
    }
    return list;
}

bool TeamOutbox::remove(const PendingRevision& revision) {
    return QFile::remove(revision.file);
}

}  // namespace gputco::io::library
