#include "ui/shell/recovery_status.h"

#include <QDir>

#include "ui/document/autosaver.h"

namespace gputco::ui {

RecoveryStatus::RecoveryStatus(Autosaver* autosaver, QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("RecoveryStatus"));
    setTextFormat(Qt::PlainText);
    hide();
    connect(autosaver, &Autosaver::stateChanged, this, [this, autosaver] { showState(autosaver->state()); });
}

void RecoveryStatus::showState(const RecoveryState& state) {
    switch (state.where) {
        case RecoveryState::Where::DataFolder:
            hide();
            return;
        case RecoveryState::Where::BesideScenario:
        case RecoveryState::Where::TemporaryFolder:
            setText(tr("Recovery copies go to %1").arg(QDir::toNativeSeparators(state.folder)));
            setStyleSheet(QString());
            break;
        case RecoveryState::Where::Off:
            setText(tr("Crash recovery is off: no folder can be written"));
            setStyleSheet(QStringLiteral("color: #b91c1c; font-weight: 600;"));
            break;
    }
    setToolTip(tr("The data folder's recovery copy could not be written: %1").arg(state.reason));
    show();
    emit message(state.where == RecoveryState::Where::Off
                     ? tr("Crash recovery is off: %1").arg(state.reason)
                     : tr("The data folder cannot take recovery copies (%1); they now go to %2")
                           .arg(state.reason, QDir::toNativeSeparators(state.folder)),
                 15000);
}

}  // namespace gputco::ui
