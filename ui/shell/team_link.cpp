#include "ui/shell/team_link.h"

#include <QEvent>
#include <QFile>
#include <QLabel>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <vector>

#include "model/io/display_text.h"
#include "model/io/library/team_library.h"
#include "model/io/library/team_outbox.h"
#include "model/io/safe_write.h"
#include "ui/dialogs/password_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/shell/secret_store.h"

namespace gputco::ui {

namespace {

// libpq's words when the server wants a password it was not given, or not that one.
bool wantsPassword(const QString& error) {
    return error.contains(QLatin1String("no password supplied")) ||
           error.contains(QLatin1String("password authentication failed"));
}

}  // namespace

TeamLink::TeamLink(QWidget* window)
    : QObject(window),
      window_(window),
      label_(new QLabel(window)),
      store_(new SecretStore(this)),
      writer_(std::make_unique<TeamWriter>()) {
    label_->setObjectName(QStringLiteral("LibraryStatus"));
    // Worded again in the language switched to.
    label_->installEventFilter(this);
    retry_.setInterval(kRetryMs);
    retry_.setSingleShot(true);  // the next try is set when this one has its answer
    QObject::connect(&retry_, &QTimer::timeout, this, &TeamLink::retry);
    // A window left alone must notice a server restarted or gone: its listening connection was
    // dropped, and nothing it is told arrives any more. Asked on the writer's thread whether the
    // session that listens (the writer's connection as it was joined) still lives there: a
    // connection the writer had to make again since is another session, whose listening started
    // late, so the link joins again and reads the lists again.
    heartbeat_.setInterval(kHeartbeatMs);
    QObject::connect(&heartbeat_, &QTimer::timeout, this, [this] {
        if (!inUse() || beating_) return;
        beating_ = true;
        auto alive = std::make_shared<bool>(false);
        read(
            [session = session_, alive](io::library::TeamLibrary& team) {
                io::library::TeamWrite asked;
                *alive = team.sessionAlive(session, &asked.error);
                return asked;
            },
            [this, alive](const TeamWriter::Answer& answer) {
                beating_ = false;
                // Unanswered: read() has said the library is lost.
                if (answer.write.ok() && !*alive && inUse()) lose(tr("the team library stopped answering"));
            });
    });
    QObject::connect(&trying_, &QFutureWatcher<QString>::finished, this, [this] { tried(trying_.result()); });
    QObject::connect(writer_.get(), &TeamWriter::changed, this, [this](const QString& table) {
        if (!inUse()) return;  // read again in full when joined
        if (table == QLatin1String("imports")) emit catalogChanged();
        if (table == QLatin1String("revisions") || table == QLatin1String("scenarios"))
            emit revisionsChanged();
        if (table == QLatin1String("probe_results")) emit probeResultsChanged();
    });
    showStatus();
}

bool TeamLink::eventFilter(QObject* watched, QEvent* event) {
    if (watched == label_ && event->type() == QEvent::LanguageChange) showStatus();
    return QObject::eventFilter(watched, event);
}

TeamLink::~TeamLink() {
    // A save being sent, or waiting to be, is kept for the next session before the writer is let
    // go: uploaded then, once (by its id), if it did not land now.
    if (sending_) keepSilently(*sending_);
    for (QueuedRevision& r : queued_) {
        r.basedOn = versions_.count(r.name) ? versions_[r.name] : 0;
        keepSilently(r);
    }
    writer_.reset();  // waits a moment for the write in flight
}

void TeamLink::keepSilently(const QueuedRevision& r) {
    io::library::PendingRevision kept{r.id, r.name, r.basedOn, {}, {}, r.content, {}};
    io::library::TeamOutbox().add(kept);
}

bool TeamLink::inUse() const {
    return joined_ && problem_.isEmpty() && !lost_;
}

QString TeamLink::scenarioName(const QString& path) {
    return io::library::TeamRevisions::nameOf(path);  // the CLI's `history` names it the same
}

int TeamLink::waiting() const {
    return static_cast<int>(io::library::TeamOutbox().pending().size());
}

void TeamLink::noteOpened(const QString& path) {
    if (!inUse() || path.isEmpty()) return;
    // The version its saves build on: the revision whose content the file holds, when the team
    // library has it (a file from `gputco-cli library get`, or mailed from a colleague's save),
    // else the newest. A file holding revision 5 while the library is at 7 saves as based on 5,
    // and is refused if content was saved since, rather than silently undo that content.
    QFile file(path);
    const QString hash =
        file.open(QIODevice::ReadOnly) ? QString::fromLatin1(io::contentHash(file.readAll())) : QString();
    // Read on the writer's thread, counted as a write: a save made before the answer waits for
    // it (sendNext), so that it builds on the version the file was opened at.
    const QString name = scenarioName(path);
    auto version = std::make_shared<int>(-1);
    const int attempt = attempt_;
    readingVersion_.insert(name);
    write(
        [name, hash, version](io::library::TeamLibrary& team) {
            io::library::TeamWrite asked;
            *version = team.scenarioVersion(name, &asked.error);
            if (*version <= 0 || hash.isEmpty()) return asked;
            for (const io::library::TeamRevision& r : team.revisions(name, &asked.error))
                if (r.sha256 == hash) {
                    *version = r.number;  // newest first: the latest revision with this content
                    break;
                }
            return asked;
        },
        [this, name, version, attempt](const TeamWriter::Answer& answer) {
            if (attempt != attempt_) return;
            readingVersion_.erase(name);
            if (*version >= 0) versions_[name] = *version;
            if (!answer.reachable && inUse()) lose(answer.write.error);
        });
}

void TeamLink::say(const QString& text, int ms) {
    // After the window's own "Saved …", which the same save shows once this returns.
    QTimer::singleShot(0, this, [this, text, ms] { emit message(text, ms); });
}

void TeamLink::keepRevision(const QString& path, const QByteArray& content) {
    if (!choice_.team || path.isEmpty()) return;
    if (inUse() && !mayWrite_) {
        say(tr("Saved on this computer only: %1 may read the team library, not save revisions there")
                .arg(choice_.user),
            8000);
        return;
    }
    if (!mayWrite_ && !lost_) return;
    const QString name = scenarioName(path);
    // Based on the version the file was opened at; a file the team library did not have then
    // (or a window that never reached it) builds on what the library has now.
    // (Not while the version it was opened at is being read: the save waits for that answer.)
    if (inUse() && !versions_.count(name) && !readingVersion_.count(name)) noteOpened(path);
    // Each with an id of its own: one kept for later while it was being sent (the window closed)
    // is added once, whichever arrives first.
    queued_.push_back({QUuid::createUuid().toString(QUuid::WithoutBraces), path, name, content, 0});
    sendNext();
}

void TeamLink::sendNext() {
    // One write at a time (an upload of kept revisions, a probe result, a save's revision), so
    // that each save is based on the version the writes before it made.
    if (writes_ > 0 || queued_.empty()) return;
    if (!inUse()) {
        // Out of reach: what waits is kept for later, in order.
        while (!queued_.empty()) {
            QueuedRevision r = queued_.front();
            queued_.pop_front();
            r.basedOn = versions_.count(r.name) ? versions_[r.name] : 0;
            keepForLater(r);
        }
        return;
    }
    // One at a time, each based on the version the one before it made.
    sending_ = queued_.front();
    queued_.pop_front();
    sending_->basedOn = versions_.count(sending_->name) ? versions_[sending_->name] : 0;
    const QueuedRevision r = *sending_;
    const int attempt = attempt_;
    write(
        [r](io::library::TeamLibrary& team) {
            io::library::TeamWrite w = team.addRevision(r.name, r.content, r.basedOn, {}, r.id);
            // The newer versions only set statuses (an approval): the content this save builds
            // on is still the newest, so it is no conflict; saved on the version now.
            if (w.conflict && onlyStatusesSince(team, r.name, r.basedOn))
                w = team.addRevision(r.name, r.content, w.version, {}, r.id);
            return w;
        },
        [this, r, attempt](const TeamWriter::Answer& answer) {
            sending_.reset();
            if (attempt == attempt_)
                revisionAnswered(r, answer);
            else if (!answer.write.ok())
                keepForLater(r);  // sent to a library chosen before: kept for the one in use
        });
}

void TeamLink::write(TeamWriter::Write write, std::function<void(const TeamWriter::Answer&)> done) {
    ++writes_;
    writer_->run(std::move(write), [this, done = std::move(done)](const TeamWriter::Answer& answer) {
        --writes_;
        done(answer);
        sendNext();
        if (!writing() && uploadAfter_) {
            uploadAfter_ = false;
            uploadWaiting();
        }
    });
}

void TeamLink::revisionAnswered(const QueuedRevision& r, const TeamWriter::Answer& answer) {
    const io::library::TeamWrite& w = answer.write;
    if (w.ok()) {
        versions_[r.name] = w.version;
        say(tr("Saved; revision %1 of “%2” in the team library").arg(w.version).arg(r.name), 5000);
        return;
    }
    if (w.conflict) {
        say(tr("Saved on this computer, not in the team library: %1").arg(io::neutraliseBidi(w.error)), 0);
        emit newerSaved(r.path, io::neutraliseBidi(w.error));
        return;
    }
    if (answer.reachable) {
        // Refused by the library (this user may not): the save is kept on this computer only,
        // and the user told why.
        say(tr("Saved on this computer, not in the team library: %1").arg(refusal(w.error)), 0);
        return;
    }
    lose(w.error);
    keepForLater(r);
}

void TeamLink::keepForLater(const QueuedRevision& r) {
    io::library::PendingRevision kept{r.id, r.name, r.basedOn, {}, {}, r.content, {}};
    if (const std::string error = io::library::TeamOutbox().add(kept); !error.empty()) {
        say(tr("Saved on this computer; the team library is out of reach and the revision could not be "
               "kept for it: %1")
                .arg(QString::fromStdString(error)),
            0);
        return;
    }
    say(tr("Saved on this computer; the team library is out of reach: the revision is uploaded when it "
           "answers again"),
        0);
    retry_.start();
}

bool TeamLink::onlyStatusesSince(io::library::TeamLibrary& team, const QString& name, int basedOn) {
    QString error;
    const std::vector<io::library::TeamRevision> list = team.revisions(name, &error);
    // Newest first: a revision numbered above `basedOn` is content saved since.
    return error.isEmpty() && basedOn > 0 && (list.empty() || list.front().number <= basedOn);
}

void TeamLink::read(TeamWriter::Write read, std::function<void(const TeamWriter::Answer&)> done) {
    const int attempt = attempt_;
    writer_->run(std::move(read), [this, attempt, done = std::move(done)](const TeamWriter::Answer& answer) {
        if (!answer.reachable && attempt == attempt_ && inUse()) lose(answer.write.error);
        done(answer);
    });
}

void TeamLink::readRevisions(const QString& path, std::function<void(Revisions)> done) {
    if (!inUse()) {
        Revisions out;
        out.error = choice_.team ? tr("The team library is out of reach: the list is as it was last read.")
                                 : tr("the team library is not in use");
        done(std::move(out));
        return;
    }
    const QString name = scenarioName(path);
    auto out = std::make_shared<Revisions>();
    read(
        [name, out](io::library::TeamLibrary& team) {
            // The version first: a write landing between the two reads makes the list newer than
            // the version, and a status set on it is refused rather than taken on an unseen change.
            out->version = team.scenarioVersion(name, &out->error);
            if (out->error.isEmpty()) out->list = team.revisions(name, &out->error);
            io::library::TeamWrite read;
            read.error = out->error;
            return read;
        },
        [out, done = std::move(done)](const TeamWriter::Answer& answer) {
            if (!answer.write.ok()) out->error = answer.write.error;  // also: no connection made
            done(std::move(*out));
        });
}

void TeamLink::setStatus(const QString& path, int number, const QString& status, const QString& comment,
                         int version, std::function<void(const QString& error)> done) {
    if (!inUse()) {
        done(tr("the team library is not in use"));
        return;
    }
    const QString name = scenarioName(path);
    const int attempt = attempt_;
    write(
        [name, number, status, comment, version](io::library::TeamLibrary& team) {
            return team.setStatus(name, number, status, version, comment);
        },
        [this, name, version, attempt, done = std::move(done)](const TeamWriter::Answer& answer) {
            const io::library::TeamWrite& w = answer.write;
            if (w.ok()) {
                // This window's saves build on the version the status change made, when they
                // built on the one it was based on.
                if (attempt == attempt_ && versions_.count(name) && versions_[name] == version)
                    versions_[name] = w.version;
                done({});
                return;
            }
            if (!answer.reachable && attempt == attempt_) lose(w.error);
            done(refusal(w.error));
        });
}

void TeamLink::readContent(const QString& path, int number,
                           std::function<void(const QByteArray& content, const QString& error)> done) {
    if (!inUse()) {
        done({}, tr("the team library is not in use"));
        return;
    }
    const QString name = scenarioName(path);
    auto content = std::make_shared<QByteArray>();
    read(
        [name, number, content](io::library::TeamLibrary& team) {
            io::library::TeamWrite read;
            *content = team.content(name, number, &read.error);
            return read;
        },
        [content, done = std::move(done)](const TeamWriter::Answer& answer) {
            done(answer.write.ok() ? *content : QByteArray(), answer.write.error);
        });
}

void TeamLink::readCatalog(std::function<void(Catalog)> done) {
    if (!inUse()) {
        Catalog none;
        none.error = tr("the team library is not in use");
        done(std::move(none));
        return;
    }
    auto catalog = std::make_shared<Catalog>();
    read(
        [catalog](io::library::TeamLibrary& team) {
            io::library::TeamWrite read;
            for (const io::library::Kind kind : io::library::allKinds()) {
                catalog->rows[kind] = team.catalogRows(kind, &read.error);
                if (!read.ok()) break;
            }
            return read;
        },
        [catalog, done = std::move(done)](const TeamWriter::Answer& answer) {
            if (!answer.write.ok()) {
                catalog->rows.clear();
                catalog->error = answer.write.error;
            }
            done(std::move(*catalog));
        });
}

void TeamLink::importCatalog(const std::vector<io::library::CatalogRow>& rows, const QString& note,
                             std::function<void(const io::library::ImportOutcome&)> done) {
    auto outcome = std::make_shared<io::library::ImportOutcome>();
    if (!inUse()) {
        outcome->problems.push_back(tr("the team library is not in use").toStdString());
        done(*outcome);
        return;
    }
    write(
        [rows, note, outcome](io::library::TeamLibrary& team) {
            // The team's catalog interface: the rule every import follows (catalog_book.h).
            *outcome = io::library::TeamCatalog(team).importRows(rows, note);
            io::library::TeamWrite written;
            if (!outcome->ok()) written.error = QString::fromStdString(outcome->problems.front());
            return written;
        },
        [this, outcome, done = std::move(done)](const TeamWriter::Answer& answer) {
            if (!answer.reachable) {
                lose(answer.write.error);
                outcome->added = 0;
                outcome->problems.assign(1, answer.write.error.toStdString());
            }
            done(*outcome);
        });
}

void TeamLink::readProbeResults(
    std::function<void(std::vector<io::library::ProbeRecord>, const QString& error)> done) {
    if (!inUse()) {
        done({}, tr("the team library is not in use"));
        return;
    }
    auto results = std::make_shared<std::vector<io::library::ProbeRecord>>();
    read(
        [results](io::library::TeamLibrary& team) {
            io::library::TeamWrite read;
            *results = team.probeResults(&read.error);
            return read;
        },
        [results, done = std::move(done)](const TeamWriter::Answer& answer) {
            done(answer.write.ok() ? std::move(*results) : std::vector<io::library::ProbeRecord>{},
                 answer.write.error);
        });
}

void TeamLink::readHistory(
    int limit,
    std::function<void(const std::vector<io::library::TeamAuditEntry>&, const QString& error)> done) {
    if (!inUse()) {
        done({}, tr("the team library is not in use"));
        return;
    }
    auto entries = std::make_shared<std::vector<io::library::TeamAuditEntry>>();
    read(
        [limit, entries](io::library::TeamLibrary& team) {
            io::library::TeamWrite read;
            *entries = team.auditLog(limit, &read.error);
            return read;
        },
        [entries, done = std::move(done)](const TeamWriter::Answer& answer) {
            done(answer.write.ok() ? *entries : std::vector<io::library::TeamAuditEntry>{},
                 answer.write.error);
        });
}

void TeamLink::noteTaken(const QString& path, int version) {
    versions_[scenarioName(path)] = version;
}

void TeamLink::keepProbeResult(const QString& device, const QByteArray& document) {
    if (!choice_.team || !mayWrite_) return;
    if (!inUse()) {
        say(tr("The probe result is kept on this computer; the team library is out of reach"), 8000);
        return;
    }
    write(
        [device, document](io::library::TeamLibrary& team) { return team.addProbeResult(device, document); },
        [this, device](const TeamWriter::Answer& answer) {
            if (answer.write.ok()) {
                say(tr("The probe result of %1 is shared in the team library")
                        .arg(io::neutraliseBidi(device)),
                    5000);
                return;
            }
            if (!answer.reachable) lose(answer.write.error);
            say(tr("The probe result is kept on this computer, not in the team library: %1")
                    .arg(refusal(answer.write.error)),
                0);
        });
}

void TeamLink::lose(const QString& why) {
    lost_ = true;
    problem_ = why;
    mayWrite_ = mayApprove_ = false;
    heartbeat_.stop();
    showStatus();
    emit revisionsChanged();  // the lists say they are as last read
    emit probeResultsChanged();
    if (!retry_.isActive() && !trying_.isRunning()) retry_.start();
}

void TeamLink::retry() {
    if (!choice_.team || trying_.isRunning()) return;
    // Connected: what waits goes up through the writer, which finds a server gone by itself.
    if (!lost_ && inUse()) {
        uploadWaiting();
        retried();
        return;
    }
    retrying_ = true;
    tryServer();
}

void TeamLink::retried() {
    if (waiting() == 0 && inUse()) {
        retry_.setInterval(kRetryMs);
        return;
    }
    // Each failed try waits twice as long, up to a minute.
    if (!inUse()) retry_.setInterval(std::min(retry_.interval() * 2, 60000));
    if (waiting() > 0 || lost_) retry_.start();
}

void TeamLink::uploadWaiting() {
    if (!inUse() || !mayWrite_) return;
    // After this window's own saves being sent: they build on versions these may move.
    if (writing()) {
        uploadAfter_ = true;
        return;
    }
    // On the writer's thread, as a save is: each kept revision in the order it was saved.
    struct Uploaded {
        QString scenario;
        io::library::TeamWrite write;
    };
    auto uploads = std::make_shared<std::vector<Uploaded>>();
    const int attempt = attempt_;
    write(
        [uploads](io::library::TeamLibrary& team) {
            io::library::TeamOutbox outbox;
            for (const io::library::PendingRevision& r : outbox.pending()) {
                // The library's time is when it arrived; when it was saved is said beside it.
                const QString comment =
                    !r.comment.isEmpty()
                        ? r.comment
                        : tr("saved on this computer at %1, while the team library was "
                             "out of reach")
                              .arg(r.savedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")));
                io::library::TeamWrite w = team.addRevision(r.scenario, r.content, r.basedOn, comment, r.id);
                if (w.conflict && onlyStatusesSince(team, r.scenario, r.basedOn))
                    w = team.addRevision(r.scenario, r.content, w.version, comment, r.id);
                // Out of reach again: this one and the rest wait for the next time.
                if (!w.ok() && !w.conflict && !team.reachable()) return w;
                // Landed, found there already, or refused for good (someone saved first): either
                // way it is no longer waiting; a refusal is said, and the revision stays in this
                // computer's library.
                outbox.remove(r);
                uploads->push_back({r.scenario, w});
            }
            return io::library::TeamWrite{};
        },
        [this, uploads, attempt](const TeamWriter::Answer& answer) {
            int uploaded = 0;
            for (const Uploaded& u : *uploads) {
                if (u.write.ok()) {
                    if (attempt == attempt_)
                        versions_[u.scenario] = std::max(versions_[u.scenario], u.write.version);
                    uploaded += u.write.uploadedBefore ? 0 : 1;
                } else {
                    emit message(
                        tr("A save kept while the team library was out of reach was not uploaded: %1")
                            .arg(refusal(u.write.error)),
                        0);
                }
            }
            if (uploaded > 0)
                emit message(
                    uploaded == 1
                        ? tr("1 revision saved while the team library was out of reach is uploaded")
                        : tr("%1 revisions saved while the team library was out of reach are uploaded")
                              .arg(uploaded),
                    8000);
            if (!answer.write.ok() && attempt == attempt_) lose(answer.write.error);
        });
}

void TeamLink::use(const LibraryChoice& choice) {
    // The preferences confirmed as they were: a library in use stays connected.
    if (choice.team == choice_.team && choice.address() == choice_.address() && (!choice.team || inUse()))
        return;
    hadLibrary_ = inUse();
    if (choice.address() != choice_.address()) {
        // Another server or user: the password of the last one is not theirs.
        password_.clear();
        storeRead_ = fromStore_ = false;
    }
    choice_ = choice;
    joined_ = false;
    problem_.clear();
    lost_ = retrying_ = false;
    versions_.clear();
    readingVersion_.clear();
    mayWrite_ = mayApprove_ = false;
    passwordTries_ = 0;
    ++attempt_;  // an answer to an earlier choice's try is no answer to this one
    if (!choice.team) {
        connected();
        return;
    }
    connecting_ = true;
    showStatus();
    if (!storeRead_ && password_.isEmpty()) {
        // The desktop's secret store first, without blocking the window.
        store_->read(choice.address(), [this, address = choice.address()](const SecretStore::Read& r) {
            if (address != choice_.address() || !choice_.team) return;  // chosen again meanwhile
            storeRead_ = true;
            storeAvailable_ = r.available;
            storeNote_ = r.note;
            if (!r.password.isEmpty()) {
                password_ = r.password;
                fromStore_ = true;
            }
            tryServer();
        });
        return;
    }
    tryServer();
}

void TeamLink::tryServer() {
    QString error;
    const std::optional<io::library::TeamAddress> address =
        io::library::TeamAddress::parse(choice_.address(), &error);
    if (!address) {
        problem_ = error;
        connected();
        return;
    }
    connecting_ = true;
    // On a worker thread: a server that drops packets holds it for libpq's connect_timeout,
    // never the window. Connected here only once the server has answered.
    const int attempt = attempt_;
    trying_.setFuture(QtConcurrent::run([address = *address, password = password_, attempt] {
        return io::library::TeamLibrary::tryConnect(address, password) + QChar(u'\x1f') +
               QString::number(attempt);
    }));
}

void TeamLink::tried(const QString& answer) {
    const qsizetype cut = answer.lastIndexOf(QChar(u'\x1f'));
    if (answer.mid(cut + 1).toInt() != attempt_) return;  // an earlier choice's
    const QString error = answer.left(cut);
    if (wantsPassword(error) && window_ && passwordTries_ < 3) {
        // Asked where neither libpq (PGPASSWORD, ~/.pgpass) nor the secret store had one, or the
        // server refused it: three tries, then the window goes on with this computer's library.
        ++passwordTries_;
        const QString host = io::library::TeamAddress::parse(choice_.address(), nullptr)->host;
        PasswordDialog dialog({choice_.user, host, !password_.isEmpty(), storeAvailable_, storeNote_},
                              window_);
        if (Prompts::exec(dialog) != QDialog::Accepted) {
            problem_ = tr("no password was given");
            connected();
            return;
        }
        password_ = dialog.password();
        remember_ = dialog.remember();
        fromStore_ = false;
        tryServer();
        return;
    }
    if (!error.isEmpty()) {
        problem_ = error;
        connected();
        return;
    }
    join();
}

void TeamLink::connected() {
    connecting_ = false;
    passwordTries_ = 0;
    lost_ = retrying_ && !problem_.isEmpty();
    if (problem_.isEmpty() && remember_) {
        remember_ = false;
        store_->write(choice_.address(), password_, [this](const QString& failed) {
            emit message(
                failed.isEmpty()
                    ? tr("The password is kept in this desktop's secret store")
                    : tr("The password could not be kept in this desktop's secret store: %1").arg(failed),
                8000);
        });
    }
    showStatus();
    if (hadLibrary_ || inUse()) {
        emit catalogChanged();
        emit revisionsChanged();  // read again: what others wrote while this one was away
        emit probeResultsChanged();
    }
    hadLibrary_ = inUse();
    if (inUse())
        heartbeat_.start();
    else
        heartbeat_.stop();
    if (retrying_) {
        retrying_ = false;
        if (inUse()) uploadWaiting();
        retried();
        return;
    }
    if (choice_.team && !problem_.isEmpty())
        emit message(tr("The team library is not in use: %1. gputco goes on with this computer's library.")
                         .arg(problem_),
                     0);
}

void TeamLink::join() {
    QString error;
    const std::optional<io::library::TeamAddress> address =
        io::library::TeamAddress::parse(choice_.address(), &error);
    if (!address) {
        problem_ = error;
        connected();
        return;
    }
    // The server answered the worker's try a moment ago; the rest (its version, the user's
    // roles, listening) is asked on the writer's thread too, so that a network that dies in this
    // moment holds that thread, never the window.
    writer_->setAddress(*address, password_);
    struct Joined {
        bool mayWrite = false;
        bool mayApprove = false;
        io::library::TeamLibrary::Session session;
    };
    auto joined = std::make_shared<Joined>();
    const int attempt = attempt_;
    writer_->run(
        [joined](io::library::TeamLibrary& team) {
            io::library::TeamWrite asked;
            asked.error = team.checkVersion();
            if (!asked.error.isEmpty()) return asked;
            joined->mayWrite = team.canWrite();
            joined->mayApprove = team.canApprove();
            joined->session = team.session();
            return asked;
        },
        [this, joined, attempt](const TeamWriter::Answer& answer) {
            if (attempt != attempt_) return;  // another choice since: its own join answers it
            problem_ = answer.write.error;
            joined_ = problem_.isEmpty();
            mayWrite_ = joined->mayWrite;
            mayApprove_ = joined->mayApprove;
            session_ = joined->session;
            // What waits from an earlier session (or before the server went away) goes up now.
            if (joined_ && mayWrite_) QTimer::singleShot(0, this, [this] { uploadWaiting(); });
            connected();
        });
}

QString TeamLink::statusText() const {
    if (!choice_.team) return tr("Library: this computer");
    if (connecting_ && !lost_) return tr("Connecting to the team library on %1…").arg(choice_.host);
    if (lost_) return tr("Team library out of reach: saves are kept on this computer until it answers");
    if (!inUse()) return tr("Library: this computer (the team library is not in use)");
    const QString may = mayApprove_ ? tr("may approve revisions")
                        : mayWrite_ ? tr("may import prices and save revisions")
                                    : tr("may read only");
    return tr("Team library: %1 on %2/%3, %4").arg(choice_.user, choice_.host, choice_.database, may);
}

void TeamLink::showStatus() {
    label_->setText(statusText());
    label_->setToolTip(problem_.isEmpty() ? choice_.address() : tr("Why: %1").arg(problem_));
}

QString TeamLink::refusal(const QString& error) const {
    // The database's refusals, in the user's words; anything else as the database said it.
    if (error.contains(QLatin1String("only an approver may")))
        return tr("Only an approver may approve a revision or take an approval back, and %1 is not one.")
            .arg(io::neutraliseBidi(choice_.user));
    if (error.contains(QLatin1String("permission denied")))
        return tr("The team library refused it: %1 may not make this change there.")
            .arg(io::neutraliseBidi(choice_.user));
    // The server's words carry names from its rows (who saved, a scenario's name): shown with
    // their controls visible.
    return io::neutraliseBidi(error);
}

}  // namespace gputco::ui
