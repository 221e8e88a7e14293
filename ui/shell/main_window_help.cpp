// MainWindow's View page and panel commands and its Help menu: the methodology, the keyboard
// shortcuts and the version, in the app rather than in a report's appendix or a README.
#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>

#include "model/engine/explain.h"
#include "ui/dialogs/methodology_dialog.h"
#include "ui/dialogs/shortcuts_dialog.h"
#include "ui/shell/main_window.h"

namespace gputco::ui {

void MainWindow::buildPageAndHelpMenus() {
    viewMenu_->addSeparator();
    // Ctrl+1 .. Ctrl+5 as a browser's tabs: the pages in the order the tab bar shows them.
    for (int tab = CostsTab; tab <= CalibrationTab; ++tab) {
        QAction* page = viewMenu_->addAction(QString(), this, [this, tab] { tabs_->setCurrentIndex(tab); });
        page->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + tab)));
        pageActions_.push_back(page);
    }
    viewMenu_->addSeparator();
    inputsPanelAction_ = inputsDock_->toggleViewAction();
    inputsPanelAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    viewMenu_->addAction(inputsPanelAction_);

    helpMenu_ = menuBar()->addMenu(QString());
    methodologyAction_ = helpMenu_->addAction(QString(), this, [this] { MethodologyDialog::open(this); });
    methodologyAction_->setShortcut(QKeySequence::HelpContents);  // F1
    shortcutsAction_ = helpMenu_->addAction(QString(), this, [this] {
        ShortcutsDialog dialog(*menuBar(), this);
        dialog.exec();
    });
    shortcutsAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    helpMenu_->addSeparator();
    aboutAction_ = helpMenu_->addAction(QString(), this, &MainWindow::showAbout);
    aboutAction_->setMenuRole(QAction::AboutRole);
}

void MainWindow::retranslatePageAndHelpMenus() {
    const QString pages[] = {tr("&Costs"), tr("&Options"), tr("&Sizing"), tr("&Risk"), tr("C&alibration")};
    for (std::size_t k = 0; k < pageActions_.size(); ++k) pageActions_[k]->setText(pages[k]);
    inputsPanelAction_->setText(tr("&Inputs Panel"));
    helpMenu_->setTitle(tr("&Help"));
    methodologyAction_->setText(tr("&Methodology"));
    shortcutsAction_->setText(tr("&Keyboard Shortcuts"));
    aboutAction_->setText(tr("&About gputco"));
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About gputco"),
        tr("<p><b>gputco %1</b></p>"
           "<p>The total cost of owning or renting a GPU cluster: owned, reserved, spot and on-demand "
           "capacity in one model, discounted cash flows after tax and depreciation, risk and "
           "an audit workbook.</p>"
           "<p>Cost model revision %2. Every catalog price carries its source and date.</p>"
           "<p>Built with Qt %3.</p>")
            .arg(QCoreApplication::applicationVersion().toHtmlEscaped())
            .arg(engine::kModelRevision)
            .arg(QString::fromLatin1(qVersion())));
}

}  // namespace gputco::ui
