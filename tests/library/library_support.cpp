#include "tests/library/library_support.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QVariant>

#include "model/io/library/library.h"

namespace gputco::test {

DataDir::DataDir() {
    REQUIRE(dir_.isValid());
    qputenv("GPUTCO_DATA_DIR", dir_.path().toUtf8());
}

DataDir::~DataDir() {
    qunsetenv("GPUTCO_DATA_DIR");
}

QString DataDir::write(const char* name, const QByteArray& bytes) const {
    const QString path = file(name);
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    REQUIRE(f.write(bytes) == bytes.size());
    return path;
}

QString sqlValue(const QString& path, const QString& sql) {
    const QString name = QStringLiteral("test-raw");
    QString out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open()) {
            out = "error: " + db.lastError().text();
        } else {
            QSqlQuery q(db);
            if (!q.exec(sql))
                out = "error: " + q.lastError().text();
            else if (q.next())
                out = q.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

void makeLibrary() {
    io::library::Library first;
    REQUIRE(first.open().usable());
}

LockHolder::LockHolder(const QString& path, int ms) {
    thread_ = std::thread([path, ms, this] {
        const QString name = QStringLiteral("test-locker");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            db.open();
            QSqlQuery q(db);
            locked_ = q.exec(QStringLiteral("BEGIN EXCLUSIVE")) &&
                      q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS held (x INTEGER)")) &&
                      q.exec(QStringLiteral("INSERT INTO held VALUES (1)"));
            ready_ = true;
            QThread::msleep(static_cast<unsigned long>(ms));
            q.exec(QStringLiteral("COMMIT"));
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    });
    while (!ready_) QThread::msleep(1);
}

LockHolder::~LockHolder() {
    thread_.join();
}

}  // namespace gputco::test
