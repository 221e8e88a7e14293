// The team library's password (issue #37), asked where libpq finds none (PGPASSWORD, ~/.pgpass)
// and the desktop's secret store holds none: typed hidden, kept in memory for the session, and
// kept in the desktop's secret store (GNOME Keyring, KWallet) only when the user ticks Remember
// and the desktop has one. Never written in plain text.
#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace gputco::ui {

class PasswordDialog : public QDialog {
    Q_OBJECT
public:
    struct Ask {
        QString user;
        QString server;
        bool refused = false;         // the last password tried was refused by the server
        bool storeAvailable = false;  // the desktop has a secret store to remember it in
        QString storeNote;            // why not, when it has none
    };
    explicit PasswordDialog(const Ask& ask, QWidget* parent = nullptr);

    QLineEdit* passwordEdit() const { return password_; }
    QCheckBox* rememberBox() const { return remember_; }
    QString password() const;
    bool remember() const;

private:
    QLineEdit* password_;
    QCheckBox* remember_;
};

}  // namespace gputco::ui
