// A PostgreSQL server of a test's or a benchmark's own (tests/team_library/pg_server.sh): started
// when made, stopped and removed when it goes; halt() and resume() make an outage. The shared
// server of the team library's tests is the ctest fixture's; this one is for what must stop it,
// or runs outside ctest (make bench).
#pragma once

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace gputco::test {

class PgTestServer {
public:
    PgTestServer() : state_(folder_.filePath(QStringLiteral("pg-server"))) {
        started_ = run(QStringLiteral("start"));
        QFile file(state_);
        if (!started_ || !file.open(QIODevice::ReadOnly)) return;
        const QStringList lines = QString::fromUtf8(file.readAll()).trimmed().split(QLatin1Char('\n'));
        socket_ = lines.value(0) + QStringLiteral("/socket");
        port_ = lines.value(1).toInt();
    }
    ~PgTestServer() { run(QStringLiteral("stop")); }
    PgTestServer(const PgTestServer&) = delete;
    PgTestServer& operator=(const PgTestServer&) = delete;

    bool started() const { return started_; }
    const QString& error() const { return error_; }  // the script's words when an action failed
    const QString& socketFolder() const { return socket_; }
    int port() const { return port_; }
    bool halt() { return run(QStringLiteral("halt")); }
    bool resume() { return run(QStringLiteral("resume")); }

private:
    bool run(const QString& action) {
        QProcess p;
        p.start(QStringLiteral(GPUTCO_SOURCE_DIR "/tests/team_library/pg_server.sh"), {action, state_});
        const bool ok =
            p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        error_ = QString::fromUtf8(p.readAllStandardError());
        return ok;
    }

    QTemporaryDir folder_;
    QString state_;
    bool started_ = false;
    QString error_;
    QString socket_;
    int port_ = 0;
};

}  // namespace gputco::test
