// Everything the window asks of the team library, on a thread of its own (issue #37): connecting
// (the version, the user's roles), the writes of a save and of a probe result, the reads of the
// lists, and listening. A server that stops answering in the middle of one holds that thread
// until TCP gives up (about 15 s: keepalives and tcp_user_timeout), never the window. They run
// one at a time, in the order asked, on a connection of the writer's own, opened at its first
// job after each address (QSqlDatabase connections belong to the thread that made them); the
// window's thread has no connection to the server at all.
#pragma once

#include <QObject>
#include <QString>
#include <QThread>
#include <functional>
#include <memory>

#include "model/io/library/team_library.h"

namespace gputco::ui {

class TeamWriter : public QObject {
    Q_OBJECT
public:
    explicit TeamWriter(QObject* parent = nullptr);
    // Waits up to kCloseWaitMs for the write in flight, if any; one that still waits on the
    // server then finishes (or fails) on its own, and its answer goes nowhere: the caller keeps
    // what it sent for later (TeamLink keeps a revision in the outbox, added once by its id).
    ~TeamWriter() override;
    static constexpr int kCloseWaitMs = 2000;

    // What the jobs after this one connect to, as whom. The connection made from it listens:
    // another user's write is said by changed() (and again on each connection made after one
    // was lost), told while no job runs: a job waiting on the server delays it.
    void setAddress(const io::library::TeamAddress& address, const QString& password);

    // A write's answer: `reachable` false when the server did not answer (the write did not land).
    struct Answer {
        io::library::TeamWrite write;
        bool reachable = true;
    };
    // `write` runs on the writer's thread with its connection; then `done` with its answer on
    // this object's thread, unless this object is gone by then. Where the connection cannot be
    // made, `write` is not run and the answer is that error, unreachable.
    using Write = std::function<io::library::TeamWrite(io::library::TeamLibrary& library)>;
    void run(Write write, std::function<void(const Answer&)> done);

signals:
    // A write to the team library's `table` ("imports", "revisions", "scenarios",
    // "probe_results"), by anyone: TeamLibrary::changed, from the writer's connection.
    void changed(const QString& table);

private:
    class Worker;
    // Where the writer's thread sends answers: this object while it lives (cleared under the
    // lock as it goes, so that no answer is posted to it after).
    struct Relay;
    std::unique_ptr<QThread> thread_;
    std::shared_ptr<Relay> relay_;
    Worker* worker_;  // lives on thread_, deleted there
};

}  // namespace gputco::ui
