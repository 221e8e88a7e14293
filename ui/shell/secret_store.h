// The desktop's secret store (GNOME Keyring or KWallet over D-Bus, through QtKeychain) for the team
// library's password (issue #37), by the library's address. Read and written without blocking the
// window: each call returns at once and its answer comes to `done` later (no event loop of its
// own). Never QtKeychain's plain-text fallback: a desktop without a store has the password asked
// each session instead.
#pragma once

#include <QObject>
#include <QString>
#include <functional>

namespace gputco::ui {

class SecretStore : public QObject {
    Q_OBJECT
public:
    explicit SecretStore(QObject* parent = nullptr);

    struct Read {
        QString password;        // empty when the store has none for that key
        bool available = false;  // the desktop has a store (none found is still a store)
        QString note;            // why not, in the store's words, when it has none
    };
    // `done` is called once, unless this store is destroyed first.
    void read(const QString& key, std::function<void(const Read&)> done);
    // `done` gets empty on success, else why not.
    void write(const QString& key, const QString& password, std::function<void(const QString&)> done);

    static constexpr const char* kService = "gputco team library";
};

}  // namespace gputco::ui
