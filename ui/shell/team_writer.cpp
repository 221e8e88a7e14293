#include "ui/shell/team_writer.h"

#include <QMutex>
#include <optional>

namespace gputco::ui {

struct TeamWriter::Relay {
    QMutex mutex;
    TeamWriter* writer = nullptr;

    // `f` on the writer object's thread, unless the writer is gone by then.
    template <typename F>
    void post(F f) {
        QMutexLocker lock(&mutex);
        if (writer)
            QMetaObject::invokeMethod(
                writer, [w = writer, f] { f(w); }, Qt::QueuedConnection);
    }
};

// Lives on the writer's thread: its connection is made, used and closed there.
class TeamWriter::Worker : public QObject {
public:
    explicit Worker(std::shared_ptr<Relay> relay) : relay_(std::move(relay)) {}
    std::optional<io::library::TeamAddress> address;
    QString password;
    std::unique_ptr<io::library::TeamLibrary> library;

    // The connection, made again after an address changed or the server went away.
    io::library::TeamLibrary* connection(QString* why) {
        if (library && library->isOpen() && library->reachable()) return library.get();
        library.reset();
        if (!address) {
            *why = QStringLiteral("no team library is chosen");
            return nullptr;
        }
        auto opened = std::make_unique<io::library::TeamLibrary>();
        if (const QString error = opened->open(*address, password); !error.isEmpty()) {
            *why = error;
            return nullptr;
        }
        library = std::move(opened);
        // Listening on this connection: the notifier lives on this thread, whose event loop
        // turns between jobs. A connection that fails to listen still serves the jobs; the
        // lists are then read again on each reconnect and each of this window's own writes.
        if (library->listen())
            QObject::connect(library.get(), &io::library::TeamLibrary::changed, this,
                             [relay = relay_](const QString& table) {
                                 relay->post([table](TeamWriter* w) { emit w->changed(table); });
                             });
        return library.get();
    }

private:
    std::shared_ptr<Relay> relay_;
};

TeamWriter::TeamWriter(QObject* parent)
    : QObject(parent),
      thread_(std::make_unique<QThread>()),
      relay_(std::make_shared<Relay>()),
      worker_(new Worker(relay_)) {
    relay_->writer = this;
    thread_->setObjectName(QStringLiteral("team writer"));
    worker_->moveToThread(thread_.get());
    // The connection is closed on its own thread, with the worker, when the thread ends.
    QObject::connect(thread_.get(), &QThread::finished, worker_, &QObject::deleteLater);
    thread_->start();
}

TeamWriter::~TeamWriter() {
    {
        QMutexLocker lock(&relay_->mutex);
        relay_->writer = nullptr;
    }
    // Writes not begun are dropped: the thread ends after the one in flight.
    thread_->quit();
    if (thread_->wait(kCloseWaitMs)) return;
    // Still waiting on the server: the thread is let go, and removed once that write ends.
    QThread* running = thread_.release();
    QObject::connect(running, &QThread::finished, running, &QObject::deleteLater);
}

void TeamWriter::setAddress(const io::library::TeamAddress& address, const QString& password) {
    QMetaObject::invokeMethod(
        worker_,
        [worker = worker_, address, password] {
            worker->library.reset();
            worker->address = address;
            worker->password = password;
        },
        Qt::QueuedConnection);
}

void TeamWriter::run(Write write, std::function<void(const Answer&)> done) {
    QMetaObject::invokeMethod(
        worker_,
        [relay = relay_, worker = worker_, write = std::move(write), done = std::move(done)] {
            Answer answer;
            QString why;
            if (io::library::TeamLibrary* library = worker->connection(&why)) {
                answer.write = write(*library);
                // A write the server refused (a newer version, a role) was answered; one that
                // failed otherwise is unanswered when the server does not answer now.
                answer.reachable = answer.write.ok() || answer.write.conflict || library->reachable();
            } else {
                answer.write.error = why;
                answer.reachable = false;
            }
            relay->post([done, answer](TeamWriter*) { done(answer); });
        },
        Qt::QueuedConnection);
}

}  // namespace gputco::ui
