// MainWindow's File, Edit and View menus: their actions, keys and names in the language in use,
// the recent files and the undo and redo actions that quote the command they undo.
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QUndoStack>

#include "model/io/display_text.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/shell/document_actions.h"
#include "ui/shell/main_window.h"
#include "ui/shell/undo_keys.h"

namespace gputco::ui {

void MainWindow::buildMenus() {
    fileMenu_ = menuBar()->addMenu(QString());
    newAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::newScenario);
    newAction_->setShortcut(QKeySequence::New);
    openAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::chooseAndOpen);
    openAction_->setShortcut(QKeySequence::Open);
    recentMenu_ = fileMenu_->addMenu(QString());
    fileMenu_->addSeparator();
    saveAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::save);
    saveAction_->setShortcut(QKeySequence::Save);
    saveAsAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::saveAs);
    saveAsAction_->setShortcut(QKeySequence::SaveAs);
    revertAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::revert);
    revisionsAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::showRevisions);
    compareAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::chooseAndCompare);
    importProbeAction_ = fileMenu_->addAction(QString(), this, [this] { importProbe(); });
    importPriceListAction_ = fileMenu_->addAction(QString(), this, [this] { importPriceList(); });
    teamRevisionsAction_ = fileMenu_->addAction(QString(), this, [this] { showTeamRevisions(); });
    teamHistoryAction_ = fileMenu_->addAction(QString(), this, [this] { showTeamHistory(); });
    fileMenu_->addSeparator();
    exportPdfAction_ = fileMenu_->addAction(QString(), actions_, &DocumentActions::chooseAndExport);
    exportPdfAction_->setEnabled(false);
    exportWorkbookAction_ =
        fileMenu_->addAction(QString(), actions_, &DocumentActions::chooseAndExportWorkbook);
    exportWorkbookAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportWorkbookAction_->setEnabled(false);
    fileMenu_->addSeparator();
    // This window only: a revision opened read-only, or the window beside it, closes on its own.
    closeAction_ = fileMenu_->addAction(QString(), this, &QWidget::close);
    closeAction_->setShortcuts(QKeySequence::Close);
    quitAction_ = fileMenu_->addAction(QString(), this, &QWidget::close);
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);

    editMenu_ = menuBar()->addMenu(QString());
    undoAction_ = editMenu_->addAction(QString(), document_->undoStack(), &QUndoStack::undo);
    undoAction_->setShortcuts(QKeySequence::Undo);
    qApp->installEventFilter(new UndoKeys(this));  // Ctrl+Z in a field is the document's
    undoAction_->setEnabled(false);
    redoAction_ = editMenu_->addAction(QString(), document_->undoStack(), &QUndoStack::redo);
    // The platform's keys (Ctrl+Shift+Z on Linux) and Ctrl+Y, which spreadsheet users press.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    redoAction_->setShortcuts(redoKeys);
    redoAction_->setEnabled(false);
    editMenu_->addSeparator();
    copyAction_ = editMenu_->addAction(QString(), this, &MainWindow::copyTable);
    copyAction_->setShortcut(QKeySequence::Copy);
    copyAction_->setEnabled(false);
    // The optimiser, reached before only from each option's column on the Options page: one
    // entry per option, listed when the menu opens.
    optimiseMenu_ = editMenu_->addMenu(QString());
    connect(optimiseMenu_, &QMenu::aboutToShow, this, [this] {
        optimiseMenu_->clear();
        const scenario::Scenario& s = document_->scenario();
        for (std::size_t i = 0; i < s.options.size(); ++i) {
            QString name = io::shownText(s.options[i].name);
            QAction* a = optimiseMenu_->addAction(name.replace(QLatin1Char('&'), QStringLiteral("&&")), this,
                                                  [this, i] { optimiseOption(i); });
            a->setEnabled(document_->isEvaluable());
        }
        if (s.options.empty()) optimiseMenu_->addAction(tr("No options yet"))->setEnabled(false);
    });
    editMenu_->addSeparator();
    preferencesAction_ = editMenu_->addAction(QString(), this, &MainWindow::showPreferences);
    // Linux desktops have no standard key for it; Ctrl+, is what most apps use.
    preferencesAction_->setShortcuts({QKeySequence::Preferences, QKeySequence(tr("Ctrl+,"))});
    preferencesAction_->setMenuRole(QAction::PreferencesRole);

    viewMenu_ = menuBar()->addMenu(QString());
    languageMenu_ = viewMenu_->addMenu(QString());
    languageGroup_ = new QActionGroup(this);
    // Each language is named in itself, so a reader of either finds their own.
    englishAction_ = languageMenu_->addAction(QStringLiteral("English"));
    chineseAction_ = languageMenu_->addAction(QStringLiteral("简体中文"));
    for (QAction* a : {englishAction_, chineseAction_}) {
        a->setCheckable(true);
        languageGroup_->addAction(a);
    }
    connect(englishAction_, &QAction::triggered, this, [this] { setLanguage(UiLanguage::English); });
    connect(chineseAction_, &QAction::triggered, this,
            [this] { setLanguage(UiLanguage::SimplifiedChinese); });
}

void MainWindow::retranslateMenus() {
    fileMenu_->setTitle(tr("&File"));
    newAction_->setText(tr("&New"));
    openAction_->setText(tr("&Open…"));
    recentMenu_->setTitle(tr("Open &Recent"));
    saveAction_->setText(tr("&Save"));
    saveAsAction_->setText(tr("Save &As…"));
    revertAction_->setText(tr("Re&vert to Saved"));
    compareAction_->setText(tr("Compare &with File…"));
    revisionsAction_->setText(tr("Save&d Revisions…"));
    importProbeAction_->setText(tr("&Import Probe Result…"));
    importPriceListAction_->setText(tr("Import &Price List…"));
    teamRevisionsAction_->setText(tr("&Team Revisions…"));
    teamHistoryAction_->setText(tr("Team Library &History…"));
    document_->retranslateUndo();  // the commands' names first: the actions quote them
    retranslateUndo();
    rebuildRecentMenu();
    exportPdfAction_->setText(tr("&Export PDF…"));
    exportWorkbookAction_->setText(tr("Export Wor&kbook…"));
    exportWorkbookAction_->setToolTip(tr("An Excel workbook whose every figure is a live formula"));
    closeAction_->setText(tr("&Close Window"));
    quitAction_->setText(tr("&Quit"));
    editMenu_->setTitle(tr("&Edit"));
    copyAction_->setText(tr("&Copy table"));
    optimiseMenu_->setTitle(tr("Op&timise the Mix of an Option"));
    preferencesAction_->setText(tr("&Preferences…"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    retranslatePageAndHelpMenus();
    englishAction_->setChecked(currentLanguage() == UiLanguage::English);
    chineseAction_->setChecked(currentLanguage() == UiLanguage::SimplifiedChinese);
}

void MainWindow::retranslateUndo() {
    const QUndoStack* undo = document_->undoStack();
    undoAction_->setText(undo->canUndo() ? tr("&Undo %1").arg(undo->undoText()) : tr("&Undo"));
    redoAction_->setText(undo->canRedo() ? tr("&Redo %1").arg(undo->redoText()) : tr("&Redo"));
}

void MainWindow::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList files = DocumentActions::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        QAction* a =
            recentMenu_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    recentMenu_->setEnabled(!files.isEmpty());
}

}  // namespace gputco::ui
