// Runs gputco-probe in a child process (issue #7): a hung or crashing GPU driver takes the
// child down, never the app. The probe has 10 s; after that it is killed and the user is told
// why. What it prints is read as a probe document (io::readProbeDocument).
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <optional>

#include "model/calibration/probe_result.h"

class QProcess;
class QTimer;

namespace gputco::ui {

class ProbeProcess : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultTimeoutMs = 10000;

    struct Outcome {
        std::optional<calibration::ProbeResult> probe;  // the document, whatever its status
        QByteArray document;                            // its text, for the library
        QString error;                                  // why there is no document
        qint64 elapsedMs = 0;
    };

    explicit ProbeProcess(QObject* parent = nullptr);
    ~ProbeProcess() override;

    // $GPUTCO_PROBE when set, else gputco-probe beside the app (installed) or in the build
    // tree's app/probe; empty when none is there.
    static QString executable();

    void setTimeoutMs(int ms) { timeoutMs_ = ms; }
    void start(bool quick = false);
    bool isRunning() const;

signals:
    void finished(const gputco::ui::ProbeProcess::Outcome& outcome);

private:
    void onExited();
    void onTimeout();

    QProcess* process_ = nullptr;
    QTimer* timer_;
    QElapsedTimer clock_;
    int timeoutMs_ = kDefaultTimeoutMs;
    bool timedOut_ = false;
};

}  // namespace gputco::ui
