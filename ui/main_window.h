// The main window of the first version of the desktop app: open a scenario, evaluate it off
// the UI thread, and show the engine's result as key figures, a table and two charts.
#pragma once

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QMainWindow>
#include <QStringList>
#include <optional>

#include "model/engine/result.h"
#include "model/scenario/scenario.h"
#include "ui/language.h"

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QStackedWidget;

namespace gputco::ui {

class AnnualCostChart;
class ComparisonTable;
class CumulativeCostChart;
class ErrorBanner;
class KpiPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Reads and validates the file, then starts its evaluation; false (and the problems in
    // the error banner) when it cannot be evaluated. The previous result stays on screen.
    bool openFile(const QString& path);
    void setLanguage(UiLanguage language);
    void copyTable();
    // File > Export PDF without its dialog: the report of what is on screen (ui/report).
    bool exportPdf(const QString& path);

    bool isEvaluating() const;
    const std::optional<engine::Result>& result() const { return result_; }
    ComparisonTable* comparisonTable() const { return table_; }
    KpiPanel* kpiPanel() const { return kpis_; }
    ErrorBanner* errorBanner() const { return banner_; }
    CumulativeCostChart* cumulativeChart() const { return cumulative_; }
    AnnualCostChart* annualChart() const { return annual_; }

signals:
    // The result of the last opened file is on screen.
    void resultShown();
    // A file could not be opened or evaluated; the text is in the error banner.
    void errorShown();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    struct FileError {
        QString path;
        std::optional<int> problemCount;  // validation problems; nullopt: unreadable
        QStringList lines;
    };

    void buildMenus();
    void buildCentralWidget();
    void retranslate();
    void renderHeader();
    void renderError();
    void showFileError(FileError error);
    void startEvaluation();
    void onEvaluated();
    void chooseFile();
    void chooseExportFile();

    QMenu* fileMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* exportPdfAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* copyAction_ = nullptr;
    QAction* englishAction_ = nullptr;
    QAction* chineseAction_ = nullptr;
    QActionGroup* languageGroup_ = nullptr;

    ErrorBanner* banner_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* subtitle_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    QLabel* emptyState_ = nullptr;
    KpiPanel* kpis_ = nullptr;
    QLabel* tableTitle_ = nullptr;
    QLabel* cumulativeTitle_ = nullptr;
    QLabel* annualTitle_ = nullptr;
    ComparisonTable* table_ = nullptr;
    CumulativeCostChart* cumulative_ = nullptr;
    AnnualCostChart* annual_ = nullptr;

    QString filePath_;
    std::optional<scenario::Scenario> scenario_;
    std::optional<engine::Result> result_;
    std::optional<FileError> error_;
    QFutureWatcher<engine::Result>* watcher_;
    QElapsedTimer evaluationClock_;
    qint64 lastEvaluationMs_ = -1;
};

}  // namespace gputco::ui
