#include "ui/document/probe_process.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QTimer>

#include "model/io/probe_reader.h"

namespace gputco::ui {

ProbeProcess::ProbeProcess(QObject* parent) : QObject(parent), timer_(new QTimer(this)) {
    timer_->setSingleShot(true);
    connect(timer_, &QTimer::timeout, this, &ProbeProcess::onTimeout);
}

ProbeProcess::~ProbeProcess() {
    // Closing the app while the probe runs must not leave it behind.
    if (process_ && process_->state() != QProcess::NotRunning) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(1000);
    }
}

QString ProbeProcess::executable() {
    const QString fromEnvironment = qEnvironmentVariable("GPUTCO_PROBE");
    if (!fromEnvironment.isEmpty()) return fromEnvironment;
    const QString dir = QCoreApplication::applicationDirPath();
    for (const QString& candidate :
         {dir + QStringLiteral("/gputco-probe"), dir + QStringLiteral("/../probe/gputco-probe")})
        if (QFileInfo(candidate).isExecutable()) return QFileInfo(candidate).canonicalFilePath();
    return {};
}

bool ProbeProcess::isRunning() const {
    return process_ && process_->state() != QProcess::NotRunning;
}

void ProbeProcess::start(bool quick) {
    if (isRunning()) return;
    const QString exe = executable();
    if (exe.isEmpty()) {
        emit finished({std::nullopt,
                       {},
                       tr("gputco-probe was not found beside gputco: reinstall gputco, or import a probe "
                          "result from a GPU machine instead."),
                       0});
        return;
    }
    delete process_;
    process_ = new QProcess(this);
    timedOut_ = false;
    connect(process_, &QProcess::finished, this, &ProbeProcess::onExited);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart) return;  // crashes and kills arrive as finished()
        timer_->stop();
        emit finished({std::nullopt,
                       {},
                       tr("gputco-probe could not be started: %1").arg(process_->errorString()),
                       clock_.elapsed()});
    });
    clock_.start();
    timer_->start(timeoutMs_);
    process_->start(exe, quick ? QStringList{QStringLiteral("--quick")} : QStringList{});
}

void ProbeProcess::onTimeout() {
    if (!isRunning()) return;
    timedOut_ = true;
    process_->kill();
}

void ProbeProcess::onExited() {
    timer_->stop();
    Outcome out;
    out.elapsedMs = clock_.elapsed();
    const double seconds = timeoutMs_ / 1000.0;
    if (timedOut_) {
        out.error = tr("gputco-probe did not finish within %1 s and was stopped: the GPU driver may be hung. "
                       "Nothing was changed.")
                        .arg(seconds);
    } else if (process_->exitStatus() == QProcess::CrashExit) {
        out.error = tr("gputco-probe crashed: the GPU driver may be broken. Nothing was changed.");
    } else if (process_->exitCode() != 0) {
        out.error = tr("gputco-probe stopped with exit status %1: %2")
                        .arg(process_->exitCode())
                        .arg(QString::fromUtf8(process_->readAllStandardError()).trimmed());
    } else {
        out.document = process_->readAllStandardOutput();
        const io::ProbeReadResult read = io::readProbeDocument(out.document);
        if (read.probe)
            out.probe = read.probe;
        else
            out.error = tr("gputco-probe printed something that is not a probe result: %1")
                            .arg(QString::fromStdString(read.error));
    }
    emit finished(out);
}

}  // namespace gputco::ui
