#include "ui/shell/secret_store.h"

#include <qt6keychain/keychain.h>

namespace gputco::ui {

SecretStore::SecretStore(QObject* parent) : QObject(parent) {}

void SecretStore::read(const QString& key, std::function<void(const Read&)> done) {
    // Parented here: destroyed with the store (its window), the job never calls back.
    auto* job = new QKeychain::ReadPasswordJob(QString::fromLatin1(kService), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [job, done = std::move(done)] {
        Read r;
        switch (job->error()) {
            case QKeychain::NoError:
                r.available = true;
                r.password = job->textData();
                break;
            case QKeychain::EntryNotFound:
                r.available = true;
                break;
            default:
                // No store on this desktop (no D-Bus session, no keyring running), or the user
                // refused access: asked each session instead.
                r.note = job->errorString();
                break;
        }
        done(r);
    });
    job->start();
}

void SecretStore::write(const QString& key, const QString& password,
                        std::function<void(const QString&)> done) {
    auto* job = new QKeychain::WritePasswordJob(QString::fromLatin1(kService), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    job->setTextData(password);
    connect(job, &QKeychain::Job::finished, this, [job, done = std::move(done)] {
        done(job->error() == QKeychain::NoError ? QString() : job->errorString());
    });
    job->start();
}

}  // namespace gputco::ui
