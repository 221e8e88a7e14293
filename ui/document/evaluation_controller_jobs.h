// EvaluationController::runJob: the controller's one-off background jobs (a comparison, the
// report's risk pages), each on the thread pool inside a ControllerScope.
#pragma once

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include "model/engine/call_audit.h"

namespace gputco::ui {

template <class T>
void EvaluationController::runJob(std::function<T()> job, std::function<void(const T&)> done) {
    auto* watcher = new QFutureWatcher<T>(this);
    connect(watcher, &QFutureWatcher<T>::finished, this, [watcher, done] {
        if (done) done(watcher->result());
        watcher->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run([job] {
        const engine::ControllerScope scope;
        return job();
    }));
}

}  // namespace gputco::ui
