// Running the built gputco-cli as a user does, for the CLI tests.
#pragma once

#include <catch2/catch.hpp>

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTemporaryDir>
#include <functional>

namespace gputco::test {

// The reference example (MODEL.md section 9), as the CLI tests open it.
inline const QString kExample =
    QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco");

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// `inChild` runs in the child between fork and exec, after its standard channels are set
// up (a test sets a resource limit or points standard output at /dev/full there).
inline Run cliWith(const QStringList& args, const std::function<void()>& inChild) {
    QProcess p;
    if (inChild) p.setChildProcessModifier(inChild);
    // Commands that save record revisions in the library: tests never write the user's.
    static QTemporaryDir dataDir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("GPUTCO_DATA_DIR")))
        env.insert(QStringLiteral("GPUTCO_DATA_DIR"), dataDir.path());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUTCO_CLI), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline Run cli(const QStringList& args) {
    return cliWith(args, {});
}

inline QString writeTemp(QTemporaryDir& dir, const char* name, const QByteArray& bytes) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    return path;
}

// A file's bytes, or "<missing>": what a test compares to check that nothing changed on disk.
inline QByteArray contentOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

}  // namespace gputco::test
